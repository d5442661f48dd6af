### Juego en vivo: partidas con reloj (bot.service.live, bot.service.live_clock; docs/clocks.md).

live-control-refused = { $reason ->
        [fraction] El control de tiempo { $text } da una base que no son segundos enteros.
        [too-long] El control de tiempo { $text } es demasiado largo: como mucho 180 minutos y 180 segundos por jugada.
        [empty] El control de tiempo { $text } no da nada de tiempo.
       *[shape] { $text } no es un control de tiempo: escribe minutos + segundos por jugada, como 10+5.
    }

live-control-too-fast = { $control } es demasiado rápido para jugar aquí: su duración estimada, { $estimate } segundos (base + 40 × incremento), no llega a { $floor } segundos. Solo se ofrecen partidas rápidas y clásicas, porque en Discord cada jugada tarda en ir y volver (la respuesta del bot, la subida de la imagen, el cliente de tu rival descargándola) entre medio segundo y dos, más de lo que un reloj perdona por jugada. Prueba 10+5 o 15+10.

live-timing-refused = No se pudo leer el tiempo de la jugada, así que no se ha jugado. Vuelve a intentarlo.

live-not-against-ai = Las partidas con reloj se juegan entre miembros, no contra el bot.

live-reason-flag = { $side ->
        [white] a las blancas se les acabó el tiempo
       *[black] a las negras se les acabó el tiempo
    }

live-flagged = { $match }: a { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) se le ha acabado el tiempo.

live-aborted = { $match } queda anulada: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada en { $seconds } segundos. La partida no cuenta para la puntuación.

live-reason-no-show = { $side ->
        [white] las blancas no hicieron su primera jugada a tiempo
       *[black] las negras no hicieron su primera jugada a tiempo
    }

live-no-show = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) no hizo su primera jugada en { $seconds } segundos. Una partida de torneo no se anula: se pierde por tiempo, por incomparecencia.

live-not-live = { $match } no tiene reloj: no hay tiempo que dar.

live-give-self = { $match } es contra ti mismo: no hay a quién darle tiempo.

live-time-given = { $match }: { $player } le da a { $opponent } { $seconds } segundos más.

live-restart-gift = { $match }: el bot se ha reiniciado, así que { $player } recupera { $seconds } segundos.

live-challenge-terms = Reloj: { $control }.

live-time-left = Reloj { $control }: blancas { $white }, negras { $black }.

live-low-time = A { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) le queda poco tiempo: { $time }.

live-first-move = La primera jugada debe llegar en { $seconds } segundos, o la partida se anula.

live-first-move-tournament = La primera jugada debe llegar en { $seconds } segundos, o la partida se pierde por tiempo.

live-result-aborted = anulada, sin resultado y sin puntuar

# Discord: la línea bajo la publicación de una partida con reloj que cuenta el tiempo de quien mueve.
discord-clock-countdown = { $player }, tu tiempo se agota { $when }.

# Discord: el botón que da más tiempo al rival de quien lo pulsa; $seconds es 15.
discord-button-give-time = +{ $seconds } s para mi rival

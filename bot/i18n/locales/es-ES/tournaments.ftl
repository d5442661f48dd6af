## Torneos: respuestas, negativas y avisos del torneo, palabras de sus imágenes y textos
## propios de /tournament y de la consola. Comentarios: véase el archivo en inglés.

## Nombre y ajustes de un torneo

tournament-title = Torneo n.º { $number } ({ $name })
tournament-title-inline = torneo n.º { $number } ({ $name })
tournament-default-name-swiss = Suizo de { $game }
tournament-default-name-round-robin = Todos contra todos de { $game }
tournament-default-name-double-round-robin = Todos contra todos a doble vuelta de { $game }
tournament-system-swiss = suizo (sistema holandés de la FIDE)
tournament-system-round-robin = todos contra todos
tournament-system-double-round-robin = todos contra todos a doble vuelta
tournament-status-open = abierto
tournament-status-running = en juego
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-info-heading = { $tournament }: { $state }; organiza { $organiser }.
tournament-state-open = inscripción abierta
tournament-state-running = en juego, ronda { $round } de { $rounds }
tournament-state-finished = terminado
tournament-state-cancelled = cancelado
tournament-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
tournament-rounds-at-start = las rondas se fijan al empezar, según el número de jugadores
tournament-rounds-by-players = las rondas dependen del número de jugadores
tournament-rated = puntuable (por correspondencia)
tournament-casual = amistoso (no cambia la puntuación)
tournament-rated-live = puntuable (en vivo)
tournament-settings = { $game }, { $system }, { $rounds }, { $rating }, { $time } por decisión.
tournament-settings-live = { $game }, { $system }, { $rounds }, { $rating }, en vivo con control de tiempo { $control } (minutos + segundos por jugada).
tournament-settings-live-rounds = Cada ronda se empareja en cuanto termina la última partida de la anterior. Quien no haga su primera jugada en { $seconds } segundos pierde esa partida por tiempo, por incomparecencia.
tournament-settings-round-limit = Cada ronda termina { $time } después de publicarse sus emparejamientos. { $rule }
tournament-settings-no-round-limit = Cada ronda se empareja en cuanto termina la anterior.
tournament-settings-starts = Empieza el { $moment }.
tournament-settings-player-limit = Como máximo { $count } jugadores.
tournament-settings-late = Se admite la inscripción tardía: quien llega tarde suma cero en las rondas ya emparejadas.
tournament-settings-no-late = No se admite la inscripción tardía.
tournament-settings-tiebreaks = Desempates: { $tiebreaks }.
tournament-live-no-deadlines = Un torneo con el control de tiempo { $control } no tiene tiempo por decisión ni plazo por ronda: sus partidas tienen reloj y cada ronda termina cuando termina su última partida.
tournament-deadline-rule = Una partida que sigue en juego al acabar el plazo de la ronda la pierde por tiempo el jugador al que le toca decidir.
tournament-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
tournament-hours = { $count } h
tournament-minutes = { $count } min

## Inscripción

tournament-entrants = Inscritos ({ $count }): { $names }.
tournament-nobody-entered = Todavía no se ha inscrito nadie.
tournament-opens = { $organiser } abre el { $tournament }.
tournament-join-before-start = Inscríbete con el botón de abajo antes de que empiece.
tournament-join-below = Inscríbete con el botón de abajo.
tournament-created-start = Torneo n.º { $number } creado. Empiézalo con { $command } cuando estén todos los jugadores.
tournament-created = Torneo n.º { $number } creado.
tournament-enter-prompt = ¿Te inscribes en el { $tournament }?
tournament-button-join = Inscribirme
tournament-button-leave = Borrarme
tournament-joined = Te has inscrito en el { $tournament }.
tournament-joined-late = Juegas a partir de la ronda { $round }; las rondas ya emparejadas te cuentan como cero.
tournament-left = Te has borrado del { $tournament }.
tournament-player-default = Jugador { $number }

## Negativas

tournament-not-found = No existe el torneo n.º { $number }.
tournament-organiser-only = Solo un organizador del { $tournament } (quien lo creó o quien gestiona el servidor) puede { $action }.
tournament-action-start = iniciarlo
tournament-action-cancel = cancelarlo
tournament-action-withdraw-other = retirar a otro jugador
tournament-system-unknown = Un torneo es { $systems }, no { $value }.
tournament-round-robin-rounds = En un todos contra todos las rondas dependen del número de jugadores: no indiques rondas.
tournament-late-swiss-only = La inscripción tardía es solo para torneos suizos.
tournament-tiebreak-unknown = Desempate desconocido { $name }: los desempates son { $tiebreaks }.
tournament-tiebreak-twice = Cada desempate se indica una sola vez.
tournament-rounds-range = Un suizo tiene de { $low } a { $high } rondas, no { $value }.
tournament-player-limit-range = El límite de jugadores va de { $low } a { $high }, no { $value }.
tournament-start-passed = La hora de inicio ya ha pasado: indica una hora futura, o ninguna para empezar el torneo tú mismo.
tournament-bot-refused = El bot no juega torneos.
tournament-already-in = Ya estás inscrito en el { $tournament }.
tournament-closed-no-late = El { $tournament } ya ha empezado: la inscripción está cerrada (el organizador no admitió inscripciones tardías).
tournament-closed-last-round = El { $tournament } está en su última ronda: la inscripción está cerrada.
tournament-closed-status = El { $tournament } está { $status }: la inscripción está cerrada.
tournament-is-status = El { $tournament } está { $status }.
tournament-already-status = El { $tournament } ya está { $status }.
tournament-leave-started = El { $tournament } ya ha empezado: para dejar de jugarlo, retírate ({ $command }).
tournament-not-in = No estás inscrito en el { $tournament }.
tournament-other-not-in = { $player } no está inscrito en el { $tournament }.
tournament-withdraw-not-started = El { $tournament } no ha empezado: bórrate en su lugar ({ $command }).
tournament-already-withdrawn = Ya te has retirado del { $tournament }.
tournament-other-already-withdrawn = { $player } ya está retirado del { $tournament }.
tournament-you-withdrew = Te has retirado del { $tournament }.
tournament-cannot-restart = El { $tournament } está { $status }: no puede volver a empezar.
tournament-too-few-players = El { $tournament } necesita al menos dos jugadores para empezar; tiene { $count }.
tournament-too-many-rounds = { $tournament }: { $players } jugadores pueden jugar como máximo { $most ->
    [one] { $most } ronda
   *[other] { $most } rondas
} de suizo sin repetir rival; se piden { $rounds }.
tournament-bye-swiss-only = El { $tournament } es un todos contra todos: los descansos de medio punto son para torneos suizos.
tournament-no-round-left = Al { $tournament } no le quedan rondas por emparejar.
tournament-bye-twice = { $tournament }: ya tienes un descanso en la ronda { $round }.
tournament-round-not-paired = El { $tournament } tiene emparejadas las rondas 1 a { $rounds }; la ronda { $round } todavía no existe.
tournament-export-not-started = El { $tournament } no ha empezado: no hay nada que exportar.
tournament-typed-not-text = Lo que escribes es texto, no { $value }.
tournament-storage-refusal = El { $tournament } ha cambiado entretanto: { $reason }

## Inicio, cancelación, retiradas y descansos

tournament-shortened = Se pidieron { $rounds } rondas; { $players } jugadores pueden jugar como máximo { $most ->
    [one] { $most } ronda
   *[other] { $most } rondas
} de suizo sin repetir rival, así que tendrá { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}.
tournament-begins = Empieza el { $tournament } con { $count } jugadores.
tournament-started-not-posted = El { $tournament } ha empezado, pero la ronda 1 todavía no se ha publicado. { $reason } El bot lo volverá a intentar en su próximo ciclo.
tournament-not-started = El { $tournament } debía empezar con { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}; necesita dos, así que se cancela.
tournament-cancelled = { $organiser } ha cancelado el { $tournament }.
tournament-cancelled-games-go-on = Las partidas en juego siguen como partidas normales.
tournament-cancel-confirm = ¿Cancelar el { $tournament }? No se puede deshacer.
tournament-cancel-confirm-running = ¿Cancelar el { $tournament }? No se puede deshacer; las partidas en juego siguen como partidas normales.
tournament-cancel-question = ¿Cancelarlo?
tournament-button-cancel = Cancelar el torneo
tournament-taken-off = { $player } ya no está inscrito en el { $tournament }.
tournament-reason-withdrew = se retiró
tournament-reason-by-organiser = retirado por un organizador
tournament-reason-time = dos derrotas por tiempo
tournament-withdrawn-swiss = { $player } se ha retirado del { $tournament } ({ $reason }); no se le vuelve a emparejar y sus partidas jugadas cuentan.
tournament-withdrawn-annulled = { $player } se ha retirado del { $tournament } ({ $reason }); no se le vuelve a emparejar y, como jugó menos de la mitad de sus partidas, sus resultados siguen en el cuadro pero no cuentan para nadie en la clasificación.
tournament-withdrawn-forfeits = { $player } se ha retirado del { $tournament } ({ $reason }); no se le vuelve a emparejar, sus partidas jugadas cuentan y las demás las pierde por incomparecencia.
tournament-bye-granted = { $tournament }: tienes un descanso de medio punto en la ronda { $round }; no se te emparejará en ella.
tournament-game-white = { $tournament }, ronda { $round }: tu partida contra { $opponent } es la n.º { $match }; juegas con las blancas.
tournament-game-black = { $tournament }, ronda { $round }: tu partida contra { $opponent } es la n.º { $match }; juegas con las negras.

## Consultas: información, lista, clasificación, emparejamientos, exportación

tournament-withdrawn-list = Retirados: { $players }.
tournament-withdrawn-player = { $player } ({ $reason })
tournament-help = Consulta { $standings } y { $pairings } cuando quieras.
tournament-listing-line = n.º { $number } { $name }: { $game }, { $system }, { $status }, { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
tournament-listing = Torneos:
tournament-listing-empty = Aún no hay torneos aquí. Crea uno con { $command }.
tournament-suggestion = n.º { $number } { $name } ({ $status })
tournament-no-standings = El { $tournament } no ha empezado: aún no hay clasificación.
tournament-standings-final = { $tournament }: clasificación final.
tournament-standings-after = { $tournament }: clasificación tras la ronda { $round }.
tournament-standings-first = { $tournament }: clasificación (la ronda 1 aún no ha terminado).
tournament-no-pairings = El { $tournament } aún no tiene ninguna ronda emparejada.
tournament-pairings-heading = { $tournament }, ronda { $round }:
tournament-pairings-posted = { $tournament }, ronda { $round } de { $rounds }: emparejamientos.
tournament-board = Mesa { $board }: { $white } ({ $white_points }) – { $black } ({ $black_points }){ $after }
tournament-board-match = : partida n.º { $match }
tournament-bye-line = Descanso: { $player } ({ $kind }).
tournament-bye-u = descanso asignado por el emparejamiento, con los puntos de una victoria
tournament-bye-h = descanso de medio punto, solicitado
tournament-bye-f = descanso de un punto
tournament-bye-z = sin partida esta ronda, sin puntos
tournament-bye-short-u = descanso asignado
tournament-bye-short-h = descanso de medio punto
tournament-bye-short-f = descanso de un punto
tournament-bye-short-z = sin partida esta ronda
tournament-bye-picture = { $player } ({ $kind })
tournament-live-round = Cada partida tiene un reloj de { $control }; { $rating }.
tournament-next-round-rule = La siguiente ronda se empareja cuando termine la última partida de esta.
tournament-round-deadline = Plazo de la ronda: { $moment }. { $rule }
tournament-withdrawn-note = retirado ({ $reason })
tournament-withdrawn = retirado
tournament-exported = { $tournament } como archivo TRF de la FIDE ({ $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}).

## El final de una ronda y del torneo

tournament-round-over = { $tournament }: ha terminado la ronda { $round }.
tournament-standings-after-round = Clasificación tras la ronda { $round }:
tournament-nobody-played = No jugó nadie.
tournament-winner = Gana { $player } con { $points } { $tenths ->
    [10] punto
   *[other] puntos
}.
tournament-shared-first = Comparten el primer puesto { $players }, empatados a puntos y en todos los desempates.
tournament-over = Ha terminado el { $tournament }.
tournament-over-early = El { $tournament } ha terminado antes de tiempo: { $reason }.
tournament-final = { $heading } { $winner }
    Clasificación final:
tournament-unpairable-few = la ronda { $round } no se puede emparejar: quedan menos de dos jugadores
tournament-unpairable-rules = ningún emparejamiento de la ronda { $round } cumple las reglas absolutas (nadie repite rival y nadie recibe el descanso asignado tras un descanso o una victoria por incomparecencia)

## Trabajo que tardó demasiado

tournament-work-busy = { $work }: se esperó más de { $seconds } s al proceso de torneos del bot, ocupado con otro trabajo (emparejar una ronda grande, por ejemplo), y se abandonó; no se guardó nada. Vuelve a intentarlo dentro de unos minutos.
tournament-work-timed-out = { $work }: tardó más de { $seconds } s y se detuvo; no se guardó nada.
tournament-work-failed = { $work }: no se pudo calcular (su proceso falló dos veces); no se guardó nada.
tournament-work-pairing = { $tournament }: emparejar la ronda { $round }
tournament-work-standings = { $tournament }: calcular la clasificación
tournament-work-pairing-picture = { $tournament }: dibujar los emparejamientos de la ronda { $round }
tournament-work-standings-picture = { $tournament }: dibujar la clasificación
tournament-work-export = { $tournament }: escribir el archivo TRF

## Las imágenes: emparejamientos y clasificación

tournament-picture-pairing-title = { $name }: emparejamientos de la ronda { $round }
tournament-picture-pairing-subtitle = Ronda { $round } · { $boards ->
    [one] { $boards } mesa
   *[other] { $boards } mesas
}
tournament-picture-not-paired-count = { $count ->
    [one] { $count } sin emparejar
   *[other] { $count } sin emparejar
}
tournament-picture-not-paired = Sin emparejar: { $player }
tournament-picture-board = Mesa
tournament-picture-white = Blancas
tournament-picture-black = Negras
tournament-picture-points = Ptos.
tournament-picture-result = Resultado
tournament-picture-no-boards = No hay mesas en esta ronda.
tournament-picture-standings-title = { $name }: clasificación
tournament-picture-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
tournament-picture-tiebreak-order = desempates por orden: { $tiebreaks }
tournament-picture-rank = N.º
tournament-picture-player = Jugador
tournament-picture-note = Nota
tournament-picture-no-players = Aún no hay jugadores.
tournament-picture-page = página { $page } de { $pages }

## Textos propios de /tournament y de la consola

tournament-create-in-server = Un torneo se crea en un canal de un servidor, donde se publican sus rondas.
tournament-started-posted = El torneo n.º { $number } ha empezado: la ronda 1 está publicada en { $channel }.
tournament-started-refused = El torneo n.º { $number } ha empezado, pero no se pudo publicar toda la ronda 1 en { $channel }: { $refusals }. { $command } la muestra.
tournament-done-see = Hecho: mira { $channel }.
tournament-its-channel = el canal del torneo
tournament-posted = Publicado.
tournament-shown-privately = Solo lo ves tú: el torneo es de otro servidor.
tournament-console-what = ¿tournament qué? { $subcommands } ({ $help } los muestra todos).
tournament-console-unknown = ¿tournament { $typed }? Uno de: { $subcommands }.
tournament-console-which = ¿Qué torneo? Indica su número ({ $list } los muestra).
tournament-console-only-number = tournament { $subcommand } solo admite el número del torneo.
tournament-console-which-game = ¿Qué juego? { $usage }
tournament-console-cancel = ¿Cancelar el torneo n.º { $number }? Termina sin resultado. Escribe { $command } para confirmarlo.

## Los desempates, por sus códigos de la FIDE (C.07)

tournament-tiebreak-bh = Buchholz
tournament-tiebreak-bh-c1 = Buchholz menos el peor resultado
tournament-tiebreak-sb = Sonneborn-Berger
tournament-tiebreak-de = Encuentro directo
tournament-tiebreak-win = Número de victorias
tournament-tiebreak-won = Número de partidas ganadas
tournament-tiebreak-ks = Sistema Koya

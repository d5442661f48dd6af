### Lo que dice el propio bot en Discord (bot/discord). Los comentarios de dónde aparece cada
### mensaje están en el archivo inglés (en/discord.ftl).

## Botones y menús

discord-button-accept = Aceptar
discord-button-decline = Rechazar
discord-button-withdraw = Retirar
discord-button-claim = Reclamar la victoria
discord-button-resign = Abandonar
discord-button-draw = Ofrecer tablas
discord-button-takeback = Deshacer jugada
discord-button-rematch = Revancha
discord-select-placeholder = Elige…
discord-page-previous = ◀ Anterior
discord-page-following = Siguiente ▶
discord-button-not-yours = Esto le toca responderlo a { $player }, no a ti.
discord-button-gone = Este botón ya no se usa.
discord-challenge-accepted = Aceptado: la partida se juega en { $channel }.
discord-rematch-accepted = Revancha aceptada: la partida se juega en { $channel }.

## Cómo nombran las respuestas lo que hace un jugador

discord-command-choose = elige { $choice } en mi mensaje directo (o con { $peek })
discord-command-choose-any = elige en mi mensaje directo (o con { $peek })
discord-command-button = el botón { $button }

## Cuando Discord rechaza un mensaje

discord-attached-whole = (el texto completo va adjunto)
discord-refusals-more = { $first } (y { $count ->
        [one] { $count } rechazo más
       *[other] { $count } rechazos más
    })
discord-refused-match = Hecho, pero no he podido publicarlo: { $refusals }. { $board } muestra la posición.
discord-refused-round = Hecho, pero no he podido publicarlo: { $refusals }. { $pairings } y { $standings } muestran cómo va.
discord-refused-tournament = Hecho, pero no he podido publicarlo: { $refusals }. { $info } lo muestra.
discord-refused = Hecho, pero no he podido publicarlo: { $refusals }.
discord-refused-channel-gone = su canal ya no existe, así que no se ha podido publicar nada allí
discord-refused-post = Discord no ha permitido publicarlo en { $channel } ({ $reason })
discord-the-channel = el canal
discord-bulletin-not-delivered = las noticias del torneo n.º { $tournament } no se han entregado
discord-bulletin-channel-gone = el canal del torneo n.º { $tournament } ya no existe
discord-bulletin-refused = { $refusal } ({ $news })
discord-bulletin-news = las noticias de un torneo
discord-match-not-delivered = la partida n.º { $match } no se ha entregado
discord-match-refused = partida n.º { $match }: { $refusal }

## Mensajes directos

discord-dm-closed-here = (No puedo enviarte mensajes directos, así que te lo muestro aquí en privado. Permite los mensajes directos de los miembros de este servidor para recibirlos).
discord-dm-closed-peek = { $player }, no puedo enviarte mensajes directos. Permite los mensajes directos de los miembros de este servidor y usa { $peek } para elegir y ver tu tablero privado.
discord-play-here = Juega aquí: { $link }
discord-round-game = Tu partida de la ronda { $round } contra { $opponent }: { $link }
discord-tournament-game = Tu partida del torneo contra { $opponent }: { $link }
discord-game-links = Partidas: { $games }.
discord-game-board = mesa
discord-thread-players = { $white } contra { $black }

## Fallos

discord-failure-generic = Algo ha fallado por mi parte; ha quedado registrado. Inténtalo de nuevo más tarde.
discord-failure-busy = La base de datos de partidas está ocupada ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
discord-failure-unreachable = No se puede acceder a la base de datos de partidas ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
discord-failure-outcome-unknown = La base de datos de partidas dejó de responder mientras se guardaba tu acción, así que aún no sé si se guardó. Mira el tablero dentro de un momento antes de volver a intentarlo.
discord-failure-database = No he podido leer ni escribir en la base de datos de partidas, así que no se ha cambiado nada. Ha quedado registrado; inténtalo de nuevo más tarde.
discord-restarting = Gamut se está reiniciando; no se ha hecho nada. Inténtalo de nuevo dentro de un minuto.
discord-refused-cannot = Eso no se puede hacer.
discord-refused-command-here = No puedes usar este comando aquí.

## Comandos

discord-play-other-bot = { $bot } es otro bot y no puede jugar aquí: desafía a una persona, deja el rival vacío o elígeme a mí para jugar contra mi IA.
discord-play-ai-off = Mi IA está desactivada en este servidor: desafía a una persona.
discord-play-level-needs-me = { $level } es mi nivel cuando juegas contra mí: elígeme como rival.
discord-play-match-on = La partida n.º { $match } se juega en { $channel }.
discord-this-channel = este canal
discord-challenge-buttons = Los botones están en el mensaje de cada desafío.
discord-rematch-name-match = Indica la partida terminada: { $rematch }.
discord-page-next = Página { $page } de { $count }; { $next } muestra la siguiente.
discord-page-last = Página { $page } de { $count }, la última.
discord-page-only-one = Solo hay una página: no indiques la página.
discord-page-past-last = Solo hay { $count } páginas: pide una de la 1 a la { $count }.

## Jugadas escritas

discord-typed-secret-refusal = Ahora no puedes hacer esa jugada; { $move } te muestra en privado tus jugadas legales.
discord-typed-several = Tienes varias partidas esperándote ({ $matches }): usa { $move }.
discord-typed-not-yours = Partida n.º { $match }: la decisión es de tu rival, no tuya.

## /help

discord-help-typed-moves-on = En el hilo de una partida también puedes escribir la jugada sin más.
discord-help-typed-moves-off = (Las jugadas escritas están desactivadas en este bot: usa /mover).
discord-help = **Gamut** ofrece cinco juegos abstractos poco comunes para dos jugadores: { $games }.
    `/jugar juego rival color …` desafía a alguien (sin rival: cualquiera puede aceptar; a ti mismo: practica con los dos bandos; a mí, con `nivel` fácil/medio/difícil: juega contra mi IA). Cada partida tiene su propio hilo; quien desafía puede Retirar el desafío mientras nadie lo responda.
    `/mover jugada` haz una jugada; las sugerencias muestran tus jugadas legales. { $typed_moves }
    `/tablero` la posición · `/vistazo` tu vista privada · `/historial` las jugadas · `/repetición` un GIF
    `/tablas` ofrece o acepta tablas (yo solo las acepto cuando ya nadie puede ganar) · `/abandonar` abandona la partida · `/revancha` otra vez, con los colores cambiados
    `/partidas` tus partidas y desafíos · `/ranking juego` los mejores jugadores (partidas puntuables: `/jugar … puntuable`) · `/perfil` puntuaciones, resultados y una gráfica de puntuación
    `/reglas juego` cómo se juega · `/aprender juego` un tutorial, una regla por lección
    `/pista` una jugada sugerida (solo contra ti mismo o contra mí) · `/análisis partida` lo que opina la IA de tus jugadas en una partida terminada
    Rey oculto (King's Crossing, `stealth`): eliges la casilla de tu Rey oculto en un mensaje directo; si no puedo escribirte, te lo pregunta `/vistazo`.
    `/torneo crear` un torneo suizo o todos contra todos en este canal (botones Inscribirme / Borrarme; lo empieza quien lo creó o quien gestiona el servidor) · `/torneo clasificación`, `emparejamientos`, `info`, `lista` · `/torneo retirarse` deja de jugar · `descanso` medio punto sin jugar la próxima ronda · `exportar` un archivo TRF · `/torneo web` un enlace a su página web (clasificación y partidas, en directo)
    Quienes gestionan el servidor: `/gamut-ajustes` (modo hilo o canal, tiempo por decisión, canal de jugadas escritas, rankings activados o no, cuántos torneos y desafíos puede tener abiertos cada miembro, el idioma del servidor).
    { $numbering }

## /gamut-settings

discord-settings-managers-only = Solo quienes pueden gestionar este servidor pueden cambiar los ajustes.
discord-settings-title = **Ajustes de Gamut en este servidor**
discord-settings-mode-thread = modo: hilo (cada partida en su propio hilo)
discord-settings-mode-channel = modo: canal (las partidas se juegan en el canal)
discord-settings-time-limit = límite de tiempo: { $hours } { $hours ->
        [one] hora
       *[other] horas
    } por decisión
discord-settings-time-limit-default = límite de tiempo: { $hours } { $hours ->
        [one] hora
       *[other] horas
    } por decisión (el predeterminado del bot)
discord-settings-text-channel = canal de jugadas escritas: { $channel }
discord-settings-text-channel-none = canal de jugadas escritas: ninguno
discord-settings-typed-on = jugadas escritas: activadas
discord-settings-typed-off = jugadas escritas: desactivadas (el bot no tiene el permiso Message Content de Discord)
discord-settings-leaderboards-on = rankings: activados
discord-settings-leaderboards-off = rankings: desactivados
discord-settings-open-tournaments = torneos abiertos: { $count } por miembro
discord-settings-open-tournaments-default = torneos abiertos: { $count } por miembro (el valor predeterminado)
discord-settings-open-challenges = desafíos abiertos: { $count } por miembro
discord-settings-open-challenges-default = desafíos abiertos: { $count } por miembro (el valor predeterminado)
discord-settings-language = idioma: { $name }
discord-settings-language-default = idioma: { $name } (el idioma de la comunidad del servidor)

## The web companion (/watch, Watch on the web, /web revoke)

discord-button-watch = Ver en la web
discord-web-watch = Sigue la partida n.º { $match } en la web: { $link }
discord-web-seat = Tu puesto, para jugar desde el navegador (no lo compartas: quien lo abra juega por ti): { $link }
discord-web-watch-posted = El enlace para mirar está publicado aquí para todos (la opción web de este servidor es pública).
# /tournament web, privately: the asker's link to the tournament's page; $tournament its title, $link the address.
discord-web-tournament = Sigue { $tournament } en la web: { $link }
# /tournament web, privately, when the tournament's link was posted in its channel for everyone.
discord-web-tournament-posted = El enlace del torneo está publicado aquí para todos (la opción web de este servidor es pública).
discord-web-off = Este bot no tiene páginas web: quien lo administra no ha activado el compañero web.
discord-settings-web-private = web: privada (enlaces solo para quien los pide)
discord-settings-web-public = web: pública (enlaces para mirar publicados donde todos pueden leer la partida)

## The Move picker (the Move button under a running match's board, and its private screens)

picker-open = Mover
picker-first = Partida n.º { $match }: ¿desde qué casilla mueves?
picker-first-placeholder = Casilla desde la que mueves
picker-next = Partida n.º { $match }: { $picked }. ¿Y la siguiente casilla?
picker-next-placeholder = Después de { $picked }
picker-group = { $what } (de { $first } a { $last })
picker-play = Jugar { $move }
picker-back = Atrás
picker-played = Has jugado { $move }.
picker-setup-first = Partida n.º { $match }: ¿en cuál de tus casillas de salida se oculta tu Rey? Solo tú lo ves.
picker-setup-placeholder = Casilla de tu Rey oculto
picker-chosen = Tu Rey se oculta en { $square }.

### La consola local (python -m bot sin token de Discord): lo que escribe ella misma.
### Los comandos y opciones que se teclean (play, resign yes, colour=white, vs ai) no se traducen:
### son las palabras del programa. Solo se traducen las frases que las rodean.

## Inicio y ayuda

console-banner = Consola de Gamut: base de datos { $database }, tableros en { $boards }. Escribe { $help } para ver los comandos; { $switch } cambia el idioma.
console-help-title = Comandos (los mismos que los del bot de Discord):
console-help-play = empieza una partida; sin «vs» juegas con los dos bandos; «vs ai» juega contra la IA con un nivel; una partida entre dos jugadores es puntuable salvo con rated=no
console-help-challenge = responde a un desafío o retíralo (sin ID: el único pendiente)
console-help-move = haz una jugada en la partida actual, p. ej. move a4-b5, o solo a4-b5
console-help-choose = tu elección secreta de colocación (Rey oculto), p. ej. choose b2
console-help-board = el tablero público / tu vista privada
console-help-resign = abandona (primero pide confirmación)
console-help-draw = ofrece tablas, o acepta o rechaza las que te ofrecen
console-help-claim = reclama la victoria cuando a tu rival se le acabó el tiempo

console-help-moretime = da a tu rival 15 segundos más en una partida con reloj (time=10+5 en play empieza una: minutos + segundos por jugada)
console-help-history = la lista de jugadas / un GIF animado de la partida
console-help-games = tus partidas en curso y los desafíos pendientes (con sus números) / pasa a otra partida
console-help-rematch = la misma partida otra vez, con los colores cambiados
console-help-rules = el resumen de las reglas de un juego
console-help-learn = el tutorial del juego: tu lección, tu respuesta, o repasar una lección ya superada
console-help-hint = una jugada sugerida (solo contra ti mismo o contra la IA)
console-help-review = el análisis de la IA de tus jugadas en una partida terminada
console-help-leaderboard = los jugadores con puntuación en el juego en una modalidad (por correspondencia si no dices live, en vivo), 10 por página («?»: provisional)
console-help-profile = las puntuaciones y últimas partidas de un jugador; se guarda la gráfica
console-help-user = juega como otro jugador (se guarda en la base de datos), o lístalos
console-help-language = los idiomas de la consola, o cambia a uno (language es-ES)
console-help-tournament-create = abre un torneo (time: por decisión, o un control de tiempo en vivo como 10+5; deadline: por ronda; start: desde ahora; duraciones como 30m, 12h, 3d)
console-help-tournament-act = actúa sobre un torneo (sin ID: el último que se mostró)
console-help-tournament-pairings = los emparejamientos de una ronda / retira a un jugador
console-help-tournament-cancel = cancela un torneo / los torneos que hay
console-help-quit = esta ayuda / salir (también con Ctrl-D o Ctrl-C)
console-help-games-list = Juegos: { $games }

## Lo que la consola añade a las respuestas del bot

console-anyone = cualquiera
console-notice = [solo lo ve { $player }] { $text }
console-private = [en privado para { $player }] { $text }
console-confirm = { $text } Escribe { $options } para confirmarlo, o { $no } para seguir jugando.
console-bulletin = [torneo n.º { $tournament }]
console-file-written = { $what ->
        [replay] [repetición guardada en { $path }]
        [chart] [gráfica de puntuación guardada en { $path }]
        [TRF] [TRF guardado en { $path }]
       *[other] [imagen guardada en { $path }]
    }
console-file-not-written = [no se pudo guardar { $path }: { $reason }]
console-more = (hay más: { $next })
console-looking-at = Ahora ves la partida n.º { $match }.
console-you-are = Eres { $player }. Jugadores: { $players }. { $user } te convierte en otro (un nombre nuevo es un jugador nuevo).
console-now-you-are = Ahora eres { $player }.
console-now-you-are-in = Ahora eres { $player }. Partida actual: n.º { $match }.
console-language-current = La consola habla { $current }. Idiomas: { $languages }. Escribe { $usage } para cambiarlo.
console-language-switched = Ahora la consola habla { $current }.

## Rechazos (tras «error:»)

console-error = error: { $reason }
console-line-too-long = error: un comando puede tener como mucho { $limit } caracteres; ese no se ha ejecutado.
console-unclosed-quote = error: hay unas comillas sin cerrar; ese comando no se ha ejecutado.
console-trailing-backslash = error: la línea termina en una barra invertida; ese comando no se ha ejecutado.
console-undecodable-line = error: esa línea no es texto válido en la codificación de este terminal.
console-unknown-command-near = comando desconocido: { $word } (¿querías decir { $near }?)
console-unknown-command = comando desconocido: { $word } (escribe { $help } para ver los comandos)
console-no-current-match = No hay partida actual: empieza una con { $play } o elige una con { $match }.
console-no-current-match-because = No hay partida actual: { $reason } Elige una con { $match }.
console-which-game = ¿Qué juego? { $usage }. Juegos: { $games }
console-against-whom = ¿Contra quién? { $usage } (o { $open }, { $ai }).
console-one-opponent = Una partida tiene un solo rival: pon { $vs } una sola vez.
console-ai-off = Aquí no se puede jugar contra la IA (GAMUT_AI_WORKERS=0); desafía a un jugador.
console-options-form = las opciones se escriben así: { $form }
console-which-move = ¿Qué jugada? Por ejemplo: { $example }
console-choose-what = ¿Qué eliges? Por ejemplo: { $square }, o { $random }
console-resign-how = { $resign } y luego { $yes } para confirmarlo, o { $no } para seguir jugando.
console-draw-how = { $offer }, { $accept } o { $decline }.
console-which-match = ¿Qué partida? { $usage }
console-not-a-number = { $what ->
        [challenge] { $text } no es un número de desafío.
        [match] { $text } no es un número de partida.
        [tournament] { $text } no es un número de torneo.
        [page] { $text } no es un número de página.
        [lesson] { $text } no es un número de lección.
       *[other] { $text } no es un número.
    }
console-no-such-number = { $what ->
        [challenge] No existe el desafío n.º { $number }.
        [match] No existe la partida n.º { $number }.
        [tournament] No existe el torneo n.º { $number }.
        [page] No existe la página { $number }.
        [lesson] No existe la lección { $number }.
       *[other] No existe el número { $number }.
    }
console-not-whole = { $what ->
        [round] la ronda es un número entero, no { $text }.
       *[other] { $what } es un número entero, no { $text }.
    }
console-yes-or-no = { $what } es yes o no, no { $text }.
console-duration = { $what } es un número y una unidad (s, m, h o d), p. ej. 30m; no { $text }.
console-duration-too-long = { $what } es demasiado largo.
console-cannot-read = No se entiende { $word }: { $form }.
console-no-game = No hay ningún juego { $word }. Juegos: { $games }.
console-no-game-one-word = No hay ningún juego { $word }. ¿Querías decir { $meant } (en una palabra)? Juegos: { $games }.
console-reserved-name = { $name } no puede ser el nombre de un jugador: es una palabra de «play».
console-no-such-player = Aquí no hay ningún jugador llamado { $name }. Jugadores: { $players }.
console-bad-name = { $name } no puede ser el nombre de un jugador: un nombre debe ser una sola palabra de { $longest } caracteres como mucho, sin espacios ni caracteres invisibles.
console-language-unknown = Aquí no hay ningún idioma { $code }. Idiomas: { $languages }.

## La base de datos (sus propias palabras, en $problem y $reason, van en inglés)

console-database-busy = la base de datos está ocupada (otro programa está escribiendo en ella). No se ha cambiado nada; inténtalo de nuevo.
console-database-unreachable = Ahora mismo no se puede acceder a la base de datos ({ $problem }); no se ha guardado nada. Inténtalo de nuevo dentro de un momento.
console-outcome-unknown = Partida n.º { $match }: la conexión con la base de datos falló mientras se guardaba tu acción ({ $problem }) y aún no se sabe si se guardó. Mira el tablero dentro de un momento antes de volver a intentarlo.
console-database-refused = error: la base de datos lo ha rechazado ({ $reason }). No se ha perdido nada; inténtalo de nuevo.
console-current-not-stored = [la partida actual aún no está guardada para la próxima sesión: { $reason }]
console-crashed = error: algo ha fallado dentro de la consola (queda en el registro); inténtalo de nuevo.
console-banner-web = En un navegador: { $url } ({ $links } da los enlaces de la partida actual).
console-help-web = los enlaces de la partida actual para un navegador (verla; tu puesto, para jugar con clics), o revocar todos los enlaces que recibiste
console-board-sides = BLANCAS negras
console-board-kind = { $kind ->
    [king] Rey
    [man] ficha
    [knight] caballo
    [castle-knight] caballero
    [rook] torre
    [counter] ficha
    [page] paje
    [diagonal] diagonal
    [orthogonal] ortogonal
    [compound] compuesta
   *[other] { $kind }
}
console-board-flag = { $flag ->
    [crowned] coronada
    [crossed] cruzada
    [boss] jefe (puntos de vida)
    [trapped] atrapada
    [hidden] Rey oculto (solo tú lo ves)
   *[other] { $flag }
}
console-board-mark = { $mark ->
    [castle] castillo
    [home-space] casilla base
    [home] casilla de salida
    [choice] casilla a elegir
   *[other] { $mark }
}
console-board-captured = capturada en la última jugada
console-board-status = { $status }.
console-board-over-because = Partida terminada: { $status } ({ $reason }).
console-board-over = Partida terminada: { $status }.

console-help-takeback = pide deshacer tu última jugada en una partida amistosa, o acepta (yes) o rechaza (no) la petición de tu rival

console-takeback-how = { $ask }, { $yes } o { $no }.

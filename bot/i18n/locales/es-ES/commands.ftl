### Los comandos de barra de Gamut, como los muestra la lista de comandos de Discord.
###
### Nombres (command-*, option-*): minúsculas, sin espacios, 32 caracteres como mucho.
### Descripciones (.description) y opciones de lista (choice-*): 100 caracteres como mucho.
### Los términos de las reglas siguen docs/glossary.md.

## /board

# /board: the command's name in Discord's command list; .description: the line under it.
command-board = tablero
    .description = Muestra aquí el tablero de una partida

# /board, option match: the option's name, typed after the command; .description: the hint beside it.
option-board-match = partida
    .description = el número de la partida (por defecto: la de este hilo, o la tuya)

## /draw

# /draw: the command's name in Discord's command list; .description: the line under it.
command-draw = tablas
    .description = Ofrece tablas, o acepta las que te ofrece tu rival

# /draw, option match: the option's name, typed after the command; .description: the hint beside it.
option-draw-match = partida
    .description = el número de la partida, si juegas varias

## /games

# /games: the command's name in Discord's command list; .description: the line under it.
command-games = partidas
    .description = Tus partidas en curso y los desafíos pendientes

## /gamut-settings

# /gamut-settings: the command's name in Discord's command list; .description: the line under it.
command-gamut-settings = gamut-ajustes
    .description = Ajustes del servidor (Gestionar servidor)

# /gamut-settings, option mode: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-mode = modo
    .description = hilo: cada partida tiene su hilo; canal: las partidas se juegan en el canal

# /gamut-settings, option time_limit_hours: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-time_limit_hours = horas_por_decisión
    .description = horas que tiene un jugador para cada decisión (partidas nuevas)

# /gamut-settings, option text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-text_move_channel = canal_de_jugadas
    .description = un canal donde los jugadores pueden escribir sus jugadas

# /gamut-settings, option clear_text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-clear_text_move_channel = quitar_canal_de_jugadas
    .description = deja de leer las jugadas escritas en el canal de jugadas

# /gamut-settings, option leaderboards: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-leaderboards = rankings
    .description = si /ranking responde en este servidor

# /gamut-settings, option open_tournaments: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_tournaments = torneos_abiertos
    .description = torneos que un miembro puede tener abiertos o en juego a la vez

# /gamut-settings, option open_challenges: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_challenges = desafíos_abiertos
    .description = desafíos que un miembro puede tener pendientes a la vez

# /gamut-settings, option language: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-language = idioma
    .description = el idioma de las publicaciones de Gamut en este servidor (por defecto: el de la comunidad)

## /help

# /help: the command's name in Discord's command list; .description: the line under it.
command-help = ayuda
    .description = Lo que Gamut sabe hacer

## /hint

# /hint: the command's name in Discord's command list; .description: the line under it.
command-hint = pista
    .description = Una jugada que sugiere la IA (partidas de práctica)

# /hint, option match: the option's name, typed after the command; .description: the hint beside it.
option-hint-match = partida
    .description = el número de la partida, si juegas varias

## /history

# /history: the command's name in Discord's command list; .description: the line under it.
command-history = historial
    .description = Las jugadas de una partida hasta ahora

# /history, option match: the option's name, typed after the command; .description: the hint beside it.
option-history-match = partida
    .description = el número de la partida (por defecto: la de este hilo, o la tuya)

## /leaderboard

# /leaderboard: the command's name in Discord's command list; .description: the line under it.
command-leaderboard = ranking
    .description = Los jugadores con mejor puntuación de un juego

# /leaderboard, option game: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-game = juego
    .description = el juego

# /leaderboard, option scope: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-scope = alcance
    .description = los jugadores de este servidor, o todos en todas partes (por defecto: servidor)

# /leaderboard, option pool: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-pool = modalidad
    .description = partidas en vivo (con reloj) o por correspondencia (por defecto: por correspondencia)

## /learn

# /learn: the command's name in Discord's command list; .description: the line under it.
command-learn = aprender
    .description = Aprende un juego en lecciones cortas, una regla cada una

# /learn, option game: the option's name, typed after the command; .description: the hint beside it.
option-learn-game = juego
    .description = el juego que quieres aprender

# /learn, option answer: the option's name, typed after the command; .description: the hint beside it.
option-learn-answer = respuesta
    .description = tu jugada para la lección mostrada (las sugerencias son las jugadas legales)

# /learn, option lesson: the option's name, typed after the command; .description: the hint beside it.
option-learn-lesson = lección
    .description = vuelve a una lección que ya superaste (su número)

## /move

# /move: the command's name in Discord's command list; .description: the line under it.
command-move = mover
    .description = Haz una jugada (o toma una decisión) en tu partida

# /move, option move: the option's name, typed after the command; .description: the hint beside it.
option-move-move = jugada
    .description = la jugada, p. ej. a4-b5 (las sugerencias son tus jugadas legales)

# /move, option match: the option's name, typed after the command; .description: the hint beside it.
option-move-match = partida
    .description = el número de la partida, si juegas varias

## /peek

# /peek: the command's name in Discord's command list; .description: the line under it.
command-peek = vistazo
    .description = Tu vista privada de tu partida (solo para ti)

# /peek, option match: the option's name, typed after the command; .description: the hint beside it.
option-peek-match = partida
    .description = el número de la partida, si juegas varias

## /play

# /play: the command's name in Discord's command list; .description: the line under it.
command-play = jugar
    .description = Desafía a alguien a una partida

# /play, option game: the option's name, typed after the command; .description: the hint beside it.
option-play-game = juego
    .description = el juego al que quieres jugar

# /play, option opponent: the option's name, typed after the command; .description: the hint beside it. In full: "who you challenge: a member, me (the bot) to play my AI, nobody for an open challenge, yourself to practise"
option-play-opponent = rival
    .description = a quién desafías: un miembro, a mí (el bot) y mi IA, a nadie (desafío abierto) o a ti mismo

# /play, option colour: the option's name, typed after the command; .description: the hint beside it.
option-play-colour = color
    .description = el bando con el que juegas

# /play, option level: the option's name, typed after the command; .description: the hint beside it.
option-play-level = nivel
    .description = mi fuerza cuando juegas contra mí: fácil, medio, difícil (por defecto: medio)

# /play, option rated: the option's name, typed after the command; .description: the hint beside it. In full: "whether the result changes ratings (default: yes between two people; games against me or yourself never do)"
option-play-rated = puntuable
    .description = si el resultado cambia las puntuaciones (por defecto: sí entre personas; contra mí o ti mismo, no)

# /play, option time: the option's name, typed after the command; .description: the hint beside it. In full: "a live game's clock, minutes+seconds added a move, e.g. 10+5 (default: no clock, correspondence)"
option-play-time = reloj
    .description = el reloj de una partida en vivo, minutos+segundos por jugada, p. ej. 10+5 (por defecto: sin reloj)

## /profile

# /profile: the command's name in Discord's command list; .description: the line under it.
command-profile = perfil
    .description = Las puntuaciones y últimas partidas de un jugador

# /profile, option user: the option's name, typed after the command; .description: the hint beside it.
option-profile-user = jugador
    .description = el jugador (por defecto: tú)

# /profile, option game: the option's name, typed after the command; .description: the hint beside it.
option-profile-game = juego
    .description = solo las partidas de este juego, con su gráfico (por defecto: todas; gráfico: el más jugado)

# /profile, option private: the option's name, typed after the command; .description: the hint beside it.
option-profile-private = privado
    .description = solo tú ves la respuesta (entonces tu propio perfil lo muestra todo)

## /rematch

# /rematch: the command's name in Discord's command list; .description: the line under it.
command-rematch = revancha
    .description = Una partida terminada otra vez, con los colores cambiados

# /rematch, option match: the option's name, typed after the command; .description: the hint beside it.
option-rematch-match = partida
    .description = la partida terminada (por defecto: la de este hilo)

## /replay

# /replay: the command's name in Discord's command list; .description: the line under it.
command-replay = repetición
    .description = Una repetición animada de una partida

# /replay, option match: the option's name, typed after the command; .description: the hint beside it.
option-replay-match = partida
    .description = el número de la partida (por defecto: la de este hilo, o la tuya)

## /resign

# /resign: the command's name in Discord's command list; .description: the line under it.
command-resign = abandonar
    .description = Abandona tu partida (pide confirmación)

# /resign, option match: the option's name, typed after the command; .description: the hint beside it.
option-resign-match = partida
    .description = el número de la partida, si juegas varias

## /review

# /review: the command's name in Discord's command list; .description: the line under it.
command-review = análisis
    .description = El análisis de la IA de tu partida terminada

# /review, option match: the option's name, typed after the command; .description: the hint beside it.
option-review-match = partida
    .description = el número de la partida terminada

# /review, option page: the option's name, typed after the command; .description: the hint beside it.
option-review-page = página
    .description = una página de un análisis largo (la primera dice cuántas hay)

## /rules

# /rules: the command's name in Discord's command list; .description: the line under it.
command-rules = reglas
    .description = Las reglas de un juego y sus opciones

# /rules, option game: the option's name, typed after the command; .description: the hint beside it.
option-rules-game = juego
    .description = el juego

## /tournament

# /tournament: the command group's name in Discord's command list; .description: the line under it.
command-tournament = torneo
    .description = Torneos por sistema suizo y todos contra todos

## /tournament create

# /tournament create: the command's name in Discord's command list; .description: the line under it.
command-tournament-create = crear
    .description = Abre un torneo en este canal

# /tournament create, option game: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-game = juego
    .description = el juego de todas las rondas

# /tournament create, option system: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-system = sistema
    .description = suizo (por defecto), todos contra todos, o a doble vuelta (cada pareja dos veces)

# /tournament create, option rounds: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rounds = rondas
    .description = rondas del suizo (por defecto: las necesarias para un solo ganador, según los jugadores)

# /tournament create, option rated: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rated = puntuable
    .description = si las partidas cambian las puntuaciones (por defecto: sí)

# /tournament create, option minutes_per_decision: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-minutes_per_decision = minutos_por_decisión
    .description = tiempo para cada decisión (por defecto: el límite de tiempo del servidor)

# /tournament create, option round_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-round_minutes = minutos_por_ronda
    .description = un plazo por ronda; las partidas que sigan en juego se pierden por tiempo

# /tournament create, option start_in_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-start_in_minutes = empieza_en_minutos
    .description = empieza por sí mismo dentro de estos minutos (por defecto: lo empieza un organizador)

# /tournament create, option player_limit: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-player_limit = máximo_de_jugadores
    .description = el máximo de jugadores que pueden inscribirse

# /tournament create, option late_entries: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-late_entries = inscripción_tardía
    .description = permite unirse a un suizo ya empezado

# /tournament create, option tiebreaks: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-tiebreaks = desempates
    .description = orden de desempates, p. ej. BH-C1,BH,SB,DE,WIN

# /tournament create, option name: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-name = nombre
    .description = el nombre del torneo (por defecto: el juego y el sistema)

# /tournament create, option time: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-time = reloj
    .description = reloj en vivo de cada partida, minutos+segundos por jugada, p. ej. 10+5 (por defecto: sin reloj)

## /tournament join

# /tournament join: the command's name in Discord's command list; .description: the line under it.
command-tournament-join = unirse
    .description = Inscríbete en un torneo

# /tournament join, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-join-tournament = torneo
    .description = el número del torneo

## /tournament leave

# /tournament leave: the command's name in Discord's command list; .description: the line under it.
command-tournament-leave = salir
    .description = Retira tu inscripción antes del comienzo

# /tournament leave, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-leave-tournament = torneo
    .description = el número del torneo

## /tournament start

# /tournament start: the command's name in Discord's command list; .description: the line under it.
command-tournament-start = empezar
    .description = Cierra las inscripciones y empareja la ronda 1

# /tournament start, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-start-tournament = torneo
    .description = el número del torneo

## /tournament withdraw

# /tournament withdraw: the command's name in Discord's command list; .description: the line under it.
command-tournament-withdraw = retirarse
    .description = Deja de jugar en un torneo

# /tournament withdraw, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-tournament = torneo
    .description = el número del torneo

# /tournament withdraw, option member: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-member = miembro
    .description = un organizador puede retirar a otro jugador (por defecto: tú)

## /tournament bye

# /tournament bye: the command's name in Discord's command list; .description: the line under it.
command-tournament-bye = descanso
    .description = Un descanso de medio punto en la próxima ronda (suizo)

# /tournament bye, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-bye-tournament = torneo
    .description = el número del torneo

## /tournament cancel

# /tournament cancel: the command's name in Discord's command list; .description: the line under it.
command-tournament-cancel = cancelar
    .description = Termina un torneo (pide confirmación)

# /tournament cancel, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-cancel-tournament = torneo
    .description = el número del torneo

## /tournament standings

# /tournament standings: the command's name in Discord's command list; .description: the line under it.
command-tournament-standings = clasificación
    .description = La clasificación de un torneo

# /tournament standings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-tournament = torneo
    .description = el número del torneo

# /tournament standings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-post = publicar
    .description = publícala en este canal para todos

## /tournament pairings

# /tournament pairings: the command's name in Discord's command list; .description: the line under it.
command-tournament-pairings = emparejamientos
    .description = Los emparejamientos y resultados de una ronda

# /tournament pairings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-tournament = torneo
    .description = el número del torneo

# /tournament pairings, option round: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-round = ronda
    .description = la ronda (por defecto: la actual)

# /tournament pairings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-post = publicar
    .description = publícalos en este canal para todos

## /tournament info

# /tournament info: the command's name in Discord's command list; .description: the line under it.
command-tournament-info = info
    .description = Los ajustes y jugadores de un torneo

# /tournament info, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-tournament = torneo
    .description = el número del torneo

# /tournament info, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-post = publicar
    .description = publícalo en este canal para todos

## /tournament list

# /tournament list: the command's name in Discord's command list; .description: the line under it.
command-tournament-list = lista
    .description = Los torneos de este servidor

## /tournament export

# /tournament export: the command's name in Discord's command list; .description: the line under it.
command-tournament-export = exportar
    .description = Un torneo como archivo TRF de la FIDE

# /tournament export, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-export-tournament = torneo
    .description = el número del torneo

## /tournament web

# /tournament web: the command's name in Discord's command list; .description: the line under it.
command-tournament-web = web
    .description = Un enlace a la página web de un torneo

# /tournament web, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-web-tournament = torneo
    .description = el número del torneo

## The games' options, offered alike by /play and /tournament create

# /play and /tournament create, option first: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "Charing Cross, The King o' the Castle: which side moves first (in a rematch the loser of the last game does)"
game-option-first = empieza
    .description = Charing Cross, The King o' the Castle: qué bando mueve primero (en una revancha, el que perdió)

# /play and /tournament create, option boss_hp: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_hp = vida_del_jefe
    .description = Checkers with Bosses: los puntos de vida con los que empieza un jefe

# /play and /tournament create, option boss_promotes: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_promotes = jefes_coronan
    .description = Checkers with Bosses: los jefes se mueven como sus fichas hasta coronarse en la última fila (var. 2)

# /play and /tournament create, option castle_swap: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "The King o' the Castle: the Castle-King swap: once per game a side may swap an unmoved King with its castle"
game-option-castle_swap = cambio_con_castillo
    .description = The King o' the Castle: una vez por partida, un Rey sin mover puede cambiarse por su castillo

# /play and /tournament create, option setup: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "King's Crossing: normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and a8, Home spaces d1 and d8"
game-option-setup = colocación
    .description = King's Crossing: normal: Reyes en d1 y a8 (sus bases); alternativa: Reyes en a1 y a8, bases d1 y d8

# /play and /tournament create, option pieces: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-pieces = piezas
    .description = King's Crossing: piezas por bando: 8 (dos filas) o 12 (la partida larga, tres filas)

# /play and /tournament create, option stealth: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-stealth = rey_oculto
    .description = King's Crossing: Rey oculto: cada jugador coloca en secreto su Rey en una de sus casillas de salida

# /play and /tournament create, option backcapture: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-backcapture = captura_hacia_atrás
    .description = King's Crossing: captura hacia atrás completa: las capturas en trampa también pueden retroceder

## Choices: the entries of an option's list, alike in every command that offers them

# an entry in the list of /gamut-settings mode.
choice-thread = hilo

# an entry in the list of /gamut-settings mode.
choice-channel = canal

# an entry in the list of /gamut-settings language: no setting, the server's Community language decides.
choice-default = predeterminado del servidor

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-charing-cross = Charing Cross

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-checkers-bosses = Checkers with Bosses

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-crossings = Crossings

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-king-of-the-castle = The King o' the Castle

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-kings-crossing = King's Crossing

# an entry in the list of /leaderboard scope.
choice-server = este servidor

# an entry in the list of /leaderboard scope.
choice-everywhere = en todas partes

# an entry in the list of /leaderboard pool: the ratings of live games, played with a clock.
choice-live = en vivo

# an entry in the list of /leaderboard pool: the ratings of correspondence games, without a clock.
choice-correspondence = por correspondencia

# an entry in the list of /play colour, /play first, /tournament create first.
choice-white = blancas

# an entry in the list of /play colour, /play first, /tournament create first.
choice-black = negras

# an entry in the list of /play colour.
choice-random = al azar

# an entry in the list of /play level.
choice-easy = fácil

# an entry in the list of /play level.
choice-medium = medio

# an entry in the list of /play level.
choice-hard = difícil

# an entry in the list of /play setup, /tournament create setup.
choice-normal = normal

# an entry in the list of /play setup, /tournament create setup.
choice-alternate = alternativa

# an entry in the list of /play pieces, /tournament create pieces.
choice-8 = 8

# an entry in the list of /play pieces, /tournament create pieces.
choice-12 = 12

# an entry in the list of /tournament create system.
choice-swiss = suizo

# an entry in the list of /tournament create system.
choice-round-robin = todos contra todos

# an entry in the list of /tournament create system.
choice-double-round-robin = todos contra todos a doble vuelta

## /watch

# /watch: the command's name in Discord's command list; .description: the line under it.
command-watch = mirar
    .description = Un enlace para seguir una partida en la web

# /watch, option match: the option's name, typed after the command; .description: the hint beside it.
option-watch-match = partida
    .description = el número de la partida (por defecto: la de este hilo, o la tuya)

## /web

# /web: the command group's name in Discord's command list; .description: the line under it.
command-web = web
    .description = Tus enlaces a las páginas web de Gamut

## /web revoke

# /web revoke: the command's name in Discord's command list; .description: the line under it.
command-web-revoke = revocar
    .description = Revoca todos los enlaces web que te dieron

## /gamut-settings web

# /gamut-settings, option web: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-web = web
    .description = pública: los enlaces de partidas que todos pueden leer se publican para todos; privada

# an entry in the list of /gamut-settings web: watch links posted openly where everyone reads the match.
choice-public = pública

# an entry in the list of /gamut-settings web: every link for its asker alone (the default).
choice-private = privada

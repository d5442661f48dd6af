### Las páginas del compañero web (bot/web) y lo que dice el servicio de sus enlaces.

## Página de una partida

web-title = Partida n.º { $match } · { $game }
web-players = Blancas: { $white } · Negras: { $black }
web-side-white = blancas
web-side-black = negras
web-turn = Juega { $player } ({ $side })
web-turn-yours = Te toca jugar ({ $side })
# Web match page of a live game, the clock's line before both sides' time left; $control the time control as written (10+5).
web-clock = Reloj { $control }:
# Web match page of a live game, after the clock's line: when the side to move's time runs out (the page's countdown reaches 0:00); $side web-side-*, $time a time of day in UTC (14:32:05).
web-clock-runs-out = (a las { $side } se les acaba el tiempo a las { $time } UTC)
web-setup = Esperando las elecciones secretas de colocación de los jugadores.
web-result-win = Gana { $player } ({ $side }): { $reason }
web-result-draw = Tablas: { $reason }
web-position-start = Inicio
web-position-move = Jugada { $number }: { $move }
web-board-label = Tablero de la partida n.º { $match }, { $position }
web-square-piece = { $square }: { $piece } ({ $side })
web-square-flags = { $described }, estado: { $flags }
web-your-view = Tu propia vista: tus piezas ocultas solo las ves tú.
web-delay = Partida puntuable: los espectadores la ven con { $moves ->
    [one] una jugada
   *[other] { $moves } jugadas
} de retraso respecto a los jugadores, hasta que termine.
web-moves-heading = Jugadas
web-pieces-heading = Piezas
web-language = Idioma
# Web match pages, the header: the label of the switch between the boards' colour sets.
web-palette = Colores
# Web match pages, the colour switch: the usual colours.
web-palette-standard = Estándar
# Web match pages, the colour switch: colours told apart with red-green colour blindness (the Okabe-Ito set).
web-palette-colour-blind = Modo daltónico

## Piezas

web-piece-man = ficha
web-piece-king = Rey
web-piece-counter = ficha
web-piece-knight = caballo
web-piece-castle-knight = Caballero
web-piece-rook = torre
web-piece-page = Paje
web-piece-diagonal = ficha diagonal
web-piece-orthogonal = ficha ortogonal
web-piece-compound = ficha compuesta
web-flag-hidden = oculto
web-flag-trapped = atrapada
web-flag-crowned = coronada
web-flag-boss = jefe
web-flag-crossed = cruzada

## Repetición

web-replay-first = « Inicio
web-replay-previous = ‹ Atrás
web-replay-next = Adelante ›
web-replay-last = Final »
web-replay-slider = Posición
web-replay-go = Ver

## Jugar desde la página de tu puesto

web-play-hint = Haz clic en una pieza y luego en su destino, o elige la jugada en la lista.
web-play-pick = Tu jugada:
web-play-button = Jugar
web-choose-hint = Haz clic en la casilla donde empieza tu Rey oculto, o elígela en la lista; solo tú la ves.
web-choose-pick = Casilla de tu Rey:
web-draw-offer = Ofrecer tablas
web-draw-accept = Aceptar las tablas
web-draw-decline = Rechazar las tablas
web-draw-waiting = Tu oferta de tablas espera la respuesta de tu rival.
web-resign-confirm = Sí, abandono esta partida
web-resign-button = Abandonar
web-move-missing = Elige primero una jugada.
web-draw-unknown = Ofrece tablas, o acepta o rechaza la oferta de tu rival.
web-resign-unconfirmed = Marca la casilla para confirmar que abandonas.
web-csrf = Este formulario ha caducado: vuelve a cargar la página y inténtalo de nuevo.

## Enlaces y páginas sencillas

web-plain-title = Gamut
web-home = Este es el compañero web de Gamut. Abre una partida con un enlace que te dé el bot (el comando web de la consola o el botón «Ver en la web» de Discord).
web-link-bad = Este enlace no es válido: quizá no se copió entero. Pide uno nuevo al bot.
web-link-expired = Este enlace ha caducado. Pide uno nuevo al bot.
web-link-revoked = El jugador para el que se creó este enlace lo ha revocado. Pide uno nuevo al bot.
web-link-gone = La partida que abría este enlace ya no existe.
web-seat-missing = Tu puesto no está abierto en este navegador: vuelve a abrir tu enlace de jugador.
web-seat-opening = Abriendo tu puesto
web-seat-continue = Ir a tu puesto
web-rate-limited = Demasiadas peticiones: espera un momento y vuelve a intentarlo.
web-no-page = No hay ninguna página en esta dirección. Los enlaces que da el bot abren partidas y torneos; los rankings y las reglas están enlazados desde la portada.
web-storage = La base de datos no responde ahora mismo. No se ha cambiado nada; inténtalo de nuevo dentro de un momento.
web-error = Algo ha fallado en el servidor (queda registrado). Inténtalo de nuevo.

## Enlaces, tal como los dan la consola y Discord

web-watch-link = Mira la partida n.º { $match } en un navegador: { $url }
web-seat-link = Tu puesto, para jugar en un navegador (no lo compartas: juega por ti): { $url }
web-off = El compañero web está desactivado: define GAMUT_WEB_PORT (consulta .env.example) para activarlo.
web-links-revoked = Ninguno de los enlaces web que te dieron hasta ahora abre ya nada. Pide otros nuevos cuando los necesites.

## La página de un torneo, las páginas públicas

web-link-tournament-gone = El torneo que abría este enlace ya no existe.
web-tournament-link = Sigue { $tournament } en el navegador: { $url }
web-tournament-state = Estado: { $state }
web-tournament-winner = { $count ->
    [one] Ganador: { $players }
   *[other] Primer puesto compartido: { $players }
}
web-tournament-standings = Clasificación tras la ronda { $round }
web-tournament-standings-none = Clasificación (aún no ha terminado ninguna ronda)
web-tournament-no-standings = No hay clasificación hasta que empiece el torneo.
web-tournament-rank = Puesto
web-tournament-player = Jugador
web-tournament-points = Puntos
web-tournament-pairings = Emparejamientos
web-tournament-round = Ronda { $round }
web-tournament-pairing = Mesa { $board }: { $white } – { $black }
web-tournament-playing = en juego
web-tournament-trf = Descargar el archivo TRF (el formato de la FIDE, para otros programas de torneos)
web-tournament-refresh = Mientras dura el torneo, esta página lo sigue en directo: los resultados y las rondas nuevas aparecen solos.
web-public-leaderboards = Rankings
web-public-rules = Reglas
web-public-no-game = No hay ningún juego llamado { $game }.
web-public-bad-page = Esa no es una página del ranking.
web-public-no-player = Gamut no conoce a ese jugador.
web-public-no-rules = No existe esa página de reglas.
web-rules-in-english = Estas reglas completas solo están escritas en inglés. El bot da el resumen de cada juego en tu idioma: /reglas en Discord, rules JUEGO en la consola.
web-board-title = Ranking de { $game } ({ $pool ->
        [live] en vivo
       *[correspondence] por correspondencia
    }, en todas partes)
web-board-other-pool = { $pool ->
        [live] El ranking en vivo
       *[correspondence] El ranking por correspondencia
    }
web-board-rank = Puesto
web-board-player = Jugador
web-board-rating = Puntuación
web-board-games = Partidas
web-board-empty = No hay nadie en esta página del ranking.
web-board-previous = Página anterior
web-board-next = Página siguiente
web-board-provisional = Una puntuación marcada con ? es provisional: se basa en tan pocas partidas que aún no es fiable.
web-player-title = { $player }
web-player-standing = { $game } ({ $pool ->
        [live] en vivo
       *[correspondence] por correspondencia
    }): puesto { $rank }, puntuación { $rating } ({ $wins } ganadas, { $losses } perdidas, { $draws } tablas)
web-player-unrated = Este jugador aún no tiene puntuación.
web-links-revoke-confirm = ¿Revocar todos los enlaces web que te dieron? Los enlaces para mirar y los de tu puesto dejan de funcionar en todas las partidas al instante; después puedes pedir otros nuevos.
web-links-revoke-prompt = ¿Revocar tus enlaces web?
web-links-revoke-button = Revocar todos mis enlaces

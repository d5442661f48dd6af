### Consultar partidas: tableros, vistas privadas, listas de jugadas, repeticiones y partidas de un jugador.

matches-none-here = No tienes ninguna partida en curso aquí. Empieza una con { $play }.

matches-several = Tienes varias partidas ({ $matches }); di cuál.

matches-board = { $match }: { $players }.

matches-private-view = { $match }: tu vista privada ({ $side ->
        [white] blancas
       *[black] negras
    }).

matches-waiting-setup = Esperando las elecciones secretas de colocación de los jugadores.

matches-to-decide = Le toca decidir a { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }), { $due }.

matches-no-moves = Aún no hay jugadas.

matches-history-move = { $number } { $side ->
        [white] Blancas
       *[black] Negras{" "}
    } { $move }

matches-history-setup = inicio { $side ->
        [white] Blancas
       *[black] Negras{" "}
    } { $move }

matches-replay = { $match }: repetición de { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.

matches-replay-thinned = { $match }: repetición de { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: { $note }.

matches-none = No tienes ninguna partida en curso.

matches-listed = #{ $match } { $game } contra { $opponent }: { $turn ->
        [yours] te toca decidir
       *[theirs] esperando
    }

matches-numbering-rule = Las jugadas se numeran por turnos desde 1: las decisiones de un mismo turno (una captura múltiple, una recolocación, la entrada de un jefe, un desplazamiento) comparten su número, pasar cuenta como jugada y las elecciones secretas de la colocación inicial no cuentan; el pie de un tablero nombra la jugada recién hecha («tras la jugada 94») y el texto, la jugada por hacer («jugada 95»).

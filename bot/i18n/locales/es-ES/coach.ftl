## Palabras comunes

coach-side = { $side ->
        [white] blancas
       *[black] negras
    }
coach-piece-on = { $piece } de { $square }
coach-unit = { $unit ->
        [men] fichas
        [counters] fichas
        [pages] pajes
        [last-steps] últimos pasos hacia una meta
       *[pieces] piezas
    }

## Pistas

coach-hint-rated = { $match }: las pistas son solo para practicar: esta partida es puntuable.
coach-hint-people = { $match }: las pistas son solo para practicar, en una partida contra ti mismo o contra mí: nunca en una partida entre dos personas.
coach-hint-no-move = { $match }: ahora no hay ninguna jugada para la que dar una pista.
coach-hint-not-yours = { $match }: ahora no te toca decidir a ti.
coach-hint-changed = { $match }: la posición ha cambiado; vuelve a pedirla.
coach-hint-no-reason = no hay un único motivo: la búsqueda simplemente la valora mejor
coach-hint = { $match }: pista para { $side ->
        [white] las blancas
       *[black] las negras
    }: { $move } ({ $why }). Las casillas enmarcadas son las de esa jugada.

## Motivos

coach-reason-wins-by-force = gana a la fuerza en { $count ->
        [one] una jugada tuya
       *[other] { $count } jugadas tuyas
    } como mucho
coach-reason-all-lose = cualquier jugada pierde a la fuerza en { $count ->
        [one] una jugada tuya
       *[other] { $count } jugadas tuyas
    } como mucho
coach-reason-loses = { $move } pierde a la fuerza en { $count ->
        [one] una jugada tuya
       *[other] { $count } jugadas tuyas
    } como mucho
coach-reason-wins = { $move } gana a la fuerza en { $count ->
        [one] una jugada tuya
       *[other] { $count } jugadas tuyas
    } como mucho
coach-reason-instead = { $move } en su lugar: { $why }
coach-reason-wins-now = gana en el acto: { $outcome }
coach-reason-exposed = tras { $move } se puede capturar { $piece }; esta jugada mantiene a salvo todas las piezas
coach-reason-saves = salva { $piece } de una captura que casi todas las demás jugadas permiten
coach-reason-captures = captura { $pieces }
coach-drop-mistake = la evaluación cae { $loss } { $unit } y supera el umbral de error de este juego ({ $threshold })
coach-drop-blunder = la evaluación cae { $loss } { $unit } y supera el umbral de error grave de este juego ({ $threshold })

## Análisis

coach-review-not-over = { $match } sigue en juego: el análisis llega cuando termine.
coach-review-of = Análisis de { $match }
coach-review-heading = { $title } para { $player } ({ $sides }): { $moves ->
        [one] { $moves } jugada valorada
       *[other] { $moves } jugadas valoradas
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }.
coach-mark-blunder = error grave
coach-mark-mistake = error
coach-review-move = • Jugada { $number } ({ $side }): { $played } { $sign } { $mark }: { $reason }.{ $after }
coach-review-expected = Lo esperado después: { $line }.
coach-review-better = Mejor { $move }.
coach-review-better-line = Mejor { $move }, seguida de { $line }.
coach-review-board = Tablero: { $name }.
coach-review-nothing = Ninguna de tus jugadas en esta partida tenía una alternativa que valorar.
coach-review-no-mistake = No se ha encontrado ningún error: todas tus jugadas se mantuvieron cerca de la elección de la IA.
coach-review-cut-short-upto = Interrumpido al llegar al límite de { $seconds } segundos del análisis: se han valorado { $weighed } de tus { $asked } jugadas con alternativa, hasta la jugada { $upto }; las posteriores no se han juzgado.
coach-review-cut-short = Interrumpido al llegar al límite de { $seconds } segundos del análisis: se han valorado { $weighed } de tus { $asked } jugadas con alternativa; las posteriores no se han juzgado.
coach-review-chart = La evaluación a lo largo de la partida: { $chart } (en { $unit }; por encima de la línea del cero están mejor { $side ->
        [white] las blancas
       *[black] las negras
    }; una victoria o una derrota demostradas se dibujan por encima o por debajo del gráfico).

## En las imágenes de un análisis

coach-board-title = { $game } · antes de la jugada { $number }
coach-board-played = jugada { $move }
coach-board-better = mejor { $move }
coach-chart-title = #{ $match } { $game }: evaluación ({ $side })
coach-chart-advantage = ventaja de { $side ->
        [white] las blancas
       *[black] las negras
    }, en { $unit }
coach-chart-move = jugada
coach-chart-won = ganada
coach-chart-lost = perdida

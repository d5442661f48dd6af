## La lección tal como se muestra

lesson-title = { $game }, lección { $number } de { $total }: { $title }
lesson-task-label = Tu tarea
lesson-task = { $label } (juegan las { $side ->
        [white] blancas
       *[black] negras
    }): { $task }
lesson-answer-with = Responde con { $learn }, escribiendo la jugada como en una partida.
lesson-course-done = (Ya has completado el curso de { $game }).
lesson-passed = (Ya superaste esta lección).
lesson-not-open = La lección { $number } aún no está abierta para ti: elige de la 1 a la { $allowed } (hay { $total }).

## Respuestas a un intento

lesson-heading = { $game }, lección { $number }
lesson-refused = { $game }, lección { $number }: { $why }
lesson-try-again = { $heading }: ✗ { $verdict } Vuelve a intentarlo con { $again }.
lesson-right = { $heading }: ✓ { $move }. { $verdict }
lesson-course-complete = Esa era la última lección: has completado el curso de { $game }. Practica con { $play } contra ti mismo o contra el bot (allí tienes pistas: { $hint }) y repasa una partida terminada con { $review }.

## Lo que hizo una jugada equivocada

lesson-wrong = { $move } es legal, pero { $did }. { $why }
lesson-wrong-this = { $move } es legal, pero no es la jugada: { $why }
lesson-did-win = gana la partida
lesson-did-capture = captura en { $squares }
lesson-did-hit = golpea al jefe de { $squares }
lesson-did-send = devuelve a su casilla de salida la pieza de { $squares }
lesson-did-trap = atrapa las piezas de { $squares }
lesson-did-cross = hace cruzar una ficha
lesson-did-crown = corona una pieza
lesson-did-nothing = no captura nada

## La jugada propia

lesson-own-drop =
    .only = solo coloca { $piece } en { $square }
    .and = coloca { $piece } en { $square } y { $changes }
lesson-own-put =
    .only = solo pone { $piece } en { $square }
    .and = pone { $piece } en { $square } y { $changes }
lesson-own-move =
    .only = solo mueve { $piece } de { $start } a { $end }
    .and = mueve { $piece } de { $start } a { $end } y { $changes }
lesson-own-line =
    .only = solo mueve las { $count } { $kind ->
        [counter] fichas
       *[other] piezas
    } { $line } a { $to }
    .and = mueve las { $count } { $kind ->
        [counter] fichas
       *[other] piezas
    } { $line } a { $to } y { $changes }

## Piezas afectadas

lesson-change-captured = capturando { $piece } de { $square }
lesson-change-hit = { $piece } de { $square } pierde { $lost ->
        [one] un punto de vida
       *[other] { $lost } puntos de vida
    } (le quedan { $left })
lesson-change-moved = { $piece } de { $square } pasa a { $to }
lesson-change-home = { $piece } de { $square } vuelve a su casilla de salida { $to }
lesson-change-waiting = { $piece } de { $square } sale del tablero hasta que su dueño elija dónde vuelve a entrar
lesson-change-becomes = { $piece } de { $square } se convierte en { $now }

## Palabras de las lecciones

lesson-either = { $items } o { $last }
lesson-side-white = las blancas
lesson-side-black = las negras
lesson-piece = { $kind ->
        [man] la ficha
        [king] el Rey
        [diagonal] la ficha diagonal
        [orthogonal] la ficha ortogonal
        [compound] la ficha compuesta
        [crowned-diagonal] la ficha diagonal coronada
        [crowned-orthogonal] la ficha ortogonal coronada
        [crowned-compound] la ficha compuesta coronada
        [diagonal-boss] el jefe diagonal
        [orthogonal-boss] el jefe ortogonal
        [compound-boss] el jefe compuesto
        [counter] la ficha
        [page] el paje
        [castle-knight] el caballero
        [knight] el caballo
        [rook] la torre
       *[other] la pieza
    }
    .object = { $kind ->
        [man] la ficha
        [king] el Rey
        [diagonal] la ficha diagonal
        [orthogonal] la ficha ortogonal
        [compound] la ficha compuesta
        [crowned-diagonal] la ficha diagonal coronada
        [crowned-orthogonal] la ficha ortogonal coronada
        [crowned-compound] la ficha compuesta coronada
        [diagonal-boss] el jefe diagonal
        [orthogonal-boss] el jefe ortogonal
        [compound-boss] el jefe compuesto
        [counter] la ficha
        [page] el paje
        [castle-knight] el caballero
        [knight] el caballo
        [rook] la torre
       *[other] la pieza
    }
    .indefinite = { $kind ->
        [man] una ficha
        [king] un Rey
        [diagonal] una ficha diagonal
        [orthogonal] una ficha ortogonal
        [compound] una ficha compuesta
        [crowned-diagonal] una ficha diagonal coronada
        [crowned-orthogonal] una ficha ortogonal coronada
        [crowned-compound] una ficha compuesta coronada
        [diagonal-boss] un jefe diagonal
        [orthogonal-boss] un jefe ortogonal
        [compound-boss] un jefe compuesto
        [counter] una ficha
        [page] un paje
        [castle-knight] un caballero
        [knight] un caballo
        [rook] una torre
       *[other] una pieza
    }

lesson-no-such = No hay ninguna lección { $lesson }.
lesson-placeholder-move = JUGADA

### Los rechazos de una jugada escrita: por qué no se puede leer o qué regla la impide.
### Las casillas (a1) y las jugadas (a5xa7) no se traducen. Términos: docs/glossary.md.

## Piezas y bandos

refusal-noun = { $piece ->
    [man] ficha
    [King] Rey
    [king] Rey
    [counter] ficha
    [knight] caballo
    [castle-knight] caballero
    [rook] torre
    [page] paje
    [diagonal-man] ficha diagonal
    [orthogonal-man] ficha ortogonal
    [compound-man] ficha compuesta
    [crowned-diagonal] ficha diagonal coronada
    [crowned-orthogonal] ficha ortogonal coronada
    [crowned-compound] ficha compuesta coronada
    [diagonal-boss] jefe diagonal
    [orthogonal-boss] jefe ortogonal
    [compound-boss] jefe compuesto
   *[piece] pieza
}

refusal-the-noun = { $piece ->
    [man] la ficha
    [King] el Rey
    [king] el Rey
    [counter] la ficha
    [knight] el caballo
    [castle-knight] el caballero
    [rook] la torre
    [page] el paje
    [diagonal-man] la ficha diagonal
    [orthogonal-man] la ficha ortogonal
    [compound-man] la ficha compuesta
    [crowned-diagonal] la ficha diagonal coronada
    [crowned-orthogonal] la ficha ortogonal coronada
    [crowned-compound] la ficha compuesta coronada
    [diagonal-boss] el jefe diagonal
    [orthogonal-boss] el jefe ortogonal
    [compound-boss] el jefe compuesto
   *[piece] la pieza
}

refusal-the-noun-first = { $piece ->
    [man] La ficha
    [King] El Rey
    [king] El Rey
    [counter] La ficha
    [knight] El caballo
    [castle-knight] El caballero
    [rook] La torre
    [page] El paje
    [diagonal-man] La ficha diagonal
    [orthogonal-man] La ficha ortogonal
    [compound-man] La ficha compuesta
    [crowned-diagonal] La ficha diagonal coronada
    [crowned-orthogonal] La ficha ortogonal coronada
    [crowned-compound] La ficha compuesta coronada
    [diagonal-boss] El jefe diagonal
    [orthogonal-boss] El jefe ortogonal
    [compound-boss] El jefe compuesto
   *[piece] La pieza
}

refusal-a-noun = { $piece ->
    [man] una ficha
    [King] un Rey
    [king] un Rey
    [counter] una ficha
    [knight] un caballo
    [castle-knight] un caballero
    [rook] una torre
    [page] un paje
    [diagonal-man] una ficha diagonal
    [orthogonal-man] una ficha ortogonal
    [compound-man] una ficha compuesta
    [crowned-diagonal] una ficha diagonal coronada
    [crowned-orthogonal] una ficha ortogonal coronada
    [crowned-compound] una ficha compuesta coronada
    [diagonal-boss] un jefe diagonal
    [orthogonal-boss] un jefe ortogonal
    [compound-boss] un jefe compuesto
   *[piece] una pieza
}

refusal-side = { $side ->
    [white] las blancas
   *[black] las negras
}

refusal-kind = { $kind ->
    [diagonal] diagonal
    [orthogonal] ortogonal
   *[compound] compuesto
}

refusal-and = { $first } y { $second }

## Listas de jugadas

refusal-moves-more = { $moves } y { $more } más
refusal-more = { $count } más

## Texto que no es una jugada

refusal-move-not-text = Una jugada tiene que ser texto, por ejemplo a4-b5.
refusal-move-too-long = Eso son { $length } caracteres; una jugada tiene como mucho { $most }. Escribe solo la jugada, por ejemplo a4-b5.
refusal-type-a-move = Escribe una jugada.
refusal-type-a-move-hinted = Escribe una jugada. { $hint }
refusal-moves-look-like = Las jugadas se escriben así: { $moves }.
refusal-not-notation-one = { $typed } no forma parte de una jugada.
refusal-not-notation-one-hinted = { $typed } no forma parte de una jugada. { $hint }
refusal-not-notation = { $typed } y { $typed_last } no forman parte de una jugada.
refusal-not-notation-hinted = { $typed } y { $typed_last } no forman parte de una jugada. { $hint }
refusal-cannot-read = No se puede leer { $typed }: { $why }
refusal-word-first = la palabra «{ $word }» va primero.
refusal-drop-before-square = «@» va delante de la única casilla.
refusal-between-squares = «{ $separator }» tiene que ir entre dos casillas.
refusal-drop-one-square = «@» va seguida de exactamente una casilla.
refusal-not-a-square = { $typed } no es una casilla de este tablero ({ $board }).
refusal-ambiguous = { $typed } puede ser { $moves }: escribe la jugada completa.
refusal-game-over = No se puede jugar: la partida ha terminado.
refusal-game-ended = La partida ha terminado: { $ending }

## Una jugada que no es legal

refusal-not-legal = { $typed } no es una jugada legal aquí: { $reason }
refusal-not-legal-try = { $typed } no es una jugada legal aquí: { $reason } Prueba: { $moves }.
refusal-not-legal-unknown = { $typed } no es una jugada legal aquí. Prueba: { $moves }.
refusal-because = { $reason } Sus jugadas: { $moves }.
refusal-because-stuck = { $reason } { $piece } no tiene ninguna jugada legal.
refusal-legal-now = { $reason } Jugadas legales: { $moves }.

## Motivos comunes a todos los juegos

refusal-decision-first = primero toca { $what }: { $moves }.
refusal-decision-another = otra decisión
refusal-decision-king-square = elegir (en secreto) la casilla de tu Rey
refusal-decision-shift = el desplazamiento por colores distintos
refusal-decision-boss-drop = colocar tu jefe
refusal-decision-put-back = devolver tu pieza saltada ({ $piece }) a una de sus casillas de salida
refusal-empty-square = no hay ninguna pieza en { $square }.
refusal-not-your-piece = { $piece } de { $square } es de { $owner }; tú juegas con { $mover }.
refusal-same-square = una jugada tiene que salir de { $square }.
refusal-compulsory = { $what ->
        [jump] saltar
       *[capture] capturar
    } es obligatorio: juega { $count ->
        [one] { $moves }
       *[other] una de { $moves }
    }.
refusal-compulsory-turn-goes-on = { $what ->
        [jump] saltar
       *[capture] capturar
    } es obligatorio, y tras un salto el turno sigue mientras alguna de tus piezas pueda saltar: juega { $count ->
        [one] { $moves }
       *[other] una de { $moves }
    }.
refusal-not-a-destination = { $piece } de { $square } no puede ir a { $target }; sus jugadas son { $moves }.
refusal-not-a-destination-stuck = { $piece } de { $square } no puede ir a { $target }; ahora no tiene ninguna jugada legal.
refusal-pass = solo puedes pasar cuando no tienes ninguna jugada legal (un bando sin jugadas pierde su turno, y el pase se juega por él). Jugadas legales: { $moves }.
refusal-not-empty = { $square } no está vacía.
refusal-nothing-to-jump = no hay ninguna pieza en { $square } que saltar.
refusal-in-the-way = { $square } está en medio.
refusal-not-a-capture-one = «x» marca una captura, y { $move } no captura nada ahí. Escribe { $move }.
refusal-not-a-capture = «x» marca una captura, y ninguna de { $moves } captura ahí.

## King's Crossing

refusal-trapped = { $piece } de { $square } está en trampa entre piezas enemigas en su fila o columna; una pieza atrapada no puede mover, saltar ni capturar.
refusal-kc-diagonal = las piezas se mueven por filas y columnas, nunca en diagonal.
refusal-kc-trap-capture-backward = una captura en trampa avanza o va de lado, nunca hacia atrás.
refusal-kc-not-trapped = en { $square } hay una pieza enemiga que no está atrapada en una hilera que cierre tu { $piece }; se captura saltando sobre una pieza enemiga o entrando en la casilla de una pieza atrapada al final de su recorrido.
refusal-kc-slide-backward = las piezas nunca se deslizan hacia atrás; solo retroceden saltando una pieza enemiga.
refusal-kc-in-the-way = { $square } está en medio; un deslizamiento solo pasa por casillas vacías.
refusal-king-square-own = tu Rey empieza en una de tus propias casillas de salida: { $moves }.
refusal-king-square-not-stealth = la casilla del Rey solo se elige en una partida con Rey oculto (opción stealth). Jugadas legales: { $moves }.
refusal-king-square-chosen = la casilla de tu Rey se elige una vez, antes de la primera jugada, y ya está elegida. Jugadas legales: { $moves }.

## Checkers with Bosses

refusal-cb-no-pass = en Checkers with Bosses no se pasa: el bando que no puede mover pierde. Jugadas legales: { $moves }.
refusal-cb-no-boss-owed = no tienes ningún jefe que colocar: un jefe entra cuando se ha capturado la última pieza de su tipo.
refusal-cb-other-boss-owed = te toca colocar tu jefe { $kinds }, no el { $kind ->
        [diagonal] diagonal
        [orthogonal] ortogonal
       *[compound] compuesto
    }.
refusal-cb-drop-zone = un jefe se coloca en una casilla vacía de tus tres primeras filas.
refusal-cb-drop-changes-captures = un jefe en { $square } cambiaría las capturas que tienes (no puede capturar enseguida ni ponerse donde cae una captura).
refusal-cb-no-shift = solo hay que desplazar según la regla de colores distintos: cuando todas las piezas son diagonales, las de las blancas todas en un color de casilla y las de las negras en el otro, el bando que acaba de mover se desplaza. Jugadas legales: { $moves }.
refusal-cb-shift = el desplazamiento por colores distintos mueve todas las piezas una casilla en ortogonal, todas en un mismo sentido si se puede (primero a izquierda o derecha, luego hacia atrás, luego hacia delante), y si no, con el mayor número de piezas en un mismo sentido; permitidos ahora: { $moves }.
refusal-cb-majority = una captura tiene que llevarse todo lo que pueda: { $moves } { $count ->
        [one] se lleva
       *[other] se llevan
    } { $best }, { $capture } solo { $taken }.
refusal-cb-own-piece = una captura salta una pieza enemiga; en { $square } hay una tuya.
refusal-cb-too-far = una pieza avanza una casilla (una captura salta dos).
refusal-cb-backward = { $piece } nunca mueve ni captura hacia atrás hasta que se corona en la última fila.
refusal-cb-crowned-steps = { $piece } mueve { $kind ->
        [diagonal] en diagonal
        [orthogonal] hacia delante, hacia atrás o de lado
       *[compound] en cualquiera de las ocho direcciones
    }.
refusal-cb-man-steps = { $kind ->
        [diagonal] una ficha diagonal avanza en diagonal
        [orthogonal] una ficha ortogonal avanza o va de lado
       *[compound] una ficha compuesta avanza en diagonal, recto o va de lado
    }.

## Crossings

refusal-crossings-locked = la ficha de { $square } ya ha cruzado: una ficha que ha cruzado no se mueve nunca.
refusal-crossings-must-cross = { $side } han cruzado más fichas, así que solo puedes hacer una jugada que cruce: { $moves }.
refusal-crossings-direction = las fichas se mueven por una fila, una columna o una diagonal.
refusal-crossings-group = { $size ->
        [one] una ficha sola
       *[other] este grupo de { $size } fichas
    }
refusal-crossings-reach = { $group } se mueve { $size ->
        [one] una casilla
       *[other] de 1 a { $size } casillas
    }.
refusal-crossings-reach-board = { $group } se mueve { $size ->
        [one] una casilla
       *[other] de 1 a { $size } casillas
    }, y nunca fuera del tablero.
refusal-crossings-own-counter = tu propia ficha de { $square } detiene el grupo antes de llegar a ella.
refusal-crossings-single = en { $square } hay una ficha enemiga, y una ficha sola nunca captura.
refusal-crossings-enemy-crossed = la ficha enemiga de { $square } ya ha cruzado y no se puede capturar.
refusal-crossings-enemy-line = la línea enemiga desde { $square } es al menos tan larga como { $group }, así que bloquea.
refusal-crossings-head = { $typed } mueve la cabeza de { $moves }: escribe la jugada de la ficha de más atrás.

## The King o' the Castle

refusal-kotc-no-swap = ningún Rey tuyo puede hacer el cambio con el castillo: es una opción de la partida (castle_swap), una vez por partida, con un Rey que no se haya movido. Jugadas legales: { $moves }.
refusal-kotc-swaps = { $reason } Tus cambios: { $moves }.
refusal-kotc-swap-names-king = en un cambio se indica el Rey que cambia.
refusal-kotc-swap-not-king = solo un Rey hace el cambio con su castillo; la pieza de { $square } es { $piece }.
refusal-kotc-swap-king-moved = el Rey de { $square } ya se ha movido: solo cambia un Rey que no se haya movido.
refusal-kotc-own-castle = ninguna pieza puede entrar en su propio castillo.
refusal-kotc-enemy-castle = solo un Rey puede entrar en el castillo rival.
refusal-kotc-straight = una pieza se mueve en línea recta, y un salto pasa sobre una vecina a la casilla justo detrás.
refusal-kotc-castle-in-the-way = el castillo de { $square } está en medio; ninguna jugada atraviesa un castillo.
refusal-kotc-reach = { $mover } se mueve { $piece ->
        [king] una casilla
        [knight] 1 o 2 casillas
       *[page] de 1 a 3 casillas
    } (o salta).
refusal-kotc-chain-jump = cada salto de una cadena pasa sobre una vecina a la casilla justo detrás (de { $square } a { $target } no lo es).
refusal-kotc-jump-castle = nada puede saltar sobre un castillo.
refusal-kotc-too-small = { $mover } solo salta { $piece ->
        [king] cualquier pieza
        [knight] caballeros y pajes
       *[page] pajes
    }, y la pieza de { $square } es { $jumped }, más grande.
refusal-kotc-chain-twice = una cadena de saltos no puede caer dos veces en la misma casilla.

## Charing Cross

refusal-cc-too-far = una pieza avanza una casilla, o salta sobre una vecina a la casilla justo detrás.
refusal-cc-forward = { $piece } solo avanza, hacia su meta (la { $line ->
        [file] columna
       *[rank] fila
    } { $name }), recto o en diagonal; a otro sitio solo va saltando.
refusal-cc-edge = { $piece } nunca avanza a { $edges ->
        [ranks] las filas 1 y 8
       *[files] las columnas a y h
    }.
refusal-cc-nothing-to-put-back = no hay ninguna pieza saltada esperando a volver: «@» nombra una casilla de salida solo entonces. Jugadas legales: { $moves }.
refusal-cc-put-back = tu pieza saltada ({ $piece }) vuelve a una de sus casillas de salida libres: { $moves }.

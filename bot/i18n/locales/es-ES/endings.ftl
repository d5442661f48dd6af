### Cómo terminó una partida según sus propias reglas (véanse los comentarios del inglés).

ending-win = { $side ->
    [white] Ganan las blancas ({ $reason }).
   *[black] Ganan las negras ({ $reason }).
}

ending-draw = Tablas ({ $reason }).

ending-both-stuck = ningún bando puede mover

ending-castle-entered = { $side ->
    [white] un Rey blanco entró en el castillo de las negras
   *[black] un Rey negro entró en el castillo de las blancas
}

ending-kings-captured = { $side ->
    [white] los dos Reyes blancos fueron capturados
   *[black] los dos Reyes negros fueron capturados
}

ending-more-crossed = { $side ->
    [white] las blancas tienen más fichas cruzadas al empezar su turno ({ $mine }–{ $theirs })
   *[black] las negras tienen más fichas cruzadas al empezar su turno ({ $mine }–{ $theirs })
}

ending-cannot-answer = { $side ->
    [white] las blancas no pueden responder al cruce de las negras
   *[black] las negras no pueden responder al cruce de las blancas
}

ending-reached-goal = { $side ->
    [white] { $piece ->
        [knight] un caballo blanco llegó
       *[rook] una torre blanca llegó
    }
   *[black] { $piece ->
        [knight] un caballo negro llegó
       *[rook] una torre negra llegó
    }
} a su meta en { $square }

ending-bosses-captured = { $side ->
    [white] las negras capturaron los tres jefes blancos
   *[black] las blancas capturaron los tres jefes negros
}

ending-cannot-move = { $side ->
    [white] las blancas no pueden mover
   *[black] las negras no pueden mover
}

ending-king-captured = { $side ->
    [white] las blancas capturaron el Rey negro
   *[black] las negras capturaron el Rey blanco
}

ending-home-reached = { $side ->
    [white] el Rey blanco llegó a la casilla base de las negras, { $square }
   *[black] el Rey negro llegó a la casilla base de las blancas, { $square }
}

ending-back-rank = { $side ->
    [white] el Rey blanco permaneció en la fila { $rank } durante { $turns } turnos de las negras
   *[black] el Rey negro permaneció en la fila { $rank } durante { $turns } turnos de las blancas
}

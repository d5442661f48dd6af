### Wie eine Partie nach ihren eigenen Regeln endete (siehe die Kommentare im Englischen).

ending-win = { $side ->
    [white] Weiß gewinnt ({ $reason }).
   *[black] Schwarz gewinnt ({ $reason }).
}

ending-draw = Remis ({ $reason }).

ending-both-stuck = keine Seite kann ziehen

ending-castle-entered = { $side ->
    [white] ein weißer König hat die Burg von Schwarz betreten
   *[black] ein schwarzer König hat die Burg von Weiß betreten
}

ending-kings-captured = { $side ->
    [white] beide weißen Könige wurden geschlagen
   *[black] beide schwarzen Könige wurden geschlagen
}

ending-more-crossed = { $side ->
    [white] Weiß hat zu Beginn seines Zuges mehr hinübergezogene Steine ({ $mine }–{ $theirs })
   *[black] Schwarz hat zu Beginn seines Zuges mehr hinübergezogene Steine ({ $mine }–{ $theirs })
}

ending-cannot-answer = { $side ->
    [white] Weiß kann das Hinüberziehen von Schwarz nicht beantworten
   *[black] Schwarz kann das Hinüberziehen von Weiß nicht beantworten
}

ending-reached-goal = { $side ->
    [white] { $piece ->
        [knight] ein weißer Springer hat
       *[rook] ein weißer Turm hat
    }
   *[black] { $piece ->
        [knight] ein schwarzer Springer hat
       *[rook] ein schwarzer Turm hat
    }
} sein Ziel auf { $square } erreicht

ending-bosses-captured = { $side ->
    [white] Schwarz hat alle drei weißen Bosse geschlagen
   *[black] Weiß hat alle drei schwarzen Bosse geschlagen
}

ending-cannot-move = { $side ->
    [white] Weiß kann nicht ziehen
   *[black] Schwarz kann nicht ziehen
}

ending-king-captured = { $side ->
    [white] Weiß hat den König von Schwarz geschlagen
   *[black] Schwarz hat den König von Weiß geschlagen
}

ending-home-reached = { $side ->
    [white] der König von Weiß hat das Heimfeld von Schwarz erreicht ({ $square })
   *[black] der König von Schwarz hat das Heimfeld von Weiß erreicht ({ $square })
}

ending-back-rank = { $side ->
    [white] der König von Weiß stand { $turns } Züge von Schwarz lang auf Reihe { $rank }
   *[black] der König von Schwarz stand { $turns } Züge von Weiß lang auf Reihe { $rank }
}

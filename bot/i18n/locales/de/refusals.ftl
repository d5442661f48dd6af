### Warum ein getippter Zug abgelehnt wird: nicht lesbar, oder welche Regel ihn verbietet.
### Feldnamen (a1) und Züge (a5xa7) werden nie übersetzt. Begriffe: docs/glossary.md.

## Steine und Seiten

refusal-noun = { $piece ->
    [man] Stein
    [King] König
    [king] König
    [counter] Stein
    [knight] Springer
    [castle-knight] Ritter
    [rook] Turm
    [page] Page
    [diagonal-man] Diagonalstein
    [orthogonal-man] Orthogonalstein
    [compound-man] Kombistein
    [crowned-diagonal] gekrönter Diagonalstein
    [crowned-orthogonal] gekrönter Orthogonalstein
    [crowned-compound] gekrönter Kombistein
    [diagonal-boss] Diagonal-Boss
    [orthogonal-boss] Orthogonal-Boss
    [compound-boss] Kombi-Boss
   *[piece] Stein
}

refusal-the-noun = { $piece ->
    [man] der Stein
    [King] der König
    [king] der König
    [counter] der Stein
    [knight] der Springer
    [castle-knight] der Ritter
    [rook] der Turm
    [page] der Page
    [diagonal-man] der Diagonalstein
    [orthogonal-man] der Orthogonalstein
    [compound-man] der Kombistein
    [crowned-diagonal] der gekrönte Diagonalstein
    [crowned-orthogonal] der gekrönte Orthogonalstein
    [crowned-compound] der gekrönte Kombistein
    [diagonal-boss] der Diagonal-Boss
    [orthogonal-boss] der Orthogonal-Boss
    [compound-boss] der Kombi-Boss
   *[piece] der Stein
}

refusal-the-noun-first = { $piece ->
    [man] Der Stein
    [King] Der König
    [king] Der König
    [counter] Der Stein
    [knight] Der Springer
    [castle-knight] Der Ritter
    [rook] Der Turm
    [page] Der Page
    [diagonal-man] Der Diagonalstein
    [orthogonal-man] Der Orthogonalstein
    [compound-man] Der Kombistein
    [crowned-diagonal] Der gekrönte Diagonalstein
    [crowned-orthogonal] Der gekrönte Orthogonalstein
    [crowned-compound] Der gekrönte Kombistein
    [diagonal-boss] Der Diagonal-Boss
    [orthogonal-boss] Der Orthogonal-Boss
    [compound-boss] Der Kombi-Boss
   *[piece] Der Stein
}

refusal-a-noun = { $piece ->
    [man] ein Stein
    [King] ein König
    [king] ein König
    [counter] ein Stein
    [knight] ein Springer
    [castle-knight] ein Ritter
    [rook] ein Turm
    [page] ein Page
    [diagonal-man] ein Diagonalstein
    [orthogonal-man] ein Orthogonalstein
    [compound-man] ein Kombistein
    [crowned-diagonal] ein gekrönter Diagonalstein
    [crowned-orthogonal] ein gekrönter Orthogonalstein
    [crowned-compound] ein gekrönter Kombistein
    [diagonal-boss] ein Diagonal-Boss
    [orthogonal-boss] ein Orthogonal-Boss
    [compound-boss] ein Kombi-Boss
   *[piece] ein Stein
}

refusal-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}

refusal-kind = { $kind ->
    [diagonal] diagonalen
    [orthogonal] orthogonalen
   *[compound] kombinierten
}

refusal-and = { $first } und { $second }

## Zuglisten

refusal-moves-more = { $moves } und { $more } weitere
refusal-more = { $count } weitere

## Text, der kein Zug ist

refusal-move-not-text = Ein Zug muss Text sein, zum Beispiel a4-b5.
refusal-move-too-long = Das sind { $length } Zeichen; ein Zug hat höchstens { $most }. Tippe nur den Zug, zum Beispiel a4-b5.
refusal-type-a-move = Tippe einen Zug.
refusal-type-a-move-hinted = Tippe einen Zug. { $hint }
refusal-moves-look-like = Züge sehen so aus: { $moves }.
refusal-not-notation-one = { $typed } gehört nicht zu einem Zug.
refusal-not-notation-one-hinted = { $typed } gehört nicht zu einem Zug. { $hint }
refusal-not-notation = { $typed } und { $typed_last } gehören nicht zu einem Zug.
refusal-not-notation-hinted = { $typed } und { $typed_last } gehören nicht zu einem Zug. { $hint }
refusal-cannot-read = { $typed } ist nicht lesbar: { $why }
refusal-word-first = das Wort „{ $word }“ muss zuerst kommen.
refusal-drop-before-square = „@“ steht vor dem einen Feld.
refusal-between-squares = „{ $separator }“ muss zwischen zwei Feldern stehen.
refusal-drop-one-square = auf „@“ folgt genau ein Feld.
refusal-not-a-square = { $typed } ist kein Feld dieses Bretts ({ $board }).
refusal-ambiguous = { $typed } kann { $moves } heißen: tippe den ganzen Zug.
refusal-game-over = Kein Zug mehr möglich: die Partie ist vorbei.
refusal-game-ended = Die Partie ist vorbei: { $ending }

## Ein Zug, der nicht erlaubt ist

refusal-not-legal = { $typed } ist hier kein legaler Zug: { $reason }
refusal-not-legal-try = { $typed } ist hier kein legaler Zug: { $reason } Versuch: { $moves }.
refusal-not-legal-unknown = { $typed } ist hier kein legaler Zug. Versuch: { $moves }.
refusal-because = { $reason } Seine Züge: { $moves }.
refusal-because-stuck = { $reason } { $piece } hat keinen legalen Zug.
refusal-legal-now = { $reason } Legal sind jetzt: { $moves }.

## Gründe, die alle Spiele teilen

refusal-decision-first = zuerst kommt { $what }: { $moves }.
refusal-decision-another = eine andere Entscheidung
refusal-decision-king-square = die (geheime) Wahl des Feldes deines Königs
refusal-decision-shift = die Verschiebung bei verschiedenen Feldfarben
refusal-decision-boss-drop = das Einsetzen deines Bosses
refusal-decision-put-back = das Zurücksetzen deines übersprungenen { $piece }s auf eines seiner Startfelder
refusal-empty-square = auf { $square } steht nichts.
refusal-not-your-piece = { $piece } auf { $square } gehört { $owner }; du spielst { $mover }.
refusal-same-square = ein Zug muss { $square } verlassen.
refusal-compulsory = { $what ->
        [jump] Springen
       *[capture] Schlagen
    } ist Pflicht: spiel { $count ->
        [one] { $moves }
       *[other] einen von { $moves }
    }.
refusal-compulsory-turn-goes-on = { $what ->
        [jump] Springen
       *[capture] Schlagen
    } ist Pflicht, und nach einem Sprung geht der Zug weiter, solange einer deiner Steine springen kann: spiel { $count ->
        [one] { $moves }
       *[other] einen von { $moves }
    }.
refusal-not-a-destination = { $piece } auf { $square } kann nicht nach { $target } ziehen; seine Züge sind { $moves }.
refusal-not-a-destination-stuck = { $piece } auf { $square } kann nicht nach { $target } ziehen; er hat jetzt keinen legalen Zug.
refusal-pass = passen darfst du nur, wenn du keinen legalen Zug hast (eine Seite ohne Zug setzt aus, und das Passen wird für sie gespielt). Legal sind jetzt: { $moves }.
refusal-not-empty = { $square } ist nicht frei.
refusal-nothing-to-jump = auf { $square } steht kein Stein zum Überspringen.
refusal-in-the-way = { $square } steht im Weg.
refusal-not-a-capture-one = „x“ bezeichnet einen Schlag, und { $move } schlägt dort nichts. Tippe { $move }.
refusal-not-a-capture = „x“ bezeichnet einen Schlag, und keiner von { $moves } schlägt dort.

## King's Crossing

refusal-trapped = { $piece } auf { $square } ist in seiner Reihe oder Linie zwischen gegnerischen Steinen eingeschlossen; ein eingeschlossener Stein kann weder ziehen noch springen noch schlagen.
refusal-kc-diagonal = Steine ziehen entlang Reihen und Linien, nie diagonal.
refusal-kc-trap-capture-backward = ein Fallenschlag geht nach vorn oder zur Seite, nie rückwärts.
refusal-kc-not-trapped = auf { $square } steht ein gegnerischer Stein, der in keiner Kette eingeschlossen ist, die dein { $piece } schließt; geschlagen wird durch Überspringen eines gegnerischen Steins oder durch Ziehen auf einen eingeschlossenen am Ende seiner Reihe.
refusal-kc-slide-backward = Steine gleiten nie rückwärts; zurück geht es nur durch Überspringen eines gegnerischen Steins.
refusal-kc-in-the-way = { $square } steht im Weg; ein Gleitzug führt nur über freie Felder.
refusal-king-square-own = dein König beginnt auf einem deiner eigenen Startfelder: { $moves }.
refusal-king-square-not-stealth = das Feld eines Königs wird nur in einer Partie mit verdecktem König gewählt (Option stealth). Legal sind jetzt: { $moves }.
refusal-king-square-chosen = das Feld deines Königs wird einmal gewählt, vor dem ersten Zug, und das ist schon geschehen. Legal sind jetzt: { $moves }.

## Checkers with Bosses

refusal-cb-no-pass = in Checkers with Bosses gibt es kein Passen: wer nicht ziehen kann, verliert. Legal sind jetzt: { $moves }.
refusal-cb-no-boss-owed = du hast keinen Boss zum Einsetzen: ein Boss kommt ins Spiel, wenn der letzte Stein seiner Art geschlagen ist.
refusal-cb-other-boss-owed = du musst deinen { $kinds } Boss einsetzen, nicht den { $kind ->
        [diagonal] diagonalen
        [orthogonal] orthogonalen
       *[compound] kombinierten
    }.
refusal-cb-drop-zone = ein Boss wird auf ein freies Feld deiner eigenen ersten drei Reihen eingesetzt.
refusal-cb-drop-changes-captures = ein Boss auf { $square } würde deine Schlagmöglichkeiten ändern (er darf weder sofort schlagen noch dort stehen, wo ein Schlag landet).
refusal-cb-no-shift = eine Verschiebung ist nur nach der Regel der verschiedenen Feldfarben fällig: wenn alle Steine diagonal sind, die weißen alle auf einer Feldfarbe und die schwarzen alle auf der anderen, verschiebt die Seite, die gerade gezogen hat. Legal sind jetzt: { $moves }.
refusal-cb-shift = die Verschiebung bei verschiedenen Feldfarben setzt jeden Stein ein Feld orthogonal, alle in dieselbe Richtung, wo es geht (zuerst links oder rechts, dann rückwärts, dann vorwärts), sonst mit den meisten Steinen in eine Richtung; legal sind jetzt: { $moves }.
refusal-cb-majority = ein Schlag muss so viel nehmen wie möglich: { $moves } { $count ->
        [one] nimmt
       *[other] nehmen
    } { $best }, { $capture } nur { $taken }.
refusal-cb-own-piece = ein Schlag überspringt einen gegnerischen Stein; auf { $square } steht dein eigener.
refusal-cb-too-far = ein Stein zieht ein Feld (ein Schlag springt zwei).
refusal-cb-backward = { $piece } zieht und schlägt nie rückwärts, bis er auf der letzten Reihe gekrönt wird.
refusal-cb-crowned-steps = { $piece } zieht { $kind ->
        [diagonal] diagonal
        [orthogonal] vorwärts, rückwärts oder seitwärts
       *[compound] in jede der acht Richtungen
    }.
refusal-cb-man-steps = { $kind ->
        [diagonal] ein Diagonalstein zieht diagonal vorwärts
        [orthogonal] ein Orthogonalstein zieht vorwärts oder seitwärts
       *[compound] ein Kombistein zieht diagonal vorwärts, vorwärts oder seitwärts
    }.

## Crossings

refusal-crossings-locked = der Stein auf { $square } hat die Seite gewechselt: ein hinübergezogener Stein zieht nie mehr.
refusal-crossings-must-cross = { $side } hat mehr Steine hinübergezogen, also darfst du nur einen Zug spielen, mit dem ein Stein hinüberzieht: { $moves }.
refusal-crossings-direction = Steine ziehen entlang einer Reihe, Linie oder Diagonale.
refusal-crossings-group = { $size ->
        [one] ein einzelner Stein
       *[other] diese Gruppe von { $size } Steinen
    }
refusal-crossings-reach = { $group } zieht { $size ->
        [one] ein Feld
       *[other] 1 bis { $size } Felder
    }.
refusal-crossings-reach-board = { $group } zieht { $size ->
        [one] ein Feld
       *[other] 1 bis { $size } Felder
    }, und nicht über den Brettrand.
refusal-crossings-own-counter = dein eigener Stein auf { $square } hält die Gruppe davor auf.
refusal-crossings-single = auf { $square } steht ein gegnerischer Stein, und ein einzelner Stein schlägt nie.
refusal-crossings-enemy-crossed = der gegnerische Stein auf { $square } ist hinübergezogen und kann nicht geschlagen werden.
refusal-crossings-enemy-line = die gegnerische Reihe ab { $square } ist mindestens so lang wie { $group }, also blockiert sie.
refusal-crossings-head = { $typed } bewegt die Spitze von { $moves }: tippe den Zug des hintersten Steins.

## The King o' the Castle

refusal-kotc-no-swap = kein König von dir darf mit seiner Burg tauschen: der Burgtausch ist eine Spieloption (castle_swap), einmal pro Partie, durch einen König, der noch nicht gezogen hat. Legal sind jetzt: { $moves }.
refusal-kotc-swaps = { $reason } Deine Tauschzüge: { $moves }.
refusal-kotc-swap-names-king = ein Tausch gibt den König an, der tauscht.
refusal-kotc-swap-not-king = nur ein König tauscht mit seiner Burg; die Figur auf { $square } ist { $piece }.
refusal-kotc-swap-king-moved = der König auf { $square } hat schon gezogen: nur ein König, der noch nicht gezogen hat, darf tauschen.
refusal-kotc-own-castle = keine Figur darf ihre eigene Burg betreten.
refusal-kotc-enemy-castle = nur ein König darf die Burg des Gegners betreten.
refusal-kotc-straight = eine Figur zieht in gerader Linie, und ein Sprung geht über einen Nachbarn auf das Feld direkt dahinter.
refusal-kotc-castle-in-the-way = die Burg auf { $square } steht im Weg; kein Zug führt durch eine Burg.
refusal-kotc-reach = { $mover } zieht { $piece ->
        [king] ein Feld
        [knight] 1 oder 2 Felder
       *[page] 1 bis 3 Felder
    } (oder springt).
refusal-kotc-chain-jump = jeder Sprung einer Kette geht über einen Nachbarn auf das Feld direkt dahinter ({ $square } nach { $target } ist keiner).
refusal-kotc-jump-castle = nichts kann über eine Burg springen.
refusal-kotc-too-small = { $mover } überspringt nur { $piece ->
        [king] jede Figur
        [knight] Ritter und Pagen
       *[page] Pagen
    }, und die Figur auf { $square } ist { $jumped }, größer als er.
refusal-kotc-chain-twice = eine Sprungkette darf nicht zweimal auf demselben Feld landen.

## Charing Cross

refusal-cc-too-far = eine Figur zieht ein Feld vorwärts oder springt über einen Nachbarn auf das Feld direkt dahinter.
refusal-cc-forward = { $piece } zieht nur vorwärts, auf sein Ziel zu ({ $line ->
        [file] Linie
       *[rank] Reihe
    } { $name }), gerade oder diagonal; anderswohin nur durch Springen.
refusal-cc-edge = { $piece } zieht nie vorwärts auf { $edges ->
        [ranks] die Reihen 1 und 8
       *[files] die Linien a und h
    }.
refusal-cc-nothing-to-put-back = keine übersprungene Figur wartet aufs Zurücksetzen: „@“ nennt nur dann ein Startfeld. Legal sind jetzt: { $moves }.
refusal-cc-put-back = dein übersprungener { $piece } kommt auf ein freies eigenes Startfeld zurück: { $moves }.

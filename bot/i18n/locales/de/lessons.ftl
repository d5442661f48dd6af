## Die Lektion, wie sie erscheint

lesson-title = { $game }, Lektion { $number } von { $total }: { $title }
lesson-task-label = Deine Aufgabe
lesson-task = { $label } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug): { $task }
lesson-answer-with = Antworte mit { $learn }, geschrieben wie in einer Partie.
lesson-course-done = (Du hast den Kurs zu { $game } abgeschlossen.)
lesson-passed = (Diese Lektion hast du schon bestanden.)
lesson-not-open = Lektion { $number } ist für dich noch nicht freigeschaltet: Wähle 1 bis { $allowed } (es gibt { $total }).

## Antworten auf einen Versuch

lesson-heading = { $game }, Lektion { $number }
lesson-refused = { $game }, Lektion { $number }: { $why }
lesson-try-again = { $heading }: ✗ { $verdict } Versuch es noch einmal mit { $again }.
lesson-right = { $heading }: ✓ { $move }. { $verdict }
lesson-course-complete = Das war die letzte Lektion: Der Kurs zu { $game } ist abgeschlossen. Übe mit { $play } gegen dich selbst oder gegen den Bot (Tipps gibt es dort mit { $hint }) und sieh dir eine beendete Partie mit { $review } noch einmal an.

## Was ein falscher Zug bewirkt hat

lesson-wrong = { $move } ist legal, aber { $did }. { $why }
lesson-wrong-this = { $move } ist legal, aber nicht der gesuchte Zug: { $why }
lesson-did-win = er gewinnt die Partie
lesson-did-capture = er schlägt auf { $squares }
lesson-did-hit = er trifft den Boss auf { $squares }
lesson-did-send = er schickt die Figur auf { $squares } auf ihr Startfeld zurück
lesson-did-trap = er schließt die Steine auf { $squares } ein
lesson-did-cross = er bringt einen Stein hinüber
lesson-did-crown = er krönt einen Stein
lesson-did-nothing = er schlägt nichts

## Der eigene Zug

lesson-own-drop =
    .only = er setzt nur { $piece } auf { $square } ein
    .and = er setzt { $piece } auf { $square } ein, und { $changes }
lesson-own-put =
    .only = er setzt nur { $piece } auf { $square }
    .and = er setzt { $piece } auf { $square }, und { $changes }
lesson-own-move =
    .only = er zieht nur { $piece } von { $start } nach { $end }
    .and = er zieht { $piece } von { $start } nach { $end }, und { $changes }
lesson-own-line =
    .only = er zieht nur die { $count } { $kind ->
        [counter] Steine
       *[other] Figuren
    } { $line } nach { $to }
    .and = er zieht die { $count } { $kind ->
        [counter] Steine
       *[other] Figuren
    } { $line } nach { $to }, und { $changes }

## Betroffene Figuren

lesson-change-captured = wobei { $piece } auf { $square } geschlagen wird
lesson-change-hit = { $piece } auf { $square } verliert { $lost ->
        [one] einen Lebenspunkt
       *[other] { $lost } Lebenspunkte
    } (noch { $left })
lesson-change-moved = { $piece } auf { $square } kommt nach { $to }
lesson-change-home = { $piece } auf { $square } kehrt auf sein Startfeld { $to } zurück
lesson-change-waiting = { $piece } auf { $square } bleibt neben dem Brett, bis sein Besitzer ihn zurücksetzt
lesson-change-becomes = { $piece } auf { $square } wird zu { $now }

## Wörter der Lektionen

lesson-either = { $items } oder { $last }
lesson-side-white = Weiß
lesson-side-black = Schwarz
lesson-piece = { $kind ->
        [man] der Stein
        [king] der König
        [diagonal] der Diagonalstein
        [orthogonal] der Orthogonalstein
        [compound] der Kombistein
        [crowned-diagonal] der gekrönte Diagonalstein
        [crowned-orthogonal] der gekrönte Orthogonalstein
        [crowned-compound] der gekrönte Kombistein
        [diagonal-boss] der Diagonal-Boss
        [orthogonal-boss] der Orthogonal-Boss
        [compound-boss] der Kombi-Boss
        [counter] der Stein
        [page] der Page
        [castle-knight] der Ritter
        [knight] der Springer
        [rook] der Turm
       *[other] die Figur
    }
    .object = { $kind ->
        [man] den Stein
        [king] den König
        [diagonal] den Diagonalstein
        [orthogonal] den Orthogonalstein
        [compound] den Kombistein
        [crowned-diagonal] den gekrönten Diagonalstein
        [crowned-orthogonal] den gekrönten Orthogonalstein
        [crowned-compound] den gekrönten Kombistein
        [diagonal-boss] den Diagonal-Boss
        [orthogonal-boss] den Orthogonal-Boss
        [compound-boss] den Kombi-Boss
        [counter] den Stein
        [page] den Pagen
        [castle-knight] den Ritter
        [knight] den Springer
        [rook] den Turm
       *[other] die Figur
    }
    .indefinite = { $kind ->
        [man] einem Stein
        [king] einem König
        [diagonal] einem Diagonalstein
        [orthogonal] einem Orthogonalstein
        [compound] einem Kombistein
        [crowned-diagonal] einem gekrönten Diagonalstein
        [crowned-orthogonal] einem gekrönten Orthogonalstein
        [crowned-compound] einem gekrönten Kombistein
        [diagonal-boss] einem Diagonal-Boss
        [orthogonal-boss] einem Orthogonal-Boss
        [compound-boss] einem Kombi-Boss
        [counter] einem Stein
        [page] einem Pagen
        [castle-knight] einem Ritter
        [knight] einem Springer
        [rook] einem Turm
       *[other] einer Figur
    }

lesson-no-such = Es gibt keine Lektion { $lesson }.
lesson-placeholder-move = ZUG

## Gemeinsame Wörter

coach-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }
coach-piece-on = { $piece } auf { $square }
coach-unit = { $unit ->
        [men] Steine
        [counters] Steine
        [pages] Pagen
        [last-steps] letzte Schritte zum Ziel
       *[pieces] Figuren
    }

## Tipps

coach-hint-rated = { $match }: Tipps gibt es nur zum Üben: Diese Partie wird gewertet.
coach-hint-people = { $match }: Tipps gibt es nur zum Üben, in einer Partie gegen dich selbst oder gegen mich: nie in einer Partie zwischen zwei Menschen.
coach-hint-no-move = { $match }: Gerade gibt es keinen Zug, zu dem ich einen Tipp geben könnte.
coach-hint-not-yours = { $match }: Du bist gerade nicht am Zug.
coach-hint-changed = { $match }: Die Stellung hat sich geändert; frag noch einmal.
coach-hint-no-reason = kein einzelner Grund: Die Suche bewertet ihn einfach am höchsten
coach-hint = { $match }: Tipp für { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $move } ({ $why }). Die umrahmten Felder gehören zu diesem Zug.

## Gründe

coach-reason-wins-by-force = gewinnt erzwungen in höchstens { $count ->
        [one] einem deiner Züge
       *[other] { $count } deiner Züge
    }
coach-reason-all-lose = jeder Zug verliert erzwungen in höchstens { $count ->
        [one] einem deiner Züge
       *[other] { $count } deiner Züge
    }
coach-reason-loses = { $move } verliert erzwungen in höchstens { $count ->
        [one] einem deiner Züge
       *[other] { $count } deiner Züge
    }
coach-reason-wins = { $move } gewinnt erzwungen in höchstens { $count ->
        [one] einem deiner Züge
       *[other] { $count } deiner Züge
    }
coach-reason-instead = stattdessen { $move }: { $why }
coach-reason-wins-now = gewinnt sofort: { $outcome }
coach-reason-exposed = nach { $move } kann { $piece } geschlagen werden; dieser Zug lässt nichts ungedeckt
coach-reason-saves = rettet { $piece } vor dem Schlagen, das fast alle anderen Züge zulassen
coach-reason-captures = schlägt { $pieces }
coach-drop-mistake = die Bewertung fällt um { $loss } { $unit }, über die Fehlerschwelle dieses Spiels von { $threshold } hinaus
coach-drop-blunder = die Bewertung fällt um { $loss } { $unit }, über die Patzerschwelle dieses Spiels von { $threshold } hinaus

## Analysen

coach-review-not-over = { $match } läuft noch: Eine Analyse gibt es, sobald die Partie vorbei ist.
coach-review-of = Analyse von { $match }
coach-review-heading = { $title } für { $player } ({ $sides }): { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } bewertet, { $blunders } Patzer, { $mistakes } Fehler.
coach-mark-blunder = Patzer
coach-mark-mistake = Fehler
coach-review-move = • Zug { $number } ({ $side }): { $played } { $sign } { $mark }: { $reason }.{ $after }
coach-review-expected = Danach erwartet: { $line }.
coach-review-better = Besser { $move }.
coach-review-better-line = Besser { $move }, weiter mit { $line }.
coach-review-board = Brett: { $name }.
coach-review-nothing = Keiner deiner Züge in dieser Partie hatte eine Alternative, die sich bewerten ließ.
coach-review-no-mistake = Kein Fehler gefunden: Jeder Zug blieb nah an der Wahl der KI.
coach-review-cut-short-upto = Abgebrochen an der Zeitgrenze der Analyse von { $seconds } Sekunden: { $weighed } von deinen { $asked } Zügen mit Alternative bewertet, bis Zug { $upto }; die späteren wurden nicht beurteilt.
coach-review-cut-short = Abgebrochen an der Zeitgrenze der Analyse von { $seconds } Sekunden: { $weighed } von deinen { $asked } Zügen mit Alternative bewertet; die späteren wurden nicht beurteilt.
coach-review-chart = Die Bewertung über die ganze Partie: { $chart } (Einheit: { $unit }; oberhalb der Nulllinie steht { $side ->
        [white] Weiß
       *[black] Schwarz
    } besser; ein bewiesener Sieg oder eine bewiesene Niederlage wird über oder unter dem Diagramm gezeichnet).

## In den Bildern einer Analyse

coach-board-title = { $game } · vor Zug { $number }
coach-board-played = gespielt { $move }
coach-board-better = besser { $move }
coach-chart-title = #{ $match } { $game }: Bewertung ({ $side })
coach-chart-advantage = Vorteil für { $side ->
        [white] Weiß
       *[black] Schwarz
    } (Einheit: { $unit })
coach-chart-move = Zug
coach-chart-won = gewonnen
coach-chart-lost = verloren

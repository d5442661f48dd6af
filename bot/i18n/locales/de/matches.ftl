### Partien ansehen: Bretter, private Ansichten, Zuglisten, Wiederholungen und die Partien eines Spielers.

matches-none-here = Du hast hier keine laufende Partie. Starte eine mit { $play }.

matches-several = Du hast mehrere Partien ({ $matches }); sag, welche.

matches-board = { $match }: { $players }.

matches-private-view = { $match }: deine private Ansicht ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }).

matches-waiting-setup = Warten auf die geheime Aufstellungswahl der Spieler.

matches-to-decide = { $player } ist am Zug ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }), { $due }.

matches-no-moves = Noch keine Züge.

matches-history-move = { $number } { $side ->
        [white] Weiß{"   "}
       *[black] Schwarz
    } { $move }

matches-history-setup = Aufst. { $side ->
        [white] Weiß{"   "}
       *[black] Schwarz
    } { $move }

matches-replay = { $match }: Wiederholung { $moves ->
        [one] eines Zuges
       *[other] von { $moves } Zügen
    }.

matches-replay-thinned = { $match }: Wiederholung { $moves ->
        [one] eines Zuges
       *[other] von { $moves } Zügen
    }: { $note }.

matches-none = Du hast keine laufende Partie.

matches-listed = #{ $match } { $game } gegen { $opponent }: { $turn ->
        [yours] deine Entscheidung
       *[theirs] wartet
    }

matches-numbering-rule = Die Züge werden ab 1 nach Spielrunden gezählt: Die Entscheidungen einer Spielrunde (ein Mehrfachsprung, ein Neusetzen, das Einsetzen eines Bosses, eine Verschiebung) teilen sich ihre Nummer, Passen ist ein Zug, geheime Aufstellungsentscheidungen sind keiner; die Bildunterschrift eines Bretts nennt den gerade gespielten Zug („nach Zug 94“), der Text den zu spielenden Zug („Zug 95“).

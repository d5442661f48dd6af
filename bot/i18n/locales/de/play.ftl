### Eine Partie spielen: Ansagen, Texte zum Brett, geheime Wahlen und Ablehnungen.

## Seiten und Namen

play-side = { $side ->
    [white] Weiß
    [black] Schwarz
   *[none] Niemand
}
play-side-lower = { $side ->
    [white] Weiß
   *[black] Schwarz
}
play-match-label = Partie Nr. { $match } ({ $game })
play-players = { $white } (Weiß) gegen { $black } (Schwarz)
play-result-in-progress = läuft noch
play-result-draw = Remis: { $reason }.
play-result-win = { $player } ({ $side }) gewinnt: { $reason }.

## Ablehnungen

play-no-such-match = Es gibt keine Partie Nr. { $match }.
play-no-such-challenge = Es gibt keine Herausforderung #{ $challenge }.
play-match-unavailable = Partie Nr. { $match } kann gerade nicht geladen werden: { $problem }
play-not-a-player = { $match }: du spielst in dieser Partie nicht mit.
play-over = { $match } ist vorbei ({ $result }).
play-changed-look = { $match } hat sich im selben Moment geändert; sieh dir das Brett an und versuch es noch einmal.
play-changed = { $match } hat sich im selben Moment geändert; versuch es noch einmal.
play-not-started = { $match } hat noch nicht begonnen: zuerst treffen beide ihre geheime Wahl ({ $choose } und ein Feld).
play-not-your-decision = { $match }: { $player } ist am Zug ({ $side }), nicht du.
play-already-played = { $match }: { $move } wurde für diese Anfrage schon gespielt; sonst wurde nichts geändert.
play-your-move = dein Zug { $move }
play-the-result = das Ergebnis
play-outcome-unknown = { $match }: die Verbindung zur Datenbank brach ab, während { $what } gespeichert wurde ({ $problem }), und noch lässt sich nicht sagen, ob es gespeichert ist. Das ist das Brett von vorher; sieh gleich noch einmal nach ({ $board }), bevor du weiterspielst.
play-replay-busy = Der Bot zeichnet gerade andere Wiederholungen: versuch diese in einer Minute noch einmal.
play-replay-failed = Die Wiederholung konnte nicht gezeichnet werden (ihr Prozess hielt vorher an): nichts wurde geändert; versuch es in einer Minute noch einmal.

## Die Nachrichten einer Partie

play-begins = { $match } beginnt: { $players }.
play-rated = Die Partie wird gewertet.
play-setup-by-dm = Jetzt trifft jeder seine geheime Wahl (per Direktnachricht).
play-move-played = { $match }: { $player } ({ $side }) spielte { $move }{ $carried }{ $changed }.
play-carried = { $count ->
    [2] das Paar { $left } nach { $reached }
   *[other] die Reihe aus { $count } Steinen { $left } nach { $reached }
}
play-change-captures = { $count ->
    [one] wobei { $pieces } geschlagen wird
   *[other] wobei { $pieces } geschlagen werden
}
play-passes = { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann nicht ziehen und passt.
play-thinking = { $player } denkt nach ({ $side })…
play-to-decide = { $player } ist am Zug ({ $side }), { $due }.
play-due-setup = geheime Wahl
play-due-move = Zug { $number }
play-draw-hint = Seit { $turns } Zügen ist kein Stein vorgerückt und keiner geschlagen worden: jeder darf Remis anbieten.
play-private-board = { $match }: dein privates Brett ({ $side }).
play-revealed = Aufgedeckte geheime Wahlen:
play-revealed-choice = • { $side }: { $square }, Salt { $salt }: { $hashed } = { $commitment } ✓ bestätigt
play-revealed-mismatch = • { $side }: { $square }, Salt { $salt }: { $hashed } = { $commitment } ✗ STIMMT NICHT

## Geheime Wahlen

play-setup-prompt = { $match }: du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }. Triff deine geheime Wahl ({ $choices }); nur du siehst sie.
play-choose-hidden-king = das Startfeld deines verdeckten Königs, z. B. { $example }
play-choose-one-of = eines von: { $choices }
play-not-a-choice = { $match }: { $typed } ist keine deiner Möglichkeiten; wähl eines von { $choices } mit { $choose }, oder { $random }.
play-no-choice-now = { $match }: gerade ist keine geheime Wahl zu treffen.
play-already-chosen = { $match }: du hast schon gewählt; warte auf deinen Gegner.
play-your-choice = { $match }: deine Wahl für { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist { $square }. Nur du siehst dieses Brett.
play-choice-made = { $match }: { $player } ({ $side }) hat geheim gewählt.
play-choice-recorded = Deine Wahl ist gespeichert; sie bleibt geheim.
play-commitments = Beide haben gewählt. Commitments (SHA-256 von Seite:Feld:Salt), aufgedeckt am Ende der Partie:
play-commitment = • { $side }: { $commitment }

## Offene Herausforderungen

play-waiting-heading = Herausforderungen:
play-waiting-none = Keine Herausforderung wartet.
play-waiting-incoming = #{ $challenge } an dich von { $player }: { $terms }; antworte mit { $accept } oder { $decline }
play-waiting-outgoing = #{ $challenge } von dir an { $player }: { $terms }; zieh sie mit { $cancel } zurück
play-waiting-open = #{ $challenge } offen für alle, von { $player }: { $terms }; nimm sie mit { $accept } an
play-waiting-anyone = alle
play-waiting-random-colours = Farben ausgelost
play-waiting-plays = { $player } spielt { $side ->
        [white] Weiß
       *[black] Schwarz
    }
play-waiting-rated = gewertet
play-waiting-casual = ungewertet
play-waiting-answers = Eine Herausforderung beantwortest du mit { $answers }.
play-waiting-which = Welche Herausforderung? { $listed } warten: nenn ihre Nummer, z. B. { $example }.
play-waiting-none-to-accept = Keine Herausforderung wartet darauf, dass du sie annimmst.
play-waiting-none-to-decline = Keine Herausforderung an dich wartet auf eine Absage.
play-waiting-none-to-cancel = Du hast keine offene Herausforderung zum Zurückziehen.

play-decision-prompt = { $side ->
        [white] Weiß
       *[black] Schwarz
    }, deine Entscheidung:

play-setup-random-button = Zufällig

play-setup-choice-prompt = Deine Wahl:
play-moved-on = { $match } ist weitergegangen, seit du das geöffnet hast: Jetzt ist { $player } am Zug.

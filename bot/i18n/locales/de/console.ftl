### Die lokale Konsole (python -m bot ohne Discord-Token): was sie selbst ausgibt.
### Befehle und Optionen, die man eintippt (play, resign yes, colour=white, vs ai), bleiben
### englisch: Es sind die Wörter des Programms. Übersetzt werden nur die Sätze darum herum.

## Start und Hilfe

console-banner = Gamut-Konsole – Datenbank { $database }, Bretter in { $boards }. Gib { $help } ein, um die Befehle zu sehen; { $switch } wechselt die Sprache.
console-help-title = Befehle (dieselben wie beim Discord-Bot):
console-help-play = beginnt eine Partie; ohne „vs“ spielst du beide Seiten; „vs ai“ spielt gegen die KI auf einer Stufe; eine Partie zwischen zwei Spielern ist gewertet, außer mit rated=no
console-help-challenge = eine Herausforderung annehmen, ablehnen oder zurückziehen (ohne ID: die einzige offene)
console-help-move = einen Zug in der aktuellen Partie machen, z. B. move a4-b5 oder einfach a4-b5
console-help-choose = deine geheime Aufstellungswahl (verdeckter König), z. B. choose b2
console-help-board = das öffentliche Brett / deine private Ansicht
console-help-resign = aufgeben (fragt zuerst nach)
console-help-draw = Remis anbieten, annehmen oder ablehnen
console-help-claim = den Sieg beanspruchen, wenn die Zeit deines Gegners abgelaufen ist

console-help-moretime = schenkt deinem Gegner in einer Partie mit Uhr 15 Sekunden mehr (time=10+5 bei play startet eine: Minuten + Sekunden pro Zug)
console-help-history = die Zugliste / ein animiertes GIF der Partie
console-help-games = deine laufenden Partien und offenen Herausforderungen (mit ihren Nummern) / zu einer Partie wechseln
console-help-rematch = dieselbe Partie noch einmal, mit getauschten Farben
console-help-rules = die Kurzfassung der Regeln eines Spiels
console-help-learn = das Tutorial des Spiels: deine Lektion, deine Antwort darauf oder eine bestandene Lektion noch einmal
console-help-hint = ein vorgeschlagener Zug (nur gegen dich selbst oder die KI)
console-help-review = die Analyse deiner Züge in einer beendeten Partie durch die KI
console-help-leaderboard = die gewerteten Spieler des Spiels in einer Spielart (Fernpartien, außer du sagst live), 10 pro Seite („?“: vorläufig)
console-help-profile = Wertungen und letzte Partien eines Spielers; das Diagramm wird gespeichert
console-help-user = als anderer Spieler handeln (bleibt in der Datenbank) oder alle auflisten
console-help-language = die Sprachen der Konsole, oder zu einer wechseln (language de)
console-help-tournament-create = ein Turnier eröffnen (time: pro Entscheidung, oder eine Bedenkzeit wie 10+5 für live; deadline: pro Runde; start: ab jetzt; Dauern wie 30m, 12h, 3d)
console-help-tournament-act = etwas mit einem Turnier tun (ohne ID: das zuletzt gezeigte)
console-help-tournament-pairings = die Paarungen einer Runde / einen Spieler zurückziehen
console-help-tournament-cancel = ein Turnier absagen / die vorhandenen Turniere
console-help-quit = diese Hilfe / beenden (auch mit Strg-D oder Strg-C)
console-help-games-list = Spiele: { $games }

## Was die Konsole den Antworten des Bots hinzufügt

console-anyone = alle
console-notice = [nur { $player } sieht das] { $text }
console-private = [privat an { $player }] { $text }
console-confirm = { $text } Gib { $options } ein, um zu bestätigen, oder { $no }, um weiterzuspielen.
console-bulletin = [Turnier Nr. { $tournament }]
console-file-written = { $what ->
        [replay] [Wiederholung gespeichert unter { $path }]
        [chart] [Wertungsdiagramm gespeichert unter { $path }]
        [TRF] [TRF gespeichert unter { $path }]
       *[other] [Bild gespeichert unter { $path }]
    }
console-file-not-written = [{ $path } konnte nicht gespeichert werden: { $reason }]
console-more = (weiter: { $next })
console-looking-at = Du siehst jetzt Partie Nr. { $match }.
console-you-are = Du bist { $player }. Spieler: { $players }. { $user } macht dich zu einem anderen (ein neuer Name ist ein neuer Spieler).
console-now-you-are = Du bist jetzt { $player }.
console-now-you-are-in = Du bist jetzt { $player }. Aktuelle Partie: Nr. { $match }.
console-language-current = Die Konsole spricht { $current }. Sprachen: { $languages }. Gib { $usage } ein, um zu wechseln.
console-language-switched = Die Konsole spricht jetzt { $current }.

## Ablehnungen (nach „Fehler:“)

console-error = Fehler: { $reason }
console-line-too-long = Fehler: Ein Befehl darf höchstens { $limit } Zeichen haben; dieser wurde nicht ausgeführt.
console-unclosed-quote = Fehler: Ein Anführungszeichen ist nicht geschlossen; der Befehl wurde nicht ausgeführt.
console-trailing-backslash = Fehler: Die Zeile endet mit einem Backslash; der Befehl wurde nicht ausgeführt.
console-undecodable-line = Fehler: Diese Zeile ist in der Zeichenkodierung dieses Terminals kein gültiger Text.
console-unknown-command-near = Unbekannter Befehl: { $word } (meintest du { $near }?)
console-unknown-command = Unbekannter Befehl: { $word } (gib { $help } ein, um die Befehle zu sehen)
console-no-current-match = Keine aktuelle Partie: Beginne eine mit { $play } oder wähle eine mit { $match }.
console-no-current-match-because = Keine aktuelle Partie: { $reason } Wähle eine mit { $match }.
console-which-game = Welches Spiel? { $usage } – Spiele: { $games }
console-against-whom = Gegen wen? { $usage } (oder { $open }, { $ai }).
console-one-opponent = Eine Partie hat einen Gegner: Gib { $vs } nur einmal an.
console-ai-off = Gegen die KI zu spielen ist hier abgeschaltet (GAMUT_AI_WORKERS=0); fordere stattdessen einen Spieler heraus.
console-options-form = Optionen schreibt man so: { $form }
console-which-move = Welcher Zug? Zum Beispiel: { $example }
console-choose-what = Was wählst du? Zum Beispiel: { $square } oder { $random }
console-resign-how = { $resign }, dann { $yes } zum Bestätigen oder { $no }, um weiterzuspielen.
console-draw-how = { $offer }, { $accept } oder { $decline }.
console-which-match = Welche Partie? { $usage }
console-not-a-number = { $what ->
        [challenge] { $text } ist keine Nummer einer Herausforderung.
        [match] { $text } ist keine Partienummer.
        [tournament] { $text } ist keine Turniernummer.
        [page] { $text } ist keine Seitenzahl.
        [lesson] { $text } ist keine Lektionsnummer.
       *[other] { $text } ist keine Zahl.
    }
console-no-such-number = { $what ->
        [challenge] Es gibt keine Herausforderung Nr. { $number }.
        [match] Es gibt keine Partie Nr. { $number }.
        [tournament] Es gibt kein Turnier Nr. { $number }.
        [page] Es gibt keine Seite { $number }.
        [lesson] Es gibt keine Lektion { $number }.
       *[other] Es gibt keine Nummer { $number }.
    }
console-not-whole = { $what ->
        [round] Die Runde ist eine ganze Zahl, nicht { $text }.
       *[other] { $what } ist eine ganze Zahl, nicht { $text }.
    }
console-yes-or-no = { $what } ist yes oder no, nicht { $text }.
console-duration = { $what } ist eine Zahl mit Einheit (s, m, h oder d), z. B. 30m; nicht { $text }.
console-duration-too-long = { $what } ist zu lang.
console-cannot-read = { $word } ist nicht lesbar: { $form }.
console-no-game = Es gibt kein Spiel { $word }. Spiele: { $games }.
console-no-game-one-word = Es gibt kein Spiel { $word }. Meintest du { $meant } (in einem Wort)? Spiele: { $games }.
console-reserved-name = { $name } kann hier kein Spielername sein: Es ist ein Wort von „play“.
console-no-such-player = Hier gibt es keinen Spieler namens { $name }. Spieler: { $players }.
console-bad-name = { $name } kann kein Spielername sein: Ein Name ist ein Wort mit höchstens { $longest } Zeichen, ohne Leerzeichen und unsichtbare Zeichen.
console-language-unknown = Hier gibt es keine Sprache { $code }. Sprachen: { $languages }.

## Die Datenbank (ihre eigenen Worte, in $problem und $reason, sind englisch)

console-database-busy = Die Datenbank ist belegt (ein anderes Programm schreibt gerade). Nichts wurde geändert; versuch es noch einmal.
console-database-unreachable = Die Datenbank ist gerade nicht erreichbar ({ $problem }); nichts wurde gespeichert. Versuch es gleich noch einmal.
console-outcome-unknown = Partie Nr. { $match }: Die Verbindung zur Datenbank ist abgebrochen, während deine Aktion gespeichert wurde ({ $problem }), und noch ist nicht feststellbar, ob sie gespeichert ist. Sieh dir gleich das Brett an, bevor du es noch einmal versuchst.
console-database-refused = Fehler: Die Datenbank hat das abgelehnt ({ $reason }). Nichts ist verloren; versuch es noch einmal.
console-current-not-stored = [die aktuelle Partie ist für die nächste Sitzung noch nicht gespeichert: { $reason }]
console-crashed = Fehler: In der Konsole ist etwas schiefgegangen (protokolliert); versuch es noch einmal.
console-banner-web = Im Browser: { $url } ({ $links } gibt die Links der aktuellen Partie).
console-help-web = die Links der aktuellen Partie für den Browser (zuschauen; dein Platz, um per Klick zu spielen), oder alle Links widerrufen, die du bekommen hast
console-board-sides = WEISS schwarz
console-board-kind = { $kind ->
    [king] König
    [man] Stein
    [knight] Springer
    [castle-knight] Ritter
    [rook] Turm
    [counter] Stein
    [page] Page
    [diagonal] diagonal
    [orthogonal] orthogonal
    [compound] kombiniert
   *[other] { $kind }
}
console-board-flag = { $flag ->
    [crowned] gekrönt
    [crossed] hinübergezogen
    [boss] Boss (Lebenspunkte)
    [trapped] eingeschlossen
    [hidden] verdeckter König (nur du siehst ihn)
   *[other] { $flag }
}
console-board-mark = { $mark ->
    [castle] Burg
    [home-space] Heimfeld
    [home] Startfeld
    [choice] wählbares Feld
   *[other] { $mark }
}
console-board-captured = vom letzten Zug geschlagen
console-board-status = { $status }.
console-board-over-because = Partie beendet: { $status } ({ $reason }).
console-board-over = Partie beendet: { $status }.

console-help-takeback = bittet in einer ungewerteten Partie, deinen letzten Zug zurückzunehmen, oder nimmt die Bitte deines Gegners an (yes) oder lehnt sie ab (no)

console-takeback-how = { $ask }, { $yes } oder { $no }.

## Turniere: Antworten, Ablehnungen und Meldungen des Turniers, die Wörter seiner Bilder und
## die eigenen Texte von /tournament und der Konsole. Kommentare: siehe die englische Datei.

## Name und Einstellungen eines Turniers

tournament-title = Turnier Nr. { $number } ({ $name })
tournament-title-inline = Turnier Nr. { $number } ({ $name })
tournament-default-name-swiss = { $game } im Schweizer System
tournament-default-name-round-robin = { $game }-Rundenturnier
tournament-default-name-double-round-robin = { $game }, doppelrundiges Rundenturnier
tournament-system-swiss = Schweizer System (FIDE-Holländisches System)
tournament-system-round-robin = Rundenturnier
tournament-system-double-round-robin = doppelrundiges Rundenturnier
tournament-status-open = offen
tournament-status-running = im Gange
tournament-status-finished = beendet
tournament-status-cancelled = abgesagt
tournament-info-heading = { $tournament }: { $state }; Turnierleitung: { $organiser }.
tournament-state-open = Anmeldung offen
tournament-state-running = läuft, Runde { $round } von { $rounds }
tournament-state-finished = beendet
tournament-state-cancelled = abgesagt
tournament-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
tournament-rounds-at-start = Rundenzahl wird beim Start nach der Teilnehmerzahl festgelegt
tournament-rounds-by-players = Rundenzahl ergibt sich aus der Teilnehmerzahl
tournament-rated = gewertet (Fernpartien)
tournament-casual = ungewertet (keine Änderung der Wertung)
tournament-rated-live = gewertet (live)
tournament-settings = { $game }, { $system }, { $rounds }, { $rating }, { $time } pro Entscheidung.
tournament-settings-live = { $game }, { $system }, { $rounds }, { $rating }, live mit der Bedenkzeit { $control } (Minuten + Sekunden pro Zug).
tournament-settings-live-rounds = Jede Runde wird ausgelost, sobald die letzte Partie der vorigen endet. Wer nicht innerhalb von { $seconds } Sekunden den ersten Zug macht, verliert die Partie auf Zeit, kampflos.
tournament-settings-round-limit = Jede Runde endet { $time } nach ihrer Auslosung. { $rule }
tournament-settings-no-round-limit = Jede Runde wird ausgelost, sobald die vorige beendet ist.
tournament-settings-starts = Beginn: { $moment }.
tournament-settings-player-limit = Höchstens { $count } Teilnehmende.
tournament-settings-late = Nachmeldungen sind willkommen: Wer nachmeldet, erhält für die bereits ausgelosten Runden null Punkte.
tournament-settings-no-late = Keine Nachmeldungen.
tournament-settings-tiebreaks = Feinwertungen: { $tiebreaks }.
tournament-live-no-deadlines = Ein Turnier mit der Bedenkzeit { $control } hat keine Zeit pro Entscheidung und keine Rundenfrist: Seine Partien haben eine Uhr, und jede Runde endet mit ihrer letzten Partie.
tournament-deadline-rule = Läuft eine Partie bei Rundenschluss noch, verliert sie auf Zeit, wer gerade am Zug ist.
tournament-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
tournament-hours = { $count } Std.
tournament-minutes = { $count } Min.

## Anmeldung

tournament-entrants = Teilnehmende ({ $count }): { $names }.
tournament-nobody-entered = Noch niemand hat sich angemeldet.
tournament-opens = { $organiser } eröffnet { $tournament }.
tournament-join-before-start = Melde dich vor dem Start mit dem Button unten an.
tournament-join-below = Melde dich mit dem Button unten an.
tournament-created-start = Turnier Nr. { $number } erstellt. Starte es mit { $command }, sobald alle angemeldet sind.
tournament-created = Turnier Nr. { $number } erstellt.
tournament-enter-prompt = Bei { $tournament } anmelden?
tournament-button-join = Anmelden
tournament-button-leave = Abmelden
tournament-joined = Du bist bei { $tournament } angemeldet.
tournament-joined-late = Du spielst ab Runde { $round }; die bereits ausgelosten Runden zählen für dich null.
tournament-left = Du hast dich von { $tournament } abgemeldet.
tournament-player-default = Spieler { $number }

## Ablehnungen

tournament-not-found = Es gibt kein Turnier Nr. { $number }.
tournament-organiser-only = Nur die Turnierleitung von { $tournament } (wer es erstellt hat oder den Server verwaltet) kann { $action }.
tournament-action-start = es starten
tournament-action-cancel = es absagen
tournament-action-withdraw-other = andere Spieler zurückziehen
tournament-system-unknown = Ein Turnier ist { $systems }, nicht { $value }.
tournament-round-robin-rounds = Bei einem Rundenturnier ergeben sich die Runden aus der Teilnehmerzahl: Gib keine Runden an.
tournament-late-swiss-only = Nachmeldungen gibt es nur bei Turnieren im Schweizer System.
tournament-tiebreak-unknown = Unbekannte Feinwertung { $name }: Die Feinwertungen sind { $tiebreaks }.
tournament-tiebreak-twice = Jede Feinwertung wird nur einmal genannt.
tournament-rounds-range = Ein Turnier im Schweizer System hat { $low } bis { $high } Runden, nicht { $value }.
tournament-player-limit-range = Die Teilnehmergrenze liegt zwischen { $low } und { $high }, nicht { $value }.
tournament-start-passed = Die Startzeit ist vorbei: Gib eine künftige Zeit an oder keine, um das Turnier selbst zu starten.
tournament-bot-refused = Der Bot spielt keine Turniere.
tournament-already-in = Du bist bei { $tournament } bereits angemeldet.
tournament-closed-no-late = { $tournament } hat begonnen: Die Anmeldung ist geschlossen (die Turnierleitung hat keine Nachmeldungen zugelassen).
tournament-closed-last-round = { $tournament } ist in seiner letzten Runde: Die Anmeldung ist geschlossen.
tournament-closed-status = { $tournament } ist { $status }: Die Anmeldung ist geschlossen.
tournament-is-status = { $tournament } ist { $status }.
tournament-already-status = { $tournament } ist bereits { $status }.
tournament-leave-started = { $tournament } hat begonnen: Um nicht mehr mitzuspielen, zieh dich zurück ({ $command }).
tournament-not-in = Du bist bei { $tournament } nicht angemeldet.
tournament-other-not-in = { $player } ist bei { $tournament } nicht angemeldet.
tournament-withdraw-not-started = { $tournament } hat noch nicht begonnen: Melde dich stattdessen ab ({ $command }).
tournament-already-withdrawn = Du hast dich von { $tournament } bereits zurückgezogen.
tournament-other-already-withdrawn = { $player } ist von { $tournament } bereits zurückgezogen.
tournament-you-withdrew = Du hast dich von { $tournament } zurückgezogen.
tournament-cannot-restart = { $tournament } ist { $status }: Es kann nicht noch einmal starten.
tournament-too-few-players = { $tournament } braucht zum Start mindestens zwei Teilnehmende; es hat { $count }.
tournament-too-many-rounds = { $tournament }: { $players } Teilnehmende können höchstens { $most ->
    [one] { $most } Runde
   *[other] { $most } Runden
} im Schweizer System spielen, ohne zweimal aufeinanderzutreffen; verlangt sind { $rounds }.
tournament-bye-swiss-only = { $tournament } ist ein Rundenturnier: Halbpunkt-Freilose gibt es nur im Schweizer System.
tournament-no-round-left = { $tournament } hat keine Runde mehr auszulosen.
tournament-bye-twice = { $tournament }: Du hast in Runde { $round } bereits ein Freilos.
tournament-round-not-paired = { $tournament } hat die Runden 1 bis { $rounds } ausgelost; Runde { $round } gibt es noch nicht.
tournament-export-not-started = { $tournament } hat noch nicht begonnen: Es gibt nichts zu exportieren.
tournament-typed-not-text = Was du eingibst, ist Text, nicht { $value }.
tournament-storage-refusal = { $tournament } hat sich inzwischen geändert: { $reason }

## Start, Absage, Rückzug und Freilose

tournament-shortened = Verlangt waren { $rounds } Runden; { $players } Teilnehmende können höchstens { $most ->
    [one] { $most } Runde
   *[other] { $most } Runden
} im Schweizer System spielen, ohne zweimal aufeinanderzutreffen, also hat es { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}.
tournament-begins = { $tournament } beginnt mit { $count } Teilnehmenden.
tournament-started-not-posted = { $tournament } hat begonnen, aber Runde 1 ist noch nicht veröffentlicht. { $reason } Der Bot versucht es beim nächsten Takt seiner Uhr erneut.
tournament-not-started = { $tournament } sollte mit { $count ->
    [one] { $count } Teilnehmer
   *[other] { $count } Teilnehmenden
} beginnen; es braucht zwei und wird deshalb abgesagt.
tournament-cancelled = { $tournament } wurde von { $organiser } abgesagt.
tournament-cancelled-games-go-on = Laufende Partien gehen als gewöhnliche Partien weiter.
tournament-cancel-confirm = { $tournament } absagen? Das lässt sich nicht rückgängig machen.
tournament-cancel-confirm-running = { $tournament } absagen? Das lässt sich nicht rückgängig machen; laufende Partien gehen als gewöhnliche Partien weiter.
tournament-cancel-question = Absagen?
tournament-button-cancel = Turnier absagen
tournament-taken-off = { $player } wurde von { $tournament } abgemeldet.
tournament-reason-withdrew = selbst zurückgezogen
tournament-reason-by-organiser = von der Turnierleitung zurückgezogen
tournament-reason-time = zwei Zeitverluste
tournament-withdrawn-swiss = { $player } hat sich von { $tournament } zurückgezogen ({ $reason }); keine weiteren Paarungen, die gespielten Partien zählen.
tournament-withdrawn-annulled = { $player } hat sich von { $tournament } zurückgezogen ({ $reason }); keine weiteren Paarungen, und da weniger als die Hälfte der Partien gespielt wurde, bleiben die Ergebnisse in der Kreuztabelle, zählen aber für niemanden in der Tabelle.
tournament-withdrawn-forfeits = { $player } hat sich von { $tournament } zurückgezogen ({ $reason }); keine weiteren Paarungen, die gespielten Partien zählen, die übrigen gehen kampflos verloren.
tournament-bye-granted = { $tournament }: Du hast in Runde { $round } ein Halbpunkt-Freilos und wirst in dieser Runde nicht ausgelost.
tournament-game-white = { $tournament }, Runde { $round }: Deine Partie gegen { $opponent } ist Partie Nr. { $match }; du spielst Weiß.
tournament-game-black = { $tournament }, Runde { $round }: Deine Partie gegen { $opponent } ist Partie Nr. { $match }; du spielst Schwarz.

## Ansehen: Info, Liste, Tabelle, Paarungen, Export

tournament-withdrawn-list = Zurückgezogen: { $players }.
tournament-withdrawn-player = { $player } ({ $reason })
tournament-help = { $standings } und { $pairings } zeigen jederzeit den Stand.
tournament-listing-line = Nr. { $number } { $name }: { $game }, { $system }, { $status }, { $count ->
    [one] { $count } Teilnehmer
   *[other] { $count } Teilnehmende
}
tournament-listing = Turniere:
tournament-listing-empty = Hier gibt es noch keine Turniere. Erstelle eines mit { $command }.
tournament-suggestion = Nr. { $number } { $name } ({ $status })
tournament-no-standings = { $tournament } hat noch nicht begonnen: Noch keine Tabelle.
tournament-standings-final = { $tournament }: Abschlusstabelle.
tournament-standings-after = { $tournament }: Tabelle nach Runde { $round }.
tournament-standings-first = { $tournament }: Tabelle (Runde 1 ist noch nicht beendet).
tournament-no-pairings = { $tournament } hat noch keine Runde ausgelost.
tournament-pairings-heading = { $tournament }, Runde { $round }:
tournament-pairings-posted = { $tournament }, Runde { $round } von { $rounds }: Paarungen.
tournament-board = Brett { $board }: { $white } ({ $white_points }) – { $black } ({ $black_points }){ $after }
tournament-board-match = : Partie Nr. { $match }
tournament-bye-line = Freilos: { $player } ({ $kind }).
tournament-bye-u = von der Auslosung vergebenes Freilos, Punkte wie ein Sieg
tournament-bye-h = Halbpunkt-Freilos, beantragt
tournament-bye-f = Freilos mit vollem Punkt
tournament-bye-z = diese Runde keine Partie, keine Punkte
tournament-bye-short-u = Freilos der Auslosung
tournament-bye-short-h = Halbpunkt-Freilos
tournament-bye-short-f = Freilos mit vollem Punkt
tournament-bye-short-z = diese Runde keine Partie
tournament-bye-picture = { $player } ({ $kind })
tournament-live-round = Jede Partie hat die Bedenkzeit { $control }; { $rating }.
tournament-next-round-rule = Die nächste Runde wird ausgelost, wenn die letzte Partie dieser Runde endet.
tournament-round-deadline = Rundenschluss: { $moment }. { $rule }
tournament-withdrawn-note = zurückgezogen ({ $reason })
tournament-withdrawn = zurückgezogen
tournament-exported = { $tournament } als FIDE-TRF-Datei ({ $count ->
    [one] { $count } Teilnehmer
   *[other] { $count } Teilnehmende
}, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}).

## Das Ende einer Runde und des Turniers

tournament-round-over = { $tournament }: Runde { $round } ist beendet.
tournament-standings-after-round = Tabelle nach Runde { $round }:
tournament-nobody-played = Niemand hat gespielt.
tournament-winner = Es gewinnt { $player } mit { $points } { $tenths ->
    [10] Punkt
   *[other] Punkten
}.
tournament-shared-first = Den ersten Platz teilen sich { $players }, gleichauf nach Punkten und allen Feinwertungen.
tournament-over = { $tournament } ist beendet.
tournament-over-early = { $tournament } ist vorzeitig beendet: { $reason }.
tournament-final = { $heading } { $winner }
    Abschlusstabelle:
tournament-unpairable-few = Runde { $round } lässt sich nicht auslosen: Es sind weniger als zwei Teilnehmende übrig
tournament-unpairable-rules = keine Auslosung von Runde { $round } erfüllt die absoluten Regeln (niemand trifft zweimal auf denselben Gegner, niemand erhält das Freilos der Auslosung nach einem Freilos oder einem kampflosen Sieg)

## Arbeit, die zu lange dauerte

tournament-work-busy = { $work }: nach über { $seconds } s Warten auf den Turnierprozess des Bots, der mit anderem beschäftigt war (etwa der Auslosung einer großen Runde), aufgegeben; nichts davon wurde gespeichert. Versuch es in ein paar Minuten noch einmal.
tournament-work-timed-out = { $work }: Dauerte länger als { $seconds } s und wurde abgebrochen; nichts davon wurde gespeichert.
tournament-work-failed = { $work }: Konnte nicht berechnet werden (der Prozess ist zweimal ausgefallen); nichts davon wurde gespeichert.
tournament-work-pairing = { $tournament }: Auslosung von Runde { $round }
tournament-work-standings = { $tournament }: Berechnung der Tabelle
tournament-work-pairing-picture = { $tournament }: Zeichnen der Paarungen von Runde { $round }
tournament-work-standings-picture = { $tournament }: Zeichnen der Tabelle
tournament-work-export = { $tournament }: Schreiben der TRF-Datei

## Die Bilder: Paarungen und Tabelle

tournament-picture-pairing-title = { $name }: Paarungen der Runde { $round }
tournament-picture-pairing-subtitle = Runde { $round } · { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Bretter
}
tournament-picture-not-paired-count = { $count } ohne Paarung
tournament-picture-not-paired = Ohne Paarung: { $player }
tournament-picture-board = Br.
tournament-picture-white = Weiß
tournament-picture-black = Schwarz
tournament-picture-points = Pkt.
tournament-picture-result = Ergebnis
tournament-picture-no-boards = Keine Bretter in dieser Runde.
tournament-picture-standings-title = { $name }: Tabelle
tournament-picture-players = { $count ->
    [one] { $count } Teilnehmer
   *[other] { $count } Teilnehmende
}
tournament-picture-tiebreak-order = Feinwertungen in Reihenfolge: { $tiebreaks }
tournament-picture-rank = Pl.
tournament-picture-player = Name
tournament-picture-note = Hinweis
tournament-picture-no-players = Noch keine Teilnehmenden.
tournament-picture-page = Seite { $page } von { $pages }

## Die eigenen Texte von /tournament und der Konsole

tournament-create-in-server = Ein Turnier wird im Kanal eines Servers erstellt, wo seine Runden veröffentlicht werden.
tournament-started-posted = Turnier Nr. { $number } hat begonnen: Runde 1 ist in { $channel } veröffentlicht.
tournament-started-refused = Turnier Nr. { $number } hat begonnen, aber Runde 1 konnte in { $channel } nicht vollständig veröffentlicht werden: { $refusals }. { $command } zeigt sie.
tournament-done-see = Erledigt: siehe { $channel }.
tournament-its-channel = den Kanal des Turniers
tournament-posted = Veröffentlicht.
tournament-shown-privately = Nur dir angezeigt: Das Turnier gehört zu einem anderen Server.
tournament-console-what = tournament was? { $subcommands } ({ $help } zeigt alle).
tournament-console-unknown = tournament { $typed }? Eines von: { $subcommands }.
tournament-console-which = Welches Turnier? Gib seine Nummer an ({ $list } zeigt sie).
tournament-console-only-number = tournament { $subcommand } nimmt nur die Nummer des Turniers.
tournament-console-which-game = Welches Spiel? { $usage }
tournament-console-cancel = Turnier Nr. { $number } absagen? Es endet ohne Ergebnis. Gib { $command } ein, um es zu bestätigen.

## Die Feinwertungen, nach ihren FIDE-Kürzeln (C.07)

tournament-tiebreak-bh = Buchholz
tournament-tiebreak-bh-c1 = Buchholz ohne schlechtestes Ergebnis
tournament-tiebreak-sb = Sonneborn-Berger
tournament-tiebreak-de = Direkter Vergleich
tournament-tiebreak-win = Anzahl der Siege
tournament-tiebreak-won = Anzahl gewonnener Partien
tournament-tiebreak-ks = Koya-System

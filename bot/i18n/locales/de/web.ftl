### Die Seiten des Web-Begleiters (bot/web) und was der Dienst über seine Links sagt.

## Seite einer Partie

web-title = Partie Nr. { $match } · { $game }
web-players = Weiß: { $white } · Schwarz: { $black }
web-side-white = Weiß
web-side-black = Schwarz
web-turn = { $player } ist am Zug ({ $side })
web-turn-yours = Du bist am Zug ({ $side })
# Web match page of a live game, the clock's line before both sides' time left; $control the time control as written (10+5).
web-clock = Uhr { $control }:
# Web match page of a live game, after the clock's line: when the side to move's time runs out (the page's countdown reaches 0:00); $side web-side-*, $time a time of day in UTC (14:32:05).
web-clock-runs-out = ({ $side } überschreitet die Zeit um { $time } UTC)
web-setup = Die Spieler treffen ihre geheime Aufstellungswahl.
web-result-win = { $player } ({ $side }) gewinnt: { $reason }
web-result-draw = Remis: { $reason }
web-position-start = Anfang
web-position-move = Zug { $number }: { $move }
web-board-label = Brett der Partie Nr. { $match }, { $position }
web-square-piece = { $square }: { $piece } ({ $side })
web-square-flags = { $described }, Zustand: { $flags }
web-your-view = Deine eigene Ansicht: Deine verdeckten Steine siehst nur du.
web-delay = Eine gewertete Partie: Zuschauer sehen sie { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
} hinter den Spielern, bis sie endet.
web-moves-heading = Züge
web-pieces-heading = Steine und Figuren
web-language = Sprache
# Web match pages, the header: the label of the switch between the boards' colour sets.
web-palette = Farben
# Web match pages, the colour switch: the usual colours.
web-palette-standard = Standard
# Web match pages, the colour switch: colours told apart with red-green colour blindness (the Okabe-Ito set).
web-palette-colour-blind = Farbenblindmodus

## Steine und Figuren

web-piece-man = Stein
web-piece-king = König
web-piece-counter = Stein
web-piece-knight = Springer
web-piece-castle-knight = Ritter
web-piece-rook = Turm
web-piece-page = Page
web-piece-diagonal = Diagonalstein
web-piece-orthogonal = Orthogonalstein
web-piece-compound = Kombistein
web-flag-hidden = verdeckt
web-flag-trapped = eingeschlossen
web-flag-crowned = gekrönt
web-flag-boss = Boss
web-flag-crossed = hinübergezogen

## Wiederholung

web-replay-first = « Anfang
web-replay-previous = ‹ Zurück
web-replay-next = Vor ›
web-replay-last = Ende »
web-replay-slider = Stellung
web-replay-go = Zeigen

## Spielen auf der Seite deines Platzes

web-play-hint = Klicke auf einen Stein und dann auf sein Ziel, oder wähle den Zug aus der Liste.
web-play-pick = Dein Zug:
web-play-button = Ziehen
web-choose-hint = Klicke auf das Feld, auf dem dein verdeckter König beginnt, oder wähle es aus der Liste; nur du siehst es.
web-choose-pick = Feld deines Königs:
web-draw-offer = Remis anbieten
web-draw-accept = Remis annehmen
web-draw-decline = Remis ablehnen
web-draw-waiting = Dein Remisangebot wartet auf die Antwort deines Gegners.
web-resign-confirm = Ja, ich gebe diese Partie auf
web-resign-button = Aufgeben
web-move-missing = Wähle zuerst einen Zug.
web-draw-unknown = Biete Remis an, oder nimm das Angebot deines Gegners an oder lehne es ab.
web-resign-unconfirmed = Setze das Häkchen, um die Aufgabe zu bestätigen.
web-csrf = Dieses Formular ist abgelaufen: Lade die Seite neu und versuche es noch einmal.

## Links und einfache Seiten

web-plain-title = Gamut
web-home = Das ist der Web-Begleiter von Gamut. Öffne eine Partie über einen Link, den dir der Bot gibt (der Befehl web der Konsole oder der Button „Im Web ansehen“ in Discord).
web-link-bad = Dieser Link ist ungültig: Vielleicht wurde er nicht vollständig kopiert. Lass dir vom Bot einen neuen geben.
web-link-expired = Dieser Link ist abgelaufen. Lass dir vom Bot einen neuen geben.
web-link-revoked = Der Spieler, für den dieser Link erstellt wurde, hat ihn widerrufen. Lass dir vom Bot einen neuen geben.
web-link-gone = Die Partie, die dieser Link öffnete, gibt es nicht mehr.
web-seat-missing = Dein Platz ist in diesem Browser nicht geöffnet: Öffne deinen Spielerlink noch einmal.
web-seat-opening = Dein Platz wird geöffnet
web-seat-continue = Weiter zu deinem Platz
web-rate-limited = Zu viele Anfragen: Warte einen Moment und versuche es noch einmal.
web-no-page = Unter dieser Adresse gibt es keine Seite. Die Links, die der Bot gibt, öffnen Partien und Turniere; die Ranglisten und die Regeln sind auf der Startseite verlinkt.
web-storage = Die Datenbank antwortet gerade nicht. Es wurde nichts geändert; versuche es gleich noch einmal.
web-error = Auf dem Server ist etwas schiefgegangen (es wurde protokolliert). Versuche es noch einmal.

## Links, wie Konsole und Discord sie geben

web-watch-link = Partie Nr. { $match } im Browser ansehen: { $url }
web-seat-link = Dein Platz, um im Browser zu spielen (behalte ihn für dich: Er spielt für dich): { $url }
web-off = Der Web-Begleiter ist ausgeschaltet: Setze GAMUT_WEB_PORT (siehe .env.example), um ihn einzuschalten.
web-links-revoked = Keiner der Web-Links, die du bisher bekommen hast, öffnet noch etwas. Lass dir neue geben, wenn du sie brauchst.

## Die Seite eines Turniers, die öffentlichen Seiten

web-link-tournament-gone = Das Turnier, das dieser Link öffnete, gibt es nicht mehr.
web-tournament-link = Verfolge { $tournament } im Browser: { $url }
web-tournament-state = Stand: { $state }
web-tournament-winner = { $count ->
    [one] Sieger: { $players }
   *[other] Geteilter erster Platz: { $players }
}
web-tournament-standings = Tabelle nach Runde { $round }
web-tournament-standings-none = Tabelle (noch keine Runde beendet)
web-tournament-no-standings = Eine Tabelle gibt es erst, wenn das Turnier beginnt.
web-tournament-rank = Platz
web-tournament-player = Spieler
web-tournament-points = Punkte
web-tournament-pairings = Paarungen
web-tournament-round = Runde { $round }
web-tournament-pairing = Brett { $board }: { $white } – { $black }
web-tournament-playing = läuft
web-tournament-trf = Die TRF-Datei herunterladen (das FIDE-Format, für andere Turnierprogramme)
web-tournament-refresh = Solange das Turnier läuft, folgt ihm diese Seite live: Ergebnisse und neue Runden erscheinen von selbst.
web-public-leaderboards = Ranglisten
web-public-rules = Regeln
web-public-no-game = Es gibt kein Spiel namens { $game }.
web-public-bad-page = Das ist keine Seite der Rangliste.
web-public-no-player = Gamut kennt keinen solchen Spieler.
web-public-no-rules = Diese Regelseite gibt es nicht.
web-rules-in-english = Diese vollständigen Regeln gibt es nur auf Englisch. Die Zusammenfassung jedes Spiels gibt dir der Bot in deiner Sprache: /regeln in Discord, rules SPIEL in der Konsole.
web-board-title = Rangliste für { $game } ({ $pool ->
        [live] live
       *[correspondence] Fernpartien
    }, überall)
web-board-other-pool = { $pool ->
        [live] Die Live-Rangliste
       *[correspondence] Die Rangliste der Fernpartien
    }
web-board-rank = Platz
web-board-player = Spieler
web-board-rating = Wertung
web-board-games = Partien
web-board-empty = Auf dieser Seite der Rangliste steht niemand.
web-board-previous = Vorige Seite
web-board-next = Nächste Seite
web-board-provisional = Eine mit ? markierte Wertung ist vorläufig: Sie beruht auf zu wenigen Partien, um verlässlich zu sein.
web-player-title = { $player }
web-player-standing = { $game } ({ $pool ->
        [live] live
       *[correspondence] Fernpartien
    }): Platz { $rank }, Wertung { $rating } ({ $wins } gewonnen, { $losses } verloren, { $draws } remis)
web-player-unrated = Dieser Spieler hat noch keine Wertung.
web-links-revoke-confirm = Alle Web-Links widerrufen, die du bekommen hast? Zuschauer- und Platz-Links aller Partien funktionieren sofort nicht mehr; danach kannst du dir neue geben lassen.
web-links-revoke-prompt = Deine Web-Links widerrufen?
web-links-revoke-button = Alle meine Links widerrufen

### Live-Partien: Spiele mit Uhr (bot.service.live, bot.service.live_clock; docs/clocks.md).

live-control-refused = { $reason ->
        [fraction] Die Bedenkzeit { $text } ergibt eine Grundzeit, die keine ganzen Sekunden sind.
        [too-long] Die Bedenkzeit { $text } ist zu lang: höchstens 180 Minuten und 180 Sekunden pro Zug.
        [empty] Die Bedenkzeit { $text } gibt überhaupt keine Zeit.
       *[shape] { $text } ist keine Bedenkzeit: schreib Minuten + Sekunden pro Zug, etwa 10+5.
    }

live-control-too-fast = { $control } ist zu schnell, um hier zu spielen: Die geschätzte Dauer, { $estimate } Sekunden (Grundzeit + 40 × Inkrement), liegt unter { $floor } Sekunden. Angeboten werden nur Schnellschach und klassische Partien, denn ein Zug braucht auf Discord hin und zurück (die Antwort des Bots, das Hochladen des Bildes, der Client deines Gegners, der es lädt) eine halbe bis zwei Sekunden, mehr als eine Uhr pro Zug verzeiht. Versuch es mit 10+5 oder 15+10.

live-timing-refused = Die Zeit des Zuges ließ sich nicht lesen, deshalb wurde er nicht gespielt. Versuch es noch einmal.

live-not-against-ai = Partien mit Uhr spielen Mitglieder gegeneinander, nicht gegen den Bot.

live-reason-flag = { $side ->
        [white] Weiß hat die Zeit überschritten
       *[black] Schwarz hat die Zeit überschritten
    }

live-flagged = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) hat die Zeit überschritten.

live-aborted = { $match } ist abgebrochen: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) hat nicht innerhalb von { $seconds } Sekunden den ersten Zug gemacht. Die Partie wird nicht gewertet.

live-reason-no-show = { $side ->
        [white] Weiß hat den ersten Zug nicht rechtzeitig gemacht
       *[black] Schwarz hat den ersten Zug nicht rechtzeitig gemacht
    }

live-no-show = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) hat nicht innerhalb von { $seconds } Sekunden den ersten Zug gemacht. Eine Turnierpartie wird nicht abgebrochen: Sie geht auf Zeit verloren, kampflos.

live-not-live = { $match } hat keine Uhr: Es gibt keine Zeit zu schenken.

live-give-self = In { $match } spielst du gegen dich selbst: Es gibt niemanden, dem du Zeit schenken könntest.

live-time-given = { $match }: { $player } schenkt { $opponent } { $seconds } Sekunden mehr.

live-restart-gift = { $match }: Der Bot wurde neu gestartet, deshalb bekommt { $player } { $seconds } Sekunden zurück.

live-challenge-terms = Uhr: { $control }.

live-time-left = Uhr { $control }: Weiß { $white }, Schwarz { $black }.

live-low-time = { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) hat nur noch wenig Zeit: { $time }.

live-first-move = Der erste Zug muss innerhalb von { $seconds } Sekunden kommen, sonst wird die Partie abgebrochen.

live-first-move-tournament = Der erste Zug muss innerhalb von { $seconds } Sekunden kommen, sonst geht die Partie auf Zeit verloren.

live-result-aborted = abgebrochen, ohne Ergebnis und ungewertet

# Discord: die Zeile unter dem Beitrag einer Partie mit Uhr, die die Zeit der Seite am Zug herunterzählt.
discord-clock-countdown = { $player }, deine Zeit läuft { $when } ab.

# Discord: der Knopf, der dem Gegner des Drückenden mehr Zeit gibt; $seconds ist 15.
discord-button-give-time = +{ $seconds } s für meinen Gegner

### Was der Bot selbst in Discord sagt (bot/discord). Wo jede Nachricht erscheint, steht in den
### Kommentaren der englischen Datei (en/discord.ftl).

## Buttons und Menüs

discord-button-accept = Annehmen
discord-button-decline = Ablehnen
discord-button-withdraw = Zurückziehen
discord-button-claim = Sieg beanspruchen
discord-button-resign = Aufgeben
discord-button-draw = Remis anbieten
discord-button-takeback = Zug zurücknehmen
discord-button-rematch = Revanche
discord-select-placeholder = Auswählen …
discord-page-previous = ◀ Zurück
discord-page-following = Weiter ▶
discord-button-not-yours = Das muss { $player } beantworten, nicht du.
discord-button-gone = Dieser Button wird nicht mehr verwendet.
discord-challenge-accepted = Angenommen: Die Partie wird in { $channel } gespielt.
discord-rematch-accepted = Revanche angenommen: Die Partie wird in { $channel } gespielt.

## Wie Antworten nennen, was ein Spieler tut

discord-command-choose = wähle { $choice } in meiner Direktnachricht (oder mit { $peek })
discord-command-choose-any = triff deine Wahl in meiner Direktnachricht (oder mit { $peek })
discord-command-button = den Button { $button }

## Wenn Discord eine Nachricht ablehnt

discord-attached-whole = (der vollständige Text ist angehängt)
discord-refusals-more = { $first } (und { $count ->
        [one] { $count } weitere Ablehnung
       *[other] { $count } weitere Ablehnungen
    })
discord-refused-match = Erledigt, aber ich konnte es nicht posten: { $refusals }. { $board } zeigt die Stellung.
discord-refused-round = Erledigt, aber ich konnte es nicht posten: { $refusals }. { $pairings } und { $standings } zeigen den Stand.
discord-refused-tournament = Erledigt, aber ich konnte es nicht posten: { $refusals }. { $info } zeigt es.
discord-refused = Erledigt, aber ich konnte es nicht posten: { $refusals }.
discord-refused-channel-gone = sein Kanal existiert nicht mehr, daher konnte dort nichts gepostet werden
discord-refused-post = Discord hat das Posten in { $channel } abgelehnt ({ $reason })
discord-the-channel = dem Kanal
discord-bulletin-not-delivered = die Neuigkeiten von Turnier Nr. { $tournament } wurden nicht zugestellt
discord-bulletin-channel-gone = der Kanal von Turnier Nr. { $tournament } existiert nicht mehr
discord-bulletin-refused = { $refusal } ({ $news })
discord-bulletin-news = die Neuigkeiten eines Turniers
discord-match-not-delivered = Partie Nr. { $match } wurde nicht zugestellt
discord-match-refused = Partie Nr. { $match }: { $refusal }

## Direktnachrichten

discord-dm-closed-here = (Ich kann dir keine Direktnachrichten schicken, deshalb zeige ich es dir hier privat. Erlaube Direktnachrichten von Mitgliedern dieses Servers, um sie zu bekommen.)
discord-dm-closed-peek = { $player }, ich kann dir keine Direktnachrichten schicken. Erlaube Direktnachrichten von Mitgliedern dieses Servers und nutze { $peek }, um deine Wahl zu treffen und dein privates Brett zu sehen.
discord-play-here = Hier wird gespielt: { $link }
discord-round-game = Deine Partie der Runde { $round } gegen { $opponent }: { $link }
discord-tournament-game = Deine Turnierpartie gegen { $opponent }: { $link }
discord-game-links = Partien: { $games }.
discord-game-board = Brett
discord-thread-players = { $white } gegen { $black }

## Fehler

discord-failure-generic = Bei mir ist etwas schiefgelaufen; es wurde protokolliert. Bitte versuche es später noch einmal.
discord-failure-busy = Die Spieldatenbank ist gerade ausgelastet, daher wurde nichts geändert. Bitte versuche es gleich noch einmal.
discord-failure-unreachable = Die Spieldatenbank ist gerade nicht erreichbar, daher wurde nichts geändert. Bitte versuche es gleich noch einmal.
discord-failure-outcome-unknown = Die Spieldatenbank hat nicht mehr geantwortet, während deine Aktion gespeichert wurde, daher weiß ich noch nicht, ob sie gespeichert ist. Sieh dir gleich das Brett an, bevor du es noch einmal versuchst.
discord-failure-database = Ich konnte die Spieldatenbank nicht lesen oder beschreiben, daher wurde nichts geändert. Es wurde protokolliert; bitte versuche es später noch einmal.
discord-restarting = Gamut startet gerade neu; es wurde nichts ausgeführt. Versuche es in einer Minute noch einmal.
discord-refused-cannot = Das geht nicht.
discord-refused-command-here = Diesen Befehl kannst du hier nicht verwenden.

## Befehle

discord-play-other-bot = { $bot } ist ein anderer Bot und kann hier nicht spielen: Fordere eine Person heraus, lass den Gegner leer oder wähle mich, um gegen meine KI zu spielen.
discord-play-ai-off = Meine KI ist auf diesem Server ausgeschaltet: Fordere eine Person heraus.
discord-play-level-needs-me = { $level } ist meine Spielstärke, wenn du gegen mich spielst: Wähle mich als Gegner.
discord-play-match-on = Partie Nr. { $match } läuft in { $channel }.
discord-this-channel = diesem Kanal
discord-challenge-buttons = Die Buttons stehen jeweils unter der Nachricht der Herausforderung.
discord-rematch-name-match = Nenne die beendete Partie: { $rematch }.
discord-page-next = Seite { $page } von { $count }; { $next } zeigt die nächste.
discord-page-last = Seite { $page } von { $count }, die letzte.
discord-page-only-one = Es gibt nur eine Seite: Lass die Seitenangabe weg.
discord-page-past-last = Es gibt nur { $count } Seiten: Wähle eine Seite von 1 bis { $count }.

## Getippte Züge

discord-typed-secret-refusal = Diesen Zug kannst du jetzt nicht machen; { $move } zeigt dir privat deine legalen Züge.
discord-typed-several = Mehrere deiner Partien warten auf dich ({ $matches }): Nutze { $move }.
discord-typed-not-yours = Partie Nr. { $match }: Die Entscheidung liegt bei deinem Gegner, nicht bei dir.

## /help

discord-help-typed-moves-on = Im Thread einer Partie kannst du den Zug auch einfach eintippen.
discord-help-typed-moves-off = (Getippte Züge sind bei diesem Bot ausgeschaltet: Nutze /ziehen.)
discord-help = **Gamut** bietet fünf seltene abstrakte Spiele für zwei: { $games }.
    `/spielen spiel gegner farbe …` fordere jemanden heraus (ohne Gegner: jeder darf annehmen; dich selbst: übe beide Seiten; mich, mit `stufe` leicht/mittel/schwer: spiel gegen meine KI). Jede Partie bekommt ihren eigenen Thread; wer herausfordert, kann die Herausforderung zurückziehen, solange sie unbeantwortet ist.
    `/ziehen zug` mach einen Zug; die Vorschläge zeigen deine legalen Züge. { $typed_moves }
    `/brett` die Stellung · `/einblick` deine private Ansicht · `/verlauf` die Züge · `/wiederholung` ein GIF
    `/remis` biete Remis an oder nimm es an (ich nehme nur an, wenn niemand mehr gewinnen kann) · `/aufgeben` gib auf · `/revanche` noch einmal, mit getauschten Farben
    `/partien` deine Partien und Herausforderungen · `/rangliste spiel` die besten Spieler (gewertete Partien: `/spielen … gewertet`) · `/profil` Wertungen, Ergebnisse und ein Wertungsverlauf
    `/regeln spiel` wie ein Spiel gespielt wird · `/lernen spiel` ein Tutorial, eine Regel pro Lektion
    `/tipp` ein vorgeschlagener Zug (nur gegen dich selbst oder mich) · `/analyse partie` die Analyse deiner Züge in einer beendeten Partie durch die KI
    Verdeckter König (King's Crossing, `stealth`): Du wählst das Feld deines verdeckten Königs in einer Direktnachricht; wenn ich dir nicht schreiben kann, fragt dich `/einblick`.
    `/turnier erstellen` ein Turnier im Schweizer System oder ein Rundenturnier in diesem Kanal (Buttons Anmelden / Abmelden; gestartet wird es von der Person, die es erstellt hat, oder von der Serververwaltung) · `/turnier tabelle`, `paarungen`, `info`, `liste` · `/turnier zurückziehen` nicht mehr mitspielen · `freilos` ein halber Punkt ohne Partie in der nächsten Runde · `exportieren` eine TRF-Datei · `/turnier web` ein Link zu seiner Webseite (Tabelle und Partien, live)
    Serververwaltung: `/gamut-einstellungen` (Thread- oder Kanalmodus, Bedenkzeit, Kanal für getippte Züge, Ranglisten an oder aus, wie viele Turniere und Herausforderungen ein Mitglied offen haben darf, die Sprache des Servers).
    { $numbering }

## /gamut-settings

discord-settings-managers-only = Nur Mitglieder, die diesen Server verwalten dürfen, können die Einstellungen ändern.
discord-settings-title = **Gamut-Einstellungen für diesen Server**
discord-settings-mode-thread = Modus: Thread (jede Partie in ihrem eigenen Thread)
discord-settings-mode-channel = Modus: Kanal (Partien werden im Kanal gespielt)
discord-settings-time-limit = Bedenkzeit: { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } pro Entscheidung
discord-settings-time-limit-default = Bedenkzeit: { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } pro Entscheidung (Standard des Bots)
discord-settings-text-channel = Kanal für getippte Züge: { $channel }
discord-settings-text-channel-none = Kanal für getippte Züge: keiner
discord-settings-typed-on = getippte Züge: an
discord-settings-typed-off = getippte Züge: aus (dem Bot fehlt Discords Berechtigung „Message Content“)
discord-settings-leaderboards-on = Ranglisten: an
discord-settings-leaderboards-off = Ranglisten: aus
discord-settings-open-tournaments = offene Turniere: { $count } pro Mitglied
discord-settings-open-tournaments-default = offene Turniere: { $count } pro Mitglied (Standard)
discord-settings-open-challenges = offene Herausforderungen: { $count } pro Mitglied
discord-settings-open-challenges-default = offene Herausforderungen: { $count } pro Mitglied (Standard)
discord-settings-language = Sprache: { $name }
discord-settings-language-default = Sprache: { $name } (die Community-Sprache des Servers)

## The web companion (/watch, Watch on the web, /web revoke)

discord-button-watch = Im Web ansehen
discord-web-watch = Partie Nr. { $match } im Web ansehen: { $link }
discord-web-seat = Dein Platz, um im Browser zu spielen (behalte ihn für dich: wer ihn öffnet, spielt für dich): { $link }
discord-web-watch-posted = Der Link zum Zuschauen steht hier für alle (die Web-Einstellung dieses Servers ist öffentlich).
# /tournament web, privately: the asker's link to the tournament's page; $tournament its title, $link the address.
discord-web-tournament = Verfolge { $tournament } im Web: { $link }
# /tournament web, privately, when the tournament's link was posted in its channel for everyone.
discord-web-tournament-posted = Der Link zum Turnier steht hier für alle (die Web-Einstellung dieses Servers ist öffentlich).
discord-web-off = Dieser Bot hat keine Webseiten: Der Betreiber hat den Web-Begleiter nicht eingeschaltet.
discord-settings-web-private = Web: privat (Links nur für die Person, die fragt)
discord-settings-web-public = Web: öffentlich (Links zum Zuschauen dort gepostet, wo alle die Partie lesen können)

## The Move picker (the Move button under a running match's board, and its private screens)

picker-open = Ziehen
picker-first = Partie Nr. { $match }: Von welchem Feld aus ziehst du?
picker-first-placeholder = Feld, von dem aus du ziehst
picker-next = Partie Nr. { $match }: { $picked }. Welches Feld als Nächstes?
picker-next-placeholder = Nach { $picked }
picker-group = { $what } ({ $first } bis { $last })
picker-play = { $move } spielen
picker-back = Zurück
picker-played = Du hast { $move } gespielt.
picker-setup-first = Partie Nr. { $match }: Auf welchem deiner Startfelder versteckt sich dein König? Nur du siehst das.
picker-setup-placeholder = Feld deines verdeckten Königs
picker-chosen = Dein König versteckt sich auf { $square }.

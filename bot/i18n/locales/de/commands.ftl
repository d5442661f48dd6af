### Gamuts Slash-Befehle, wie Discords Befehlsliste sie zeigt.
###
### Namen (command-*, option-*): Kleinbuchstaben, keine Leerzeichen, höchstens 32 Zeichen.
### Beschreibungen (.description) und Auswahlwerte (choice-*): höchstens 100 Zeichen.
### Die Begriffe der Regeln folgen docs/glossary.md.

## /board

# /board: the command's name in Discord's command list; .description: the line under it.
command-board = brett
    .description = Zeig hier das Brett einer Partie

# /board, option match: the option's name, typed after the command; .description: the hint beside it.
option-board-match = partie
    .description = die Nummer der Partie (Standard: die dieses Threads oder deine)

## /draw

# /draw: the command's name in Discord's command list; .description: the line under it.
command-draw = remis
    .description = Biete Remis an oder nimm das Angebot deines Gegners an

# /draw, option match: the option's name, typed after the command; .description: the hint beside it.
option-draw-match = partie
    .description = die Nummer der Partie, wenn du mehrere spielst

## /games

# /games: the command's name in Discord's command list; .description: the line under it.
command-games = partien
    .description = Deine laufenden Partien und offenen Herausforderungen

## /gamut-settings

# /gamut-settings: the command's name in Discord's command list; .description: the line under it.
command-gamut-settings = gamut-einstellungen
    .description = Servereinstellungen (Server verwalten)

# /gamut-settings, option mode: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-mode = modus
    .description = Thread: jede Partie bekommt einen Thread; Kanal: Partien laufen im Kanal

# /gamut-settings, option time_limit_hours: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-time_limit_hours = stunden_pro_entscheidung
    .description = Stunden, die man für jede Entscheidung hat (neue Partien)

# /gamut-settings, option text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-text_move_channel = zugkanal
    .description = ein Kanal, in dem man seine Züge eintippen kann

# /gamut-settings, option clear_text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-clear_text_move_channel = zugkanal_entfernen
    .description = getippte Züge im Zugkanal nicht mehr lesen

# /gamut-settings, option leaderboards: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-leaderboards = ranglisten
    .description = ob /rangliste auf diesem Server antwortet

# /gamut-settings, option open_tournaments: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_tournaments = offene_turniere
    .description = Turniere, die ein Mitglied gleichzeitig offen oder laufend haben darf

# /gamut-settings, option open_challenges: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_challenges = offene_herausforderungen
    .description = Herausforderungen, die ein Mitglied gleichzeitig offen haben darf

# /gamut-settings, option language: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-language = sprache
    .description = die Sprache von Gamuts Beiträgen auf diesem Server (Standard: die Community-Sprache)

## /help

# /help: the command's name in Discord's command list; .description: the line under it.
command-help = hilfe
    .description = Was Gamut kann

## /hint

# /hint: the command's name in Discord's command list; .description: the line under it.
command-hint = tipp
    .description = Ein Zug, den die KI vorschlägt (Übungspartien)

# /hint, option match: the option's name, typed after the command; .description: the hint beside it.
option-hint-match = partie
    .description = die Nummer der Partie, wenn du mehrere spielst

## /history

# /history: the command's name in Discord's command list; .description: the line under it.
command-history = verlauf
    .description = Die bisherigen Züge einer Partie

# /history, option match: the option's name, typed after the command; .description: the hint beside it.
option-history-match = partie
    .description = die Nummer der Partie (Standard: die dieses Threads oder deine)

## /leaderboard

# /leaderboard: the command's name in Discord's command list; .description: the line under it.
command-leaderboard = rangliste
    .description = Die Spieler mit der besten Wertung in einem Spiel

# /leaderboard, option game: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-game = spiel
    .description = das Spiel

# /leaderboard, option scope: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-scope = bereich
    .description = die Spieler dieses Servers oder alle überall (Standard: Server)

# /leaderboard, option pool: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-pool = spielart
    .description = Live-Partien (mit Uhr) oder Fernpartien (Standard: Fernpartien)

## /learn

# /learn: the command's name in Discord's command list; .description: the line under it.
command-learn = lernen
    .description = Lerne ein Spiel in kurzen Lektionen, eine Regel pro Lektion

# /learn, option game: the option's name, typed after the command; .description: the hint beside it.
option-learn-game = spiel
    .description = das Spiel, das du lernen willst

# /learn, option answer: the option's name, typed after the command; .description: the hint beside it.
option-learn-answer = antwort
    .description = dein Zug für die gezeigte Lektion (die Vorschläge sind die legalen Züge)

# /learn, option lesson: the option's name, typed after the command; .description: the hint beside it.
option-learn-lesson = lektion
    .description = zurück zu einer Lektion, die du bestanden hast (ihre Nummer)

## /move

# /move: the command's name in Discord's command list; .description: the line under it.
command-move = ziehen
    .description = Mach einen Zug (oder triff eine Entscheidung) in deiner Partie

# /move, option move: the option's name, typed after the command; .description: the hint beside it.
option-move-move = zug
    .description = der Zug, z. B. a4-b5 (die Vorschläge sind deine legalen Züge)

# /move, option match: the option's name, typed after the command; .description: the hint beside it.
option-move-match = partie
    .description = die Nummer der Partie, wenn du mehrere spielst

## /peek

# /peek: the command's name in Discord's command list; .description: the line under it.
command-peek = einblick
    .description = Deine private Ansicht deiner Partie (nur für dich)

# /peek, option match: the option's name, typed after the command; .description: the hint beside it.
option-peek-match = partie
    .description = die Nummer der Partie, wenn du mehrere spielst

## /play

# /play: the command's name in Discord's command list; .description: the line under it.
command-play = spielen
    .description = Fordere jemanden zu einer Partie heraus

# /play, option game: the option's name, typed after the command; .description: the hint beside it.
option-play-game = spiel
    .description = das Spiel, das du spielen willst

# /play, option opponent: the option's name, typed after the command; .description: the hint beside it. In full: "who you challenge: a member, me (the bot) to play my AI, nobody for an open challenge, yourself to practise"
option-play-opponent = gegner
    .description = wen du herausforderst: ein Mitglied, mich (den Bot) und meine KI, niemanden (offen) oder dich selbst

# /play, option colour: the option's name, typed after the command; .description: the hint beside it.
option-play-colour = farbe
    .description = die Seite, die du spielst

# /play, option level: the option's name, typed after the command; .description: the hint beside it.
option-play-level = stufe
    .description = meine Stärke, wenn du gegen mich spielst: leicht, mittel, schwer (Standard: mittel)

# /play, option rated: the option's name, typed after the command; .description: the hint beside it. In full: "whether the result changes ratings (default: yes between two people; games against me or yourself never do)"
option-play-rated = gewertet
    .description = ob das Ergebnis die Wertungen ändert (Standard: ja unter zwei Menschen; gegen mich oder dich nie)

# /play, option time: the option's name, typed after the command; .description: the hint beside it. In full: "a live game's clock, minutes+seconds added a move, e.g. 10+5 (default: no clock, correspondence)"
option-play-time = bedenkzeit
    .description = die Bedenkzeit einer Live-Partie, Minuten+Sekunden pro Zug, z. B. 10+5 (Standard: ohne Uhr)

## /profile

# /profile: the command's name in Discord's command list; .description: the line under it.
command-profile = profil
    .description = Die Wertungen und letzten Partien eines Spielers

# /profile, option user: the option's name, typed after the command; .description: the hint beside it.
option-profile-user = spieler
    .description = der Spieler (Standard: du)

# /profile, option game: the option's name, typed after the command; .description: the hint beside it.
option-profile-game = spiel
    .description = nur die Partien dieses Spiels, mit Wertungsdiagramm (Standard: alle; Diagramm: das meistgespielte)

# /profile, option private: the option's name, typed after the command; .description: the hint beside it.
option-profile-private = privat
    .description = nur du siehst die Antwort (dein eigenes Profil zeigt dann alles)

## /rematch

# /rematch: the command's name in Discord's command list; .description: the line under it.
command-rematch = revanche
    .description = Eine beendete Partie noch einmal, mit getauschten Farben

# /rematch, option match: the option's name, typed after the command; .description: the hint beside it.
option-rematch-match = partie
    .description = die beendete Partie (Standard: die dieses Threads)

## /replay

# /replay: the command's name in Discord's command list; .description: the line under it.
command-replay = wiederholung
    .description = Eine animierte Wiederholung einer Partie

# /replay, option match: the option's name, typed after the command; .description: the hint beside it.
option-replay-match = partie
    .description = die Nummer der Partie (Standard: die dieses Threads oder deine)

## /resign

# /resign: the command's name in Discord's command list; .description: the line under it.
command-resign = aufgeben
    .description = Gib deine Partie auf (mit Rückfrage)

# /resign, option match: the option's name, typed after the command; .description: the hint beside it.
option-resign-match = partie
    .description = die Nummer der Partie, wenn du mehrere spielst

## /review

# /review: the command's name in Discord's command list; .description: the line under it.
command-review = analyse
    .description = Die Analyse der KI zu deiner beendeten Partie

# /review, option match: the option's name, typed after the command; .description: the hint beside it.
option-review-match = partie
    .description = die Nummer der beendeten Partie

# /review, option page: the option's name, typed after the command; .description: the hint beside it.
option-review-page = seite
    .description = eine Seite einer langen Analyse (die erste sagt, wie viele es gibt)

## /rules

# /rules: the command's name in Discord's command list; .description: the line under it.
command-rules = regeln
    .description = Wie ein Spiel gespielt wird, und seine Optionen

# /rules, option game: the option's name, typed after the command; .description: the hint beside it.
option-rules-game = spiel
    .description = das Spiel

## /tournament

# /tournament: the command group's name in Discord's command list; .description: the line under it.
command-tournament = turnier
    .description = Turniere im Schweizer System und Rundenturniere

## /tournament create

# /tournament create: the command's name in Discord's command list; .description: the line under it.
command-tournament-create = erstellen
    .description = Eröffne ein Turnier in diesem Kanal

# /tournament create, option game: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-game = spiel
    .description = das Spiel aller Runden

# /tournament create, option system: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-system = system
    .description = Schweizer System (Standard), Rundenturnier oder doppelrundig (jedes Paar zweimal)

# /tournament create, option rounds: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rounds = runden
    .description = Runden im Schweizer System (Standard: genug für einen Sieger, nach Spielerzahl)

# /tournament create, option rated: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rated = gewertet
    .description = ob die Partien die Wertungen ändern (Standard: ja)

# /tournament create, option minutes_per_decision: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-minutes_per_decision = minuten_pro_entscheidung
    .description = Zeit für jede Entscheidung (Standard: die Bedenkzeit des Servers)

# /tournament create, option round_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-round_minutes = minuten_pro_runde
    .description = eine Frist pro Runde; dann noch laufende Partien gehen auf Zeit verloren

# /tournament create, option start_in_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-start_in_minutes = start_in_minuten
    .description = startet von selbst in so vielen Minuten (Standard: die Turnierleitung startet)

# /tournament create, option player_limit: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-player_limit = höchstzahl_spieler
    .description = die höchste Zahl an Spielern, die mitmachen dürfen

# /tournament create, option late_entries: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-late_entries = nachmeldungen
    .description = Nachmeldungen in einem schon laufenden Schweizer Turnier erlauben

# /tournament create, option tiebreaks: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-tiebreaks = feinwertungen
    .description = Reihenfolge der Feinwertungen, z. B. BH-C1,BH,SB,DE,WIN

# /tournament create, option name: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-name = name
    .description = der Name des Turniers (Standard: Spiel und System)

# /tournament create, option time: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-time = bedenkzeit
    .description = Live-Bedenkzeit jeder Partie, Minuten+Sekunden pro Zug, z. B. 10+5 (Standard: Fernpartien)

## /tournament join

# /tournament join: the command's name in Discord's command list; .description: the line under it.
command-tournament-join = beitreten
    .description = Melde dich zu einem Turnier an

# /tournament join, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-join-tournament = turnier
    .description = die Nummer des Turniers

## /tournament leave

# /tournament leave: the command's name in Discord's command list; .description: the line under it.
command-tournament-leave = abmelden
    .description = Zieh deine Anmeldung vor dem Start zurück

# /tournament leave, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-leave-tournament = turnier
    .description = die Nummer des Turniers

## /tournament start

# /tournament start: the command's name in Discord's command list; .description: the line under it.
command-tournament-start = starten
    .description = Schließe die Anmeldung und lose Runde 1 aus

# /tournament start, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-start-tournament = turnier
    .description = die Nummer des Turniers

## /tournament withdraw

# /tournament withdraw: the command's name in Discord's command list; .description: the line under it.
command-tournament-withdraw = zurückziehen
    .description = Hör auf, in einem Turnier zu spielen

# /tournament withdraw, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-tournament = turnier
    .description = die Nummer des Turniers

# /tournament withdraw, option member: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-member = mitglied
    .description = die Turnierleitung kann einen anderen Spieler zurückziehen (Standard: dich)

## /tournament bye

# /tournament bye: the command's name in Discord's command list; .description: the line under it.
command-tournament-bye = freilos
    .description = Ein Freilos mit halbem Punkt in der nächsten Runde (Schweizer System)

# /tournament bye, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-bye-tournament = turnier
    .description = die Nummer des Turniers

## /tournament cancel

# /tournament cancel: the command's name in Discord's command list; .description: the line under it.
command-tournament-cancel = absagen
    .description = Beende ein Turnier (mit Rückfrage)

# /tournament cancel, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-cancel-tournament = turnier
    .description = die Nummer des Turniers

## /tournament standings

# /tournament standings: the command's name in Discord's command list; .description: the line under it.
command-tournament-standings = tabelle
    .description = Die Tabelle eines Turniers

# /tournament standings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-tournament = turnier
    .description = die Nummer des Turniers

# /tournament standings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-post = posten
    .description = für alle in diesem Kanal posten

## /tournament pairings

# /tournament pairings: the command's name in Discord's command list; .description: the line under it.
command-tournament-pairings = paarungen
    .description = Die Paarungen und Ergebnisse einer Runde

# /tournament pairings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-tournament = turnier
    .description = die Nummer des Turniers

# /tournament pairings, option round: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-round = runde
    .description = die Runde (Standard: die aktuelle)

# /tournament pairings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-post = posten
    .description = für alle in diesem Kanal posten

## /tournament info

# /tournament info: the command's name in Discord's command list; .description: the line under it.
command-tournament-info = info
    .description = Die Einstellungen und Spieler eines Turniers

# /tournament info, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-tournament = turnier
    .description = die Nummer des Turniers

# /tournament info, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-post = posten
    .description = für alle in diesem Kanal posten

## /tournament list

# /tournament list: the command's name in Discord's command list; .description: the line under it.
command-tournament-list = liste
    .description = Die Turniere dieses Servers

## /tournament export

# /tournament export: the command's name in Discord's command list; .description: the line under it.
command-tournament-export = exportieren
    .description = Ein Turnier als FIDE-TRF-Datei

# /tournament export, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-export-tournament = turnier
    .description = die Nummer des Turniers

## /tournament web

# /tournament web: the command's name in Discord's command list; .description: the line under it.
command-tournament-web = web
    .description = Ein Link zur Webseite eines Turniers

# /tournament web, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-web-tournament = turnier
    .description = die Nummer des Turniers

## The games' options, offered alike by /play and /tournament create

# /play and /tournament create, option first: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "Charing Cross, The King o' the Castle: which side moves first (in a rematch the loser of the last game does)"
game-option-first = beginnt
    .description = Charing Cross, The King o' the Castle: welche Seite anfängt (bei einer Revanche der Verlierer)

# /play and /tournament create, option boss_hp: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_hp = boss_leben
    .description = Checkers with Bosses: die Lebenspunkte, mit denen ein Boss startet

# /play and /tournament create, option boss_promotes: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_promotes = bosse_krönen
    .description = Checkers with Bosses: Bosse ziehen wie ihre Steine, bis zur Krönung auf der letzten Reihe (Var. 2)

# /play and /tournament create, option castle_swap: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "The King o' the Castle: the Castle-King swap: once per game a side may swap an unmoved King with its castle"
game-option-castle_swap = burgtausch
    .description = The King o' the Castle: einmal pro Partie darf ein unbewegter König mit seiner Burg tauschen

# /play and /tournament create, option setup: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "King's Crossing: normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and a8, Home spaces d1 and d8"
game-option-setup = aufstellung
    .description = King's Crossing: normal: Könige d1, a8 (Heimfelder); alternativ: Könige a1, a8, Heimfelder d1, d8

# /play and /tournament create, option pieces: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-pieces = steine
    .description = King's Crossing: Steine pro Seite: 8 (zwei Reihen) oder 12 (die lange Partie, drei Reihen)

# /play and /tournament create, option stealth: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-stealth = verdeckter_könig
    .description = King's Crossing: Verdeckter König: jeder stellt seinen König geheim auf eines seiner Startfelder

# /play and /tournament create, option backcapture: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-backcapture = rückwärts_schlagen
    .description = King's Crossing: volles Rückwärtsschlagen: auch Fallenschläge dürfen rückwärts gehen

## Choices: the entries of an option's list, alike in every command that offers them

# an entry in the list of /gamut-settings mode.
choice-thread = Thread

# an entry in the list of /gamut-settings mode.
choice-channel = Kanal

# an entry in the list of /gamut-settings language: no setting, the server's Community language decides.
choice-default = Server-Standard

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-charing-cross = Charing Cross

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-checkers-bosses = Checkers with Bosses

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-crossings = Crossings

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-king-of-the-castle = The King o' the Castle

# an entry in the list of /leaderboard game, /learn game, /play game, /profile game, /rules game, /tournament create game.
choice-kings-crossing = King's Crossing

# an entry in the list of /leaderboard scope.
choice-server = dieser Server

# an entry in the list of /leaderboard scope.
choice-everywhere = überall

# an entry in the list of /leaderboard pool: the ratings of live games, played with a clock.
choice-live = live

# an entry in the list of /leaderboard pool: the ratings of correspondence games, without a clock.
choice-correspondence = Fernpartien

# an entry in the list of /play colour, /play first, /tournament create first.
choice-white = Weiß

# an entry in the list of /play colour, /play first, /tournament create first.
choice-black = Schwarz

# an entry in the list of /play colour.
choice-random = zufällig

# an entry in the list of /play level.
choice-easy = leicht

# an entry in the list of /play level.
choice-medium = mittel

# an entry in the list of /play level.
choice-hard = schwer

# an entry in the list of /play setup, /tournament create setup.
choice-normal = normal

# an entry in the list of /play setup, /tournament create setup.
choice-alternate = alternativ

# an entry in the list of /play pieces, /tournament create pieces.
choice-8 = 8

# an entry in the list of /play pieces, /tournament create pieces.
choice-12 = 12

# an entry in the list of /tournament create system.
choice-swiss = Schweizer System

# an entry in the list of /tournament create system.
choice-round-robin = Rundenturnier

# an entry in the list of /tournament create system.
choice-double-round-robin = doppelrundiges Rundenturnier

## /watch

# /watch: the command's name in Discord's command list; .description: the line under it.
command-watch = zuschauen
    .description = Ein Link, um einer Partie im Web zuzuschauen

# /watch, option match: the option's name, typed after the command; .description: the hint beside it.
option-watch-match = partie
    .description = die Nummer der Partie (Standard: die dieses Threads oder deine)

## /web

# /web: the command group's name in Discord's command list; .description: the line under it.
command-web = web
    .description = Deine Links zu Gamuts Webseiten

## /web revoke

# /web revoke: the command's name in Discord's command list; .description: the line under it.
command-web-revoke = widerrufen
    .description = Alle Web-Links, die du bekommen hast, ungültig machen

## /gamut-settings web

# /gamut-settings, option web: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-web = web
    .description = öffentlich: Links zu Partien, die alle lesen, werden für alle gepostet; privat

# an entry in the list of /gamut-settings web: watch links posted openly where everyone reads the match.
choice-public = öffentlich

# an entry in the list of /gamut-settings web: every link for its asker alone (the default).
choice-private = privat

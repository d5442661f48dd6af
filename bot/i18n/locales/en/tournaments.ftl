## Tournaments: the tournament desk's replies, refusals and bulletins (bot/service/tournaments),
## its pictures' words (renderers/tournament.py gets them from here) and the /tournament
## command's and the console's own texts.

## Naming a tournament and its settings

# How every text names a tournament: its number and the name its organiser typed.
tournament-title = Tournament #{ $number } ({ $name })
# A tournament named inside a sentence, where English writes it in lower case ("Cancel tournament #3 (Autumn cup)?").
tournament-title-inline = tournament #{ $number } ({ $name })
# The name a new Swiss gets when its organiser gives none (stored: shown as typed).
tournament-default-name-swiss = { $game } Swiss
# The name a new round-robin gets when its organiser gives none.
tournament-default-name-round-robin = { $game } round-robin
# The name a new double round-robin gets when its organiser gives none.
tournament-default-name-double-round-robin = { $game } double round-robin
# The pairing system, in the announcement, /tournament info and /tournament list.
tournament-system-swiss = Swiss (FIDE Dutch system)
# The pairing system, in the announcement, /tournament info and /tournament list.
tournament-system-round-robin = round-robin
# The pairing system, in the announcement, /tournament info and /tournament list.
tournament-system-double-round-robin = double round-robin
# A tournament's state in /tournament list, in the tournament suggestions and in refusals ("Tournament #3 (x) is finished.").
tournament-status-open = open
# A tournament's state (see tournament-status-open).
tournament-status-running = running
# A tournament's state (see tournament-status-open).
tournament-status-finished = finished
# A tournament's state (see tournament-status-open).
tournament-status-cancelled = cancelled
# The first line of /tournament info: the tournament, its state and its organiser.
tournament-info-heading = { $tournament }: { $state }; organised by { $organiser }.
# The state in /tournament info of a tournament taking entries.
tournament-state-open = open for entries
# The state in /tournament info of a tournament being played.
tournament-state-running = running, round { $round } of { $rounds }
# The state in /tournament info of a finished tournament.
tournament-state-finished = finished
# The state in /tournament info of a cancelled tournament.
tournament-state-cancelled = cancelled
# The number of rounds, in the settings line of the announcement and /tournament info.
tournament-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
# The settings line of a Swiss whose number of rounds is chosen when it starts.
tournament-rounds-at-start = rounds decided at the start by the number of players
# The settings line of a round-robin, whose rounds follow from its players.
tournament-rounds-by-players = rounds decided by the number of players
# Said of a rated tournament in its settings line: its games (without a clock) change the correspondence ratings, which its pairing numbers come from.
tournament-rated = rated (correspondence)
# Said of an unrated tournament in its settings line.
tournament-casual = casual (no rating change)
# Said of a rated live tournament in its settings line: its games (with a clock) change the live ratings, which its pairing numbers come from.
tournament-rated-live = rated (live)
# The first settings line of the announcement and /tournament info: game, system, rounds, rated or not, time per decision.
tournament-settings = { $game }, { $system }, { $rounds }, { $rating }, { $time } per decision.
# The first settings line of a live tournament's announcement and /tournament info: game, system, rounds, rated or not, the time control (e.g. 10+5).
tournament-settings-live = { $game }, { $system }, { $rounds }, { $rating }, live with a clock of { $control } (minutes + seconds a move).
# A live tournament's settings line on its rounds: no deadline, and what a first move that never comes costs ($seconds: 30).
tournament-settings-live-rounds = Each round is paired as soon as the last game of the round before ends. A player who makes no first move within { $seconds } seconds loses that game on time, by forfeit.
# A settings line: each round has a deadline, and what happens to a game still running then.
tournament-settings-round-limit = Each round ends { $time } after its pairing. { $rule }
# A settings line: rounds without a deadline.
tournament-settings-no-round-limit = Each round is paired as soon as the round before is over.
# A settings line: the time the tournament starts by itself (a date and time in UTC).
tournament-settings-starts = Starts at { $moment }.
# A settings line: the player limit.
tournament-settings-player-limit = At most { $count } players.
# A settings line of a Swiss that takes late entries.
tournament-settings-late = Late entries are welcome: a late entrant scores zero for the rounds already paired.
# A settings line of a Swiss that does not take late entries.
tournament-settings-no-late = No late entries.
# A settings line: the tie-breaks in order (FIDE's codes, such as BH-C1, BH, SB, DE, WIN).
tournament-settings-tiebreaks = Tie-breaks: { $tiebreaks }.
# The refusal of a live tournament (created with a time control, $control e.g. 10+5) given a time per decision or a round deadline as well.
tournament-live-no-deadlines = A tournament with the clock { $control } has no time per decision and no round deadline: its games have a clock, and each round ends when its last game does.
# The rule at the round's deadline, after "Each round ends ..." and "Round deadline: ...".
tournament-deadline-rule = A game still running at the round's deadline is lost on time by the player whose decision is due.
# A length of time in days, in the settings lines.
tournament-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# A length of time in hours, in the settings lines (short).
tournament-hours = { $count } h
# A length of time in minutes, in the settings lines (short).
tournament-minutes = { $count } min

## Entries

# The last line of the announcement, and the answer to joining or leaving: who has entered.
tournament-entrants = Entrants ({ $count }): { $names }.
# The last line of the announcement before anyone joins.
tournament-nobody-entered = Nobody has entered yet.
# The announcement's first line.
tournament-opens = { $organiser } opens { $tournament }.
# The announcement's last line before the entrants, for a tournament an organiser starts.
tournament-join-before-start = Join with the button below before it starts.
# The announcement's last line before the entrants, for a tournament that starts by itself.
tournament-join-below = Join with the button below.
# The organiser's own answer to /tournament create, for a tournament they start themselves.
tournament-created-start = Tournament #{ $number } created. Start it with { $command } once the players are in.
# The organiser's own answer to /tournament create, for a tournament that starts by itself.
tournament-created = Tournament #{ $number } created.
# The question above the announcement's Join and Leave buttons.
tournament-enter-prompt = Enter { $tournament }?
# The announcement's button to enter.
tournament-button-join = Join
# The announcement's button to take an entry back.
tournament-button-leave = Leave
# A player's own answer to joining.
tournament-joined = You joined { $tournament }.
# Added to tournament-joined for a late entry into a running Swiss.
tournament-joined-late = You play from round { $round }; the rounds already paired count zero for you.
# A player's own answer to leaving before the start.
tournament-left = You left { $tournament }.
# The name an entrant gets when neither they nor the console give one.
tournament-player-default = Player { $number }

## Refusals

# Refusal: no such tournament (and, word for word, one the asker may not see).
tournament-not-found = There is no tournament #{ $number }.
# Refusal: an organiser's action asked by someone else; $action is one of tournament-action-*.
tournament-organiser-only = Only an organiser of { $tournament } (its creator, or someone who manages the server) can { $action }.
# The action in tournament-organiser-only: starting the tournament.
tournament-action-start = start it
# The action in tournament-organiser-only: cancelling the tournament.
tournament-action-cancel = cancel it
# The action in tournament-organiser-only: withdrawing someone else.
tournament-action-withdraw-other = withdraw another player
# Refusal of /tournament create: an unknown pairing system; $systems lists the systems.
tournament-system-unknown = A tournament is { $systems }, not { $value }.
# Refusal of /tournament create: a number of rounds given for a round-robin.
tournament-round-robin-rounds = A round-robin's rounds follow from its number of players: leave rounds out.
# Refusal of /tournament create: late entries asked for a round-robin.
tournament-late-swiss-only = Late entries are for Swiss tournaments only.
# Refusal of /tournament create: a tie-break Gamut does not know; $tiebreaks lists FIDE's codes Gamut knows.
tournament-tiebreak-unknown = Unknown tie-break { $name }: the tie-breaks are { $tiebreaks }.
# Refusal of /tournament create: a tie-break named twice.
tournament-tiebreak-twice = Each tie-break is named once.
# Refusal of /tournament create: too many Swiss rounds.
tournament-rounds-range = A Swiss has { $low } to { $high } rounds, not { $value }.
# Refusal of /tournament create: a player limit out of range.
tournament-player-limit-range = The player limit is { $low } to { $high }, not { $value }.
# Refusal of /tournament create: a start time in the past.
tournament-start-passed = The start time has passed: give a time to come, or none to start the tournament yourself.
# Refusal of joining: the bot itself cannot enter.
tournament-bot-refused = The bot does not play in tournaments.
# Refusal of joining twice.
tournament-already-in = You are already in { $tournament }.
# Refusal of joining a started tournament without late entries.
tournament-closed-no-late = { $tournament } has started: joining is closed (the organiser did not allow late entries).
# Refusal of joining a Swiss in its last round.
tournament-closed-last-round = { $tournament } is in its last round: joining is closed.
# Refusal of joining a finished or cancelled tournament; $status is one of tournament-status-*.
tournament-closed-status = { $tournament } is { $status }: joining is closed.
# Refusal of an action on a tournament in the wrong state; $status is one of tournament-status-*.
tournament-is-status = { $tournament } is { $status }.
# Refusal of cancelling a tournament already over; $status is one of tournament-status-*.
tournament-already-status = { $tournament } is already { $status }.
# Refusal of leaving once started: withdraw instead.
tournament-leave-started = { $tournament } has started: to stop playing in it, withdraw ({ $command }).
# Refusal of an entrant's action by someone not entered.
tournament-not-in = You are not in { $tournament }.
# Refusal of an organiser's withdrawal of someone not entered.
tournament-other-not-in = { $player } is not in { $tournament }.
# Refusal of withdrawing before the start: leave instead.
tournament-withdraw-not-started = { $tournament } has not started: leave it instead ({ $command }).
# Refusal of withdrawing twice.
tournament-already-withdrawn = You are already withdrawn from { $tournament }.
# Refusal of an organiser withdrawing a player already withdrawn.
tournament-other-already-withdrawn = { $player } is already withdrawn from { $tournament }.
# Refusal of a bye, or of any entrant's action, by a withdrawn player.
tournament-you-withdrew = You have withdrawn from { $tournament }.
# Refusal of starting twice; $status is one of tournament-status-*.
tournament-cannot-restart = { $tournament } is { $status }: it cannot start again.
# Refusal of starting with fewer than two players.
tournament-too-few-players = { $tournament } needs at least two players to start; it has { $count }.
# Refusal of starting a Swiss with more rounds than its players can play.
tournament-too-many-rounds = { $tournament }: { $players } players can play at most { $most ->
    [one] { $most } Swiss round
   *[other] { $most } Swiss rounds
} without meeting twice; it asks for { $rounds }.
# Refusal of a half-point bye in a round-robin.
tournament-bye-swiss-only = { $tournament } is a round-robin: half-point byes are for Swiss tournaments.
# Refusal of a half-point bye when every round is paired.
tournament-no-round-left = { $tournament } has no round left to pair.
# Refusal of a second half-point bye in the same round.
tournament-bye-twice = { $tournament }: you already have a bye in round { $round }.
# Refusal of /tournament pairings for a round not paired yet.
tournament-round-not-paired = { $tournament } has rounds 1 to { $rounds } paired; there is no round { $round } yet.
# Refusal of /tournament export before the start.
tournament-export-not-started = { $tournament } has not started: nothing to export.
# Refusal of a tournament suggestion asked with something other than text.
tournament-typed-not-text = What you typed is text, not { $value }.
# A refusal after a race another request won (the database's own words, in English, after it).
tournament-storage-refusal = { $tournament } changed in the meantime: { $reason }

## Starting, cancelling, withdrawing, byes

# A line of the opening bulletin when the clock starts a Swiss with fewer rounds than asked.
tournament-shortened = It asked for { $rounds } rounds; { $players } players can play at most { $most ->
    [one] { $most } Swiss round
   *[other] { $most } Swiss rounds
} without meeting twice, so it has { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}.
# The opening bulletin's first line.
tournament-begins = { $tournament } begins with { $count } players.
# The organiser's answer when the tournament started but round 1 could not be worked out in time; $reason says why.
tournament-started-not-posted = { $tournament } has started, but round 1 is not posted yet. { $reason } The bot tries again at its next clock tick.
# The bulletin of a tournament due to start with fewer than two players.
tournament-not-started = { $tournament } was due to start with { $count ->
    [one] { $count } player
   *[other] { $count } players
}; it needs two, so it is cancelled.
# The bulletin of a cancelled tournament.
tournament-cancelled = { $tournament } was cancelled by { $organiser }.
# Added to tournament-cancelled when games were under way.
tournament-cancelled-games-go-on = Games under way go on as ordinary matches.
# The confirmation an organiser is asked before cancelling a tournament not started.
tournament-cancel-confirm = Cancel { $tournament }? This cannot be undone.
# The confirmation an organiser is asked before cancelling a running tournament.
tournament-cancel-confirm-running = Cancel { $tournament }? This cannot be undone; games under way go on as ordinary matches.
# The question above the cancel confirmation's button.
tournament-cancel-question = Cancel it?
# The cancel confirmation's button.
tournament-button-cancel = Cancel the tournament
# The bulletin of a player taken off a tournament not started by an organiser.
tournament-taken-off = { $player } was taken off { $tournament }.
# Why a player withdrew, as stored and shown: they withdrew themselves.
tournament-reason-withdrew = withdrew
# Why a player withdrew: an organiser withdrew them.
tournament-reason-by-organiser = withdrawn by an organiser
# Why a player withdrew: they lost two games in a row on time.
tournament-reason-time = two losses on time
# The bulletin of a withdrawal from a Swiss.
tournament-withdrawn-swiss = { $player } withdrew from { $tournament } ({ $reason }); they are not paired again, and their games played count.
# The bulletin of a withdrawal from a round-robin before half of one's games (FIDE rules V.4.1).
tournament-withdrawn-annulled = { $player } withdrew from { $tournament } ({ $reason }); they are not paired again, and as they played under half of their games, their results stay in the table but count for nobody in the standings.
# The bulletin of a withdrawal from a round-robin after half of one's games.
tournament-withdrawn-forfeits = { $player } withdrew from { $tournament } ({ $reason }); they are not paired again, their games played count and the rest are lost by forfeit.
# A player's answer to /tournament bye.
tournament-bye-granted = { $tournament }: you have a half-point bye in round { $round }; you will not be paired in it.
# The direct message to each player of a new round's game.
tournament-game-white = { $tournament }, round { $round }: your game against { $opponent } is match #{ $match }; you play white.
# The direct message to each player of a new round's game.
tournament-game-black = { $tournament }, round { $round }: your game against { $opponent } is match #{ $match }; you play black.

## Looking: info, list, standings, pairings, export

# /tournament info: the withdrawn players, each with why.
tournament-withdrawn-list = Withdrawn: { $players }.
# One withdrawn player in tournament-withdrawn-list.
tournament-withdrawn-player = { $player } ({ $reason })
# The last line of /tournament info of a running tournament.
tournament-help = See { $standings } and { $pairings } at any time.
# One line of /tournament list.
tournament-listing-line = #{ $number } { $name }: { $game }, { $system }, { $status }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}
# The heading of /tournament list.
tournament-listing = Tournaments:
# /tournament list when the server has none.
tournament-listing-empty = No tournaments here yet. Create one with { $command }.
# One suggestion of the tournament option: its number, name and state.
tournament-suggestion = #{ $number } { $name } ({ $status })
# /tournament standings before the start.
tournament-no-standings = { $tournament } has not started: no standings yet.
# The heading of /tournament standings of a finished tournament.
tournament-standings-final = { $tournament }: final standings.
# The heading of /tournament standings.
tournament-standings-after = { $tournament }: standings after round { $round }.
# The heading of /tournament standings before round 1 is over.
tournament-standings-first = { $tournament }: standings (round 1 is not over yet).
# /tournament pairings before round 1 is paired.
tournament-no-pairings = { $tournament } has no round paired yet.
# The heading of /tournament pairings.
tournament-pairings-heading = { $tournament }, round { $round }:
# The heading of a new round's bulletin.
tournament-pairings-posted = { $tournament }, round { $round } of { $rounds }: pairings.
# One board of a round, in its bulletin and /tournament pairings: the players with their points before the round, then the result or the match.
tournament-board = Board { $board }: { $white } ({ $white_points }) – { $black } ({ $black_points }){ $after }
# After a board whose game goes on: its match number.
tournament-board-match = : match #{ $match }
# A player not paired in a round, in its bulletin; $kind is one of tournament-bye-*.
tournament-bye-line = Bye: { $player } ({ $kind }).
# A bye of the Swiss pairing (TRF code U).
tournament-bye-u = pairing-allocated bye, a win's points
# A half-point bye a player asked for (TRF code H).
tournament-bye-h = half-point bye, asked for
# A full-point bye (TRF code F).
tournament-bye-f = full-point bye
# A round-robin's player without a game in a round (TRF code Z).
tournament-bye-z = no game this round, no points
# The short bye in the pairing picture's line under the table (TRF code U).
tournament-bye-short-u = pairing-allocated bye
# The short bye in the pairing picture (TRF code H).
tournament-bye-short-h = half-point bye
# The short bye in the pairing picture (TRF code F).
tournament-bye-short-f = full-point bye
# The short bye in the pairing picture (TRF code Z).
tournament-bye-short-z = no game this round
# A player not paired, in the pairing picture's line under the table.
tournament-bye-picture = { $player } ({ $kind })
# The line of a live round's pairings (and /tournament pairings) before "The next round is paired ...": every game's clock ($control, e.g. 10+5) and whether it is rated ($rating: "rated (live)" or "casual (no rating change)").
tournament-live-round = Every game has a { $control } clock; { $rating }.
# The last line of a round's bulletin, for rounds without a deadline.
tournament-next-round-rule = The next round is paired when the last game of this one ends.
# The last line of a round's bulletin, for rounds with a deadline (a date and time in UTC).
tournament-round-deadline = Round deadline: { $moment }. { $rule }
# A withdrawn player's note in the standings, with why.
tournament-withdrawn-note = withdrawn ({ $reason })
# A withdrawn player's note in the standings.
tournament-withdrawn = withdrawn
# The notice of /tournament export, with the TRF file attached.
tournament-exported = { $tournament } as a FIDE TRF file ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}).

## The end of a round and of the tournament

# The first line of a round's end bulletin.
tournament-round-over = { $tournament }: round { $round } is over.
# The standings heading in a round's end bulletin.
tournament-standings-after-round = Standings after round { $round }:
# The final bulletin when nobody played a game.
tournament-nobody-played = Nobody played.
# The final bulletin's winner, with their points ("2½"); $tenths is the points in tenths (10 is one point).
tournament-winner = The winner is { $player } with { $points } { $tenths ->
    [10] point
   *[other] points
}.
# The final bulletin when several players share first place.
tournament-shared-first = First place is shared by { $players }, tied on points and every tie-break.
# The final bulletin's first words.
tournament-over = { $tournament } is over.
# The final bulletin's first words when it ended before its last round; $reason says why.
tournament-over-early = { $tournament } is over early: { $reason }.
# The final bulletin: its heading, the winner, then the standings.
tournament-final = { $heading } { $winner }
    Final standings:
# Why a Swiss ended early: too few players left.
tournament-unpairable-few = round { $round } cannot be paired: fewer than two players are left
# Why a Swiss ended early: no pairing meets FIDE's absolute rules.
tournament-unpairable-rules = no pairing of round { $round } meets the absolute rules (nobody meets an opponent twice, nobody has the pairing-allocated bye after a bye or a forfeit win)

## Work that took too long ($work is one of tournament-work-*)

# Refusal: the tournament worker was busy for too long.
tournament-work-busy = { $work } waited more than { $seconds } s for the bot's tournament worker, busy with other work (a big round's pairing, say), and was given up; nothing of it was stored. Try again in a few minutes.
# Refusal: a tournament computation took too long.
tournament-work-timed-out = { $work } took longer than { $seconds } s and was stopped; nothing of it was stored.
# Refusal: the worker process failed.
tournament-work-failed = { $work } could not be computed (its worker process failed twice); nothing of it was stored.
# The work in tournament-work-*: pairing a round.
tournament-work-pairing = { $tournament }: pairing round { $round }
# The work in tournament-work-*: the standings.
tournament-work-standings = { $tournament }: computing the standings
# The work in tournament-work-*: the pairing picture.
tournament-work-pairing-picture = { $tournament }: drawing round { $round }'s pairing table
# The work in tournament-work-*: the standings picture.
tournament-work-standings-picture = { $tournament }: drawing the standings
# The work in tournament-work-*: the TRF export.
tournament-work-export = { $tournament }: writing the TRF file

## The pictures (renderers/tournament.py): the pairing table and the standings

# The pairing picture's title: the tournament's name and the round.
tournament-picture-pairing-title = { $name }: round { $round } pairings
# The pairing picture's subtitle: the round and its boards.
tournament-picture-pairing-subtitle = Round { $round } · { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}
# Added to the pairing picture's subtitle: how many players are not paired.
tournament-picture-not-paired-count = { $count } not paired
# The pairing picture's line under the table, before the players not paired.
tournament-picture-not-paired = Not paired: { $player }
# The pairing picture's column heading: the board number (short).
tournament-picture-board = Bd
# The pairing picture's column heading: White's player.
tournament-picture-white = White
# The pairing picture's column heading: Black's player.
tournament-picture-black = Black
# The column heading of the points (short), in both pictures.
tournament-picture-points = Pts
# The pairing picture's column heading: the game's result.
tournament-picture-result = Result
# The pairing picture of a round without boards.
tournament-picture-no-boards = No boards in this round.
# The standings picture's title.
tournament-picture-standings-title = { $name }: standings
# The standings picture's subtitle: the players.
tournament-picture-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
# Added to the standings picture's subtitle: the tie-breaks' codes in order.
tournament-picture-tiebreak-order = tie-breaks in order: { $tiebreaks }
# The standings picture's column heading: the rank.
tournament-picture-rank = #
# The standings picture's column heading: the player.
tournament-picture-player = Player
# The standings picture's column heading: a note (withdrawn).
tournament-picture-note = Note
# The standings picture without players.
tournament-picture-no-players = No players yet.
# Added to a picture's subtitle when the table takes several pages.
tournament-picture-page = page { $page } of { $pages }

## The /tournament command's and the console's own texts

# Refusal of /tournament create outside a server.
tournament-create-in-server = A tournament is created in a server's channel, where its rounds are posted.
# The organiser's answer to /tournament start: round 1 posted in the tournament's channel.
tournament-started-posted = Tournament #{ $number } has started: round 1 is posted in { $channel }.
# The organiser's answer to /tournament start when Discord refused some posts; $refusals says which.
tournament-started-refused = Tournament #{ $number } has started, but not all of round 1 could be posted in { $channel }: { $refusals }. { $command } shows it.
# The caller's answer when a tournament's news went to its channel.
tournament-done-see = Done: see { $channel }.
# Where a tournament's news went, when Discord does not name the channel.
tournament-its-channel = the tournament's channel
# The caller's answer when a look was posted in the channel.
tournament-posted = Posted.
# The caller's answer when a look asked to be posted belongs to another server.
tournament-shown-privately = Shown to you alone: the tournament belongs to another server.
# Console: "tournament" typed alone.
tournament-console-what = tournament what? { $subcommands } ({ $help } shows them all).
# Console: an unknown tournament subcommand.
tournament-console-unknown = tournament { $typed }? One of: { $subcommands }.
# Console: no tournament number given, and none shown before.
tournament-console-which = Which tournament? Give its number ({ $list } shows them).
# Console: a subcommand given more than the tournament's number.
tournament-console-only-number = tournament { $subcommand } takes only the tournament's number.
# Console: "tournament create" without a game.
tournament-console-which-game = Which game? { $usage }
# Console: the confirmation asked before cancelling.
tournament-console-cancel = Cancel tournament #{ $number }? It ends without a result. Type { $command } to confirm.

## The tie-breaks, named under the standings picture by their FIDE codes (C.07)

# FIDE's tie-break BH (C.07), in the legend under the standings picture.
tournament-tiebreak-bh = Buchholz
# FIDE's tie-break BH-C1 (C.07), in the legend under the standings picture.
tournament-tiebreak-bh-c1 = Buchholz Cut 1
# FIDE's tie-break SB (C.07), in the legend under the standings picture.
tournament-tiebreak-sb = Sonneborn-Berger
# FIDE's tie-break DE (C.07), in the legend under the standings picture.
tournament-tiebreak-de = Direct Encounter
# FIDE's tie-break WIN (C.07), in the legend under the standings picture.
tournament-tiebreak-win = Number of Wins
# FIDE's tie-break WON (C.07), in the legend under the standings picture.
tournament-tiebreak-won = Number of Games Won
# FIDE's tie-break KS (C.07), in the legend under the standings picture.
tournament-tiebreak-ks = Koya System

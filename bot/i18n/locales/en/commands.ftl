### Gamut's slash commands, as Discord's command list shows them (English: the source).
###
### Each command, option and choice has a message here; its comment says where it appears.
### Names (the values of command-* and option-*) are what players type: lower case, no
### spaces, at most 32 letters, digits, - or _, and unique among their neighbours.
### Descriptions (.description) and choices (choice-*) are at most 100 characters.
### The English is exactly what the code gives Discord (tests/i18n checks it), so a longer
### English text that Discord cuts at 100 characters is given in full in its comment.

## /board

# /board: the command's name in Discord's command list; .description: the line under it.
command-board = board
    .description = Show a match's board here

# /board, option match: the option's name, typed after the command; .description: the hint beside it.
option-board-match = match
    .description = the match number (default: this thread's, or yours)

## /draw

# /draw: the command's name in Discord's command list; .description: the line under it.
command-draw = draw
    .description = Offer a draw, or accept your opponent's

# /draw, option match: the option's name, typed after the command; .description: the hint beside it.
option-draw-match = match
    .description = the match number, if you play several

## /games

# /games: the command's name in Discord's command list; .description: the line under it.
command-games = games
    .description = Your matches in progress and the challenges waiting

## /gamut-settings

# /gamut-settings: the command's name in Discord's command list; .description: the line under it.
command-gamut-settings = gamut-settings
    .description = Server settings (Manage Server)

# /gamut-settings, option mode: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-mode = mode
    .description = thread: each match gets a thread; channel: matches play in the channel

# /gamut-settings, option time_limit_hours: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-time_limit_hours = time_limit_hours
    .description = hours a player has for each decision (new matches)

# /gamut-settings, option text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-text_move_channel = text_move_channel
    .description = a channel where players may type their moves

# /gamut-settings, option clear_text_move_channel: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-clear_text_move_channel = clear_text_move_channel
    .description = stop reading typed moves in the text-move channel

# /gamut-settings, option leaderboards: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-leaderboards = leaderboards
    .description = whether /leaderboard answers on this server

# /gamut-settings, option open_tournaments: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_tournaments = open_tournaments
    .description = tournaments one member may have open or running at once

# /gamut-settings, option open_challenges: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-open_challenges = open_challenges
    .description = challenges one member may have waiting at once

# /gamut-settings, option language: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-language = language
    .description = the language of Gamut's posts on this server (default: its Community language)

## /help

# /help: the command's name in Discord's command list; .description: the line under it.
command-help = help
    .description = What Gamut can do

## /hint

# /hint: the command's name in Discord's command list; .description: the line under it.
command-hint = hint
    .description = A move suggested by the AI (practice games)

# /hint, option match: the option's name, typed after the command; .description: the hint beside it.
option-hint-match = match
    .description = the match number, if you play several

## /history

# /history: the command's name in Discord's command list; .description: the line under it.
command-history = history
    .description = The moves of a match so far

# /history, option match: the option's name, typed after the command; .description: the hint beside it.
option-history-match = match
    .description = the match number (default: this thread's, or yours)

## /leaderboard

# /leaderboard: the command's name in Discord's command list; .description: the line under it.
command-leaderboard = leaderboard
    .description = The best rated players of a game

# /leaderboard, option game: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-game = game
    .description = the game

# /leaderboard, option scope: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-scope = scope
    .description = players of this server, or everyone everywhere (default: server)

# /leaderboard, option pool: the option's name, typed after the command; .description: the hint beside it.
option-leaderboard-pool = pool
    .description = live games (with a clock) or correspondence ones (default: correspondence)

## /learn

# /learn: the command's name in Discord's command list; .description: the line under it.
command-learn = learn
    .description = Learn a game in short lessons, one rule each

# /learn, option game: the option's name, typed after the command; .description: the hint beside it.
option-learn-game = game
    .description = the game to learn

# /learn, option answer: the option's name, typed after the command; .description: the hint beside it.
option-learn-answer = answer
    .description = your move for the lesson shown (suggestions list the legal moves)

# /learn, option lesson: the option's name, typed after the command; .description: the hint beside it.
option-learn-lesson = lesson
    .description = go back to a lesson you passed (its number)

## /move

# /move: the command's name in Discord's command list; .description: the line under it.
command-move = move
    .description = Make a move (or a decision) in your match

# /move, option move: the option's name, typed after the command; .description: the hint beside it.
option-move-move = move
    .description = the move, e.g. a4-b5 (suggestions list your legal moves)

# /move, option match: the option's name, typed after the command; .description: the hint beside it.
option-move-match = match
    .description = the match number, if you play several

## /peek

# /peek: the command's name in Discord's command list; .description: the line under it.
command-peek = peek
    .description = Your private view of your match (only you)

# /peek, option match: the option's name, typed after the command; .description: the hint beside it.
option-peek-match = match
    .description = the match number, if you play several

## /play

# /play: the command's name in Discord's command list; .description: the line under it.
command-play = play
    .description = Challenge someone to a game

# /play, option game: the option's name, typed after the command; .description: the hint beside it.
option-play-game = game
    .description = the game to play

# /play, option opponent: the option's name, typed after the command; .description: the hint beside it. In full: "who you challenge: a member, me (the bot) to play my AI, nobody for an open challenge, yourself to practise"
option-play-opponent = opponent
    .description = who you challenge: a member, me (the bot) to play my AI, nobody for an open challenge, yourself to…

# /play, option colour: the option's name, typed after the command; .description: the hint beside it.
option-play-colour = colour
    .description = the side you play

# /play, option level: the option's name, typed after the command; .description: the hint beside it.
option-play-level = level
    .description = my strength when you play me: easy, medium, hard (default medium)

# /play, option rated: the option's name, typed after the command; .description: the hint beside it. In full: "whether the result changes ratings (default: yes between two people; games against me or yourself never do)"
option-play-rated = rated
    .description = whether the result changes ratings (default: yes between two people; games against me or yourself…

# /play, option time: the option's name, typed after the command; .description: the hint beside it. In full: "a live game's clock, minutes+seconds added a move, e.g. 10+5 (default: no clock, correspondence)"
option-play-time = time
    .description = a live game's clock, minutes+seconds added a move, e.g. 10+5 (default: no clock, correspondence)

## /profile

# /profile: the command's name in Discord's command list; .description: the line under it.
command-profile = profile
    .description = A player's ratings and last matches

# /profile, option user: the option's name, typed after the command; .description: the hint beside it.
option-profile-user = user
    .description = the player (default: you)

# /profile, option game: the option's name, typed after the command; .description: the hint beside it.
option-profile-game = game
    .description = only this game's matches, and its rating chart (default: all; chart: most played)

# /profile, option private: the option's name, typed after the command; .description: the hint beside it.
option-profile-private = private
    .description = only you see the answer (your own profile then shows everything)

## /rematch

# /rematch: the command's name in Discord's command list; .description: the line under it.
command-rematch = rematch
    .description = A finished match again, colours swapped

# /rematch, option match: the option's name, typed after the command; .description: the hint beside it.
option-rematch-match = match
    .description = the finished match (default: this thread's)

## /replay

# /replay: the command's name in Discord's command list; .description: the line under it.
command-replay = replay
    .description = An animated replay of a match

# /replay, option match: the option's name, typed after the command; .description: the hint beside it.
option-replay-match = match
    .description = the match number (default: this thread's, or yours)

## /resign

# /resign: the command's name in Discord's command list; .description: the line under it.
command-resign = resign
    .description = Resign your match (asks to confirm)

# /resign, option match: the option's name, typed after the command; .description: the hint beside it.
option-resign-match = match
    .description = the match number, if you play several

## /review

# /review: the command's name in Discord's command list; .description: the line under it.
command-review = review
    .description = The AI's review of your finished match

# /review, option match: the option's name, typed after the command; .description: the hint beside it.
option-review-match = match
    .description = the finished match's number

# /review, option page: the option's name, typed after the command; .description: the hint beside it.
option-review-page = page
    .description = a long review's page (the first says how many there are)

## /rules

# /rules: the command's name in Discord's command list; .description: the line under it.
command-rules = rules
    .description = How a game is played, and its options

# /rules, option game: the option's name, typed after the command; .description: the hint beside it.
option-rules-game = game
    .description = the game

## /tournament

# /tournament: the command group's name in Discord's command list; .description: the line under it.
command-tournament = tournament
    .description = Swiss and round-robin tournaments

## /tournament create

# /tournament create: the command's name in Discord's command list; .description: the line under it.
command-tournament-create = create
    .description = Open a tournament in this channel

# /tournament create, option game: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-game = game
    .description = the game every round is played in

# /tournament create, option system: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-system = system
    .description = swiss (the default), round-robin, or double-round-robin (each pair twice)

# /tournament create, option rounds: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rounds = rounds
    .description = Swiss rounds (default: enough for one winner, from the number of players)

# /tournament create, option rated: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-rated = rated
    .description = whether the games change ratings (default: yes)

# /tournament create, option minutes_per_decision: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-minutes_per_decision = minutes_per_decision
    .description = time for each decision (default: the server's time limit)

# /tournament create, option round_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-round_minutes = round_minutes
    .description = a deadline per round; games still running then are lost on time

# /tournament create, option start_in_minutes: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-start_in_minutes = start_in_minutes
    .description = start by itself this many minutes from now (default: an organiser starts it)

# /tournament create, option player_limit: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-player_limit = player_limit
    .description = the most players that may enter

# /tournament create, option late_entries: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-late_entries = late_entries
    .description = let players join a Swiss after it has started

# /tournament create, option tiebreaks: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-tiebreaks = tiebreaks
    .description = tie-break order, e.g. BH-C1,BH,SB,DE,WIN

# /tournament create, option name: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-name = name
    .description = the tournament's name (default: the game and the system)

# /tournament create, option time: the option's name, typed after the command; .description: the hint beside it.
option-tournament-create-time = time
    .description = every game's live clock, minutes+seconds a move, e.g. 10+5 (default: correspondence)

## /tournament join

# /tournament join: the command's name in Discord's command list; .description: the line under it.
command-tournament-join = join
    .description = Enter a tournament

# /tournament join, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-join-tournament = tournament
    .description = the tournament's number

## /tournament leave

# /tournament leave: the command's name in Discord's command list; .description: the line under it.
command-tournament-leave = leave
    .description = Take back your entry before the start

# /tournament leave, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-leave-tournament = tournament
    .description = the tournament's number

## /tournament start

# /tournament start: the command's name in Discord's command list; .description: the line under it.
command-tournament-start = start
    .description = Close the entries and pair round 1

# /tournament start, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-start-tournament = tournament
    .description = the tournament's number

## /tournament withdraw

# /tournament withdraw: the command's name in Discord's command list; .description: the line under it.
command-tournament-withdraw = withdraw
    .description = Stop playing in a tournament

# /tournament withdraw, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-tournament = tournament
    .description = the tournament's number

# /tournament withdraw, option member: the option's name, typed after the command; .description: the hint beside it.
option-tournament-withdraw-member = member
    .description = an organiser may withdraw another player (default: yourself)

## /tournament bye

# /tournament bye: the command's name in Discord's command list; .description: the line under it.
command-tournament-bye = bye
    .description = A half-point bye in the next round (Swiss)

# /tournament bye, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-bye-tournament = tournament
    .description = the tournament's number

## /tournament cancel

# /tournament cancel: the command's name in Discord's command list; .description: the line under it.
command-tournament-cancel = cancel
    .description = End a tournament (asks to confirm)

# /tournament cancel, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-cancel-tournament = tournament
    .description = the tournament's number

## /tournament standings

# /tournament standings: the command's name in Discord's command list; .description: the line under it.
command-tournament-standings = standings
    .description = A tournament's standings

# /tournament standings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-tournament = tournament
    .description = the tournament's number

# /tournament standings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-standings-post = post
    .description = post it in this channel for everyone

## /tournament pairings

# /tournament pairings: the command's name in Discord's command list; .description: the line under it.
command-tournament-pairings = pairings
    .description = A round's pairings and results

# /tournament pairings, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-tournament = tournament
    .description = the tournament's number

# /tournament pairings, option round: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-round = round
    .description = the round (default: the current one)

# /tournament pairings, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-pairings-post = post
    .description = post it in this channel for everyone

## /tournament info

# /tournament info: the command's name in Discord's command list; .description: the line under it.
command-tournament-info = info
    .description = A tournament's settings and players

# /tournament info, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-tournament = tournament
    .description = the tournament's number

# /tournament info, option post: the option's name, typed after the command; .description: the hint beside it.
option-tournament-info-post = post
    .description = post it in this channel for everyone

## /tournament list

# /tournament list: the command's name in Discord's command list; .description: the line under it.
command-tournament-list = list
    .description = The tournaments of this server

## /tournament export

# /tournament export: the command's name in Discord's command list; .description: the line under it.
command-tournament-export = export
    .description = A tournament as a FIDE TRF file

# /tournament export, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-export-tournament = tournament
    .description = the tournament's number

## /tournament web

# /tournament web: the command's name in Discord's command list; .description: the line under it.
command-tournament-web = web
    .description = A link to a tournament's web page

# /tournament web, option tournament: the option's name, typed after the command; .description: the hint beside it.
option-tournament-web-tournament = tournament
    .description = the tournament's number

## The games' options, offered alike by /play and /tournament create

# /play and /tournament create, option first: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "Charing Cross, The King o' the Castle: which side moves first (in a rematch the loser of the last game does)"
game-option-first = first
    .description = Charing Cross, The King o' the Castle: which side moves first (in a rematch the loser of the last g…

# /play and /tournament create, option boss_hp: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_hp = boss_hp
    .description = Checkers with Bosses: the hit points a boss starts with

# /play and /tournament create, option boss_promotes: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-boss_promotes = boss_promotes
    .description = Checkers with Bosses: bosses move like men of their kind until crowned on the far rank (variation 2)

# /play and /tournament create, option castle_swap: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "The King o' the Castle: the Castle-King swap: once per game a side may swap an unmoved King with its castle"
game-option-castle_swap = castle_swap
    .description = The King o' the Castle: the Castle-King swap: once per game a side may swap an unmoved King with it…

# /play and /tournament create, option setup: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option). In full: "King's Crossing: normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and a8, Home spaces d1 and d8"
game-option-setup = setup
    .description = King's Crossing: normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and…

# /play and /tournament create, option pieces: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-pieces = pieces
    .description = King's Crossing: pieces a side: 8 (two ranks) or 12 (the longer game, three ranks)

# /play and /tournament create, option stealth: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-stealth = stealth
    .description = King's Crossing: Stealth King: each player secretly puts the King on one of its starting squares

# /play and /tournament create, option backcapture: the option's name, typed after the command; .description: the hint beside it (it begins with the names of the games that have the option).
game-option-backcapture = backcapture
    .description = King's Crossing: Full backwards capture: trap captures may also step backward

## Choices: the entries of an option's list, alike in every command that offers them

# an entry in the list of /gamut-settings mode.
choice-thread = thread

# an entry in the list of /gamut-settings mode.
choice-channel = channel

# an entry in the list of /gamut-settings language: no setting, the server's Community language decides.
choice-default = server default

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
choice-server = server

# an entry in the list of /leaderboard scope.
choice-everywhere = everywhere

# an entry in the list of /leaderboard pool: the ratings of live games, played with a clock.
choice-live = live

# an entry in the list of /leaderboard pool: the ratings of correspondence games, without a clock.
choice-correspondence = correspondence

# an entry in the list of /play colour, /play first, /tournament create first.
choice-white = white

# an entry in the list of /play colour, /play first, /tournament create first.
choice-black = black

# an entry in the list of /play colour.
choice-random = random

# an entry in the list of /play level.
choice-easy = easy

# an entry in the list of /play level.
choice-medium = medium

# an entry in the list of /play level.
choice-hard = hard

# an entry in the list of /play setup, /tournament create setup.
choice-normal = normal

# an entry in the list of /play setup, /tournament create setup.
choice-alternate = alternate

# an entry in the list of /play pieces, /tournament create pieces.
choice-8 = 8

# an entry in the list of /play pieces, /tournament create pieces.
choice-12 = 12

# an entry in the list of /tournament create system.
choice-swiss = swiss

# an entry in the list of /tournament create system.
choice-round-robin = round-robin

# an entry in the list of /tournament create system.
choice-double-round-robin = double-round-robin

## /watch

# /watch: the command's name in Discord's command list; .description: the line under it.
command-watch = watch
    .description = A link to watch a match on the web

# /watch, option match: the option's name, typed after the command; .description: the hint beside it.
option-watch-match = match
    .description = the match number (default: this thread's, or yours)

## /web

# /web: the command group's name in Discord's command list; .description: the line under it.
command-web = web
    .description = Your links to Gamut's web pages

## /web revoke

# /web revoke: the command's name in Discord's command list; .description: the line under it.
command-web-revoke = revoke
    .description = Make every web link you were given stop working

## /gamut-settings web

# /gamut-settings, option web: the option's name, typed after the command; .description: the hint beside it.
option-gamut-settings-web = web
    .description = public: web links of matches everyone here can read are posted for all; private

# an entry in the list of /gamut-settings web: watch links posted openly where everyone reads the match.
choice-public = public

# an entry in the list of /gamut-settings web: every link for its asker alone (the default).
choice-private = private

### The local console (python -m bot without a Discord token): what it prints itself.
### Command words and options typed at it (play, resign yes, colour=white, vs ai) stay English
### in every language, as a program's commands do: only the sentences round them are translated.

## Start and help

# The first line the console prints when it starts.
console-banner = Gamut console — database { $database }, boards in { $boards }. Type { $help }; { $switch } changes the language.

# help: the line above the table of commands.
console-help-title = Commands (the same as the Discord bot's):

# help, beside "play GAME [vs NAME|open|ai] ...".
console-help-play = start a game; without "vs" you play both sides; "vs ai" plays the bot at a level; a game between two players is rated unless rated=no

# help, beside "accept [ID] / decline [ID] / cancel [ID]".
console-help-challenge = answer or withdraw a challenge (without ID: the only one waiting)

# help, beside "[move] TEXT".
console-help-move = make a move in the current match, e.g. move a4-b5, or just a4-b5

# help, beside "choose SQUARE|random".
console-help-choose = your private set-up choice (Stealth King), e.g. choose b2

# help, beside "board / peek".
console-help-board = the public board / your private view

# help, beside "resign [yes|no]".
console-help-resign = resign (asks for confirmation first)

# help, beside "draw [accept|decline]".
console-help-draw = offer, accept or decline a draw

# help, beside "claim".
console-help-claim = claim the win when your opponent ran out of time

# help, beside "moretime".
console-help-moretime = give your opponent in a game with a clock 15 seconds more (time=10+5 in play starts one: minutes + seconds a move)

# help, beside "history / replay".
console-help-history = the move list / an animated GIF of the game

# help, beside "games / match ID".
console-help-games = your matches in progress and the challenges waiting (with their numbers) / switch to a match

# help, beside "rematch".
console-help-rematch = the same game again with colours swapped

# help, beside "rules GAME".
console-help-rules = the rules summary of a game

# help, beside "learn GAME [MOVE|lesson N]".
console-help-learn = the game's tutorial: your lesson, your answer to it, or a lesson you passed again

# help, beside "hint".
console-help-hint = a suggested move (only against yourself or the bot)

# help, beside "review [ID]".
console-help-review = the AI's review of your moves in a finished match

# help, beside "leaderboard GAME [live|correspondence] [PAGE]".
console-help-leaderboard = the game's rated players in one pool (correspondence unless you say live), 10 a page ("?": provisional)

# help, beside "profile [NAME] [GAME]".
console-help-profile = a player's ratings and last matches; the chart is written

# help, beside "user [NAME]".
console-help-user = act as another player (kept in the database), or list them

# help, beside "language [CODE]".
console-help-language = the languages the console speaks, or switch to one (language es-ES)

# help, beside "tournament create GAME [system=...] [rounds=N] ...".
console-help-tournament-create = open a tournament (time: per decision, or a live clock such as 10+5; deadline: per round; start: from now; durations like 30m, 12h, 3d)

# help, beside "tournament join|leave|start|bye|info|standings|export [ID]".
console-help-tournament-act = act on a tournament (without ID: the tournament last shown)

# help, beside "tournament pairings [ID] [ROUND] / tournament withdraw [ID] [NAME]".
console-help-tournament-pairings = a round's pairings / withdraw a player

# help, beside "tournament cancel [ID] yes / tournament list".
console-help-tournament-cancel = cancel a tournament / the tournaments there are

# help, beside "help / quit".
console-help-quit = this help / leave (Ctrl-D or Ctrl-C also quit)

# help, below the table: $games is the list of game ids with their short names.
console-help-games-list = Games: { $games }

## What the console adds round the bot's replies

# Before the options of a prompt meant for anyone ("(anyone) Accept? 'accept 3' / 'decline 3'").
console-anyone = anyone

# A part of a reply that only the player at the keyboard would see in Discord; $text is that part.
console-notice = [only { $player } sees] { $text }

# A message the bot would send to $player alone (a DM in Discord); $text is the message.
console-private = [private to { $player }] { $text }

# Asking to confirm a resignation: $text is the question, $options what to type, $no the command that takes it back.
console-confirm = { $text } Type { $options } to confirm, { $no } to play on.

# Above what a tournament announces (its round, its end).
console-bulletin = [tournament #{ $tournament }]

# After a picture was written to a file: $what is the kind of file, $path where.
console-file-written = { $what ->
        [replay] [replay written to { $path }]
        [chart] [rating chart written to { $path }]
        [TRF] [TRF written to { $path }]
       *[other] [image written to { $path }]
    }

# A picture that could not be written to its file; $reason is the system's (English).
console-file-not-written = [could not write { $path }: { $reason }]

# After a leaderboard page when there is another: $next is the command that shows it.
console-more = (more: { $next })

# After "match ID".
console-looking-at = Now looking at match #{ $match }.

# "user" without a name: $players is the list of players.
console-you-are = You are { $player }. Players: { $players }. { $user } acts as another (a new name is a new player).

# After "user NAME" when that player has no current match.
console-now-you-are = You are now { $player }.

# After "user NAME": $match is the match that player looks at.
console-now-you-are-in = You are now { $player }. Current match: #{ $match }.

# "language" alone: $current is the language spoken, $languages the list of all, $usage how to switch.
console-language-current = The console speaks { $current }. Languages: { $languages }. Type { $usage } to switch.

# After "language CODE".
console-language-switched = The console now speaks { $current }.

## Refusals (printed after "error:")

# How every refusal is printed: $reason is what was wrong.
console-error = error: { $reason }

# A line longer than the console reads.
console-line-too-long = error: a command has at most { $limit } characters; that one was not run.

# A line with a quotation mark (' or ") that is not closed.
console-unclosed-quote = error: a quotation mark is not closed; that command was not run.

# A line ending in a backslash.
console-trailing-backslash = error: the line ends in a backslash; that command was not run.

# A line the terminal's encoding cannot read.
console-undecodable-line = error: that line is not valid text in this terminal's encoding.

# A first word that is no command, with the nearest command.
console-unknown-command-near = unknown command: { $word } (did you mean { $near }?)

# A first word that is no command.
console-unknown-command = unknown command: { $word } (type { $help } for the commands)

# A command for the current match when there is none.
console-no-current-match = No current match: start one with { $play } or pick one with { $match }.

# A command for the current match when the bot cannot pick one: $reason says why.
console-no-current-match-because = No current match: { $reason } Pick one with { $match }.

# A command that needs a game (play, rules, learn, leaderboard) without one: $usage is how it is typed.
console-which-game = Which game? { $usage } — games: { $games }

# "play GAME vs" without a name.
console-against-whom = Against whom? { $usage } (or { $open }, { $ai }).

# "vs" given twice.
console-one-opponent = A game has one opponent: give { $vs } once.

# "play GAME vs ai" when the AI is switched off.
console-ai-off = Playing the bot is switched off here (GAMUT_AI_WORKERS=0); challenge a player instead.

# How a game's options are written (after "Cannot read 'x':").
console-options-form = options are written { $form }

# "move" without a move.
console-which-move = Which move? For example: { $example }

# "choose" without a square.
console-choose-what = Choose what? For example: { $square }, or { $random }

# "resign" with a word other than yes or no.
console-resign-how = { $resign }, then { $yes } to confirm or { $no } to play on.

# "draw" with a word other than accept or decline.
console-draw-how = { $offer }, { $accept } or { $decline }.

# "match" without a number.
console-which-match = Which match? { $usage }

# A number that is not one: $what is what it numbers.
console-not-a-number = { $what ->
        [challenge] { $text } is not a challenge number.
        [match] { $text } is not a match number.
        [tournament] { $text } is not a tournament number.
        [page] { $text } is not a page number.
        [lesson] { $text } is not a lesson number.
       *[other] { $text } is not a number.
    }

# A number too large (or 0) to name anything: $what is what it numbers.
console-no-such-number = { $what ->
        [challenge] There is no challenge #{ $number }.
        [match] There is no match #{ $number }.
        [tournament] There is no tournament #{ $number }.
        [page] There is no page { $number }.
        [lesson] There is no lesson { $number }.
       *[other] There is no number { $number }.
    }

# A setting's value that must be a whole number: $what is the setting as typed (rounds, players), or [round] a round's number.
console-not-whole = { $what ->
        [round] the round is a whole number, not { $text }.
       *[other] { $what } is a whole number, not { $text }.
    }

# A setting's value that must be yes or no: $what is the setting as typed (rated, late).
console-yes-or-no = { $what } is yes or no, not { $text }.

# A setting's value that must be a duration: $what is the setting as typed (time, deadline, start).
console-duration = { $what } is a number and a unit (s, m, h or d), e.g. 30m; not { $text }.

# A duration too long to count.
console-duration-too-long = { $what } is too long.

# A word without "=" where option=value was expected: $form says how such words are written.
console-cannot-read = Cannot read { $word }: { $form }.

# A game name that names no game.
console-no-game = There is no game { $word }. Games: { $games }.

# A game name typed as two words ("kings crossing"): $meant is the game's id.
console-no-game-one-word = There is no game { $word }. Did you mean { $meant } (one word)? Games: { $games }.

# "play GAME vs open" or "vs ai" used as a player's name.
console-reserved-name = { $name } is not a player's name here: it is a word of "play".

# A player's name no one has here: $players is the list of players.
console-no-such-player = There is no player called { $name } here. Players: { $players }.

# A name that cannot be a player's: $longest is the most characters a name has.
console-bad-name = { $name } cannot be a player's name: a name is one word of at most { $longest } characters, without spaces or invisible characters.

# "language CODE" with a code the console has no language for.
console-language-unknown = There is no language { $code } here. Languages: { $languages }.

## The database (its own words, in $problem and $reason, are English)

# The database is locked by another program.
console-database-busy = the database is busy (another program is writing to it). Nothing was changed; try again.

# The database server does not answer.
console-database-unreachable = The database cannot be reached right now ({ $problem }); nothing was written. Try again in a moment.

# The connection failed while a move was being stored.
console-outcome-unknown = Match #{ $match }: the database connection failed while your action was being stored ({ $problem }), and it cannot be told yet whether it was. Look at the board in a moment before trying again.

# The database refused to store something.
console-database-refused = error: the database refused that ({ $reason }). Nothing is lost; try again.

# After a command the current match could not be stored for the next session.
console-current-not-stored = [the current match is not stored for the next session yet: { $reason }]

# Something broke inside the console (a bug, logged).
console-crashed = error: something went wrong inside the console (logged); try again.

# The console's first line, after console-banner, when the web companion is on: $url is its address, $links the command that gives a match's links.
console-banner-web = In a browser: { $url } ({ $links } gives the current match's links).

# help, beside "web [revoke]".
console-help-web = the current match's links for a browser (watch it; your seat, to play by clicking), or revoke every link you were given

# The console's text board, under the cells: the sides (White in capitals, Black in small letters, as their pieces' letters are).
console-board-sides = WHITE black

# The console's text board legend: a piece's kind beside its letter (also the web match page's key of the pieces, beside each piece's drawing).
console-board-kind = { $kind ->
    [king] king
    [man] man
    [knight] knight
    [castle-knight] knight
    [rook] rook
    [counter] counter
    [page] page
    [diagonal] diagonal
    [orthogonal] orthogonal
    [compound] compound
   *[other] { $kind }
}

# The console's text board legend: what a sign beside a piece's letter means (also the web match page's key of the pieces, beside a piece drawn with it).
console-board-flag = { $flag ->
    [crowned] crowned
    [crossed] crossed
    [boss] boss (hit points)
    [trapped] trapped
    [hidden] hidden king (only you see it)
   *[other] { $flag }
}

# The console's text board legend: what a sign on an empty square means.
console-board-mark = { $mark ->
    [castle] castle
    [home-space] home space
    [home] home square
    [choice] square to choose
   *[other] { $mark }
}

# The console's text board legend: the sign of a square where the last move took a piece.
console-board-captured = taken by the last move

# The console's text board, last line: who decides now ($status: picture-status-...).
console-board-status = { $status }.

# The console's text board, last line of a finished game ($status: picture-status-won or -draw; $reason: how it ended).
console-board-over-because = Game over: { $status } ({ $reason }).

# The same, when no reason is stored.
console-board-over = Game over: { $status }.

# help, beside "takeback [yes|no]".
console-help-takeback = ask to take back your last move in a casual game, or accept (yes) or decline (no) your opponent's request

# "takeback" with a word other than yes or no.
console-takeback-how = { $ask }, { $yes } or { $no }.

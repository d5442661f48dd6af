### What the Discord front end itself says (bot/discord): its buttons, its refusals, what it
### tells a player when Discord refuses a message, /help, /gamut-settings' answer.
###
### Discord Markdown is kept as it is: **bold**, `code`, <@...> (a mention), <#...> (a
### channel). Command names inside `code` are the ones players type in that language (see
### commands.ftl); variables holding a command are written by the bot in the reader's language.

## Buttons and menus

# A challenge's button (and the word a reply uses for it): accept the challenge.
discord-button-accept = Accept
# A challenge's button: decline it; also under a draw offer: decline the draw.
discord-button-decline = Decline
# A challenge's button for its challenger: withdraw the challenge before it is answered.
discord-button-withdraw = Withdraw
# The button a player presses to claim the win when the opponent ran out of time.
discord-button-claim = Claim the win
# Under a match's board while it is played: resign (asks to confirm).
discord-button-resign = Resign
# Under a match's board while it is played: offer a draw (or accept the opponent's).
discord-button-draw = Offer draw
# Under a casual match's board while it is played: ask to take back your last move.
discord-button-takeback = Take back
# Under a finished match's board: offer the same match again, colours swapped.
discord-button-rematch = Rematch
# A select menu's grey text before anything is chosen (a private set-up square, a decision).
discord-select-placeholder = Choose…
# A leaderboard's button: the page before.
discord-page-previous = ◀ Previous
# A leaderboard's button: the page after.
discord-page-following = Next ▶
# Said to a member who pressed a button meant for someone else; $player is that one's mention.
discord-button-not-yours = This is for { $player } to answer, not you.
# Said when someone presses a button an older Gamut posted that no longer does anything.
discord-button-gone = This button is no longer in use.
# Added under a challenge once it is accepted; $channel links to the new match's thread.
discord-challenge-accepted = Accepted: the match is played in { $channel }.
# Added under a finished match's board once the rematch is accepted; $channel links to it.
discord-rematch-accepted = Rematch accepted: the match is played in { $channel }.

## How replies name what a player does (inside other sentences)

# Inside a sentence telling a player to pick something privately; $choice is what to pick (a
# square, "random"), $peek the /peek command.
discord-command-choose = pick { $choice } in my direct message (or { $peek })
# The same, when nothing particular is named.
discord-command-choose-any = pick your choice in my direct message (or { $peek })
# Inside a sentence that names a button to press; $button is its label, in bold.
discord-command-button = the { $button } button

## When Discord refuses a message

# A long text sent as an attached file: the line under its first line.
discord-attached-whole = (the full text is attached)
# The first thing Discord refused, then how many more things it refused.
discord-refusals-more = { $first } (and { $count ->
        [one] { $count } more refusal
       *[other] { $count } more refusals
    })
# Told privately to whoever acted: it was done, but Discord refused to post it; $refusals says
# what was refused, $board is the /board command.
discord-refused-match = It is done, but I could not post it: { $refusals }. { $board } shows the position.
# The same for a tournament's round; $pairings and $standings are those commands.
discord-refused-round = It is done, but I could not post it: { $refusals }. { $pairings } and { $standings } show where it stands.
# The same for a tournament's news; $info is the /tournament info command.
discord-refused-tournament = It is done, but I could not post it: { $refusals }. { $info } shows it.
# The same for anything else.
discord-refused = It is done, but I could not post it: { $refusals }.
# What was refused: a tournament's channel no longer exists.
discord-refused-channel-gone = its channel is gone, so nothing could be posted there
# What was refused: Discord refused a post in $channel, with its own reason (a status code and
# Discord's words, in English).
discord-refused-post = Discord refused to post it in { $channel } ({ $reason })
# Stands for a channel whose name is unknown, inside the sentence above.
discord-the-channel = the channel
# What was refused: a tournament's news was not delivered ($tournament is its number).
discord-bulletin-not-delivered = tournament #{ $tournament }'s news was not delivered
# What was refused: a tournament's channel is gone.
discord-bulletin-channel-gone = tournament #{ $tournament }'s channel is gone
# What was refused: $refusal what happened, $news names the tournament's post (its first line).
discord-bulletin-refused = { $refusal } ({ $news })
# Names a tournament's post when it has no first line to name it by.
discord-bulletin-news = a tournament's news
# What was refused: a tournament's match could not be opened.
discord-match-not-delivered = match #{ $match } was not delivered
# What was refused in one match of a tournament's round.
discord-match-refused = match #{ $match }: { $refusal }

## Direct messages

# Added to a private message shown in the channel, privately, because the player's direct
# messages are closed.
discord-dm-closed-here = (I cannot send you direct messages, so here it is privately. Allow direct messages from this server's members to get them.)
# Posted in a match's thread when the set-up question cannot reach a player by direct message;
# $player is their mention, $peek the /peek command.
discord-dm-closed-peek = { $player }, I cannot send you direct messages. Allow direct messages from this server's members, and use { $peek } to make your choice and see your private board.
# A tournament game's direct message ends with this; $link is the link to the game's thread.
discord-play-here = Play it here: { $link }
# A direct message to a tournament player the round's message did not reach otherwise.
discord-round-game = Your round { $round } game against { $opponent }: { $link }
# The same when the round is not known.
discord-tournament-game = Your tournament game against { $opponent }: { $link }
# Added under a round's pairings once the games' threads exist; $games lists each game as
# discord-game-board, its number and its thread ("board 1 #thread").
discord-game-links = Games: { $games }.
# The word before a game's board number in the list above.
discord-game-board = board
# A match's thread name, before " · <game> #<number>": the two players' names.
discord-thread-players = { $white } vs { $black }

## Failures

# Told privately after a failure that was not the player's doing.
discord-failure-generic = Something went wrong on my side; it has been logged. Please try again later.
# Told when the database is busy.
discord-failure-busy = The game database is busy right now, so nothing was changed. Please try again in a moment.
# Told when the database cannot be reached.
discord-failure-unreachable = The game database cannot be reached right now, so nothing was changed. Please try again in a moment.
# Told when the database stopped answering in the middle of storing a move.
discord-failure-outcome-unknown = The game database stopped answering while your action was being stored, so I cannot tell yet whether it was. Look at the board in a moment before trying again.
# Told when the database refused a read or a write.
discord-failure-database = I could not read or write the game database, so nothing was changed. It has been logged; please try again later.
# Told when the bot is restarting and the command was not run.
discord-restarting = Gamut is restarting; nothing was done. Try again in a minute.
# A refusal that says nothing more.
discord-refused-cannot = That cannot be done.
# A command that cannot be used here (a server command in a direct message).
discord-refused-command-here = You cannot use this command here.

## Commands

# /play: the opponent picked is another bot; $bot is its name.
discord-play-other-bot = { $bot } is another bot and cannot play here: challenge a person, leave the opponent empty, or pick me to play my AI.
# /play against the bot while its AI is switched off.
discord-play-ai-off = My AI is switched off on this server: challenge a person.
# /play with a level but another opponent than the bot; $level is the option's name.
discord-play-level-needs-me = { $level } is my strength when you play me: pick me as opponent.
# /play: told privately where the new match is played.
discord-play-match-on = Match #{ $match } is on in { $channel }.
# Stands for the channel a command was used in, inside the sentence above.
discord-this-channel = this channel
# /games, under the list of challenges waiting.
discord-challenge-buttons = The buttons are on each challenge's own message.
# /rematch without a match outside a match's thread; $rematch is the command to use.
discord-rematch-name-match = Name the finished match: { $rematch }.
# A long answer's last line (a review): which page, and the command for the next.
discord-page-next = Page { $page } of { $count }; { $next } shows the next.
# The same on the last page.
discord-page-last = Page { $page } of { $count }, the last.
# Asking for page 2 or more of an answer that has one page.
discord-page-only-one = There is only one page: leave the page out.
# Asking for a page past the last.
discord-page-past-last = There are only { $count } pages: ask for page 1 to { $count }.

## Typed moves (a move typed as a message in a match thread)

# A typed move refused in a match with a secret, without saying why; $move is /move.
discord-typed-secret-refusal = That is not a move you can make now; { $move } lists your legal moves privately.
# A typed move that could be for several matches; $matches lists their numbers.
discord-typed-several = Several of your matches wait ({ $matches }): use { $move }.
# A typed move when it is the opponent's turn.
discord-typed-not-yours = Match #{ $match }: it is your opponent's decision, not yours.

## /help

# /help: typed moves are on. Inside discord-help.
discord-help-typed-moves-on = In a match thread you may also just type the move.
# /help: typed moves are off. Inside discord-help.
discord-help-typed-moves-off = (Typed moves are off on this bot: use /move.)
# /help's answer; $games lists the five games, $typed_moves is one of the two above,
# $numbering says how moves are numbered. Command names as players type them in the language.
discord-help = **Gamut** hosts five rare two-player abstract games: { $games }.
    `/play game opponent colour …` challenge someone (no opponent: anyone may accept; yourself: practise both sides; me, with `level` easy/medium/hard: play my AI). Each match gets its own thread; a challenger may Withdraw until it is answered.
    `/move move` play a move; suggestions list your legal moves. { $typed_moves }
    `/board` the position · `/peek` your private view · `/history` the moves · `/replay` a GIF
    `/draw` offer or accept a draw (I accept one only where nobody can win any more) · `/resign` give up · `/rematch` again, colours swapped
    `/games` your matches and challenges · `/leaderboard game` the best players (rated matches: `/play … rated`) · `/profile` ratings, results and a rating chart
    `/rules game` how a game is played · `/learn game` a tutorial, one rule per lesson
    `/hint` a suggested move (against yourself or me only) · `/review match` the AI's look at your moves in a finished match
    Stealth King (King's Crossing, `stealth`): you choose your hidden King's square in a direct message; if I cannot write to you, `/peek` asks you instead.
    `/tournament create` a Swiss or round-robin in this channel (Join / Leave buttons; its creator or a server manager starts it) · `/tournament standings`, `pairings`, `info`, `list` · `/tournament withdraw` stop playing · `bye` a half-point bye next round · `export` a TRF file · `/tournament web` a link to its web page (standings and games, live)
    Server managers: `/gamut-settings` (thread or channel mode, time limit, text-move channel, leaderboards on or off, how many tournaments and challenges one member may have open, the server's language).
    { $numbering }

## /gamut-settings

# Refused to a member who may not manage the server.
discord-settings-managers-only = Only members who may manage this server can change settings.
# The first line of /gamut-settings' answer.
discord-settings-title = **Gamut settings for this server**
# /gamut-settings' answer, one line each: the mode (thread).
discord-settings-mode-thread = mode: thread (each match in its own thread)
# The mode (channel).
discord-settings-mode-channel = mode: channel (matches in the channel)
# The time limit the server set; $hours is a number.
discord-settings-time-limit = time limit: { $hours } { $hours ->
        [one] hour
       *[other] hours
    } per decision
# The bot's default time limit.
discord-settings-time-limit-default = time limit: { $hours } { $hours ->
        [one] hour
       *[other] hours
    } per decision (the bot's default)
# The text-move channel; $channel links to it.
discord-settings-text-channel = text-move channel: { $channel }
# No text-move channel.
discord-settings-text-channel-none = text-move channel: none
# Typed moves are read.
discord-settings-typed-on = typed moves: on
# Typed moves are not read: the bot lacks Discord's Message Content permission.
discord-settings-typed-off = typed moves: off (the bot lacks the Message Content intent)
# /leaderboard answers on this server.
discord-settings-leaderboards-on = leaderboards: on
# /leaderboard refuses on this server.
discord-settings-leaderboards-off = leaderboards: off
# How many tournaments one member may have open at once, as the server set it.
discord-settings-open-tournaments = open_tournaments: { $count } per member
# The same, the default.
discord-settings-open-tournaments-default = open_tournaments: { $count } per member (the default)
# How many challenges one member may have waiting at once, as the server set it.
discord-settings-open-challenges = open_challenges: { $count } per member
# The same, the default.
discord-settings-open-challenges-default = open_challenges: { $count } per member (the default)
# The language of the bot's posts, as the server set it; $name is its name in itself.
discord-settings-language = language: { $name }
# The language of the bot's posts, from the server's Community language.
discord-settings-language-default = language: { $name } (the server's Community language)

## The web companion (/watch, Watch on the web, /web revoke)

# Under a match's board while the web companion runs: a link to the match's web page, for whoever presses it.
discord-button-watch = Watch on the web
# /watch or Watch on the web, privately (or posted in the match's thread where the server's web setting is public); $match the number, $link the address.
discord-web-watch = Watch match #{ $match } on the web: { $link }
# /watch or Watch on the web, privately, to a player of the match; $link the address of their seat.
discord-web-seat = Your seat, to play in a browser (keep it to yourself: whoever opens it plays for you): { $link }
# /watch or Watch on the web, privately, when the watch link was posted in the thread for everyone.
discord-web-watch-posted = The watch link is posted here for everyone (this server's web setting is public).
# /watch's and /tournament web's refusal when this bot runs no web companion.
discord-web-off = This bot has no web pages: its operator has not switched the web companion on.
# /tournament web, privately: the asker's link to the tournament's page; $tournament its title, $link the address.
discord-web-tournament = Follow { $tournament } on the web: { $link }
# /tournament web, privately, when the tournament's link was posted in its channel for everyone.
discord-web-tournament-posted = The tournament's link is posted here for everyone (this server's web setting is public).
# /gamut-settings' answer, one line: web links for the asker alone (the default).
discord-settings-web-private = web: private (links for the asker alone)
# /gamut-settings' answer, one line: watch links posted where everyone on the server reads the match.
discord-settings-web-public = web: public (watch links posted where everyone can read the match)

## The Move picker (the Move button under a running match's board, and its private screens)

# Under a running match's board: opens the picker, for the member whose decision it is.
picker-open = Move
# The picker's first screen (private); $match the match's number.
picker-first = Match #{ $match }: from which square do you move?
# The first screen's select, before anything is chosen.
picker-first-placeholder = Square of the piece to move
# A later screen (private): $picked the squares chosen so far, joined by arrows ("c3 → e5").
picker-next = Match #{ $match }: { $picked }. Which square next?
# A later screen's select; $picked as above.
picker-next-placeholder = After { $picked }
# A select that is one of several on its screen: $what its placeholder, $first and $last the first and last choice in it.
picker-group = { $what } ({ $first } to { $last })
# A choice of the picker that plays a move at once (moves naming the same squares: "Play a3xc5").
picker-play = Play { $move }
# Back to the previous screen of the picker.
picker-back = Back
# The picker's message once its move is played (the board follows in the match's thread).
picker-played = You played { $move }.
# The picker's first screen in a Stealth King's secret set-up (private); $match the match's number.
picker-setup-first = Match #{ $match }: on which of your start squares does your King hide? Only you see this.
# The set-up screen's select, before anything is chosen.
picker-setup-placeholder = Your hidden King's square
# The picker's message once the hidden King's square is chosen (private; the opponent is told only that a choice was made).
picker-chosen = Your King hides on { $square }.

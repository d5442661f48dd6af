### Live play: games with a clock (bot.service.live, bot.service.live_clock; docs/clocks.md).
###
### $match is a match's label (Match #12 (Crossings)), $player and $opponent are mentions,
### $side is white or black (a selector: write each side's word), $control a time control as
### Lichess writes it (10+5: minutes + seconds a move), $white, $black and $time a clock's face
### (9:53, 0:08.4), the same in every language.

# The refusal of a time control that cannot be read; $reason says what is wrong with $text (as typed, quoted).
live-control-refused = { $reason ->
        [fraction] The time control { $text } gives a base that is not whole seconds.
        [too-long] The time control { $text } is too long: at most 180 minutes and 180 seconds a move.
        [empty] The time control { $text } gives no time at all.
       *[shape] { $text } is not a time control: write minutes + seconds a move, as 10+5.
    }

# The refusal of a control shorter than rapid; $estimate is its estimated length in seconds (base + 40 × increment), $floor the shortest offered (480).
live-control-too-fast = { $control } is too fast to play here: its estimated length, { $estimate } seconds (base + 40 × increment), is under { $floor } seconds. Only rapid and classical games are offered, because a move's round trip on Discord (the bot's answer, the picture's upload, your opponent's client fetching it) costs half a second to two seconds, more than a clock forgives a move. Try 10+5 or 15+10.

# The refusal of a move whose timing (from the front end) is not a time.
live-timing-refused = The move's time could not be read, so it was not played. Try again.

# The refusal of a live game against the bot.
live-not-against-ai = Games with a clock are played between members, not against the bot.

# The reason stored with a loss on time in a live game (shown as "Black wins: White's time ran out.").
live-reason-flag = { $side ->
        [white] White's
       *[black] Black's
    } time ran out

# The post when a live game's player runs out of time.
live-flagged = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) ran out of time.

# The post when a live game is aborted because a first move did not come in time; $seconds is the window (30).
live-aborted = { $match } is aborted: { $player } ({ $side ->
        [white] white
       *[black] black
    }) did not make a first move within { $seconds } seconds. The game is not rated.

# The reason stored with a tournament game lost because a side made no first move in time (shown as "Black wins: White made no first move in time."; a tournament game is not aborted).
live-reason-no-show = { $side ->
        [white] White
       *[black] Black
    } made no first move in time

# The post when a live tournament game's player made no first move within the window ($seconds, 30): the game is lost on time, not aborted.
live-no-show = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) made no first move within { $seconds } seconds. A tournament game is not aborted: it is lost on time, by forfeit.

# The refusal of "+15 s" in a game without a clock.
live-not-live = { $match } has no clock: there is no time to give.

# The refusal of "+15 s" in a game against oneself.
live-give-self = { $match } is against yourself: there is nobody to give time to.

# The post when a player gives their opponent more time; $seconds is 15.
live-time-given = { $match }: { $player } gives { $opponent } { $seconds } seconds more.

# The post after a restart of the bot, for every live game it gave time back to; $seconds is 20.
live-restart-gift = { $match }: the bot restarted, so { $player } gets { $seconds } seconds back.

# The line in a live challenge's terms naming its control.
live-challenge-terms = Clock: { $control }.

# The line in every post of a live game with both sides' time left (the side to move's as it stands at the post).
live-time-left = Clock { $control }: white { $white }, black { $black }.

# The warning in a post when the side to move is low on time.
live-low-time = { $player } ({ $side ->
        [white] white
       *[black] black
    }) is low on time: { $time } left.

# The line in a post while the side to move has not made its first move; $seconds is 30.
live-first-move = The first move is due within { $seconds } seconds, or the game is aborted.

# The line in a tournament game's post while the side to move has not made its first move; $seconds is 30 (a tournament game is lost on time, not aborted).
live-first-move-tournament = The first move is due within { $seconds } seconds, or the game is lost on time.

# A live game's result when it was aborted (no first move in time), as "is over (...)" shows it.
live-result-aborted = aborted, no result and not rated

# Discord: the line under a live game's post counting down the side to move's time (or its first move's window); $when is Discord's live countdown ("in 9 minutes"), shown in the reader's own language.
discord-clock-countdown = { $player }, your time runs out { $when }.

# Discord: the button under a live game's post that gives the presser's opponent more time; $seconds is 15.
discord-button-give-time = +{ $seconds } s for my opponent

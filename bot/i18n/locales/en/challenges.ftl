### Challenges, rematches and games against the bot (English: the source).
###
### $challenge is a challenge's number (shown after #), $game a game's name (never
### translated), $challenger, $opponent and $player are mentions; $accept, $decline and
### $cancel are commands as the reader's front end spells them (a button or a command).

## Making a challenge

# A refusal of any command that takes a game: no game has this id; $game is what was typed, quoted, $games the games' ids with their short names (kings-crossing (kc), ...).
challenge-no-such-game = There is no game { $game }. Games: { $games }.

# A refusal of /play: the colour asked for is none of the three; $colour is what was typed, quoted.
challenge-colour-refused = Colour is white, black or random, not { $colour }.

# A refusal of /play against oneself (a practice game) asked to be rated.
challenge-self-never-rated = A game against yourself is never rated: leave rated out.

# A refusal of /play: the asker's own challenge to $opponent for the same game still waits.
challenge-yours-waiting = Your challenge to { $opponent } to { $game } is still waiting for an answer: wait for it, or withdraw it with { $cancel }.

# A refusal of /play: the asker's own open challenge (to anyone) for the same game still waits.
challenge-yours-waiting-anyone = Your challenge to anyone to { $game } is still waiting for an answer: wait for it, or withdraw it with { $cancel }.

# A refusal of /play: $challenger has already challenged the asker to the same game.
challenge-theirs-waiting = { $challenger } has already challenged you to { $game }: { $accept } or { $decline } it.

# A refusal of /play: a challenge between the same two players for the same game is open.
challenge-pair-open = A challenge to { $game } between you is still open.

# A refusal: a challenge between the same players for the same game was made meanwhile.
challenge-duplicate = Challenge #{ $challenge } between these players is still open: answer or cancel it first.

# Inside challenge-open and challenge-to: the game with the options that differ from the defaults, as typed (stealth=on, pieces=12).
challenge-game-options = { $game } ({ $options })

# Inside challenge-open and challenge-to: who plays which colour, and whether the match changes ratings ($rated is rated or casual).
challenge-terms = { $colour ->
        [white] { $challenger } plays white
        [black] { $challenger } plays black
       *[random] colours drawn at random
    }, { $rated ->
        [rated] rated
       *[casual] casual (no rating change)
    }

# The post of an open challenge in the channel; $game may carry options, $terms is challenge-terms, $within a duration (15 minutes).
challenge-open = { $challenger } is looking for an opponent: { $game }, { $terms }. Anyone may accept within { $within }.

# The post of a challenge to $opponent in the channel; $terms is challenge-terms, $within a duration (15 minutes).
challenge-to = { $opponent }, { $challenger } challenges you to { $game }, { $terms }. Accept or decline within { $within }.

# The challenged player's buttons under a challenge.
challenge-button-accept = Accept
# The challenged player's buttons under a challenge.
challenge-button-decline = Decline
# The challenger's button under their own challenge.
challenge-button-withdraw = Withdraw

# The question above the challenged player's buttons.
challenge-prompt-accept = Accept the challenge?
# The question above the challenger's button.
challenge-prompt-withdraw = Withdraw your challenge?

# The note only the challenger sees once the challenge is posted.
challenge-sent = Challenge #{ $challenge } sent.

## Answering a challenge

# A refusal: the challenge is no longer open; $status says how it ended (accepted, declined, cancelled).
challenge-closed = Challenge #{ $challenge } is already { $status ->
        [accepted] accepted
        [declined] declined
       *[cancelled] cancelled
    }.

# A refusal, and the answer to a late accept: the challenge's time ran out.
challenge-expired = Challenge #{ $challenge } has expired.

# A refusal of accept: the challenger pressed Accept under their own open challenge.
challenge-accept-own = You cannot accept your own challenge; cancel it instead.

# A refusal of accept or decline: the challenge is addressed to someone else.
challenge-not-yours = Challenge #{ $challenge } is not addressed to you.

# A refusal of decline: an open challenge (to anyone) has nobody to decline it.
challenge-decline-open = An open challenge cannot be declined; just leave it.

# The post in the channel when $opponent declines $challenger's challenge.
challenge-declined = { $opponent } declined { $challenger }'s challenge #{ $challenge }.

# A refusal of cancel: only the one who made the challenge may withdraw it.
challenge-cancel-not-yours = Only the challenger can cancel a challenge.

# The post in the channel when a challenge is withdrawn.
challenge-cancelled = Challenge #{ $challenge } was cancelled.

# The post in the channel when nobody answered a challenge in time.
challenge-expired-unanswered = { $challenger }'s challenge #{ $challenge } expired unanswered.

## Rematches

# A refusal of /rematch: the match ($match, its label: Match #12 (Crossings)) is not over.
challenge-rematch-still-going = { $match } is still going on.

# A refusal of /rematch: the asker's rematch challenge to $opponent is still open.
challenge-rematch-waiting = You have already challenged { $opponent } to { $game }; the offer is still open (withdraw it with { $cancel }).

## Against the bot

# A refusal of /play: a level was given for a game against a person.
challenge-level-only-bot = A level is only for a game against the bot.

# A refusal of /play against the bot asked to be rated.
challenge-bot-never-rated = A game against the bot is never rated: leave rated out.

# A refusal of /play against the bot: an unknown level; $levels lists the levels as typed (easy, medium, hard), $level is what was typed, quoted.
challenge-level-refused = The bot plays at level { $levels }, not { $level }.

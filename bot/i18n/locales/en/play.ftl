### Playing a match: its announcements, the board's texts, set-up choices and refusals.
###
### $match is always play-match-label ("Match #12 (Crossings)"); $player, $white and $black
### are mentions; $side a side in a parenthesis (play-side-lower).  An ending's $reason is the
### sentence stored with the match.

## Sides and labels

# A side of the board, capitalised ("White cannot move and passes").
play-side = { $side ->
    [white] White
    [black] Black
   *[none] Nobody
}

# A side inside parentheses after a player ("alice (white) played a4-b5").
play-side-lower = { $side ->
    [white] white
   *[black] black
}

# How every text names a match; $game is the game's name, never translated.
play-match-label = Match #{ $match } ({ $game })

# The players of a match, in the match's first post and its summaries.
play-players = { $white } (White) vs { $black } (Black)

# A match still being played, where its result would be.
play-result-in-progress = in progress

# A drawn match's result.
play-result-draw = Draw: { $reason }.

# A won match's result.
play-result-win = { $player } ({ $side }) wins: { $reason }.

## Refusals

# A match number that names no match the asker may see.
play-no-such-match = There is no match #{ $match }.

# A challenge number that names no challenge.
play-no-such-challenge = There is no challenge #{ $challenge }.

# The database could not read the match ($problem: the database's words).
play-match-unavailable = Match #{ $match } cannot be loaded right now: { $problem }

# Someone who does not play in the match tries to act in it.
play-not-a-player = { $match }: you are not playing in this match.

# An action in a match that has ended ($result: play-result-*).
play-over = { $match } is over ({ $result }).

# Two actions at once: this one lost the race.
play-changed-look = { $match } changed at the same moment; look at the board and try again.

# The same, where the board need not be looked at.
play-changed = { $match } changed at the same moment; try again.

# A move before both set-up choices are made ($choose: the choose command).
play-not-started = { $match } has not started: both players first make their private set-up choice ({ $choose } and a square).

# A move by the player whose decision it is not.
play-not-your-decision = { $match }: it is { $player }'s decision ({ $side }), not yours.

# The same request arriving twice: the move it played.
play-already-played = { $match }: { $move } was already played for this request; nothing more was changed.

# Inside play-outcome-unknown: what was being stored.
play-your-move = your move { $move }

# Inside play-outcome-unknown: the result of the match (a resignation, a draw, a time-out) was being stored.
play-the-result = the result

# The database lost the answer of a commit ($what: play-your-move or the like; $board: the board command).
play-outcome-unknown = { $match }: the database connection failed while { $what } was being stored ({ $problem }), and it cannot be told yet whether it was. This is the board from before; look again in a moment ({ $board }) before acting again.

# Too many replays are being drawn.
play-replay-busy = The bot is busy drawing other replays: try this one again in a minute.

# A replay's worker stopped.
play-replay-failed = The replay could not be drawn (its worker stopped before it was done): nothing was changed; try again in a minute.

## A match's posts

# The first post of a match.
play-begins = { $match } begins: { $players }.

# Under play-begins, for a rated match.
play-rated = The match is rated.

# Under play-begins, when each player first chooses in secret.
play-setup-by-dm = Each player now makes a private set-up choice (sent by direct message).

# A move played ($carried: " (play-carried)" or nothing; $changed: ", " and what the move did to other pieces -- play-change-captures, lesson-change-... parted by semicolons -- or nothing).
play-move-played = { $match }: { $player } ({ $side }) played { $move }{ $carried }{ $changed }.

# In play-move-played, in brackets: the mover's pieces that moved together along a line (Crossings: a phalanx) from the squares $left (c8–b7) to $reached; $count of them.
play-carried = { $count ->
    [2] the pair { $left } to { $reached }
   *[other] the line of { $count } { $left } to { $reached }
}

# In play-move-played: the pieces a move captured ($pieces: each lesson-piece and its square as coach-piece-on, joined by refusal-and; $count of them, for a language whose verb agrees with their number).
play-change-captures = { $count ->
   *[other] capturing { $pieces }
}

# A side with no legal move passes, in the match's thread ($side: white or black).
play-passes = { $side ->
        [white] White
       *[black] Black
    } cannot move and passes.

# The bot's AI is to move.
play-thinking = { $player } is thinking ({ $side })…

# Whose decision it is ($due: play-due-*).
play-to-decide = { $player } to decide ({ $side }), { $due }.

# The decision due: a secret set-up choice.
play-due-setup = set-up

# The decision due: a move by its number.
play-due-move = move { $number }

# After many quiet turns ($turns: how many).
play-draw-hint = No piece has advanced or captured for { $turns } turns: either player may offer a draw.

# A player's private board (the Stealth King's own view).
play-private-board = { $match }: your private board ({ $side }).

# At the end of a game with secret choices.
play-revealed = Revealed hidden choices:

# One revealed choice that matches its commitment ($hashed: the formula, never translated).
play-revealed-choice = • { $side }: { $square }, salt { $salt }: { $hashed } = { $commitment } ✓ verified

# One revealed choice that does not match its commitment.
play-revealed-mismatch = • { $side }: { $square }, salt { $salt }: { $hashed } = { $commitment } ✗ MISMATCH

## Set-up choices

# The direct message asking for a secret choice ($side: white or black, the player's side; $choices: play-choose-*).
play-setup-prompt = { $match }: you play { $side ->
        [white] white
       *[black] black
    }. Choose your secret set-up ({ $choices }) — only you will see it.

# What is chosen: the Stealth King's square ($example: a choose command).
play-choose-hidden-king = the starting square of your hidden King, e.g. { $example }

# What is chosen: one of these squares.
play-choose-one-of = one of: { $choices }

# A choice that is none of the player's ($typed: what they typed, quoted).
play-not-a-choice = { $match }: { $typed } is not one of your choices; pick one of { $choices } with { $choose }, or { $random }.

# A choice when none is asked for.
play-no-choice-now = { $match }: there is no private choice to make now.

# A second choice.
play-already-chosen = { $match }: you have already chosen; wait for your opponent.

# The chooser's private confirmation, with their board ($side: white or black).
play-your-choice = { $match }: your choice for { $side ->
        [white] white
       *[black] black
    } is { $square }. Only you can see this board.

# The match's post when a player has chosen.
play-choice-made = { $match }: { $player } ({ $side }) has made a private choice.

# The chooser's notice.
play-choice-recorded = Your choice is recorded; it stays secret.

# When both have chosen: the commitments follow, one a line.
play-commitments = Both choices are made. Commitments (SHA-256 of side:square:salt), revealed when the game ends:

# One commitment ($side: play-side; $commitment: the hash).
play-commitment = • { $side }: { $commitment }

## Waiting challenges (the list of a player's challenges, and picking one)

# The heading of the list of a player's waiting challenges.
play-waiting-heading = Challenges:

# No challenge waits.
play-waiting-none = No challenge is waiting.

# A challenge to the player ($terms: game, colours, rated; $accept, $decline: the commands).
play-waiting-incoming = #{ $challenge } to you from { $player }: { $terms }; answer with { $accept } or { $decline }

# A challenge by the player ($player: who it is to, or play-waiting-anyone).
play-waiting-outgoing = #{ $challenge } from you to { $player }: { $terms }; withdraw it with { $cancel }

# Another member's challenge anyone may take.
play-waiting-open = #{ $challenge } open to anyone, from { $player }: { $terms }; take it with { $accept }

# Who an open challenge is to.
play-waiting-anyone = anyone

# In a challenge's terms: colours drawn by lot.
play-waiting-random-colours = colours at random

# In a challenge's terms: the challenger's side ($side: white or black).
play-waiting-plays = { $player } plays { $side ->
        [white] white
       *[black] black
    }

# In a challenge's terms.
play-waiting-rated = rated

# In a challenge's terms.
play-waiting-casual = casual

# An answer word that is none of the three ($answers: accept, decline, cancel, as typed).
play-waiting-answers = A challenge is answered with { $answers }.

# Several challenges could be meant ($listed: their numbers; $example: a command).
play-waiting-which = Which challenge? { $listed } are waiting: give its number, e.g. { $example }.

# Accept with nothing to accept.
play-waiting-none-to-accept = No challenge is waiting for you to accept.

# Decline with nothing to decline.
play-waiting-none-to-decline = No challenge to you is waiting to be declined.

# Withdraw with nothing to withdraw.
play-waiting-none-to-cancel = You have no open challenge to withdraw.

# Above the buttons of a decision that is not an ordinary move (a re-placement, a shift): $side is the side to decide (white or black).
play-decision-prompt = { $side ->
        [white] White
       *[black] Black
    }, your decision:

# The button of a private set-up question that lets chance choose the square.
play-setup-random-button = Random

# Above the buttons of a private set-up question (the squares to choose from).
play-setup-choice-prompt = Your choice:
# A move (or a Move picker's click) made in a position the match has left since (the picker was opened before the last move); $match the match's label, $player who decides now.
play-moved-on = { $match } has moved on since this was opened: { $player } is to decide now.

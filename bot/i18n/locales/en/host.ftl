### The host's rules in every game: resigning, draws by agreement, time limits and the
### clock's reminders (English: the source).
###
### $match is a match's label (Match #12 (Crossings)), $player, $opponent, $late and $waiting
### are mentions, $side is white or black (a selector: write each side's word).
### The host-reason-* messages are the reason stored with a result and shown after it
### ("Black wins: White resigned."), so they start as a clause after a colon would.

## Resigning

# The answer to a resignation sent again by the same request (a retry); $result is the match's result sentence.
host-resignation-recorded = { $match }: your resignation was already recorded for this request ({ $result }); nothing more was changed.

# The question only the resigning player sees before a resignation is confirmed.
host-resign-confirm = Resign { $match }? This cannot be undone.

# The prompt above the confirming button.
host-resign-prompt = Resign?

# The button that confirms a resignation.
host-resign-button = Resign

# The post in the match's thread when a player resigns.
host-resigns = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) resigns.

# The reason stored with the result of a resignation (shown as "Black wins: White resigned.").
host-reason-resigned = { $side ->
        [white] White
       *[black] Black
    } resigned

# The answer to a resignation not confirmed.
host-not-resigned = Not resigned: the game goes on. { $match } stands as it was.

## Draws

# The post when the second player offers a draw too, which agrees to it.
host-draw-agreed = { $match }: both players agree to a draw.

# The reason stored with an agreed draw (shown as "Draw: agreed by both players.").
host-reason-agreed = agreed by both players

# A refusal of /draw: the asker's own offer already waits for an answer.
host-draw-offer-waiting = { $match }: your draw offer is already waiting.

# The buttons under a draw offer, for the opponent.
host-draw-button-accept = Accept draw
# The buttons under a draw offer, for the opponent.
host-draw-button-decline = Decline

# The post in the match's thread when $player offers a draw to $opponent.
host-draw-offer = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) offers a draw. { $opponent }, accept or decline (a move declines it too).

# The question above the opponent's draw buttons.
host-draw-prompt = Accept the draw?

# The note only the player who offered a draw sees.
host-draw-offered = Draw offered.

# A refusal of a draw answer: nobody has offered one.
host-draw-no-offer = { $match }: there is no draw offer to answer.

# A refusal of a draw answer by the player who made the offer.
host-draw-own-offer = { $match }: your opponent must answer your offer.

# The post when $player declines the draw offer.
host-draw-declined = { $match }: { $player } declines the draw.

# The post when the draw offer is accepted.
host-draw-accepted = { $match }: the draw offer is accepted.

# The line the bot adds when it declines a draw; $resign is the command to resign.
host-bot-plays-on = It plays on while either side can still win ({ $resign } ends the match).

## Time limits

# A refusal of a claim on time by the player whose decision it is.
host-claim-your-decision = { $match }: the decision is yours; you cannot claim.

# A refusal of a claim on time during the set-up, by a player who has not chosen yet.
host-claim-choose-first = { $match }: make your own choice first.

# A refusal of a claim on time made too early; $left is a duration (3 hours).
host-claim-too-early = { $match }: { $player } still has { $left } to move.

# The post when $player claims the win on time.
host-claims-win = { $match }: { $player } claims the win on time.

# The reason stored with a win on time; $limit is the time limit, a duration (24 hours).
host-reason-no-move = { $side ->
        [white] White
       *[black] Black
    } did not move within { $limit }

# The reason stored with a tournament game lost at its round's deadline.
host-reason-round-deadline = { $side ->
        [white] White
       *[black] Black
    } ran out of time at the round's deadline

# The post when a tournament game is lost on time without a claim.
host-out-of-time = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) ran out of time.

# The post when a player's game is ended as a loss by a tournament; $reason says why, a verb phrase whose subject is the player (withdrew from the tournament).
host-conceded = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) { $reason }.

# The reason stored with such a loss; $reason as in host-conceded.
host-reason-conceded = { $side ->
        [white] White
       *[black] Black
    } { $reason }

# The DM to the player whose decision is due, at half their time; $left is a duration (12 hours).
host-reminder = Reminder: { $match } waits for your decision; { $left } left before your opponent may claim the win.

# The post when a player has let the time limit pass; $limit is a duration (24 hours).
host-timeout = { $match }: { $late } has not moved within { $limit }. { $waiting } may claim the win.

# The question above the waiting player's button after a time-out.
host-claim-prompt = Claim the win?

# The waiting player's button after a time-out.
host-claim-button = Claim the win

## Takebacks (casual games only)

# A refusal of a takeback in a rated game.
host-takeback-rated = { $match }: a rated game's moves are never taken back.

# A refusal of a takeback in a tournament game.
host-takeback-tournament = { $match }: a tournament game's moves are never taken back.

# A refusal of a takeback in a game against the bot (it cannot agree to one).
host-takeback-bot = { $match }: moves against the bot are not taken back.

# A refusal of a takeback before any move (or of a secret set-up choice, which is never taken back).
host-takeback-nothing = { $match }: there is no move to take back.

# A refusal of a takeback when the asker did not make the last move.
host-takeback-not-yours = { $match }: only your own last move can be taken back, before your opponent decides.

# A refusal of a takeback in a live game whose clock was stored before takebacks existed.
host-takeback-no-clock = { $match }: this game's clock cannot be set back.

# A refusal of a takeback request when the asker's own request already waits.
host-takeback-waiting = { $match }: your takeback request is already waiting.

# The post in the match's thread when $player asks $opponent to take back $moves (their last move).
host-takeback-proposed = { $match }: { $player } ({ $side ->
        [white] white
       *[black] black
    }) asks to take back { $moves }. { $opponent }, accept or decline (a move declines it too).

# The question above the opponent's takeback buttons.
host-takeback-prompt = Accept the takeback?

# The buttons under a takeback request, for the opponent.
host-takeback-button-accept = Accept takeback
# The buttons under a takeback request, for the opponent.
host-takeback-button-decline = Decline

# The note only the player who asked for a takeback sees.
host-takeback-asked = Takeback requested.

# A refusal of a takeback answer: nobody asked for one (or a move was made since).
host-takeback-none = { $match }: there is no takeback request to answer.

# A refusal of a takeback answer by the player who asked.
host-takeback-own = { $match }: your opponent must answer your request.

# The post when $player declines the takeback.
host-takeback-declined = { $match }: { $player } declines the takeback.

# The post with the board after a takeback: $player's ($side's) $moves were taken back.
host-takeback-done = { $match }: { $moves } of { $player } ({ $side ->
        [white] white
       *[black] black
    }) taken back.

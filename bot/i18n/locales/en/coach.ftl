### The AI as a coach: hints in practice (/hint) and reviews of finished matches (/review),
### with the words drawn in a review's pictures (English: the source). Pieces are named as in
### the lessons (lesson-piece in lessons.ftl). $match is a match's label ("Match #12 (Crossings)").

## Words shared by hints and reviews

# A side in a hint or a review ("hint for white", "Move 3 (white)").
coach-side = { $side ->
        [white] white
       *[black] black
    }
# A piece and its square in a reason ($piece: lesson-piece, "the man on b5").
coach-piece-on = { $piece } on { $square }
# The unit a review's evaluation is counted in (the chart's axis, a drop's size): the game's ordinary piece, in the plural.
coach-unit = { $unit ->
        [men] men
        [counters] counters
        [pages] pages
        [last-steps] last steps to a goal
       *[pieces] pieces
    }

## Hints (/hint)

# /hint refused: the match is rated.
coach-hint-rated = { $match }: Hints are only for practice: this match is rated.
# /hint refused: a match between two people.
coach-hint-people = { $match }: Hints are only for practice, in a match against yourself or against me: never in a match between two people.
# /hint refused: the match is not in play.
coach-hint-no-move = { $match }: there is no move to hint at now.
# /hint refused: the other side must decide.
coach-hint-not-yours = { $match }: it is not your decision now.
# /hint: the game moved on while the AI thought.
coach-hint-changed = { $match }: the position changed; ask again.
# /hint: the reason when the AI has none in words (in brackets after the move).
coach-hint-no-reason = no single reason: the search simply rates it highest
# /hint: the hint, $move in bold, $why its reason (coach-reason-...), $side the asker's side (white or black); the picture frames the move's squares.
coach-hint = { $match }: hint for { $side ->
        [white] white
       *[black] black
    }: { $move } ({ $why }). The framed squares are its squares.

## Reasons (after a hinted move, or a review's marked move)

# The move forces a win within $count of the player's own moves.
coach-reason-wins-by-force = it wins by force within { $count } of your moves
# Every move loses by force (the hinted one holds out longest).
coach-reason-all-lose = every move loses by force within { $count } of your moves
# A review: the played $move loses by force.
coach-reason-loses = { $move } loses by force within { $count } of your moves
# A review: the better $move wins by force.
coach-reason-wins = { $move } wins by force within { $count } of your moves
# A review: what the better $move does instead ($why: a reason).
coach-reason-instead = { $move } instead: { $why }
# The move wins at once; $outcome is how the game says it was won.
coach-reason-wins-now = it wins at once: { $outcome }
# A review: after the played $move, $piece (coach-piece-on) could be taken.
coach-reason-exposed = after { $move } { $piece } can be taken; this move keeps every piece safe
# A hint: the move saves $piece (coach-piece-on, with lesson-piece.object).
coach-reason-saves = it saves { $piece }, which most other moves leave to be taken
# The move captures $pieces (a list of coach-piece-on, with lesson-piece.object).
coach-reason-captures = it captures { $pieces }
# A review's mistake: how much the evaluation fell ($loss, $threshold: numbers in $unit, coach-unit).
coach-drop-mistake = the evaluation drops by { $loss } { $unit }, past this game's mistake threshold of { $threshold }
# A review's blunder: how much the evaluation fell ($loss, $threshold: numbers in $unit, coach-unit).
coach-drop-blunder = the evaluation drops by { $loss } { $unit }, past this game's blunder threshold of { $threshold }

## Reviews (/review)

# /review refused: the match is not over.
coach-review-not-over = { $match } is still going on: a review comes once it is over.
# /review: the bold start of the heading.
coach-review-of = Review of { $match }
# /review: the heading; $title is coach-review-of, $player a mention, $sides the player's sides (a list).
coach-review-heading = { $title } for { $player } ({ $sides }): { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } weighed, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }.
# A blunder (the mark ??) in a review.
coach-mark-blunder = blunder
# A mistake (the mark ?) in a review.
coach-mark-mistake = mistake
# /review: one marked move: $played in bold, $sign ?? or ?, $mark coach-mark-..., $reason why; $after the sentences that follow (coach-review-expected, -better, -board).
coach-review-move = • Move { $number } ({ $side }): { $played } { $sign } { $mark }: { $reason }.{ $after }
# /review, after a marked move: the replies the AI expects after it.
coach-review-expected = Expected after it: { $line }.
# /review, after a marked move: the better move ($move, in bold).
coach-review-better = Better { $move }.
# /review, after a marked move: the better move ($move, in bold) and the line the AI expects after it.
coach-review-better-line = Better { $move }, going on { $line }.
# /review, after a marked move: the attached picture of the position.
coach-review-board = Board: { $name }.
# /review: the player had no move with an alternative.
coach-review-nothing = None of your moves in this match had an alternative to weigh.
# /review: nothing marked.
coach-review-no-mistake = No mistake found: every move kept close to the AI's choice.
# /review cut short at its time bound, up to move $upto.
coach-review-cut-short-upto = Cut short at the review's bound of { $seconds } seconds: { $weighed } of your { $asked } moves with an alternative weighed, up to move { $upto }; the later ones were not judged.
# /review cut short at its time bound before any move was weighed.
coach-review-cut-short = Cut short at the review's bound of { $seconds } seconds: { $weighed } of your { $asked } moves with an alternative weighed; the later ones were not judged.
# /review: the last line, naming the chart's file ($chart), its unit (coach-unit) and the side it is drawn for ($side: white or black).
coach-review-chart = The evaluation over the game: { $chart } (in { $unit }; above the zero line { $side ->
        [white] white
       *[black] black
    } stands better; a proven win or loss is drawn above or below the plot).

## Drawn in a review's pictures (short: they must fit their boxes)

# The title of a review's board: the position before move $number.
coach-board-title = { $game } · before move { $number }
# A review board's legend: the blue arrow, the move played.
coach-board-played = played { $move }
# A review board's legend: the orange arrow, the better move.
coach-board-better = better { $move }
# The evaluation chart's title: match $match, for $side.
coach-chart-title = #{ $match } { $game }: evaluation ({ $side })
# The evaluation chart's y axis (top right); $side: white or black.
coach-chart-advantage = { $side ->
        [white] white's
       *[black] black's
    } advantage, in { $unit }
# The evaluation chart's x axis: the move numbers.
coach-chart-move = move
# The evaluation chart: the strip above the plot, proven wins.
coach-chart-won = won
# The evaluation chart: the strip below the plot, proven losses.
coach-chart-lost = lost

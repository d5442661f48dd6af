### The lessons' frame (/learn GAME): headings, the task line, the answers to an attempt, and
### the words a wrong legal move is told with (English: the source). Each game's own lessons
### are in lessons-<game>.ftl.

## The lesson as shown

# /learn: the bold heading of a lesson ("King's Crossing, lesson 1 of 6: Slides").
lesson-title = { $game }, lesson { $number } of { $total }: { $title }
# /learn: the bold label before the lesson's task.
lesson-task-label = Your task
# /learn: the line with the lesson's task; $label is "Your task" in bold, $side who moves.
lesson-task = { $label } ({ $side ->
        [white] white
       *[black] black
    } to move): { $task }
# /learn: how to answer; $learn is the command with MOVE for the move.
lesson-answer-with = Answer with { $learn }, written as in a match.
# /learn: below a lesson once the player has finished every lesson of the game.
lesson-course-done = (You have completed the { $game } course.)
# /learn: below a lesson the player has already passed.
lesson-passed = (You passed this lesson already.)
# /learn NUMBER: refusal of a lesson not reached yet.
lesson-not-open = Lesson { $number } is not open to you yet: choose 1 to { $allowed } (there are { $total }).

## Answers to an attempt (/learn GAME MOVE)

# The start of every answer to an attempt ("King's Crossing, lesson 2").
lesson-heading = { $game }, lesson { $number }
# An attempt that is no legal move: the lesson, then the game's reason.
lesson-refused = { $game }, lesson { $number }: { $why }
# A legal move that is not the answer: $verdict says why, $again is the command to answer with.
lesson-try-again = { $heading }: ✗ { $verdict } Try again with { $again }.
# The right answer: $move is the move in bold, $verdict the lesson's praise.
lesson-right = { $heading }: ✓ { $move }. { $verdict }
# After the right answer to a game's last lesson; $play, $hint, $review are commands.
lesson-course-complete = That was the last lesson: the { $game } course is complete. Practise with { $play } against yourself or the bot (hints there: { $hint }), and look back on a finished match with { $review }.

## What a wrong move did

# A wrong legal move: $did is what it did (lesson-did-...), $why the lesson's rule.
lesson-wrong = { $move } is legal, but { $did }. { $why }
# A wrong legal move the lesson has its own sentence for ($why).
lesson-wrong-this = { $move } is legal, but it is not the move: { $why }
# In lesson-wrong: the move wins the game.
lesson-did-win = it wins the game
# In lesson-wrong: the move captures the pieces on $squares (a list).
lesson-did-capture = it captures on { $squares }
# In lesson-wrong: the move takes hit points from the bosses on $squares.
lesson-did-hit = it hits the boss on { $squares }
# In lesson-wrong: the move sends the jumped pieces on $squares back home.
lesson-did-send = it sends the piece on { $squares } home
# In lesson-wrong: the move traps the enemy pieces on $squares.
lesson-did-trap = it traps the pieces on { $squares }
# In lesson-wrong: the move crosses one of the mover's counters (Crossings).
lesson-did-cross = it crosses a counter
# In lesson-wrong: the move crowns a piece (Checkers with Bosses).
lesson-did-crown = it crowns a piece
# In lesson-wrong: a move of which nothing can be said.
lesson-did-nothing = it captures nothing

## The mover's own move, as all it did (.only) or followed by what it did to the mover's own
## pieces (.and: $changes, a list of lesson-change-...)

# A drop of a boss ($piece: lesson-piece.object).
lesson-own-drop =
    .only = it only drops { $piece } on { $square }
    .and = it drops { $piece } on { $square }, and { $changes }
# A piece put on the board ($piece: lesson-piece.object).
lesson-own-put =
    .only = it only puts { $piece } on { $square }
    .and = it puts { $piece } on { $square }, and { $changes }
# A piece moved from $start to $end ($piece: lesson-piece.object).
lesson-own-move =
    .only = it only moves { $piece } from { $start } to { $end }
    .and = it moves { $piece } from { $start } to { $end }, and { $changes }
# A line of $count pieces (Crossings: counters) moved together from $line (a1–a3) to $to.
lesson-own-line =
    .only = it only moves the { $count } { $kind ->
        [counter] counters
       *[other] pieces
    } { $line } to { $to }
    .and = it moves the { $count } { $kind ->
        [counter] counters
       *[other] pieces
    } { $line } to { $to }, and { $changes }

## Pieces a move affected besides the moving one

# A piece captured ($piece: lesson-piece).
lesson-change-captured = capturing { $piece } on { $square }
# A boss that lost $lost hit points and has $left.
lesson-change-hit = { $piece } on { $square } loses { $lost ->
        [one] a hit point
       *[other] { $lost } hit points
    } ({ $left } left)
# A jumped piece that went to $to.
lesson-change-moved = { $piece } on { $square } goes to { $to }
# A jumped piece that went back to its home square $to.
lesson-change-home = { $piece } on { $square } goes home to { $to }
# A jumped piece off the board until its owner places it (Charing Cross).
lesson-change-waiting = { $piece } on { $square } is off the board until its owner places it
# A piece that became another kind ($now: lesson-piece.indefinite).
lesson-change-becomes = { $piece } on { $square } becomes { $now }

## Words of the lessons

# A choice among squares or moves: $items (comma-separated) or $last ("b3, b4 or b5").
lesson-either = { $items } or { $last }
# A side named in a lesson's text ("now it is White's turn").
lesson-side-white = White
# A side named in a lesson's text ("now it is Black's turn").
lesson-side-black = Black
# A piece with its article, as the subject of a sentence; .object as the object of a verb; .indefinite "a man".
lesson-piece = { $kind ->
        [man] the man
        [king] the king
        [diagonal] the diagonal mover
        [orthogonal] the orthogonal mover
        [compound] the compound
        [crowned-diagonal] the crowned diagonal mover
        [crowned-orthogonal] the crowned orthogonal mover
        [crowned-compound] the crowned compound
        [diagonal-boss] the diagonal boss
        [orthogonal-boss] the orthogonal boss
        [compound-boss] the compound boss
        [counter] the counter
        [page] the page
        [castle-knight] the knight
        [knight] the knight
        [rook] the rook
       *[other] the piece
    }
    .object = { $kind ->
        [man] the man
        [king] the king
        [diagonal] the diagonal mover
        [orthogonal] the orthogonal mover
        [compound] the compound
        [crowned-diagonal] the crowned diagonal mover
        [crowned-orthogonal] the crowned orthogonal mover
        [crowned-compound] the crowned compound
        [diagonal-boss] the diagonal boss
        [orthogonal-boss] the orthogonal boss
        [compound-boss] the compound boss
        [counter] the counter
        [page] the page
        [castle-knight] the knight
        [knight] the knight
        [rook] the rook
       *[other] the piece
    }
    .indefinite = { $kind ->
        [man] a man
        [king] a king
        [diagonal] a diagonal mover
        [orthogonal] an orthogonal mover
        [compound] a compound
        [crowned-diagonal] a crowned diagonal mover
        [crowned-orthogonal] a crowned orthogonal mover
        [crowned-compound] a crowned compound
        [diagonal-boss] a diagonal boss
        [orthogonal-boss] an orthogonal boss
        [compound-boss] a compound boss
        [counter] a counter
        [page] a page
        [castle-knight] a knight
        [knight] a knight
        [rook] a rook
       *[other] a piece
    }

# /learn NUMBER: refusal of a lesson number that is no whole number from 1 to 999 ($lesson as typed).
lesson-no-such = There is no lesson { $lesson }.

# The placeholder for a move inside a command shown as an example (/learn game:crossings answer:MOVE): capitals, one word.
lesson-placeholder-move = MOVE

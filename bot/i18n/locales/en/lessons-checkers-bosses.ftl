### Checkers with Bosses's lessons (/learn checkers-bosses), one rule each (English: the source).
###
### Each lesson is one message: its value is the lesson's title, its attributes its texts:
### .text the rule, .task what the player must do, .why the rule told to a wrong answer,
### .done said after the right answer, .wrong-... said to that one wrong move.
### A { $variable } is a fact about the board the tests check against the engine (squares a
### piece may reach, whose turn it is): keep every one. Square names and moves stay as they are.

# /learn checkers-bosses, lesson 1 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-kinds = Three kinds of men
    .text = Each side has three kinds of men, and each steps one square: a diagonal mover (D) diagonally forward, an orthogonal mover (O) forward or sideways, a compound (C) diagonally forward, forward or sideways.
    .task = Step your diagonal mover from c3 to d4.
    .why = A diagonal mover steps one square diagonally forward: from c3 that is { $destinations-c3 }.
    .done = Right. The orthogonal mover on a1 could go to { $destinations-a1 }; the compound on h1 to { $destinations-h1 }.

# /learn checkers-bosses, lesson 2 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-captures = Captures
    .text = A man captures by a short jump over an adjacent enemy piece to the empty square just beyond, in a direction it steps in (never backward). Capturing is compulsory.
    .task = Capture the black diagonal mover on d4.
    .why = Your diagonal mover on c3 touches d4 diagonally and e5 beyond is empty: c3xe5.
    .done = Right: c3xe5. While a capture is possible, no other move is allowed.

# /learn checkers-bosses, lesson 3 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-most-captures = The most captures
    .text = A capture goes on while the same piece can jump again, and you must choose a sequence that makes the most jumps. A shorter capture is not allowed when a longer one exists.
    .task = Make the capture the rules demand.
    .why = From d3 you can jump c4 and then c6 (two captures) or e4 alone (one): the rule demands the sequence with the most jumps.
    .done = Right: d3xb5xd7 takes two pieces, so it is the only capture allowed.

# /learn checkers-bosses, lesson 4 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-crowning = Crowning
    .text = A man that reaches the far rank is crowned: from then on it steps and captures one square in every direction of its kind, backward too.
    .task = Crown your orthogonal mover.
    .why = The orthogonal mover on b7 steps forward to b8, the far rank, and is crowned there.
    .done = Right: b7-b8 crowns it; it may now step backward as well.

# /learn checkers-bosses, lesson 5 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-dropping = Dropping a boss
    .text = Each side holds a boss of each kind in reserve. When your last piece of a kind is captured, you must first drop that kind's boss on an empty square of your first three ranks (written D@c2), then make your move. A boss moves like a crowned piece and has 3 hit points.
    .task = Your last diagonal mover was captured: drop your diagonal boss on d2.
    .why = The drop is written with the boss's letter: D@d2 puts the diagonal boss on d2.
    .done = Right: the boss is on d2; now you make your ordinary move ({ $after-to-move } to move).

# /learn checkers-bosses, lesson 6 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-hitting = Hitting a boss
    .text = Jumping a boss does not remove it: it loses one hit point, and leaves the board only when it has none left.
    .task = Hit the black boss on d4.
    .why = The boss on d4 is jumped like any piece: c3xe5 takes one of its hit points.
    .done = Right: the boss stays on d4 with { $after-hp-d4 } hit points left.

# /learn checkers-bosses, lesson 7 of 7: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-checkers-bosses-winning = Winning
    .text = You win by capturing all three enemy bosses (a boss still in reserve has not been captured). A side that cannot move loses too.
    .task = Black has one boss left, with one hit point. Win the game.
    .why = Jumping the last boss on d4 takes its last hit point, and with it Black's last boss.
    .done = Right: Black's last boss is captured and White wins.

### Crossings's lessons (/learn crossings), one rule each (English: the source).
###
### Each lesson is one message: its value is the lesson's title, its attributes its texts:
### .text the rule, .task what the player must do, .why the rule told to a wrong answer,
### .done said after the right answer, .wrong-... said to that one wrong move.
### A { $variable } is a fact about the board the tests check against the engine (squares a
### piece may reach, whose turn it is): keep every one. Square names and moves stay as they are.

# /learn crossings, lesson 1 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-single = A single counter
    .text = A counter standing alone steps one square in any of the eight directions, to an empty square.
    .task = Step the counter on d4 diagonally to e5.
    .why = A lone counter moves one square in any direction: d4 to e5 is one diagonal step.
    .done = Right. A single counter never captures: that takes a phalanx.

# /learn crossings, lesson 2 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-phalanxes = Phalanxes
    .text = A phalanx is a line of two or more of your counters, touching along a rank, file or diagonal. It moves along its own line, as a whole or its front part; a group of N counters moves 1 to N squares. A move is written from the rearmost moving counter to where that counter lands.
    .task = Move the whole line a1–a3 three squares north in one move.
    .why = The three counters a1, a2, a3 may move up to three squares together: the rearmost, a1, lands on a4 and the front one on a6.
    .done = Right: a1-a4 moves all three to a4, a5, a6.

# /learn crossings, lesson 3 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-capturing = Capturing
    .text = A phalanx captures when its front counter lands on an enemy counter and the enemy line from there onward, in the direction of the move, is shorter than the moving group. That one enemy counter is captured and the move ends.
    .task = Capture the black counter on c5 with your pair.
    .why = The pair c2–c3 moves up to two squares north; its front counter lands on c5, where the enemy line is one counter long, shorter than two: c2xc4.
    .done = Right: the pair's front counter takes c5.

# /learn crossings, lesson 4 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-numbers = Strength in numbers
    .text = An enemy line as long as your moving group, or longer, blocks it. Two counters cannot take the front of two; three can.
    .task = Capture a black counter.
    .why = On the c-file three white counters face two black ones: 2 is shorter than 3, so the line c1–c3 captures on c5. On the f-file two face two, which blocks.
    .done = Right: the three counters of the c-file are stronger than the two in front of them.

# /learn crossings, lesson 5 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-crossing = Crossing
    .text = A counter that ends a move on the enemy's first rank (rank 8 for White) has crossed: it is locked there for good, can never be captured, and still blocks. A side with fewer crossed counters must cross back at once.
    .task = Cross a counter.
    .why = Any counter landing on rank 8 crosses: the one on e7 is one step away.
    .done = Right: your counter has crossed. Black, now behind, may only answer by crossing (here d2 to { $after-destinations-d2 }), which cancels yours.

# /learn crossings, lesson 6 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-crossings-winning = Winning
    .text = A side with more crossed counters than the opponent at the start of its turn wins. A side behind that cannot cross back at once loses.
    .task = Win the game.
    .why = Cross now: Black's only counter is two steps from rank 1 and cannot cross back in one move, so Black loses.
    .done = Right: you crossed and Black cannot answer with a crossing: White wins.

### Charing Cross's lessons (/learn charing-cross), one rule each (English: the source).
###
### Each lesson is one message: its value is the lesson's title, its attributes its texts:
### .text the rule, .task what the player must do, .why the rule told to a wrong answer,
### .done said after the right answer, .wrong-... said to that one wrong move.
### A { $variable } is a fact about the board the tests check against the engine (squares a
### piece may reach, whose turn it is): keep every one. Square names and moves stay as they are.

# /learn charing-cross, lesson 1 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-charing-cross-forward = Moving forward
    .text = Your knights run for file h, your rooks for rank 1. A piece moves one square toward its goal, straight or diagonally, to an empty square; knights never onto ranks 1 and 8, rooks never onto files a and h.
    .task = Move your knight from a4 diagonally to b5.
    .why = A knight steps toward file h: from a4 that is { $destinations-a4 } (straight or diagonally).
    .done = Right. Black's pieces run the other way: its knights to file a, its rooks to rank 8.

# /learn charing-cross, lesson 2 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-charing-cross-jumping = Jumping
    .text = Instead of a step, a piece may jump over any piece, of either colour, on one of the eight squares around it, to the empty square straight beyond. One jump per turn.
    .task = Jump your knight on c4 over your rook on d4, to e4.
    .why = The knight on c4 has a piece next to it on d4 and e4 beyond is empty: c4-e4 jumps it.
    .done = Right: a jump may go in any direction, even backward. Your rook on d4 was jumped, so it went back to its empty home square, d8.

# /learn charing-cross, lesson 3 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-charing-cross-home = Sending a piece home
    .text = A jumped piece goes back to one of its own empty home squares (the squares it started on, marked on the board). With none empty, it leaves the game.
    .task = Send the black rook on d4 back home.
    .why = Jump it: the knight on c4 jumps the rook on d4 to e4, and the rook returns to d1.
    .done = Right: the rook goes back to d1, its only empty home square, and must start again.

# /learn charing-cross, lesson 4 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-charing-cross-choosing = Choosing the square
    .text = When a jumped piece has both home squares empty, its owner chooses where it goes (written @a5) before play goes on, even in the middle of the opponent's turn.
    .task = Black just jumped your knight and both its home squares are empty. Put it back on a5.
    .why = The choice is written with @ and the square: @a5.
    .done = Right: the knight is back on a5. Black's jump ended Black's turn, so now it is { $after-to-move }'s turn.

# /learn charing-cross, lesson 5 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-charing-cross-winning = Winning
    .text = You win when a piece ends its move, a step or a jump, on its goal: file h for your knights, rank 1 for your rooks.
    .task = Win the game.
    .why = Your knight on g4 is one step from file h: { $destinations-g4 } (h5 is taken).
    .done = Right: your knight reached file h and White wins.

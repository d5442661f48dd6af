### The King o' the Castle's lessons (/learn king-of-the-castle), one rule each (English: the source).
###
### Each lesson is one message: its value is the lesson's title, its attributes its texts:
### .text the rule, .task what the player must do, .why the rule told to a wrong answer,
### .done said after the right answer, .wrong-... said to that one wrong move.
### A { $variable } is a fact about the board the tests check against the engine (squares a
### piece may reach, whose turn it is): keep every one. Square names and moves stay as they are.

# /learn king-of-the-castle, lesson 1 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-king-of-the-castle-normal-moves = Normal moves
    .text = Pieces move in a straight line in any of the eight directions, through empty squares: a Page 1 to 3 squares, a Knight 1 or 2, a King 1.
    .task = Move your Page from c2 three squares forward, to c5.
    .why = A Page goes up to three squares in a straight line: c2 to c5 is three squares forward.
    .done = Right. The Knight on b2 could go one or two squares in a line, the King on f1 only one: to { $destinations-f1 }.

# /learn king-of-the-castle, lesson 2 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-king-of-the-castle-jumping = Jumping
    .text = Instead of a normal move, a piece may jump over an adjacent piece, of either side, to the empty square just beyond, and jump again from there, changing direction as it likes. A piece jumps only pieces no larger than itself: a Page only Pages, a Knight Knights and Pages, a King anything.
    .task = Bring the Page on a2 to a6 in one move.
    .why = A Page moves at most three squares, but jumps have no limit: over your Page on a3 to a4, then over the black Page on a5 to a6.
    .done = Right: two jumps in one move. A jump is written with - when nothing is captured.

# /learn king-of-the-castle, lesson 3 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-king-of-the-castle-optional-capture = Capture is optional
    .text = Each enemy piece you jump may be captured or left on the board, as you choose: a capture is written with x, a jump that leaves the piece with -.
    .task = Capture the black Page on b4.
    .why = Your Page on b3 jumps the black Page on b4 to b5; written with x, it captures it.
    .done = Right: b3xb5 jumps and captures. b3-b5 would have jumped without capturing.
    .wrong-no-capture = it jumps the Page but leaves it on the board: write x to capture, b3xb5.

# /learn king-of-the-castle, lesson 4 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-king-of-the-castle-castles = Castles
    .text = A castle is not a piece: nothing jumps over it. No piece may enter its own castle, and of the enemy's castle only a King may enter. A King that enters the enemy castle wins.
    .task = Win the game.
    .why = Only a King may enter the enemy castle: your King on d7 steps onto d8 and wins.
    .done = Right: the King enters Black's castle on d8 and White wins.

# /learn king-of-the-castle, lesson 5 of 5: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-king-of-the-castle-both-kings = Capturing both Kings
    .text = A side whose two Kings are both captured loses. A King may jump (and capture) any piece, a King too.
    .task = Black has one King left. Win the game.
    .why = Your King on d4 touches the last black King on d5, and d6 behind it is empty: jump it with x.
    .done = Right: Black's last King is captured and White wins.

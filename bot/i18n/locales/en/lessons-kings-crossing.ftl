### King's Crossing's lessons (/learn kings-crossing), one rule each (English: the source).
###
### Each lesson is one message: its value is the lesson's title, its attributes its texts:
### .text the rule, .task what the player must do, .why the rule told to a wrong answer,
### .done said after the right answer, .wrong-... said to that one wrong move.
### A { $variable } is a fact about the board the tests check against the engine (squares a
### piece may reach, whose turn it is): keep every one. Square names and moves stay as they are.

# /learn kings-crossing, lesson 1 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-slides = Slides
    .text = Every piece, man or King, slides any distance through empty squares: forward, up its file toward the enemy's side, or sideways, along its rank. Never backward, never diagonally.
    .task = Slide the man on b2 forward, straight up its file to b7, in one move.
    .why = A slide may cover any number of empty squares: from b2 the man may go to { $destinations-b2 }, so b7 at once.
    .done = Right: one slide, five squares forward. A sideways slide works the same way, along the rank.
    .wrong-too-far = that goes one square too far: the task is b7.

# /learn kings-crossing, lesson 2 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-jumps = Jump captures
    .text = A piece captures by jumping over an orthogonally adjacent enemy piece (forward, sideways or backward) to the empty square just beyond it. Jumping is compulsory: while a jump is possible you must jump.
    .task = Capture the man on c5.
    .why = The white man on c4 touches the black man on c5 and c6 beyond it is empty: c4xc6 jumps it.
    .done = Right: c4xc6 removes the man on c5. Your turn goes on while you can jump: here { $after-moves } is still there, and { $after-to-move } must take it. Had no jump been possible, you could have slid instead.

# /learn kings-crossing, lesson 3 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-king-capture = Capturing the King wins
    .text = Capture the enemy King, by a jump or a trap capture, and you win at once. In the normal game every piece looks like what it is; in Stealth King you must guess which is the King.
    .task = Win the game with this move.
    .why = The black King on b6 stands next to your man on b5 with b7 empty behind it: jump it.
    .done = Right: the King is captured and the game is won.

# /learn kings-crossing, lesson 4 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-trapping = Trapping
    .text = A run of pieces of one side, side by side along a rank or a file, with an enemy piece directly at both ends, is trapped: none of its pieces can move, jump or capture. The board edge never traps.
    .task = Trap the two black men on b5 and c5.
    .why = Your man on a5 already closes one end of the run b5–c5; a white piece on d5 closes the other end.
    .done = Right: a5, b5, c5, d5 is White, Black, Black, White: both black men are trapped.

# /learn kings-crossing, lesson 5 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-trap-captures = Trap captures
    .text = A piece at an end of a trapped enemy run captures by stepping one square, forward or sideways, onto the trapped piece next to it.
    .task = The men on b5 and c5 are trapped. Capture the one on b5.
    .why = Your man on a5 is at the end of the trapped run, right beside b5: it steps onto it.
    .done = Right: a5xb5 steps onto the trapped man and removes it.

# /learn kings-crossing, lesson 6 of 6: the title in the lesson's heading; .text, .task, .why, .done: see the top of the file.
lesson-kings-crossing-home-space = Reaching the Home space
    .text = Your King wins by moving onto the enemy's Home space (Black's is a8, marked on the board). A King standing on the enemy's first rank for ten enemy turns wins too.
    .task = Win the game with your King.
    .why = The file from a4 to a8 is empty, and a8 is Black's Home space: slide the King there.
    .done = Right: the King slides to a8, Black's Home space, and wins.

### The engines' refusals of a typed move: why it cannot be read, or which rule refuses it.
###
### A refused move is answered "'b2b4' is not a legal move here: <reason>" (refusal-not-legal),
### the reason being one of the messages below.  Reasons start in lower case: they follow a
### colon.  Square names (a1) and moves (a5xa7) are never translated.  The English is exactly
### what the engines write (tests/i18n/test_refusals.py checks it over many refusals of every game).
###
### Pieces come as messages of their own (refusal-the-noun and its neighbours: $piece is
### their key: man, King, king, piece, counter, knight (Charing Cross's), castle-knight (The
### King o' the Castle's), rook, page, diagonal-man,
### crowned-diagonal, diagonal-boss and the same for orthogonal and compound), so that each
### language chooses its article; sides likewise (refusal-side).  Where a reason also selects
### on the piece ($piece beside $mover), $piece is the key.

## Pieces and sides

# A piece's name alone, inside a reason ("your jumped knight").
refusal-noun = { $piece ->
    [man] man
    [King] King
    [king] king
    [counter] counter
    [knight] knight
    [castle-knight] knight
    [rook] rook
    [page] page
    [diagonal-man] diagonal man
    [orthogonal-man] orthogonal man
    [compound-man] compound man
    [crowned-diagonal] crowned diagonal
    [crowned-orthogonal] crowned orthogonal
    [crowned-compound] crowned compound
    [diagonal-boss] diagonal boss
    [orthogonal-boss] orthogonal boss
    [compound-boss] compound boss
   *[piece] piece
}

# A piece with the definite article, as the subject of a reason ("the man on c3 is trapped").
refusal-the-noun = { $piece ->
    [man] the man
    [King] the King
    [king] the king
    [counter] the counter
    [knight] the knight
    [castle-knight] the knight
    [rook] the rook
    [page] the page
    [diagonal-man] the diagonal man
    [orthogonal-man] the orthogonal man
    [compound-man] the compound man
    [crowned-diagonal] the crowned diagonal
    [crowned-orthogonal] the crowned orthogonal
    [crowned-compound] the crowned compound
    [diagonal-boss] the diagonal boss
    [orthogonal-boss] the orthogonal boss
    [compound-boss] the compound boss
   *[piece] the piece
}

# A piece with the definite article, starting a sentence ("The man has no legal move").
refusal-the-noun-first = { $piece ->
    [man] The man
    [King] The King
    [king] The king
    [counter] The counter
    [knight] The knight
    [castle-knight] The knight
    [rook] The rook
    [page] The page
    [diagonal-man] The diagonal man
    [orthogonal-man] The orthogonal man
    [compound-man] The compound man
    [crowned-diagonal] The crowned diagonal
    [crowned-orthogonal] The crowned orthogonal
    [crowned-compound] The crowned compound
    [diagonal-boss] The diagonal boss
    [orthogonal-boss] The orthogonal boss
    [compound-boss] The compound boss
   *[piece] The piece
}

# A piece with the indefinite article ("a diagonal man never moves backward").
refusal-a-noun = { $piece ->
    [man] a man
    [King] a King
    [king] a king
    [counter] a counter
    [knight] a knight
    [castle-knight] a knight
    [rook] a rook
    [page] a page
    [diagonal-man] a diagonal man
    [orthogonal-man] a orthogonal man
    [compound-man] a compound man
    [crowned-diagonal] a crowned diagonal
    [crowned-orthogonal] a crowned orthogonal
    [crowned-compound] a crowned compound
    [diagonal-boss] a diagonal boss
    [orthogonal-boss] a orthogonal boss
    [compound-boss] a compound boss
   *[piece] a piece
}

# A side of the board, by its key.
refusal-side = { $side ->
    [white] White
   *[black] Black
}

# A kind of man in Checkers with Bosses ("you owe the drop of your diagonal boss").
refusal-kind = { $kind ->
    [diagonal] diagonal
    [orthogonal] orthogonal
   *[compound] compound
}

# Two things in a list ("diagonal and orthogonal").
refusal-and = { $first } and { $second }

## Lists of moves

# A list of moves cut short: the first ones, and how many more there are.
refusal-moves-more = { $moves } and { $more } more

# How many more typed pieces a refusal does not repeat ("'xx', 'yy' and 3 more").
refusal-more = { $count } more

## Text that is not a move

# A move given as something other than text (a refusal of the console or an API).
refusal-move-not-text = A move must be text, for example a4-b5.

# A typed move far too long to be one ($length: its characters; $most: the limit).
refusal-move-too-long = That is { $length } characters; a move is at most { $most }. Type just the move, for example a4-b5.

# Nothing was typed where a move was expected.
refusal-type-a-move = Type a move.

# Nothing was typed; $hint is refusal-moves-look-like.
refusal-type-a-move-hinted = Type a move. { $hint }

# After a refusal of unreadable text: some moves of the position as examples.
refusal-moves-look-like = Moves look like: { $moves }.

# Typed text that is not notation ($typed: the text, quoted).
refusal-not-notation-one = { $typed } is not part of a move.

# The same, with refusal-moves-look-like.
refusal-not-notation-one-hinted = { $typed } is not part of a move. { $hint }

# Several pieces of typed text that are not notation ($typed: the first ones, quoted and separated by commas; $typed_last: the last one, or refusal-more).
refusal-not-notation = { $typed } and { $typed_last } are not part of a move.

# The same, with refusal-moves-look-like.
refusal-not-notation-hinted = { $typed } and { $typed_last } are not part of a move. { $hint }

# Typed text that looks like a move but cannot be read ($typed: quoted; $why: one of the next four).
refusal-cannot-read = Cannot read { $typed }: { $why }

# Why: a word (king, swap, shift, pass) typed after squares.
refusal-word-first = the word '{ $word }' must come first.

# Why: a drop's '@' typed after a square.
refusal-drop-before-square = '@' goes before the one square.

# Why: a separator ('-' or 'x') not between two squares.
refusal-between-squares = '{ $separator }' must stand between two squares.

# Why: a drop with no square or several.
refusal-drop-one-square = '@' is followed by exactly one square.

# A square name that is not on the board ($typed: quoted; $board: its size and corners, "8×8, a1–h8").
refusal-not-a-square = { $typed } is not a square on this board ({ $board }).

# A shortened move that names several legal moves.
refusal-ambiguous = { $typed } could mean { $moves }: type the whole move.

# A move typed when the game has ended.
refusal-game-over = No move is possible: the game is over.

# A move typed when the game has ended; $ending says how it ended (ending-win or ending-draw).
refusal-game-ended = The game is over: { $ending }

## A move that is not legal

# A refused move and the rule that refuses it ($typed: the move, quoted; $reason: a reason below).
refusal-not-legal = { $typed } is not a legal move here: { $reason }

# The same, followed by the nearest legal moves.
refusal-not-legal-try = { $typed } is not a legal move here: { $reason } Try: { $moves }.

# A refused move whose rule the engine cannot tell: the nearest legal moves.
refusal-not-legal-unknown = { $typed } is not a legal move here. Try: { $moves }.

# A reason followed by the moves the piece has.
refusal-because = { $reason } Its moves: { $moves }.

# A reason followed by: the piece has no legal move ($piece: its key).
refusal-because-stuck = { $reason } { $piece } has no legal move.

# A reason followed by every legal move.
refusal-legal-now = { $reason } Legal now: { $moves }.

## Reasons every game shares

# Another kind of decision must be made before a move ($what: one of the refusal-decision-* below).
refusal-decision-first = { $what } comes first: { $moves }.

# What comes first: some other decision.
refusal-decision-another = another decision

# What comes first: the Stealth King's secret choice of square (King's Crossing).
refusal-decision-king-square = choosing your King's square (secretly)

# What comes first: the different-bindings shift (Checkers with Bosses).
refusal-decision-shift = the different-bindings shift

# What comes first: a boss drop (Checkers with Bosses).
refusal-decision-boss-drop = dropping your boss

# What comes first: putting a jumped piece back (Charing Cross; $piece: knight or rook).
refusal-decision-put-back = putting your jumped { $piece } back on one of its home squares

# The from-square is empty.
refusal-empty-square = there is no piece on { $square }.

# The from-square holds the opponent's piece ($piece: refusal-the-noun; $owner, $mover: refusal-side).
refusal-not-your-piece = { $piece } on { $square } is { $owner }'s; you play { $mover }.

# A move from a square to itself.
refusal-same-square = a move must leave { $square }.

# A capture is compulsory ($what: jump or capture; $count: how many moves are listed).
refusal-compulsory = a { $what ->
        [jump] jump
       *[capture] capture
    } is compulsory: play { $count ->
        [one] { $moves }
       *[other] one of { $moves }
    }.

# A jump is compulsory, and the turn goes on after a jump (King's Crossing).
refusal-compulsory-turn-goes-on = a { $what ->
        [jump] jump
       *[capture] capture
    } is compulsory, and after a jump the turn goes on while any of your pieces can jump: play { $count ->
        [one] { $moves }
       *[other] one of { $moves }
    }.

# The piece does not go to that square ($piece: refusal-the-noun; $target: the square typed).
refusal-not-a-destination = { $piece } on { $square } cannot go to { $target }; its moves are { $moves }.

# The same, for a piece with no legal move.
refusal-not-a-destination-stuck = { $piece } on { $square } cannot go to { $target }; it has no legal move now.

# A pass typed while a move exists.
refusal-pass = you may pass only when you have no legal move (a side with none misses its turn, and the pass is played for it). Legal now: { $moves }.

# The destination holds a piece.
refusal-not-empty = { $square } is not empty.

# A jump over an empty square.
refusal-nothing-to-jump = there is no piece on { $square } to jump.

# A piece stands between the two squares.
refusal-in-the-way = { $square } is in the way.

# An 'x' typed on a move that captures nothing there ($move: the move meant).
refusal-not-a-capture-one = 'x' marks a capture, and { $move } captures nothing there. Type { $move }.

# An 'x' typed on moves that capture nothing there.
refusal-not-a-capture = 'x' marks a capture, and none of { $moves } captures there.

## King's Crossing

# A trapped piece cannot move ($piece: refusal-the-noun).
refusal-trapped = { $piece } on { $square } is trapped between enemy pieces along its rank or file; a trapped piece cannot move, jump or capture.

# A diagonal move.
refusal-kc-diagonal = pieces move along ranks and files, never diagonally.

# A trap capture typed backward.
refusal-kc-trap-capture-backward = a trap capture steps forward or sideways, never backward.

# A step onto an enemy piece that is not trapped ($piece: the mover's key).
refusal-kc-not-trapped = { $square } holds an enemy piece that is not trapped in a run your { $piece } closes; a piece captures by jumping over an enemy piece or by stepping onto a trapped one at the end of its run.

# A slide backward.
refusal-kc-slide-backward = pieces never slide backward; they go backward only by jumping an enemy piece.

# A slide through a piece.
refusal-kc-in-the-way = { $square } is in the way; a slide passes only through empty squares.

# A King choice typed on another square than one's own starting squares.
refusal-king-square-own = your King starts on one of your own starting squares: { $moves }.

# A King choice typed outside a Stealth King game.
refusal-king-square-not-stealth = a King's square is chosen only in a Stealth King game (option stealth). Legal now: { $moves }.

# A second King choice.
refusal-king-square-chosen = your King's square is chosen once, before the first move, and that is done. Legal now: { $moves }.

## Checkers with Bosses

# A pass typed: there is none in this game.
refusal-cb-no-pass = there is no passing in Checkers with Bosses: a side that cannot move loses. Legal now: { $moves }.

# A boss drop with no boss owed.
refusal-cb-no-boss-owed = you have no boss to drop: a boss comes in when the last piece of its kind has been captured.

# A drop of another kind of boss than the one owed ($kinds: refusal-kind or refusal-and; $kind: the kind typed).
refusal-cb-other-boss-owed = you owe the drop of your { $kinds } boss, not the { $kind ->
        [diagonal] diagonal
        [orthogonal] orthogonal
       *[compound] compound
    } one.

# A drop outside the first three ranks.
refusal-cb-drop-zone = a boss is dropped on an empty square of your own first three ranks.

# A drop that would change the captures the side has.
refusal-cb-drop-changes-captures = a boss on { $square } would change the captures you have (it may neither capture at once nor stand where a capture lands).

# A shift typed when none is owed.
refusal-cb-no-shift = a shift is owed only under the different-bindings rule: when every piece is of the diagonal kind, White's all on one square colour and Black's all on the other, the side that just moved shifts. Legal now: { $moves }.

# A shift the rules' order does not allow.
refusal-cb-shift = the different-bindings shift moves every piece one square orthogonally, all one way where it can (left or right first, then backward, then forward), else with the most pieces moving one way; allowed now: { $moves }.

# The majority rule ($count: how many moves; $best: pieces they take; $capture: the shorter capture typed, in notation; $taken: pieces it takes).
refusal-cb-majority = a capture must take the most it can: { $moves } { $count ->
        [one] takes
       *[other] take
    } { $best }, { $capture } only { $taken }.

# A capture over one's own piece.
refusal-cb-own-piece = a capture jumps an enemy piece; { $square } holds your own.

# Too far a step.
refusal-cb-too-far = a piece steps one square (a capture jumps two).

# A backward step of an uncrowned piece ($piece: refusal-a-noun).
refusal-cb-backward = { $piece } never moves or captures backward until it is crowned on the far rank.

# How a crowned piece steps ($piece: refusal-a-noun; $kind: diagonal, orthogonal or compound).
refusal-cb-crowned-steps = { $piece } steps { $kind ->
        [diagonal] diagonally
        [orthogonal] forward, backward or sideways
       *[compound] in any of the eight directions
    }.

# How a man steps ($kind: diagonal, orthogonal or compound).
refusal-cb-man-steps = { $kind ->
        [diagonal] a diagonal man steps diagonally forward
        [orthogonal] an orthogonal man steps forward or sideways
       *[compound] a compound man steps diagonally forward, forward or sideways
    }.

## Crossings

# A crossed counter never moves.
refusal-crossings-locked = the counter on { $square } has crossed: a crossed counter never moves.

# The side that has crossed fewer counters must cross ($side: refusal-side).
refusal-crossings-must-cross = { $side } has crossed more counters, so you may only play a move that crosses: { $moves }.

# A move off the lines of the board.
refusal-crossings-direction = counters move along a rank, file or diagonal.

# The moving counters ($size: how many).
refusal-crossings-group = { $size ->
        [one] a single counter
       *[other] this group of { $size } counters
    }

# A group moving further than its size ($group: refusal-crossings-group).
refusal-crossings-reach = { $group } moves { $size ->
        [one] one square
       *[other] 1 to { $size } squares
    }.

# A group moving off the board.
refusal-crossings-reach-board = { $group } moves { $size ->
        [one] one square
       *[other] 1 to { $size } squares
    }, and not off the board.

# One's own counter in front of the group.
refusal-crossings-own-counter = your own counter on { $square } stops the group before it.

# A single counter onto an enemy one.
refusal-crossings-single = { $square } holds an enemy counter, and a single counter never captures.

# A crossed enemy counter cannot be captured.
refusal-crossings-enemy-crossed = the enemy counter on { $square } has crossed and cannot be captured.

# An enemy line as long as the group.
refusal-crossings-enemy-line = the enemy line from { $square } is at least as long as { $group }, so it blocks.

# A Crossings move typed by its head's squares that names several groups' moves.
refusal-crossings-head = { $typed } moves the head of { $moves }: type the rearmost counter's move.

## The King o' the Castle

# A swap typed when none is possible.
refusal-kotc-no-swap = no King of yours may swap with its castle: the swap is a game option (castle_swap), once per game, by a King that has not moved. Legal now: { $moves }.

# A reason a swap is refused, followed by the swaps allowed.
refusal-kotc-swaps = { $reason } Your swaps: { $moves }.

# A swap typed without a square.
refusal-kotc-swap-names-king = a swap names the King that swaps.

# A swap typed on a piece that is not a King ($piece: refusal-a-noun).
refusal-kotc-swap-not-king = only a King swaps with its castle; the piece on { $square } is { $piece }.

# A swap by a King that has moved.
refusal-kotc-swap-king-moved = the King on { $square } has moved: only a King that has not moved may swap.

# A move into one's own castle.
refusal-kotc-own-castle = no piece may enter its own castle.

# A piece other than a King into the enemy castle.
refusal-kotc-enemy-castle = only a King may enter the opponent's castle.

# A move off the straight lines.
refusal-kotc-straight = a piece moves in a straight line, and a jump goes over a neighbour to the square straight beyond it.

# A castle between the squares.
refusal-kotc-castle-in-the-way = the castle on { $square } is in the way; no move passes through a castle.

# Too far a move ($piece: king, knight or page).
refusal-kotc-reach = { $mover } moves { $piece ->
        [king] one square
        [knight] 1 or 2 squares
       *[page] 1 to 3 squares
    } (or jumps).

# One jump of a chain that is not a jump ($square to $target).
refusal-kotc-chain-jump = each jump of a chain goes over a neighbour to the square straight beyond ({ $square } to { $target } is not one).

# A jump over a castle.
refusal-kotc-jump-castle = nothing can jump over a castle.

# A jump over a larger piece ($piece: the jumper's key; $jumped: refusal-a-noun).
refusal-kotc-too-small = { $mover } jumps only { $piece ->
        [king] any piece
        [knight] knights and pages
       *[page] pages
    }, and the piece on { $square } is { $jumped }, larger than it.

# A chain landing twice on one square.
refusal-kotc-chain-twice = a jump chain may not land twice on the same square.

## Charing Cross

# Too far a move.
refusal-cc-too-far = a piece moves one square forward, or jumps over a neighbour to the square straight beyond it.

# A move away from the piece's goal ($piece: refusal-a-noun; $line: file or rank; $name: its name).
refusal-cc-forward = { $piece } moves only forward, toward its goal ({ $line ->
        [file] file
       *[rank] rank
    } { $name }), straight or diagonally; it goes elsewhere only by jumping.

# A forward move onto the piece's edges ($edges: ranks (1 and 8) or files (a and h)).
refusal-cc-edge = { $piece } never moves forward onto { $edges ->
        [ranks] ranks 1 and 8
       *[files] files a and h
    }.

# A re-placement typed when no piece waits.
refusal-cc-nothing-to-put-back = no jumped piece is waiting to be put back: '@' names a home square only then. Legal now: { $moves }.

# A re-placement on a wrong square ($piece: knight or rook).
refusal-cc-put-back = your jumped { $piece } goes back to a free home square of its own: { $moves }.

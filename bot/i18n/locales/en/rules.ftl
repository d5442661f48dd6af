### /rules GAME: each game's rules summary and the reply around it (English: the source).
### A summary is read in half a minute: one paragraph a line. Square names (d8), moves (b2-b5,
### D@c2, @a4) and the piece letters (K, N, P, D, O, C) stay as they are.

## The reply around a summary

# /rules: after the summary, the tutorial's command ($learn).
rules-learn = New to it? Try { $learn }: one short lesson per rule.
# /rules: the heading of the game's start options.
rules-options = Options:
# /rules: one start option: $name as typed, its $default value, $help what it does (rules-GAME-option-NAME).
rules-option = • { $name } (default { $default }): { $help }
# /rules: the default of an option that is on or off.
rules-on = on
# /rules: the default of an option that is on or off.
rules-off = off
# /rules: the last line, with the path of the game's full rules page.
rules-full = The full rules, and how Gamut reads the original: { $page }.

## Charing Cross

# /rules charing-cross: the summary below the game's name, one paragraph a line.
rules-charing-cross-summary =
    Race one piece to its goal: white knights (a4, a5) to file h, white rooks (d8, e8) to rank 1; black knights (h4, h5) to file a, black rooks (d1, e1) to rank 8.
    A turn is one forward move or one jump. Forward: one square to an empty square, straight or diagonally toward the goal, never onto the piece's edges (ranks 1 and 8 for knights, files a and h for rooks). Jump: over any neighbouring piece of either colour to the empty square straight beyond; one jump per turn.
    A jumped piece goes back to a free home square of its own; with two free its owner chooses (@a4), with none it leaves the game.
    You win when the piece you moved ends on its goal. A side that cannot move passes.
# /rules charing-cross: what the start option first does.
rules-charing-cross-option-first = which side moves first (in a rematch the loser of the last game does)

## Checkers with Bosses

# /rules checkers-bosses: the summary below the game's name, one paragraph a line.
rules-checkers-bosses-summary =
    Three kinds of men a side: diagonal movers D (rank 3), orthogonal movers O (rank 2) and compounds C (c1–f1). White moves first.
    Men step one square: D diagonally forward, O forward or sideways, C in any of those directions. They capture by short jumps over an adjacent enemy piece in the same directions, never backward. Capturing is compulsory, with the sequence that makes the most jumps.
    A man reaching the far rank is crowned: it then steps and captures one square in every direction of its kind.
    When your last piece of a kind is captured, you drop that kind's boss on your first three ranks (D@c2) before your move. A boss moves like a crowned piece and has hit points (3 by default); each jump over it costs one.
    You win by capturing all three enemy bosses; a side that cannot move loses. If only diagonal pieces are left, on different colours, the side that just moved shifts them.
# /rules checkers-bosses: what the start option boss_hp does.
rules-checkers-bosses-option-boss-hp = the hit points a boss starts with
# /rules checkers-bosses: what the start option boss_promotes does.
rules-checkers-bosses-option-boss-promotes = bosses move like men of their kind until crowned on the far rank (variation 2)

## Crossings

# /rules crossings: the summary below the game's name, one paragraph a line.
rules-crossings-summary =
    Sixteen counters a side: White on ranks 1–2, Black on ranks 7–8. White moves first.
    A single counter steps one square in any direction. A phalanx, a straight line of two or more of your counters, moves along its line, whole or its front part: a group of N moves 1 to N squares. When its front counter reaches an enemy line shorter than N, it takes that one counter; a line of N or more blocks. A single counter never captures.
    A counter that ends on the far rank has crossed and is locked there. A side behind in crossings must cross back at once or lose; a side ahead at the start of its own turn wins.
    Moves are written from the rearmost moving counter: a1-a3 moves the a1–a2 pair two squares north; x marks a capture.

## The King o' the Castle

# /rules king-of-the-castle: the summary below the game's name, one paragraph a line.
rules-king-of-the-castle-summary =
    Get one of your Kings into the enemy castle (d8 for White, d1 for Black, at the start). Each side has 2 Kings (K), 3 Knights (N) and 4 Pages (P).
    Normal move: in a straight line, in any of the 8 directions, through empty squares: a Page 1-3 squares, a Knight 1-2, a King 1.
    Jumping move: one or more jumps, each over a neighbouring piece to the empty square straight beyond, changing direction as you like. A Page jumps only Pages, a Knight Knights and Pages, a King anything, your own pieces or the enemy's.
    Capturing is optional: each enemy piece you jump is captured (x) or left (-): c2-c4xe4.
    No piece enters its own castle; only a King enters the enemy's, and wins. Nothing jumps a castle. You also win by capturing both enemy Kings. A side that cannot move passes.
# /rules king-of-the-castle: what the start option first does.
rules-king-of-the-castle-option-first = which side moves first
# /rules king-of-the-castle: what the start option castle_swap does.
rules-king-of-the-castle-option-castle-swap = the Castle-King swap: once per game a side may swap an unmoved King with its castle

## King's Crossing

# /rules kings-crossing: the summary below the game's name, one paragraph a line.
rules-kings-crossing-summary =
    A 4 × 8 board; each side has a King and men that all move alike. Win by capturing the enemy King, by moving your King onto the enemy Home space (marked), or by keeping your King on the enemy's first rank while the enemy completes 10 turns.
    Slide (b2-b5): any distance forward or sideways through empty squares, never backward or diagonally. Jump (b2xb4): over an adjacent enemy piece, forward, sideways or backward, to the empty square beyond, capturing it. Jumping is compulsory, and you jump again while any of your pieces can.
    Trapping: a line of pieces along a rank or file with enemy pieces at both ends is trapped and cannot move. A piece at an end may capture the trapped piece next to it by stepping onto it, forward or sideways (b2xb3).
    Stealth King: each player secretly picks its King's square, and every piece looks like a man to the opponent until the game ends.
# /rules kings-crossing: what the start option setup does.
rules-kings-crossing-option-setup = normal: Kings on d1 and a8, each on its own Home space; alternate: Kings on a1 and a8, Home spaces d1 and d8
# /rules kings-crossing: what the start option pieces does.
rules-kings-crossing-option-pieces = pieces a side: 8 (two ranks) or 12 (the longer game, three ranks)
# /rules kings-crossing: what the start option stealth does.
rules-kings-crossing-option-stealth = Stealth King: each player secretly puts the King on one of its starting squares
# /rules kings-crossing: what the start option backcapture does.
rules-kings-crossing-option-backcapture = Full backwards capture: trap captures may also step backward

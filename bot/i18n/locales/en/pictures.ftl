### Texts of the board pictures: the legend sent with a board, the captions and labels drawn
### in it.  Square names are never translated.

## The legend of a board's marks

# After a board's text: what its marks mean ($marks: picture-mark-* joined by semicolons).
picture-legend = Marks: { $marks }.

# In picture-legend: the mark shown for captured and what it means.
picture-mark-captured = cross = a piece taken there (or a boss hit)

# In picture-legend: the mark shown for sent home and what it means.
picture-mark-sent-home = return arrow = a piece sent home from there

# In picture-legend: the mark shown for trapped and what it means.
picture-mark-trapped = bars = a trapped piece

# In picture-legend: the mark shown for crossed and what it means.
picture-mark-crossed = padlock = a crossed counter

# In picture-legend: the mark shown for hidden and what it means.
picture-mark-hidden = dashed ring = your hidden King (only you see it)

# In picture-legend: the mark shown for home and what it means.
picture-mark-home = framed square, emblem in its corner = that piece's home square

# In picture-legend: the mark shown for goal and what it means.
picture-mark-goal = band or hatching with emblems = that piece's goal

# In picture-legend: the mark shown for home space and what it means.
picture-mark-home-space = house = a Home space

# In picture-legend: the mark shown for castle and what it means.
picture-mark-castle = tower square = a castle

# In picture-legend: the mark shown for choice and what it means.
picture-mark-choice = green ring = a square you may choose

## The caption under a board

# The caption's title on a private picture (the owner's Stealth King shown), instead of the game's name.
picture-private-view = Private view

# The caption's title on the starting position ($title: the game's name, or picture-private-view).
picture-title-start = { $title } · start

# The caption's title after a move ($number: the move just played).
picture-title-after = { $title } · after move { $number }

# The caption's last move, after the status.
picture-last = last { $move }

# The caption's status: who won ($side: play-side).
picture-status-won = { $side } wins

# The caption's status: a draw.
picture-status-draw = Draw

# The caption's status: a Charing Cross piece to put back ($piece: refusal-a-noun).
picture-status-place = { $side } to place { $piece } at home

# The caption's status: one boss drop owed ($kind: refusal-kind).
picture-status-drop-boss = { $side } to drop the { $kind } boss

# The caption's status: several boss drops owed.
picture-status-drop-bosses = { $side } to drop { $count } bosses

# The caption's status: the different-bindings shift owed.
picture-status-shift = { $side } to shift (different bindings)

# The caption's status: a Crossings side that must cross.
picture-status-must-cross = { $side } to move, and must cross

# The caption's status: an ordinary move.
picture-status-move = { $side } to move

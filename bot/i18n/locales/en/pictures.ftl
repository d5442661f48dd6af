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

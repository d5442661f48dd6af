### How a game ended by its own rules, as the engines say it (games/core/outcome.py and each
### engine's outcome).  A reason is shown inside a result ("White wins (...)") in replies, in a
### board picture's caption after the status, in the console's last board line and on the web
### companion's pages: it starts in lower case unless it starts with a side.  $side is a side's
### key (white, black): select on it for the side's words and their grammar.  Square names (a8)
### stay as they are.  The English is exactly what the engines write
### (tests/i18n/test_endings.py checks it over every ending of every game).

# A game's end as the refusal of a move after it names it ("The game is over: White wins (...)."); $side the winner, $reason one of the reasons below.
ending-win = { $side ->
    [white] White wins ({ $reason }).
   *[black] Black wins ({ $reason }).
}

# The same for a draw; $reason one of the reasons below.
ending-draw = Draw ({ $reason }).

# Every game: a draw when neither side has a move (two passes in a row).
ending-both-stuck = neither side can move

# The King o' the Castle: a King of $side entered the other side's castle.
ending-castle-entered = { $side ->
    [white] a white King entered Black's castle
   *[black] a black King entered White's castle
}

# The King o' the Castle: both Kings of $side were captured.
ending-kings-captured = { $side ->
    [white] both white Kings were captured
   *[black] both black Kings were captured
}

# Crossings: $side has more crossed counters than the other at the start of its turn ($mine to $theirs).
ending-more-crossed = { $side ->
    [white] white has more crossed counters at the start of its turn ({ $mine }–{ $theirs })
   *[black] black has more crossed counters at the start of its turn ({ $mine }–{ $theirs })
}

# Crossings: $side is behind in crossed counters and has no crossing move to answer with.
ending-cannot-answer = { $side ->
    [white] white cannot answer black's crossing
   *[black] black cannot answer white's crossing
}

# Charing Cross: a piece of $side ($piece: knight or rook) reached its goal, the square $square.
ending-reached-goal = { $side ->
    [white] { $piece ->
        [knight] a white knight
       *[rook] a white rook
    }
   *[black] { $piece ->
        [knight] a black knight
       *[rook] a black rook
    }
} reached its goal at { $square }

# Checkers with Bosses: the three bosses of $side (the loser) were all captured.
ending-bosses-captured = { $side ->
    [white] black captured all three white bosses
   *[black] white captured all three black bosses
}

# Checkers with Bosses: $side (the loser) has no move.
ending-cannot-move = { $side ->
    [white] white cannot move
   *[black] black cannot move
}

# King's Crossing: $side (the winner) captured the other side's King.
ending-king-captured = { $side ->
    [white] White captured Black's King
   *[black] Black captured White's King
}

# King's Crossing: the King of $side reached the other side's Home space, the square $square.
ending-home-reached = { $side ->
    [white] White's King reached Black's Home space { $square }
   *[black] Black's King reached White's Home space { $square }
}

# King's Crossing: the King of $side stood on the other side's first rank (rank $rank) through $turns of the other side's turns.
ending-back-rank = { $side ->
    [white] White's King stood on rank { $rank } through { $turns } Black turns
   *[black] Black's King stood on rank { $rank } through { $turns } White turns
}

### Looking at matches: boards, private views, move lists, replays and a player's matches
### (English: the source).
###
### $match is a match's label (Match #12 (Crossings)); $side is white or black (a selector).

# A refusal of a command that needs a match, when the asker plays none here; $play is the command that starts one.
matches-none-here = You have no match in progress here. Start one with { $play }.

# A refusal of a command that needs a match, when the asker plays several; $matches lists their numbers (#12, #14).
matches-several = You have several matches ({ $matches }); say which one.

# /board: the first line of the board's post; $players is who plays which side.
matches-board = { $match }: { $players }.

# /peek: the line above the asker's private board.
matches-private-view = { $match }: your private view ({ $side ->
        [white] white
       *[black] black
    }).

# /board: the status line while both players make their secret set-up choices.
matches-waiting-setup = Waiting for the players' private set-up choices.

# /board: the status line, who decides now; $due is the decision due (move 12).
matches-to-decide = { $player } to decide ({ $side ->
        [white] white
       *[black] black
    }), { $due }.

# /history: the move list of a match with no move yet.
matches-no-moves = No moves yet.

# /history: one line of the move list, in columns (keep the side's words the same width, padding with {" "}); $number is the move's number, already padded ("    12." or blank for the second side).
matches-history-move = { $number } { $side ->
        [white] White
       *[black] Black
    } { $move }

# /history: a secret set-up choice in the move list, in the same columns (the first word is six characters wide).
matches-history-setup = set-up { $side ->
        [white] White
       *[black] Black
    } { $move }

# /replay: the line above the replay's animation; $moves is a number.
matches-replay = { $match }: replay of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.

# /replay: the same, when not every frame fits the upload limit; $note says which frames are shown.
matches-replay-thinned = { $match }: replay of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $note }.

# /games: the answer when the asker plays no match.
matches-none = You have no match in progress.

# /games: one line per match in progress; $turn is yours (the asker decides) or theirs.
matches-listed = #{ $match } { $game } vs { $opponent }: { $turn ->
        [yours] your decision
       *[theirs] waiting
    }

# The rule of move numbers, quoted whole by /help and the console's help (one line).
matches-numbering-rule = Moves are numbered by turns from 1: the decisions of one turn (a multi-jump, a re-placement, a boss drop, a shift) share its number, a pass is a move, secret set-up choices are not; a board's caption names the move just played ('after move 94'), the text the move to play ('move 95').

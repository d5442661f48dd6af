### Ratings, leaderboards and profiles (English: the source).
###
### $player and $opponent are mentions, $game a game's name (never translated), $standing a
### rating as players read it (1523 ±71, or 1553? ±164 while provisional), $change a rating
### change (+23, −23, ±0).

## After a rated match

# Added to the post that ends a rated match that changed nothing; $moves is how many moves each side must make (2).
profile-match-not-rated = Not rated: the match ended before each side had made { $moves ->
        [2] two moves
       *[other] { $moves } moves
    }.

# One player's new rating inside profile-match-ratings.
profile-match-rating = { $player } { $rating } ({ $change })

# Added to the post that ends a rated match; $pool the rating pool the match changed (live: played with a clock, or correspondence), $white and $black are each player's profile-match-rating.
profile-match-ratings = Ratings ({ $pool ->
        [live] live
       *[correspondence] correspondence
    }): { $white }, { $black }.

## /leaderboard

# A refusal of /leaderboard: the scope typed is neither server nor everywhere ($scope, quoted).
profile-scope-refused = The scope is server or everywhere, not { $scope }.

# A refusal of /leaderboard on a server whose managers turned leaderboards off.
profile-leaderboards-off = Leaderboards are turned off on this server.

# A refusal of /leaderboard scope:server outside any server (a DM, the console).
profile-server-board-outside = A server leaderboard is asked for in a server.

# A refusal of /leaderboard (pool:) and the console's leaderboard: the pool typed is neither live nor correspondence ($pool, quoted).
profile-pool-refused = The pool is live or correspondence, not { $pool }.

# The leaderboard's name, in bold at its top; $pool is the rating pool it ranks (live games with a clock, or correspondence ones).
profile-leaderboard = { $game } leaderboard ({ $pool ->
        [live] live
       *[correspondence] correspondence
    })

# The leaderboard's first line; $title is profile-leaderboard, $scope is server or everywhere, $page a number.
profile-leaderboard-title = { $title }, { $scope ->
        [server] this server
       *[everywhere] everywhere
    }, page { $page }

# The leaderboard when nobody has a rated match yet.
profile-board-empty = Nobody is ranked here yet.

# A leaderboard page past the last player.
profile-board-past-end = No more players.

# One line of the leaderboard; $rank and $games are numbers.
profile-board-line = { $rank }. { $player } { $standing }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }

# Under the leaderboard: the asker has no rated match in it.
profile-own-unranked = { $player }: not ranked here (no rated match yet).

# Under the leaderboard: the asker's own rank.
profile-own-rank = { $player }: rank { $rank }, { $standing }.

# The leaderboard's last line; $deviation is the threshold (110).
profile-provisional-note = ? marks a provisional rating (deviation above { $deviation }, grown for each day away), listed after the others.

## /profile

# The profile's title, in bold.
profile-title = Profile of { $player }

# A profile of a player without a rated match.
profile-no-rated-match = No rated match yet.

# One game's line of a profile, one per rating pool ($pool: live or correspondence); $games is the number of rated games in that pool.
profile-standing = { $game } ({ $pool ->
        [live] live
       *[correspondence] correspondence
    }): { $standing }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }

# A game's line with the whole record; $standing is profile-standing, $won, $lost and $drawn numbers, $streak profile-streak.
profile-standing-record = { $standing } ({ $won } won, { $lost } lost, { $drawn } drawn), current streak: { $streak }

# A game's line when the asker may see only some results; $seen is how many they see.
profile-standing-seen = { $standing }; of the { $seen } you can see here: { $won } won, { $lost } lost, { $drawn } drawn

# The current streak when the last rated game was a draw (or there is none).
profile-streak-none = none

# The current streak; $kind is wins or losses, $count a number.
profile-streak = { $kind ->
        [wins] { $count ->
            [one] { $count } win
           *[other] { $count } wins
        }
       *[losses] { $count ->
            [one] { $count } loss
           *[other] { $count } losses
        }
    }

# The heading, in bold, above the player's last matches.
profile-last-matches = Last matches

# In place of the last matches: the player has finished none.
profile-no-finished-match = No finished match yet.

# In place of the last matches: none the asker may see here.
profile-no-visible-match = No finished match you can see here.

# One of the last matches, a practice game against oneself; $match is its number, $reason how it ended.
profile-recent-practice = #{ $match } { $game }: practice, both sides played by { $player } (not rated), { $reason }

# One of the last matches; $result is win, loss or draw, $change profile-not-rated or a rating change, $reason how it ended.
profile-recent = #{ $match } { $game } vs { $opponent }: { $result ->
        [win] win
        [loss] loss
       *[draw] draw
    } ({ $change }), { $reason }

# In a last match's line: the match changed no rating.
profile-not-rated = not rated

## The rating chart (a picture beside the profile)

# The chart's line of one pool's rating ($pool: live or correspondence), named in its legend.
profile-chart-series = { $pool ->
        [live] live rating
       *[correspondence] correspondence rating
    }

# The chart's vertical axis.
profile-chart-y = rating (band: ± deviation)

# The chart's horizontal axis.
profile-chart-x = rated games

## The console's local players

# A refusal of the console's user command: the name is longer than $longest characters; $name is its first $longest characters, $length its length.
profile-name-long = A player's name has at most { $longest } characters; { $name }… has { $length }.

# A refusal of the console's user command: the name holds spaces or control characters; $name is what was typed, quoted.
profile-name-spaces = A player's name is one word without spaces or control characters: { $name }.

# A refusal of the console's user command: no name was given.
profile-name-empty = A player's name cannot be empty.

# A refusal of a player's name that is not text at all (a front end's mistake); $kind is the Python type given (int).
profile-name-not-text = A player's name is text, not { $kind }.

### The web companion's pages (bot/web), and the service's words about its links.

## A match page

# Web match page: the page's title and heading; $match is the match number, $game the game's name.
web-title = Match #{ $match } · { $game }
# Web match page, under the heading: the players and their sides; $white and $black are names.
web-players = White: { $white } · Black: { $black }
# Web match page: a side's name inside other sentences (whose turn, the result, a piece).
web-side-white = White
# Web match page: a side's name inside other sentences (whose turn, the result, a piece).
web-side-black = Black
# Web match page, the status line: who decides now; $player a name, $side web-side-*.
web-turn = { $player } to move ({ $side })
# Web seat page, the status line when it is the reader's own decision; $side web-side-*.
web-turn-yours = Your move ({ $side })
# Web match page of a live game, the clock's line before both sides' time left; $control the time control as written (10+5).
web-clock = Clock { $control }:
# Web match page of a live game, after the clock's line: when the side to move's time runs out (the page's countdown reaches 0:00); $side web-side-*, $time a time of day in UTC (14:32:05).
web-clock-runs-out = ({ $side }'s time runs out at { $time } UTC)
# Web match page, the status line while the players make their private set-up choices.
web-setup = Waiting for the players' private set-up choices.
# Web match page, the status line of a match won; $player the winner's name, $side web-side-*, $reason the game's own words (English).
web-result-win = { $player } ({ $side }) wins: { $reason }
# Web match page, the status line of a drawn match; $reason the game's own words (English).
web-result-draw = The match is drawn: { $reason }
# Web match page, under the board and in the move list: the starting position.
web-position-start = Start
# Web match page, under the board and in the move list: a position after a move; $number its number, $move its notation.
web-position-move = Move { $number }: { $move }
# Web match page: the board picture's name for screen readers; $match the number, $position web-position-*.
web-board-label = Board of match #{ $match }, { $position }
# Web match page: what a screen reader says of a square with a piece; $square its name (a1), $piece web-piece-*, $side web-side-*.
web-square-piece = { $square }: { $piece } ({ $side })
# Web match page: a square's description followed by the piece's states; $described web-square-piece, $flags a list of web-flag-*.
web-square-flags = { $described }, state: { $flags }
# Web seat page, over the board: the reader sees their own hidden pieces.
web-your-view = Your own view: your hidden pieces are shown to you alone.
# Web watch page of a running rated match, under the status: spectators see the match a few moves behind the players; $moves how many.
web-delay = A rated game: spectators see it { $moves ->
    [one] one move
   *[other] { $moves } moves
} behind the players, until it ends.
# Web match page: the heading of the list of moves.
web-moves-heading = Moves
# Web match page, under the board: the heading of the key of the game's pieces (each piece's drawing, its letter and its name, as the console's board legend gives them).
web-pieces-heading = Pieces
# Web pages, the header: the label of the language switch.
web-language = Language
# Web match pages, the header: the label of the switch between the boards' colour sets.
web-palette = Colours
# Web match pages, the colour switch: the usual colours.
web-palette-standard = Standard
# Web match pages, the colour switch: colours told apart with red-green colour blindness (the Okabe-Ito set).
web-palette-colour-blind = Colour-blind friendly

## Pieces, as a screen reader names them on a square

# A piece kind (King's Crossing, Checkers with Bosses): the plain piece.
web-piece-man = man
# A piece kind (King's Crossing, The King o' the Castle).
web-piece-king = King
# A piece kind (Crossings).
web-piece-counter = counter
# A piece kind (Charing Cross): named after the chess piece.
web-piece-knight = knight
# A piece kind (The King o' the Castle): the court's Knight.
web-piece-castle-knight = Knight
# A piece kind (Charing Cross).
web-piece-rook = rook
# A piece kind (The King o' the Castle).
web-piece-page = Page
# A piece kind (Checkers with Bosses): moves diagonally.
web-piece-diagonal = diagonal piece
# A piece kind (Checkers with Bosses): moves orthogonally.
web-piece-orthogonal = orthogonal piece
# A piece kind (Checkers with Bosses): moves both ways.
web-piece-compound = compound piece
# A piece's state (King's Crossing): a Stealth King only its owner sees.
web-flag-hidden = hidden
# A piece's state (King's Crossing): trapped, it cannot move.
web-flag-trapped = trapped
# A piece's state (Checkers with Bosses).
web-flag-crowned = crowned
# A piece's state (Checkers with Bosses).
web-flag-boss = boss
# A piece's state (Crossings): it has crossed the board and is locked in place.
web-flag-crossed = crossed

## Replay

# Web match page, replay controls: go to the starting position.
web-replay-first = « Start
# Web match page, replay controls: one position back.
web-replay-previous = ‹ Back
# Web match page, replay controls: one position forward.
web-replay-next = Forward ›
# Web match page, replay controls: go to the last position.
web-replay-last = Last »
# Web match page, replay controls: the label of the slider over every position.
web-replay-slider = Position
# Web match page, replay controls: the button that shows the slider's position (without JavaScript).
web-replay-go = Show

## Playing from a seat page

# Web seat page, over the move form: how to move with the mouse.
web-play-hint = Click a piece, then where it goes; or pick the move from the list.
# Web seat page: the label of the list of legal moves.
web-play-pick = Your move:
# Web seat page: the button that plays the move picked.
web-play-button = Play
# Web seat page in a set-up stage, over the choice form: how to choose the hidden King's square.
web-choose-hint = Click the square your hidden King starts on, or pick it from the list; only you see it.
# Web seat page in a set-up stage: the label of the list of squares to choose from.
web-choose-pick = Your King's square:
# Web seat page: the button that offers a draw.
web-draw-offer = Offer a draw
# Web seat page: the button that accepts the opponent's draw offer.
web-draw-accept = Accept the draw
# Web seat page: the button that declines the opponent's draw offer.
web-draw-decline = Decline the draw
# Web seat page, in place of the draw buttons: the reader's own draw offer stands, waiting for the opponent's answer.
web-draw-waiting = Your draw offer waits for your opponent's answer.
# Web seat page: the box to tick before resigning (also the browser's confirmation question).
web-resign-confirm = Yes, I resign this match
# Web seat page: the resign button.
web-resign-button = Resign
# Web seat page, a refusal: the move form was sent empty.
web-move-missing = Pick a move first.
# Web seat page, a refusal: a draw form with an answer the page never offers.
web-draw-unknown = Offer a draw, or accept or decline your opponent's offer.
# Web seat page, a refusal: Resign pressed without ticking the box.
web-resign-unconfirmed = Tick the box to confirm that you resign.
# Web seat page, a refusal: a form without this page's security token (an old page, another site).
web-csrf = This form has expired: reload the page and try again.

## Links and plain pages

# Web: the title of a page that only says one thing (a refused link, an error).
web-plain-title = Gamut
# Web: the site's front page, which no link points to.
web-home = This is Gamut's web companion. Open a match through a link the bot gives you (the console's web command, or the Watch on the web button in Discord).
# Web, a refused link: altered, cut short or not one of Gamut's.
web-link-bad = This link is not valid: it may have been copied incompletely. Ask the bot for a new one.
# Web, a refused link: older than links last.
web-link-expired = This link has expired. Ask the bot for a new one.
# Web, a refused link: its owner revoked their links.
web-link-revoked = This link was revoked by the player it was made for. Ask the bot for a new one.
# Web, a refused link: the match it opened no longer exists.
web-link-gone = The match this link opened no longer exists.
# Web seat page opened without its seat link in this browser.
web-seat-missing = This seat is not open in this browser: open your seat link again.
# Web: the page a seat link shows for an instant before the seat's page.
web-seat-opening = Opening your seat
# Web: the link on that page, for a browser that does not move on by itself.
web-seat-continue = Continue to your seat
# Web: too many requests from one address.
web-rate-limited = Too many requests: wait a moment and try again.
# Web, a plain page: an address with no page (mistyped, or a form's address opened in the browser).
web-no-page = There is no page at this address. The links the bot gives open matches and tournaments; the leaderboards and the rules are linked from the front page.
# Web: the database could not answer.
web-storage = The database is not answering right now. Nothing was changed; try again in a moment.
# Web: an unexpected fault on the server.
web-error = Something went wrong on the server (it is logged). Try again.

## Links, as the console and Discord give them

# Console web command and Discord: the public link to a match; $url the address.
web-watch-link = Watch match #{ $match } in a browser: { $url }
# Console web command and Discord (privately): the player's own link; $url the address.
web-seat-link = Your seat, to play in a browser (keep it to yourself: it plays for you): { $url }
# Console web command: the web companion is switched off.
web-off = The web companion is off: set GAMUT_WEB_PORT (see .env.example) to switch it on.
# Reply to revoking one's web links (console web revoke, Discord /web revoke), privately.
web-links-revoked = Every web link you were given so far no longer opens anything. Ask for new ones when you need them.

## A tournament's page, the public pages

# Web, a refused tournament link: the tournament it opened no longer exists.
web-link-tournament-gone = The tournament this link opened no longer exists.
# Console tournament web command: the link to a tournament's page; $tournament its title, $url the address.
web-tournament-link = Follow { $tournament } in a browser: { $url }
# Web tournament page, under the heading: its state; $state a word such as "running".
web-tournament-state = State: { $state }
# Web tournament page, when it is over: who won; $players the names (a list), $count how many share first place.
web-tournament-winner = { $count ->
    [one] Winner: { $players }
   *[other] Shared first place: { $players }
}
# Web tournament page: the standings' heading; $round the last round completed.
web-tournament-standings = Standings after round { $round }
# Web tournament page: the standings' heading before any round is complete.
web-tournament-standings-none = Standings (no round complete yet)
# Web tournament page: in place of the standings, before it starts.
web-tournament-no-standings = There are no standings until the tournament starts.
# Web tournament page: the standings' column of places.
web-tournament-rank = Place
# Web tournament page: the standings' column of names.
web-tournament-player = Player
# Web tournament page: the standings' column of points.
web-tournament-points = Points
# Web tournament page: the heading of every round's pairings.
web-tournament-pairings = Pairings
# Web tournament page: one round's heading; $round its number.
web-tournament-round = Round { $round }
# Web tournament page: a board of a round (a link to its game); $board its number, $white and $black names.
web-tournament-pairing = Board { $board }: { $white } – { $black }
# Web tournament page: in place of a result while the game goes on.
web-tournament-playing = playing
# Web tournament page: the link to download the FIDE Tournament Report File.
web-tournament-trf = Download the TRF file (FIDE's format, for other tournament software)
# Web tournament page, at the bottom while it runs: the page follows it live (its stream).
web-tournament-refresh = This page follows the tournament live while it runs: results and new rounds appear by themselves.
# Web public pages: the link to every game's leaderboard, and that page's heading.
web-public-leaderboards = Leaderboards
# Web public pages: the link to the rules.
web-public-rules = Rules
# Web public pages, a refusal: an address naming no game; $game what it named.
web-public-no-game = There is no game called { $game }.
# Web leaderboard page, a refusal: a page number that is not one.
web-public-bad-page = That is not a page of the leaderboard.
# Web player page, a refusal: an address naming nobody Gamut knows.
web-public-no-player = Gamut knows no such player.
# Web rules pages, a refusal: an address naming no rules page.
web-public-no-rules = There is no such rules page.
# Web rules pages, above a game's full rules for a reader whose language is not English: the rules files are written in English only.
web-rules-in-english = These full rules are written in English only. The bot gives each game's summary in your language: /rules in Discord, rules GAME in the console.
# Web leaderboard page: its title and heading; $game the game's name, $pool the rating pool it ranks (live or correspondence).
web-board-title = { $game } leaderboard ({ $pool ->
        [live] live
       *[correspondence] correspondence
    }, everywhere)
# Web leaderboard page, under its heading: the link to the game's board of the other pool ($pool: that pool).
web-board-other-pool = { $pool ->
        [live] The live leaderboard
       *[correspondence] The correspondence leaderboard
    }
# Web leaderboard page: the column of places.
web-board-rank = Rank
# Web leaderboard page: the column of names.
web-board-player = Player
# Web leaderboard page: the column of ratings.
web-board-rating = Rating
# Web leaderboard page: the column of rated games played.
web-board-games = Games
# Web leaderboard page: nobody is on it (or the page is past its end).
web-board-empty = Nobody is on this page of the leaderboard.
# Web leaderboard page: the link to the page before.
web-board-previous = Previous page
# Web leaderboard page: the link to the page after.
web-board-next = Next page
# Web leaderboard page, under it: what the question mark means.
web-board-provisional = A rating marked ? is provisional: it rests on too few games to be sure of.
# Web player page: its title and heading; $player the name.
web-player-title = { $player }
# Web player page: one game's line in one pool (a link to that pool's leaderboard); $game its name, $pool live or correspondence, $rank the place, $rating as on the board, $wins, $losses, $draws counts.
web-player-standing = { $game } ({ $pool ->
        [live] live
       *[correspondence] correspondence
    }): rank { $rank }, rating { $rating } ({ $wins } won, { $losses } lost, { $draws } drawn)
# Web player page: a player on no leaderboard.
web-player-unrated = This player has no rating yet.
# /web revoke, privately, before anything is revoked: what the button below does.
web-links-revoke-confirm = Revoke every web link you were given? Watch and seat links of every match stop working at once; you can ask for new ones afterwards.
# /web revoke: the question above its one button.
web-links-revoke-prompt = Revoke your web links?
# /web revoke: the button that confirms.
web-links-revoke-button = Revoke all my links

"""Move input, the same for every game: docs/rules/README.md § Move input.

Input is lenient about *how* a move is written (case, surrounding blanks, `–`/`—` for `-`, `X`
for `x`, shortenings that name exactly one legal move) and strict about *what* is written: text
that is not move notation is refused with InvalidMove naming it, because a skipped word or a
letter glued to a square can turn a refused move into a different, legal one.
"""

from __future__ import annotations

import pytest

import games
from games.core.notation import MAX_INPUT, QUOTE_LIMIT
from tests.helpers import after

# Per game: a position (None: the start) and one legal move in it.
GAME_MOVES = {
    "charing-cross": "a4-b5",
    "checkers-bosses": "b3-a4",
    "crossings": "a1-a3",
    "king-of-the-castle": "b2-b4",
    "kings-crossing": "a2-a5",
}
ALL = sorted(GAME_MOVES)
KOTC_FOUR_CHAINS = "k2c3/7/7/7/3p3/2p4/2K4/3C3 w"  # the King c2 can reach e4 by four chains


def start_and_move(game_id: str) -> tuple[games.Game, object, str]:
    game = games.get(game_id)
    return game, game.start(), GAME_MOVES[game_id]


def shares_no_run_longer_than(message: str, typed: str, limit: int) -> bool:
    """Whether ``message`` repeats no more than ``limit`` consecutive characters of ``typed``."""
    return all(typed[i : i + limit + 1] not in message for i in range(len(typed) - limit))


# ----- words around a move ----------------------------------------------------------------


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize(
    ("template", "named"),
    [
        ("hello {m} world", "'hello'"),
        ("resign {m}", "'resign'"),
        ("undo {m}", "'undo'"),
        ("{m} please", "'please'"),
        ("please play {m} then lol", "'please'"),
    ],
)
def test_words_around_a_move_are_refused_and_named(game_id, template, named):
    """Text that is not move notation is refused with InvalidMove naming what was not
    understood, instead of the move inside it being played."""
    game, state, move = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match=named + r".* not part of a move"):
        game.play(state, template.format(m=move))


def test_the_reported_examples_of_words_around_a_move():
    """The texts that used to be played: each is refused now."""
    crossings = games.get("crossings")
    with pytest.raises(games.InvalidMove, match="'please'.*'play'.*'then'.* not part"):
        crossings.play(crossings.start(), "please play a1 then a3 lol")
    with pytest.raises(games.InvalidMove, match="'hello' and 'world' are not part of a move"):
        crossings.play(crossings.start(), "hello c4 world")
    with pytest.raises(games.InvalidMove, match="'undo'"):
        crossings.play(crossings.start(), "undo a1-a3")
    bosses = games.get("checkers-bosses")
    with pytest.raises(games.InvalidMove, match="'resign' is not part of a move"):
        bosses.play(bosses.start(), "resign b3-a4")


# ----- letters glued to squares -----------------------------------------------------------


def test_a_letter_glued_to_a_square_does_not_hide_an_illegal_move_in_checkers_with_bosses():
    """`Dh3-a4` was played as `b3-a4` although `h3-a4` is refused: now the glued token is
    named and nothing is played."""
    game = games.get("checkers-bosses")
    with pytest.raises(games.IllegalMove):
        game.play(game.start(), "h3-a4")
    with pytest.raises(games.InvalidMove, match="'Dh3' is not part of a move"):
        game.play(game.start(), "Dh3-a4")


def test_a_letter_glued_to_a_square_does_not_hide_a_move_in_crossings():
    """`Pc5-b2` was played as `a1-b2`."""
    game = games.get("crossings")
    with pytest.raises(games.InvalidMove, match="'Pc5' is not part of a move"):
        game.play(game.start(), "Pc5-b2")


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize("glue", ["Q{m}", "{m}q", "Nb{m}"])
def test_letters_glued_to_a_legal_move_are_refused_in_every_game(game_id, glue):
    game, state, move = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="not part of a move"):
        game.play(state, glue.format(m=move))


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize("text", ["a1-", "-a1", "a1--a3", "a1-xa3", "a1 x"])
def test_a_separator_must_stand_between_two_squares(game_id, text):
    game, state, _ = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="between two squares"):
        game.play(state, text)


@pytest.mark.parametrize("game_id", ALL)
def test_a_word_after_the_squares_is_refused(game_id):
    """Words of a move come first (`swap b1`, `shift left`); `a1-a3 pass` is no move."""
    game, state, move = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="'pass' must come first"):
        game.play(state, f"{move} pass")


@pytest.mark.parametrize("game_id", ["crossings", "kings-crossing", "king-of-the-castle"])
def test_an_at_sign_is_refused_where_a_game_has_no_drops(game_id):
    game, state, _ = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="'@' is not part of a move"):
        game.play(state, "@a3")


def test_a_drop_letter_must_be_a_piece_of_the_game():
    """`D@c2`: the letter before `@` is one of the drop letters, in either case."""
    pending = "d7/8/3O4/8/8/8/8/8 b reserve=O/do"
    game = games.get("checkers-bosses")
    with pytest.raises(games.InvalidMove, match="'k@' is not part of a move"):
        game.play(game.load(pending), "k@h8")


@pytest.mark.parametrize("game_id", ALL)
def test_a_square_off_the_board_is_named(game_id):
    game, state, _ = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="'i9' is not a square on this board"):
        game.play(state, "i9-a1")


# ----- King o' the Castle: a chain's ends name it only when one chain matches ---------------


@pytest.mark.parametrize(
    ("typed", "listed"),
    [
        ("c2-e4", "c2-c4-e4, c2-c4xe4, c2xc4-e4, c2xc4xe4"),
        ("C2 – E4", "c2-c4-e4, c2-c4xe4, c2xc4-e4, c2xc4xe4"),
        ("c2xe4", "c2-c4xe4, c2xc4-e4, c2xc4xe4"),
    ],
)
def test_first_and_last_square_of_several_chains_is_ambiguous(typed, listed):
    """First-and-last-square shortening of a chain is allowed only when exactly one legal move
    matches; four chains (each capture choice) run c2 to e4, so the player is asked to choose.
    An `x` marks a capture, so `c2xe4` leaves out the chain that captures nothing."""
    game = games.get("king-of-the-castle")
    with pytest.raises(games.AmbiguousMove, match=listed):
        game.play(game.load(KOTC_FOUR_CHAINS), typed)


def test_the_whole_chain_is_played_as_typed():
    expected = after("king-of-the-castle", KOTC_FOUR_CHAINS, "c2-c4xe4")
    assert after("king-of-the-castle", KOTC_FOUR_CHAINS, "C2 - C4 X E4") == expected


# ----- the leniencies that stay, in every game ----------------------------------------------


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize(
    "spell",
    [
        str.upper,
        lambda m: f"  {m}\t ",
        lambda m: m.replace("-", "–"),
        lambda m: m.replace("-", "—"),
        lambda m: m.replace("-", " - "),
        lambda m: m.replace("-", " "),
    ],
    ids=["upper", "blanks", "en-dash", "em-dash", "spaced-dash", "no-separator"],
)
def test_case_blanks_and_dashes_are_still_accepted(game_id, spell):
    """Input is lenient: case-insensitive, surrounding blanks ignored, `–`/`—` read as `-`."""
    game, state, move = start_and_move(game_id)
    assert game.play(state, spell(move)) == game.play(state, move)
    assert game.parse_move(state, spell(move)) == move


@pytest.mark.parametrize(
    ("game_id", "position", "typed", "meant"),
    [
        ("checkers-bosses", "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d", "C3XE5XE7", "c3xe5xe7"),
        ("checkers-bosses", "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d", "c3 x e7", "c3xe5xe7"),
        ("checkers-bosses", "8/8/4d3/8/3d4/2C5/8/8 w reserve=C/d", "e7", "c3xe5xe7"),
        ("checkers-bosses", "8/8/8/5d2/8/5d2/6D1/8 w reserve=D/d", "g2xe4", "g2xe4xg6"),
        ("checkers-bosses", "d7/8/3O4/8/8/8/8/8 b reserve=O/do", "o@h8", "O@h8"),
        ("checkers-bosses", "d7/8/3O4/8/8/8/8/8 b reserve=O/do", "@H8", "O@h8"),
        ("checkers-bosses", "d7/8/3O4/8/8/8/8/8 b reserve=O/do", "h8", "O@h8"),
        ("crossings", "8/8/8/3p4/8/3P4/3P4/8 w", "D2XD4", "d2xd4"),
        ("crossings", None, "a2-a4", "a1-a3"),
        ("crossings", None, "A2—A4", "a1-a3"),
        ("charing-cross", "8/8/8/1r6/8/8/8/8 w place=N", " @A5 ", "@a5"),
        ("kings-crossing", "k3/2m1/3m/2m1/1m2/1Mm1/4/3K w home=d1,a8", "B3XB5", "b3xb5"),
        ("kings-crossing", "k3/2m1/3m/2m1/1m2/1Mm1/4/3K w home=d1,a8", "b5", "b3xb5"),
        ("kings-crossing", "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w9", " PASS ", "pass"),
        ("kings-crossing", "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w9", "p", "pass"),
    ],
)
def test_shortenings_that_name_one_legal_move_are_accepted(game_id, position, typed, meant):
    """Any unambiguous shortening is accepted: `X` for `x`, a chain's first and last square or
    its start, a single destination square, a drop without its letter, the Crossings head form,
    a unique prefix of a word move."""
    game = games.get(game_id)
    state = game.load(position) if position else game.start()
    assert game.parse_move(state, typed) == game.parse_move(state, meant)
    assert game.play(state, typed) == game.play(state, meant)


def test_word_moves_accept_case_blanks_and_unique_prefixes():
    """`shift l` is a unique prefix of `shift left`; `swap` and `king` moves read leniently."""
    owed = after("checkers-bosses", "8/5d2/8/8/8/2D5/8/8 w reserve=D/d", "c3-d4")
    assert after("checkers-bosses", owed, "shift l") == after("checkers-bosses", owed, "shift left")
    assert after("checkers-bosses", owed, "SH R") == after("checkers-bosses", owed, "shift right")
    with pytest.raises(games.AmbiguousMove, match="shift left, shift right"):
        after("checkers-bosses", owed, "shift")
    swap = games.get("king-of-the-castle")
    state = swap.start(castle_swap=True)
    assert swap.play(state, " SWAP  F1 ") == swap.play(state, "swap f1")
    assert swap.play(state, "sw b1") == swap.play(state, "swap b1")
    stealth = games.get("kings-crossing")
    state = stealth.start(stealth=True)
    assert stealth.play(state, "King B2") == stealth.play(state, "b2")


# ----- what an error repeats, and how much it reads ------------------------------------------


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize(
    "typed",
    ["a1-a2 " * 30, "hello " * 30, "b2-" + "z" * 150, "Nb1c3" * 30],
    ids=["squares", "words", "glued", "glued-run"],
)
def test_error_messages_quote_at_most_forty_characters(game_id, typed):
    """A message repeats at most about 40 characters of what was typed, cut with `…`."""
    game, state, _ = start_and_move(game_id)
    with pytest.raises(games.MoveError) as caught:
        game.play(state, typed)
    message = str(caught.value)
    assert shares_no_run_longer_than(message, typed.strip(), QUOTE_LIMIT)


@pytest.mark.parametrize("game_id", ALL)
def test_a_very_long_input_is_refused_without_being_echoed(game_id):
    """A 6,000-character text is refused before any matching work, and not echoed."""
    game, state, move = start_and_move(game_id)
    typed = (move + " ") * 1000
    with pytest.raises(games.InvalidMove, match=f"at most {MAX_INPUT}") as caught:
        game.play(state, typed)
    assert len(str(caught.value)) < 150
    with pytest.raises(games.InvalidMove, match=f"at most {MAX_INPUT}"):
        game.parse_move(state, "x" * (MAX_INPUT + 1))


@pytest.mark.parametrize("game_id", ALL)
@pytest.mark.parametrize(
    "value", [["a2-a3"], {"a1": "a3"}, {"a1-a3"}, None, 5, 3.5, b"a1-a3"], ids=repr
)
def test_a_move_that_is_not_text_is_a_move_error(game_id, value):
    """`play` and `parse_move` raise InvalidMove (a MoveError), never TypeError."""
    game, state, _ = start_and_move(game_id)
    with pytest.raises(games.InvalidMove, match="must be text"):
        game.play(state, value)
    with pytest.raises(games.InvalidMove, match="must be text"):
        game.parse_move(state, value)

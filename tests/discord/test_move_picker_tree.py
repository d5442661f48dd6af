"""The Move picker's tree over random positions of every game: walked from the components it
builds (custom ids, options, values, as Discord would show them), every legal move of the
engine's list is reached by exactly one path and nothing else is, and every screen keeps
within Discord's limits."""

from __future__ import annotations

import random
import re
from typing import Any

import discord
import pytest

import games
from bot.discord import picker
from bot.i18n import ENGLISH
from bot.service import Decision
from bot.service.move_steps import move_paths, step

# Discord's limits, as its API documents them (not the picker's own constants).
CUSTOM_ID = 100
OPTIONS = 25
ROWS = 5
PER_ROW = 5
OPTION_TEXT = 100
PLACEHOLDER = 150

# The positions: each game from its start (with a few options), a seeded number of random
# moves in; a few positions per game.
OPTIONS_BY_GAME: dict[str, list[dict[str, Any]]] = {
    "charing-cross": [{}, {"first": "black"}],
    "checkers-bosses": [{}, {"boss_hp": 1}],
    "crossings": [{}],
    "king-of-the-castle": [{}, {"first": "black"}],
    "kings-crossing": [{}, {"pieces": 12}, {"stealth": True}, {"stealth": True, "pieces": 12}],
}


def positions() -> list[tuple[str, dict[str, Any], int]]:
    found = []
    for game_id in games.ids():
        for options in OPTIONS_BY_GAME.get(game_id, [{}]):
            for seed in range(3):
                found.append((game_id, options, seed))
    return found


def random_state(game_id: str, options: dict[str, Any], seed: int) -> Any:
    game = games.get(game_id)
    rng = random.Random(f"{game_id}:{sorted(options.items())}:{seed}")
    state = game.start(**options)
    for _ in range(rng.randrange(0, 60)):
        moves = game.legal_moves(state)
        if not moves:
            break
        after = game.play(state, rng.choice(moves))
        if not game.legal_moves(after):  # keep a position with a decision to walk
            break
        state = after
    return state


def check_limits(content: str, view: discord.ui.View) -> None:
    """Every screen as Discord checks it."""
    assert len(content) <= 2000
    items = [getattr(child, "item", child) for child in view.children]
    ids = [item.custom_id for item in items]
    assert len(set(ids)) == len(ids), ids
    assert all(len(custom_id) <= CUSTOM_ID for custom_id in ids), ids
    rows: dict[int, int] = {}
    for item in items:
        width = PER_ROW if isinstance(item, discord.ui.Select) else 1
        rows[item.row] = rows.get(item.row, 0) + width
        if isinstance(item, discord.ui.Select):
            assert 1 <= len(item.options) <= OPTIONS
            assert len({o.value for o in item.options}) == len(item.options)
            assert all(
                len(o.label) <= OPTION_TEXT and len(o.value) <= OPTION_TEXT for o in item.options
            )
            assert item.placeholder is None or len(item.placeholder) <= PLACEHOLDER
        else:
            assert 1 <= len(item.label) <= 80
    assert len(rows) <= ROWS and all(0 <= row < ROWS for row in rows)
    assert all(width <= PER_ROW for width in rows.values()), rows


def picked_from(custom_id: str) -> tuple[str, ...]:
    """The squares a select's custom id says were picked (read with the id's own layout:
    gamut:pk:match:ply:group:squares-joined-by-dots)."""
    found = re.fullmatch(r"gamut:pk:(\d+):(\d+):(\d):([a-z0-9.]*)", custom_id)
    assert found is not None, custom_id
    return tuple(found[4].split(".")) if found[4] else ()


def walk(decision: Decision) -> list[str]:
    """Every move some path of clicks plays, one entry per path (so a move reached twice
    shows up twice)."""
    paths = move_paths(decision.moves)
    played: list[str] = []
    screens = [step(paths, ())]
    seen = 0
    while screens:
        here = screens.pop()
        seen += 1
        assert seen < 10_000, "the picker's tree does not end"
        content, view = picker.node_view(decision, here, ENGLISH)
        check_limits(content, view)
        items = [getattr(child, "item", child) for child in view.children]
        backs = [i for i in items if isinstance(i, discord.ui.Button)]
        assert len(backs) == (1 if here.picked else 0)
        for select in (i for i in items if isinstance(i, discord.ui.Select)):
            picked = picked_from(select.custom_id)
            assert picked == here.picked
            for option in select.options:
                chosen = picker.choose(paths, picked, option.value)
                if isinstance(chosen, str):
                    played.append(chosen)
                else:
                    assert len(chosen.picked) == len(picked) + 1  # always onward
                    screens.append(chosen)
    return played


@pytest.mark.parametrize(("game_id", "options", "seed"), positions())
def test_every_legal_move_and_nothing_else_can_be_picked(game_id, options, seed):
    game = games.get(game_id)
    state = random_state(game_id, options, seed)
    legal = game.legal_moves(state)
    assert legal, "a position with a decision"
    played = walk(Decision(7, 123, tuple(legal)))
    assert sorted(played) == sorted(legal)  # each legal move once, and nothing else


@pytest.mark.parametrize("options", [{"stealth": True}, {"stealth": True, "pieces": 12}])
@pytest.mark.parametrize("seed", range(3))
def test_every_hidden_king_square_and_nothing_else_can_be_picked(options, seed):
    """A Stealth King's secret set-up, each side's (White's first, Black's with White's
    choice a random one of its own): the picker of a set-up decision offers that side's start
    squares, each picked by one click, and nothing else; then random hidden-King positions
    further in, where the King's own moves are the mover's to pick."""
    game = games.get("kings-crossing")
    rng = random.Random(seed)
    state = game.start(**options)
    for _ in range(2):  # the two secret choices
        choices = game.legal_moves(state)
        assert choices and all(move.startswith("king ") for move in choices)
        decision = Decision(7, 0, tuple(choices), setup=True)
        content, view = picker.node_view(decision, step(move_paths(choices), ()), ENGLISH)
        assert "King hide" in content
        played = walk(decision)
        assert sorted(played) == sorted(choices)
        first = [o.value for c in view.children for o in getattr(c, "item", c).options]
        assert sorted(first) == sorted(m.split()[1] for m in choices)  # one click each
        state = game.play(state, rng.choice(choices))
    for _ in range(rng.randrange(10, 40)):
        legal = game.legal_moves(state)
        after = game.play(state, rng.choice(legal))
        if not game.legal_moves(after):
            break
        state = after
    legal = game.legal_moves(state)
    assert sorted(walk(Decision(7, 9, tuple(legal)))) == sorted(legal)


def test_a_path_names_its_squares_in_order():
    """Hand-worked: in Checkers with Bosses' start, c3 goes to b4 or d4 (the move texts
    c3-b4 and c3-d4); picking c3 then d4 plays c3-d4 at once."""
    game = games.get("checkers-bosses")
    paths = move_paths(game.legal_moves(game.start()))
    after_c3 = step(paths, ("c3",))
    assert after_c3.squares == ("b4", "d4") and after_c3.finished == ()
    assert picker.choose(paths, ("c3",), "d4") == "c3-d4"


def test_moves_naming_the_same_squares_are_chosen_by_their_text():
    """Two texts with the same squares (a step and the same step as a capture) end on one
    screen, which offers both; a move naming no square is offered on the first."""
    paths = move_paths(["a3-c5", "a3xc5", "b1-b2", "pass"])
    assert picker.choose(paths, (), "a3") == step(paths, ("a3",))
    screen = step(paths, ("a3", "c5"))
    assert screen.squares == () and screen.finished == ("a3-c5", "a3xc5")
    assert picker.choose(paths, ("a3",), "c5") == screen
    assert picker.choose(paths, ("a3", "c5"), "=a3xc5") == "a3xc5"
    assert step(paths, ()).finished == ("pass",)
    assert picker.choose(paths, ("b1",), "b2") == "b1-b2"


def test_many_first_squares_are_split_over_several_selects():
    """30 first squares: two selects of 25 and 5, each placeholder naming its range."""
    moves = [f"{file}{rank}-{file}{rank + 1}" for file in "abcdef" for rank in range(1, 6)]
    decision = Decision(7, 0, tuple(moves))
    content, view = picker.node_view(decision, step(move_paths(moves), ()), ENGLISH)
    check_limits(content, view)
    selects = [getattr(c, "item", c) for c in view.children]
    assert [len(s.options) for s in selects] == [25, 5]
    assert selects[0].placeholder.endswith("(a1 to e5)")
    assert selects[1].placeholder.endswith("(f1 to f5)")
    assert sorted(walk(decision)) == sorted(moves)


def _buttons(count: int, row: int) -> list[discord.ui.Button]:
    return [
        discord.ui.Button(label=f"b{row}{n}", custom_id=f"x:{row}:{n}", row=row)
        for n in range(count)
    ]


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([2], (0, 0)),  # beside the board's two buttons, first of them
        ([1, 3], (1, 0)),  # a prompt's row above: the board's row
        ([5], (1, 0)),  # the board's row full: a row of its own
        ([5, 5, 5, 5, 5], None),  # no room: left out, the view unchanged
    ],
)
def test_the_move_button_goes_first_in_the_board_s_row(rows, expected):
    view = discord.ui.View(timeout=None)
    for row, count in enumerate(rows):
        for button in _buttons(count, row):
            view.add_item(button)
    before = len(view.children)
    picker.add_move_button(view, 7, 3, ENGLISH)
    moves = [c for c in view.children if isinstance(c, picker.MoveButton)]
    if expected is None:
        assert moves == [] and len(view.children) == before
        return
    (move,) = moves
    assert move.item.custom_id == "gamut:pm:7:3" and move.item.label == "Move"
    row, position = expected
    in_row = [c for c in view.children if c.row == row]
    assert in_row.index(move) == position
    check_limits("", view)

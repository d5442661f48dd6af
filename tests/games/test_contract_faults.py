"""Faults at the edges of the engine contract (docs/architecture.md): options, position strings
and ``python -m games`` must refuse bad input with the contract's own errors and a plain
message, never with OverflowError, TypeError, a silent rounding or Python's int() limits."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import games
from games.__main__ import main

HUGE = "9" * 5000  # over Python's 4,300-digit limit for int()
LONG = "9" * 500  # under the position length bound, so the digit bound must catch it


# ----- options -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "name", "value"),
    [
        ("kings-crossing", "pieces", float("inf")),
        ("kings-crossing", "pieces", float("-inf")),
        ("kings-crossing", "pieces", float("nan")),
        ("kings-crossing", "pieces", 8.5),
        ("kings-crossing", "pieces", True),
        ("kings-crossing", "pieces", "8.0"),
        ("kings-crossing", "pieces", ["8"]),
        ("kings-crossing", "pieces", HUGE),
        ("checkers-bosses", "boss_hp", float("inf")),
        ("checkers-bosses", "boss_hp", 3.7),
        ("checkers-bosses", "boss_hp", "3.7"),
        ("checkers-bosses", "boss_hp", "nan"),
        ("checkers-bosses", "boss_hp", "inf"),
        ("checkers-bosses", "boss_hp", False),
        ("checkers-bosses", "boss_promotes", "maybe"),
        ("checkers-bosses", "boss_promotes", 1.0),
        ("kings-crossing", "setup", 3),
        ("charing-cross", "first", None),
    ],
    ids=repr,
)
def test_options_refuse_non_finite_fractional_and_mistyped_values(game_id, name, value):
    """A bad option is a ValueError saying why (docs/architecture.md): it names the option and
    nothing is rounded (`boss_hp=3.7` used to become 3) or overflows (`inf`)."""
    with pytest.raises(ValueError, match=f"Option {name} ") as caught:
        games.get(game_id).start(**{name: value})
    assert len(str(caught.value)) < 120


@pytest.mark.parametrize("value", [3, 3.0, "3", " 3 ", "+3"], ids=repr)
def test_whole_numbers_are_accepted_as_int_float_or_text(value):
    game = games.get("checkers-bosses")
    assert game.start(boss_hp=value) == game.start(boss_hp=3)
    assert game.dump(game.start(boss_hp=value)) == game.dump(game.start())


@pytest.mark.parametrize("value", [True, "on", "1", 1, " YES "], ids=repr)
def test_on_off_options_take_bools_and_their_words(value):
    game = games.get("kings-crossing")
    assert game.start(stealth=value) == game.start(stealth=True)


# ----- position strings ----------------------------------------------------------------------

DIGIT_FAULTS = [
    ("crossings", f"8/8/8/8/8/8/8/{HUGE} w"),
    ("crossings", f"8/8/8/8/8/8/8/{LONG} w"),
    ("crossings", "8/8/8/8/8/8/8/٨ w"),  # an Arabic-Indic eight: not an ASCII digit
    ("charing-cross", f"8/8/8/8/8/8/8/{LONG} w"),
    ("king-of-the-castle", f"3c3/7/7/7/7/7/7/{LONG} w"),
    ("king-of-the-castle", f"1k1c1k1/7/7/7/7/7/7/1K1C1K1 w swap=b{LONG}"),
    ("checkers-bosses", f"8/8/8/8/8/8/8/*D({LONG})7 w reserve=/doc"),
    ("checkers-bosses", f"8/8/8/8/8/8/8/D7 w reserve=D/d boss_hp={LONG}"),
    ("checkers-bosses", f"8/8/8/8/8/8/8/D7 w reserve=D/d crowned=a{LONG}"),
    ("kings-crossing", f"MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w{LONG}"),
    ("kings-crossing", f"MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 quiet={LONG}"),
    ("kings-crossing", f"MMMK/4/4/4/4/4/4/kmmm b home=d{LONG},a8"),
    ("kings-crossing", "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 quiet=²"),
    ("kings-crossing", f"MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 quiet={HUGE}"),
]


@pytest.mark.parametrize(("game_id", "position"), DIGIT_FAULTS, ids=lambda v: str(v)[:40])
def test_long_digit_runs_are_an_invalid_position_with_a_plain_message(game_id, position):
    """Digit runs and hit points are bounded before int(): no bare ValueError, no advice to
    call sys.set_int_max_str_digits(), and the run is not echoed whole."""
    with pytest.raises(games.InvalidPosition) as caught:
        games.get(game_id).load(position)
    message = str(caught.value)
    assert "int_max_str_digits" not in message
    assert "9" * 30 not in message
    assert len(message) < 160


# ----- python -m games -----------------------------------------------------------------------


def test_main_without_a_game_says_a_game_id_is_needed(capsys):
    """`moves` is optional: the message must ask for the game id, not for moves."""
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "a game id is needed" in err
    assert "moves" not in err.split("error:", 1)[1]


def test_main_refuses_an_empty_position(capsys):
    """`--position ''` used to start a new game silently."""
    assert main(["crossings", "--position", ""]) == 2
    assert "--position is empty" in capsys.readouterr().err


def test_main_plays_moves_and_prints_json(capsys):
    assert main(["crossings", "a1-a3"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["position"] == "pppppppp/pppppppp/8/8/P7/P7/1PPPPPPP/1PPPPPPP b"


def test_main_refuses_words_around_a_move(capsys):
    assert main(["crossings", "play a1-a3"]) == 2
    assert "'play' is not part of a move" in capsys.readouterr().err


def test_the_module_refuses_an_empty_position_in_a_real_process():
    """The same through ``python -m games``: exit status 2 and a message on stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "games", "crossings", "--position", ""],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "--position is empty" in done.stderr
    assert done.stdout == ""

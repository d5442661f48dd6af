"""games.clock against arithmetic written here, in centiseconds as scalachess counts them.

The reference below is scalachess's ``Clock.step`` and ``LagTracker.onMove`` transcribed into
plain integers (centiseconds, the unit scalachess uses), independently of games.clock's
milliseconds and dataclasses: for timings in whole centiseconds the two must agree to the
millisecond over any sequence of moves, flags included.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import clock
from games.clock import ClockError, Speed, TimeControl


def reference_game(
    base_s: int, inc_s: int, moves: list[tuple[int, int]]
) -> tuple[list[int], list[int], int | None]:
    """Play ``moves`` ((elapsed, lag) in centiseconds, White first) on a scalachess clock:
    each side's remaining and quota in centiseconds after, and the index of the move that
    came after the flag (None if none did; the moves after it are not played)."""
    estimate = base_s + 40 * inc_s
    gain = min(100, estimate * 2 // 5 + 15)
    init = max(inc_s * 100, 300) if base_s == 0 else base_s * 100
    remaining, quota = [init, init], [3 * gain, 3 * gain]
    for index, (elapsed, lag) in enumerate(moves):
        side = index % 2
        comp = min(max(lag, 0), quota[side])
        move_time = max(0, elapsed - comp)
        active = move_time < remaining[side]
        remaining[side] -= move_time - (inc_s * 100 if active else 0)
        quota[side] = min(quota[side] + gain - comp, 7 * gain)
        if not active:
            return remaining, quota, index
    return remaining, quota, None


controls = st.tuples(st.integers(0, 180 * 60), st.integers(0, 180)).filter(
    lambda c: c != (0, 0)
)
centis_moves = st.lists(
    st.tuples(st.integers(-50, 90_000), st.integers(-20, 400)), min_size=0, max_size=80
)


@settings(max_examples=200, deadline=None)
@given(controls, centis_moves)
def test_stepping_agrees_with_scalachess_arithmetic(
    control: tuple[int, int], moves: list[tuple[int, int]]
) -> None:
    base_s, inc_s = control
    tc = TimeControl(base_s, inc_s)
    sides = [clock.starting_side(tc), clock.starting_side(tc)]
    flagged_at = None
    for index, (elapsed, lag) in enumerate(moves):
        stepped = clock.step(tc, sides[index % 2], elapsed * 10, lag * 10)
        sides[index % 2] = stepped.clock
        if stepped.flagged:
            flagged_at = index
            break
    remaining, quota, expected_flag = reference_game(base_s, inc_s, moves)
    assert flagged_at == expected_flag
    assert [s.remaining_ms for s in sides] == [r * 10 for r in remaining]
    assert [s.quota_ms for s in sides] == [q * 10 for q in quota]


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 60 * 60 * 1000),
    st.integers(0, 7000),
    st.integers(0, 180),
    st.integers(0, 200_000),
    st.integers(0, 5000),
)
def test_a_move_counts_exactly_when_it_came_before_remaining_plus_its_lag(
    remaining: int, quota: int, inc_s: int, elapsed: int, lag: int
) -> None:
    """In milliseconds: played iff ``elapsed - min(lag, quota) < remaining``; a played move
    gives the increment, a flagged one not."""
    tc = TimeControl(600, inc_s)
    stepped = clock.step(tc, clock.SideClock(remaining, quota), elapsed, lag)
    move_ms = max(0, elapsed - min(lag, quota))
    assert stepped.flagged == (move_ms >= remaining)
    gift = 0 if stepped.flagged else inc_s * 1000
    assert stepped.clock.remaining_ms == remaining - move_ms + gift


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 10_000_000), st.integers(0, 50_000))
def test_the_watchers_flag_waits_the_grace_of_the_quota_at_most_two_seconds(
    remaining: int, quota: int
) -> None:
    side = clock.SideClock(remaining, quota)
    assert clock.flag_after_ms(side) == remaining + (quota if quota < 2000 else 2000)
    # A move claiming no more lag than the grace, arriving before the watcher's flag, counts.
    lag = min(quota, 2000)
    elapsed = clock.flag_after_ms(side) - 1
    tc = TimeControl(600, 0)
    assert not clock.step(tc, side, elapsed, lag).flagged
    assert clock.step(tc, side, elapsed + 1, lag).flagged


def test_a_worked_ten_plus_five() -> None:
    """docs/clocks.md's worked example: 10+5, both quotas 3 s, gain 1 s."""
    tc = TimeControl.parse("10+5")
    white = clock.starting_side(tc)
    assert (white.remaining_ms, white.quota_ms) == (600_000, 3_000)
    # 12.345 s on the turn, 0.8 s of lag claimed: 11.545 s taken, 5 s given back.
    stepped = clock.step(tc, white, 12_345, 800)
    assert stepped.compensated_ms == 800
    assert stepped.clock == clock.SideClock(600_000 - 11_545 + 5_000, 3_000 + 1_000 - 800)
    assert stepped.clock.remaining_ms == 593_455
    # Late on: 4 s left, a full quota of 7 s; 5.5 s with 1 s of lag is 4.5 s: after the flag.
    late = clock.SideClock(4_000, 7_000)
    flagged = clock.step(tc, late, 5_500, 1_000)
    assert flagged.flagged and flagged.move_ms == 4_500
    assert flagged.clock.remaining_ms == 4_000 - 4_500  # no increment for a flagged move
    assert clock.flag_after_ms(late) == 6_000


@pytest.mark.parametrize(
    ("text", "base_s", "inc_s", "speed"),
    [
        ("10+5", 600, 5, Speed.RAPID),
        ("8+0", 480, 0, Speed.RAPID),
        ("5+3", 300, 3, Speed.BLITZ),
        ("3+2", 180, 2, Speed.BLITZ),
        ("1+0", 60, 0, Speed.BULLET),
        ("0.25+0", 15, 0, Speed.ULTRA_BULLET),
        ("25+0", 1500, 0, Speed.CLASSICAL),
        ("15+10", 900, 10, Speed.RAPID),
        ("20+10", 1200, 10, Speed.CLASSICAL),
        ("0+12", 0, 12, Speed.RAPID),
        ("1,5+0", 90, 0, Speed.BULLET),
        (" 180 + 180 ", 10800, 180, Speed.CLASSICAL),
    ],
)
def test_controls_read_as_lichess_writes_them(
    text: str, base_s: int, inc_s: int, speed: Speed
) -> None:
    control = TimeControl.parse(text)
    assert (control.base_s, control.increment_s) == (base_s, inc_s)
    assert control.estimate_s == base_s + 40 * inc_s
    assert control.speed is speed
    assert TimeControl.parse(control.text) == control
    assert (clock.refusal(control) is None) == (base_s + 40 * inc_s >= 480)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "shape"),
        ("10", "shape"),
        ("10+", "shape"),
        ("+5", "shape"),
        ("ten+five", "shape"),
        ("-1+5", "shape"),
        ("10+5+1", "shape"),
        ("0.01+0", "fraction"),
        ("181+0", "too-long"),
        ("10+181", "too-long"),
        ("0+0", "empty"),
    ],
)
def test_bad_controls_are_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(ClockError) as refused:
        TimeControl.parse(text)
    assert refused.value.reason == reason


def test_a_control_without_base_starts_with_its_increment_and_three_seconds_at_least() -> None:
    assert TimeControl(0, 12).initial_ms == 12_000
    assert TimeControl(0, 1).initial_ms == 3_000


def test_quota_gain_is_lichess_formula() -> None:
    # estimate 60 s: 60 * 2 // 5 + 15 = 39 cs; 480 s: capped at 100 cs.
    assert TimeControl(60, 0).quota_gain_ms == 390
    assert TimeControl(480, 0).quota_gain_ms == 1000
    assert TimeControl(600, 5).low_time_ms == 60_000
    assert TimeControl(60, 0).low_time_ms == 10_000
    assert TimeControl(240, 0).low_time_ms == 30_000

"""Live clocks as stored, pure: a match's clock at its start, after a decision, when a turn
begins, and its face in a post (games.clock does the arithmetic, storage.models.StoredClock
holds the columns).  No I/O: the match service (bot.service.live, bot.service.matches) calls
these under the match's lock."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import astuple, dataclass, fields, replace
from typing import Any

from bot.markup import t
from bot.service import validation
from bot.service.errors import ServiceError
from games import clock
from games.clock import ClockError, TimeControl
from storage import Match
from storage.models import StoredClock

MOVED_KEY = "clock_moved"  # meta: the sides that have made their first (untimed) decision
LOW_TIME_KEY = "clock_low"  # meta: side -> the ply at which its low-time warning was given
# meta: ply -> the clock (its columns in StoredClock's order) and the sides that had moved,
# as they stood at that ply, for the last few plies: what a takeback restores.
BEFORE_KEY = "clock_before"
BEFORE_KEPT = 8
# The most lag a front end may claim for one move (the quota caps what is compensated).
MAX_CLAIMED_LAG_MS = 10_000


@dataclass(frozen=True)
class MoveTiming:
    """When a move's turn began and when the move was made (unix seconds), and the lag the
    front end claims its timestamps could not see (Discord's last hop to the player).

    ``started_at`` None: the turn's stored start (the server's clock)."""

    moved_at: float
    started_at: float | None = None
    lag_ms: int = 0


def control_of(text: object) -> TimeControl:
    """The control a player asked for (``10+5``), offered only from rapid up; ServiceError
    saying why otherwise."""
    try:
        control = TimeControl.parse(text)  # type: ignore[arg-type]
    except ClockError as exc:
        shown = validation.shown(text)
        raise ServiceError(t("live-control-refused", reason=exc.reason, text=shown)) from None
    if clock.refusal(control) is not None:
        raise ServiceError(
            t(
                "live-control-too-fast",
                control=control.text,
                estimate=str(control.estimate_s),
                floor=str(clock.RAPID_FROM_S),
            )
        )
    return control


def stored_control(control: TimeControl | None) -> str | None:
    """A control as a challenge stores it ("600+5": seconds and seconds)."""
    return None if control is None else f"{control.base_s}+{control.increment_s}"


def read_control(stored: str | None) -> TimeControl | None:
    """A challenge's stored control back (None: correspondence).  A damaged one is refused
    like a bad control typed (the challenge cannot be played as it was offered)."""
    if stored is None:
        return None
    base, _, increment = stored.partition("+")
    if not (base.isdigit() and increment.isdigit()):
        raise ServiceError(t("live-control-refused", reason="shape", text=repr(stored[:24])))
    return TimeControl(int(base), int(increment))


def live_control(match: Match) -> TimeControl | None:
    """The control ``match`` is played with (None: correspondence)."""
    stored = match.clock
    return None if stored is None else TimeControl(stored.base_s, stored.increment_s)


def is_tournament_game(match: Match) -> bool:
    """Whether ``match`` is played for a tournament (its round waits for its result, so a
    first move that never comes loses it on time instead of aborting it)."""
    return isinstance(match.meta.get("tournament"), int)


def control_text(stored: StoredClock) -> str:
    return TimeControl(stored.base_s, stored.increment_s).text


def starting_clock(control: TimeControl, now: float, *, running: bool) -> StoredClock:
    """A new live match's clock: both sides at the control's start; the first decision's
    window opens at once if ``running`` (no secret set-up stage to go through first)."""
    side = clock.starting_side(control)
    return StoredClock(
        control.base_s,
        control.increment_s,
        side.remaining_ms,
        side.remaining_ms,
        side.quota_ms,
        side.quota_ms,
        now if running else None,
        now + clock.FIRST_MOVE_S if running else None,
    )


def side_clock(stored: StoredClock, side: str) -> clock.SideClock:
    return clock.SideClock(stored.remaining_ms(side), stored.quota_ms(side))


def with_side(stored: StoredClock, side: str, new: clock.SideClock) -> StoredClock:
    if side == "white":
        return replace(stored, white_ms=new.remaining_ms, white_quota_ms=new.quota_ms)
    return replace(stored, black_ms=new.remaining_ms, black_quota_ms=new.quota_ms)


def moved_sides(meta: Mapping[str, Any]) -> tuple[str, ...]:
    found = meta.get(MOVED_KEY)
    return tuple(s for s in ("white", "black") if isinstance(found, list) and s in found)


def remember_clock(
    meta: Mapping[str, Any], ply: int, stored: StoredClock, moved: Sequence[str]
) -> dict[str, Any]:
    """The meta entry keeping ``stored`` (and the sides that had moved) as it stood at
    ``ply``, beside the last few plies' (a takeback goes back to one of them)."""
    found = meta.get(BEFORE_KEY)
    kept = dict(found) if isinstance(found, Mapping) else {}
    kept[str(ply)] = {"clock": list(astuple(stored)), "moved": list(moved)}
    newest = sorted(kept, key=int)[-BEFORE_KEPT:]
    return {BEFORE_KEY: {key: kept[key] for key in newest}}


def clock_before(meta: Mapping[str, Any], ply: int) -> tuple[StoredClock, tuple[str, ...]] | None:
    """The clock and the sides that had moved as they stood at ``ply`` (None: not kept,
    or unreadable)."""
    found = meta.get(BEFORE_KEY)
    entry = found.get(str(ply)) if isinstance(found, Mapping) else None
    if not isinstance(entry, Mapping):
        return None
    values, moved = entry.get("clock"), entry.get("moved")
    if not isinstance(values, list) or len(values) != len(fields(StoredClock)):
        return None
    sides = tuple(s for s in ("white", "black") if isinstance(moved, list) and s in moved)
    return StoredClock(*values), sides


def turn_begins(
    stored: StoredClock, to_move: str | None, started_at: float, moved: Sequence[str]
) -> StoredClock:
    """``stored`` with the turn of ``to_move`` beginning at ``started_at``: its flag then, or
    its first decision's deadline; no clock runs when nobody is to move."""
    if to_move is None:
        return replace(stored, turn_started_at=None, flag_at=None)
    if to_move not in moved:
        return replace(stored, turn_started_at=started_at, flag_at=started_at + clock.FIRST_MOVE_S)
    after_ms = clock.flag_after_ms(side_clock(stored, to_move))
    return replace(stored, turn_started_at=started_at, flag_at=started_at + after_ms / 1000)


def elapsed_ms(start: float, end: float) -> int:
    """Whole milliseconds from ``start`` to ``end`` (Discord's timestamps are whole ones)."""
    return round((end - start) * 1000)


@dataclass(frozen=True)
class Timed:
    """A decision stepped on its match's clock: whether it came after the flag (or past its
    first decision's window: ``aborted``), the clock after it (its turn not yet begun), the
    sides that have moved, when it was made."""

    flagged: bool
    aborted: bool
    clock: StoredClock
    moved: tuple[str, ...]
    moved_at: float


def time_left(ms: int) -> str:
    """``9:53`` (minutes:seconds, rounded down), ``0:08.4`` below ten seconds: the clock's
    face, the same in every language."""
    ms = max(0, ms)
    minutes, rest = divmod(ms, 60_000)
    if minutes == 0 and rest < 10_000:
        return f"0:0{rest // 1000}.{rest % 1000 // 100}"
    return f"{minutes}:{rest // 1000:02d}"


def checked_timing(timing: MoveTiming | None, now: float) -> MoveTiming:
    """The front end's timing, checked (bad input: a ServiceError, never a crash); the
    server's clock when none is given."""
    if timing is None:
        return MoveTiming(now)
    if not isinstance(timing, MoveTiming):
        raise ServiceError(t("live-timing-refused"))
    for instant in (timing.moved_at, timing.started_at):
        if instant is not None and (
            not isinstance(instant, int | float) or not math.isfinite(instant)
        ):
            raise ServiceError(t("live-timing-refused"))
    lag = timing.lag_ms
    if not isinstance(lag, int) or isinstance(lag, bool) or not 0 <= lag <= MAX_CLAIMED_LAG_MS:
        raise ServiceError(t("live-timing-refused"))
    return timing


def timed(match: Match, mover: str, timing: MoveTiming) -> Timed:
    """Step ``mover``'s decision in live ``match`` (games.clock.step).  The turn runs from
    the later of its stored start and the front end's (the bot's own work before showing
    the turn never costs the player), to ``moved_at``, never backwards."""
    stored = match.clock
    assert stored is not None and stored.turn_started_at is not None
    start = max(stored.turn_started_at, timing.started_at or stored.turn_started_at)
    end = max(start, timing.moved_at)
    moved = moved_sides(match.meta)
    if mover not in moved:  # the first decision: not timed, but due within its window
        late = end - stored.turn_started_at >= clock.FIRST_MOVE_S
        return Timed(False, late, stored, tuple(sorted({*moved, mover})), end)
    control = TimeControl(stored.base_s, stored.increment_s)
    stepped = clock.step(control, side_clock(stored, mover), elapsed_ms(start, end), timing.lag_ms)
    return Timed(stepped.flagged, False, with_side(stored, mover, stepped.clock), moved, end)


def clock_lines(
    match: Match, to_move: str | None, now: float, mention: Callable[[int], str]
) -> list[str]:
    """The time left of both sides (the side to move's as it stands now), and the
    low-time warning for the side to move, for a live match's board post."""
    stored = match.clock
    if stored is None:
        return []
    left = {side: stored.remaining_ms(side) for side in ("white", "black")}
    running = (
        to_move is not None
        and stored.turn_started_at is not None
        and to_move in moved_sides(match.meta)
    )
    if running and to_move is not None and stored.turn_started_at is not None:
        left[to_move] = clock.remaining_at(
            side_clock(stored, to_move), elapsed_ms(stored.turn_started_at, now)
        )
    lines = [
        t(
            "live-time-left",
            control=control_text(stored),
            white=time_left(left["white"]),
            black=time_left(left["black"]),
        )
    ]
    control = TimeControl(stored.base_s, stored.increment_s)
    if running and to_move is not None and left[to_move] < control.low_time_ms:
        lines.append(
            t(
                "live-low-time",
                player=mention(match.user_of(to_move)),
                side=to_move,
                time=time_left(left[to_move]),
            )
        )
    elif (
        to_move is not None
        and to_move not in moved_sides(match.meta)
        and (stored.turn_started_at is not None)
    ):
        first = "live-first-move-tournament" if is_tournament_game(match) else "live-first-move"
        lines.append(t(first, seconds=str(clock.FIRST_MOVE_S)))
    return lines

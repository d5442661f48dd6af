"""Live play's chess clock: time controls and Fischer stepping, pure arithmetic (no I/O).

Written after scalachess (lichess-org/scalachess, ``core/src/main/scala/Clock.scala`` and
``LagTracker.scala``, read at commit cbffc9d7e2c6), in integer milliseconds where scalachess
counts centiseconds, so a clock measured by Discord's millisecond timestamps loses nothing:

- A control is ``base+increment``, the base in minutes and the increment in seconds, written
  ``10+5`` as Lichess writes it.  Its estimated length is scalachess's
  ``estimateTotalSeconds``: ``base + 40 x increment`` seconds, and its class (speed) is the one
  of Lichess's ``Speed`` ranges that estimate falls in.  Gamut offers rapid and classical only
  (:data:`SLOWEST_REFUSED_S`): see :func:`refusal`.
- A move is stepped as ``Clock.step``: the move's time is the time elapsed on the mover's turn
  less the lag compensated; a move whose time is not below the time the mover had left has
  come after the flag (the game is lost on time and the move is not played); otherwise the
  time is taken and the increment given (scalachess: ``clockActive.so(player.increment)``).
- The lag allowance is ``LagTracker``'s quota: each move may compensate lag up to the quota,
  the quota grows by ``quota_gain`` per move (less what was compensated) up to ``7 x gain``,
  starting at ``3 x gain``; the gain is ``min(1 s, (estimate x 2 / 5 + 15) cs)``, so every
  control Gamut offers gains the full second.
- The flag falls, for whoever watches the clock, once the mover's turn has run
  ``remaining + min(quota, 2 s)``: scalachess's ``outOfTime(withGrace = true)``.  That grace is
  why a move arriving a little late but carrying its lag still counts.

The first decision of each side is not timed, as in lila (the clock starts once both sides
have moved); instead it must come within :data:`FIRST_MOVE_S` or the game is aborted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

MS = 1000
# A live game whose first decision (of either side) has not come this many seconds after its
# turn began is aborted, unrated.
FIRST_MOVE_S = 30
# scalachess Speed ranges by estimated seconds: bullet below 180, blitz below 480, rapid below
# 1500, classical below 21600 (six hours; longer is correspondence).
RAPID_FROM_S = 480
CLASSICAL_FROM_S = 1500
CORRESPONDENCE_FROM_S = 21600
# Shorter controls are refused (see refusal()): the slowest refused estimate.
SLOWEST_REFUSED_S = RAPID_FROM_S - 1
# Lichess's limits on what a control may say: up to 180 minutes and 180 seconds.
MAX_BASE_MIN = 180
MAX_INCREMENT_S = 180
# LagTracker: the quota's gain per move is at most 100 cs; estimatedCpuLag is not used (it
# only caps the gain by a measured frame lag, which Discord does not report).
MAX_QUOTA_GAIN_MS = 1000
# Clock.outOfTime(withGrace): the grace is the mover's quota, at most 200 cs.
MAX_GRACE_MS = 2000
# scalachess Config.initTime: a control with no base starts with its increment, at least 3 s.
MIN_INITIAL_MS = 3000
# What the opponent may give ("+15 s", lila's moretime) and what a restart gives back.
MORE_TIME_MS = 15 * MS
RESTART_GIFT_MS = 20 * MS

_CONTROL = re.compile(r"^\s*(\d{1,3}(?:[.,]\d{1,3})?)\s*\+\s*(\d{1,3})\s*$")


class ClockError(ValueError):
    """A control that cannot be read or is outside the limits; ``reason`` names which (a
    word the service turns into a sentence in the reader's language)."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(f"{reason}: {text!r}")
        self.reason = reason
        self.text = text


class Speed(StrEnum):
    """Lichess's classes of control by estimated length (``chess.Speed``)."""

    ULTRA_BULLET = "ultra-bullet"
    BULLET = "bullet"
    BLITZ = "blitz"
    RAPID = "rapid"
    CLASSICAL = "classical"
    CORRESPONDENCE = "correspondence"


@dataclass(frozen=True)
class TimeControl:
    """``base_s`` seconds each at the start, ``increment_s`` added after every timed move."""

    base_s: int
    increment_s: int

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """``"10+5"``: 10 minutes and 5 seconds a move (a fraction of a minute in whole
        seconds: ``"0.5+0"`` is 30 s).  ClockError if it is not that shape or exceeds the
        limits (180 minutes, 180 seconds)."""
        if not isinstance(text, str):
            raise ClockError("shape", repr(text))
        found = _CONTROL.match(text)
        if found is None:
            raise ClockError("shape", text)
        minutes, increment = found.group(1).replace(",", "."), int(found.group(2))
        whole, _, fraction = minutes.partition(".")
        # Minutes in thousandths, times 60: the base in milliseconds.
        base_ms = (int(whole) * 1000 + int(fraction.ljust(3, "0"))) * 60
        if base_ms % MS:
            raise ClockError("fraction", text)
        base_s = base_ms // MS
        if base_s > MAX_BASE_MIN * 60 or increment > MAX_INCREMENT_S:
            raise ClockError("too-long", text)
        if base_s == 0 and increment == 0:
            raise ClockError("empty", text)
        return cls(base_s, increment)

    @property
    def estimate_s(self) -> int:
        """scalachess ``estimateTotalSeconds``: a game of 40 moves each, in seconds."""
        return self.base_s + 40 * self.increment_s

    @property
    def speed(self) -> Speed:
        estimate = self.estimate_s
        if estimate < 30:
            return Speed.ULTRA_BULLET
        if estimate < 180:
            return Speed.BULLET
        if estimate < RAPID_FROM_S:
            return Speed.BLITZ
        if estimate < CLASSICAL_FROM_S:
            return Speed.RAPID
        if estimate < CORRESPONDENCE_FROM_S:
            return Speed.CLASSICAL
        return Speed.CORRESPONDENCE

    @property
    def text(self) -> str:
        """As Lichess writes it (``limitString+increment``): ``10+5``, ``0.5+12``."""
        minutes, seconds = divmod(self.base_s, 60)
        base = str(minutes) if seconds == 0 else f"{self.base_s / 60:.2f}".rstrip("0")
        return f"{base}+{self.increment_s}"

    @property
    def initial_ms(self) -> int:
        """Each side's time at the start (scalachess ``initTime``)."""
        if self.base_s == 0:
            return max(self.increment_s * MS, MIN_INITIAL_MS)
        return self.base_s * MS

    @property
    def increment_ms(self) -> int:
        return self.increment_s * MS

    @property
    def low_time_ms(self) -> int:
        """Below this a side is warned (lila's ``emergSeconds``: an eighth of the base, within
        10 to 60 seconds)."""
        return min(60, max(10, self.base_s // 8)) * MS

    @property
    def quota_gain_ms(self) -> int:
        """LagTracker.maxQuotaGainFor: ``min(100, estimate * 2 / 5 + 15)`` centiseconds (the
        division an integer one, as in Scala)."""
        return min(MAX_QUOTA_GAIN_MS, (self.estimate_s * 2 // 5 + 15) * 10)


def refusal(control: TimeControl) -> str | None:
    """Why ``control`` is not offered (``"too-fast"``: shorter than rapid; a move's round trip
    on Discord -- defer, render, upload, the opponent's client fetching the picture -- costs
    0.5 to 2 s, more than Lichess forgives per move), or None if it is."""
    if control.estimate_s <= SLOWEST_REFUSED_S:
        return "too-fast"
    return None


@dataclass(frozen=True)
class SideClock:
    """One side's clock between moves: the time it has left and its lag quota."""

    remaining_ms: int
    quota_ms: int

    @property
    def grace_ms(self) -> int:
        """How long past ``remaining_ms`` its flag waits (``outOfTime(withGrace)``)."""
        return min(self.quota_ms, MAX_GRACE_MS)


def starting_side(control: TimeControl) -> SideClock:
    """A side's clock before its first move (LagTracker.init: the quota at three gains)."""
    return SideClock(control.initial_ms, 3 * control.quota_gain_ms)


@dataclass(frozen=True)
class Stepped:
    """A timed move stepped on the mover's clock: ``flagged`` (it came after the flag: not
    played, the game lost on time), the mover's clock after, and the lag compensated."""

    flagged: bool
    clock: SideClock
    compensated_ms: int
    move_ms: int


def step(control: TimeControl, mover: SideClock, elapsed_ms: int, lag_ms: int = 0) -> Stepped:
    """The mover's clock after a move ``elapsed_ms`` into its turn, claiming ``lag_ms`` of
    lag the measurement could not see (scalachess ``Clock.step`` with ``LagTracker.onMove``).

    A negative elapsed time (clocks of two machines a little apart) counts as none, as
    scalachess's ``nonNeg``; so does a negative lag."""
    lag = max(0, lag_ms)
    compensated = min(lag, mover.quota_ms)
    move_ms = max(0, max(0, elapsed_ms) - compensated)
    active = move_ms < mover.remaining_ms
    increment = control.increment_ms if active else 0
    gain = control.quota_gain_ms
    quota = min(mover.quota_ms + gain - compensated, 7 * gain)
    after = SideClock(mover.remaining_ms - (move_ms - increment), quota)
    return Stepped(not active, after, compensated, move_ms)


def flag_after_ms(mover: SideClock) -> int:
    """How long into its turn the mover's flag falls for the watcher: its time and grace."""
    return mover.remaining_ms + mover.grace_ms


def remaining_at(mover: SideClock, elapsed_ms: int) -> int:
    """The time the mover has left ``elapsed_ms`` into its turn, never below 0
    (``remainingTime``)."""
    return max(0, mover.remaining_ms - max(0, elapsed_ms))


def given(side: SideClock, ms: int) -> SideClock:
    """``side`` with ``ms`` more (``giveTime``)."""
    return replace(side, remaining_ms=side.remaining_ms + ms)

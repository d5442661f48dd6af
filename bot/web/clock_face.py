"""A live match's clock on its web page: both sides' time left, and the instant the side to
move's time runs out, from which the page's script counts down.

The page is drawn once per version of a match and shared by every watcher, perhaps minutes
before a reader opens it, so nothing drawn here may depend on when it is drawn: the times
shown are each side's time left at the start of the current turn (as stored), and the side
whose clock runs is given its deadline, an instant (unix milliseconds in ``data-deadline-ms``,
and as words "runs out at 14:32:05 UTC" for a page read without JavaScript).  The script does
only arithmetic, ``deadline - now`` written as :func:`bot.service.live_clock.time_left`
writes it; it knows no rule of any clock (first moves untimed, grace, increments): which side
runs and until when is the server's answer.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass

from bot.markup import t
from bot.service.live_clock import control_text, moved_sides, time_left
from bot.web.words import html
from storage import Match
from storage.status import MatchStatus

SIDES = ("white", "black")


@dataclass(frozen=True)
class Face:
    """What the page shows of a live clock."""

    control: str  # "10+5"
    left_ms: tuple[int, int]  # white's and black's time left at the start of this turn
    running: str | None  # the side whose time runs down now (None: nobody's, e.g. first moves)
    deadline_ms: int | None  # when ``running``'s time left reaches zero (unix milliseconds)

    def key(self) -> str:
        """A short digest of the face, for the stream's event id: time given (``+15 s``) or
        given back (a restart) changes the page without a move."""
        raw = f"{self.left_ms}|{self.running}|{self.deadline_ms}"
        return hashlib.sha256(raw.encode()).hexdigest()[:8]


def face_of(match: Match, to_move: str | None) -> Face | None:
    """The clock face of ``match`` (None for a correspondence match); ``to_move`` the side
    whose decision it is now (from the last position).  A side's clock runs once it has made
    its first decision (the first is untimed), while the match is in play."""
    stored = match.clock
    if stored is None:
        return None
    left = (stored.white_ms, stored.black_ms)
    running = None
    deadline = None
    if (
        match.status == MatchStatus.ACTIVE
        and to_move in SIDES
        and stored.turn_started_at is not None
        and to_move in moved_sides(match.meta)
    ):
        running = to_move
        deadline = round(stored.turn_started_at * 1000) + stored.remaining_ms(to_move)
    return Face(control_text(stored), left, running, deadline)


def clock_html(face: Face | None, language: str) -> str:
    """The clock's line of a match page (empty for a correspondence match)."""
    if face is None:
        return ""
    sides = []
    for side, left in zip(SIDES, face.left_ms, strict=True):
        ticking = ""
        if side == face.running and face.deadline_ms is not None:
            ticking = f' data-deadline-ms="{face.deadline_ms}"'
        sides.append(
            f'<span class="side" data-side="{side}">{html(t(f"web-side-{side}"), language)} '
            f'<time class="left"{ticking}>{time_left(left)}</time></span>'
        )
    runs_out = ""
    if face.running is not None and face.deadline_ms is not None:
        instant = time.gmtime(face.deadline_ms / 1000)
        words = t(
            "web-clock-runs-out",
            side=t(f"web-side-{face.running}"),
            time=time.strftime("%H:%M:%S", instant),
        )
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", instant)
        words_html = html(words, language)
        runs_out = f' <span class="runs-out"><time datetime="{stamp}">{words_html}</time></span>'
    label = html(t("web-clock", control=face.control), language)
    return f'<p class="clock">{label} {" · ".join(sides)}{runs_out}</p>'

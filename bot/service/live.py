"""Live play's clocks in the service (issue #48): a match's control, timing each move on it,
flags, aborts, time given, and the time left in every post.

The arithmetic is games.clock's (scalachess's Fischer stepping and lag quota); this
collaborator turns it into stored clocks (storage.models.StoredClock) and answers:

- A move is timed from its turn's start to the instant the front end says it was made
  (:class:`MoveTiming`: Discord's snowflake times, the server's clock for the console and the
  web).  One that came after the flag is not played: the mover loses on time.
- Each side's first decision is not timed (lila starts the clock once both have moved); it
  must come within games.clock.FIRST_MOVE_S, or the game is aborted, unrated.
- ``flag_at`` in the database is the one truth: the moment the side to move's flag falls for
  a watcher (its time and the grace of its quota) or its first move is overdue.  Every
  process arms a timer on the nearest ones (bot.service.live_timer) and the clock's sweep
  looks too; :meth:`LiveClocks.flag_due` settles it through storage's one conditional update
  (``settle_flag``), so exactly one process announces it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from bot.markup import t
from bot.service.boards import Boards
from bot.service.core import CLAIM_BATCH
from bot.service.errors import NotAllowed
from bot.service.events import MatchEvents
from bot.service.live_clock import (
    is_tournament_game,
    moved_sides,
    side_clock,
    turn_begins,
    with_side,
)
from bot.service.live_timer import POLL_S, FlagTimer, Pause
from bot.service.matches import Matches
from bot.service.replies import Reply
from bot.service.viewer import Viewer
from games import clock
from games.core.engine import Ending, Game
from games.core.geometry import opponent
from storage import Match
from storage.models import StoredClock
from storage.status import MatchStatus

# A turn's start a front end reports may be at most this far ahead of the server's clock (two
# clocks that drift apart a little): a later one is not believed.
SHOWN_AHEAD_S = 5.0
# The processes (shards) of one restart start within this many seconds of each other: a
# match given its restart's time less than this long ago is not given it again.
RESTART_SPREAD_S = 120.0
# A turn's start moves to its post only by the bot's own work (rendering, uploading): never
# by more than this, so a board asked for later cannot buy a player time.
SHOWN_WITHIN_S = 30.0


class LiveClocks:
    """``service.live``: see the module docstring."""

    def __init__(self, matches: Matches, boards: Boards, events: MatchEvents) -> None:
        self.matches = matches
        self.boards = boards
        self.events = events

    # ----- flags and aborts ----------------------------------------------------------------

    async def flag_due(self, match_id: int) -> Reply | None:
        """Announce the flag (or abort) of ``match_id`` if its ``flag_at`` has come and no other
        process announced it; None otherwise.  Under the match's lock, so a move in flight
        is decided first; storage's conditional update decides between processes."""
        number = match_id
        with self.events.watching(number):
            async with self.matches.lock(match_id):
                reply = await self._flag_due(match_id)
            return None if reply is None else await self.events.deliver(number, reply)

    async def _flag_due(self, match_id: int) -> Reply | None:
        matches = self.matches
        match = await matches.get_match(match_id)
        stored = match.clock
        now = matches.clock()
        if (
            match.is_over
            or stored is None
            or stored.flag_at is None
            or stored.flag_at > now
            or match.to_move_id is None
        ):
            return None
        game, state = await matches.load_state(match)
        late = game.to_move(state)
        if late is None:
            return None
        if late not in moved_sides(match.meta):
            return await self.first_move_missed(match, game, state, late, now)
        return await self.flag(match, game, state, late, now)

    async def first_move_missed(
        self, match: Match, game: Game, state: object, late: str, now: float
    ) -> Reply | None:
        """``late``'s first decision did not come within its window: the game is aborted,
        unless it is a tournament's, which ``late`` loses on time instead (see :meth:`flag`);
        None if another process announced it first."""
        if is_tournament_game(match):
            return await self.flag(match, game, state, late, now, no_show=True)
        return await self.abort(match, late, now)

    async def flag(
        self,
        match: Match,
        game: Game,
        state: object,
        late: str,
        now: float,
        *,
        no_show: bool = False,
    ) -> Reply | None:
        """``late`` lost on time in ``match`` (under its lock); None if another process
        announced it first.  ``no_show``: a tournament game whose first decision did not come
        within its window, lost on time rather than aborted (a tournament's game cannot
        simply vanish: its round waits for a result; bot.service.tournaments.rounds counts
        it a forfeit)."""
        matches = self.matches
        ended = await self._settle(
            match,
            now,
            status=MatchStatus.FINISHED,
            winner=opponent(late),
            reason=t("live-reason-no-show" if no_show else "live-reason-flag", side=late),
            ending=Ending.TIME,
            clock=self._stopped(match, late),
        )
        if ended is None:
            return None
        matches.events.ended(ended)
        matches.recent_positions.pop(ended.id, None)
        line = t(
            "live-no-show" if no_show else "live-flagged",
            match=matches.label(ended),
            player=matches.mention(ended.user_of(late)),
            side=late,
            seconds=str(clock.FIRST_MOVE_S),
        )
        return await self.boards.position_reply(ended, game, state, [line])

    async def _settle(self, match: Match, now: float, **ending: Any) -> Match | None:
        """The one conditional update that ends ``match`` on its clock (a flag or an abort),
        at the deadline or later; None if another process settled it first."""
        assert match.to_move_id is not None
        flag_at = match.clock.flag_at if match.clock else None
        return await self.matches.db.matches.settle_flag(
            match.id,
            ply=match.ply,
            to_move_id=match.to_move_id,
            now=max(now, flag_at or now),
            **ending,
        )

    @staticmethod
    def _stopped(match: Match, late: str) -> StoredClock:
        """The clock of a match ``late`` lost on time: their time at zero (as shown after)."""
        stored = match.clock
        assert stored is not None
        return with_side(stored, late, clock.SideClock(0, stored.quota_ms(late)))

    async def abort(self, match: Match, late: str, now: float) -> Reply | None:
        """``late`` did not make a first decision in time: the game is aborted, unrated
        (archived with no result); None if another process did it first."""
        matches = self.matches
        ended = await self._settle(
            match,
            now,
            status=MatchStatus.ARCHIVED,
            meta={**match.meta, "aborted": late},
        )
        if ended is None:
            return None
        matches.recent_positions.pop(ended.id, None)
        return Reply(
            text=t(
                "live-aborted",
                match=matches.label(ended),
                player=matches.mention(ended.user_of(late)),
                side=late,
                seconds=str(clock.FIRST_MOVE_S),
            ),
            match_id=ended.id,
            mentions=(ended.white_id, ended.black_id),
        )

    async def sweep(self) -> list[Reply]:
        """The clock's backstop: every flag already due, whichever process's timer missed it
        (the timer's process died, a notification was lost)."""
        replies = []
        now = self.matches.clock()
        for match_id, flag_at in await self.matches.db.matches.next_flags(limit=CLAIM_BATCH):
            if flag_at > now:
                break  # earliest first: the rest are ahead too
            reply = await self.flag_due(match_id)
            if reply is not None:
                replies.append(reply)
        return replies

    def flag_timer(
        self,
        deliver: Callable[[Reply], Awaitable[None]],
        *,
        poll_s: float = POLL_S,
        pause: Pause | None = None,
    ) -> FlagTimer:
        """A front end's timer on the nearest flags (bot.service.live_timer), delivering what
        it announces with ``deliver``; started and stopped by the front end."""
        matches = self.matches
        return FlagTimer(
            matches.db, self.flag_due, deliver, lambda: matches.clock(), poll_s=poll_s, pause=pause
        )

    # ----- when a turn was shown ------------------------------------------------------------

    async def turn_shown(self, match_id: int, ply: int, shown_at: float) -> bool:
        """The post showing ``match_id``'s turn at ``ply`` went out at ``shown_at`` (Discord:
        the post's snowflake time): the turn starts then, and its flag moves with it, so the
        bot's rendering and upload never cost the player time.  Only ever later than the
        stored start, and only while the match is still at that ply; True if it moved."""
        matches = self.matches
        async with matches.lock(match_id):
            match = await matches.get_match(match_id)
            stored = match.clock
            if (
                match.is_over
                or match.ply != ply
                or stored is None
                or stored.turn_started_at is None
                or shown_at <= stored.turn_started_at
                or shown_at > matches.clock() + SHOWN_AHEAD_S
                or shown_at - stored.turn_started_at > SHOWN_WITHIN_S
            ):
                return False
            game, state = await matches.load_state(match)
            to_move = game.to_move(state)
            changed = turn_begins(stored, to_move, shown_at, moved_sides(match.meta))
            await matches.db.matches.set_clock(match.id, match.version, changed)
            return True

    # ----- time given ----------------------------------------------------------------------

    async def give_time(self, viewer: Viewer, match_id: int) -> Reply:
        """The asker gives their opponent games.clock.MORE_TIME_MS more ("+15 s")."""
        matches = self.matches
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            matches.require_running(match)
            sides = matches.require_player(match, viewer.user_id)
            stored = match.clock
            if stored is None:
                raise NotAllowed(t("live-not-live", match=matches.label(match)))
            if len(sides) != 1:
                raise NotAllowed(t("live-give-self", match=matches.label(match)))
            receiver = opponent(sides[0])
            new = clock.given(side_clock(stored, receiver), clock.MORE_TIME_MS)
            changed = with_side(stored, receiver, new)
            if (
                stored.flag_at is not None
                and match.to_move_id == match.user_of(receiver)
                and (receiver in moved_sides(match.meta))
            ):
                changed = replace(changed, flag_at=stored.flag_at + clock.MORE_TIME_MS / 1000)
            match = await matches.db.matches.set_clock(match.id, match.version, changed)
            return Reply(
                text=t(
                    "live-time-given",
                    match=matches.label(match),
                    player=matches.mention(viewer.user_id),
                    opponent=matches.mention(match.user_of(receiver)),
                    seconds=str(clock.MORE_TIME_MS // 1000),
                ),
                match_id=match.id,
            )

    async def after_restart(self) -> list[Reply]:
        """After the bot restarted: the side to move in every running live game gets
        games.clock.RESTART_GIFT_MS back (as Lichess gives), and is told so.

        Once per restart, however many processes (shards) run it: each gift leaves its time
        in the match's meta (``restart_gift_at``), a match given one less than
        RESTART_SPREAD_S ago is passed over, and the gift is stored by one conditional
        update at the version read (storage's ``set_clock_once``), so of processes racing
        (or a move arriving meanwhile) exactly one write lands."""
        replies: list[Reply] = []
        after_id = 0
        while True:
            batch = await self.matches.db.matches.live_running(limit=CLAIM_BATCH, after_id=after_id)
            for found in batch:
                after_id = found.id
                reply = await self._give_back(found.id)
                if reply is not None:
                    replies.append(reply)
            if len(batch) < CLAIM_BATCH:
                return replies

    async def _give_back(self, match_id: int) -> Reply | None:
        matches = self.matches
        gift_s = clock.RESTART_GIFT_MS / 1000
        async with matches.lock(match_id):
            match = await matches.get_match(match_id)
            stored = match.clock
            if match.is_over or stored is None or stored.flag_at is None:
                return None
            now = matches.clock()
            given_at = match.meta.get("restart_gift_at")
            if isinstance(given_at, int | float) and now - given_at < RESTART_SPREAD_S:
                return None  # this restart's gift, given by another process
            game, state = await matches.load_state(match)
            side = game.to_move(state)
            if side is None:
                return None
            changed = replace(
                with_side(
                    stored,
                    side,
                    clock.given(side_clock(stored, side), clock.RESTART_GIFT_MS),
                ),
                flag_at=stored.flag_at + gift_s,
            )
            given = await matches.db.matches.set_clock_once(
                match.id, match.version, changed, {**match.meta, "restart_gift_at": now}
            )
            if given is None:
                return None
            return Reply(
                text=t(
                    "live-restart-gift",
                    match=matches.label(given),
                    player=matches.mention(given.user_of(side)),
                    seconds=str(clock.RESTART_GIFT_MS // 1000),
                ),
                match_id=given.id,
            )

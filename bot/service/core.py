"""The shared core of the match service: settings, locks, loading and saving engine states,
rendering off the event loop, and who-is-who in a match.

Several bot processes may serve one PostgreSQL database (a sharded bot): the per-match lock
holds across them (:meth:`ServiceCore.lock`), and the clock's alarms (:meth:`ServiceCore.alarms`)
live in the database, where one process claims each duty; nothing about a match is kept only
in one process's memory.

The operations live in the mixins beside this module (challenges, play, queries); all of them
go through these helpers so that storage, secrets and rendering are handled in one place.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
import weakref
from collections import deque
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import Executor, ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import games
from bot.replay_worker import ReplayUnavailable, ReplayWorker
from bot.service.errors import NotAllowed, NotFound, ServiceError, no_such_match, parse_id
from bot.service.numbering import MoveCount, numbered
from bot.service.replies import Attachment
from bot.service.reveal import owners_view
from bot.service.text import clean
from bot.service.viewer import Viewer
from games.core.engine import Game
from storage import Database, Match, MatchNotFound, MatchUnavailable

if TYPE_CHECKING:
    from bot.ai_runner import AIRunner
    from renderers.replay import Replay

log = logging.getLogger(__name__)

SIDES = ("white", "black")
# An AI turn still unplayed this long after it fell due (its process restarted or died while
# the AI thought) is resumed by the clock of whichever process claims it.
AI_RESUME_SECONDS = 90.0
# Rows a clock duty claims per statement; it claims again until fewer come back.
CLAIM_BATCH = 200
# How long a replay waits for the one drawn before it (each is bounded by the worker's own
# timeout, bot.replay_worker.TIMEOUT_S) before the asker is told to try again.
REPLAY_WAIT_S = 30.0


@dataclass(frozen=True)
class ServiceSettings:
    """Host rules; per-guild settings may override ``time_limit`` at match creation."""

    challenge_ttl: float = 15 * 60
    time_limit: float = 72 * 3600
    move_limit: int = 1000
    ai_budget: float = 2.0  # seconds per move of the bot's hard level


def _default_mention(user_id: int) -> str:
    return f"<@{user_id}>"


def side_name(side: str | None) -> str:
    return side.capitalize() if side else "Nobody"


class ServiceCore:
    """State shared by every operation of :class:`bot.service.MatchService`."""

    def __init__(
        self,
        db: Database,
        *,
        settings: ServiceSettings | None = None,
        mention: Callable[[int], str] = _default_mention,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        render_png: Callable[..., bytes] | None = None,
        fit_replay: Callable[..., Replay] | None = None,
        executor: Executor | None = None,
        ai: AIRunner | None = None,
        ai_user_id: int | None = None,
        ai_later: bool = False,
    ) -> None:
        import renderers

        self.db = db
        self.settings = settings or ServiceSettings()
        self.mention = mention
        self.clock = clock
        self.rng = rng or random.SystemRandom()
        self._render_png = render_png or renderers.render_png
        # Replays draw in a worker process (bot.replay_worker), one at a time; a renderer
        # handed in (tests, the Discord host's counted one) is called the same way.
        self.replay_worker = ReplayWorker()
        self._fit_replay = fit_replay or self.replay_worker
        self._replay_slot = asyncio.Semaphore(1)
        self._executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
        self.ai = ai
        self.ai_user_id = ai_user_id
        # False: an operation returns once the AI has answered, both in one reply (the
        # console).  True: it returns at once with ``Reply.ai_due`` set and the host asks for
        # the AI's answer after delivering it (Discord: the player's move shows before the bot
        # has thought).
        self.ai_later = ai_later
        # Whether the AI plays in a match, by match id: players never change, and knowing it
        # spares every human move of every match a database read.
        self._ai_in_match: dict[int, bool] = {}
        self._ai_answering: set[int] = set()  # matches whose AI follow-up is under way
        # The last public positions of each match, for the AI to avoid going round in circles
        # (a cache: after a restart it simply starts again empty).
        self.recent_positions: dict[int, deque[str]] = {}
        self._locks: weakref.WeakValueDictionary[tuple[str, int | str], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def is_ai(self, user_id: int | None) -> bool:
        """Whether ``user_id`` is the bot's AI player."""
        return self.ai is not None and user_id is not None and user_id == self.ai_user_id

    def viewer_side(self, match: Match) -> str:
        """The side a shared board of ``match`` is turned to: against the bot the board is
        meant for the one person playing, so it shows their side at the bottom; between two
        people it is White's, as on a printed diagram."""
        if self.is_ai(match.white_id) and not self.is_ai(match.black_id):
            return "black"
        return "white"

    # ----- locking and loading -------------------------------------------------------------

    def lock(self, match_id: int) -> AbstractAsyncContextManager[None]:
        """The per-match lock: operations on one match serialise, different matches don't.

        It holds across processes: inside this one through an asyncio lock, then against every
        other process on the database through ``db.hold`` (a PostgreSQL advisory lock; nothing
        on SQLite, which serves one process).  So a move, a resignation, a draw answer or a
        set-up choice arriving at two processes at once is checked and applied one after the
        other, the second seeing the first's result, exactly as within one process; the
        version check on every write stays as the last guard.  The local lock comes first so
        that one process waits in memory rather than on several database connections.
        """
        return self._locked(match_id)

    @asynccontextmanager
    async def _locked(self, match_id: int) -> AsyncIterator[None]:
        number = parse_id(match_id)  # '17' and 17 are one match
        if number is None:  # names no match: nothing to lock (nor a lock name PostgreSQL takes)
            raise no_such_match(clean(str(match_id)))
        async with self.held("match", number):
            yield

    @asynccontextmanager
    async def held(self, kind: str, key: int | str) -> AsyncIterator[None]:
        """The lock ``kind:key`` (a match's, a tournament's), first in this process (an
        asyncio lock), then against every other process on the database (``db.hold``)."""
        local = self._locks.get((kind, key))
        if local is None:
            local = asyncio.Lock()
            self._locks[(kind, key)] = local
        async with local, self.db.hold(f"{kind}:{key}"):
            yield

    def time_limit(self, meta: Mapping[str, Any]) -> float:
        """Seconds for each decision in a match with this meta (fixed when it started)."""
        return float(meta.get("time_limit", self.settings.time_limit))

    def alarms(
        self, meta: Mapping[str, Any], to_move_id: int | None, since: float
    ) -> dict[str, float | None]:
        """The ``deadline_at`` and ``clock_at`` to store with a decision that fell due at
        ``since``: the time-out deadline, and the clock's first duty (the half-time reminder,
        or resuming an AI turn left unplayed).  Stored with the move, so the clock finds due
        matches through an index instead of reading every unfinished match (see
        ``MatchRepository.claim_alarms``)."""
        limit = self.time_limit(meta)
        if to_move_id is None:
            return {"deadline_at": since + limit, "clock_at": None}
        first = min(AI_RESUME_SECONDS, limit / 2) if self.is_ai(to_move_id) else limit / 2
        return {"deadline_at": since + limit, "clock_at": since + first}

    async def get_match(self, match_id: int) -> Match:
        number = parse_id(match_id)
        if number is None:
            raise no_such_match(clean(str(match_id)))
        try:
            return await self.db.matches.get(number)
        except MatchNotFound:
            raise no_such_match(number) from None
        except MatchUnavailable as exc:
            raise ServiceError(f"Match #{number} cannot be loaded right now: {exc}") from None

    async def visible_match(self, viewer: Viewer, match_id: int | str) -> Match:
        """The match ``match_id`` if ``viewer`` may see it (:mod:`bot.service.viewer`): the
        one door every look at a match goes through.

        A hidden match gets the very answer a missing one gets.  A match that cannot be
        loaded (its stored data is damaged) cannot be checked either, so it is hidden too: the
        explanation would confirm that the number exists (an operator finds it in the log).
        """
        try:
            match = await self.get_match(match_id)
        except NotFound:
            raise
        except ServiceError as exc:
            log.warning(
                "match %s hidden: it cannot be loaded to check who may see it (%s)", match_id, exc
            )
            raise no_such_match(match_id) from None
        if not await viewer.may_see(match):
            raise no_such_match(match.id)
        return match

    async def load_state(self, match: Match) -> tuple[Game, Any]:
        """The engine and the full state; hidden information comes from the secrets table."""
        game = games.get(match.game_id)
        text = match.position
        if match.meta.get("secret_state"):
            text = (await self.db.matches.secrets(match.id))["position"]
        return game, game.load(text)

    async def decisions(self, match: Match, *, revealed: bool = False) -> list[tuple[Any, str]]:
        """The move log as (record, real text) pairs: the real text of a secret decision only
        with ``revealed`` (for the engine's replay, or for everyone once the match is over)."""
        moves = await self.db.matches.moves(match.id)
        secret = (
            await self.db.matches.secret_moves(match.id)
            if revealed and match.meta.get("secret_state")
            else {}
        )
        return [(record, secret.get(record.ply, record.text)) for record in moves]

    async def move_count(self, match: Match) -> MoveCount:
        """The running move count of ``match`` (see :mod:`bot.service.numbering`): stored in
        its meta, or replayed once for a match stored before the count was kept."""
        stored = MoveCount.from_meta(match.meta)
        if stored is not None:
            return stored
        if match.ply == 0:
            return MoveCount()
        game = games.get(match.game_id)
        texts = [text for _, text in await self.decisions(match, revealed=True)]

        def replayed() -> MoveCount:
            counts = [count for *_, count in numbered(game, match.options, texts)]
            return counts[-1] if counts else MoveCount()

        return await self.off_loop(replayed)

    # ----- who is who ----------------------------------------------------------------------

    @staticmethod
    def player_id(match: Match, side: str | None) -> int | None:
        if side is None:
            return None
        return match.white_id if side == "white" else match.black_id

    @staticmethod
    def sides_of(match: Match, user_id: int) -> list[str]:
        """The sides ``user_id`` plays (both in a game against oneself)."""
        return [
            s
            for s, uid in zip(SIDES, (match.white_id, match.black_id), strict=True)
            if uid == user_id
        ]

    def require_player(self, match: Match, user_id: int) -> list[str]:
        sides = self.sides_of(match, user_id)
        if not sides:
            raise NotAllowed(f"{self.label(match)}: you are not playing in this match.")
        return sides

    def label(self, match: Match) -> str:
        return f"Match #{match.id} ({games.get(match.game_id).name})"

    def players_text(self, match: Match) -> str:
        return f"{self.mention(match.white_id)} (White) vs {self.mention(match.black_id)} (Black)"

    # ----- secret decisions ----------------------------------------------------------------

    @staticmethod
    def is_secret(game: Game, state: Any, move: str) -> bool:
        return game.public_move_text(state, move) != move

    def in_setup(self, game: Game, state: Any) -> bool:
        """A private set-up stage: every move of the side to decide is a secret one."""
        moves = game.legal_moves(state)
        return bool(moves) and all(self.is_secret(game, state, m) for m in moves)

    def setup_choices(self, game: Game, state: Any, side: str) -> list[str]:
        """The private choices ``side`` has in the set-up stage, even before its turn comes.

        Set-up choices of one side never depend on the other's (they are secret), so when the
        other side is still to choose, any of its choices shows what ``side`` will be offered.
        """
        if game.to_move(state) == side:
            return game.legal_moves(state)
        moves = game.legal_moves(state)
        if not moves:
            return []
        after = game.play(state, moves[0])
        if game.to_move(after) == side and self.in_setup(game, after):
            return game.legal_moves(after)
        return []

    # ----- rendering -----------------------------------------------------------------------

    def match_view(self, match: Match, game: Game, state: Any, seat: str | None) -> dict[str, Any]:
        """The engine's view of ``seat``, carrying the host's result when a host rule
        (resignation, draw, time-out, move limit) ended a match the engine thinks goes on,
        so a final board never says "White to move", and, the match over, every hidden piece
        shown as its owner sees it (:mod:`bot.service.reveal`): the final board shows the
        Stealth Kings its text names."""
        view = game.view(state, seat)
        if match.status not in ("finished", "archived"):
            return view
        if view.get("outcome") is None:
            outcome = {"winner": match.winner, "reason": match.reason}
            view = {**view, "to_move": None, "outcome": outcome}
        return owners_view(game, state, view)

    async def off_loop(self, work: Callable[[], Any]) -> Any:
        """Run CPU work (rendering, replaying a move log) on a worker thread, so the event
        loop keeps serving other matches meanwhile."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, work)

    async def render(
        self,
        view: dict[str, Any],
        filename: str,
        *,
        last_move: str | None = None,
        perspective: str = "white",
        move_number: int | None = None,
        highlights: tuple[str, ...] = (),
        captured: tuple[str, ...] = (),
        moved: tuple[str, ...] = (),
        sent_home: tuple[str, ...] = (),
    ) -> Attachment:
        """A board PNG, rendered off the event loop.  ``move_number`` is the number of the move
        just played (0: the start); ``captured`` the squares of pieces that move captured or
        hit (:mod:`games.core.changes`), marked on the board; ``moved`` the squares of a group
        that moved with the named piece (``changes.moved_group``); ``sent_home`` the squares
        of pieces sent home, marked apart from captures."""
        data = await self.off_loop(
            lambda: self._render_png(
                view,
                last_move=last_move,
                perspective=perspective,
                move_number=move_number,
                highlights=highlights,
                captured=captured,
                moved=moved,
                sent_home=sent_home,
            )
        )
        return Attachment(filename, data, view, perspective)

    async def render_replay(self, frames: list[Any], filename: str) -> tuple[Attachment, Replay]:
        """An animated GIF of ``renderers.replay.Frame`` values, rendered off the event loop,
        with which frames it shows (a long match's is thinned to fit the upload limit).

        One replay is drawn at a time, so a burst of them holds one render thread, never
        both, and boards keep being drawn; one that waits ``REPLAY_WAIT_S`` for its turn, or
        whose worker hangs or dies, is refused in words, nothing drawn."""
        try:
            async with asyncio.timeout(REPLAY_WAIT_S):
                await self._replay_slot.acquire()
        except TimeoutError:
            raise ServiceError(
                "The bot is busy drawing other replays: try this one again in a minute."
            ) from None
        try:
            replay = await self.off_loop(lambda: self._fit_replay(frames))
        except ReplayUnavailable:
            raise ServiceError(
                "The replay could not be drawn (its worker stopped before it was done): "
                "nothing was changed; try again in a minute."
            ) from None
        finally:
            self._replay_slot.release()
        return Attachment(filename, replay.data), replay

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
        self.replay_worker.close()

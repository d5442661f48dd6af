"""The platform-free match service: everything a player can do, as plain calls and replies.

The Discord front end and the local console are thin translators of this class; tests drive
it directly.  It never imports discord.

``MatchService`` is a facade in the manner of lila's ``Env``: it builds the collaborators,
hands each only what it uses, and binds the calls the front ends make to the collaborator
that answers them, so ``service.move(...)`` is ``service.ai_seat.move(...)`` and nothing
stands between.  The parts, from the bottom up:

- :class:`~bot.service.matches.Matches` -- locks, loading, visibility, who is who, recording;
- :class:`~bot.service.boards.Boards` -- views, pictures, the reply after a change, prompts;
- :class:`~bot.service.play.Play`, :class:`~bot.service.setup.Setup`,
  :class:`~bot.service.host_rules.HostRules`, :class:`~bot.service.challenges.Challenges`,
  :class:`~bot.service.queries.Queries`, :class:`~bot.service.ratings.Ratings`,
  :class:`~bot.service.rematch.Rematches`, :class:`~bot.service.takebacks.Takebacks`;
- :class:`~bot.service.ai_ops.AISeat` -- the AI's seat, wrapping the operations after which
  it may have to answer;
- made on first use: the tutor, hints, reviews, the challenge list, the tournament desk (which
  hears of ended tournament games through :mod:`bot.service.events`).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from functools import cached_property
from typing import TYPE_CHECKING

from bot.coach_runner import Coach, CoachRunner
from bot.process_worker import ProcessWorker, Worker
from bot.service.ai_ops import AISeat
from bot.service.boards import Boards
from bot.service.challenges import Challenges, resolve_game
from bot.service.core import ServiceSettings, default_mention
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError
from bot.service.events import MatchEnded, MatchEvents
from bot.service.hints import Hints
from bot.service.host_rules import HostRules
from bot.service.learning import Tutor
from bot.service.limits import OpenLimits
from bot.service.live import LiveClocks
from bot.service.matches import Matches
from bot.service.off_loop import OffLoop
from bot.service.play import Decision, Play
from bot.service.players import LocalPlayers
from bot.service.posting import Home, Posting
from bot.service.queries import Queries
from bot.service.ratings import Ratings
from bot.service.rematch import Rematches
from bot.service.replies import Attachment, Bulletin, Choice, PrivateMessage, Prompt, Reply
from bot.service.review import Reviewer
from bot.service.server_settings import ServerSettings
from bot.service.setup import Setup
from bot.service.takebacks import Takebacks, position_serial
from bot.service.tournaments import TournamentDesk
from bot.service.typed_moves import TypedMoves
from bot.service.viewer import EVERYTHING, NOTHING, Sight, Viewer
from bot.service.waiting import ChallengeList
from bot.service.web_links import WebLinks

# Match: the stored match the service answers with (front ends read it)
from storage import Database, Match

if TYPE_CHECKING:
    from collections import deque

    from bot.ai_runner import AIRunner
    from bot.replay_worker import ReplayWorker
    from renderers.replay import Replay

log = logging.getLogger(__name__)


class MatchService:
    """Challenges, matches, moves, hidden set-up, draws, time-outs, replays, ratings,
    learning and tournaments: the collaborators it builds (see the module docstring)."""

    def __init__(
        self,
        db: Database,
        *,
        settings: ServiceSettings | None = None,
        mention: Callable[[int], str] = default_mention,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        render_png: Callable[..., bytes] | None = None,
        fit_replay: Callable[..., Replay] | None = None,
        executor: Executor | None = None,
        ai: AIRunner | None = None,
        ai_user_id: int | None = None,
        ai_later: bool = False,
        community_language: Callable[[int], str | None] | None = None,
    ) -> None:
        self.db = db
        # A server's own language where it has no setting (Discord: its Community language),
        # for what is drawn for a server no one asked (tournament pictures); None: English.
        self.community_language = community_language or (lambda _guild_id: None)
        self.settings = settings or ServiceSettings()
        self.mention = mention
        self.rng = rng or random.SystemRandom()
        self.ai = ai
        self.ai_user_id = ai_user_id
        self.events = MatchEvents()
        self.off_loop_runner = OffLoop(executor)
        self.matches = Matches(
            db,
            clock,
            settings=self.settings,
            mention=mention,
            off_loop=self.off_loop_runner,
            events=self.events,
            ai_user_id=ai_user_id if ai is not None else None,
        )
        self.boards = Boards(
            self.matches, self.off_loop_runner, render_png=render_png, fit_replay=fit_replay
        )
        self.open_limits = OpenLimits(self.matches)
        self.live = LiveClocks(self.matches, self.boards, self.events)
        self.play = Play(self.matches, self.boards, self.events, self.live)
        self.setup = Setup(self.matches, self.boards, self.rng)
        self.host_rules = HostRules(self.matches, self.boards, self.events)
        self.takebacks = Takebacks(self.matches, self.boards)
        self.challenges = Challenges(self.matches, self.play, self.open_limits, self.rng)
        self.queries = Queries(self.matches, self.boards)
        self.ratings = Ratings(self.matches, self.off_loop_runner)
        self.ai_seat = AISeat(
            self.matches,
            self.play,
            self.setup,
            self.challenges,
            self.host_rules,
            ai,
            later=ai_later,
        )
        self.rematches = Rematches(self.matches, self.play, self.ai_seat)
        self.events.subscribe(self._tournament_game_ended)

        # ----- the calls the front ends make, each bound to the part that answers it -----
        matches, boards, queries = self.matches, self.boards, self.queries
        # matches and boards
        self.get_match = matches.get_match
        self.visible_match = matches.visible_match
        self.load_state = matches.load_state
        self.decisions = matches.decisions
        self.move_count = matches.move_count
        self.lock = matches.lock
        self.held = matches.held
        self.time_limit = matches.time_limit
        self.alarms = matches.alarms
        self.is_ai = matches.is_ai
        self.player_id = matches.player_id
        self.sides_of = matches.sides_of
        self.require_player = matches.require_player
        self.require_running = matches.require_running
        self.label = matches.label
        self.players_text = matches.players_text
        self.result_text = matches.result_text
        self.in_setup = matches.in_setup
        self.setup_choices = matches.setup_choices
        self.match_view = boards.match_view
        self.render = boards.render
        self.render_replay = boards.render_replay
        self.viewer_side = boards.viewer_side
        self.off_loop = self.off_loop_runner.run
        # playing, with the AI's seat wrapping what it answers
        self.start_match = self.play.start_match
        self.default_time_limit = self.play.default_time_limit
        self.challenge = self.ai_seat.challenge
        self.accept = self.ai_seat.accept
        self.move = self.ai_seat.move
        self.private_choice = self.ai_seat.private_choice
        self.offer_draw = self.ai_seat.offer_draw
        self.ai_next = self.ai_seat.ai_next
        self.ai_followup = self.ai_seat.ai_followup
        self.setup_prompt = self.setup.setup_prompt
        self.resign = self.host_rules.resign
        self.keep_playing = self.host_rules.keep_playing
        self.answer_draw = self.host_rules.answer_draw
        self.claim_timeout = self.host_rules.claim_timeout
        self.deadline = self.host_rules.deadline
        self.finish_on_time = self.host_rules.finish_on_time
        self.concede = self.host_rules.concede
        self.rematch = self.rematches.rematch
        self.propose_takeback = self.takebacks.propose
        self.answer_takeback = self.takebacks.answer
        # live clocks
        self.give_time = self.live.give_time
        self.turn_shown = self.live.turn_shown
        self.flag_timer = self.live.flag_timer
        self.flag_due = self.live.flag_due
        self.after_restart = self.live.after_restart
        # challenges
        self.decline = self.challenges.decline
        self.cancel = self.challenges.cancel
        self.expire_challenges = self.challenges.expire_challenges
        self.open_challenges = self.challenges.open_challenges
        self.resolve_colour = self.challenges.resolve_colour
        self.resolve_game = resolve_game
        # looking
        self.resolve_match = queries.resolve_match
        self.board = queries.board
        self.peek = queries.peek
        self.history = queries.history
        self.replay = queries.replay
        self.frames = queries.frames
        self.played = queries.played
        self.playing = queries.playing
        self.match_log = queries.match_log
        self.matches_of = queries.matches_of
        self.rules = queries.rules
        self.legal_moves_for = queries.legal_moves_for
        self.setup_choices_for = queries.setup_choices_for
        self.decision = self.play.decision
        self.describe_options = queries.describe_options
        # ratings
        self.leaderboard = self.ratings.leaderboard
        self.profile = self.ratings.profile

    # ----- state the front ends and tests read and set ---------------------------------------

    @property
    def clock(self) -> Callable[[], float]:
        """The service's time (seconds); set it to move every collaborator's clock at once."""
        return self.matches.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.matches.clock = clock

    @property
    def ai_later(self) -> bool:
        """Whether the AI answers after the reply (``AISeat.later``)."""
        return self.ai_seat.later

    @ai_later.setter
    def ai_later(self, later: bool) -> None:
        self.ai_seat.later = later

    @property
    def recent_positions(self) -> dict[int, deque[str]]:
        return self.matches.recent_positions

    @property
    def replay_worker(self) -> ReplayWorker:
        return self.boards.replay_worker

    # ----- collaborators made on first use ---------------------------------------------------

    # The coach is the worker process hints and reviews think in; tests assign an in-process
    # one before the first hint or review.
    @cached_property
    def coach(self) -> Coach:
        return CoachRunner()

    @cached_property
    def tournament_worker(self) -> Worker:
        """The one worker process tournaments compute in (pairing, standings, pictures,
        exports: bot.service.tournaments.work), started at its first job and shared by every
        tournament; tests put one in a thread of their own process in its place."""
        return ProcessWorker()

    @cached_property
    def players(self) -> LocalPlayers:
        """The console's named local players (``bot.service.players``)."""
        return LocalPlayers(self.db)

    @cached_property
    def tutor(self) -> Tutor:
        return Tutor(self.matches, self.boards)

    @cached_property
    def waiting(self) -> ChallengeList:
        """The challenges waiting on a player (listed by ``games``)."""
        return ChallengeList(self.matches)

    @cached_property
    def hints(self) -> Hints:
        return Hints(self.matches, self.boards, self.coach)

    @cached_property
    def reviewer(self) -> Reviewer:
        return Reviewer(self.matches, self.coach)

    @cached_property
    def tournaments(self) -> TournamentDesk:
        """Swiss and round-robin tournaments (``bot.service.tournaments``)."""
        return TournamentDesk(
            self.matches,
            self.play,
            self.host_rules,
            self.open_limits,
            self.tournament_worker,
            community_language=self.community_language,
        )

    @cached_property
    def server_settings(self) -> ServerSettings:
        return ServerSettings(self.db)

    @cached_property
    def posting(self) -> Posting:
        """Where a front end posts and what it posted (``bot.service.posting``)."""
        return Posting(self.db, self.lock, self.get_match)

    @cached_property
    def web_links(self) -> WebLinks:
        """Signed links to the web companion's pages, and their revocation."""
        return WebLinks(
            self.matches,
            secrets=self.settings.web_secrets,
            lifetime_s=self.settings.web_link_s,
        )

    @cached_property
    def typed_moves(self) -> TypedMoves:
        return TypedMoves(self.db, self.server_settings)

    async def _tournament_game_ended(self, event: MatchEnded) -> Sequence[Bulletin]:
        """The tournament desk hears of an ended game (it is made on first use, so the
        subscription reaches it through here)."""
        return await self.tournaments.on_match_ended(event)

    # ----- the clock ---------------------------------------------------------------------------

    async def tick(self) -> list[Reply]:
        """The tournaments' duties, then the clock's (expired challenges, reminders, time-outs,
        the AI's resumed turns); the tournaments' bulletins ride on a reply of their own,
        delivered like any other.  Tournaments first: a tournament game whose time is up is
        decided by the desk, so the clock does not invite a claim in it."""
        try:
            bulletins = await self.tournaments.tick()
        except Exception:  # noqa: BLE001 - the next tick tries again
            log.exception("tournament tick failed")
            bulletins = []
        replies = await self.challenges.expire_challenges()
        replies += await self.live.sweep()
        replies += await self.host_rules.tick(self.ai_seat.alarm)
        if bulletins:
            replies.append(Reply(bulletins=tuple(bulletins)))
        return replies

    def close(self) -> None:
        self.off_loop_runner.close()
        self.boards.close()
        coach = self.__dict__.get("coach")
        if isinstance(coach, CoachRunner):
            coach.close()
        worker = self.__dict__.get("tournament_worker")
        if worker is not None:
            worker.close()


__all__ = [
    "Attachment",
    "Bulletin",
    "Choice",
    "Conflict",
    "Decision",
    "EVERYTHING",
    "Home",
    "Match",
    "MatchService",
    "NOTHING",
    "NotAllowed",
    "NotFound",
    "PrivateMessage",
    "Prompt",
    "Reply",
    "ServiceError",
    "ServiceSettings",
    "Sight",
    "TournamentDesk",
    "Viewer",
    "position_serial",
]

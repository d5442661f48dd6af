"""What one page shows of a match, read through the service: every public position, the
players, and for a seat the player's own view and the moves they may make now.

A spectator's snapshot is made of public views only (:meth:`MatchService.played`), so nothing
a view hides (a Stealth King's square) can reach a spectator's page, stream or picture.  A
seat's private view comes from :meth:`MatchService.match_view` for that player's side alone.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import games
from bot.service import EVERYTHING, MatchService, Viewer
from bot.service.frame_log import Played
from bot.service.matches import acting_seat
from bot.service.queries import Playing
from bot.service.web_links import Pass
from bot.web.clock_face import Face, face_of
from renderers.replay import Frame
from storage import Match, MoveRecord
from storage.status import MatchStatus

SPECTATOR_DELAY = 2  # moves (decisions: one player's move each) a spectator is shown behind
CARRIED = 1024  # matches whose frames so far are kept for the next reading to carry on


@dataclass(frozen=True)
class Snapshot:
    """One reading of a match for one page."""

    match: Match
    game_name: str
    frames: list[Frame]
    moves: int
    names: dict[str, str]  # side -> the player's name, as typed (escaped where shown)
    seat: str | None = None  # the side a seat page plays; None for a spectator
    private_view: dict[str, Any] | None = None  # the seat's own view of the position now
    legal: tuple[str, ...] = ()  # the seat's moves now (empty when not their decision)
    choosing: bool = False  # ``legal`` are the seat's private set-up choices (squares)
    held_back: int = 0  # moves played but not shown yet (a spectator of a rated match)
    clock: Face | None = None  # a live match's clock now (None: correspondence)
    # Once the match is over, its hidden choices revealed (Boards.reveal_lines: the lines the
    # Discord final post ends with); nothing while it runs.
    revealed: tuple[str, ...] = ()
    draw_offer: str | None = None  # a seat's page: the side whose draw offer stands, if any

    @property
    def latest(self) -> int:
        """The number of the last position (0: the start)."""
        return len(self.frames) - 1

    @property
    def running(self) -> bool:
        return self.match.status in (MatchStatus.SETUP, MatchStatus.ACTIVE)

    def event_id(self) -> str:
        """The stream's event id: the number of the last position, and once the match is
        in set-up or over its status (a result changes no position); a seat's stream adds
        a digest of what its page alone shows (its private view, its legal moves: a private
        choice changes them and no position), not the match's version, which grows with
        writes no page shows (a Discord thread remembered) and would resend a page unchanged.
        A live match's adds its clock's digest: time given changes the page without a move."""
        public = str(self.latest)
        if self.match.status != MatchStatus.ACTIVE:
            public += f".{self.match.status.value}"
        if self.clock is not None:
            public += f".c{self.clock.key()}"
        if self.seat is None:
            return public
        own = json.dumps(
            [self.seat, self.private_view, self.legal, self.draw_offer], sort_keys=True, default=str
        )
        return f"{public}.{hashlib.sha256(own.encode()).hexdigest()[:12]}"


class Covering(Protocol):
    """What :class:`Carried` keeps: how far one reading of a match got."""

    @property
    def match_id(self) -> int: ...

    @property
    def texts(self) -> tuple[str, ...]: ...


Kept = TypeVar("Kept", bound=Covering)


class Carried(Generic[Kept]):
    """The frames each recently read match has reached (:class:`Played`), so the reading
    after a move draws that move alone instead of every position again (or, for the web's
    fan-out, the log alone, :class:`MatchLog`: its frames are kept by the drawing process).
    Bounded: the matches read longest ago are forgotten, and their next reading starts from
    the start."""

    def __init__(self, kept: int = CARRIED) -> None:
        self.kept = kept
        self._played: OrderedDict[int, Kept] = OrderedDict()

    def __len__(self) -> int:
        return len(self._played)

    def get(self, match_id: int) -> Kept | None:
        played = self._played.get(match_id)
        if played is not None:
            self._played.move_to_end(match_id)
        return played

    def keep(self, played: Kept) -> None:
        """Keep ``played`` unless a reading that covers more decisions came first (readings
        made at once may finish in any order)."""
        held = self._played.get(played.match_id)
        if held is None or len(held.texts) <= len(played.texts):
            self._played[played.match_id] = played
        self._played.move_to_end(played.match_id)
        while len(self._played) > self.kept:
            self._played.popitem(last=False)


def viewer_for(match: Match, holder: Pass, language: str | None) -> Viewer:
    """The service's viewer for the holder of a link: a seat is its player, asking privately;
    a watcher asks as the one the link was minted for, whom the service judged able to see
    the match then (the link is the proof: the sight it checked is not the web's to repeat)."""
    return Viewer(
        holder.user_id,
        guild_id=match.guild_id,
        channel_id=match.thread_id or match.channel_id,
        private=holder.seat,
        sight=EVERYTHING,
        language=language,
        place_language=language,
    )


def spectator_delay(match: Match) -> int:
    """How many moves a spectator of ``match`` is shown behind: :data:`SPECTATOR_DELAY` while
    a rated match runs, none for a casual one (or a match against the AI, never rated) or
    once it is over."""
    running = match.status in (MatchStatus.SETUP, MatchStatus.ACTIVE)
    return SPECTATOR_DELAY if match.rated and running else 0


def behind(frames: list[Frame], delay: int) -> list[Frame]:
    """The positions a spectator ``delay`` moves behind sees: all but the last ``delay``
    (never fewer than the start)."""
    return frames[: max(1, len(frames) - delay)]


@dataclass(frozen=True)
class Watching:
    """A spectator's reading of a match, read and judged, its frames still to play:
    :meth:`finish` (CPU work: on a worker, with whatever else that job draws) makes the
    snapshot, and the frames played for :class:`Carried` (kept on the loop: it is not shared
    with the workers)."""

    playing: Playing
    names: dict[str, str]
    revealed: tuple[str, ...]

    def finish(self) -> tuple[Snapshot, Played]:
        played, frames = self.playing.finish()
        snap = spectators_snapshot(self.playing.match, played, frames, self.names, self.revealed)
        return snap, played


def spectators_snapshot(
    match: Match,
    played: Played,
    frames: list[Frame],
    names: dict[str, str],
    revealed: tuple[str, ...],
) -> Snapshot:
    """A spectator's snapshot of ``match`` from its public ``frames`` (as shown now) and
    what they were played to: as many moves behind as :func:`spectator_delay` says."""
    shown = behind(frames, spectator_delay(match))
    held_back = len(frames) - len(shown)
    snap = Snapshot(
        match,
        games.get(match.game_id).name,
        shown,
        (shown[-1].move_number or 0) if held_back else played.moves,
        names,
        held_back=held_back,
        clock=_clock(match, frames),
        revealed=revealed,
    )
    return snap


def _clock(match: Match, frames: list[Frame]) -> Face | None:
    """The clock as it runs now, whoever reads: a spectator of a rated match sees the
    position some moves behind, the clock as it stands (it tells when a move came, not what
    it was)."""
    return face_of(match, frames[-1].view.get("to_move") if frames else None)


async def watching(
    service: MatchService,
    holder: Pass,
    match: Match,
    language: str | None,
    name: Callable[[int], str],
    carried: Carried[Played],
    logged: MoveRecord | None = None,
) -> Watching:
    """A spectator's reading (:func:`read`'s, for a watch link), its frames not played yet."""
    viewer = viewer_for(match, holder, language)
    playing = await service.playing(
        viewer, match.id, carried.get(match.id), fresh=match, logged=logged
    )
    names, revealed = await spectators_words(service, playing.match, name)
    return Watching(playing, names, revealed)


async def spectators_words(
    service: MatchService, match: Match, name: Callable[[int], str]
) -> tuple[dict[str, str], tuple[str, ...]]:
    """What a spectator's page says of ``match`` beside its frames: the players' names
    (``name(user_id)``), and once the match is over the squares and salts of its secret
    choices."""
    names = {"white": str(name(match.white_id)), "black": str(name(match.black_id))}
    revealed = tuple(await service.boards.reveal_lines(match)) if match.status.is_over else ()
    return names, revealed


async def read(
    service: MatchService,
    holder: Pass,
    match: Match,
    language: str | None,
    name: Callable[[int], str],
    carried: Carried[Played],
    logged: MoveRecord | None = None,
) -> Snapshot:
    """The snapshot a link's holder gets now, ``match`` as just read (the service's door
    judges that reading, not one more) or as this process's write left it, with the move it
    logged (``logged``: then the log need not be read); ``name(user_id)`` names a player; the
    frames are carried on from ``carried``'s, and it keeps the new ones."""
    if not holder.seat:
        reading = await watching(service, holder, match, language, name, carried, logged)
        snap, played = await service.boards.off_loop.run(reading.finish)
        carried.keep(played)
        return snap
    viewer = viewer_for(match, holder, language)
    match, played, frames = await service.played(
        viewer, match.id, carried.get(match.id), fresh=match, logged=logged
    )
    carried.keep(played)
    moves = played.moves
    clock = _clock(match, frames)
    names = {"white": str(name(match.white_id)), "black": str(name(match.black_id))}
    revealed = tuple(await service.boards.reveal_lines(match)) if match.status.is_over else ()
    game, state = await service.load_state(match)
    sides = service.sides_of(match, holder.user_id)
    side = acting_seat(sides, game.to_move(state))
    private = service.match_view(match, game, state, side)
    choices = await service.setup_choices_for(viewer, match.id)
    legal = tuple(choices or await service.legal_moves_for(viewer, match.id))
    offer = None if match.status.is_over else await service.db.draws.get(match.id)
    return Snapshot(
        match,
        game.name,
        frames,
        moves,
        names,
        side,
        private,
        legal,
        bool(choices),
        clock=clock,
        revealed=revealed,
        draw_offer=offer.side if offer is not None else None,
    )

"""What one page shows of a match, read through the service: every public position, the
players, and for a seat the player's own view and the moves they may make now.

A spectator's snapshot is made of public views only (:meth:`MatchService.frames`), so nothing
a view hides (a Stealth King's square) can reach a spectator's page, stream or picture.  A
seat's private view comes from :meth:`MatchService.match_view` for that player's side alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.service import EVERYTHING, MatchService, Viewer
from bot.service.matches import acting_seat
from bot.service.web_links import Pass
from renderers.replay import Frame
from storage import Match
from storage.status import MatchStatus


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
        the match's version, since its own private choices change its page alone."""
        public = str(self.latest)
        if self.match.status != MatchStatus.ACTIVE:
            public += f".{self.match.status.value}"
        return public if self.seat is None else f"{public}.{self.match.version}"


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


async def read(
    service: MatchService, holder: Pass, language: str | None, name: Callable[[int], str]
) -> Snapshot:
    """The snapshot a link's holder gets now; ``name(user_id)`` names a player."""
    match = await service.get_match(holder.match_id)
    viewer = viewer_for(match, holder, language)
    match, frames, moves = await service.frames(viewer, match.id)
    names = {"white": str(name(match.white_id)), "black": str(name(match.black_id))}
    game, state = await service.load_state(match)
    if not holder.seat:
        return Snapshot(match, game.name, frames, moves, names)
    sides = service.sides_of(match, holder.user_id)
    side = acting_seat(sides, game.to_move(state))
    private = service.match_view(match, game, state, side)
    legal = tuple(await service.legal_moves_for(viewer, match.id))
    return Snapshot(match, game.name, frames, moves, names, side, private, legal)

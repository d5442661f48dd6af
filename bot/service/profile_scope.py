"""How much of a player's record a profile shows, to whom: the privacy policy of profiles.

- The player's own profile, asked privately (a DM, an ephemeral answer, the console's own
  user), shows everything: every game's results and streak, the last matches of every
  server, the rating chart.
- Anyone else, or the player asking where everyone reads, sees what the everywhere
  leaderboard shows of each game (rating, deviation, number of rated games), plus what the
  matches they may see (:meth:`bot.service.viewer.Viewer.may_list`: by the one visibility
  rule, and of the server they ask from) tell: those matches listed, the results counted
  from them alone, and the streak and chart only when they are the whole record (a streak or
  a chart drawn from part of it would be false).
- So from another server, or a DM asked by someone else, a profile is the leaderboard's
  figures and nothing more.

Everything is filtered here, from the viewer, before a line is worded.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.service.viewer import Viewer
from storage import Database, Match
from storage.ratings import PAGE_SIZE, Profile, RatingChange, RecentMatch
from storage.status import MatchStatus, RatingPool


@dataclass(frozen=True)
class ShownProfile:
    """A profile cut to what one viewer may see.

    ``profile`` holds only what may be shown (its ``history`` keeps a pool's changes only
    when that pool's whole history may be drawn); ``seen`` maps each game and pool to the
    rated results the viewer may see, or is None when they may see everything.
    """

    profile: Profile
    seen: dict[tuple[str, RatingPool], list[RatingChange]] | None

    def complete(self, game_id: str, pool: RatingPool) -> bool:
        """Whether every rated game of ``game_id`` in ``pool`` is visible to the viewer."""
        if self.seen is None:
            return True
        standing = next(s for s in self.profile.standings if (s.game_id, s.pool) == (game_id, pool))
        return len(self.seen.get((game_id, pool), [])) == standing.games


def sees_everything(viewer: Viewer, player_id: int) -> bool:
    """The player's own profile, asked privately."""
    return viewer.user_id == player_id and viewer.private


async def shown_profile(
    db: Database, viewer: Viewer, full: Profile, asked_game: str | None
) -> ShownProfile:
    """``full`` (the stored profile) as ``viewer`` may see it."""
    if sees_everything(viewer, full.player_id):
        return ShownProfile(full, None)
    visible = await _visible_ended(db, viewer, full.player_id)
    changes = await db.ratings.changes_for(full.player_id, [m.id for m in visible])
    seen: dict[tuple[str, RatingPool], list[RatingChange]] = {}
    for change in changes:
        seen.setdefault((change.game_id, change.pool), []).append(change)
    by_match = {c.match_id: c for c in changes}
    recent = tuple(
        _recent(match, full.player_id, by_match.get(match.id))
        for match in [
            m
            for m in visible
            if m.status == MatchStatus.FINISHED and asked_game in (None, m.game_id)
        ][:PAGE_SIZE]
    )
    shown = ShownProfile(replace(full, recent=recent, history=()), seen)
    # Each pool's chart is drawn only from its whole history (part of it would be false).
    history = tuple(c for c in full.history if shown.complete(c.game_id, c.pool))
    return ShownProfile(replace(shown.profile, history=history), seen)


async def _visible_ended(db: Database, viewer: Viewer, player_id: int) -> list[Match]:
    """The player's ended matches the viewer may list, newest first.  Only the matches of the
    viewer's own server can qualify unless the player asks privately, so those are the only
    ones read (every one from a DM or the console, where the rule sorts them)."""
    found = await db.matches.ended_for_user(player_id, guild_id=viewer.guild_id)
    return [match for match in found if await viewer.may_list(match)]


def _recent(match: Match, player_id: int, change: RatingChange | None) -> RecentMatch:
    side = match.side_of(player_id)
    winner = match.winner
    result = "draw" if winner is None else "win" if winner == side else "loss"
    return RecentMatch(
        match_id=match.id,
        game_id=match.game_id,
        opponent_id=match.black_id if side == "white" else match.white_id,
        result=result,
        reason=match.reason or "",
        ended_at=match.updated_at,
        change=None if change is None else float(change.shown_delta),  # as read everywhere
    )

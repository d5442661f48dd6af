"""Ratings in the service: leaderboards, profiles with a rating-history chart, and the line
that tells both players what a rated match did to their ratings.

The figures come from storage.ratings (Glicko-2, changed in the transaction that finishes a
match); this module only chooses what to show and words it, in the neutral markup of
:mod:`bot.markup`, so Discord and the console say the same.  A leaderboard is returned
as a :class:`Board` rather than a Reply because its pages are turned by the front end (Discord
buttons carrying the game, pool, scope, server and page; the console's page argument).

Each game has two pools (storage.status.RatingPool): live games (with a clock) and
correspondence ones are rated apart, so a board is one pool's (correspondence unless asked)
and a profile shows a game's standing in each pool it has games in, each named.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import games
from bot.i18n.messages import localise
from bot.markup import strong, t
from bot.service import validation
from bot.service.errors import NotAllowed, NotFound, ServiceError
from bot.service.game_choice import no_such_game
from bot.service.profile_scope import ShownProfile, shown_profile
from bot.service.replies import Attachment, Reply
from bot.service.viewer import Viewer
from renderers.chart import Series, render_chart
from storage import Database, Match, glicko2
from storage.rating_rules import MIN_MOVES_EACH, PROVISIONAL_DEVIATION, Standing
from storage.ratings import BoardSight, LeaderboardPage, Profile, RankedStanding, RatingChange
from storage.status import MatchStatus, RatingPool, words

if TYPE_CHECKING:
    from bot.service.matches import Matches
    from bot.service.off_loop import OffLoop

LEADERBOARDS_SETTING = "leaderboards"  # guild setting: "off" hides leaderboards there
SCOPES = ("server", "everywhere")
POOLS = words(RatingPool)  # ('live', 'correspondence')
DEFAULT_POOL = RatingPool.CORRESPONDENCE  # every rating from before live play is one
MAX_PAGE = 100_000  # a million players, ten a page: a page past it is a typing mistake
MINUS = "\u2212"  # a real minus sign: "(−23)" reads as a loss, "-23" as a hyphen


@dataclass(frozen=True)
class Board:
    """One leaderboard page as text, and where its neighbours are."""

    text: str
    game_id: str
    scope: str  # 'server' | 'everywhere'
    guild_id: int | None
    page: int  # 0-based
    has_next: bool
    pool: RatingPool = DEFAULT_POOL


def signed(delta: float) -> str:
    """A rating change as players read it: +23, −23, ±0 (``delta`` in whole points)."""
    points = round(delta)
    if points == 0:
        return "\u00b10"
    return f"+{points}" if points > 0 else f"{MINUS}{-points}"


def rating_text(standing: Standing, now: float) -> str:
    """``1523`` or ``1523?`` (provisional, as Lichess marks it), judged as of ``now`` by the
    deviation grown for the time away: the one rule of every leaderboard, rank and profile."""
    return f"{round(standing.rating)}{'?' if standing.provisional_at(now) else ''}"


def standing_text(standing: Standing, now: float) -> str:
    """``**1523** ±71`` (or ``**1553?** ±164``): the rating and the deviation as of ``now``,
    the one way a standing reads everywhere."""
    return f"{strong(rating_text(standing, now))} \u00b1{round(standing.at(now).deviation)}"


def shown_change(change: RatingChange) -> int:
    """A rating change as shown: the difference of the shown (rounded) ratings, so the
    changes a player reads add up from one rating to the next."""
    return change.shown_delta


def streak_text(streak: int) -> str:
    """The current streak in words: none, 3 wins, 1 loss (``streak`` as Standing keeps it)."""
    if streak == 0:
        return t("profile-streak-none")
    return t("profile-streak", kind="wins" if streak > 0 else "losses", count=abs(streak))


def pool_named(pool: str) -> RatingPool:
    """The pool a player named ('live' or 'correspondence', any case), or a refusal in the
    service's words listing both."""
    word = validation.text(pool, "The pool", longest=40).strip().lower()
    if word not in POOLS:
        raise ServiceError(t("profile-pool-refused", pool=validation.shown(pool)))
    return RatingPool(word)


async def rating_line(db: Database, match: Match, mention: Callable[[int], str]) -> str | None:
    """What a finished match did to ratings ('Ratings (live): alice 1523 (+23), bob 1477
    (−23).'), why a rated match changed nothing, or None for a casual match.  The pool is the
    one the changes were stored in, so a player sees which of their two ratings moved."""
    if not match.rated or match.status != MatchStatus.FINISHED:
        return None
    changes = {c.player_id: c for c in await db.ratings.for_match(match.id)}
    if not changes:
        return t("profile-match-not-rated", moves=MIN_MOVES_EACH)
    white, black = (
        t(
            "profile-match-rating",
            player=mention(c.player_id),
            rating=str(round(c.rating)),
            change=signed(shown_change(c)),
        )
        if c is not None
        else "?"  # never: both changes are written in the transaction that finished it
        for c in (changes.get(match.white_id), changes.get(match.black_id))
    )
    pool = next(iter(changes.values())).pool
    return t("profile-match-ratings", pool=pool.value, white=white, black=black)


class Ratings:
    """``leaderboard`` and ``profile`` of the match service (``service.ratings``)."""

    def __init__(self, matches: Matches, off_loop: OffLoop) -> None:
        self.matches = matches
        self.off_loop = off_loop
        self.db = matches.db
        self.mention = matches.mention

    async def leaderboard(
        self,
        viewer: Viewer,
        game_id: str,
        *,
        scope: str = "everywhere",
        page: int = 0,
        pool: str = DEFAULT_POOL,
    ) -> Board:
        """One page (10 players) of a game's leaderboard in ``pool`` ('live' or
        'correspondence'), established ratings first, with the asker's own rank.  ``scope``
        'server' lists the players who have played a rated match in the asker's server in a
        channel the asker reads (a board must not reveal a match they may not see), and the
        asker themself; a server whose managers turned leaderboards off has none."""
        user_id, guild_id = viewer.user_id, viewer.guild_id
        game = self._game(game_id)
        scope = validation.text(scope, "The scope", longest=40)
        page = validation.whole(page, "The page", 0, MAX_PAGE)
        rating_pool = pool_named(pool)
        if scope not in SCOPES:
            raise ServiceError(t("profile-scope-refused", scope=validation.shown(scope)))
        if guild_id is not None:
            settings = await self.db.settings.get(guild_id)
            if settings.get(LEADERBOARDS_SETTING) == "off":
                raise NotAllowed(t("profile-leaderboards-off"))
        elif scope == "server":
            raise ServiceError(t("profile-server-board-outside"))
        board_guild = guild_id if scope == "server" else None
        sight = None if board_guild is None else await self._board_sight(viewer, game.id)
        now = self.matches.clock()
        found = await self.db.ratings.leaderboard(
            game.id, pool=rating_pool, guild_id=board_guild, page=page, now=now, sight=sight
        )
        own = await self.db.ratings.rank(
            user_id, game.id, pool=rating_pool, guild_id=board_guild, now=now, sight=sight
        )
        lines = [
            t(
                "profile-leaderboard-title",
                title=strong(t("profile-leaderboard", game=game.name, pool=rating_pool.value)),
                scope="server" if board_guild is not None else "everywhere",
                page=found.page + 1,
            )
        ]
        lines += self._board_lines(found, now)
        lines.append(self._own_rank(own, user_id, now))
        lines.append(t("profile-provisional-note", deviation=round(PROVISIONAL_DEVIATION)))
        return Board(
            "\n".join(lines), game.id, scope, guild_id, found.page, found.has_next, rating_pool
        )

    async def _board_sight(self, viewer: Viewer, game_id: str) -> BoardSight:
        """What the viewer's server board may count: the matches of the places they read
        there, and their own standing (:mod:`bot.service.viewer`).  Their opponents in a
        place they no longer read are left out rather than looked up match by match: leaving
        someone out reveals nothing."""
        assert viewer.guild_id is not None
        places = await self.db.ratings.board_places(viewer.guild_id, game_id)
        read = [place for place in places if await viewer.reads_place(viewer.guild_id, place)]
        return BoardSight(viewer.user_id, frozenset(read))

    def _board_lines(self, found: LeaderboardPage, now: float) -> list[str]:
        if not found.entries:
            return [t("profile-board-empty") if found.page == 0 else t("profile-board-past-end")]
        return [
            t(
                "profile-board-line",
                rank=entry.rank,
                player=self.mention(entry.standing.player_id),
                standing=standing_text(entry.standing, now),
                games=entry.standing.games,
            )
            for entry in found.entries
        ]

    def _own_rank(self, own: RankedStanding | None, user_id: int, now: float) -> str:
        if own is None:
            return t("profile-own-unranked", player=self.mention(user_id))
        return t(
            "profile-own-rank",
            player=self.mention(user_id),
            rank=own.rank,
            standing=standing_text(own.standing, now),
        )

    async def profile(
        self,
        viewer: Viewer,
        user_id: int,
        *,
        name: str | None = None,
        game_id: str | None = None,
    ) -> Reply:
        """A player's standing in every game they are rated in, their last 10 finished
        matches (of ``game_id`` alone when it is given), and the rating-history chart of one
        game (``game_id``, else the one they played most) as a PNG, cut to what ``viewer``
        may see (:mod:`bot.service.profile_scope`).  ``name`` titles the chart (the text
        uses mentions)."""
        user_id = validation.identifier(user_id, "player")
        name = validation.or_none(validation.text, name, "The name", longest=100)
        game = self._game(game_id) if game_id is not None else None
        stored = await self.db.ratings.profile(user_id, game.id if game else None)
        shown = await shown_profile(self.matches.db, viewer, stored, game.id if game else None)
        found = shown.profile
        now = self.matches.clock()
        lines = [strong(t("profile-title", player=self.mention(user_id)))]
        if not found.standings:
            lines.append(t("profile-no-rated-match"))
        for standing in found.standings:
            lines.append(self._standing_line(standing, now, shown))
        lines.append(strong(t("profile-last-matches")) if found.recent else self._no_recent(shown))
        for recent in found.recent:
            number, game_name = str(recent.match_id), games.get(recent.game_id).name
            if recent.opponent_id == user_id:
                # Against oneself nobody wins or loses: never rated, never a result of theirs.
                lines.append(
                    t(
                        "profile-recent-practice",
                        match=number,
                        game=game_name,
                        player=self.mention(user_id),
                        reason=recent.reason,
                    )
                )
                continue
            lines.append(
                t(
                    "profile-recent",
                    match=number,
                    game=game_name,
                    opponent=self.mention(recent.opponent_id),
                    result=recent.result,
                    change=(
                        t("profile-not-rated") if recent.change is None else signed(recent.change)
                    ),
                    reason=recent.reason,
                )
            )
        image = None
        if found.history:
            # The chart is drawn in the language of whoever reads the reply: the asker alone
            # when the answer is private, else everyone where it is posted.
            language = viewer.language if viewer.private else viewer.place_language
            words = ChartWords.of(language)
            title = name or str(user_id)
            data = await self.off_loop.run(lambda: history_chart(found, title, words))
            image = Attachment(f"rating-{user_id}-{found.game_id}.png", data)
        return Reply(text="\n".join(lines), image=image)

    @staticmethod
    def _standing_line(standing: Standing, now: float, shown: ShownProfile) -> str:
        """A game's rating, and the results the viewer may see: all of them, some (counted
        from those alone, with no streak: it could be false), or none (the leaderboard's
        figures only)."""
        rating = t(
            "profile-standing",
            game=games.get(standing.game_id).name,
            pool=standing.pool.value,
            standing=standing_text(standing, now),
            games=standing.games,
        )
        if shown.complete(standing.game_id, standing.pool):
            return t(
                "profile-standing-record",
                standing=rating,
                won=standing.wins,
                lost=standing.losses,
                drawn=standing.draws,
                streak=streak_text(standing.streak),
            )
        seen = (shown.seen or {}).get((standing.game_id, standing.pool), [])
        if not seen:
            return rating
        counted = {result: sum(c.result == result for c in seen) for result in ("win", "loss")}
        return t(
            "profile-standing-seen",
            standing=rating,
            seen=len(seen),
            won=counted["win"],
            lost=counted["loss"],
            drawn=len(seen) - counted["win"] - counted["loss"],
        )

    @staticmethod
    def _no_recent(shown: ShownProfile) -> str:
        if shown.seen is None:
            return t("profile-no-finished-match")
        return t("profile-no-visible-match")

    @staticmethod
    def _game(game_id: str) -> games.Game:
        game_id = validation.text(game_id, "The game", longest=40)
        try:
            return games.get(game_id)
        except games.UnknownGame:
            raise NotFound(no_such_game(game_id)) from None


@dataclass(frozen=True)
class ChartWords:
    """The words drawn in a rating chart, already in its reader's language (the renderer
    cannot read the catalogue): each pool's series name, and the axes."""

    live: str
    correspondence: str
    y_label: str
    x_label: str

    @classmethod
    def of(cls, language: str | None) -> ChartWords:
        return cls(
            localise(t("profile-chart-series", pool=RatingPool.LIVE.value), language),
            localise(t("profile-chart-series", pool=RatingPool.CORRESPONDENCE.value), language),
            localise(t("profile-chart-y"), language),
            localise(t("profile-chart-x"), language),
        )

    def series(self, pool: RatingPool) -> str:
        return self.live if pool == RatingPool.LIVE else self.correspondence


def history_chart(profile: Profile, name: str, words: ChartWords | None = None) -> bytes:
    """The PNG of one game's rating over the player's rated games, a line per pool with its
    deviation as a band (the shared chart renderer, so it sits beside the boards in their
    style).

    Point N of a pool's line is the rating after the N-th rated game in that pool, with the
    deviation it had then; a whole history starts at game 0 from where every player starts
    (1500 ± 350).
    """
    assert profile.game_id is not None and profile.history
    words = words or ChartWords.of(None)
    lines = []
    for pool in (RatingPool.CORRESPONDENCE, RatingPool.LIVE):
        history = [c for c in profile.history if c.pool == pool]
        if not history:
            continue
        total = next(
            s.games for s in profile.standings if (s.game_id, s.pool) == (profile.game_id, pool)
        )
        first = total - len(history) + 1  # the number of the first game shown
        points = [(float(first + i), c.rating) for i, c in enumerate(history)]
        band = [(float(first + i), c.deviation) for i, c in enumerate(history)]
        if first == 1:  # the whole history: start from the rating everyone starts with
            points.insert(0, (0.0, history[0].rating_before))
            band.insert(0, (0.0, glicko2.START_DEVIATION))
        lines.append(Series(words.series(pool), points, band=band))
    title = f"{name} \u00b7 {games.get(profile.game_id).name}"
    return render_chart(title, lines, y_label=words.y_label, x_label=words.x_label)

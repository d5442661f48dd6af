"""The rating rules, pure: which finished match counts and what it does to both players'
standings.  No I/O and nothing of storage but :mod:`storage.glicko2`, so the finishing
transaction and the migration that rates old matches (storage.ratings, which keeps the rows)
apply one rule, and tests check it on plain values.

How a match is rated (as Lichess does it): each rated game is one rating period for its two
players, played against each other's rating from before the game.  Before it, each player's
deviation grows for the time since their last rated game (:data:`PERIOD_SECONDS` is one
rating period), so a player back from a long break moves faster.  A match counts only if it
was created rated (two different people: never against the bot or oneself, see the service)
and each side made at least :data:`MIN_MOVES_EACH` moves before it ended, so an abandoned
opening cannot be farmed for points.  Secret set-up choices (a Stealth King's square) are logged
like moves but are no moves: the service counts them per side in the match's meta under
:data:`SETUP_CHOICES_KEY`, and they are taken off the logged decisions.

Why beside glicko2.py rather than in a layer of its own: the two are the arithmetic of the
stored figures, read by storage's transactions and by the service's texts alike, which both
may import storage already; a new top-level package would add a layer to the import rules
(tests/docs/test_layers.py) for two modules.  That it stays pure is checked by
tests/ratings/test_rules_are_pure.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from storage import glicko2, status

PERIOD_SECONDS = 86_400.0  # one rating period: a day of inactivity grows the deviation once
TAU = 0.75  # the system constant Lichess uses (the paper suggests 0.3 to 1.2)
PROVISIONAL_DEVIATION = 110.0  # above this a rating is provisional (Lichess's threshold)
MIN_MOVES_EACH = 2  # moves each side must have made for the match to be rated
SETUP_CHOICES_KEY = "setup_choices"  # meta: side -> secret set-up choices logged (not moves)
RESULTS = ("win", "loss", "draw")  # a rated game from one player's side


@dataclass(frozen=True)
class Standing:
    """One player's rating and record in one game, as of their last rated match."""

    player_id: int
    game_id: str
    rating: float = glicko2.BASE
    deviation: float = glicko2.START_DEVIATION
    volatility: float = glicko2.START_VOLATILITY
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0  # +n: the last n rated games won; -n: lost; 0 after a draw
    rated_at: float | None = None  # when the last rated match ended
    pool: status.RatingPool = status.RatingPool.CORRESPONDENCE  # live or correspondence

    @property
    def provisional(self) -> bool:
        """Provisional as of the last rated game (what is stored with it)."""
        return self.deviation > PROVISIONAL_DEVIATION

    def provisional_at(self, now: float) -> bool:
        """Provisional as of ``now``: judged by the deviation grown for the time away, the
        one every leaderboard, rank and profile shows (:meth:`at`)."""
        return self.at(now).deviation > PROVISIONAL_DEVIATION

    @property
    def glicko(self) -> glicko2.Rating:
        return glicko2.Rating(self.rating, self.deviation, self.volatility)

    def at(self, now: float) -> glicko2.Rating:
        """The rating as of ``now``: the deviation grown for the periods since the last game."""
        if self.rated_at is None:
            return self.glicko
        return glicko2.idle(self.glicko, max(0.0, now - self.rated_at) / PERIOD_SECONDS)


def real_moves(logged: Mapping[str, int], meta: Mapping[str, Any]) -> dict[str, int]:
    """Side -> the moves it made: its logged decisions less its secret set-up choices (which
    the service counts in ``meta``, see the module docstring)."""
    setup = meta.get(SETUP_CHOICES_KEY)
    setup = setup if isinstance(setup, Mapping) else {}
    found = {}
    for side in ("white", "black"):
        choices = setup.get(side, 0)
        choices = choices if isinstance(choices, int) and choices > 0 else 0
        found[side] = max(0, logged.get(side, 0) - choices)
    return found


def setup_choice_counted(meta: Mapping[str, Any], side: str) -> dict[str, Any]:
    """The meta entry that counts one more secret set-up choice of ``side`` (the service
    merges it into the match's meta when it logs such a choice)."""
    setup = meta.get(SETUP_CHOICES_KEY)
    setup = dict(setup) if isinstance(setup, Mapping) else {}
    setup[side] = int(setup.get(side, 0)) + 1
    return {SETUP_CHOICES_KEY: setup}


def counts(rated: bool, white_id: int, black_id: int, moves: Mapping[str, int]) -> bool:
    """Whether a finished match changes ratings: created rated, two different players, and
    each side with at least MIN_MOVES_EACH moves (``moves``: side -> count, set-up choices
    already taken off, see :func:`real_moves`)."""
    return (
        rated
        and white_id != black_id
        and min(moves.get("white", 0), moves.get("black", 0)) >= MIN_MOVES_EACH
    )


def rate_pair(
    white: Standing, black: Standing, winner: str | None, now: float
) -> tuple[Standing, Standing]:
    """Both standings after one game between them ending at ``now`` (``winner`` None: a draw):
    each is one Glicko-2 period against the other's rating from before the game, after the
    deviation grew for the time each was away."""
    white_before, black_before = white.at(now), black.at(now)
    score = 0.5 if winner is None else 1.0 if winner == "white" else 0.0
    return (
        _after(white, white_before, black_before, score, now),
        _after(black, black_before, white_before, 1.0 - score, now),
    )


def _after(
    old: Standing, before: glicko2.Rating, opponent: glicko2.Rating, score: float, now: float
) -> Standing:
    new = glicko2.update(before, [(opponent, score)], TAU)
    result = _result(score)
    return replace(
        old,
        rating=new.rating,
        deviation=new.deviation,
        volatility=new.volatility,
        games=old.games + 1,
        wins=old.wins + (result == "win"),
        losses=old.losses + (result == "loss"),
        draws=old.draws + (result == "draw"),
        streak=_streak(old.streak, result),
        rated_at=now,
    )


def _result(score: float) -> str:
    return "draw" if score == 0.5 else "win" if score == 1.0 else "loss"


def _streak(streak: int, result: str) -> int:
    if result == "win":
        return streak + 1 if streak > 0 else 1
    if result == "loss":
        return streak - 1 if streak < 0 else -1
    return 0


def ai_played(meta: Mapping[str, Any]) -> bool:
    """Whether the bot's AI held a seat (its level is in the match's meta)."""
    return "ai_level" in meta

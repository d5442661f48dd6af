"""Sample views of every registered game, for people to look at and for the benchmark.

A mid-game sample is the position, found along seeded random playouts, that shows the most of
its game's markers (a pending Charing Cross placement, trapped and hidden King's Crossing
pieces, bosses and crowned men, crossed counters, jump chains).  Searching real games rather
than hand-writing positions keeps the samples honest: they are what the engines produce.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import games
from renderers.board import move_paths
from renderers.replay import render_gif
from renderers.tournament import (
    PairingRow,
    PairingTable,
    StandingRow,
    StandingsTable,
    render_pairing_table,
    render_standings,
)

View = Mapping[str, Any]

SEEDS = range(1, 25)
MAX_PLIES = 200


@dataclass(frozen=True)
class Sample:
    """A view to draw, with what the caption needs."""

    name: str
    view: View
    last_move: str | None = None
    move_number: int | None = None
    highlights: tuple[str, ...] = ()


def _flags(view: View) -> set[str]:
    return {flag for piece in view["pieces"].values() for flag in piece["flags"]}


def _chain(move: str | None) -> bool:
    return any(len(path) >= 3 for path in move_paths(move))


def _score_charing_cross(view: View, move: str | None) -> float:
    homes = {sq for mark in view["marks"] if mark["kind"] == "home" for sq in mark["squares"]}
    travelled = sum(sq not in homes for sq in view["pieces"])
    return 3 * bool(view["info"].get("place")) + travelled / 2


def _score_kings_crossing(view: View, move: str | None) -> float:
    flags = _flags(view)
    return 3 * ("trapped" in flags) + 2 * ("hidden" in flags) + len(view["pieces"]) / 16


def _score_checkers_bosses(view: View, move: str | None) -> float:
    flags = _flags(view)
    hurt = any(p["hp"] is not None and p["hp"] < 3 for p in view["pieces"].values())
    return (
        3 * ("boss" in flags)
        + 2 * ("crowned" in flags)
        + hurt
        + _chain(move)
        + len(view["pieces"]) / 32
    )


def _score_crossings(view: View, move: str | None) -> float:
    return 3 * ("crossed" in _flags(view)) + len(view["pieces"]) / 32


def _score_king_of_the_castle(view: View, move: str | None) -> float:
    return 3 * _chain(move) + len(view["pieces"]) / 20


@dataclass(frozen=True)
class Recipe:
    """How to find a game's busy mid-game sample: options, seat and what counts as busy."""

    score: Callable[[View, str | None], float]
    options: dict[str, Any] = field(default_factory=dict)
    seat: str | None = None


RECIPES: dict[str, Recipe] = {
    "charing-cross": Recipe(_score_charing_cross),
    # The owner's view of a Stealth King game: the only view with a hidden King in it.
    "kings-crossing": Recipe(_score_kings_crossing, {"stealth": True}, "white"),
    "checkers-bosses": Recipe(_score_checkers_bosses),
    "crossings": Recipe(_score_crossings),
    "king-of-the-castle": Recipe(_score_king_of_the_castle),
}


def playout(
    game_id: str, seed: int, options: Mapping[str, Any] | None = None, plies: int = MAX_PLIES
) -> Iterator[tuple[Any, str | None, int]]:
    """(state, move that led here, ply) along a seeded random game, the start first."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.start(**dict(options or {}))
    yield state, None, 0
    for ply in range(1, plies + 1):
        moves = game.legal_moves(state)
        if not moves:
            return
        move = rng.choice(moves)
        shown = game.public_move_text(state, move)  # as the public sees it (Stealth King set-up)
        state = game.play(state, move)
        yield state, shown, ply


def start_sample(game_id: str) -> Sample:
    game = games.get(game_id)
    return Sample(f"{game_id}-start", game.view(game.start(), None), move_number=0)


def midgame_sample(game_id: str) -> Sample:
    """The busiest position (by the game's recipe) of the seeded playouts; first one on ties."""
    game = games.get(game_id)
    recipe = RECIPES.get(game_id, Recipe(lambda view, move: len(view["pieces"])))
    best: tuple[float, Sample] | None = None
    for seed in SEEDS:
        for state, move, ply in playout(game_id, seed, recipe.options):
            if game.outcome(state) is not None:
                break
            view = game.view(state, recipe.seat)
            score = recipe.score(view, move)
            if best is None or score > best[0]:
                best = (score, Sample(f"{game_id}-midgame", view, move, ply))
    assert best is not None
    return best[1]


def replay(game_id: str, seed: int = 1, plies: int = 100) -> list[tuple[View, str | None]]:
    """(public view, move) pairs of a seeded random game, for a GIF."""
    game = games.get(game_id)
    return [
        (game.view(state, None), move) for state, move, _ in playout(game_id, seed, plies=plies)
    ]


# A 9-player Swiss over 5 rounds, as the Dutch pairings and seeded random results played it
# (names chosen to show accents, Cyrillic and a name too long for its column): round 3 with
# two games still running, and the standings at the end with a player withdrawn.
SWISS_NAMES = (
    "Chloé Dubois",
    "Ana Łukasiewicz",
    "Bartholomew Featherstonehaugh-Montgomery",
    "Eleanor Ng",
    "Hiroshi Sato",
    "Gábor Szőke",
    "François Ørsted",
    "Inès Müller-Lüdenscheidt",
    "Dmitri Иванов",
)


def pairing_sample() -> PairingTable:
    """Round 3 of the sample Swiss: boards 1 and 2 still playing, a pairing-allocated bye."""
    chloe, ana, bart, eleanor, hiroshi, gabor, francois, ines, dmitri = SWISS_NAMES
    rows = (
        PairingRow(1, ana, "1½", bart, "2"),
        PairingRow(2, chloe, "1", francois, "1½"),
        PairingRow(3, dmitri, "1", ines, "1", "½–½"),
        PairingRow(4, gabor, "1", hiroshi, "½", "½–½"),
    )
    byes = (f"{eleanor} (pairing-allocated bye, a win's points)",)
    return PairingTable("Autumn Swiss · Crossings: round 3", 3, rows, byes)


def standings_sample() -> StandingsTable:
    """The sample Swiss after its 5 rounds, with the default tie-breaks."""
    points = ("4", "3½", "3", "2½", "2½", "2", "2", "1½", "1½")
    # DE is blank: every tie was broken before it was reached (as the bot shows it).
    tiebreaks = (
        ("10.5", "12", "9", "", "4"),
        ("14", "15.5", "10.75", "", "3"),
        ("13.5", "15.5", "9", "", "3"),
        ("9", "10.5", "5.75", "", "2"),
        ("9", "10.5", "4.75", "", "1"),
        ("12", "14", "4.75", "", "1"),
        ("11", "12.5", "3.75", "", "1"),
        ("11.5", "13", "3.25", "", "0"),
        ("7.5", "9", "3.25", "", "1"),
    )
    rows = tuple(
        StandingRow(
            rank, name, score, values, "withdrawn (two losses on time)" if rank == 9 else ""
        )
        for rank, (name, score, values) in enumerate(
            zip(SWISS_NAMES, points, tiebreaks, strict=True), start=1
        )
    )
    footer = (
        "Tie-breaks: BH-C1 Buchholz cut 1, BH Buchholz, SB Sonneborn-Berger, DE direct "
        "encounter, WIN rounds won. Unplayed games count as the FIDE tie-break regulations "
        "(C.07) say."
    )
    order = ("BH-C1", "BH", "SB", "DE", "WIN")
    return StandingsTable("Autumn Swiss · Crossings: standings after round 5", order, rows, footer)


def write_gallery(directory: Path) -> list[Path]:
    """Write every game's start and busy mid-game PNGs (both perspectives for the mid-game)
    and a short replay GIF into ``directory``, then a tournament's pairing table and
    standings; return the paths written."""
    from renderers import render_png

    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for game_id in games.ids():
        start, middle = start_sample(game_id), midgame_sample(game_id)
        for sample, perspective in ((start, "white"), (middle, "white"), (middle, "black")):
            png = render_png(
                sample.view,
                last_move=sample.last_move,
                perspective=perspective,
                move_number=sample.move_number,
            )
            suffix = "" if perspective == "white" else "-black"
            written.append(directory / f"{sample.name}{suffix}.png")
            written[-1].write_bytes(png)
        gif = directory / f"{game_id}-replay.gif"
        gif.write_bytes(render_gif(replay(game_id, plies=40)))
        written.append(gif)
    for name, png in (
        ("tournament-pairings.png", render_pairing_table(pairing_sample())),
        ("tournament-standings.png", render_standings(standings_sample())),
    ):
        written.append(directory / name)
        written[-1].write_bytes(png)
    return written

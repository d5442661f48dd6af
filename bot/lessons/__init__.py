"""Tutorials: short lessons, one rule each, kept as data (one TOML file per game beside this
module) and checked by the engine.

A lesson is a position, a sentence, a task and the **effect** the right move must have, e.g.
``effect = { captures = ["c5"] }``.  Whether a move is right is decided by playing it through
the engine and reading what it did from the views (:func:`effects_of`), never by comparing
texts: any legal move with the effect is right, and the lesson file lists them all in
``answers`` (the test suite checks that the list and the engine agree).  A wrong legal move is
explained from the same facts: what it did instead, then the rule (the lesson's ``why``), or a
sentence written for that very move (``[lesson.wrong]``).  Input that is no legal move at all
gets the engine's own error, from the parser matches use.

Effects (all listed keys must hold):

- ``reaches = "b7"``: a piece of the mover stands on b7 afterwards that did not before;
- ``captures = ["c5", ...]``: exactly these enemy pieces were captured;
- ``hits = ["c5"]``: these bosses lost hit points; ``sends = ["d4"]``: these jumped pieces
  went home or wait to be placed (Charing Cross);
- ``traps = ["b5", ...]``: these enemy pieces are trapped afterwards and were not before;
- ``crosses = true``: the mover has more crossed counters afterwards (Crossings);
- ``crowns = "c8"``: a crowned piece of the mover stands on c8 afterwards;
- ``drops = "c2"``: a boss of the mover stands on c2 afterwards;
- ``wins = true``: the move wins the game.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import games
from games.core.changes import Change, changes
from games.core.engine import Game, State

LESSON_DIR = Path(__file__).parent
EFFECT_KEYS = (
    "reaches",
    "captures",
    "hits",
    "sends",
    "traps",
    "crosses",
    "crowns",
    "drops",
    "wins",
)


@dataclass(frozen=True)
class Effects:
    """What one move did, read from the views before and after it (the mover's seat)."""

    mover: str
    arrived: frozenset[str]  # squares with a mover's piece now that had none before
    captured: frozenset[str]
    hit: frozenset[str]
    sent: frozenset[str]
    trapped: frozenset[str]  # enemy pieces newly trapped
    crossed: bool
    crowned: frozenset[str]  # squares of the mover's crowned pieces that are new there
    bosses: frozenset[str]  # squares of the mover's bosses that are new there
    won: bool
    changed: tuple[Change, ...] = field(default=(), compare=False)

    def holds(self, effect: dict[str, Any]) -> bool:
        """Whether every key of a lesson's ``effect`` holds for this move."""
        checks = {
            "reaches": lambda v: v in self.arrived,
            "captures": lambda v: self.captured == frozenset(v),
            "hits": lambda v: self.hit == frozenset(v),
            "sends": lambda v: self.sent == frozenset(v),
            "traps": lambda v: frozenset(v) <= self.trapped,
            "crosses": lambda v: self.crossed == bool(v),
            "crowns": lambda v: v in self.crowned,
            "drops": lambda v: v in self.bosses,
            "wins": lambda v: self.won == bool(v),
        }
        return all(checks[key](value) for key, value in effect.items())

    def describe(self) -> str:
        """What the move did, in a few words, for a wrong answer's explanation."""
        parts = []
        if self.won:
            parts.append("it wins the game")
        if self.captured:
            parts.append("it captures on " + _and(sorted(self.captured)))
        if self.hit:
            parts.append("it hits the boss on " + _and(sorted(self.hit)))
        if self.sent:
            parts.append("it sends the piece on " + _and(sorted(self.sent)) + " home")
        if self.trapped:
            parts.append("it traps the pieces on " + _and(sorted(self.trapped)))
        if self.crossed:
            parts.append("it crosses a counter")
        if self.crowned:
            parts.append("it crowns a piece")
        if not parts:
            where = _and(sorted(self.arrived)) if self.arrived else ""
            return f"it only moves to {where}" if where else "it changes nothing else"
        return ", ".join(parts)


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _squares(view: dict[str, Any], side: str, flag: str | None = None) -> set[str]:
    return {
        square
        for square, piece in view["pieces"].items()
        if piece["side"] == side and (flag is None or flag in piece["flags"])
    }


def effects_of(game: Game, state: State, move: str) -> Effects:
    """Play ``move`` (canonical) and read what it did from the mover's views."""
    mover = game.to_move(state)
    assert mover is not None, "no move in a finished game"
    enemy = "black" if mover == "white" else "white"
    before, after_state = game.view(state, mover), game.play(state, move)
    after = game.view(after_state, mover)
    found = [c for c in changes(before, after, move) if c.piece["side"] != mover]
    occupied_before = {sq for sq, p in before["pieces"].items() if p["side"] == mover}
    outcome = game.outcome(after_state)
    crossed = before["info"].get("crossed", {}).get(mover, 0)
    return Effects(
        mover=mover,
        arrived=frozenset(_squares(after, mover) - occupied_before),
        captured=frozenset(c.square for c in found if c.what == "captured"),
        hit=frozenset(c.square for c in found if c.what == "hit"),
        sent=frozenset(c.square for c in found if c.what in ("moved", "waiting")),
        trapped=frozenset(_squares(after, enemy, "trapped") - _squares(before, enemy, "trapped")),
        crossed=after["info"].get("crossed", {}).get(mover, 0) > crossed,
        crowned=frozenset(_squares(after, mover, "crowned") - _squares(before, mover, "crowned")),
        bosses=frozenset(_squares(after, mover, "boss") - _squares(before, mover, "boss")),
        won=outcome is not None and outcome.winner == mover,
        changed=tuple(found),
    )


@dataclass(frozen=True)
class Lesson:
    """One lesson of a tutorial (see the module docstring for ``effect``)."""

    number: int  # 1-based, as players see it
    title: str
    position: str
    text: str  # the rule, in one or two sentences
    task: str  # what the player must do here
    effect: dict[str, Any]
    answers: tuple[str, ...]
    why: str  # the rule that makes the answer right, said to a wrong answer
    done: str  # said after a right answer
    wrong: dict[str, str] = field(default_factory=dict)

    def state(self, game: Game) -> State:
        return game.load(self.position)


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    lessons: tuple[Lesson, ...]


def _lesson(number: int, raw: dict[str, Any], source: Path) -> Lesson:
    effect = dict(raw.get("effect", {}))
    unknown = set(effect) - set(EFFECT_KEYS)
    if not effect or unknown:
        raise ValueError(f"{source}: lesson {number} has a bad effect {effect!r}.")
    return Lesson(
        number=number,
        title=raw["title"],
        position=raw["position"],
        text=" ".join(raw["text"].split()),
        task=" ".join(raw["task"].split()),
        effect=effect,
        answers=tuple(raw["answers"]),
        why=" ".join(raw["why"].split()),
        done=" ".join(raw["done"].split()),
        wrong={move: " ".join(text.split()) for move, text in raw.get("wrong", {}).items()},
    )


@cache
def tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id`` from its data file; games.UnknownGame for an unknown id."""
    game = games.get(game_id)
    source = LESSON_DIR / f"{game.id}.toml"
    with source.open("rb") as handle:
        data = tomllib.load(handle)
    lessons = tuple(_lesson(i, raw, source) for i, raw in enumerate(data["lesson"], start=1))
    return Tutorial(game.id, lessons)


@dataclass(frozen=True)
class Verdict:
    """The answer to one attempt: right or not, and what to tell the player."""

    right: bool
    move: str
    message: str


def judge(game: Game, lesson: Lesson, move: str) -> Verdict:
    """Whether the canonical legal ``move`` solves ``lesson``, with the words to say."""
    effects = effects_of(game, lesson.state(game), move)
    if effects.holds(lesson.effect):
        return Verdict(True, move, lesson.done)
    specific = lesson.wrong.get(move)
    if specific:
        return Verdict(False, move, f"{move} is legal, but it is not the move: {specific}")
    return Verdict(False, move, f"{move} is legal, but {effects.describe()}. {lesson.why}")

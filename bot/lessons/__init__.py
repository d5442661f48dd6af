"""Tutorials: short lessons, one rule each, kept as data (one TOML file per game beside this
module) and checked by the engine.

A lesson is a position, a sentence, a task and the **effect** the right move must have, e.g.
``effect = { captures = ["c5"] }``.  Whether a move is right is decided by playing it through
the engine and reading what it did from the views (:func:`effects_of`), never by comparing
texts: any legal move with the effect is right, and the lesson file lists them all in
``answers`` (the test suite checks that the list and the engine agree).  A wrong legal move is
explained from the same facts: what it did instead, then the rule (the lesson's ``why``), or a
sentence written for that very move (``[lesson.wrong]``).  Input that is no legal move at all
gets the engine's own error, from the parser matches use.  What a lesson's texts say about its
board (the squares a piece may reach, whose turn it is) is written once as checkable claims
and named in the texts by placeholders (:mod:`bot.lessons.claims`).

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

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import games
from bot.lessons.claims import check_shape, fill
from games.core.changes import Change, changes, piece_name
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
    own_move: str = ""  # what the mover's own pieces did: "moves the counter from a1 to a2"
    own_changed: tuple[Change, ...] = field(default=(), compare=False)  # own pieces jumped

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
        own = [change.describe() for change in self.own_changed]
        if not parts and not own:
            return f"it only {self.own_move}" if self.own_move else "it captures nothing"
        if not parts:
            return f"it {self.own_move}, and " + _and(own)
        return ", ".join(parts + own)


def _own_move(before: dict[str, Any], after: dict[str, Any], mover: str, move: str) -> str:
    """What the mover's own pieces did, read from the two views and the move's squares: a
    piece put on the board (a placement or a drop), a piece moved, or a whole line of pieces
    moved together (a Crossings phalanx)."""
    own_before = {sq: p for sq, p in before["pieces"].items() if p["side"] == mover}
    own_after = {sq: p for sq, p in after["pieces"].items() if p["side"] == mover}
    squares = re.findall(r"[a-z][0-9]+", move)
    if "@" in move and squares:
        put = own_after.get(squares[-1])
        verb = "drops" if put and "boss" in put["flags"] else "puts"
        return f"{verb} the {piece_name(put or {})} on {squares[-1]}"
    if len(squares) < 2 or squares[0] not in own_before:
        return ""
    start, end = squares[0], squares[-1]
    name = piece_name(own_before[start])
    group = _moved_line(set(own_before), set(own_after), start, end)
    if len(group) > 1:
        moved = [_shift(sq, _vector(start, end)) for sq in group]
        return (
            f"moves the {len(group)} {name}s {group[0]}–{group[-1]} "
            f"to {moved[0]}–{moved[-1]}"
        )
    return f"moves the {name} from {start} to {end}"


def _vector(start: str, end: str) -> tuple[int, int]:
    return ord(end[0]) - ord(start[0]), int(end[1:]) - int(start[1:])


def _shift(square: str, by: tuple[int, int]) -> str:
    return f"{chr(ord(square[0]) + by[0])}{int(square[1:]) + by[1]}"


def _moved_line(own_before: set[str], own_after: set[str], start: str, end: str) -> list[str]:
    """The line of the mover's pieces from ``start`` onward in the move's direction when the
    boards before and after are exactly that line shifted from ``start`` to ``end``; else just
    ``[start]``."""
    dx, dy = _vector(start, end)
    steps = max(abs(dx), abs(dy))
    if steps == 0 or (dx and dy and abs(dx) != abs(dy)):
        return [start]
    unit = (dx // steps, dy // steps)
    line = [start]
    while _shift(line[-1], unit) in own_before:
        line.append(_shift(line[-1], unit))
    shifted = {_shift(sq, (dx, dy)) for sq in line}
    if len(line) > 1 and (own_before - set(line)) | shifted == own_after:
        return line
    return [start]


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
    everything = changes(before, after, move)
    found = [c for c in everything if c.piece["side"] != mover]
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
        own_move=_own_move(before, after, mover, move),
        own_changed=tuple(c for c in everything if c.piece["side"] == mover),
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
    claims: dict[str, Any] = field(default_factory=dict)  # see bot.lessons.claims

    def state(self, game: Game) -> State:
        state: State = game.load(self.position)
        return state


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    lessons: tuple[Lesson, ...]


def _lesson(number: int, raw: dict[str, Any], source: Path) -> Lesson:
    effect = dict(raw.get("effect", {}))
    unknown = set(effect) - set(EFFECT_KEYS)
    if not effect or unknown:
        raise ValueError(f"{source}: lesson {number} has a bad effect {effect!r}.")
    where = f"{source.name}, lesson {number}"
    claims = dict(raw.get("claims", {}))
    check_shape(claims, where)

    def said(text: str) -> str:
        return fill(" ".join(text.split()), claims, where)

    return Lesson(
        number=number,
        title=raw["title"],
        position=raw["position"],
        text=said(raw["text"]),
        task=said(raw["task"]),
        effect=effect,
        answers=tuple(raw["answers"]),
        why=said(raw["why"]),
        done=said(raw["done"]),
        wrong={move: said(text) for move, text in raw.get("wrong", {}).items()},
        claims=claims,
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

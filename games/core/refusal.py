"""Why a typed move is not legal: the reasons every game shares, said once.

The legal-move list stays the authority (as in python-chess): a reason is asked for only after
the list has refused what a player typed.  Each engine may explain its own rules through
``Game.explain_illegal`` (in ``games/engines/<game>/refusal.py``); what is the same in every game
(an empty square, the opponent's piece, a decision that must come first, a compulsory capture,
where a piece can go instead) is built here, so every game words it alike and a game without
its own explainer still says the general reasons.

A refusal carries a machine-readable ``why`` beside its sentence, so tests can check each
reason against the position independently of the words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.core.geometry import Board, Direction
from games.core.notation import Reading, describe_moves, square_names
from games.errors import Refusal, Why

if TYPE_CHECKING:
    from games.core.engine import Game

PieceNoun = Callable[[Mapping[str, Any]], str]


def kind_noun(piece: Mapping[str, Any]) -> str:
    """The default name of a piece in a message: its view kind (``knight``, ``man`` ...)."""
    return str(piece["kind"])


def two_squares(reading: Reading) -> tuple[str, str] | None:
    """The from- and to-square of a typed plain move (no words, no drop), else None."""
    if reading.words or reading.drop is not None or len(reading.squares) < 2:
        return None
    return reading.squares[0], reading.squares[-1]


def square_moves(legal: Sequence[str]) -> list[str]:
    """The legal moves written as squares joined by '-' or 'x' (no words, no drop)."""
    return [m for m in legal if "@" not in m and " " not in m and len(square_names(m)) >= 2]


def moves_from(legal: Sequence[str], square: str) -> list[str]:
    """The legal square moves that start on ``square``."""
    return [m for m in square_moves(legal) if square_names(m)[0] == square]


def decision_first(what: str, legal: Sequence[str]) -> Refusal:
    """``what`` (a boss drop, the jumped knight's home square ...) must be decided first."""
    return Refusal(Why.DECISION_FIRST, f"{what} comes first: {describe_moves(list(legal))}.", True)


def pending_decision(reading: Reading, legal: Sequence[str], what: str) -> Refusal | None:
    """DECISION_FIRST when a plain move was typed but every legal move is another kind."""
    if two_squares(reading) is not None and legal and not square_moves(legal):
        return decision_first(what, legal)
    return None


def square_refusal(
    view: Mapping[str, Any], mover: str, square: str, noun: PieceNoun = kind_noun
) -> Refusal | None:
    """EMPTY_SQUARE or NOT_YOUR_PIECE for the from-square, read from the mover's own view (so
    a hidden piece is named as that player sees it)."""
    piece = view["pieces"].get(square)
    if piece is None:
        return Refusal(Why.EMPTY_SQUARE, f"there is no piece on {square}.")
    if piece["side"] != mover:
        owner = piece["side"].capitalize()
        return Refusal(
            Why.NOT_YOUR_PIECE,
            f"the {noun(piece)} on {square} is {owner}'s; you play {mover.capitalize()}.",
        )
    return None


def same_square(origin: str, target: str) -> Refusal | None:
    """SAME_SQUARE when a move was typed from a square to itself."""
    if origin == target:
        return Refusal(Why.SAME_SQUARE, f"a move must leave {origin}.")
    return None


def compulsory(what: str, moves: Sequence[str], rule: str = "") -> Refusal:
    """``what`` (a jump, a capture) is compulsory, and these are the moves that make one;
    ``rule`` adds how long the compulsion lasts, where a game says so."""
    some = "" if len(moves) == 1 else "one of "
    return Refusal(
        Why.COMPULSORY,
        f"{what} is compulsory{rule}: play {some}{describe_moves(list(moves))}.",
        True,
    )


def not_a_destination(piece: str, origin: str, target: str, legal: Sequence[str]) -> Refusal:
    """The piece on ``origin`` does not go to ``target``; say where it can go, if anywhere."""
    own = moves_from(legal, origin)
    where = f"its moves are {describe_moves(own)}" if own else "it has no legal move now"
    return Refusal(
        Why.NOT_A_DESTINATION, f"the {piece} on {origin} cannot go to {target}; {where}.", True
    )


def because(why: Why, sentence: str, piece: str, origin: str, legal: Sequence[str]) -> Refusal:
    """A rule's reason followed by where the piece can go instead (if anywhere)."""
    own = moves_from(legal, origin)
    where = f" Its moves: {describe_moves(own)}." if own else f" The {piece} has no legal move."
    return Refusal(why, sentence + where, True)


@dataclass(frozen=True)
class PlainMove:
    """A typed from-square/to-square move that passed the shared checks: the origin holds a
    piece of the side to decide, ``mover``, and the target is another square."""

    origin: str
    target: str
    mover: str
    legal: list[str]


def shared_reasons(
    game: Game,
    state: Any,
    typed: Reading,
    decision: str = "another decision",
    noun: PieceNoun = kind_noun,
) -> tuple[Refusal | None, PlainMove | None]:
    """The reasons every game shares, asked first by every explainer.

    Returns a refusal when one applies (``decision``, naming what must be decided first, when
    every legal move is of another kind; an empty square; the opponent's piece, named by
    ``noun`` as the mover's view shows it; the same square twice), else the plain move for the
    game's own rules to judge; (None, None) when ``typed`` is no plain move at all.
    """
    mover = game.to_move(state)
    pair = two_squares(typed)
    if pair is None or mover is None:
        return None, None
    legal = game.legal_moves(state)
    origin, target = pair
    found = (
        pending_decision(typed, legal, decision)
        or square_refusal(game.view(state, mover), mover, origin, noun)
        or same_square(origin, target)
    )
    if found:
        return found, None
    return None, PlainMove(origin, target, mover, legal)


def typed_word(typed: Reading, word: str) -> bool:
    """Whether the first word typed is ``word`` or a shortening of it (``k b2`` for a King
    choice, as the move reader accepts)."""
    return bool(typed.words) and word.startswith(typed.words[0])


def pass_refusal(game: Game, state: Any, typed: Reading) -> Refusal | None:
    """PASS when ``pass`` was typed but the side to decide has a legal move: a side passes
    only when it has none (and then the pass is played for it)."""
    if not typed_word(typed, "pass") or typed.squares or typed.drop is not None:
        return None
    legal = [move for move in game.legal_moves(state) if move != "pass"]
    if not legal:
        return None
    return Refusal(
        Why.PASS,
        "you may pass only when you have no legal move (a side with none misses its turn, "
        f"and the pass is played for it). Legal now: {describe_moves(legal)}.",
        True,
    )


def word_moves(legal: Sequence[str], word: str) -> list[str]:
    """The legal moves that start with ``word`` (``king b2``, ``swap f1``, ``shift left``)."""
    return [move for move in legal if move.split(" ", 1)[0] == word]


def generic_refusal(game: Game, state: Any, typed: Reading) -> Refusal | None:
    """What any game can say from its view and legal list alone (the fallback of an engine
    without its own explainer): a pass while a move exists, the shared reasons, or where the
    moved piece can go."""
    if passing := pass_refusal(game, state, typed):
        return passing
    found, move = shared_reasons(game, state, typed)
    if found or move is None:
        return found
    piece = game.view(state, move.mover)["pieces"][move.origin]
    return not_a_destination(kind_noun(piece), move.origin, move.target, move.legal)


# ----- geometry of a typed pair ---------------------------------------------------------------


def direction_between(board: Board, origin: int, target: int) -> tuple[Direction, int] | None:
    """The unit direction and distance from ``origin`` to ``target`` along a rank, file or
    diagonal; None when they are on no common line (or the same square)."""
    df = board.file_of(target) - board.file_of(origin)
    dr = board.rank_of(target) - board.rank_of(origin)
    if (df, dr) == (0, 0) or (df and dr and abs(df) != abs(dr)):
        return None
    distance = max(abs(df), abs(dr))
    return ((df > 0) - (df < 0), (dr > 0) - (dr < 0)), distance


def between(board: Board, origin: int, target: int) -> list[int]:
    """The squares strictly between two squares on a common line (none if no line)."""
    line = direction_between(board, origin, target)
    if line is None:
        return []
    direction, distance = line
    return [board.step(origin, direction, k) for k in range(1, distance)]  # type: ignore[misc]


def is_backward(board: Board, side: str, origin: int, target: int) -> bool:
    """Whether ``target`` lies behind ``origin`` as ``side`` sees the board."""
    dr = board.rank_of(target) - board.rank_of(origin)
    return dr < 0 if side == "white" else dr > 0

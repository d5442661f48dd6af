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
from games.phrase import Phrase, side, the_piece, the_piece_first

if TYPE_CHECKING:
    from games.core.engine import Game

PieceNoun = Callable[[Mapping[str, Any]], str]

ANOTHER_DECISION = Phrase.of("refusal-decision-another", "another decision")


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


def decision_first(what: Phrase, legal: Sequence[str]) -> Refusal:
    """``what`` (a boss drop, the jumped knight's home square ...) must be decided first."""
    moves = describe_moves(list(legal))
    return Refusal(
        Why.DECISION_FIRST,
        Phrase.of(
            "refusal-decision-first", f"{what} comes first: {moves}.", what=what, moves=moves
        ),
        True,
    )


def pending_decision(reading: Reading, legal: Sequence[str], what: Phrase) -> Refusal | None:
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
        return Refusal(
            Why.EMPTY_SQUARE,
            Phrase.of("refusal-empty-square", f"there is no piece on {square}.", square=square),
        )
    if piece["side"] != mover:
        name, owner, mine = the_piece(noun(piece)), side(piece["side"]), side(mover)
        return Refusal(
            Why.NOT_YOUR_PIECE,
            Phrase.of(
                "refusal-not-your-piece",
                f"{name} on {square} is {owner}'s; you play {mine}.",
                piece=name,
                square=square,
                owner=owner,
                mover=mine,
            ),
        )
    return None


def same_square(origin: str, target: str) -> Refusal | None:
    """SAME_SQUARE when a move was typed from a square to itself."""
    if origin == target:
        return Refusal(
            Why.SAME_SQUARE,
            Phrase.of("refusal-same-square", f"a move must leave {origin}.", square=origin),
        )
    return None


def compulsory(what: str, moves: Sequence[str], turn_goes_on: bool = False) -> Refusal:
    """``what`` (``"jump"``, ``"capture"``) is compulsory, and these are the moves that make
    one; ``turn_goes_on`` adds that the turn lasts while a jump remains (King's Crossing)."""
    some = "" if len(moves) == 1 else "one of "
    listed = describe_moves(list(moves))
    rule = ", and after a jump the turn goes on while any of your pieces can jump"
    english = f"a {what} is compulsory{rule if turn_goes_on else ''}: play {some}{listed}."
    message = "refusal-compulsory-turn-goes-on" if turn_goes_on else "refusal-compulsory"
    return Refusal(
        Why.COMPULSORY,
        Phrase.of(message, english, what=what, moves=listed, count=len(moves)),
        True,
    )


def not_a_destination(piece: str, origin: str, target: str, legal: Sequence[str]) -> Refusal:
    """The piece on ``origin`` does not go to ``target``; say where it can go, if anywhere."""
    own = moves_from(legal, origin)
    name = the_piece(piece)
    args: dict[str, str | Phrase] = {"piece": name, "square": origin, "target": target}
    if own:
        moves = describe_moves(own)
        english = f"{name} on {origin} cannot go to {target}; its moves are {moves}."
        phrase = Phrase.of("refusal-not-a-destination", english, moves=moves, **args)
    else:
        english = f"{name} on {origin} cannot go to {target}; it has no legal move now."
        phrase = Phrase.of("refusal-not-a-destination-stuck", english, **args)
    return Refusal(Why.NOT_A_DESTINATION, phrase, True)


def because(why: Why, sentence: Phrase, piece: str, origin: str, legal: Sequence[str]) -> Refusal:
    """A rule's reason followed by where the piece can go instead (if anywhere)."""
    own = moves_from(legal, origin)
    if own:
        moves = describe_moves(own)
        english = f"{sentence} Its moves: {moves}."
        phrase = Phrase.of("refusal-because", english, reason=sentence, moves=moves)
    else:
        english = f"{sentence} The {piece} has no legal move."
        phrase = Phrase.of(
            "refusal-because-stuck", english, reason=sentence, piece=the_piece_first(piece)
        )
    return Refusal(why, phrase, True)


def not_empty(square: str) -> Phrase:
    """``a4 is not empty.``"""
    return Phrase.of("refusal-not-empty", f"{square} is not empty.", square=square)


def nothing_to_jump(square: str) -> Phrase:
    """``there is no piece on a4 to jump.``"""
    return Phrase.of(
        "refusal-nothing-to-jump", f"there is no piece on {square} to jump.", square=square
    )


def in_the_way(square: str) -> Phrase:
    """``a4 is in the way.``"""
    return Phrase.of("refusal-in-the-way", f"{square} is in the way.", square=square)


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
    decision: Phrase = ANOTHER_DECISION,
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
    moves = describe_moves(legal)
    english = (
        "you may pass only when you have no legal move (a side with none misses its turn, "
        f"and the pass is played for it). Legal now: {moves}."
    )
    return Refusal(Why.PASS, Phrase.of("refusal-pass", english, moves=moves), True)


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

"""King's Crossing: why a typed move is refused (docs/rules/kings-crossing.md).

Asked only after the legal list refused the move.  Reasons come from the rule helpers in
``rules``, the move generator the engine reads too (trapping, jumps, slide directions), and
opponent pieces are named as the mover's own view shows them, so a Stealth King's square never
shows in a refusal.
"""

from __future__ import annotations

from games.core.engine import Game
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    because,
    between,
    compulsory,
    direction_between,
    not_empty,
    shared_reasons,
    typed_word,
    word_moves,
)
from games.engines.kings_crossing.rules import (
    BOARD,
    CAPTURE_DIRECTIONS,
    CHOICE,
    EMPTY,
    KING,
    OWN,
    SLIDE_DIRECTIONS,
    KCState,
    trapped_squares,
)
from games.errors import Refusal, Why
from games.phrase import Phrase, piece, the_piece

CHOOSING_KING = Phrase.of("refusal-decision-king-square", "choosing your King's square (secretly)")


def explain(game: Game, state: KCState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: a King choice first, an empty square, the opponent's piece,
    a trapped piece, a compulsory jump, a backward or diagonal slide, a piece in the way."""
    if typed_word(typed, CHOICE):
        return _choice_refusal(game, state)
    found, move = shared_reasons(game, state, typed, CHOOSING_KING)
    if found or move is None:
        return found
    legal = move.legal
    origin, target = BOARD.parse(move.origin), BOARD.parse(move.target)
    origin_name = move.origin
    cells, side = state.cells, state.turn
    noun = _noun(state.stealth, cells[origin] == KING[side])
    if origin in trapped_squares(cells):
        name = the_piece(noun)
        english = (
            f"{name} on {origin_name} is trapped between enemy pieces along its rank or "
            "file; a trapped piece cannot move, jump or capture."
        )
        return because(
            Why.TRAPPED,
            Phrase.of("refusal-trapped", english, piece=name, square=origin_name),
            noun,
            origin_name,
            legal,
        )
    jumps = [text for text in legal if "x" in text and _is_jump(text)]
    if jumps and len(jumps) == len(legal):
        # The position does not record whether this side has just jumped, so the rule of a
        # turn that goes on is said with every compulsory jump: it is true either way.
        return compulsory("jump", jumps, turn_goes_on=True)
    return _slide_refusal(cells, side, state.backcapture, noun, origin, target, legal)


def _choice_refusal(game: Game, state: KCState) -> Refusal:
    """A typed King choice (``king b2``) the rules refuse: none is made outside a Stealth King
    game, none after the set-up, and only on one of the chooser's own starting squares."""
    choices = word_moves(game.legal_moves(state), CHOICE)
    if choices:
        moves = describe_moves(choices)
        english = f"your King starts on one of your own starting squares: {moves}."
        return Refusal(
            Why.NOT_OFFERED, Phrase.of("refusal-king-square-own", english, moves=moves), True
        )
    legal = describe_moves(game.legal_moves(state))
    if not state.stealth:
        sentence = "a King's square is chosen only in a Stealth King game (option stealth)."
        message = "refusal-king-square-not-stealth"
    else:
        sentence = "your King's square is chosen once, before the first move, and that is done."
        message = "refusal-king-square-chosen"
    english = f"{sentence} Legal now: {legal}."
    return Refusal(Why.NOT_NOW, Phrase.of(message, english, moves=legal), True)


def _noun(stealth: bool, king: bool) -> str:
    """How a refusal names the mover's piece: never by kind in a Stealth game, where a message
    (which others may read) must not depend on which piece is the hidden King."""
    if stealth:
        return "piece"
    return "King" if king else "man"


def _is_jump(move: str) -> bool:
    """A jump moves two squares (a trap capture, also written with 'x', moves one)."""
    origin, target = (BOARD.parse(name) for name in move.split("x"))
    line = direction_between(BOARD, origin, target)
    return line is not None and line[1] == 2


def _slide_refusal(
    cells: str,
    side: str,
    backcapture: bool,
    noun: str,
    origin: int,
    target: int,
    legal: list[str],
) -> Refusal | None:
    """No jump is on: the pair is a slide or a trap capture the rules do not allow."""
    name = BOARD.name
    line = direction_between(BOARD, origin, target)
    if line is None or (line[0][0] and line[0][1]):
        return because(
            Why.DIRECTION,
            Phrase.of(
                "refusal-kc-diagonal", "pieces move along ranks and files, never diagonally."
            ),
            noun,
            name(origin),
            legal,
        )
    direction, distance = line
    occupant = cells[target]
    if distance == 1 and occupant != EMPTY and occupant not in OWN[side]:
        if direction not in CAPTURE_DIRECTIONS[side, backcapture]:
            return because(
                Why.BACKWARD,
                Phrase.of(
                    "refusal-kc-trap-capture-backward",
                    "a trap capture steps forward or sideways, never backward.",
                ),
                noun,
                name(origin),
                legal,
            )
        return because(
            Why.OCCUPIED,
            Phrase.of(
                "refusal-kc-not-trapped",
                f"{name(target)} holds an enemy piece that is not trapped in a run your {noun} "
                "closes; a piece captures by jumping over an enemy piece or by stepping onto a "
                "trapped one at the end of its run.",
                square=name(target),
                piece=piece(noun),
            ),
            noun,
            name(origin),
            legal,
        )
    if direction not in SLIDE_DIRECTIONS[side]:
        return because(
            Why.BACKWARD,
            Phrase.of(
                "refusal-kc-slide-backward",
                "pieces never slide backward; they go backward only by jumping an enemy piece.",
            ),
            noun,
            name(origin),
            legal,
        )
    in_way = [sq for sq in between(BOARD, origin, target) if cells[sq] != EMPTY]
    if in_way:
        return because(
            Why.BLOCKED,
            Phrase.of(
                "refusal-kc-in-the-way",
                f"{name(in_way[0])} is in the way; a slide passes only through empty squares.",
                square=name(in_way[0]),
            ),
            noun,
            name(origin),
            legal,
        )
    if occupant != EMPTY:
        return because(Why.OCCUPIED, not_empty(name(target)), noun, name(origin), legal)
    return None

"""Checkers with Bosses: why a typed move is refused (docs/rules/checkers-bosses.md).

Asked only after the legal list refused the move.  Reasons come from the game's rules modules:
the capture search (``capture_sequences``, before the majority rule), the step and jump tables
of each kind of piece, the drops owed and the different-bindings shift.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core.engine import Game
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    because,
    compulsory,
    decision_first,
    direction_between,
    is_backward,
    not_empty,
    nothing_to_jump,
    shared_reasons,
    typed_word,
    word_moves,
)
from games.engines.checkers_bosses.captures import capture_sequences
from games.engines.checkers_bosses.pieces import (
    BLACK_BIT,
    BOARD,
    BOSS,
    CROWNED,
    DROP_ZONE,
    JUMPS,
    KIND_MASK,
    KIND_NAME,
    LETTER_KIND,
    MOVER,
    STEPS,
)
from games.engines.checkers_bosses.rules import NAMES, BossState
from games.errors import Refusal, Why
from games.phrase import Phrase, a_piece

SHIFT_FIRST = Phrase.of("refusal-decision-shift", "the different-bindings shift")
BOSS_DROP_FIRST = Phrase.of("refusal-decision-boss-drop", "dropping your boss")

HOW_KINDS_STEP = {
    1: "a diagonal man steps diagonally forward",
    2: "an orthogonal man steps forward or sideways",
    3: "a compound man steps diagonally forward, forward or sideways",
}
HOW_CROWNED_STEP = {
    1: "diagonally",
    2: "forward, backward or sideways",
    3: "in any of the eight directions",
}


def piece_noun(code: int) -> str:
    """``diagonal man``, ``crowned orthogonal``, ``compound boss``: how a message names it."""
    kind = KIND_NAME[code & KIND_MASK]
    if code & BOSS:
        return f"{kind} boss"
    return f"crowned {kind}" if code & CROWNED else f"{kind} man"


def view_noun(piece: Mapping[str, Any]) -> str:
    """``piece_noun`` for a piece of the view (how the opponent's piece is named)."""
    if "boss" in piece["flags"]:
        return f"{piece['kind']} boss"
    return f"crowned {piece['kind']}" if "crowned" in piece["flags"] else f"{piece['kind']} man"


def explain(game: Game, state: BossState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: a shift or boss drop first, an empty square, the opponent's
    piece, a compulsory capture (the one taking most), a backward or sideways step, too far."""
    what = SHIFT_FIRST if state.shift else BOSS_DROP_FIRST
    if typed.drop is not None and state.shift:
        return decision_first(what, game.legal_moves(state))
    if typed.drop is not None:
        return _drop_refusal(game, state, typed)
    if typed_word(typed, "pass") and not typed.squares:
        moves = describe_moves(game.legal_moves(state))
        english = (
            "there is no passing in Checkers with Bosses: a side that cannot move loses. "
            f"Legal now: {moves}."
        )
        return Refusal(Why.PASS, Phrase.of("refusal-cb-no-pass", english, moves=moves), True)
    if typed.words:
        return _shift_refusal(game, state)
    found, move = shared_reasons(game, state, typed, what, view_noun)
    if found or move is None:
        return found
    legal = move.legal
    origin, target = BOARD.parse(move.origin), BOARD.parse(move.target)
    if legal and all("x" in text for text in legal):
        return _capture_refusal(state, origin, target, legal)
    return _step_refusal(state.cells, state.turn, origin, target, legal)


def _drop_refusal(game: Game, state: BossState, typed: Reading) -> Refusal | None:
    """A typed boss drop (``D@c2``) the rules refuse: none owed, not that kind, outside the
    first three ranks, on a piece, or changing the captures the side has."""
    side = game.to_move(state)
    if side is None:
        return None
    legal = describe_moves(game.legal_moves(state))
    owed = game.view(state, side)["info"]["pending_drops"][side]
    square = BOARD.parse(typed.squares[0])
    named = KIND_NAME.get(LETTER_KIND.get(typed.drop.upper(), 0)) if typed.drop else None
    why = Why.DROP
    if not owed:
        sentence = Phrase.of(
            "refusal-cb-no-boss-owed",
            "you have no boss to drop: a boss comes in when the last piece of its kind has "
            "been captured.",
        )
    elif named is not None and named not in owed:
        kinds = _kinds(owed)
        sentence = Phrase.of(
            "refusal-cb-other-boss-owed",
            f"you owe the drop of your {kinds} boss, not the {named} one.",
            kinds=kinds,
            kind=named,
        )
    elif square not in DROP_ZONE[side]:
        sentence = Phrase.of(
            "refusal-cb-drop-zone",
            "a boss is dropped on an empty square of your own first three ranks.",
        )
    elif state.cells[square]:
        sentence = not_empty(typed.squares[0])
        why = Why.OCCUPIED
    else:
        sentence = Phrase.of(
            "refusal-cb-drop-changes-captures",
            f"a boss on {typed.squares[0]} would change the captures you have (it may neither "
            "capture at once nor stand where a capture lands).",
            square=typed.squares[0],
        )
    english = f"{sentence} Legal now: {legal}."
    return Refusal(
        why,
        Phrase.of("refusal-legal-now", english, reason=sentence, moves=legal),
        True,
    )


def _kinds(owed: list[str]) -> Phrase:
    """The kinds of boss owed, ``diagonal and orthogonal``, each by its key."""
    joined = Phrase.of("refusal-kind", owed[0], kind=owed[0])
    for kind in owed[1:]:
        joined = Phrase.of(
            "refusal-and",
            f"{joined} and {kind}",
            first=joined,
            second=Phrase.of("refusal-kind", kind, kind=kind),
        )
    return joined


def _shift_refusal(game: Game, state: BossState) -> Refusal:
    """A typed shift (``shift left``, or its steps) the rules refuse: none is owed, or not that
    one (the rules fix which assignments are allowed)."""
    legal = game.legal_moves(state)
    shifts = word_moves(legal, "shift")
    if not state.shift or not shifts:
        moves = describe_moves(legal)
        english = (
            "a shift is owed only under the different-bindings rule: when every piece is of "
            "the diagonal kind, White's all on one square colour and Black's all on the other, "
            f"the side that just moved shifts. Legal now: {moves}."
        )
        return Refusal(Why.NOT_NOW, Phrase.of("refusal-cb-no-shift", english, moves=moves), True)
    moves = describe_moves(shifts)
    english = (
        "the different-bindings shift moves every piece one square orthogonally, all one way "
        "where it can (left or right first, then backward, then forward), else with the most "
        f"pieces moving one way; allowed now: {moves}."
    )
    return Refusal(Why.NOT_OFFERED, Phrase.of("refusal-cb-shift", english, moves=moves), True)


def _capture_refusal(state: BossState, origin: int, target: int, legal: list[str]) -> Refusal:
    """Capturing is compulsory, and the majority rule picks the longest sequences: say so, and
    say how many the typed sequence would take when it is a shorter one."""
    best = len(legal[0].split("x")) - 1
    typed = [
        path
        for path in capture_sequences(state.cells, state.turn)
        if path[0] == origin and target in path[1:]
    ]
    if typed:
        shorter = max((path[: path.index(target, 1) + 1] for path in typed), key=len)
        written = "x".join(NAMES[sq] for sq in shorter)
        moves, verb = describe_moves(legal), "takes" if len(legal) == 1 else "take"
        english = (
            f"a capture must take the most it can: {moves} {verb} {best}, "
            f"{written} only {len(shorter) - 1}."
        )
        phrase = Phrase.of(
            "refusal-cb-majority",
            english,
            moves=moves,
            count=len(legal),
            best=best,
            capture=written,
            taken=len(shorter) - 1,
        )
        return Refusal(Why.MAJORITY, phrase, True)
    return compulsory("capture", legal)


def _step_refusal(
    cells: tuple[int, ...], side: str, origin: int, target: int, legal: list[str]
) -> Refusal | None:
    """No capture is on: the pair is a step (or a jump) the piece's kind does not make."""
    code = cells[origin]
    noun = piece_noun(code)
    name = NAMES[origin]
    table = code & MOVER
    if target in STEPS[table][origin]:
        if cells[target]:
            return because(Why.OCCUPIED, not_empty(NAMES[target]), noun, name, legal)
        return None
    jumps = {land: over for over, land in JUMPS[table][origin]}
    if target in jumps:
        over = cells[jumps[target]]
        if not over:
            return because(
                Why.NOTHING_TO_JUMP,
                nothing_to_jump(NAMES[jumps[target]]),
                noun,
                name,
                legal,
            )
        if over & BLACK_BIT == code & BLACK_BIT:
            return because(
                Why.OWN_PIECE_JUMP,
                Phrase.of(
                    "refusal-cb-own-piece",
                    f"a capture jumps an enemy piece; {NAMES[jumps[target]]} holds your own.",
                    square=NAMES[jumps[target]],
                ),
                noun,
                name,
                legal,
            )
        return because(Why.OCCUPIED, not_empty(NAMES[target]), noun, name, legal)
    line = direction_between(BOARD, origin, target)
    if line is not None and line[1] > 2 or line is None:
        return because(
            Why.TOO_FAR,
            Phrase.of("refusal-cb-too-far", "a piece steps one square (a capture jumps two)."),
            noun,
            name,
            legal,
        )
    if not code & CROWNED and is_backward(BOARD, side, origin, target):
        return because(
            Why.BACKWARD,
            Phrase.of(
                "refusal-cb-backward",
                f"{a_piece(noun)} never moves or captures backward until it is crowned on the "
                "far rank.",
                piece=a_piece(noun),
            ),
            noun,
            name,
            legal,
        )
    kind = code & KIND_MASK
    if code & CROWNED:
        how = Phrase.of(
            "refusal-cb-crowned-steps",
            f"{a_piece(noun)} steps {HOW_CROWNED_STEP[kind]}.",
            piece=a_piece(noun),
            kind=KIND_NAME[kind],
        )
    else:
        how = Phrase.of("refusal-cb-man-steps", f"{HOW_KINDS_STEP[kind]}.", kind=KIND_NAME[kind])
    return because(Why.DIRECTION, how, noun, name, legal)

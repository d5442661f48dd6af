"""The King o' the Castle: why a typed move is refused (docs/rules/king-of-the-castle.md).

Asked only after the legal list refused the move.  Reasons come from the game's rules
(``rules``, which the engine reads too): each piece's size and reach (``SIZE``, ``REACH``), the
castles, and the jump over a neighbour no larger than the jumper.  A typed chain is checked
jump by jump.
"""

from __future__ import annotations

from games.core.engine import Game
from games.core.geometry import opponent
from games.core.notation import Reading, describe_moves
from games.core.refusal import (
    because,
    between,
    direction_between,
    in_the_way,
    not_empty,
    nothing_to_jump,
    shared_reasons,
    square_refusal,
    typed_word,
    word_moves,
)
from games.engines.king_of_the_castle.rules import BOARD, KIND, REACH, SIZE, KCState
from games.errors import Refusal, Why
from games.phrase import Phrase, a_piece

REACH_TEXT = {"king": "one square", "knight": "1 or 2 squares", "page": "1 to 3 squares"}
JUMPS_TEXT = {"king": "any piece", "knight": "knights and pages", "page": "pages"}


def explain(game: Game, state: KCState, typed: Reading) -> Refusal | None:
    """Which rule refuses ``typed``: an empty square, the opponent's piece, one's own castle,
    the enemy castle for a piece that is not a King, a piece too large to jump, too far, in the
    way; a swap not offered."""
    if typed_word(typed, "swap"):
        return _swap_refusal(game, state, typed)
    found, move = shared_reasons(game, state, typed)
    if found or move is None:
        return found
    return _Explainer(state, move.legal).why(typed.squares)


def _swap_refusal(game: Game, state: KCState, typed: Reading) -> Refusal:
    """A typed Castle-King swap (``swap b1``) the rules refuse: none left (the option is off,
    or the side has swapped, or its Kings have moved), or a square that is not one of the
    side's unmoved Kings."""
    legal = game.legal_moves(state)
    swaps = word_moves(legal, "swap")
    if not swaps:
        moves = describe_moves(legal)
        english = (
            "no King of yours may swap with its castle: the swap is a game option "
            "(castle_swap), once per game, by a King that has not moved. "
            f"Legal now: {moves}."
        )
        return Refusal(Why.NOT_NOW, Phrase.of("refusal-kotc-no-swap", english, moves=moves), True)
    offered = describe_moves(swaps)

    def with_swaps(why: Why, sentence: Phrase) -> Refusal:
        english = f"{sentence} Your swaps: {offered}."
        return Refusal(
            why, Phrase.of("refusal-kotc-swaps", english, reason=sentence, moves=offered), True
        )

    if not typed.squares:
        return with_swaps(
            Why.NOT_OFFERED,
            Phrase.of("refusal-kotc-swap-names-king", "a swap names the King that swaps."),
        )
    square = typed.squares[0]
    found = square_refusal(game.view(state, state.turn), state.turn, square)
    if found:
        return with_swaps(found.why, found.phrase)
    piece = game.view(state, state.turn)["pieces"][square]["kind"]
    if piece != "king":
        sentence = Phrase.of(
            "refusal-kotc-swap-not-king",
            f"only a King swaps with its castle; the piece on {square} is {a_piece(piece)}.",
            square=square,
            piece=a_piece(piece),
        )
    else:
        sentence = Phrase.of(
            "refusal-kotc-swap-king-moved",
            f"the King on {square} has moved: only a King that has not moved may swap.",
            square=square,
        )
    return with_swaps(Why.NOT_OFFERED, sentence)


class _Explainer:
    """The rules one piece of the side to move is held to, asked about typed squares."""

    def __init__(self, state: KCState, legal: list[str]) -> None:
        self.state = state
        self.legal = legal
        self.own_castle = state.castle(state.turn)
        self.enemy_castle = state.castle(opponent(state.turn))

    def why(self, squares: tuple[str, ...]) -> Refusal | None:
        parse = BOARD.parse
        origin = parse(squares[0])
        letter = self.state.cells[origin]
        if letter is None:  # shared_reasons answered for an empty square
            return None
        self.noun = KIND[letter.upper()]
        self.size = SIZE[letter]
        self.origin_name = squares[0]
        path = [parse(name) for name in squares]
        found = self._castle(path[-1])
        if found or len(path) > 2:
            return found or self._chain(path)
        return self._single(origin, path[-1])

    def _because(self, why: Why, sentence: Phrase) -> Refusal:
        return because(why, sentence, self.noun, self.origin_name, self.legal)

    def _castle(self, target: int) -> Refusal | None:
        if target == self.own_castle:
            return self._because(
                Why.OWN_CASTLE,
                Phrase.of("refusal-kotc-own-castle", "no piece may enter its own castle."),
            )
        if target == self.enemy_castle and self.noun != "king":
            return self._because(
                Why.ENEMY_CASTLE,
                Phrase.of(
                    "refusal-kotc-enemy-castle", "only a King may enter the opponent's castle."
                ),
            )
        return None

    def _single(self, origin: int, target: int) -> Refusal | None:
        """A normal move or one jump from ``origin`` to ``target``."""
        board, cells, name = BOARD, self.state.cells, BOARD.name
        line = direction_between(board, origin, target)
        if line is None:
            return self._because(
                Why.DIRECTION,
                Phrase.of(
                    "refusal-kotc-straight",
                    "a piece moves in a straight line, and a jump goes over a neighbour to the "
                    "square straight beyond it.",
                ),
            )
        middle = between(board, origin, target)
        if line[1] == 2 and cells[middle[0]] is not None:
            return self._jump(origin, target)
        castles = [sq for sq in middle if sq in (self.own_castle, self.enemy_castle)]
        if castles:
            return self._because(
                Why.BLOCKED,
                Phrase.of(
                    "refusal-kotc-castle-in-the-way",
                    f"the castle on {name(castles[0])} is in the way; no move passes through a "
                    "castle.",
                    square=name(castles[0]),
                ),
            )
        if line[1] > REACH[self.size]:
            return self._because(
                Why.TOO_FAR,
                Phrase.of(
                    "refusal-kotc-reach",
                    f"{a_piece(self.noun)} moves {REACH_TEXT[self.noun]} (or jumps).",
                    mover=a_piece(self.noun),
                    piece=self.noun,
                ),
            )
        in_way = [sq for sq in middle if cells[sq] is not None]
        if in_way:
            return self._because(Why.BLOCKED, in_the_way(name(in_way[0])))
        if cells[target] is not None:
            return self._because(Why.OCCUPIED, not_empty(name(target)))
        return None

    def _jump(self, origin: int, target: int) -> Refusal | None:
        """One jump from ``origin`` over the neighbour between to ``target``."""
        board, cells, name = BOARD, self.state.cells, BOARD.name
        line = direction_between(board, origin, target)
        if line is None or line[1] != 2:
            return self._because(
                Why.DIRECTION,
                Phrase.of(
                    "refusal-kotc-chain-jump",
                    f"each jump of a chain goes over a neighbour to the square straight beyond "
                    f"({name(origin)} to {name(target)} is not one).",
                    square=name(origin),
                    target=name(target),
                ),
            )
        over = between(board, origin, target)[0]
        jumped = cells[over]
        if jumped is None:
            if over in (self.own_castle, self.enemy_castle):
                return self._because(
                    Why.BLOCKED,
                    Phrase.of("refusal-kotc-jump-castle", "nothing can jump over a castle."),
                )
            return self._because(Why.NOTHING_TO_JUMP, nothing_to_jump(name(over)))
        if SIZE[jumped] > self.size:
            kind = KIND[jumped.upper()]
            return self._because(
                Why.TOO_SMALL,
                Phrase.of(
                    "refusal-kotc-too-small",
                    f"{a_piece(self.noun)} jumps only {JUMPS_TEXT[self.noun]}, and the piece on "
                    f"{name(over)} is {a_piece(kind)}, larger than it.",
                    mover=a_piece(self.noun),
                    piece=self.noun,
                    square=name(over),
                    jumped=a_piece(kind),
                ),
            )
        if cells[target] is not None:
            return self._because(Why.OCCUPIED, not_empty(name(target)))
        return self._castle(target)

    def _chain(self, path: list[int]) -> Refusal | None:
        """The first jump of a typed chain that the rules refuse."""
        for start, land in zip(path, path[1:], strict=False):
            if land in path[: path.index(land)] or land == path[0]:
                return self._because(
                    Why.NOT_A_DESTINATION,
                    Phrase.of(
                        "refusal-kotc-chain-twice",
                        "a jump chain may not land twice on the same square.",
                    ),
                )
            found = self._jump(start, land)
            if found:
                return found
        return None

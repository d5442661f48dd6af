"""King's Crossing: material, the King's road to the enemy Home, and the Stealth determinization.

Stealth King hides each King from the opponent: the public position writes every hidden King
as a man and leaves out the back-rank counts of hidden Kings.  The AI knows its own King from
its own view (kind ``king``) and guesses the opponent's among the opponent's pieces: every
captured piece was revealed as a man (a captured King ends the game), so any piece still on the
board may be the King, except one standing on the AI's Home space (that King would have won).
"""

from __future__ import annotations

import random

from games.ai.knowledge.base import Knowledge, read_position
from games.ai.observation import Observation
from games.core.engine import Game, State
from games.core.geometry import BLACK, WHITE, Board, opponent
from games.core.position import ParsedPosition, Token, format_position

MAN_VALUE = 10.0
KING_ROAD = 3.0  # per step the King is closer to the enemy Home space
ADVANCE = 0.5  # per rank a man has advanced
BACK_RANK = 4.0  # per enemy turn counted toward the back-rank win
KING = {WHITE: "K", BLACK: "k"}
BACKROW_LETTER = {WHITE: "w", BLACK: "b"}


def _homes(board: Board, position: ParsedPosition) -> dict[str, int]:
    """Each side's Home space, from the ``home=`` key (White's, then Black's)."""
    white, black = position.keys["home"].split(",")
    return {WHITE: board.parse(white), BLACK: board.parse(black)}


def _backrow(position: ParsedPosition) -> dict[str, int]:
    counts = {WHITE: 0, BLACK: 0}
    for part in filter(None, position.keys.get("backrow", "").split(",")):
        counts[WHITE if part[0] == "w" else BLACK] = int(part[1:])
    return counts


def _side_score(board: Board, position: ParsedPosition, side: str) -> float:
    homes = _homes(board, position)
    enemy_home = homes[opponent(side)]
    score = 0.0
    for sq, token in enumerate(position.cells):
        if token is None or token.side != side:
            continue
        if token.letter == KING[side]:
            road = abs(board.file_of(sq) - board.file_of(enemy_home)) + abs(
                board.rank_of(sq) - board.rank_of(enemy_home)
            )
            score += KING_ROAD * (board.files + board.ranks - road)
        else:
            score += MAN_VALUE + ADVANCE * board.relative_rank(side, sq)
    return score + BACK_RANK * _backrow(position)[side]


def evaluate(board: Board, position: ParsedPosition, side: str) -> float:
    """Own material and King progress minus the opponent's."""
    return _side_score(board, position, side) - _side_score(board, position, opponent(side))


def hidden(observation: Observation) -> bool:
    """A Stealth game in play hides the opponent's King from this seat."""
    info = observation.view["info"]
    return bool(info.get("stealth")) and observation.view["outcome"] is None


def setup_choice(observation: Observation, rng: random.Random) -> str | None:
    """The secret King square at Stealth set-up: random, but on the back rank (less exposed)."""
    choices = [move for move in observation.legal if move.startswith("king ")]
    if not choices:
        return None
    back = "1" if observation.seat == WHITE else "8"
    sheltered = [move for move in choices if move.endswith(back)]
    return rng.choice(sheltered or choices)


def king_candidates(observation: Observation, board: Board) -> list[str]:
    """Squares where the opponent's hidden King may stand, by what this seat has seen."""
    enemy = opponent(observation.seat)
    position_keys = dict(part.split("=", 1) for part in observation.public.split()[2:])
    own_home = position_keys["home"].split(",")[0 if observation.seat == WHITE else 1]
    squares = [
        name
        for name, piece in observation.view["pieces"].items()
        if piece["side"] == enemy and name != own_home
    ]
    return squares or [
        name for name, piece in observation.view["pieces"].items() if piece["side"] == enemy
    ]


def determinize(game: Game, observation: Observation, rng: random.Random) -> State:
    """A loadable full position: the seat's own King where it is, the opponent's sampled."""
    if not hidden(observation) or observation.view["info"].get("setup"):
        return game.load(observation.public)
    board = game.board
    seat, enemy = observation.seat, opponent(observation.seat)
    position = read_position(game, observation.public)
    cells = list(position.cells)
    for name, piece in observation.view["pieces"].items():
        if piece["side"] == seat and piece["kind"] == "king":
            cells[board.parse(name)] = Token(KING[seat])
    cells[board.parse(rng.choice(king_candidates(observation, board)))] = Token(KING[enemy])
    keys = {name: value for name, value in position.keys.items() if name != "backrow"}
    own_count = observation.view["info"]["backrow"].get(seat, 0)
    if own_count:
        keys["backrow"] = f"{BACKROW_LETTER[seat]}{own_count}"
    return game.load(format_position(board, cells, position.side, keys.items()))


KNOWLEDGE = Knowledge(
    evaluate=evaluate,
    determinize=determinize,
    choose_without_search=setup_choice,
    hidden=hidden,
    quiescence=True,  # compulsory jump chains decide King's Crossing games: see search.py
)

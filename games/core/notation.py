"""Move text: normalising what a player typed and matching it against the legal list.

The parser is built on the move generator (as in python-chess): an engine lists its legal
moves as canonical texts, and this module finds which one a player meant.  Rules therefore live
only in the generators; lenient input (case, dashes, shortenings) lives only here.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from games.core.geometry import Board
from games.errors import AmbiguousMove, IllegalMove, InvalidMove

_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "−": "-"})
_SQUARE = re.compile(r"(?<![a-wyz])([a-z])(\d+)")
_SEPARATORS = re.compile(r"[-x]")
MAX_SUGGESTIONS = 8


def normalise(text: str) -> str:
    """Lowercase, trim, unify dashes and collapse runs of blanks."""
    return " ".join(text.translate(_DASHES).strip().lower().split())


def squares_in(text: str) -> list[str]:
    """The square names in a normalised move text, in order (``'c2-c4xe4'`` -> c2, c4, e4)."""
    return [f + r for f, r in _SQUARE.findall(text)]


def separators_in(text: str) -> str:
    """The ``-``/``x`` separators between squares, in order."""
    return "".join(_SEPARATORS.findall(re.sub(r"^[a-z ]+(?=[a-z]\d)", "", text)))


def describe_moves(moves: Sequence[str]) -> str:
    """A short list of moves for a message."""
    shown = list(moves[:MAX_SUGGESTIONS])
    more = len(moves) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more > 0 else "")


def nearest_moves(text: str, legal: Sequence[str]) -> list[str]:
    """Legal moves a player probably meant: those from the same square, else close spellings."""
    squares = squares_in(text)
    if squares:
        same_start = [m for m in legal if squares_in(m.lower())[:1] == squares[:1]]
        if same_start:
            return same_start
        same_end = [m for m in legal if squares_in(m.lower())[-1:] == squares[-1:]]
        if same_end:
            return same_end
    close = difflib.get_close_matches(text, [m.lower() for m in legal], n=MAX_SUGGESTIONS)
    by_lower = {m.lower(): m for m in legal}
    return [by_lower[c] for c in close] or list(legal)


def _narrow(candidates: list[str], typed: str) -> list[str]:
    """Among several matches, keep those whose separators agree with what was typed."""
    seps = separators_in(typed)
    if len(candidates) < 2 or not seps:
        return candidates
    same = [m for m in candidates if separators_in(m.lower()) == seps]
    if same:
        return same
    if set(seps) == {"x"}:
        capturing = [m for m in candidates if "x" in separators_in(m.lower())]
        return capturing or candidates
    if set(seps) == {"-"}:
        quiet = [m for m in candidates if "x" not in separators_in(m.lower())]
        return quiet or candidates
    return candidates


def match_move(text: str, legal: Sequence[str], board: Board) -> str:
    """The one legal move ``text`` names, or a MoveError saying why there is none.

    Tried in order, the first tier with any match decides: the exact text; the same squares in
    the same order (separators free); a chain's first and last square; a single square naming
    the destination; a unique prefix of a word move (``shift l``).  Several matches in a tier are
    narrowed by the separators typed (``x`` = capture) and are otherwise ambiguous.
    """
    if not isinstance(text, str):
        raise InvalidMove("A move must be text, for example a4-b5.")
    typed = normalise(text).replace(" x", "x").replace("x ", "x").replace(" - ", "-")
    if not typed:
        raise InvalidMove("Type a move, for example " + describe_moves(legal[:3] or ["a1-a2"]))
    lowered = [(m.lower(), m) for m in legal]
    exact = [m for low, m in lowered if low == typed]
    if exact:
        return exact[0]
    squares = squares_in(typed)
    for name in squares:
        if not board.is_square_name(name):
            raise InvalidMove(f"{name} is not a square on this board ({board.describe()}).")
    tiers: list[list[str]] = []
    if squares:
        move_squares = [(squares_in(low), m) for low, m in lowered]
        tiers.append([m for sq, m in move_squares if sq == squares])
        if len(squares) == 2:
            tiers.append(
                [m for sq, m in move_squares if len(sq) > 2 and [sq[0], sq[-1]] == squares]
            )
        if len(squares) == 1:
            tiers.append([m for sq, m in move_squares if sq[-1:] == squares])
    tiers.append([m for low, m in lowered if low.startswith(typed)])
    for candidates in tiers:
        candidates = _narrow(candidates, typed)
        if len(candidates) == 1:
            return candidates[0]
        if candidates:
            raise AmbiguousMove(
                f"'{text.strip()}' could mean {describe_moves(candidates)}: type the whole move."
            )
    if not legal:
        raise IllegalMove("No move is possible: the game is over.")
    if not squares:
        raise InvalidMove(
            f"Cannot read '{text.strip()}' as a move. Moves look like: {describe_moves(legal[:3])}."
        )
    near = nearest_moves(typed, legal)
    raise IllegalMove(f"{text.strip()} is not a legal move here. Try: {describe_moves(near)}.")

"""The position-string reader and writer, shared by every engine.

The syntax is docs/rules/README.md § Position strings:
``<board> <side>[ key=value]*``: ranks from the top down separated by ``/``, a digit run for
empty squares, a piece token ``[+|*]letter[(n)]``.  This module knows the syntax only; each
engine checks which letters, prefixes and keys it allows and what they mean.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from games.core.geometry import BLACK, WHITE, Board, side_letter
from games.errors import InvalidPosition

# One item of a rank: a piece token (prefix, letter, hit points) or a run of empty squares.
TOKEN_SYNTAX = r"([+*]?)([A-Za-z])(?:\(([0-9]+)\))?|([0-9]+)"
_TOKEN = re.compile(TOKEN_SYNTAX)
_KEY = re.compile(r"^([a-z_]+)=(\S*)$")
MAX_POSITION = 1000  # characters; the longest real position string is about 150
MAX_DIGITS = 3  # a count of empty squares or hit points never needs more


def shown(text: str, limit: int = 24) -> str:
    """``text`` quoted for a message, cut with an ellipsis: a bad position may be very long."""
    return repr(text) if len(text) <= limit else repr(text[: limit - 1] + "…")


def bounded_int(name: str, value: str, limit: int = MAX_DIGITS) -> int:
    """A key value (or count) of ASCII digits, at most ``limit`` of them; InvalidPosition else.

    Checked before ``int()``, which reads non-ASCII digits and refuses 4,300+ digit runs
    with a message about ``sys.set_int_max_str_digits()`` that means nothing to a player.
    """
    if not (value.isascii() and value.isdigit()) or len(value) > limit:
        raise InvalidPosition(
            f"{name} must be a whole number of at most {limit} digits, not {shown(value)}."
        )
    return int(value)


@dataclass(frozen=True)
class Token:
    """One piece as written in a position string."""

    letter: str  # uppercase for White, lowercase for Black
    prefix: str = ""  # "", "+" (crowned / crossed) or "*" (boss)
    hp: int | None = None  # a boss's hit points left

    @property
    def side(self) -> str:
        return WHITE if self.letter.isupper() else BLACK

    def __str__(self) -> str:
        hp = f"({self.hp})" if self.hp is not None else ""
        return f"{self.prefix}{self.letter}{hp}"


@dataclass(frozen=True)
class ParsedPosition:
    """The syntax of a position string: a token (or None) per square, the side, the keys."""

    cells: tuple[Token | None, ...]
    side: str
    keys: Mapping[str, str]


def parse_position(
    text: str,
    board: Board,
    *,
    letters: str,
    prefixes: str = "",
    keys: Sequence[str] = (),
) -> ParsedPosition:
    """Read ``text`` for ``board``; raise InvalidPosition naming the first problem found.

    ``letters`` are the piece letters allowed (both cases are derived), ``prefixes`` the allowed
    token prefixes and ``keys`` the allowed key names; hit points are allowed only on ``*``.
    """
    if not isinstance(text, str):
        raise InvalidPosition("A position must be text.")
    if len(text) > MAX_POSITION:
        raise InvalidPosition(
            f"That is {len(text):,} characters; a position string is at most {MAX_POSITION}."
        )
    parts = text.split()
    if len(parts) < 2:
        raise InvalidPosition(
            "A position needs a board and the side to move, e.g. '8/8/8/8/8/8/8/8 w'."
        )
    layout, side_text, *key_parts = parts
    if side_text not in ("w", "b"):
        raise InvalidPosition(f"The side to move must be 'w' or 'b', not {shown(side_text)}.")
    allowed = set(letters.upper() + letters.lower())
    rows = layout.split("/")
    if len(rows) != board.ranks:
        raise InvalidPosition(
            f"The board needs {board.ranks} ranks separated by '/', found {len(rows)}."
        )
    cells: list[Token | None] = [None] * board.size
    for row_index, row in enumerate(rows):
        rank = board.ranks - 1 - row_index
        file = 0
        pos = 0
        while pos < len(row):
            match = _TOKEN.match(row, pos)
            if not match:
                raise InvalidPosition(f"Rank {rank + 1}: cannot read {shown(row[pos:])}.")
            prefix, letter, hp, empty = match.groups()
            pos = match.end()
            if empty is not None:
                count = bounded_int(f"Rank {rank + 1}: a count of empty squares", empty)
                if count == 0:
                    raise InvalidPosition(f"Rank {rank + 1}: '0' is not a count of squares.")
                file += count
                continue
            if letter not in allowed:
                raise InvalidPosition(
                    f"Rank {rank + 1}: {letter!r} is not a piece here "
                    f"(pieces: {''.join(sorted(allowed))})."
                )
            if prefix and prefix not in prefixes:
                raise InvalidPosition(f"Rank {rank + 1}: the prefix {prefix!r} is not used here.")
            if hp is not None and prefix != "*":
                raise InvalidPosition(f"Rank {rank + 1}: only a boss ('*') has hit points.")
            if file >= board.files:
                raise InvalidPosition(f"Rank {rank + 1} has more than {board.files} squares.")
            points = bounded_int(f"Rank {rank + 1}: the hit points", hp) if hp is not None else None
            cells[board.square(file, rank)] = Token(letter, prefix, points)
            file += 1
        if file != board.files:
            raise InvalidPosition(
                f"Rank {rank + 1} has {file} squares; it needs exactly {board.files}."
            )
    parsed_keys: dict[str, str] = {}
    for part in key_parts:
        match = _KEY.match(part)
        if not match:
            raise InvalidPosition(f"Cannot read {shown(part)}: keys are written key=value.")
        name, value = match.groups()
        if name not in keys:
            known = ", ".join(keys) if keys else "none"
            raise InvalidPosition(f"Unknown key {shown(name)} (keys of this game: {known}).")
        if name in parsed_keys:
            raise InvalidPosition(f"The key {name!r} is given twice.")
        parsed_keys[name] = value
    return ParsedPosition(tuple(cells), WHITE if side_text == "w" else BLACK, parsed_keys)


def format_position(
    board: Board,
    cells: Sequence[Token | str | None],
    side: str,
    keys: Iterable[tuple[str, str]] = (),
) -> str:
    """Write a position string; ``cells`` holds a token (or its text) or None per square."""
    files = board.files
    rows = [
        _format_rank(tuple(cells[start : start + files]))
        for start in range(board.square(0, board.ranks - 1), -1, -files)
    ]  # a rank's squares are consecutive, file a first; the top rank is written first
    text = "/".join(rows) + " " + side_letter(side)
    for name, value in keys:
        text += f" {name}={value}"
    return text


@lru_cache(maxsize=1 << 16)
def _format_rank(cells: tuple[Token | str | None, ...]) -> str:
    """One rank's text (cached: a search writes a position string for every leaf it scores,
    and ranks repeat from position to position)."""
    row = []
    empty = 0
    for cell in cells:
        if cell is None:
            empty += 1
            continue
        if empty:
            row.append(str(empty))
            empty = 0
        row.append(str(cell))
    if empty:
        row.append(str(empty))
    return "".join(row)


def parse_flag(name: str, value: str) -> bool:
    """A ``key=1`` flag; anything but 0/1 is an error naming the key."""
    if value not in ("0", "1"):
        raise InvalidPosition(f"The key {name} takes 1 or 0, not {shown(value)}.")
    return value == "1"


def parse_square_list(board: Board, name: str, value: str) -> list[int]:
    """A comma-separated list of squares in a key (``home=d1,a8``)."""
    if not value:
        return []
    out = []
    for part in value.split(","):
        try:
            out.append(board.parse(part))
        except ValueError as exc:
            raise InvalidPosition(f"The key {name}: {exc}.") from None
    return out

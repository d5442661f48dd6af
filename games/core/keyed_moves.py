"""A legal-move list for engines whose moves are sort keys: no dict built per position.

The contract keeps, per position, canonical text -> engine move in sorted text order.  An
engine that numbers every move it could ever make so that the numbers sort as the texts do
(Crossings: the rear square, step or capture, the landing square) generates a sorted list of
numbers; building a dict of 70-odd entries from it for every position costs more than the
generation.  ``KeyedMoves`` is that mapping without the dict: the texts in order (what
``legal_moves`` copies) and the keys beside them; a text is looked up through the engine's
table of every text it could ever write, then found among this position's keys by bisection.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Mapping
from typing import Any


class KeyedMoves(Mapping[str, int]):
    """Canonical text -> move key for one position; texts and keys both sorted, in step."""

    __slots__ = ("_key_of", "keys", "texts")

    def __init__(self, texts: list[str], keys: list[int], key_of: Mapping[str, int]) -> None:
        self.texts = texts  # sorted, one per key
        self.keys = keys  # sorted, the engine's moves
        self._key_of = key_of  # every text the engine could write -> its key

    def get(self, text: Any, default: Any = None) -> Any:
        key = self._key_of.get(text) if isinstance(text, str) else None
        if key is None:
            return default
        keys = self.keys
        at = bisect_left(keys, key)
        return key if at < len(keys) and keys[at] == key else default

    def __getitem__(self, text: str) -> int:
        key = self.get(text)
        if key is None:
            raise KeyError(text)
        return key

    def __contains__(self, text: object) -> bool:
        return self.get(text) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.keys)

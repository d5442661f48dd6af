"""The legal list of one position, as the contract keeps it: canonical text -> engine move, in
sorted text order, built without a second dict.

Rebuilding the engine's dict in sorted order (the contract's first way) cost as much as a fast
engine's whole generation, so the sorted texts are kept beside what the engine made:

* ``SortedMoves``: the engine's own dict, in any order, and its texts sorted.
* ``KeyedMoves``: for engines that number every move they could ever make so that the numbers
  sort as the texts do (Crossings: the rear square, step or capture, the landing square): the
  sorted numbers only, their texts read from the engine's table when listed; a text is looked
  up in the engine's table of every text it could ever write, then found among this
  position's numbers by bisection.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Mapping, Sequence
from operator import itemgetter
from typing import Any


class MoveList(Mapping[str, Any]):
    """A position's moves, which can list their canonical texts, sorted, as a new list."""

    __slots__ = ()

    def text_list(self) -> list[str]:
        """The sorted texts, as a list the caller owns (what ``legal_moves`` returns)."""
        return list(self)


class SortedMoves(MoveList):
    """Canonical text -> move: the engine's dict, iterated in sorted text order."""

    __slots__ = ("_by_text", "get", "texts")

    def __init__(self, by_text: Mapping[str, Any]) -> None:
        self.texts = sorted(by_text)
        self._by_text = by_text
        self.get = by_text.get  # type: ignore[method-assign]  # the dict's own, for speed

    def __getitem__(self, text: str) -> Any:
        return self._by_text[text]

    def __contains__(self, text: object) -> bool:
        return text in self._by_text

    def text_list(self) -> list[str]:
        return list(self.texts)

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)


class KeyedMoves(MoveList):
    """Canonical text -> move key for one position; texts and keys both sorted, in step."""

    __slots__ = ("_key_of", "_sorted_keys", "_text")

    def __init__(self, keys: list[int], text: Sequence[str], key_of: Mapping[str, int]) -> None:
        # sorted, the engine's moves (not ``keys``, which would hide Mapping.keys())
        self._sorted_keys = keys
        self._text = text  # key -> its text, for every key the engine could make
        self._key_of = key_of  # every text the engine could write -> its key

    def text_list(self) -> list[str]:
        keys = self._sorted_keys
        if len(keys) < 2:  # itemgetter of one key answers its text alone, of none raises
            return [self._text[key] for key in keys]
        # One C call reads every text (a third faster than mapping ``__getitem__``).
        texts: tuple[str, ...] = itemgetter(*keys)(self._text)
        return list(texts)

    def pairs(self) -> Iterator[tuple[str, int]]:
        """(text, key) of every move, in order: ``items()`` without a lookup per text."""
        return zip(self.text_list(), self._sorted_keys, strict=True)

    def get(self, text: Any, default: Any = None) -> Any:
        key = self._key_of.get(text) if isinstance(text, str) else None
        if key is None:
            return default
        keys = self._sorted_keys
        at = bisect_left(keys, key)
        return key if at < len(keys) and keys[at] == key else default

    def __getitem__(self, text: str) -> int:
        key: int | None = self.get(text)
        if key is None:
            raise KeyError(text)
        return key

    def __contains__(self, text: object) -> bool:
        return self.get(text) is not None

    def __iter__(self) -> Iterator[str]:
        return map(self._text.__getitem__, self._sorted_keys)

    def __len__(self) -> int:
        return len(self._sorted_keys)

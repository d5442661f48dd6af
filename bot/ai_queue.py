"""The AI's waiting line: fair between matches, and a thinking budget that shrinks with it.

Why fair: a single first-come-first-served line lets one busy match (a multi-jump turn is
several AI decisions in a row) or a burst of moves from many matches push everybody else back.
Here each match has its own line, kept in order (a match's decisions must be answered in the
order they were asked), and the workers take the first request of each match in turn,
round-robin, so a match waits behind at most one request of every other match.

Why a shrinking budget: with ``n`` requests outstanding and ``w`` workers, the last one waits
about ``n / w`` thinking budgets.  Scaling each budget by ``w / n`` keeps the whole line's
drain time near one nominal budget; the floor keeps every move a real search (see
:data:`DEFAULT_MIN_BUDGET`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")

# Seconds. The hard level at 0.1 s still completes a search of depth 2 or more in every game
# on the development machine (the medium level, a fixed depth-2 search, takes 6-26 ms), so a
# move under load is never weaker than the medium level.
DEFAULT_MIN_BUDGET = 0.1


def scaled_budget(nominal: float, outstanding: int, workers: int, floor: float) -> float:
    """The thinking budget for a search started while ``outstanding`` requests (this one
    included, running ones included) share ``workers`` workers: the nominal budget while every
    request has a worker, else ``nominal * workers / outstanding``, never below ``floor`` (nor
    above ``nominal``: a floor set higher than the budget does not lengthen it)."""
    if outstanding <= workers:
        return nominal
    return max(min(floor, nominal), nominal * workers / outstanding)


class FairQueue(Generic[T]):
    """Items in order per key, served round-robin between keys.

    ``push(key, item)`` appends to the key's own line; ``pop()`` takes the first item of the
    key whose turn it is, and that key (if it has more) goes to the back of the round.
    """

    def __init__(self) -> None:
        self._lines: dict[Hashable, deque[T]] = {}
        self._round: deque[Hashable] = deque()
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[T]:
        """Every waiting item, key by key (for shutting down: not the serving order)."""
        for line in self._lines.values():
            yield from line

    def push(self, key: Hashable, item: T) -> None:
        line = self._lines.get(key)
        if line is None:
            line = self._lines[key] = deque()
            self._round.append(key)
        line.append(item)
        self._size += 1

    def pop(self) -> T:
        """The next item in the round; IndexError when nothing waits."""
        if not self._round:
            raise IndexError("pop from an empty FairQueue")
        key = self._round.popleft()
        line = self._lines[key]
        item = line.popleft()
        self._size -= 1
        if line:
            self._round.append(key)
        else:
            del self._lines[key]
        return item

    def remove(self, key: Hashable, item: T) -> bool:
        """Take ``item`` out of the line of ``key`` (a request given up); whether it was there."""
        line = self._lines.get(key)
        if line is None or item not in line:
            return False
        line.remove(item)
        self._size -= 1
        if not line:
            del self._lines[key]
            self._round.remove(key)
        return True

    def clear(self) -> list[T]:
        """Empty the queue; what was waiting."""
        items = list(self)
        self._lines.clear()
        self._round.clear()
        self._size = 0
        return items

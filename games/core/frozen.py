"""Making an engine's frozen dataclass state quickly, for the states a move makes.

A frozen dataclass's ``__init__`` writes each field through ``object.__setattr__`` (its only
way past the frozen ``__setattr__``), which costs as much as the rest of playing a move in the
fast engines.  A state a move makes needs no checks (the engine computed every field), so it is
built by filling a new object's ``__dict__`` at once.  Only for plain frozen dataclasses: no
``__slots__``, no ``__post_init__``, every field given.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def unchecked(cls: type[T], fields: dict[str, Any]) -> T:
    """An instance of the frozen dataclass ``cls`` holding ``fields`` (all of them)."""
    made = object.__new__(cls)
    made.__dict__.update(fields)
    return made

"""tests/conftest.py's LONGEST_FIRST names tests that exist, and the run starts with them.

A renamed or moved test would silently fall back to its place in the collection (where, if it
is still one of the longest, it may begin last and keep its worker busy alone); the source of
each file named is read here, without importing it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import LONGEST_FIRST, longest_first_rank

ROOT = Path(__file__).resolve().parents[2]


def test_every_entry_names_a_test_file_and_function_that_exist() -> None:
    for entry in LONGEST_FIRST:
        path, _, name = entry.partition("::")
        source = ROOT / path
        assert source.is_file() and source.name.startswith("test_"), entry
        if name:
            defined = {
                node.name
                for node in ast.walk(ast.parse(source.read_text("utf-8")))
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            }
            assert name in defined, entry
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)


def test_the_rank_follows_the_list_and_its_parameters() -> None:
    first, second = LONGEST_FIRST[0], LONGEST_FIRST[1]
    assert longest_first_rank(first) == 0
    assert longest_first_rank(f"{second}[sqlite]") == 1
    assert longest_first_rank(f"{first}x") == len(LONGEST_FIRST)  # another test's name
    whole_file = next(entry for entry in LONGEST_FIRST if "::" not in entry)
    assert longest_first_rank(f"{whole_file}::test_any") == LONGEST_FIRST.index(whole_file)
    assert longest_first_rank("tests/games/test_crossings.py::test_start") == len(LONGEST_FIRST)

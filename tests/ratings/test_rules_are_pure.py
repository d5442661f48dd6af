"""The rating rules stay pure: storage.rating_rules and storage.glicko2 import the standard
library and, for the rules, Glicko-2 itself; nothing that reads or writes (the rows are
storage.ratings'), so the rules can be checked on plain values and moved without the database.
"""

from __future__ import annotations

import sys

from tests.docs.test_layers import ROOT, _imports


def outside_the_standard_library(module_path: str) -> set[str]:
    """The modules ``module_path`` imports that are not Python's own."""
    found = {module for _, module in _imports(ROOT / module_path)}
    return {module for module in found if module.split(".")[0] not in sys.stdlib_module_names}


def test_the_rating_rules_import_only_glicko2_and_the_stored_words():
    assert outside_the_standard_library("storage/rating_rules.py") == {
        "storage",
        "storage.glicko2",
        "storage.status",
    }


def test_glicko2_imports_only_the_standard_library():
    assert outside_the_standard_library("storage/glicko2.py") == set()

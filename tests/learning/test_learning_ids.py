"""Every message id the lessons, rules summaries, hints and reviews send is in the English
catalogue: the literal ids read out of the source, and the ids the code builds from a game,
an option or a mark, built here from the games' registry and the review's marks."""

from __future__ import annotations

import re
from pathlib import Path

import games
from bot.i18n import ENGLISH, shared_translator
from bot.service.review import SIGNS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    "bot/lessons/__init__.py",
    "bot/lessons/claims.py",
    "bot/lessons/telling.py",
    "bot/service/learning.py",
    "bot/service/hints.py",
    "bot/service/review.py",
    "bot/service/coach_words.py",
    "bot/service/evaluation_chart.py",
]
LITERAL = re.compile(r"""\bt\(\s*(?:f?)["']([a-z0-9.{}'_ -]+)["']""")


def english_ids() -> set[str]:
    return shared_translator().message_ids(ENGLISH)


def test_every_literal_id_is_an_english_message():
    used = set()
    for source in SOURCES:
        for found in LITERAL.findall((ROOT / source).read_text("utf-8")):
            if "{" not in found:
                used.add(found)
    assert len(used) > 50
    assert sorted(used - english_ids()) == []


def test_every_built_id_is_an_english_message():
    built = {"lesson-side-white", "lesson-side-black", "lesson-piece.object"}
    for game_id in games.ids():
        game = games.get(game_id)
        built.add(f"rules-{game_id}-summary")
        built |= {f"rules-{game_id}-option-{spec.name.replace('_', '-')}" for spec in game.options}
    for own in ("drop", "put", "move", "line"):  # what a wrong move did with the mover's pieces
        built |= {f"lesson-own-{own}.only", f"lesson-own-{own}.and"}
    for mark in SIGNS:
        built |= {f"coach-drop-{mark}", f"coach-mark-{mark}"}
    assert sorted(built - english_ids()) == []

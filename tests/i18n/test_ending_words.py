"""The AI's "it wins at once: <ending>" in the reader's language (bot.service.ending_words).

The analysis writes the ending in the engine's English; the coach reads it back into
endings.ftl's message.  Checked against the engines themselves: over every listed ending and
every seeded playout that ended (tests/i18n/test_endings.py's cases), the message read back
from the English must say, in every language, exactly what the engine's own phrase says.
Then a hint's reason is checked word for word against Spanish and German written by hand.
"""

from __future__ import annotations

import pytest

import games
from bot.markup import plain
from bot.service.coach_words import told
from bot.service.ending_words import ending_said
from bot.service.phrases import said
from games.ai.analysis import _reason_in
from tests.i18n.test_endings import CASES, _case_outcome

LANGUAGES = ("en", "es-ES", "de", "en-XA")


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{g}-{p}" if isinstance(p, str) else f"{g}-seed{p}" for g, p in CASES]
)
def test_an_ending_read_back_says_what_the_engines_phrase_says(
    case: tuple[str, str | int],
) -> None:
    _game_id, outcome = _case_outcome(case)
    assert outcome.phrase is not None
    read_back = ending_said(outcome.reason)
    assert read_back is not None, outcome.reason
    engine = said(outcome.phrase)
    assert {lang: plain(read_back, lang) for lang in LANGUAGES} == {
        lang: plain(engine, lang) for lang in LANGUAGES
    }


@pytest.mark.parametrize("text", ["", "White resigned", "a white knight reached its goal"])
def test_what_is_no_ending_is_not_read_as_one(text: str) -> None:
    assert ending_said(text) is None


def test_a_winning_hint_reads_in_spanish_and_german() -> None:
    """The analysis's own reason for a move that ends a Charing Cross game at once."""
    game = games.get("charing-cross")
    state = game.load("3RR3/8/8/1nN5/8/1N6/2rrn3/8 b")
    reason = _reason_in(game, state, "black", "b5-a5", None, hidden=False)
    assert reason == "it wins at once: a black knight reached its goal at a5"
    text = told("charing-cross", reason)
    assert plain(text) == reason
    assert plain(text, "es-ES") == "gana en el acto: un caballo negro llegó a su meta en a5"
    assert plain(text, "de") == (
        "gewinnt sofort: ein schwarzer Springer hat sein Ziel auf a5 erreicht"
    )

"""Two games' views share the kind "knight", which players of each call differently
(docs/glossary.md): Charing Cross's is named after the chess piece (caballo / Springer), The
King o' the Castle's is the court's Knight (Caballero / Ritter).  The console's legend and the
web page's square titles name each game's own.
"""

from __future__ import annotations

import pytest

from bot.console.board_words import legend_word
from bot.web.pages import describer

# (language, game, the legend's word, the square title of a white knight on b2)
WORDS = [
    ("de", "charing-cross", "Springer", "b2: Springer (Weiß)"),
    ("de", "king-of-the-castle", "Ritter", "b2: Ritter (Weiß)"),
    ("es-ES", "charing-cross", "caballo", "b2: caballo (blancas)"),
    ("es-ES", "king-of-the-castle", "caballero", "b2: Caballero (blancas)"),
]


@pytest.mark.parametrize(("language", "game_id", "word", "title"), WORDS)
def test_the_console_and_the_web_name_the_games_knight(
    language: str, game_id: str, word: str, title: str
) -> None:
    assert legend_word("kind:knight", language, game_id) == word
    assert describer(language, game_id)("b2", {"kind": "knight", "side": "white"}) == title

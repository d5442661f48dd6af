"""The rules of a game as one reply every front end shows: a summary a player reads in half a
minute first, then the tutorial, the options, and where the full rules page is (which keeps
Gamut's readings of the original and the position keys), with the start position as the image.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games
from bot.i18n import shared_translator
from bot.i18n.messages import english
from bot.markup import code, plain
from bot.service import NotFound

SUMMARY_LIMIT = 900  # characters: about half a minute of reading
# Notes for the full page, not the summary: Gamut's readings, position keys and strings, the
# lost diagrams of the original texts.
PAGE_NOTES = re.compile(r"interpretation|quiet|\w+=|position (key|string)|lost|diagram", re.I)
PAGES = Path(__file__).resolve().parents[2] / "docs" / "rules"
LANGUAGES = ("en", "es-ES", "de")


def summary(game_id: str, language: str = "en") -> str:
    """A game's rules summary as the catalogue has it in ``language``."""
    return shared_translator().format(language, f"rules-{game_id}-summary")


@pytest.mark.parametrize("game_id", games.ids())
async def test_rules_show_the_summary_the_start_diagram_the_options_and_the_page(service, game_id):
    game = games.get(game_id)
    reply = await service.rules(game_id)
    text = plain(reply.notice)
    lines = text.splitlines()
    assert lines[0] == f"{game.name} ({game.id})"
    assert lines[1] == summary(game_id).splitlines()[0]
    learn = f"New to it? Try 'learn {game_id}': one short lesson per rule."
    summary_end = text.index(summary(game_id)) + len(summary(game_id))
    assert text[summary_end:].startswith("\n" + learn), "the tutorial comes next"
    assert plain(learn) == f"New to it? Try 'learn {game_id}': one short lesson per rule."
    for spec in game.options:  # the English of each option is the engine's own help
        assert f"• {spec.name} (default " in text and f"): {spec.help}" in text
    assert f"The full rules, and how Gamut reads the original: docs/rules/{game_id}.md." in text
    assert code(f"docs/rules/{game_id}.md") in english(reply.notice)  # a code span
    assert reply.notice_image.data.startswith(b"\x89PNG")
    assert reply.notice_image.view == game.view(game.start(), None)


async def test_an_unknown_game_is_not_found_with_the_known_ids(service):
    with pytest.raises(NotFound) as info:
        await service.rules("chess")
    assert "crossings" in str(info.value)
    # The refusal is a message, read in the asker's language (written here by hand).
    assert plain(info.value.markup, "es-ES").startswith("No hay ningún juego 'chess'. Juegos: ")
    assert plain(info.value.markup, "de").startswith("Es gibt kein Spiel 'chess'. Spiele: ")


@pytest.mark.parametrize("game_id", games.ids())
def test_the_summary_is_short_and_keeps_the_notes_for_the_full_page(game_id):
    said = summary(game_id)
    assert 200 <= len(said) <= SUMMARY_LIMIT, len(said)
    assert PAGE_NOTES.search(said) is None, PAGE_NOTES.search(said)
    page = (PAGES / f"{game_id}.md").read_text(encoding="utf-8")
    assert "## How Gamut reads the original" in page


def test_the_notes_pattern_finds_what_the_summaries_used_to_carry():
    for note in ("(interpretation)", "quiet=N", "position key crowned=<squares>", "lost diagrams"):
        assert PAGE_NOTES.search(note), note


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("game_id", games.ids())
def test_a_translated_summary_keeps_the_englishs_paragraphs_squares_and_moves(language, game_id):
    """Each paragraph is one of the English's, and every square, move and piece letter the
    English names is named in the translation (they are never translated)."""
    english, translated = summary(game_id), summary(game_id, language)
    assert len(translated.splitlines()) == len(english.splitlines())
    notation = re.compile(r"\b(?:[A-Z]?@?[a-h][1-8](?:[-x–][a-h][1-8])*)\b")
    assert sorted(notation.findall(translated)) == sorted(notation.findall(english))
    assert len(translated) <= SUMMARY_LIMIT * 1.3  # still read in about half a minute


async def test_rules_in_spanish_and_in_german(service):
    reply = await service.rules("king-of-the-castle")
    spanish = plain(reply.notice, "es-ES").splitlines()
    assert spanish[1] == (
        "Lleva uno de tus Reyes al castillo rival (d8 para las blancas, d1 para las negras, al "
        "principio). Cada bando tiene 2 Reyes (K), 3 Caballeros (N) y 4 Pajes (P)."
    )
    assert (
        "¿No conoces el juego? Prueba 'learn king-of-the-castle': una lección corta por regla."
        in spanish
    )
    assert (
        "• castle_swap (por defecto no): el cambio con el castillo: una vez por partida, un "
        "bando puede intercambiar un Rey que no se ha movido con su castillo" in spanish
    )
    german = plain(reply.notice, "de").splitlines()
    assert "• first (Standard white): welche Seite zuerst zieht" in german
    assert german[-1] == (
        "Die vollständigen Regeln und wie Gamut das Original liest: "
        "docs/rules/king-of-the-castle.md."
    )
    english = plain(reply.notice).splitlines()  # the English as it always was
    assert english[2:5] == [
        "Normal move: in a straight line, in any of the 8 directions, through empty squares: a "
        "Page 1-3 squares, a Knight 1-2, a King 1.",
        "Jumping move: one or more jumps, each over a neighbouring piece to the empty square "
        "straight beyond, changing direction as you like. A Page jumps only Pages, a Knight "
        "Knights and Pages, a King anything, your own pieces or the enemy's.",
        "Capturing is optional: each enemy piece you jump is captured (x) or left (-): c2-c4xe4.",
    ]
    assert (
        "• castle_swap (default off): the Castle-King swap: once per game a side may swap "
        "an unmoved King with its castle" in english
    )

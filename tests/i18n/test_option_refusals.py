"""The games' refusals of their start options in every language (validation.ftl, option-...).

An engine checks its options itself (``Game.resolve_options``) and says why it refuses one as
a phrase: the service (``resolve_game``, behind /play, /challenge and /tournament create)
turns it into a message.  Over every option of every game and values of every wrong kind, the
catalogue's English must read exactly as the engine's own sentence (``str()``), and Spanish
and German must format it with no English left; then a few refusals are checked word for word
against Spanish and German written here by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

import games
from bot.i18n.messages import message_ids
from bot.markup import plain
from bot.service.challenges import resolve_game
from bot.service.errors import ServiceError

LANGUAGES = ("en", "es-ES", "de")
WRONG_VALUES: tuple[Any, ...] = ("maybe", 3.5, "13", 0, "purple", 99)


def _refusals() -> list[tuple[str, dict[str, Any]]]:
    """(game id, options) for every wrong value of every option of every game, and an option
    no game has."""
    cases = []
    for game_id in games.ids():
        game = games.get(game_id)
        cases.append((game_id, {"no_such_option": 1}))
        for spec in game.options:
            for value in WRONG_VALUES:
                try:
                    spec.coerce(value)
                except games.OptionError:
                    cases.append((game_id, {spec.name: value}))
    return cases


REFUSALS = _refusals()


def test_every_kind_of_refusal_is_tried() -> None:
    """Not vacuous: the cases reach each message the engines send for options."""
    sent = set()
    for game_id, options in REFUSALS:
        with pytest.raises(games.OptionError) as refused:
            games.get(game_id).resolve_options(options)
        assert refused.value.phrase is not None
        sent.add(refused.value.phrase.id)
    assert sent == {
        "option-unknown",
        "option-unknown-none",
        "option-on-off",
        "option-whole-number",
        "option-choices",
    }


@pytest.mark.parametrize(("game_id", "options"), REFUSALS)
def test_the_service_says_the_engines_refusal_in_each_language(
    game_id: str, options: dict[str, Any]
) -> None:
    with pytest.raises(games.OptionError) as engine:
        games.get(game_id).resolve_options(options)
    with pytest.raises(ServiceError) as service:
        resolve_game(game_id, options)
    markup = service.value.markup
    assert message_ids(markup)[0].startswith("option-")
    assert plain(markup) == str(engine.value)  # the English is the engine's own sentence
    texts = {language: plain(markup, language) for language in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)  # each language its own words
    for language in ("es-ES", "de"):
        assert " takes " not in texts[language] and "has no option" not in texts[language]


@pytest.mark.parametrize(
    ("game_id", "options", "expected"),
    [
        (
            "kings-crossing",
            {"stealth": "maybe"},
            {
                "en": "Option stealth is on or off, not 'maybe'.",
                "es-ES": "La opción stealth se activa o se desactiva (on u off), no 'maybe'.",
                "de": "Die Option stealth ist an oder aus (on oder off), nicht 'maybe'.",
            },
        ),
        (
            "kings-crossing",
            {"pieces": 10},
            {
                "en": "Option pieces takes 8 or 12, not 10.",
                "es-ES": "La opción pieces admite 8 o 12, no 10.",
                "de": "Die Option pieces erwartet 8 oder 12, nicht 10.",
            },
        ),
        (
            "checkers-bosses",
            {"boss_hp": 3.5},
            {
                "en": "Option boss_hp takes a whole number, not 3.5.",
                "es-ES": "La opción boss_hp admite un número entero, no 3.5.",
                "de": "Die Option boss_hp erwartet eine ganze Zahl, nicht 3.5.",
            },
        ),
        (
            "checkers-bosses",
            {"boss_hp": 12},
            {
                "en": "Option boss_hp takes 1–9, not 12.",
                "es-ES": "La opción boss_hp admite 1–9, no 12.",
                "de": "Die Option boss_hp erwartet 1–9, nicht 12.",
            },
        ),
        (
            "charing-cross",
            {"colour": "white"},
            {
                "en": "Charing Cross has no option 'colour' (its options: first).",
                "es-ES": "Charing Cross no tiene ninguna opción 'colour' "
                "(opciones disponibles: first).",
                "de": "Charing Cross hat keine Option 'colour' (verfügbare Optionen: first).",
            },
        ),
        (
            "crossings",
            {"first": "black"},
            {
                "en": "Crossings has no option 'first' (its options: none).",
                "es-ES": "Crossings no tiene ninguna opción 'first' (no tiene ninguna opción).",
                "de": "Crossings hat keine Option 'first' (es hat gar keine Optionen).",
            },
        ),
    ],
)
def test_option_refusals_read_as_written_by_hand(
    game_id: str, options: dict[str, Any], expected: dict[str, str]
) -> None:
    with pytest.raises(ServiceError) as refused:
        resolve_game(game_id, options)
    assert {language: plain(refused.value.markup, language) for language in expected} == expected

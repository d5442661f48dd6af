"""The catalogue as shipped: every language has exactly English's messages with English's
variables, none is empty, every English message says where it appears; and Translator
formats as Fluent and Babel promise (checked against hand-written expectations)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

import pytest

from bot.i18n import ENGLISH, LOCALES_DIR, PSEUDO, CatalogueError, Translator
from bot.i18n.catalogue import read_resources
from tests.i18n.messages import language_patterns, patterns, sample_arguments, variables

FOLDERS = sorted(p.name for p in LOCALES_DIR.iterdir() if p.is_dir())
TRANSLATIONS = [name for name in FOLDERS if name != ENGLISH]


def test_the_catalogue_has_english_spanish_and_german_and_every_file_parses() -> None:
    assert {"en", "es-ES", "de"} <= set(FOLDERS)
    for folder in FOLDERS:
        assert read_resources(LOCALES_DIR / folder), folder  # raises on any unreadable entry


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_language_has_the_english_files(catalogue: Translator, language: str) -> None:
    assert set(catalogue.resources[language]) == set(catalogue.resources[ENGLISH])


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_language_has_exactly_the_english_ids_with_the_same_variables(
    catalogue: Translator, language: str
) -> None:
    english = language_patterns(catalogue.resources[ENGLISH])
    translated = language_patterns(catalogue.resources[language])
    assert sorted(set(english) - set(translated)) == [], "missing"
    assert sorted(set(translated) - set(english)) == [], "not in English"
    different = {
        message_id: (variables(english[message_id]), variables(pattern))
        for message_id, pattern in translated.items()
        if variables(pattern) != variables(english[message_id])
    }
    assert different == {}


@pytest.mark.parametrize("language", FOLDERS)
def test_no_message_is_empty(catalogue: Translator, language: str) -> None:
    formatted = {
        message_id: catalogue.translation(language, message_id, **sample_arguments(pattern))
        for message_id, pattern in language_patterns(catalogue.resources[language]).items()
    }
    assert len(formatted) > 100
    assert [m for m, text in formatted.items() if text is None or not text.strip()] == []


def test_every_english_message_says_where_it_appears(catalogue: Translator) -> None:
    messages = [
        message
        for resource in catalogue.resources[ENGLISH].values()
        for _pattern, message in patterns(resource).values()
    ]
    assert messages
    uncommented = [m.id.name for m in messages if m.comment is None or not m.comment.content]
    assert uncommented == []


BABEL = {
    "en/t.ftl": """
# test
games = { $count ->
    [one] one game
   *[other] { $count } games
}
# test
left = { $left } left
# test
players = { $players } play
# test
mention = { $who }, your move: `{ $move }`
# test
only-english = English only
# test
day = { DATETIME($when, dateStyle: "long") }
""",
    "de/t.ftl": """
games = { $count ->
    [one] eine Partie
   *[other] { $count } Partien
}
left = noch { $left }
players = { $players } spielen
mention = { $who }, dein Zug: `{ $move }`
day = { DATETIME($when, dateStyle: "long") }
""",
    "es-ES/t.ftl": """
games = { $count ->
    [one] una partida
   *[other] { $count } partidas
}
left = quedan { $left }
players = juegan { $players }
mention = { $who }, te toca: `{ $move }`
only-english = Solo { $missing }
day = { DATETIME($when, dateStyle: "long") }
""",
}


def test_plurals_numbers_durations_lists_and_dates_follow_the_language(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    translator = written(BABEL)
    assert translator.format("de", "games", count=1) == "eine Partie"
    assert translator.format("de", "games", count=1234) == "1.234 Partien"
    assert translator.format("en-GB", "games", count=1234) == "1,234 games"
    assert translator.format("es-ES", "games", count=1234567) == "1.234.567 partidas"
    assert translator.format("de", "left", left=timedelta(hours=3)) == "noch 3 Stunden"
    assert translator.format("es-ES", "left", left=timedelta(days=2)) == "quedan 2 días"
    assert translator.format("en-US", "left", left=timedelta(minutes=5)) == "5 minutes left"
    trio = ["Ana", "Ben", "Cleo"]
    assert translator.format("de", "players", players=trio) == "Ana, Ben und Cleo spielen"
    assert translator.format("es-ES", "players", players=trio) == "juegan Ana, Ben y Cleo"
    assert translator.format("en", "players", players=trio) == "Ana, Ben, and Cleo play"
    when = date(2026, 12, 2)
    assert translator.format("de", "day", when=when) == "2. Dezember 2026"
    assert translator.format("es-ES", "day", when=when) == "2 de diciembre de 2026"
    assert translator.format("en-US", "day", when=when) == "December 2, 2026"


def test_mentions_and_code_come_out_without_isolation_marks(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    text = written(BABEL).format("de", "mention", who="<@123>", move="a4-b5")
    assert text == "<@123>, dein Zug: `a4-b5`"  # no U+2068 / U+2069 round the arguments


def test_a_missing_or_broken_translation_falls_back_to_english_message_by_message(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    translator = written(BABEL)
    assert translator.format("de", "only-english") == "English only"  # German lacks it
    assert translator.format("es-ES", "only-english") == "English only"  # $missing not given
    assert translator.format("de", "games", count=2) == "2 Partien"  # the rest stays German
    assert translator.format("pt-BR", "games", count=2) == "2 games"  # no Portuguese
    assert translator.translation("de", "only-english") is None


def test_an_id_english_lacks_is_a_bug_of_the_caller(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    with pytest.raises(KeyError, match="no-such-message"):
        written(BABEL).format("de", "no-such-message")


def test_a_file_fluent_cannot_read_is_refused_naming_it(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    with pytest.raises(CatalogueError, match=r"de/broken\.ftl"):
        written({**BABEL, "de/broken.ftl": "games = { $count\n"})


def test_a_catalogue_without_english_is_refused(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    with pytest.raises(CatalogueError, match="English is the source"):
        written({"de/t.ftl": BABEL["de/t.ftl"]})


def test_the_languages_are_the_folders_and_the_pseudo_language(catalogue: Translator) -> None:
    assert catalogue.languages == (ENGLISH, *sorted({*TRANSLATIONS, PSEUDO}))


def test_a_cached_parse_is_the_files_and_a_changed_file_is_parsed_again(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    first = written({"en/t.ftl": "hello = Hello\n"})
    assert first.format("en", "hello") == "Hello"
    (cache,) = (first.root / "en" / "__pycache__").glob("t.*.pickle")
    again = written({})  # the same bytes: read from the cache, formatting the same
    assert again.format("en", "hello") == "Hello"
    changed = written({"en/t.ftl": "hello = Good day\n"})  # new bytes, new digest
    assert changed.format("en", "hello") == "Good day"
    assert [p.name for p in cache.parent.glob("t.*.pickle")] != [cache.name]  # replaced


def test_a_damaged_cache_entry_is_parsed_again(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    written({"en/t.ftl": "hello = Hello\n"})
    for cached in (written({}).root / "en" / "__pycache__").glob("t.*.pickle"):
        cached.write_bytes(b"not a pickle")
    assert written({}).format("en", "hello") == "Hello"

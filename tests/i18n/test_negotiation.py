"""Which language a reader gets: the member's own for what only they see, then the server's
setting, then its Community language, then English (issue #46, "Which language, when")."""

from __future__ import annotations

import pytest

from bot.i18n import PSEUDO, match_language, reader_language

AVAILABLE = ("en", "de", "es-ES", PSEUDO)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),  # Latin American Spanish reads Spain's before English
        ("de", "de"),
        ("de-AT", "de"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("ES_es", "es-ES"),  # case and Babel's underscore aside
        (PSEUDO, PSEUDO),
        ("pt-BR", None),
        ("", None),
        (None, None),
    ],
)
def test_a_locale_code_matches_its_folder_or_its_language(
    code: str | None, expected: str | None
) -> None:
    assert match_language(code, AVAILABLE) == expected


def test_the_pseudo_language_never_stands_in_for_english() -> None:
    assert match_language("en-US", ("de", PSEUDO)) is None


def test_a_folder_named_by_the_language_alone_wins_over_a_regional_one() -> None:
    assert match_language("de-CH", ("de-AT", "de", "en")) == "de"
    assert match_language("de-CH", ("de-AT", "en")) == "de-AT"


def test_what_one_member_sees_is_in_their_language() -> None:
    chosen = reader_language(AVAILABLE, member="es-ES", server_setting="de", community="de")
    assert chosen == "es-ES"


def test_a_member_whose_language_is_missing_reads_the_servers() -> None:
    chosen = reader_language(AVAILABLE, member="pt-BR", server_setting="de", community="es-ES")
    assert chosen == "de"


def test_a_post_everyone_reads_is_in_the_servers_setting_then_its_community_language() -> None:
    assert reader_language(AVAILABLE, member=None, server_setting="de", community="es-ES") == "de"
    assert reader_language(AVAILABLE, member=None, server_setting=None, community="es-419") == (
        "es-ES"
    )


def test_english_when_nothing_matches() -> None:
    assert reader_language(AVAILABLE, member="ja", server_setting=None, community="ko") == "en"
    assert reader_language(AVAILABLE, member=None, server_setting=None, community=None) == "en"

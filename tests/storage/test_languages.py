"""db.languages: the language each player last used, kept for the messages they get outside
any command of theirs, written only when it changes."""

from __future__ import annotations

import pytest

from storage import Database


async def test_a_players_language_is_remembered_and_changed(db: Database) -> None:
    assert await db.languages.of(123456789012345678) is None
    assert await db.languages.remember(123456789012345678, "es-ES") is True
    assert await db.languages.remember(123456789012345678, "es-ES") is False  # unchanged
    assert await db.languages.of(123456789012345678) == "es-ES"
    assert await db.languages.remember(123456789012345678, "de") is True
    assert await db.languages.of(123456789012345678) == "de"
    assert await db.languages.of(42) is None  # another player has none


@pytest.mark.parametrize("language", ["", "x" * 36, None, 7])
async def test_what_is_no_language_is_refused_and_nothing_stored(
    db: Database, language: object
) -> None:
    await db.languages.remember(5, "de")
    with pytest.raises(ValueError, match="A language is a locale code"):
        await db.languages.remember(5, language)  # type: ignore[arg-type]
    assert await db.languages.of(5) == "de"

"""The service's two memories of language (issue #46): the language each player last used
(for their DMs outside any command) and a server's ``language`` setting (for its posts)."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import NotAllowed, ServiceError
from tests.bot.conftest import ALICE
from tests.viewers import local_viewer

GUILD = 900


def manager(guild_id: int | None = GUILD, *, organiser: bool = True):
    viewer = local_viewer(ALICE)
    return type(viewer)(ALICE, guild_id, organiser=organiser)


async def test_a_players_language_is_matched_to_the_catalogue_before_it_is_kept(service):
    players = service.players
    assert await players.language_of(ALICE) is None
    await players.remember_language(ALICE, "es-419")  # Latin American Spanish reads Spain's
    assert await players.language_of(ALICE) == "es-ES"
    await players.remember_language(ALICE, "fr")  # no French: the last language stays
    assert await players.language_of(ALICE) == "es-ES"
    await players.remember_language(ALICE, "de-AT")
    assert await players.language_of(ALICE) == "de"


async def test_a_server_chooses_its_language_and_goes_back_to_its_community_language(service):
    settings = service.server_settings
    assert await settings.language(GUILD) is None
    assert (await settings.change(manager(), language="de"))["language"] == "de"
    assert await settings.language(GUILD) == "de"
    assert "language" not in await settings.change(manager(), language="default")
    assert await settings.language(GUILD) is None


@pytest.mark.parametrize("asked", ["fr", "es", "deutsch", "en-XA-x", ""])
async def test_a_language_gamut_lacks_is_refused_and_the_setting_unchanged(service, asked):
    settings = service.server_settings
    await settings.change(manager(), language="es-ES")
    with pytest.raises(ServiceError) as refused:
        await settings.change(manager(), language=asked, mode="channel")
    assert plain(refused.value.markup) == (
        f"Gamut does not speak '{asked}': choose one of en, de, and es-ES, or the server's "
        "default."
    )
    assert plain(refused.value.markup, "de") == (
        f"Gamut spricht '{asked}' nicht: Wähle eine von en, de und es-ES oder den Standard des "
        "Servers."
    )
    assert await settings.of(GUILD) == {"language": "es-ES"}  # nor was the mode changed


async def test_only_a_manager_asking_from_the_server_changes_its_language(service):
    with pytest.raises(NotAllowed):
        await service.server_settings.change(manager(organiser=False), language="de")
    with pytest.raises(ServiceError):
        await service.server_settings.change(manager(None), language="de")
    assert await service.server_settings.of(GUILD) == {}

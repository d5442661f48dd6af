"""Signed links on their own (bot/service/web_links.py): keys rotate without breaking the
links sent, a link is refused for what it is (altered, expired, revoked, of a match gone, too
long), and the service's words about links read in Spanish and German as written here."""

from __future__ import annotations

import pytest

from bot.i18n.messages import localise
from bot.markup import plain
from bot.service import MatchService, ServiceSettings
from bot.service.web_links import LinkKind, LinkRefused
from tests.bot.conftest import ALICE, BOB
from tests.viewers import local_viewer
from tests.web.conftest import start_match


def service_with(db, clock, *secrets: str) -> MatchService:
    return MatchService(db, settings=ServiceSettings(web_secrets=secrets), clock=clock)


async def test_a_rotated_key_still_opens_the_links_it_signed(db, clock) -> None:
    old = service_with(db, clock, "the-old-key-0123456789")
    match_id = await start_match(old)
    sent = (await old.web_links.links(local_viewer(ALICE), match_id)).watch
    rotated = service_with(db, clock, "the-new-key-9876543210", "the-old-key-0123456789")
    holder = await rotated.web_links.open(sent)
    assert (holder.match_id, holder.kind, holder.user_id) == (match_id, LinkKind.WATCH, ALICE)
    fresh = (await rotated.web_links.links(local_viewer(ALICE), match_id)).watch
    with pytest.raises(LinkRefused, match="not valid"):
        await old.web_links.open(fresh)  # signed by the new key, which the old list lacks
    dropped = service_with(db, clock, "the-new-key-9876543210")
    with pytest.raises(LinkRefused, match="not valid"):
        await dropped.web_links.open(sent)
    for service in (old, rotated, dropped):
        service.close()


async def test_without_a_setting_the_key_is_made_once_and_kept(service, db, clock) -> None:
    match_id = await start_match(service)
    sent = (await service.web_links.links(local_viewer(BOB), match_id)).seat
    assert sent is not None
    after_restart = service_with(db, clock)  # a new process: the key comes from the database
    holder = await after_restart.web_links.open(sent)
    assert holder.seat and holder.user_id == BOB
    assert len(await db.web.keys()) == 1
    after_restart.close()


@pytest.mark.parametrize("token", ["", "x" * 401, "a.b.c", "eyJtIjoxfQ.aw-cKw.forged", "é" * 20])
async def test_malformed_links_are_refused_as_not_valid(service, token: str) -> None:
    with pytest.raises(LinkRefused) as refused:
        await service.web_links.open(token)
    assert str(refused.value).startswith("This link is not valid")


async def test_the_link_of_a_match_gone_says_so(service, db) -> None:
    match_id = await start_match(service)
    sent = (await service.web_links.links(local_viewer(ALICE), match_id)).watch
    async with db._write() as tx:  # as an operator's clean-up would
        await tx.execute("DELETE FROM moves WHERE match_id = ?", (match_id,))
        await tx.execute("DELETE FROM matches WHERE id = ?", (match_id,))
    with pytest.raises(LinkRefused, match="no longer exists"):
        await service.web_links.open(sent)


async def test_revoking_reads_in_the_players_language(service) -> None:
    reply = await service.web_links.revoke(local_viewer(ALICE))
    assert plain(reply.notice) == (
        "Every web link you were given so far no longer opens anything. "
        "Ask for new ones when you need them."
    )
    assert localise(reply.notice, "es-ES") == (
        "Ninguno de los enlaces web que te dieron hasta ahora abre ya nada. "
        "Pide otros nuevos cuando los necesites."
    )
    assert localise(reply.notice, "de") == (
        "Keiner der Web-Links, die du bisher bekommen hast, öffnet noch etwas. "
        "Lass dir neue geben, wenn du sie brauchst."
    )

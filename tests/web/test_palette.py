"""The colour switch of a match page: a plain link (no script) to the colour-blind palette,
kept in a cookie, so the page, its board picture, its live stream and a step through the
replay all draw the pieces in the palette, and a reader who did not choose it sees the
standard colours (nothing cached for one reader reaches the other).

The palette's hex codes are the Okabe-Ito set as published (yellow and blue for the sides),
and the standard sides' colours as tests/renderers/test_svg.py writes them, not read from the
renderer.
"""

from __future__ import annotations

import json
import re
from html import unescape

from tests.bot.conftest import ALICE
from tests.web.conftest import links, start_match
from tests.web.test_live import blocks, next_event

PALETTE_BODIES = {"#f0e442", "#0072b2"}  # Okabe-Ito yellow (White) and blue (Black)
STANDARD_BODIES = {"#f7f3e9", "#2e2e36"}
BODY = re.compile(r'<g class="piece"[^>]*>(?:<[^>]*>)*?<circle[^>]* fill="(#[0-9a-f]{6})"')


def bodies(markup: str) -> set[str]:
    """The body colours of the pieces drawn in ``markup`` (every Crossings counter is a
    circle)."""
    found = BODY.findall(markup)
    assert len(found) == 32, len(found)  # two full rows of counters each
    return set(found)


async def test_the_switch_draws_every_part_of_the_page_in_the_palette(service, client) -> None:
    match_id = await start_match(service)
    watch, _ = await links(service, ALICE, match_id)
    page = await (await client.get(f"/w/{watch}")).text()
    assert bodies(page) == STANDARD_BODIES
    switch = re.search(r'<nav class="palettes"[^>]*>(.*?)</nav>', page)
    assert switch is not None and "<strong>Standard</strong>" in switch[1]
    target = unescape(re.search(r'href="([^"]+)">Colour-blind friendly</a>', switch[1])[1])
    assert target == f"/w/{watch}?palette=colour-blind"

    chosen = await client.get(target)
    assert chosen.status == 200
    assert chosen.cookies["gamut_palette"].value == "colour-blind"
    assert bodies(await chosen.text()) == PALETTE_BODIES
    # The cookie keeps it: the page again, its board, a step and its stream.
    assert bodies(await (await client.get(f"/w/{watch}")).text()) == PALETTE_BODIES
    assert bodies(await (await client.get(f"/w/{watch}/board.svg")).text()) == PALETTE_BODIES
    step = await client.get(f"/w/{watch}", params={"ply": "0", "part": "live"})
    assert bodies(await step.text()) == PALETTE_BODIES
    stream = await client.get(f"/w/{watch}/events")
    event = await next_event(blocks(stream))
    assert bodies(json.loads(event["data"])["html"]) == PALETTE_BODIES
    stream.close()

    # Another reader, without the cookie, is drawn the standard colours from the same cache.
    client.session.cookie_jar.clear()
    assert bodies(await (await client.get(f"/w/{watch}")).text()) == STANDARD_BODIES
    assert bodies(await (await client.get(f"/w/{watch}/board.svg")).text()) == STANDARD_BODIES
    # Switching back is a link too; a palette that does not exist is ignored.
    odd = await client.get(f"/w/{watch}", params={"palette": "<b>neon</b>"})
    assert "gamut_palette" not in odd.cookies
    assert bodies(await odd.text()) == STANDARD_BODIES

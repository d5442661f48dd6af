"""The hub's waiting streams: one wake lets every waiting stream of its match go on at once
(and no other match's), a wait ends at its timeout or when the server closes, and nothing
is left waiting afterwards."""

from __future__ import annotations

import asyncio

from bot.web.live import Hub


async def test_a_wake_releases_every_waiting_stream_of_its_match_alone(db) -> None:
    hub = Hub(db)
    try:
        with hub.watching(1), hub.watching(1), hub.watching(1), hub.watching(2):
            seen_1, seen_2 = hub.seen(1), hub.seen(2)
            waits = [asyncio.ensure_future(hub.wait(1, seen_1, 3600)) for _ in range(3)]
            other = asyncio.ensure_future(hub.wait(2, seen_2, 3600))
            await asyncio.sleep(0)  # each is waiting now
            hub.wake(1)
            await asyncio.gather(*waits)
            assert hub.seen(1) != seen_1 and hub.seen(2) == seen_2 and not other.done()
            await hub.wait(1, seen_1, 3600)  # a reading already out of date: at once
            hub.close()
            await other
            assert hub._waiters == {}
    finally:
        hub.close()


async def test_a_wait_ends_at_its_timeout_and_leaves_nothing_waiting(db) -> None:
    hub = Hub(db)
    try:
        with hub.watching(5):
            seen = hub.seen(5)
            await hub.wait(5, seen, 0.01)
            assert hub.seen(5) == seen and hub._waiters.get(5) == set()
    finally:
        hub.close()

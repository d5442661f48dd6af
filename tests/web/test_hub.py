"""The hub's waiting streams: one wake lets every waiting stream of its match go on at once
(and no other match's), a wait ends at its timeout or when the server closes, and nothing
is left waiting afterwards; a move of this process hands the hub its match as written and the
move it logged (unless a secret text is behind it), for that reading alone."""

from __future__ import annotations

import asyncio

from bot.web.live import Hub
from storage import Written
from tests.storage.conftest import BLACK_ID, START, new_match


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


async def test_a_move_hands_its_row_and_its_move_to_its_reading_and_a_word_from_elsewhere_none(
    db,
) -> None:
    hub = Hub(db)
    try:
        match = await new_match(db)
        with hub.watching(match.id):
            assert hub.written(match.id, hub.seen(match.id)) is None  # nothing written yet
            moved = await db.matches.apply_move(
                match.id, match.version, side="white", text="a4-b3", position=START,
                to_move_id=BLACK_ID,
            )  # fmt: skip
            at_move = hub.seen(match.id)
            written = hub.written(match.id, at_move)
            assert written is not None
            assert written.match == moved == await db.matches.get(match.id)
            # The move handed over is the log's last row, as a read of the log gives it.
            assert [written.logged] == await db.matches.moves(match.id)
            hub.wake(match.id, Written(match))  # an older write's word heard late: it stands
            assert hub.written(match.id, hub.seen(match.id)) == written
            assert hub.written(match.id, at_move) is None  # a reading's row is its own
            hub.wake(match.id)  # another process's word, or the poll: read the row
            assert hub.written(match.id, hub.seen(match.id)) is None
            hub.wake(match.id, Written(match))  # and an older row after it is not taken for it
            assert hub.written(match.id, hub.seen(match.id)) is None
        assert hub._written == {}  # forgotten with its last stream
    finally:
        hub.close()


async def test_a_move_with_a_secret_text_hands_its_row_but_not_its_move(db) -> None:
    """The real text of a secret decision never travels the feed: its reading reads the log
    (through the service, which reveals it only to replay)."""
    hub = Hub(db)
    try:
        match = await new_match(db)
        with hub.watching(match.id):
            moved = await db.matches.apply_move(
                match.id, match.version, side="white", text="choice", secret_text="a4-b3",
                position=START, to_move_id=BLACK_ID,
            )  # fmt: skip
            written = hub.written(match.id, hub.seen(match.id))
            assert written is not None and written.match == moved and written.logged is None
    finally:
        hub.close()

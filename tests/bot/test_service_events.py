"""``bot.service.events``: a watched operation's finished tournament game reaches every
listener once, after the operation, its bulletins appended to the reply; nothing else does.

The end-to-end paths (a move, a resignation, a draw, a claim ending a tournament game) are in
tests/bot/test_service_tournaments.py; these pin the rules of the listener list itself.
"""

from __future__ import annotations

import logging

from bot.service.events import MatchEnded, MatchEvents
from bot.service.replies import Bulletin, Reply
from storage.models import Match
from storage.status import MatchStatus


def match(number: int, status: str = MatchStatus.FINISHED, tournament: int | None = 3) -> Match:
    meta = {} if tournament is None else {"tournament": tournament}
    return Match(
        number, "crossings", {}, None, None, None, 1, 2, status, "", None, 10, 4, meta,
        "white", "resigned", 0.0, 0.0, 0.0,
    )


def bulletin(text: str) -> Bulletin:
    return Bulletin(3, None, None, Reply(text=text))


class Listener:
    """Keeps what it heard and answers with one bulletin per ending."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.heard: list[int] = []

    async def __call__(self, event: MatchEnded) -> list[Bulletin]:
        self.heard.append(event.match.id)
        return [bulletin(f"{self.name} heard #{event.match.id}")]


async def test_a_watched_ending_reaches_every_listener_once_after_the_operation():
    events = MatchEvents()
    first, second = Listener("desk"), Listener("log")
    events.subscribe(first)
    events.subscribe(second)
    with events.watching(7):
        events.ended(match(7))
        assert first.heard == []  # nothing is told while the operation (and its lock) runs
        reply = await events.deliver(7, Reply(text="moved", match_id=7))
    assert first.heard == second.heard == [7]
    assert [b.reply.text for b in reply.bulletins] == ["desk heard #7", "log heard #7"]
    assert reply.text == "moved"
    again = await events.deliver(7, Reply(text="later", match_id=7))
    assert again == Reply(text="later", match_id=7)  # told once
    assert first.heard == [7]


async def test_only_a_watched_finished_tournament_game_is_noted():
    events = MatchEvents()
    heard = Listener("desk")
    events.subscribe(heard)
    events.ended(match(1))  # not watched: the desk ended it itself
    with events.watching(2):
        events.ended(match(2, status=MatchStatus.ACTIVE))  # still going on
        events.ended(match(3))  # another match than the one watched
    with events.watching(4):
        events.ended(match(4, tournament=None))  # not a tournament game
    for number in (1, 2, 3, 4):
        assert await events.deliver(number, Reply(match_id=number)) == Reply(match_id=number)
    assert heard.heard == []


async def test_an_ending_the_operation_never_delivered_is_dropped_when_it_stops_watching():
    events = MatchEvents()
    heard = Listener("desk")
    events.subscribe(heard)
    with events.watching(5):
        events.ended(match(5))
    # The operation failed after storing it: a later one on the match is not told of it.
    with events.watching(5):
        assert await events.deliver(5, Reply(match_id=5)) == Reply(match_id=5)
    assert heard.heard == []


async def test_a_failing_listener_costs_neither_the_reply_nor_the_others(caplog):
    events = MatchEvents()

    async def broken(event: MatchEnded) -> list[Bulletin]:
        raise RuntimeError("the desk is down")

    heard = Listener("log")
    events.subscribe(broken)
    events.subscribe(heard)
    with caplog.at_level(logging.ERROR), events.watching(6):
        events.ended(match(6))
        reply = await events.deliver(6, Reply(text="resigned", match_id=6))
    assert reply.text == "resigned"
    assert [b.reply.text for b in reply.bulletins] == ["log heard #6"]
    assert "tournament of match 6 not moved on yet" in caplog.text

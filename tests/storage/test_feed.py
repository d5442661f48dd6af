"""The in-process feed: a listener hears the match's number, a carrier the row as written
too (or None when the word carries none), a failing one stops nobody else, and an
unsubscribed one hears nothing more."""

from __future__ import annotations

from typing import Any

from storage.notify import MatchFeed


def test_a_carrier_hears_the_row_a_listener_the_number_and_a_fault_stops_nobody() -> None:
    feed = MatchFeed()
    heard: list[Any] = []
    row = object()  # the feed hands the row over as it is: any object shows it

    def broken(match_id: int, written: Any) -> None:
        raise RuntimeError("a listener's own fault")

    feed.carry(broken)
    stop_carrier = feed.carry(
        lambda match_id, written: heard.append(("carried", match_id, written))
    )
    stop_listener = feed.subscribe(lambda match_id: heard.append(("heard", match_id)))
    feed.publish(7, row)  # type: ignore[arg-type]
    feed.publish(8)
    assert heard == [("heard", 7), ("carried", 7, row), ("heard", 8), ("carried", 8, None)]
    stop_carrier()
    stop_listener()
    heard.clear()
    feed.publish(9)
    assert heard == []

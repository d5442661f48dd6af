"""Every REST payload of a long session stays within Discord's documented limits.

Every request the bot makes under simcord is recorded, with the sizes of the files it
uploads, and checked against the limits Discord enforces (tests/discord/discord_limits.py,
which also makes simcord refuse what breaks them); files stay under 8 MiB besides (what a bot
may upload to any server, whatever its boosts).

The session is a long one: a 1,000-move Crossings match ended by the host's move limit (most
moves through the service, the first through /move), then everything players ask about it:
board, history, replay, review (every page), profile, leaderboard, rules of every game, help.
"""

from __future__ import annotations

from typing import Any

import pytest

import games
from bot.discord.markup import to_discord
from tests.discord.conftest import World
from tests.discord.discord_limits import FILE_BYTES, Sent, Traffic, problems_of
from tests.helpers import long_playout
from tests.learning.conftest import cheap_reviews
from tests.viewers import local_viewer

EIGHT_MIB = 8 * 1024 * 1024  # what a bot may upload to any server, whatever its boosts
LONG_MATCH = 1000
THROUGH_SLASH = 12  # the first moves go through /move, the rest through the service
UNPOSTED = b"\x89PNG\r\n\x1a\n"  # the board of a move whose answer is never posted


@pytest.fixture
def sent(discord_limits: Traffic) -> list[Sent]:
    """Every request the bot makes, with the sizes of the files it uploads (recorded by the
    Discord layer's limits, see tests/discord/discord_limits.py)."""
    return discord_limits.sent


def test_the_checks_catch_what_discord_refuses() -> None:
    """The checker itself, on payloads just past each limit."""
    over = [
        Sent("POST", "/channels/1/messages", {"content": "x" * 2001}, []),
        Sent("POST", "/channels/1/messages", {"embeds": [{"description": "x" * 4097}]}, []),
        Sent(
            "POST",
            "/channels/1/messages",
            {"embeds": [{"title": "t" * 200, "description": "d" * 4000}] * 2},
            [],
        ),
        Sent(
            "POST",
            "/channels/1/messages",
            {"components": [{"components": [{"custom_id": "c" * 101}]}]},
            [],
        ),
        Sent(
            "POST",
            "/channels/1/messages",
            {"components": [{"components": [{"options": [{"label": "o"}] * 26}]}]},
            [],
        ),
        Sent(
            "POST",
            "/channels/1/messages",
            {"content": "hi", "allowed_mentions": {"users": [str(n) for n in range(101)]}},
            [],
        ),
        Sent("POST", "/channels/1/threads", {"name": "n" * 101}, []),
        Sent("POST", "/channels/1/messages", {}, [1] * 11),
        Sent("POST", "/channels/1/messages", {}, [FILE_BYTES + 1]),
        Sent("POST", "/interactions/1/t/callback", {"data": {"content": "x" * 2001}}, []),
    ]
    assert all(problems_of(request) for request in over)
    fine = Sent(
        "POST",
        "/channels/1/messages",
        {"content": "x" * 2000, "allowed_mentions": {"users": [str(n) for n in range(100)]}},
        [FILE_BYTES] * 10,
    )
    assert problems_of(fine) == []


async def play_long_match(world: World, monkeypatch: pytest.MonkeyPatch) -> tuple[int, Any]:
    """Alice and Bob play a 1,000-move Crossings match to the host's move limit (a draw).

    The moves asked of the service directly answer with a board nobody posts: while they
    are played the service draws a placeholder instead (drawing 988 boards was a quarter
    of the test's time); the boards of the moves through /move, and of everything asked
    afterwards, are drawn as ever."""
    match_id, thread = await world.start_match("crossings")
    service = world.bot.service
    moves = long_playout("crossings", seed=1, moves=LONG_MATCH)
    with monkeypatch.context() as unposted:
        for number, move in enumerate(moves, start=1):
            if move == games.PASS:
                continue  # a forced pass: the service played it after the move before
            player = await world.to_move(match_id)
            assert player is not None, f"the match ended early, at move {number}"
            if number <= THROUGH_SLASH:
                await player.slash(thread, "move", move=move)
                continue
            unposted.setattr(service.boards, "_render_png", lambda *a, **k: UNPOSTED)
            await service.move(local_viewer(player.id), match_id, move)
    match = await service.get_match(match_id)
    assert match.status == "finished" and match.ply >= LONG_MATCH, (match.status, match.ply)
    return match_id, thread


@pytest.mark.bot(ai_workers=0)
async def test_every_payload_of_a_long_session_is_within_discords_limits(
    sent: list[Sent], world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``sent`` first: the recording starts before the bot does, so the command tree's sync
    is checked too."""
    # Rendering a 1,000-move replay and reviewing 500 moves take seconds of real work: a
    # safety net for a loaded machine, not a check.
    world.env.settle_timeout = 300.0
    service = world.bot.service
    service.coach = cheap_reviews(service)
    match_id, thread = await play_long_match(world, monkeypatch)
    alice = world.alice

    # A match's last moves, as /move suggests them (the match is over: nothing to suggest).
    assert await alice.autocomplete(thread, "move", "move", "") == []
    await alice.autocomplete(world.channel, "learn", "answer", "", game="crossings")
    await alice.slash(thread, "board", match=match_id)
    await alice.slash(thread, "history", match=match_id)
    replay = await alice.slash(thread, "replay", match=match_id)
    reviewed = await alice.slash(thread, "review", match=match_id)
    for actor in (alice, world.bob):
        await actor.slash(world.channel, "profile", user=actor)
    await alice.slash(world.channel, "leaderboard", game="crossings")
    for game_id in games.ids():
        await alice.slash(world.channel, "rules", game=game_id)
    await alice.slash(world.channel, "help")
    await alice.slash(world.channel, "games")

    # The replay was posted, as a GIF under 8 MiB.
    gifs = [
        a
        for m in thread.history(viewer=alice)
        for a in m.attachments
        if a.filename.endswith(".gif")
    ]
    assert gifs, [f.content for f in replay.followups]
    for gif in gifs:
        assert len(await gif.read()) < EIGHT_MIB

    # The review of the long match is one message; its pages are each one more.
    review_messages = [*reviewed.followups] or [reviewed.response]
    assert len(review_messages) == 1
    first = review_messages[0].content
    assert "Page 1 of " in first, first[-300:]
    pages = int(first.rsplit("Page 1 of ", 1)[1].split(";")[0])
    texts = [first]
    for page in range(2, pages + 1):
        answer = await alice.slash(thread, "review", match=match_id, page=page)
        shown = [*answer.followups] or [answer.response]
        assert len(shown) == 1 and shown[0].attachments == []
        texts.append(shown[0].content)
    assert texts[-1].endswith(f"Page {pages} of {pages}, the last.")
    # Nothing is lost between the pages: without their page lines they are the review.
    whole = await service.reviewer.review(local_viewer(alice.id), match_id)
    assert "\n".join(t.rsplit("\n-# Page ", 1)[0] for t in texts) == to_discord(whole.notice)
    beyond = await alice.slash(thread, "review", match=match_id, page=pages + 1)
    said = [*beyond.followups] or [beyond.response]
    assert said[0].content == f"There are only {pages} pages: ask for page 1 to {pages}."

    assert any(r.path.endswith("/commands") and r.method == "PUT" for r in sent)
    problems = [problem for request in sent for problem in problems_of(request)]
    assert problems == []
    assert [size for r in sent for size in r.file_sizes if size >= EIGHT_MIB] == []
    assert len([r for r in sent if r.file_sizes]) >= 3  # boards, the replay, the review chart

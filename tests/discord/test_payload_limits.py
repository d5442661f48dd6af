"""Every REST payload of a long session stays within Discord's documented limits.

simcord records each request the bot makes; this wraps its router to keep the uploaded files'
sizes too, then checks every payload against the limits Discord enforces (and rejects a whole
message for): content 2,000 characters; at most 10 embeds, 6,000 characters in all, title 256,
description 4,096, 25 fields of name 256 and value 1,024, footer 2,048, author 256; 5 rows of
components, 5 buttons a row, 25 select options, custom_id 100, labels 80; 10 attachments, each
under 8 MiB (what a bot may upload to any server); 25 autocomplete choices of 100 characters;
thread names 100; and the command tree's names, descriptions, options and choices.

The session is a long one: a 1,000-move Crossings match ended by the host's move limit (most
moves through the service, the first through /move), then everything players ask about it:
board, history, replay, review (every page), profile, leaderboard, rules of every game, help.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import simcord.http.router as router

import games
from bot.discord.markup import to_discord
from bot.service.review import Reviewer
from tests.discord.conftest import World
from tests.helpers import long_playout
from tests.learning.conftest import InlineCoach
from tests.viewers import local_viewer

EIGHT_MIB = 8 * 1024 * 1024
LONG_MATCH = 1000
THROUGH_SLASH = 12  # the first moves go through /move, the rest through the service
REVIEW_NODES = 40  # per weighed move: a cheap review, the text is what is checked


@dataclass
class Sent:
    method: str
    path: str
    json: Any
    file_sizes: list[int]


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Sent]]:
    """Every request the bot makes, with the sizes of the files it uploads."""
    recorded: list[Sent] = []
    dispatch = router.dispatch

    def recording(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        sizes = []
        for file in kwargs.get("files") or []:
            stream = file.fp
            where = stream.tell()
            sizes.append(len(stream.read()))
            stream.seek(where)
        recorded.append(Sent(method, path, kwargs.get("json"), sizes))
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", recording)
    yield recorded


# ----- Discord's limits, written out here (not taken from the bot) ---------------------------


def too_long(what: str, value: Any, limit: int) -> list[str]:
    if value is not None and len(value) > limit:
        return [f"{what}: {len(value)} > {limit}"]
    return []


def embed_problems(embeds: list[dict[str, Any]]) -> list[str]:
    problems = too_long("embeds", embeds, 10)
    total = 0
    for embed in embeds:
        fields = embed.get("fields") or []
        problems += too_long("embed fields", fields, 25)
        texts = [
            ("embed title", embed.get("title"), 256),
            ("embed description", embed.get("description"), 4096),
            ("embed footer", (embed.get("footer") or {}).get("text"), 2048),
            ("embed author", (embed.get("author") or {}).get("name"), 256),
        ]
        for field in fields:
            texts += [
                ("field name", field.get("name"), 256),
                ("field value", field.get("value"), 1024),
            ]
        for what, text, limit in texts:
            problems += too_long(what, text, limit)
            total += len(text or "")
    if total > 6000:
        problems.append(f"embeds in all: {total} > 6000")
    return problems


def component_problems(rows: list[dict[str, Any]]) -> list[str]:
    problems = too_long("component rows", rows, 5)
    for row in rows:
        children = row.get("components") or []
        problems += too_long("components in a row", children, 5)
        for item in children:
            problems += too_long("custom_id", item.get("custom_id"), 100)
            problems += too_long("button label", item.get("label"), 80)
            problems += too_long("placeholder", item.get("placeholder"), 150)
            options = item.get("options") or []
            problems += too_long("select options", options, 25)
            for option in options:
                for key in ("label", "value", "description"):
                    problems += too_long(f"option {key}", option.get(key), 100)
    return problems


def message_problems(body: dict[str, Any]) -> list[str]:
    problems = too_long("content", body.get("content"), 2000)
    problems += embed_problems(body.get("embeds") or [])
    problems += component_problems(body.get("components") or [])
    problems += too_long("attachments", body.get("attachments"), 10)
    for choice in body.get("choices") or []:  # an autocomplete answer
        problems += too_long("choice name", choice.get("name"), 100)
        problems += too_long("choice value", str(choice.get("value")), 100)
    problems += too_long("autocomplete choices", body.get("choices"), 25)
    return problems


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    problems = too_long("commands", commands, 100)

    def check(item: dict[str, Any], where: str) -> None:
        nonlocal problems
        problems += too_long(f"{where} name", item.get("name"), 32)
        problems += too_long(f"{where} description", item.get("description"), 100)
        problems += too_long(f"{where} options", item.get("options"), 25)
        problems += too_long(f"{where} choices", item.get("choices"), 25)
        for choice in item.get("choices") or []:
            problems += too_long(f"{where} choice name", choice.get("name"), 100)
        for option in item.get("options") or []:
            check(option, f"{where} {item.get('name')}")

    for command in commands:
        check(command, "command")
    return problems


def problems_of(request: Sent) -> list[str]:
    body = request.json if isinstance(request.json, dict) else {}
    if request.path.endswith("/commands") and isinstance(request.json, list):
        return command_problems(request.json)
    if "data" in body and isinstance(body["data"], dict):  # an interaction response
        body = body["data"]
    problems = message_problems(body)
    if request.path.endswith("/threads"):
        problems += too_long("thread name", body.get("name"), 100)
    problems += too_long("files", request.file_sizes, 10)
    problems += [f"file of {size} bytes" for size in request.file_sizes if size >= EIGHT_MIB]
    return [f"{request.method} {request.path}: {problem}" for problem in problems]


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
        Sent("POST", "/channels/1/messages", {}, [1] * 11),
        Sent("POST", "/channels/1/messages", {}, [EIGHT_MIB]),
        Sent("POST", "/interactions/1/t/callback", {"data": {"content": "x" * 2001}}, []),
    ]
    assert all(problems_of(request) for request in over)
    fine = Sent("POST", "/channels/1/messages", {"content": "x" * 2000}, [EIGHT_MIB - 1] * 10)
    assert problems_of(fine) == []


async def play_long_match(world: World) -> tuple[int, Any]:
    """Alice and Bob play a 1,000-move Crossings match to the host's move limit (a draw)."""
    match_id, thread = await world.start_match("crossings")
    service = world.bot.service
    moves = long_playout("crossings", seed=1, moves=LONG_MATCH)
    for number, move in enumerate(moves, start=1):
        if move == games.PASS:
            continue  # a forced pass: the service played it after the move before
        player = await world.to_move(match_id)
        assert player is not None, f"the match ended early, at move {number}"
        if number <= THROUGH_SLASH:
            await player.slash(thread, "move", move=move)
        else:
            await service.move(local_viewer(player.id), match_id, move)
    match = await service.get_match(match_id)
    assert match.status == "finished" and match.ply >= LONG_MATCH, (match.status, match.ply)
    return match_id, thread


@pytest.mark.bot(ai_workers=0)
async def test_every_payload_of_a_long_session_is_within_discords_limits(
    sent: list[Sent], world: World
) -> None:
    """``sent`` first: the recording starts before the bot does, so the command tree's sync
    is checked too."""
    # Rendering a 1,000-move replay and reviewing 500 moves take seconds of real work: a
    # safety net for a loaded machine, not a check.
    world.env.settle_timeout = 300.0
    service = world.bot.service
    coach = InlineCoach()
    service.coach = coach
    service.reviewer = Reviewer(service, coach, budget=None, max_nodes=REVIEW_NODES)
    match_id, thread = await play_long_match(world)
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
    assert len([r for r in sent if r.file_sizes]) >= 3  # boards, the replay, the review chart

"""No front end's formatting in the service's texts.

The service speaks in the neutral markup of ``bot.markup``; Discord turns it into
Markdown and slash commands, the console into plain text and its own command words.  A ``**``,
a backtick or a ``/resign`` written by the service would show as litter in the console (and a
console word would be wrong in Discord), so every text a player can meet is checked here while
whole matches of every game are played: moves, passes, captures, the Stealth King set-up, draws,
resignation, time-outs, history, replay, rules, rematches and the errors on the way.
"""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Iterator

import pytest

import games
from bot.markup import render
from bot.service import MatchService, Reply, ServiceError, ServiceSettings
from renderers.replay import Replay
from tests.bot.conftest import ALICE, BOB, CAROL
from tests.viewers import ONLOOKER, local_viewer

COMMAND_WORDS = (
    "move",
    "choose",
    "peek",
    "board",
    "resign",
    "draw",
    "claim",
    "rematch",
    "play",
    "accept",
    "decline",
    "cancel",
    "history",
    "replay",
    "games",
    "rules",
    "help",
    "king",
)
SLASH_COMMAND = re.compile(rf"/(?:{'|'.join(COMMAND_WORDS)})\b")


def fake_png(view, **kwargs) -> bytes:
    """Rendering is not under test here (texts are), and a long game renders many boards."""
    return b"\x89PNG"


def fake_gif(frames, **kwargs) -> Replay:
    return Replay(b"GIF89a", tuple(range(len(frames))), 1, True)


def outside_code(text: str) -> str:
    """``text`` without its literal spans (a file path such as docs/rules/x.md) and command
    markers, i.e. the words the service itself writes."""
    return render(
        text,
        strong=lambda s: s,
        code=lambda s: "",
        command=lambda name, args: "",
        block=lambda s: s,
    )


def front_end_formatting(text: str) -> list[str]:
    """What in ``text`` belongs to one front end: Markdown emphasis or code, or a slash
    command written out."""
    found = [mark for mark in ("**", "`") if mark in text]
    return found + SLASH_COMMAND.findall(outside_code(text))


def texts_of(reply: Reply) -> Iterator[str]:
    yield reply.text
    yield reply.notice or ""
    for prompt in (*reply.prompts, *([reply.confirm] if reply.confirm else [])):
        yield prompt.text
        yield from (choice.label for choice in prompt.choices)
    for message in reply.private:
        yield message.text
        if message.prompt is not None:
            yield message.prompt.text
            yield from (choice.label for choice in message.prompt.choices)


class Collector:
    """Every text of every reply and every refusal met through it."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    async def ok(self, call: Awaitable[Reply]) -> Reply:
        reply = await call
        self.texts.extend(texts_of(reply))
        return reply

    async def refused(self, call: Awaitable[object]) -> None:
        with pytest.raises(ServiceError) as info:
            await call
        self.texts.append(str(info.value))

    def offending(self) -> list[tuple[str, list[str]]]:
        return [(t, bad) for t in self.texts if (bad := front_end_formatting(t))]


@pytest.fixture
async def quick_service(db, clock):
    names = {ALICE: "alice", BOB: "bob", CAROL: "carol"}
    svc = MatchService(
        db,
        settings=ServiceSettings(move_limit=120),
        mention=lambda uid: f"@{names.get(uid, uid)}",
        clock=clock,
        rng=random.Random(11),
        render_png=fake_png,
        fit_replay=fake_gif,
    )
    yield svc
    svc.close()


async def play_to_the_end(service, texts: Collector, match_id: int, seed: int) -> None:
    """Random legal moves (with a refused move by the wrong player and an illegal one on the
    way) until the engine or the host's move limit ends the match."""
    rng = random.Random(seed)
    for _ in range(200):
        match = await service.get_match(match_id)
        if match.status != "active":
            return
        user = match.to_move_id
        other = BOB if user == ALICE else ALICE
        legal = await service.legal_moves_for(local_viewer(user), match_id)
        if rng.random() < 0.05:
            await texts.refused(service.move(local_viewer(other), match_id, legal[0]))
            await texts.refused(service.move(local_viewer(user), match_id, "z9-z10"))
        await texts.ok(service.move(local_viewer(user), match_id, rng.choice(legal)))


async def new_match(service, texts: Collector, game_id: str, options=None) -> int:
    offer = await texts.ok(
        service.challenge(ALICE, game_id, opponent=BOB, colour="white", options=options)
    )
    return (await texts.ok(service.accept(local_viewer(BOB), offer.challenge_id))).match_id


async def look_at(service, texts: Collector, match_id: int) -> None:
    await texts.ok(service.history(ONLOOKER, match_id))
    await texts.ok(service.replay(ONLOOKER, match_id))
    await texts.ok(service.board(ONLOOKER, match_id))
    await texts.ok(service.peek(local_viewer(ALICE), match_id))


@pytest.mark.parametrize("game_id", games.ids())
async def test_a_whole_match_of_every_game_speaks_no_front_ends_formatting(
    quick_service, clock, game_id
):
    service, texts = quick_service, Collector()
    await texts.ok(service.rules(game_id))
    match_id = await new_match(service, texts, game_id)
    await texts.ok(service.matches_of(local_viewer(ALICE)))
    await play_to_the_end(service, texts, match_id, seed=len(game_id))
    match = await service.get_match(match_id)
    if match.status == "active":
        await texts.ok(service.resign(local_viewer(ALICE), match_id))
        await texts.ok(service.resign(local_viewer(ALICE), match_id, confirmed=True))
    await look_at(service, texts, match_id)
    await texts.refused(service.move(local_viewer(ALICE), match_id, "a1-a2"))
    await texts.ok(service.rematch(local_viewer(BOB), match_id))
    await texts.refused(service.rematch(local_viewer(BOB), match_id))  # already offered
    rematch = await texts.ok(service.rematch(local_viewer(ALICE), match_id))  # accepts Bob's offer
    second = rematch.match_id
    await texts.ok(service.offer_draw(local_viewer(ALICE), second))
    await texts.ok(service.answer_draw(local_viewer(BOB), second, False))
    await texts.ok(service.offer_draw(local_viewer(BOB), second))
    await texts.ok(service.answer_draw(local_viewer(ALICE), second, True))
    await look_at(service, texts, second)
    third = await new_match(service, texts, game_id)
    clock.advance(36 * 3600 + 1)
    for reply in await service.tick():
        texts.texts.extend(texts_of(reply))
    clock.advance(36 * 3600)
    for reply in await service.tick():
        texts.texts.extend(texts_of(reply))
    third_match = await service.get_match(third)
    waiting = BOB if third_match.to_move_id == ALICE else ALICE
    await texts.ok(service.claim_timeout(local_viewer(waiting), third))
    await texts.refused(service.rules("chess"))
    assert len(texts.texts) > 20
    assert texts.offending() == []


async def test_the_stealth_king_set_up_and_its_errors_speak_no_front_ends_formatting(
    quick_service,
):
    service, texts = quick_service, Collector()
    match_id = await new_match(service, texts, "kings-crossing", {"stealth": True})
    await texts.refused(service.move(local_viewer(ALICE), match_id, "a2-a3"))  # not started
    await texts.refused(service.private_choice(local_viewer(ALICE), match_id, "h9"))
    await texts.ok(service.private_choice(local_viewer(ALICE), match_id, "random"))
    await texts.refused(service.private_choice(local_viewer(ALICE), match_id, "b1"))  # chosen
    await texts.ok(service.private_choice(local_viewer(BOB), match_id, "random"))
    await play_to_the_end(service, texts, match_id, seed=4)
    match = await service.get_match(match_id)
    if match.status == "active":
        await texts.ok(service.resign(local_viewer(BOB), match_id, confirmed=True))
    await look_at(service, texts, match_id)
    assert texts.offending() == []


def test_the_check_itself_finds_each_kind_of_formatting():
    """The detector of this file catches what it is meant to (else the tests above prove
    nothing), and spares a literal path and a command written in the neutral markup."""
    from bot.markup import code, command

    assert front_end_formatting("played **a4-b5**") == ["**"]
    assert front_end_formatting("salt `abc`") == ["`"]
    assert front_end_formatting("(/resign ends the match)") == ["/resign"]
    assert front_end_formatting(f"see {code('docs/rules/crossings.md')}") == []
    assert front_end_formatting(f"use {command('peek')} or {command('choose', 'a7')}") == []

"""Stealth King through the service: private choices, commitments, and no leak in public output.

Non-interference is tested the strong way: two matches that differ only in where the Kings
hide get the same moves, and every public text and image must be identical.
"""

from __future__ import annotations

import hashlib
import random
import re

import pytest

import games
from bot.markup import command, plain
from bot.service import NotAllowed, ServiceError
from tests.bot.conftest import ALICE, BOB
from tests.viewers import ONLOOKER, local_viewer

pytestmark = pytest.mark.skipif(
    "kings-crossing" not in games.ids(), reason="needs the King's Crossing engine"
)


async def start_stealth(service) -> int:
    reply = await service.challenge(
        ALICE, "kings-crossing", opponent=BOB, colour="white", options={"stealth": True}
    )
    started = await service.accept(local_viewer(BOB), reply.challenge_id)
    assert {m.user_id for m in started.private} == {ALICE, BOB}
    for message in started.private:
        labels = [plain(c.label) for c in message.prompt.choices]
        assert "Random" in labels and len(labels) == 9
    return started.match_id


def mentions_square(text: str, square: str) -> bool:
    """Whether ``square`` appears as a word (not inside a hex digest)."""
    return re.search(rf"\b{square}\b", text) is not None


def private_of(reply, user_id: int) -> list[tuple[str, bytes | None]]:
    return [
        (re.sub(r"Match #\d+", "Match #N", plain(m.text)), m.image.data if m.image else None)
        for m in reply.private
        if m.user_id == user_id
    ]


def public_of(reply, match_id: int) -> tuple[str, bytes | None]:
    text = re.sub(r"Match #\d+", "Match #N", plain(reply.text))
    return text, reply.image.data if reply.image else None


async def test_private_choices_start_the_game_with_public_commitments(service, db):
    match_id = await start_stealth(service)
    first = await service.private_choice(local_viewer(BOB), match_id, "b7")
    assert not mentions_square(plain(first.text), "b7")
    assert first.private[0].user_id == BOB and "b7" in plain(first.private[0].text)
    owner_view = first.private[0].image.view
    assert owner_view["pieces"]["b7"]["kind"] == "king"
    with pytest.raises(NotAllowed):
        await service.move(local_viewer(ALICE), match_id, "a2-a3")  # the game has not started
    started = await service.private_choice(local_viewer(ALICE), match_id, "c1")
    assert "Commitments" in plain(started.text) and not mentions_square(plain(started.text), "c1")
    assert all(p["kind"] != "king" for p in started.image.view["pieces"].values())
    history = await service.history(ONLOOKER, match_id)
    moves = plain(history.text)
    assert not mentions_square(moves, "c1") and not mentions_square(moves, "b7")
    peek_white = await service.peek(local_viewer(ALICE), match_id)
    assert peek_white.notice_image.view["pieces"]["c1"]["kind"] == "king"
    assert peek_white.notice_image.view["pieces"]["b7"]["kind"] == "man"
    peek_black = await service.peek(local_viewer(BOB), match_id)
    assert peek_black.notice_image.view["pieces"]["c1"]["kind"] == "man"


def recipients(reply) -> list[int]:
    return sorted(message.user_id for message in reply.private)


async def test_public_output_does_not_depend_on_the_hidden_kings(service):
    one = await start_stealth(service)
    two = await start_stealth(service)
    # Only Black's King differs: nothing public, and nothing White receives, may differ.
    for match_id, (white, black) in ((one, ("a1", "a8")), (two, ("a1", "c7"))):
        await service.private_choice(local_viewer(ALICE), match_id, white)
        await service.private_choice(local_viewer(BOB), match_id, black)
    rng = random.Random(3)
    game = games.get("kings-crossing")
    for _ in range(400):
        state_one = await service.get_match(one)
        if state_one.status != "active":
            break
        user = state_one.to_move_id
        legal = await service.legal_moves_for(local_viewer(user), one)
        assert legal == await service.legal_moves_for(local_viewer(user), two)
        move = legal[rng.randrange(len(legal))]
        reply_one = await service.move(local_viewer(user), one, move)
        reply_two = await service.move(local_viewer(user), two, move)
        if "wins" in plain(reply_one.text) or "wins" in plain(reply_two.text):
            break  # a King was captured or arrived: revealed from here on
        assert public_of(reply_one, one) == public_of(reply_two, two)
        assert private_of(reply_one, ALICE) == private_of(reply_two, ALICE)
        # Even whether Black is sent a private board must not depend on where its King is.
        assert recipients(reply_one) == recipients(reply_two)
    assert game.id == "kings-crossing"


async def test_the_commitments_verify_when_the_game_ends(service):
    match_id = await start_stealth(service)
    await service.private_choice(local_viewer(ALICE), match_id, "random")
    await service.private_choice(local_viewer(BOB), match_id, "random")
    ended = await service.resign(local_viewer(BOB), match_id, confirmed=True)
    assert plain(ended.text).count("✓ verified") == 2
    assert "MISMATCH" not in plain(ended.text)


async def test_anyone_can_recompute_the_commitments_from_the_public_texts(service):
    """The published SHA-256 values, recomputed by hand from the squares and salts revealed
    at the end, match; and the revealed squares are the ones the players chose."""
    match_id = await start_stealth(service)
    await service.private_choice(local_viewer(ALICE), match_id, "c1")
    started = await service.private_choice(local_viewer(BOB), match_id, "b7")
    published = dict(re.findall(r"• (White|Black): ([0-9a-f]{64})", plain(started.text)))
    assert set(published) == {"White", "Black"}
    ended = await service.resign(local_viewer(BOB), match_id, confirmed=True)
    revealed = re.findall(r"• (White|Black): ([a-h][1-8]), salt ([0-9a-f]+)", plain(ended.text))
    assert {side: square for side, square, _ in revealed} == {"White": "c1", "Black": "b7"}
    for side, square, salt in revealed:
        digest = hashlib.sha256(f"{side.lower()}:{square}:{salt}".encode()).hexdigest()
        assert digest == published[side]


async def test_history_shows_the_real_set_up_choices_only_once_the_match_is_over(service):
    match_id = await start_stealth(service)
    await service.private_choice(local_viewer(ALICE), match_id, "c1")
    await service.private_choice(local_viewer(BOB), match_id, "b7")
    during = plain((await service.history(ONLOOKER, match_id)).text)
    assert "king ?" in during
    assert not mentions_square(during, "c1") and not mentions_square(during, "b7")
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    after = plain((await service.history(ONLOOKER, match_id)).text)
    assert "White king c1" in after and "Black king b7" in after
    assert "king ?" not in after


async def test_a_refused_private_choice_names_the_squares_and_the_choose_command(service):
    """The console's command is ``choose a7``; the engine's ``king a7`` notation is not what a
    player types, so the error must not suggest it."""
    match_id = await start_stealth(service)
    with pytest.raises(ServiceError) as info:
        await service.private_choice(local_viewer(BOB), match_id, "h9")
    message = str(info.value)
    assert command("choose", "a7") in message
    assert "king a7" not in message
    assert all(square in plain(message) for square in ("a7", "a8", "d8"))


async def _stealth_played(service, moves: list[tuple[int, str]]) -> int:
    """A rated Stealth King match: both Kings chosen, then ``moves`` (user, text), then
    Black resigns."""
    match_id = await start_stealth(service)
    await service.private_choice(local_viewer(ALICE), match_id, "a1")
    await service.private_choice(local_viewer(BOB), match_id, "a8")
    for user, text in moves:
        await service.move(local_viewer(user), match_id, text)
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    return match_id


async def test_hidden_king_choices_are_not_moves_for_the_rating_rule(service, db):
    """Each side chose its King (two logged decisions each with one move) and made one move:
    one move each is not the two the rating rule asks for."""
    match_id = await _stealth_played(service, [(ALICE, "b2-b3"), (BOB, "b7-b6")])
    assert (await db.matches.get(match_id)).rated
    assert await db.ratings.for_match(match_id) == []
    logged = await db.matches.moves(match_id)
    assert len(logged) == 4, "the choices are logged like moves; they are not counted as moves"


async def test_two_real_moves_each_after_the_hidden_kings_are_rated(service, db):
    played = [(ALICE, "b2-b3"), (BOB, "b7-b6"), (ALICE, "c2-c3"), (BOB, "c7-c6")]
    match_id = await _stealth_played(service, played)
    assert len(await db.ratings.for_match(match_id)) == 2

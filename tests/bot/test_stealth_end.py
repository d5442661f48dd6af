"""When a Stealth King game ends, the final board, its picture and the replay's last frame
show the Kings the text names, however it ended (a host rule too: the engine, which knows
nothing of resignations, still hides them); while it goes on, nothing of them is shown (the
byte-identity tests of test_service_stealth hold that)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import games
from renderers.board import layout_for
from renderers.layout import parse_square
from renderers.style import CELL
from tests.bot.conftest import ALICE, BOB
from tests.viewers import ONLOOKER, local_viewer

KINGS = {"white": "c1", "black": "b8"}


async def resigned_stealth_match(service) -> int:
    reply = await service.challenge(
        ALICE, "kings-crossing", opponent=BOB, colour="white", options={"stealth": True}
    )
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    await service.private_choice(local_viewer(ALICE), match_id, KINGS["white"])
    await service.private_choice(local_viewer(BOB), match_id, KINGS["black"])
    await service.move(local_viewer(ALICE), match_id, "a2-a5")
    await service.move(local_viewer(BOB), match_id, "d7-d4")
    return match_id


def kings_of(view) -> dict[str, str]:
    return {p["side"]: sq for sq, p in view["pieces"].items() if p["kind"] == "king"}


async def test_a_resigned_stealth_match_shows_both_kings(recorded, recorder):
    match_id = await resigned_stealth_match(recorded)
    board = await recorded.board(ONLOOKER, match_id)
    assert kings_of(board.image.view) == {}, "hidden while the match goes on"
    await recorded.resign(local_viewer(BOB), match_id, confirmed=True)
    board = await recorded.board(ONLOOKER, match_id)
    assert kings_of(board.image.view) == KINGS
    assert not any("hidden" in p["flags"] for p in board.image.view["pieces"].values())
    assert kings_of(recorder.last["view"]) == KINGS  # what the picture was drawn from
    recorder.gifs.clear()
    await recorded.replay(ONLOOKER, match_id)
    (frames,) = recorder.gifs
    assert kings_of(frames[-1].view) == KINGS
    assert all(kings_of(frame.view) == {} for frame in frames[:-1]), "earlier frames as then"


async def test_the_final_picture_draws_a_king_where_a_man_stood(service):
    """The drawn picture itself: the square of White's King looks as a King looks on a
    plain King's Crossing board, not as the man it showed while hidden."""
    match_id = await resigned_stealth_match(service)
    before = Image.open(io.BytesIO((await service.board(ONLOOKER, match_id)).image.data))
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    after = Image.open(io.BytesIO((await service.board(ONLOOKER, match_id)).image.data))
    game = games.get("kings-crossing")
    layout = layout_for(game.view(game.start(), None), "white")
    for square in KINGS.values():
        left, top = layout.origin(*parse_square(square))
        box = (left, top, left + CELL, top + CELL)
        assert before.convert("RGB").crop(box).tobytes() != after.convert("RGB").crop(box).tobytes()
    untouched = layout.origin(*parse_square("d1"))  # a man, before and after
    box = (*untouched, untouched[0] + CELL, untouched[1] + CELL)
    assert before.convert("RGB").crop(box).tobytes() == after.convert("RGB").crop(box).tobytes()


pytestmark = pytest.mark.skipif(
    "kings-crossing" not in games.ids(), reason="needs the King's Crossing engine"
)

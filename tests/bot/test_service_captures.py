"""Captures announced and marked: what a move did to other pieces, read from public views
(games/core/changes.py), said in the move's reply and passed to the renderer as ``captured``."""

from __future__ import annotations

import games
from bot.markup import plain
from games.core.changes import Change, changes, summary
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_service_games import create_at
from tests.viewers import local_viewer


def played(reply) -> str:
    """The first line of a move reply: who played what, and what it did."""
    return plain(reply.text).splitlines()[0]


async def test_a_jump_capture_is_announced_and_its_square_marked(recorded, recorder, db):
    """King's Crossing: "Jump capture: over one orthogonally adjacent enemy piece ... the
    jumped piece is removed"."""
    match_id = await create_at(db, "kings-crossing", "k3/4/4/4/4/1m2/1M2/3K w home=d1,a8")
    reply = await recorded.move(local_viewer(ALICE), match_id, "b2xb4")
    assert played(reply).endswith("played b2xb4, capturing the man on b3.")
    assert tuple(recorder.last["captured"]) == ("b3",)


async def test_a_boss_hit_is_announced_with_the_hit_points_left(recorded, recorder, db):
    """Checkers with Bosses: "A jumped boss loses one hit point and is removed only when it
    reaches zero"."""
    match_id = await create_at(db, "checkers-bosses", "8/8/8/8/2*o(3)5/2*O(3)5/8/8 w reserve=/")
    reply = await recorded.move(local_viewer(ALICE), match_id, "c3xc5")
    assert played(reply).endswith(
        "played c3xc5, the orthogonal boss on c4 loses a hit point (2 left)."
    )
    assert tuple(recorder.last["captured"]) == ("c4",)


async def test_a_jumped_piece_going_home_or_waiting_for_its_owner_is_announced(recorded, db):
    """Charing Cross: "A jumped piece goes back to one of its own vacant home squares, chosen
    by its owner; with one vacant it goes there automatically"."""
    offer = await recorded.challenge(ALICE, "charing-cross", opponent=BOB, colour="white")
    match_id = (await recorded.accept(local_viewer(BOB), offer.challenge_id)).match_id
    for user, move in ((ALICE, "a4-b4"), (BOB, "d1-e2"), (ALICE, "b4-c4"), (BOB, "e2-d3")):
        await recorded.move(local_viewer(user), match_id, move)
    await recorded.move(local_viewer(ALICE), match_id, "d8-d7")  # a5 stays home: one home is free
    home = await recorded.move(local_viewer(BOB), match_id, "d3-b5")
    assert played(home).endswith("played d3-b5, the knight on c4 goes home to a4.")
    other = await create_at(db, "charing-cross", "3RR3/8/8/N6n/N6n/8/8/3rr3 w")
    waiting = await recorded.move(local_viewer(ALICE), other, "a4-a6")  # over its own a5 knight
    assert played(waiting).endswith(
        "played a4-a6, the knight on a5 is off the board until its owner places it."
    )


async def test_a_captured_stealth_piece_is_named_only_as_the_public_sees_it(recorded, db):
    """Stealth King: every piece looks like a man until the game ends, and "a captured piece
    is revealed as it leaves the board": a captured man is a man (the game goes on), and
    the captured King, which ends the game, is named a king."""
    man = await create_at(
        db, "kings-crossing", "k3/4/4/4/4/1m2/1M2/3K w home=d1,a8 stealth=1", {"stealth": True}
    )
    reply = await recorded.move(local_viewer(ALICE), man, "b2xb4")
    assert played(reply).endswith("capturing the man on b3.")
    king = await create_at(
        db, "kings-crossing", "m3/4/4/4/4/1k2/1M2/3K w home=d1,a8 stealth=1", {"stealth": True}
    )
    reply = await recorded.move(local_viewer(ALICE), king, "b2xb4")
    assert played(reply).endswith("capturing the king on b3.")
    assert "wins" in plain(reply.text)


def test_a_moving_phalanx_is_not_taken_for_captured_or_moved_pieces():
    """Crossings: the a1-a2 pair moves and its head takes the counter on a4; the pair's own
    counters changing squares are the move itself."""
    game = games.get("crossings")
    before = game.load("8/8/8/8/p7/8/P7/P7 w")
    after = game.play(before, "a1xa3")
    found = changes(game.view(before, None), game.view(after, None), "a1xa3")
    assert [(c.what, c.square) for c in found] == [("captured", "a4")]


def test_several_captures_read_as_one_clause():
    man = {"side": "black", "kind": "man", "letter": "m", "flags": [], "hp": None}
    boss = {"side": "black", "kind": "diagonal", "letter": "d", "flags": ["boss"], "hp": 2}
    hit = {**boss, "hp": 1}
    found = [
        Change("captured", "b3", man),
        Change("captured", "b5", man),
        Change("hit", "c6", boss, now=hit),
    ]
    assert summary(found) == (
        "capturing the man on b3 and the man on b5; the diagonal boss on c6 loses a hit "
        "point (1 left)"
    )
    assert summary([]) == ""


def test_a_trapped_flag_coming_and_going_is_not_a_change():
    """King's Crossing marks trapped pieces; being trapped is not being captured."""
    piece = {"side": "black", "kind": "man", "letter": "m", "flags": [], "hp": None}
    before = {"to_move": "white", "pieces": {"b3": piece}, "info": {}, "marks": []}
    after = {"pieces": {"b3": {**piece, "flags": ["trapped"]}}, "info": {}, "marks": []}
    assert changes(before, after, "a2-a3") == []

"""Move numbers: one numbering in texts, captions, history and replay frames.

The rule (bot/service/numbering.py): a move is one turn of one side, numbered from 1; the
decisions of one turn share its number; secret set-up choices are not moves; a pass is a
move; a board is captioned with the number of the move just played (0, read "start", before
the first).
"""

from __future__ import annotations

import re

import games
from bot.markup import plain
from bot.service.numbering import MoveCount
from renderers.caption import title_line
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_service_games import create_at
from tests.helpers import long_playout
from tests.viewers import ONLOOKER, local_viewer


async def start(service, game_id="charing-cross", options=None) -> int:
    offer = await service.challenge(ALICE, game_id, opponent=BOB, colour="white", options=options)
    return (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id


def status(reply) -> str:
    """The last line of a move reply: who decides, and the number of the move being played."""
    return plain(reply.text).splitlines()[-1]


async def test_moves_count_from_one_and_a_re_placement_shares_its_turns_number(recorded, recorder):
    match_id = await start(recorded)
    assert recorder.last["move_number"] == 0  # the start
    jumped = await recorded.move(
        local_viewer(ALICE), match_id, "a4-a6"
    )  # over White's own a5 knight
    assert recorder.last["move_number"] == 1
    assert status(jumped) == "@alice to decide (white), move 1."  # the re-placement
    placed = await recorded.move(local_viewer(ALICE), match_id, "@a4")
    assert recorder.last["move_number"] == 1
    assert status(placed) == "@bob to decide (black), move 2."
    await recorded.move(local_viewer(BOB), match_id, "h5-g5")
    assert recorder.last["move_number"] == 2
    board = await recorded.board(ONLOOKER, match_id)
    assert recorder.last["move_number"] == 2
    assert plain(board.text).endswith("@alice to decide (white), move 3.")


async def test_the_jumps_of_one_kings_crossing_turn_share_one_number(recorded, recorder, db):
    """docs/rules/kings-crossing.md § Captures: after each jump, if a piece of that side can
    jump again, the turn goes on with another jump; each jump is a decision of the same move."""
    match_id = await create_at(db, "kings-crossing", "k3/4/4/1m2/4/1m2/1M2/3K w home=d1,a8")
    first = await recorded.move(local_viewer(ALICE), match_id, "b2xb4")
    assert recorder.last["move_number"] == 1
    assert status(first) == "@alice to decide (white), move 1."
    second = await recorded.move(local_viewer(ALICE), match_id, "b4xb6")
    assert recorder.last["move_number"] == 1
    assert status(second) == "@bob to decide (black), move 2."


async def test_a_pass_is_a_move(recorded, recorder, db):
    """Charing Cross: White's knight on g2 has no move after Black's, so White passes."""
    match_id = await create_at(db, "charing-cross", "8/8/8/8/3n4/7r/6Nr/8 b")
    reply = await recorded.move(local_viewer(BOB), match_id, "d4-c4")
    assert "White cannot move and passes." in plain(reply.text)
    assert recorder.last["move_number"] == 2  # the board after the pass, move 2
    assert status(reply) == "@bob to decide (black), move 3."


async def test_stealth_set_up_choices_are_not_moves(recorded, recorder):
    match_id = await start(recorded, "kings-crossing", {"stealth": True})
    await recorded.private_choice(local_viewer(ALICE), match_id, "c1")
    started = await recorded.private_choice(local_viewer(BOB), match_id, "b7")
    assert recorder.last["move_number"] == 0
    assert status(started) == "@alice to decide (white), move 1."
    await recorded.move(local_viewer(ALICE), match_id, "a2-a3")
    assert recorder.last["move_number"] == 1
    history = plain((await recorded.history(ONLOOKER, match_id)).text)
    assert re.search(r"set-up White king \?", history)
    assert re.search(r"set-up Black king \?", history)
    assert re.search(r"\b1\. White a2-a3", history)


async def test_history_numbers_moves_not_decisions(recorded):
    match_id = await start(recorded)
    for user, move in ((ALICE, "a4-a6"), (ALICE, "@a4"), (BOB, "h5-g5")):
        await recorded.move(local_viewer(user), match_id, move)
    lines = plain((await recorded.history(ONLOOKER, match_id)).text).splitlines()[1:]
    assert [line.split() for line in lines] == [
        ["1.", "White", "a4-a6"],
        ["White", "@a4"],
        ["2.", "Black", "h5-g5"],
    ]


async def test_replay_frames_show_their_own_move_and_side_to_move(recorded, recorder):
    """Each frame is the position after its move, captioned with that move's number; only
    the last frame of a resigned match says the match is over."""
    match_id = await start(recorded)
    for user, move in ((ALICE, "a4-a6"), (ALICE, "@a4"), (BOB, "h5-g5")):
        await recorded.move(local_viewer(user), match_id, move)
    await recorded.resign(local_viewer(ALICE), match_id, confirmed=True)
    reply = await recorded.replay(ONLOOKER, match_id)
    assert plain(reply.text).endswith("replay of 2 moves.")
    (frames,) = recorder.gifs
    assert [f.move_number for f in frames] == [0, 1, 1, 2]
    assert [f.last_move for f in frames] == [None, "a4-a6", "@a4", "h5-g5"]
    assert [f.view["to_move"] for f in frames[:-1]] == ["white", "white", "black"]
    assert all(f.view["outcome"] is None for f in frames[:-1])
    outcome = frames[-1].view["outcome"]  # its reason the stored message
    assert {**outcome, "reason": plain(outcome["reason"])} == {
        "winner": "black",
        "reason": "White resigned",
        "kind": "resignation",
    }
    assert frames[-1].caption is not None and frames[-1].caption.reason == "White resigned"


async def test_a_replay_of_one_move_says_one_move(recorded):
    match_id = await start(recorded)
    await recorded.move(local_viewer(ALICE), match_id, "a4-b5")
    reply = await recorded.replay(ONLOOKER, match_id)
    assert plain(reply.text).endswith("replay of 1 move.")


async def test_a_match_stored_without_a_count_is_counted_by_replaying_its_log(recorded, db):
    """Matches stored before the running count was kept get it from their move log."""
    match_id = await start(recorded)
    for user, move in ((ALICE, "a4-a6"), (ALICE, "@a4"), (BOB, "h5-g5")):
        await recorded.move(local_viewer(user), match_id, move)
    match = await db.matches.get(match_id)
    meta = {key: value for key, value in match.meta.items() if key != "moves"}
    await db.matches.update(match_id, match.version, meta=meta)
    legacy = await db.matches.get(match_id)
    assert MoveCount.from_meta(legacy.meta) is None
    assert await recorded.move_count(legacy) == MoveCount(2, "black")


def test_the_count_reads_only_the_public_view():
    game = games.get("kings-crossing")
    setup = game.view(game.start(stealth=True), None)
    assert MoveCount().number_of(setup) is None
    assert MoveCount().after(setup) == MoveCount()
    start = game.view(game.start(), None)
    assert MoveCount().number_of(start) == 1
    one = MoveCount().after(start)
    assert one == MoveCount(1, "white")
    assert one.number_of(start) == 1  # White again: a further jump of the same turn
    assert one.number_of({**start, "turn": "black"}) == 2
    pending = {**start, "turn": "black", "info": {"place": "N"}}
    assert one.number_of(pending) == 1  # a re-placement belongs to the jump's turn


async def test_a_boards_caption_and_its_text_say_which_move_is_which(recorded, recorder):
    """Side by side, the caption names the move just played and the text the one to play:
    "after move 3" and "move 4", never "move 3" beside "move 4" as if two numberings."""
    match_id = await start(recorded, "crossings")
    for move in long_playout("crossings", 5, 3):
        match = await recorded.get_match(match_id)
        await recorded.move(local_viewer(match.to_move_id), match_id, move)
    board = await recorded.board(ONLOOKER, match_id)
    drawn = recorder.last
    assert title_line(drawn["view"], drawn["move_number"]) == "Crossings · after move 3"
    assert plain(board.text).endswith("to decide (black), move 4.")

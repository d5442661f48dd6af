"""Takebacks on Discord (simcord): "Take back" under a casual game's board, the opponent's
Accept/Decline buttons, the board after it (the position the engine replays from the
shortened log), a stale picker refused, and the refusals shown to the presser alone; a rated
game has no "Take back" button (the service's refusal of one: tests/bot/test_service_takebacks)."""

from __future__ import annotations

import games
from tests.discord.conftest import World
from tests.discord.test_move_picker import labels, options, pick, select_id


def said_privately(result, words: str) -> bool:
    """Whether a click was answered with ``words`` in a message only the clicker sees."""
    answers = [*result.followups, result.response]
    return any(a is not None and a.ephemeral and words in a.content for a in answers)


async def _move(world: World, match_id: int, thread) -> str:
    """The side to move plays the first legal move by the picker; the move."""
    actor = await world.to_move(match_id)
    assert actor is not None
    move = (await world.legal(match_id))[0]
    opened = await actor.click(thread.last_message, label="Move")
    await pick(world, actor, opened.response, move)
    return move


async def test_a_takeback_asked_accepted_and_the_picker_of_before_refused(world: World) -> None:
    match_id, thread = await world.start_match("crossings", rated=False)
    assert "Take back" not in labels(thread.last_message)  # nothing to take back yet
    await _move(world, match_id, thread)
    bob_board = thread.last_message
    stale = (await world.bob.click(bob_board, label="Move")).response
    await _move(world, match_id, thread)  # Bob's move
    board = thread.last_message
    assert "Take back" in labels(board)
    # Alice may not take back Bob's move: refused to her alone, nothing changes.
    refused = await world.alice.click(board, label="Take back")
    assert said_privately(refused, "only your own last move")
    asked = await world.bob.click(board, label="Take back")
    request = thread.last_message
    assert "asks to take back" in request.content and f"<@{world.alice.id}>" in request.content
    assert labels(request) == ["Accept takeback", "Decline"]
    # Bob cannot answer his own request: the buttons are Alice's.
    own = await world.bob.click(request, label="Accept takeback")
    assert said_privately(own, f"This is for <@{world.alice.id}> to answer, not you.")
    assert said_privately(asked, "Takeback requested")
    await world.alice.click(request, label="Accept takeback")
    after = thread.last_message
    assert "taken back" in after.content and after.attachments
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 1 and match.to_move_id == world.bob.id
    # The position is the engine's replay of the shortened log.
    game = games.get("crossings")
    state = game.start()
    for record in await world.bot.service.db.matches.moves(match_id):
        state = game.play(state, record.text)
    assert match.position == game.public_position(state)
    # Bob's picker opened at the same move count before his move is stale now.
    square = options(stale)[0]
    again = await world.bob.select(stale, [square], custom_id=select_id(stale, square))
    assert again.response.ephemeral and "has moved on" in again.response.content
    # ... but the board posted after the takeback has a Move button that plays.
    await _move(world, match_id, thread)
    assert (await world.bot.service.get_match(match_id)).ply == 2


async def test_a_declined_takeback_and_a_rated_game_s_refusal(world: World) -> None:
    match_id, thread = await world.start_match("crossings", rated=False)
    await _move(world, match_id, thread)
    await world.alice.click(thread.last_message, label="Take back")
    request = thread.last_message
    await world.bob.click(request, label="Decline")
    assert "declines the takeback" in thread.last_message.content
    assert (await world.bot.service.get_match(match_id)).ply == 1

    rated_id, rated_thread = await world.start_match("crossings", rated=True)
    await _move(world, rated_id, rated_thread)
    assert "Take back" not in labels(rated_thread.last_message)
    assert "Resign" in labels(rated_thread.last_message)  # the board's other buttons stay

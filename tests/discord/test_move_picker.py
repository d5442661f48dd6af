"""The Move picker on Discord (simcord): a member clicks Move under the board, picks the
squares of a move one select after another, and the move lands in the match's thread as a
typed one would; a picker opened before the position changed is refused (with the picker of
the position now), and the opponent's click is refused, privately, with nothing played."""

from __future__ import annotations

import discord

from bot.discord.picker import PLAY
from games.core.notation import squares_in
from tests.discord.conftest import World


def components(message) -> list:
    """A message's components (a response's as discord.py reads them)."""
    message = message if isinstance(message, discord.Message) else message.message
    return [c for row in message.components for c in row.children]


def labels(message) -> list[str]:
    return [c.label for c in components(message) if not hasattr(c, "options")]


def options(message) -> list[str]:
    """The values of every select of a picker's screen."""
    return [o.value for c in components(message) if hasattr(c, "options") for o in c.options]


def select_id(message, value: str) -> str:
    """The custom id of the select offering ``value``."""
    return next(
        c.custom_id
        for c in components(message)
        if hasattr(c, "options") and value in [o.value for o in c.options]
    )


async def pick(world: World, actor, message, move: str):
    """Click through a picker's screens for ``move``: its squares in order (the last one
    plays it when no other move names the same squares)."""
    result = None
    for square in squares_in(move):
        assert square in options(message), (square, options(message))
        result = await actor.select(message, [square], custom_id=select_id(message, square))
        message = result.response
        if PLAY + move in options(message):
            result = await actor.select(
                message, [PLAY + move], custom_id=select_id(message, PLAY + move)
            )
            message = result.response
    return result


async def test_a_member_picks_a_move_and_it_lands_in_the_thread(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    board = thread.last_message
    assert labels(board)[0] == "Move"
    opened = await world.alice.click(board, label="Move")
    screen = opened.response
    assert screen.ephemeral and "from which square" in screen.content
    move = (await world.legal(match_id))[-1]
    done = await pick(world, world.alice, screen, move)
    match = await world.bot.service.get_match(match_id)
    assert match.ply == 1
    assert done.response.content == f"You played {move}."
    posted = thread.last_message
    assert posted.attachments and "played" in posted.content and move in posted.content
    assert board.id != posted.id and labels(posted)[0] == "Move"  # the next decision's button


async def test_back_returns_to_the_first_screen(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    opened = await world.alice.click(thread.last_message, label="Move")
    first = options(opened.response)
    square = first[0]
    onward = await world.alice.select(
        opened.response, [square], custom_id=select_id(opened.response, square)
    )
    assert "Back" in labels(onward.response) and square in onward.response.content
    back = await world.alice.click(onward.response, label="Back")
    assert options(back.response) == first
    assert (await world.bot.service.get_match(match_id)).ply == 0


async def test_a_stale_picker_is_refused_with_the_position_now(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    first_board = thread.last_message
    opened = await world.alice.click(first_board, label="Move")
    stale = opened.response
    first_move = (await world.legal(match_id))[0]
    await world.alice.slash(thread, "move", move=first_move)
    bob_move = (await world.legal(match_id))[0]
    await world.bob.slash(thread, "move", move=bob_move)
    assert (await world.bot.service.get_match(match_id)).ply == 2
    square = options(stale)[0]
    refused = await world.alice.select(stale, [square], custom_id=select_id(stale, square))
    assert refused.response.ephemeral
    assert "has moved on" in refused.response.content and "<@" in refused.response.content
    # Alice's decision again: the refusal carries the picker of the position now
    now = {sq for move in await world.legal(match_id) for sq in squares_in(move)[:1]}
    assert set(options(refused.response)) == now
    # the first board's Move button is stale too
    again = await world.alice.click(first_board, label="Move")
    assert "has moved on" in again.response.content
    assert (await world.bot.service.get_match(match_id)).ply == 2


async def test_the_opponent_s_click_is_refused_privately(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    refused = await world.bob.click(thread.last_message, label="Move")
    assert refused.response.ephemeral
    assert "decision (white), not yours" in refused.response.content
    assert options(refused.response) == []
    assert (await world.bot.service.get_match(match_id)).ply == 0


async def test_a_picker_opened_before_a_restart_still_plays(world: World) -> None:
    """Everything is in the custom ids: a new bot on the same database answers the picker
    the old one opened."""
    match_id, thread = await world.start_match("crossings")
    opened = await world.alice.click(thread.last_message, label="Move")
    await world.restart()
    move = (await world.legal(match_id))[0]
    done = await pick(world, world.alice, opened.response, move)
    assert done.response.content == f"You played {move}."
    assert (await world.bot.service.get_match(match_id)).ply == 1
    assert move in thread.last_message.content


async def test_a_stealth_king_s_square_is_picked_in_the_thread_and_stays_secret(
    world: World,
) -> None:
    """In a Stealth King's set-up, Move under the first board opens, for each player, the
    picker of their own start squares (Bob may choose before Alice); the square picked is
    their King's, confirmed to them alone and by DM, and no public post names it.  Once both
    have chosen, the Move picker plays the game as in any other."""
    match_id, thread = await world.start_match("kings-crossing", stealth=True)
    board = thread.last_message
    assert "Move" in labels(board)
    for actor, square in ((world.bob, "b7"), (world.alice, "c1")):
        opened = await actor.click(board, label="Move")
        screen = opened.response
        assert screen.ephemeral and "does your King hide" in screen.content
        assert square in options(screen)
        done = await actor.select(screen, [square], custom_id=select_id(screen, square))
        assert done.response.ephemeral
        assert done.response.content == f"Your King hides on {square}."
        assert f"**{square}**" in actor.user.dm_channel.last_message.content
        if actor is world.bob:  # a second choice is refused, to him alone
            again = await world.bob.click(board, label="Move")
            assert again.response.ephemeral
            assert "you have already chosen" in again.response.content
    assert "Commitments" in thread.last_message.content
    for message in [*thread.history(), *world.channel.history()]:
        assert "c1**" not in message.content and "b7**" not in message.content
        assert "hides on" not in message.content
    match = await world.bot.service.get_match(match_id)
    assert match.status == "active" and match.ply == 2
    move = (await world.legal(match_id))[0]
    opened = await world.alice.click(thread.last_message, label="Move")
    done = await pick(world, world.alice, opened.response, move)
    assert done.response.content == f"You played {move}."
    assert (await world.bot.service.get_match(match_id)).ply == 3

"""Every slash command and button of the bot, driven the way players use them."""

from __future__ import annotations

from bot.markup import plain
from bot.service.numbering import NUMBERING_RULE
from tests.discord.conftest import World
from tests.viewers import local_viewer


def custom_ids(message) -> list[str]:
    return [c.custom_id for row in message.components for c in row.children]


def followup_texts(result) -> list[str]:
    return [f.content for f in result.followups]


async def test_open_challenge_is_accepted_by_anyone_but_the_challenger(world: World) -> None:
    result = await world.alice.slash(world.channel, "play", game="crossings")
    assert "Challenge #1 sent" in result.response.content
    challenge = world.channel.last_message
    assert "looking for an opponent" in challenge.content
    own = await world.alice.click(challenge, label="Accept")
    assert "cannot accept your own challenge" in followup_texts(own)[0]
    assert own.followups[0].ephemeral
    taken = await world.carol.click(challenge, label="Accept")
    assert taken.followups == []
    thread = world.channel.threads[-1]
    assert "Crossings #1" in thread.name
    assert "begins" in thread.history()[0].content
    assert custom_ids(await _fetch(world, challenge)) == []  # answered: buttons gone


async def _fetch(world: World, message):
    channel = world.bot.get_channel(message.channel.id)
    return await channel.fetch_message(message.id)


async def test_only_the_challenged_member_may_answer(world: World) -> None:
    await world.alice.slash(world.channel, "play", game="crossings", opponent=world.bob)
    challenge = world.channel.last_message
    intruder = await world.carol.click(challenge, label="Accept")
    assert intruder.response.ephemeral and "not you" in intruder.response.content
    declined = await world.bob.click(challenge, label="Decline")
    assert declined.followups == []
    assert "declined" in world.channel.last_message.content
    assert world.channel.threads == []


async def test_bad_options_and_bot_opponents_are_refused_specifically(world: World) -> None:
    result = await world.alice.slash(world.channel, "play", game="crossings", stealth=True)
    assert result.response.ephemeral and "no option 'stealth'" in result.response.content
    bot_member = world.guild.add_member(world.env.create_user("robot", bot=True))
    result = await world.alice.slash(world.channel, "play", game="crossings", opponent=bot_member)
    assert "another bot and cannot play here" in result.response.content
    human = await world.alice.slash(
        world.channel, "play", game="crossings", opponent=world.bob, level="hard"
    )
    assert "pick me as opponent" in human.response.content
    assert world.channel.threads == []


async def test_move_autocomplete_offers_only_the_callers_legal_moves(world: World) -> None:
    match_id, thread = await world.start_match("charing-cross")
    legal = await world.legal(match_id)
    offered = await world.alice.autocomplete(thread, "move", "move", "")
    assert [c["value"] for c in offered] == legal[:25]
    narrowed = await world.alice.autocomplete(thread, "move", "move", "A4")
    assert narrowed and all(c["value"].startswith("a4") for c in narrowed)
    assert await world.bob.autocomplete(thread, "move", "move", "") == []  # not Bob's turn
    assert await world.carol.autocomplete(thread, "move", "move", "") == []  # not a player


async def test_board_history_replay_games_and_rules(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    await world.alice.slash(thread, "move", move=(await world.legal(match_id))[0])
    board = await world.carol.slash(world.channel, "board", match=match_id)
    assert board.followups == []
    posted = world.channel.last_message
    assert posted.attachments[0].filename.endswith(".png") and "to decide" in posted.content
    await world.carol.slash(thread, "history")  # a spectator, in the match's thread
    assert "1. White" in thread.last_message.content
    await world.alice.slash(thread, "replay")
    assert thread.last_message.attachments[0].filename.endswith(".gif")
    games = await world.bob.slash(world.channel, "games")
    assert f"#{match_id} Crossings" in games.response.content and "your decision" in (
        games.response.content
    )
    assert games.response.ephemeral
    rules = await world.carol.slash(world.channel, "rules", game="kings-crossing")
    shown = "\n".join([rules.response.content, *followup_texts(rules)])
    assert rules.response.ephemeral and "stealth (default off)" in shown
    assert all(len(part) <= 2000 for part in [rules.response.content, *followup_texts(rules)])
    helped = await world.carol.slash(world.channel, "help")
    assert helped.response.ephemeral and "/play" in helped.response.content
    parts = [helped.response.content, *followup_texts(helped)]
    # One numbering, documented where asked (a long help is cut between its lines).
    assert plain(NUMBERING_RULE) in "\n".join(parts)
    assert all(len(part) <= 2000 for part in parts) and all(f.ephemeral for f in helped.followups)


async def test_peek_is_private_and_for_players_only(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    peek = await world.bob.slash(thread, "peek")
    assert peek.response.ephemeral and "your private view (black)" in peek.response.content
    assert peek.response.attachments[0].filename.endswith(".png")
    refused = await world.carol.slash(thread, "peek", match=match_id)
    assert refused.response.ephemeral and "not playing" in refused.response.content


async def test_resign_by_command_asks_then_ends_the_match(world: World) -> None:
    match_id, thread = await world.start_match("charing-cross")
    asked = await world.bob.slash(thread, "resign")
    assert asked.response.ephemeral and "cannot be undone" in asked.response.content
    confirmed = await world.bob.click(asked.response, label="Resign")
    assert confirmed.followups == []
    assert "resigns" in thread.last_message.content and "wins" in thread.last_message.content
    assert (await world.bot.service.get_match(match_id)).status == "finished"


async def test_resign_and_draw_buttons_on_the_board(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    board = thread.last_message
    intruder = await world.carol.click(board, label="Resign")
    assert "not playing" in followup_texts(intruder)[0]
    offered = await world.alice.click(board, label="Offer draw")
    assert "Draw offered" in followup_texts(offered)[0]
    offer = thread.last_message
    assert "offers a draw" in offer.content
    wrong = await world.alice.click(offer, label="Accept draw")
    assert "not you" in wrong.response.content
    accepted = await world.bob.click(offer, label="Accept draw")
    assert accepted.followups == []
    assert "Draw: agreed by both players" in thread.last_message.content
    assert (await world.bot.service.get_match(match_id)).winner is None


async def test_draw_command_and_decline(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    await world.bob.slash(thread, "draw")
    declined = await world.alice.click(thread.last_message, label="Decline")
    assert declined.followups == []
    assert "declines the draw" in thread.last_message.content


async def test_a_non_player_cannot_move_resign_or_draw(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    legal = await world.legal(match_id)
    for command, options in (("move", {"move": legal[0]}), ("resign", {}), ("draw", {})):
        result = await world.carol.slash(thread, command, **options)
        assert result.response.ephemeral and "not playing" in result.response.content
    wrong_turn = await world.bob.slash(thread, "move", move=legal[0])
    assert "not yours" in wrong_turn.response.content
    garbage = await world.alice.slash(thread, "move", move="z9-z10")
    assert garbage.response.ephemeral and "Match #1" in garbage.response.content
    assert (await world.bot.service.get_match(match_id)).ply == 0


async def test_settings_need_manage_server_and_channel_mode_skips_threads(world: World) -> None:
    # Discord hides the command from members without Manage Server (default permissions).
    assert "gamut-settings" not in world.alice.available_commands(world.channel)
    assert "gamut-settings" in world.manager.available_commands(world.channel)
    changed = await world.manager.slash(
        world.channel,
        "gamut-settings",
        mode="channel",
        time_limit_hours=2.0,
        text_move_channel=world.channel,
    )
    text = changed.response.content
    assert "mode: channel" in text and "2 hours" in text and world.channel.mention in text
    await world.alice.slash(world.channel, "play", game="crossings", opponent=world.bob)
    await world.bob.click(world.channel.last_message, label="Accept")
    assert world.channel.threads == []
    assert "begins" in world.channel.last_message.content
    match = (await world.bot.db.matches.active_for_user(world.alice.id))[0]
    assert match.meta["time_limit"] == 2 * 3600
    cleared = await world.manager.slash(
        world.channel, "gamut-settings", clear_text_move_channel=True
    )
    assert "text-move channel: none" in cleared.response.content


async def test_the_challenger_may_withdraw_and_nobody_else(world: World) -> None:
    await world.alice.slash(world.channel, "play", game="crossings", opponent=world.bob)
    challenge = world.channel.last_message
    refused = await world.bob.click(challenge, label="Withdraw")
    assert refused.response.ephemeral and "not you" in refused.response.content
    withdrawn = await world.alice.click(challenge, label="Withdraw")
    assert withdrawn.followups == []
    assert "was cancelled" in world.channel.last_message.content
    assert custom_ids(await _fetch(world, challenge)) == []
    assert not await world.bot.db.challenges.open_for_user(world.alice.id, now=0)


async def test_rematch_from_the_final_board_swaps_colours_in_a_new_thread(world: World) -> None:
    match_id, thread = await world.start_match("charing-cross")
    asked = await world.alice.slash(thread, "resign")
    await world.alice.click(asked.response, label="Resign")
    final = thread.last_message
    assert "resigns" in final.content or "resigned" in final.content
    assert [c.label for row in final.components for c in row.children] == ["Rematch"]
    intruder = await world.carol.click(final, label="Rematch")
    assert "not playing in this match" in followup_texts(intruder)[0]
    await world.bob.click(final, label="Rematch")
    offer = thread.last_message
    assert "challenges you" in offer.content and world.alice.mention in offer.content
    await world.alice.click(offer, label="Accept")
    new_thread = world.channel.threads[-1]
    assert new_thread.id != thread.id and new_thread.name.endswith("#2")
    rematch = await world.bot.service.get_match(2)
    old = await world.bot.service.get_match(match_id)
    assert (rematch.white_id, rematch.black_id) == (old.black_id, old.white_id)
    # Charing Cross: the loser (Alice, who resigned) moves first.
    assert rematch.to_move_id == world.alice.id


async def test_rematch_command_in_the_old_thread_and_its_refusals(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    early = await world.alice.slash(thread, "rematch")
    assert early.response.ephemeral and "still going on" in early.response.content
    nowhere = await world.alice.slash(world.channel, "rematch")
    assert "Name the finished match" in nowhere.response.content
    await world.bot.service.resign(local_viewer(world.bob.id), match_id, confirmed=True)
    await world.alice.slash(thread, "rematch")
    offer = thread.last_message
    assert "challenges you" in offer.content and world.bob.mention in offer.content
    helped = await world.carol.slash(world.channel, "help")
    assert "/rematch" in helped.response.content and len(helped.response.content) <= 2000


async def test_both_players_clicking_rematch_on_the_final_board_start_one_match(
    world: World,
) -> None:
    match_id, thread = await world.start_match("crossings")
    await world.bot.service.resign(local_viewer(world.bob.id), match_id, confirmed=True)
    await world.bob.slash(thread, "board")
    final = thread.last_message
    offered = await world.alice.click(final, label="Rematch")
    assert [f.ephemeral for f in offered.followups] == [True]
    assert "Challenge #2 sent" in followup_texts(offered)[0]  # #1 started the match
    assert "challenges you" in thread.last_message.content
    # The button is still there for Bob, whose click accepts Alice's offer.
    final = await _fetch(world, final)
    assert [c.label for row in final.components for c in row.children] == ["Rematch"]
    accepted = await world.bob.click(final, label="Rematch")
    assert followup_texts(accepted) == []
    assert world.env.errors == []
    new_thread = world.channel.threads[-1]
    assert new_thread.id != thread.id and new_thread.name.endswith("#2")
    rematch = await world.bot.service.get_match(2)
    assert rematch.status == "active"
    assert {rematch.white_id, rematch.black_id} == {world.alice.id, world.bob.id}
    assert await world.bot.db.challenges.open_for_user(world.alice.id, now=0) == []
    # Once the rematch has started, the old board's button is gone.
    final = await _fetch(world, final)
    assert final.components == []


async def test_games_lists_the_challenges_waiting_with_their_numbers(world: World) -> None:
    nothing = await world.alice.slash(world.channel, "games")
    assert nothing.response.content == "You have no match in progress.\nNo challenge is waiting."
    await world.bob.slash(world.channel, "play", game="crossings", opponent=world.alice)
    await world.carol.slash(world.channel, "play", game="charing-cross")
    listed = await world.alice.slash(world.channel, "games")
    text = listed.response.content
    assert listed.response.ephemeral
    assert "You have no match in progress." in text
    assert f"#1 to you from <@{world.bob.id}>: Crossings" in text
    assert "answer with the **Accept** button or the **Decline** button" in text
    assert f"#2 open to anyone, from <@{world.carol.id}>: Charing Cross" in text
    own = await world.bob.slash(world.channel, "games")
    assert f"#1 from you to <@{world.alice.id}>" in own.response.content
    assert "withdraw it with the **Withdraw** button" in own.response.content
    assert "The buttons are on each challenge's own message" in own.response.content

"""Tournaments through Discord: ``/tournament``, the Join and Leave buttons, the bulletins.

Everything is done the way members do it, through simcord: commands, buttons, confirmations.
The whole Swiss at the end is checked against what the test itself decided: it picks every
game's result, and from those alone computes each player's points, the byes and the pairs
that met, then compares the bot's final standings with them.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import discord
import pytest
import simcord

from bot.discord.cogs.tournaments import with_entrants
from bot.markup import t
from tests.discord.conftest import World
from tests.discord.test_privacy import bot_answer, in_channel, in_dm, readable_only_by
from tests.viewers import local_viewer
from tournaments import trf

MISSING = 999
# Every /tournament command that names an existing tournament, with the other options it
# needs; test_privacy_surfaces counts them as checked here.
TOURNAMENT_COMMANDS: dict[str, dict] = {
    "tournament join": {},
    "tournament leave": {},
    "tournament start": {},
    "tournament withdraw": {},
    "tournament bye": {},
    "tournament standings": {},
    "tournament pairings": {},
    "tournament info": {},
    "tournament cancel": {},
    "tournament export": {},
    "tournament web": {},
}
# Every /tournament command whose privacy is checked here (the list shows only what its asker
# may see).
TOURNAMENT_CHECKED = {*TOURNAMENT_COMMANDS, "tournament list"}
# Their ``tournament`` option suggests tournaments: only those the asker may see.
TOURNAMENT_AUTOCOMPLETES = {(name, "tournament") for name in TOURNAMENT_COMMANDS}
STANDING_LINE = re.compile(r"^(\d+)\. <@(\d+)>: \*\*([0-9½.]+)\*\*", re.M)
PNG = b"\x89PNG"


def points_of(text: str) -> float:
    """'4½' -> 4.5, '½' -> 0.5."""
    whole = text.replace("½", "")
    return (float(whole) if whole else 0.0) + (0.5 if "½" in text else 0.0)


async def create(
    world: World, actor: simcord.MemberActor | None = None, where=None, **options
) -> int:
    """A tournament created by ``actor`` (Alice) in ``where`` (#games); its number."""
    result = await (actor or world.alice).slash(
        where or world.channel, "tournament create", **options
    )
    answer = bot_answer(result)
    found = re.search(r"Tournament #(\d+) created", answer)
    assert found, answer
    return int(found[1])


def fresh(channel: simcord.ChannelHandle, message_id: int) -> discord.Message:
    """A channel's message as it reads now (after edits)."""
    return next(m for m in channel.history() if m.id == message_id)


def labels(message: discord.Message) -> list[str]:
    return [c.label for row in message.components for c in row.children]


# ----- creating, entering, organising --------------------------------------------------------


async def test_create_posts_the_announcement_and_the_buttons_keep_its_entrants(
    world: World,
) -> None:
    number = await create(world, game="kings-crossing", name="Autumn Cup", pieces=12)
    announcement = world.channel.last_message
    assert "Autumn Cup" in announcement.content and f"<@{world.alice.id}>" in announcement.content
    assert labels(announcement) == ["Join", "Leave"]
    ids = [c.custom_id for row in announcement.components for c in row.children]
    assert ids == [f"gamut:b:tournament-join:0:{number}:", f"gamut:b:tournament-leave:0:{number}:"]
    joined = await world.bob.click(announcement, label="Join")
    assert [(f.content, f.ephemeral) for f in joined.followups] == [
        (f"You joined Tournament #{number} (Autumn Cup).", True)
    ]
    await world.carol.click(announcement, label="Join")
    now = fresh(world.channel, announcement.id)
    assert now.content.splitlines()[-1] == f"Entrants (2): <@{world.bob.id}>, <@{world.carol.id}>."
    assert now.content.startswith(announcement.content)  # the announcement itself is kept
    # Joining twice is refused, to the clicker alone, and changes nothing.
    again = await world.bob.click(announcement, label="Join")
    assert again.followups[0].ephemeral and "already in" in again.followups[0].content
    left = await world.bob.click(announcement, label="Leave")
    assert left.followups[0].ephemeral and "You left" in left.followups[0].content
    now = fresh(world.channel, announcement.id)
    assert now.content.splitlines()[-1] == f"Entrants (1): <@{world.carol.id}>."
    stranger = await world.alice.click(announcement, label="Leave")
    assert "You are not in" in stranger.followups[0].content and stranger.followups[0].ephemeral
    # Only the announcement is in the channel: entries edit it rather than post.
    assert len(world.channel.history()) == 1
    # The game's option reached the tournament.
    assert (await world.bot.db.tournaments.get(number)).options["pieces"] == 12


async def test_the_buttons_work_after_a_restart(world: World) -> None:
    await create(world, game="crossings")
    announcement = world.channel.last_message
    await world.restart()
    joined = await world.bob.click(announcement, label="Join")
    assert "You joined" in joined.followups[0].content
    assert fresh(world.channel, announcement.id).content.endswith(
        f"Entrants (1): <@{world.bob.id}>."
    )


async def test_joining_and_leaving_by_command(world: World) -> None:
    """A command updates the announcement's entrants as a click does (here, after a restart,
    from another channel, and mixed with clicks)."""
    number = await create(world, game="crossings")
    announcement = world.channel.last_message
    lobby = world.guild.create_text_channel("lobby")
    await world.restart()
    joined = bot_answer(await world.bob.slash(lobby, "tournament join", tournament=number))
    assert "You joined" in joined and f"Entrants (1): <@{world.bob.id}>." in joined
    now = fresh(world.channel, announcement.id).content
    assert now == f"{announcement.content}\nEntrants (1): <@{world.bob.id}>."
    await world.carol.click(announcement, label="Join")
    left = bot_answer(await world.bob.slash(world.channel, "tournament leave", tournament=number))
    assert "You left" in left and f"Entrants (1): <@{world.carol.id}>." in left
    now = fresh(world.channel, announcement.id).content
    assert now == f"{announcement.content}\nEntrants (1): <@{world.carol.id}>."
    await world.carol.slash(world.channel, "tournament leave", tournament=number)
    now = fresh(world.channel, announcement.id).content
    assert now == f"{announcement.content}\nNobody has entered yet."
    assert len(world.channel.history()) == 1 and lobby.history() == []  # no message per entry
    # An announcement deleted meanwhile: the entry stands, and is told to the one who joins.
    await world.bot.get_channel(world.channel.id).get_partial_message(announcement.id).delete()
    joined = bot_answer(await world.bob.slash(lobby, "tournament join", tournament=number))
    assert "You joined" in joined and f"Entrants (1): <@{world.bob.id}>." in joined
    assert world.env.errors == []


async def test_only_organisers_start_and_the_start_posts_round_one(world: World) -> None:
    number = await create(world, game="crossings")
    announcement = world.channel.last_message
    refused = bot_answer(
        await world.bob.slash(world.channel, "tournament start", tournament=number)
    )
    assert "needs at least two players" in refused or "Only an organiser" in refused
    for member in (world.bob, world.carol):
        await member.click(announcement, label="Join")
    refused = bot_answer(
        await world.bob.slash(world.channel, "tournament start", tournament=number)
    )
    assert refused.startswith("Only an organiser")
    before = len(world.channel.history())
    # The manager did not create it but manages the server: an organiser too.
    started = bot_answer(
        await world.manager.slash(world.channel, "tournament start", tournament=number)
    )
    assert (
        started == f"Tournament #{number} has started: round 1 is posted in <#{world.channel.id}>."
    )
    posted = world.channel.history()[before:]
    assert "begins with 2 players" in posted[0].content
    pairings = next(m for m in posted if "round 1 of 1: pairings" in m.content)
    assert pairings.attachments and (await pairings.attachments[0].read()).startswith(PNG)
    (thread,) = world.channel.threads
    match = await world.bot.service.get_match(int(thread.name.rsplit("#", 1)[1]))
    assert (match.meta["tournament"], match.meta["round"], match.meta["board"]) == (number, 1, 1)
    # Once the thread is open, the pairings link to it.
    pairings = fresh(world.channel, pairings.id)
    assert pairings.content.endswith(f"Games: board 1 <#{thread.id}>.")
    # Starting again, or joining after the start (no late entries), is refused.
    again = bot_answer(
        await world.alice.slash(world.channel, "tournament start", tournament=number)
    )
    assert "cannot start again" in again
    late = await world.manager.click(announcement, label="Join")
    assert "joining is closed" in late.followups[0].content
    # That first click after the entries closed took the buttons off the announcement.
    assert fresh(world.channel, announcement.id).components == []


async def test_refusals_are_ephemeral_and_specific(world: World) -> None:
    dm = bot_answer(await world.alice.user.slash("tournament create", game="crossings"))
    assert "created in a server's channel" in dm
    ask, _ = in_channel(world.alice, world.channel)
    answer = bot_answer(await ask("tournament create", game="crossings", tiebreaks="BH,XYZ"))
    assert "Unknown tie-break XYZ" in answer
    answer = bot_answer(
        await ask("tournament create", game="crossings", system="round-robin", rounds=3)
    )
    assert "leave rounds out" in answer
    answer = bot_answer(
        await ask("tournament create", game="crossings", late_entries=True, system="round-robin")
    )
    assert "Late entries are for Swiss" in answer
    answer = bot_answer(await ask("tournament create", game="crossings", first="black"))
    assert "first" in answer  # Crossings has no such option, and says which it has
    assert bot_answer(await ask("tournament join", tournament=MISSING)) == (
        f"There is no tournament #{MISSING}."
    )
    assert world.channel.history() == []  # nothing was created or posted


async def test_withdraw_bye_and_cancel(world: World) -> None:
    number = await create(world, game="crossings", rounds=2)
    announcement = world.channel.last_message
    dave = world.guild.add_member(world.env.create_user("dave"))
    for member in (world.bob, world.carol, dave):
        await member.click(announcement, label="Join")
    # Before the start an organiser may take someone off; the player leaves instead.
    own = bot_answer(await dave.slash(world.channel, "tournament withdraw", tournament=number))
    assert "leave it instead" in own and "/tournament leave tournament:" in own
    other = bot_answer(
        await world.carol.slash(
            world.channel, "tournament withdraw", tournament=number, member=dave
        )
    )
    assert other.startswith("Only an organiser")
    bye = bot_answer(await world.carol.slash(world.channel, "tournament bye", tournament=number))
    assert "half-point bye in round 1" in bye
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    pairings = next(m for m in world.channel.history() if "round 1 of 2: pairings" in m.content)
    assert f"Bye: <@{world.carol.id}> (half-point bye" in pairings.content
    # An organiser withdraws Dave: his game is lost, said in its thread and in the
    # tournament's channel.
    (game,) = await world.bot.db.matches.active_for_user(dave.id)
    thread = next(t for t in world.channel.threads if t.id == game.thread_id)
    withdrawn = await world.alice.slash(
        world.channel, "tournament withdraw", tournament=number, member=dave
    )
    assert bot_answer(withdrawn) == f"Done: see <#{world.channel.id}>."
    said = [m.content for m in world.channel.history()]
    assert any(f"<@{dave.id}> withdrew from Tournament #{number}" in text for text in said)
    game = await world.bot.service.get_match(game.id)
    opponent = game.black_id if game.white_id == dave.id else game.white_id
    assert game.status == "finished" and game.winner == (
        "white" if game.white_id == opponent else "black"
    )
    assert "withdrew" in thread.last_message.content
    # Cancelling asks first, and only an organiser is asked.
    refused = bot_answer(
        await world.bob.slash(world.channel, "tournament cancel", tournament=number)
    )
    assert refused.startswith("Only an organiser")
    asked = await world.alice.slash(world.channel, "tournament cancel", tournament=number)
    assert asked.response.ephemeral and "This cannot be undone" in asked.response.content
    confirmed = await world.alice.click(asked.response, label="Cancel the tournament")
    assert confirmed.response.components == []  # the question is closed
    assert "was cancelled by" in world.channel.last_message.content
    info = bot_answer(await world.bob.slash(world.channel, "tournament info", tournament=number))
    assert "cancelled" in info
    again = bot_answer(
        await world.alice.slash(world.channel, "tournament cancel", tournament=number)
    )
    assert "already cancelled" in again


async def test_a_round_goes_on_after_a_restart(world: World) -> None:
    number = await create(world, game="crossings", rounds=2)
    announcement = world.channel.last_message
    entrants = {m.id: m for m in (world.bob, world.carol, world.manager)}
    for member in entrants.values():
        await member.click(announcement, label="Join")
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    (thread,) = world.channel.threads
    match = await world.bot.service.get_match(int(thread.name.rsplit("#", 1)[1]))
    await world.restart()
    await finish_game(world, thread, match.id, "white", entrants, moves=0)
    said = [m.content for m in world.channel.history()]
    assert any("round 1 is over" in text for text in said)
    assert any("round 2 of 2: pairings" in text for text in said)
    assert len(world.channel.threads) == 2


async def test_in_channel_mode_the_games_are_played_in_the_tournament_channel(
    world: World,
) -> None:
    await world.manager.slash(world.channel, "gamut-settings", mode="channel")
    number = await create(world, game="crossings")
    announcement = world.channel.last_message
    for member in (world.bob, world.carol):
        await member.click(announcement, label="Join")
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    assert world.channel.threads == []
    (match,) = await world.bot.db.matches.active_for_user(world.bob.id)
    assert match.channel_id == world.channel.id and match.thread_id is None
    board = world.channel.last_message  # the match's board, in the channel itself
    assert f"Match #{match.id}" in board.content and board.attachments
    for member in (world.bob, world.carol):
        dm = member.user.dm_channel.last_message.content
        assert f"match #{match.id}" in dm and f"/{world.guild.id}/{world.channel.id}" in dm


async def test_looks_are_private_unless_posted_and_the_export_is_a_trf(world: World) -> None:
    number = await create(world, game="crossings", rounds=1)
    announcement = world.channel.last_message
    for member in (world.bob, world.carol):
        await member.click(announcement, label="Join")
    early = bot_answer(
        await world.bob.slash(world.channel, "tournament standings", tournament=number)
    )
    assert "has not started" in early
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    count = len(world.channel.history())
    shown = await world.bob.slash(world.channel, "tournament pairings", tournament=number)
    assert shown.response.ephemeral and "round 1" in shown.response.content
    assert (await shown.response.attachments[0].read()).startswith(PNG)
    standings = await world.bob.slash(world.channel, "tournament standings", tournament=number)
    assert standings.response.ephemeral and standings.response.attachments
    assert len(world.channel.history()) == count
    posted = await world.bob.slash(
        world.channel, "tournament standings", tournament=number, post=True
    )
    assert bot_answer(posted) == "Posted."
    assert (
        world.channel.last_message.attachments and "standings" in world.channel.last_message.content
    )
    listing = bot_answer(await world.carol.slash(world.channel, "tournament list"))
    assert f"#{number} " in listing
    exported = await world.alice.slash(world.channel, "tournament export", tournament=number)
    (attached,) = exported.response.attachments
    assert attached.filename == f"tournament-{number}.trf"
    report = trf.read(await attached.read())
    assert len(report.players) == 2 and report.total_rounds == 1


async def test_markup_names_the_tournament_subcommands() -> None:
    from bot.discord.markup import to_discord
    from bot.markup import command

    assert to_discord(command("tournament", "start", "#3")) == "`/tournament start tournament:3`"
    assert to_discord(command("tournament", "pairings", "3", "2")) == (
        "`/tournament pairings tournament:3 round:2`"
    )
    assert to_discord(command("tournament", "create")) == "`/tournament create`"


def test_each_player_is_sent_the_link_once() -> None:
    """A player the service wrote to gets the link under its first message; one it did not
    write to gets a line of their own."""
    from types import SimpleNamespace

    from bot.discord.bulletins import with_link
    from bot.markup import plain
    from bot.service import PrivateMessage

    home = SimpleNamespace(jump_url="https://discord.com/channels/1/2")
    told = (
        PrivateMessage(10, "Round 3: your game against <@20> is match #7."),
        PrivateMessage(10, "Choose your King's square."),
    )
    linked = with_link(told, (10, 20), 3, home)
    assert [(m.user_id, plain(m.text)) for m in linked] == [
        (10, f"Round 3: your game against <@20> is match #7.\nPlay it here: {home.jump_url}"),
        (10, "Choose your King's square."),
        (20, f"Your round 3 game against <@10>: {home.jump_url}"),
    ]


async def test_help_names_the_tournament_commands(world: World) -> None:
    helped = await world.carol.slash(world.channel, "help")
    assert "/tournament create" in helped.response.content
    assert "/tournament standings" in helped.response.content
    # The tournament's web page too, wherever /help's answer was cut into messages.
    whole = "\n".join([helped.response.content, *(f.content for f in helped.followups)])
    assert "`/tournament web` a link to its web page" in whole


async def test_a_late_entry_joins_a_running_swiss_with_the_same_button(world: World) -> None:
    number = await create(world, game="crossings", rounds=3, late_entries=True)
    announcement = world.channel.last_message
    for member in (world.bob, world.carol):
        await member.click(announcement, label="Join")
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    late = await world.manager.click(announcement, label="Join")
    assert labels(fresh(world.channel, announcement.id)) == ["Join", "Leave"]  # still open
    assert late.followups[0].ephemeral
    assert "You play from round 2; the rounds already paired count zero for you." in (
        late.followups[0].content
    )
    assert fresh(world.channel, announcement.id).content.endswith(f"<@{world.manager.id}>.")


async def test_the_clock_starts_a_tournament_and_closes_a_round_at_its_deadline(
    world: World,
) -> None:
    number = await create(world, game="crossings", rounds=2, start_in_minutes=5, round_minutes=30)
    announcement = world.channel.last_message
    entrants = {m.id: m for m in (world.bob, world.carol, world.manager)}
    for member in entrants.values():
        await member.click(announcement, label="Join")
    assert world.channel.threads == []
    await world.env.advance_time(6 * 60)  # the start time has come: the clock starts it
    said = [m.content for m in world.channel.history()]
    assert any("begins with 3 players" in text for text in said)
    (pairings,) = [m for m in world.channel.history() if "round 1 of 2: pairings" in m.content]
    assert (await pairings.attachments[0].read()).startswith(PNG)
    (thread,) = world.channel.threads
    match = await world.bot.service.get_match(int(thread.name.rsplit("#", 1)[1]))
    late = match.to_move_id  # nobody moves: at the deadline, their decision is due
    for user_id in (match.white_id, match.black_id):
        dms = [m.content for m in entrants[user_id].user.dm_channel.history()]
        assert any(f"/{thread.id}" in text for text in dms)
    await world.env.advance_time(31 * 60)
    match = await world.bot.service.get_match(match.id)
    assert match.status == "finished" and match.winner != (
        "white" if late == match.white_id else "black"
    )
    assert "deadline" in thread.last_message.content  # the thread says how it ended
    (over,) = [m for m in world.channel.history() if "round 1 is over" in m.content]
    assert "Standings after round 1:" in over.content and over.attachments
    second = [m for m in world.channel.history() if "round 2 of 2: pairings" in m.content]
    assert len(second) == 1 and len(world.channel.threads) == 2
    assert (await world.bot.db.tournaments.get(number)).current_round == 2


# ----- privacy -------------------------------------------------------------------------------


def tournament_commands(world: World) -> set[str]:
    return {
        c.qualified_name
        for c in world.bot.tree.walk_commands()
        if isinstance(c, discord.app_commands.Command)
        and c.qualified_name.startswith("tournament ")
    }


async def assert_tournament_hidden(ask, number: int) -> None:
    """Every command naming the tournament answers as for a number that does not exist."""
    for name, options in TOURNAMENT_COMMANDS.items():
        answer = bot_answer(await ask(name, tournament=number, **options))
        missing = bot_answer(await ask(name, tournament=MISSING, **options))
        assert f"#{MISSING}" in missing, (name, missing)
        assert answer == missing.replace(f"#{MISSING}", f"#{number}"), name


async def test_a_tournament_is_hidden_where_its_channel_cannot_be_seen(world: World) -> None:
    assert tournament_commands(world) - set(TOURNAMENT_COMMANDS) == {
        "tournament create",  # names no existing tournament
        "tournament list",  # checked below: lists only what the asker may see
    }
    secret = readable_only_by(world, world.alice, world.bob)
    number = await create(world, where=secret, game="crossings", name="Quiet Cup")
    await world.bob.click(secret.last_message, label="Join")
    elsewhere = world.env.create_guild("Elsewhere")
    lobby = elsewhere.create_text_channel("lobby")
    places = {
        "a channel of the server, by a member who cannot read its channel": in_channel(
            world.carol, world.channel
        ),
        "another server": in_channel(elsewhere.add_member(world.carol.user), lobby),
        "a DM": in_dm(world.carol.user),
    }
    for place, (ask, complete) in places.items():
        await assert_tournament_hidden(ask, number)
        listing = bot_answer(await ask("tournament list"))
        assert "Quiet Cup" not in listing and f"#{number}" not in listing, place
        for name, option in TOURNAMENT_AUTOCOMPLETES:
            assert await complete(name, option, "") == [], (place, name)
    # The manager manages the server, yet cannot see the channel: hidden too (and the
    # cancel is refused as for a missing tournament, not as for a non-organiser).
    await assert_tournament_hidden(in_channel(world.manager, world.channel)[0], number)
    # Those who can read its channel are offered it; its entrant sees it from anywhere.
    offered = await world.alice.autocomplete(secret, "tournament info", "tournament", "quiet")
    assert offered == [{"name": f"#{number} Quiet Cup (open)", "value": number}]
    assert await world.bob.user.autocomplete("tournament info", "tournament", "") == offered
    seen = bot_answer(await world.bob.user.slash("tournament info", tournament=number))
    assert "Quiet Cup" in seen
    assert world.channel.history() == [] and lobby.history() == []


# ----- a whole Swiss ---------------------------------------------------------------------------

ROUNDS = 5
PLAYERS = 9
RESULT_TEXT = {"white": "1–0", "black": "0–1", "draw": "½–½"}


async def play_moves(world: World, thread, match_id: int, actors, moves: int) -> None:
    """``moves`` legal moves, each by the side to move with ``/move`` in the match's thread."""
    service = world.bot.service
    for _ in range(moves):
        match = await service.get_match(match_id)
        legal = await service.legal_moves_for(local_viewer(match.to_move_id), match_id)
        played = await actors[match.to_move_id].slash(thread, "move", move=legal[0])
        assert played.followups == [], [f.content for f in played.followups]


async def finish_game(world: World, thread, match_id: int, result: str, actors, moves: int):
    """Play ``moves`` legal moves, then end the match with ``result`` ('white', 'black' or
    'draw') the way players do: the loser resigns and confirms, or a draw is offered and
    accepted."""
    service = world.bot.service
    await play_moves(world, thread, match_id, actors, moves)
    match = await service.get_match(match_id)
    white, black = actors[match.white_id], actors[match.black_id]
    if result == "draw":
        offered = await white.slash(thread, "draw")
        assert offered.followups == [] and "offers a draw" in thread.last_message.content
        await black.slash(thread, "draw")
    else:
        loser = black if result == "white" else white
        asked = await loser.slash(thread, "resign")
        confirmed = await loser.click(asked.response, label="Resign")
        assert confirmed.followups == [], [f.content for f in confirmed.followups]
    match = await service.get_match(match_id)
    assert match.status == "finished"
    assert match.winner == (None if result == "draw" else result)


@pytest.mark.bot(rng=random.Random(31))
async def test_a_whole_swiss_of_nine_players_over_five_rounds(world: World) -> None:
    rng = random.Random(2031)
    players = [world.alice, world.bob, world.carol] + [
        world.guild.add_member(world.env.create_user(f"player{n}")) for n in range(4, PLAYERS + 1)
    ]
    actors = {p.id: p for p in players}
    champion = world.alice  # wins every game she plays: the test's winner
    number = await create(world, game="crossings", rounds=ROUNDS, name="Nine")
    announcement = world.channel.last_message
    for player in players:
        joined = await player.click(announcement, label="Join")
        assert joined.followups[0].ephemeral and "You joined" in joined.followups[0].content
    entrants = fresh(world.channel, announcement.id).content.splitlines()[-1]
    assert entrants.startswith(f"Entrants ({PLAYERS}):")
    await world.alice.slash(world.channel, "tournament start", tournament=number)

    points: Counter[int] = Counter()
    byes: Counter[int] = Counter()
    met: set[frozenset[int]] = set()
    seen_threads: set[int] = set()
    for round_number in range(1, ROUNDS + 1):
        history = world.channel.history()
        (pairings,) = [
            m for m in history if f"round {round_number} of {ROUNDS}: pairings" in m.content
        ]
        assert (await pairings.attachments[0].read()).startswith(PNG)
        threads = [t for t in world.channel.threads if t.id not in seen_threads]
        seen_threads |= {t.id for t in threads}
        assert len(threads) == PLAYERS // 2
        playing: set[int] = set()
        games = []
        for thread in threads:
            match_id = int(thread.name.rsplit("#", 1)[1])
            match = await world.bot.service.get_match(match_id)
            # Each match is in its own thread of the tournament's channel.
            assert match.thread_id == thread.id and match.channel_id == world.channel.id
            assert match.meta["tournament"] == number and match.meta["round"] == round_number
            assert match.rated
            pair = frozenset((match.white_id, match.black_id))
            assert pair not in met, f"round {round_number}: a rematch"
            met.add(pair)
            playing |= pair
            assert f"<#{thread.id}>" in pairings.content  # linked from the pairings
            for user_id in pair:  # each player was told by DM, with a link to the thread
                dms = [m.content for m in actors[user_id].user.dm_channel.history()]
                link = f"/{world.guild.id}/{thread.id}"
                assert any(f"round {round_number}: your game" in t and link in t for t in dms)
            games.append((match, thread))
        (bye,) = set(actors) - playing
        byes[bye] += 1
        points[bye] += 1  # a pairing-allocated bye scores a win's points
        assert f"Bye: <@{bye}> (pairing-allocated bye" in pairings.content
        decided = []
        for board, (match, thread) in enumerate(games):
            if champion.id in (match.white_id, match.black_id):
                result = "white" if match.white_id == champion.id else "black"
            else:
                result = rng.choice(["white", "black", "draw"])
            # Some games see a few moves first; the others end before the first move.
            await finish_game(world, thread, match.id, result, actors, moves=2 * (board % 2))
            decided.append((match, RESULT_TEXT[result]))
            if result == "draw":
                points[match.white_id] += 0.5
                points[match.black_id] += 0.5
            else:
                points[match.white_id if result == "white" else match.black_id] += 1
        # The round's results came back: the round is over, with the standings' picture
        # (after the last round they may come with the final standings instead).
        overs = [m for m in world.channel.history() if f"round {round_number} is over" in m.content]
        if overs:
            (over,) = overs
            assert f"Standings after round {round_number}:" in over.content
        else:
            assert round_number == ROUNDS
            over = world.channel.last_message
            assert f"Round {ROUNDS}:" in over.content and "Final standings:" in over.content
        for match, shown in decided:  # each board's line carries its result
            board = rf"<@{match.white_id}> \([0-9½]+\) – <@{match.black_id}> \([0-9½]+\)"
            assert re.search(rf"^Board \d+: {board} \*\*{shown}\*\*$", over.content, re.M)
        assert (await over.attachments[0].read()).startswith(PNG)
        told = {int(u): points_of(p) for _, u, p in STANDING_LINE.findall(over.content)}
        assert told == {u: points[u] for u in actors}, f"after round {round_number}"

    assert max(byes.values()) == 1 and sum(byes.values()) == ROUNDS
    assert len(met) == ROUNDS * (PLAYERS // 2)
    final = world.channel.last_message
    assert "is over" in final.content and "Final standings:" in final.content
    top = max(points.values())
    assert [u for u, p in points.items() if p == top] == [champion.id] and top == ROUNDS
    assert f"The winner is <@{champion.id}> with {ROUNDS} points." in final.content
    (picture,) = final.attachments
    assert (await picture.read()).startswith(PNG)
    ranked = STANDING_LINE.findall(final.content.split("Final standings:")[1])
    assert {int(u): points_of(p) for _, u, p in ranked} == dict(points)
    assert [int(u) for _, u, _ in ranked][0] == champion.id
    ordered = [points_of(p) for _, _, p in ranked]
    assert ordered == sorted(ordered, reverse=True)
    assert world.env.errors == []


async def test_a_round_robin_of_four_meets_every_pair_once(world: World) -> None:
    dave = world.guild.add_member(world.env.create_user("dave"))
    players = {m.id: m for m in (world.alice, world.bob, world.carol, dave)}
    number = await create(world, game="charing-cross", system="round-robin", first="black")
    announcement = world.channel.last_message
    for player in players.values():
        await player.click(announcement, label="Join")
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    met: list[frozenset[int]] = []
    wins: Counter[int] = Counter()
    for round_number in range(1, 4):
        said = [m.content for m in world.channel.history()]
        assert sum(f"round {round_number} of 3: pairings" in text for text in said) == 1
        threads = world.channel.threads[2 * (round_number - 1) :]
        assert len(threads) == 2
        for thread in threads:
            match = await world.bot.service.get_match(int(thread.name.rsplit("#", 1)[1]))
            assert match.meta["round"] == round_number
            met.append(frozenset((match.white_id, match.black_id)))
            await finish_game(world, thread, match.id, "white", players, moves=0)
            wins[match.white_id] += 1
    assert sorted(map(sorted, met)) == sorted(
        sorted((a, b)) for a in players for b in players if a < b
    )
    final = world.channel.last_message.content
    assert "is over" in final
    ranked = STANDING_LINE.findall(final.split("Final standings:")[1])
    assert {int(u): points_of(p) for _, u, p in ranked} == {u: float(wins[u]) for u in players}
    assert (await world.bot.db.tournaments.get(number)).options == {"first": "black"}


def test_an_announcements_entrants_line_is_replaced_in_its_servers_language() -> None:
    # The line is found by how it starts in every language (the server's may have changed
    # since the announcement was posted), and written in the server's language now.
    german = "Turnier Nr. 3 (Copa) …\nMelde dich mit dem Button unten an."
    first = with_entrants(german, t("tournament-entrants", count=1, names="<@1>"), "de")
    assert first == german + "\nTeilnehmende (1): <@1>."
    second = with_entrants(first, t("tournament-entrants", count=2, names="<@1>, <@2>"), "de")
    assert second == german + "\nTeilnehmende (2): <@1>, <@2>."
    spanish = with_entrants(second, t("tournament-nobody-entered"), "es-ES")
    assert spanish == german + "\nTodavía no se ha inscrito nadie."
    again = with_entrants(spanish, t("tournament-entrants", count=1, names="<@2>"))
    assert again == german + "\nEntrants (1): <@2>."

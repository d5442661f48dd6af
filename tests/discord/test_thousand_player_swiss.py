"""A Swiss of 1,000 players through simcord, from the Join buttons to the final standings,
with simcord refusing whatever Discord refuses (tests/discord/discord_limits.py).

A round of 500 boards is past everything a small tournament tries: the opening post and each
round's pairings would mention 1,000 players (Discord takes 100), the pairings and standings
are far over 2,000 characters (attached as files named after what they are), 500 threads and
1,000 direct messages go out per round.  One member in 25 joins by the announcement's button,
the last entrant among them (so the announcement's list is redrawn at 1,000), the others by the
same join asked of the service directly; the organiser starts it by command; in each round the
last boards end by their loser's ``/resign`` and its button (the last of them pairs the next
round, as in play), the others by the same resignation asked of the service directly,
delivered by the bot's own delivery.  The suite's time matters: those joins' and games'
interactions are the ones every other test exercises, and the 960 clicks no longer made were
over a third of the test's processor time (119 s against 75 s, side by side).

Everything is checked against what the test decided alone: it picks every game's loser, and
from that computes each player's points; round 2 pairs within score groups (500 winners and
500 losers, both even, so nobody floats), with no rematch; the final standings list each
player once with the points the test counted.

Two rounds: round 1 is paired by rating order alone; round 2 is a real Dutch pairing of 1,000
(the costly part: its time is the other helpers' concern, the test only waits for it).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
import simcord

from bot.markup import plain
from storage import Match
from tests.discord.conftest import World
from tests.discord.discord_limits import MENTIONS, Traffic
from tests.discord.test_privacy import bot_answer
from tests.discord.test_tournaments import PNG, create, fresh, points_of
from tests.viewers import local_viewer, viewer_in

PLAYERS = 1000
ROUNDS = 2
THROUGH_RESIGN_COMMAND = 3  # boards per round ended by /resign and its button
CLICK_EVERY = 25  # one entrant in 25 joins by the button, the last of them last of all
BOARD_LINE = re.compile(r"^Board (\d+): <@(\d+)> \(([0-9½]+)\) – <@(\d+)> \(([0-9½]+)\)", re.M)
STANDING_LINE = re.compile(r"^(\d+)\. <@(\d+)>: \*\*([0-9½.]+)\*\*", re.M)


async def attached_text(message, name: str) -> str:
    (found,) = [a for a in message.attachments if a.filename == name]
    return (await found.read()).decode()


def board_pairs(text: str) -> list[tuple[int, int, int]]:
    """(board, white, black) of each board line of a pairings text."""
    return [(int(b), int(w), int(k)) for b, w, _, k, _ in BOARD_LINE.findall(text)]


async def end_round(
    world: World, number: int, round_number: int, actors: dict[int, simcord.MemberActor]
) -> dict[int, int]:
    """Every game of the round resigned by its loser (white on odd boards, black on even):
    each player's points from this round, as the test decided them."""
    service = world.bot.service
    matches = {m.meta["board"]: m for m in await round_matches(world, number, round_number)}
    assert len(matches) == PLAYERS // 2
    won: dict[int, int] = {}
    boards = sorted(matches)
    for order, board in enumerate(boards):
        match = matches[board]
        loser, winner = (
            (match.white_id, match.black_id) if board % 2 else (match.black_id, match.white_id)
        )
        won[winner], won[loser] = 1, 0
        if order < len(boards) - THROUGH_RESIGN_COMMAND:
            reply = await service.resign(local_viewer(loser), match.id, confirmed=True)
            await world.bot.delivery.deliver(reply)
            continue
        thread = next(t for t in world.channel.threads if t.id == match.thread_id)
        asked = await actors[loser].slash(thread, "resign")
        confirmed = await actors[loser].click(asked.response, label="Resign")
        assert confirmed.followups == [], [f.content for f in confirmed.followups]
    return won


async def round_matches(world: World, number: int, round_number: int) -> list[Match]:
    """The round's matches, as the tournament stores them."""
    snapshot = await world.bot.db.tournaments.snapshot(number)
    service = world.bot.service
    return [await service.get_match(g.match_id) for g in snapshot.games_of(round_number)]


@pytest.mark.bot(rng=random.Random(1000), ai_workers=0)
async def test_a_swiss_of_a_thousand_players_from_join_to_final_standings(
    world: World, discord_limits: Traffic
) -> None:
    # Pairing round 2 of 1,000 and drawing 500-row tables take real seconds on a loaded
    # machine: a safety net, not a check.
    world.env.settle_timeout = 1800.0
    players = [world.guild.add_member(world.env.create_user(f"p{n}")) for n in range(PLAYERS)]
    actors = {p.id: p for p in players}
    number = await create(world, game="crossings", rounds=ROUNDS, rated=False, name="Thousand")
    announcement = world.channel.last_message
    desk = world.bot.service.tournaments
    for n, player in enumerate(players):
        if n % CLICK_EVERY != CLICK_EVERY - 1:
            member = viewer_in(player.id, world.guild.id, reads=[world.channel.id])
            entered = await desk.join(member, number, name=player.user.name)
            assert plain(entered.notice) == f"You joined Tournament #{number} (Thousand)."
            continue
        joined = await player.click(announcement, label="Join")
        assert [f.content for f in joined.followups] == [
            f"You joined Tournament #{number} (Thousand)."
        ]
    listed = fresh(world.channel, announcement.id).content
    # English writes a count as its locale does: "1,000" (ids such as #12 stay as typed).
    assert listed.splitlines()[-1].startswith(f"Entrants ({PLAYERS:,}): ")
    assert listed.endswith("…")  # as many names as fit in Discord's 2,000 characters

    started = bot_answer(
        await world.manager.slash(world.channel, "tournament start", tournament=number)
    )
    assert (
        started == f"Tournament #{number} has started: round 1 is posted in <#{world.channel.id}>."
    )
    opening = next(m for m in world.channel.history() if "begins with" in m.content)
    assert f"begins with {PLAYERS:,} players" in opening.content

    points: Counter[int] = Counter({user_id: 0 for user_id in actors})
    met: set[frozenset[int]] = set()
    for round_number in range(1, ROUNDS + 1):
        heading = f"Tournament #{number} (Thousand), round {round_number} of {ROUNDS}: pairings."
        (posted,) = [m for m in world.channel.history() if m.content.startswith(heading)]
        # Too long for a message: the whole text is attached, named after what it is, and
        # the message pings no more than Discord allows (its players are told by DM).
        stem = f"tournament-{number}-round-{round_number}-pairings"
        assert sorted(a.filename for a in posted.attachments) == [f"{stem}.png", f"{stem}.txt"]
        assert (
            await next(a for a in posted.attachments if a.filename.endswith(".png")).read()
        ).startswith(PNG)
        assert len(posted.raw_mentions) <= MENTIONS
        text = await attached_text(posted, f"{stem}.txt")
        pairs = board_pairs(text)
        assert [board for board, _, _ in pairs] == list(range(1, PLAYERS // 2 + 1))
        seated = [user for _, white, black in pairs for user in (white, black)]
        assert sorted(seated) == sorted(actors)  # everyone plays, once
        for _, white, black in pairs:
            pair = frozenset((white, black))
            assert pair not in met, f"round {round_number}: a rematch"
            met.add(pair)
            # Score groups of 500 are even: nobody floats, each pair had the same points.
            assert points[white] == points[black], (round_number, white, black)
        # Each game has its thread, and each player a direct message pointing at it.
        for match in await round_matches(world, number, round_number):
            for user_id in (match.white_id, match.black_id):
                dm = actors[user_id].user.dm_channel.last_message.content
                assert f"/{world.guild.id}/{match.thread_id}" in dm, (user_id, dm)
        for user_id, scored in (await end_round(world, number, round_number, actors)).items():
            points[user_id] += scored

    final = world.channel.last_message
    assert final.content.startswith(f"Tournament #{number} (Thousand) is over")
    names = sorted(a.filename for a in final.attachments)
    assert names == [f"tournament-{number}-standings.png", f"tournament-{number}-standings.txt"]
    standings = await attached_text(final, f"tournament-{number}-standings.txt")
    ranked = STANDING_LINE.findall(standings)
    assert len(ranked) == PLAYERS
    assert {int(u): points_of(p) for _, u, p in ranked} == {u: float(p) for u, p in points.items()}
    shown = [points_of(p) for _, _, p in ranked]
    assert shown == sorted(shown, reverse=True)
    assert Counter(points.values()) == {2: 250, 1: 500, 0: 250}
    assert discord_limits.refused == []
    assert world.env.errors == []

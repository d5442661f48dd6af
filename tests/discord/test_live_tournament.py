"""A live Swiss of 8 through Discord (issue #48), on simcord's virtual clock: created with
``/tournament create ... time:10+5``, every game of every round with that clock, rounds that
end when their last game does, a game lost on a flag, one lost by a first move that never
came (a forfeit, not an abort), and the final standings against points worked out here from
the results the test itself chose."""

from __future__ import annotations

from collections import Counter

import pytest

from storage.status import RatingPool
from tests.discord.conftest import World
from tests.discord.test_tournaments import (
    STANDING_LINE,
    create,
    finish_game,
    play_moves,
    points_of,
)

PLAYERS = 8
ROUNDS = 3
BASE_S = 600  # 10+5: ten minutes each
GRACE_S = 2  # the watchers' flag falls after the time left plus the quota's grace (2 s)
FIRST_MOVE_S = 30  # a first decision's window


@pytest.mark.bot(message_content=True)
async def test_a_live_swiss_of_eight_runs_to_the_end(world: World) -> None:
    players = [world.alice, world.bob, world.carol] + [
        world.guild.add_member(world.env.create_user(f"live{n}")) for n in range(4, PLAYERS + 1)
    ]
    actors = {p.id: p for p in players}
    champion = world.alice  # wins every game she plays, over the board or on the clock
    number = await create(world, game="crossings", rounds=ROUNDS, name="Evening", time="10+5")
    announcement = world.channel.last_message
    assert "rated (live)" in announcement.content and "10+5" in announcement.content
    for player in players:
        joined = await player.click(announcement, label="Join")
        assert "You joined" in joined.followups[0].content
    await world.alice.slash(world.channel, "tournament start", tournament=number)
    assert (await world.bot.db.tournaments.get(number)).round_deadline is None

    points: Counter[int] = Counter()
    seen_threads: set[int] = set()
    flagged_match = no_show_match = None
    for round_number in range(1, ROUNDS + 1):
        (pairings,) = [
            m
            for m in world.channel.history()
            if f"round {round_number} of {ROUNDS}: pairings" in m.content
        ]
        # The post names the clock and the pool; no deadline: the round is over when its
        # last game is.
        assert "Every game has a 10+5 clock; rated (live)." in pairings.content
        assert "The next round is paired when the last game of this one ends." in (pairings.content)
        threads = [t for t in world.channel.threads if t.id not in seen_threads]
        seen_threads |= {t.id for t in threads}
        assert len(threads) == PLAYERS // 2
        games = []
        for thread in threads:
            match = await world.bot.service.get_match(int(thread.name.rsplit("#", 1)[1]))
            assert match.meta["round"] == round_number and match.rated
            assert match.clock is not None  # every game of the round has the clock
            assert (match.clock.base_s, match.clock.increment_s) == (BASE_S, 5)
            first_post = thread.history()[0].content
            assert "Clock 10+5: white 10:00, black 10:00." in first_post
            assert "first move is due within 30 seconds, or the game is lost on time" in (
                first_post
            )
            games.append((match, thread))
        # The champion's game first, then the others; the round's last game is decided by
        # the clock in rounds 1 (a flag) and 2 (no first move), by a resignation in round 3.
        games.sort(key=lambda g: champion.id not in (g[0].white_id, g[0].black_id))
        by_clock = games.pop()  # never the champion's: she is on the first board of the list
        for board, (match, thread) in enumerate(games):
            moves = 2 * (board % 2)
            if champion.id in (match.white_id, match.black_id):
                result = "white" if match.white_id == champion.id else "black"
                moves = 4  # two moves each: enough for the game to be rated
            else:
                result = ("white", "black", "draw")[(round_number + board) % 3]
            await finish_game(world, thread, match.id, result, actors, moves=moves)
            _score(points, match, result)
        match, thread = by_clock
        if round_number == 1:
            # Both first moves made (untimed); White then lets the clock run out.
            await play_moves(world, thread, match.id, actors, 2)
            assert "Clock 10+5" in thread.last_message.content
            assert not _over(world, pairings, round_number)
            await world.env.advance_time(BASE_S + GRACE_S - 1)
            assert (await world.bot.service.get_match(match.id)).status == "active"
            await world.env.advance_time(2)
            ended = await world.bot.service.get_match(match.id)
            assert ended.status == "finished" and ended.winner == "black"
            assert ended.ending is not None and ended.ending.value == "time"
            assert any("ran out of time" in m.content for m in thread.history())
            flagged_match = ended
            _score(points, match, "black")
        elif round_number == 2:
            # White never makes a first move: in a tournament that is a loss on time.
            await world.env.advance_time(FIRST_MOVE_S + 1)
            ended = await world.bot.service.get_match(match.id)
            assert ended.status == "finished" and ended.winner == "black"
            assert any(
                "made no first move within 30 seconds" in m.content for m in thread.history()
            )
            no_show_match = ended
            _score(points, match, "black")
        else:
            await finish_game(world, thread, match.id, "white", actors, moves=2)
            _score(points, match, "white")
        over = _over(world, pairings, round_number)
        assert over is not None
        told = {int(u): points_of(p) for _, u, p in STANDING_LINE.findall(over.content)}
        assert told == {u: points[u] for u in actors}, f"after round {round_number}"

    final = world.channel.last_message
    assert "Final standings:" in final.content
    ranked = STANDING_LINE.findall(final.content.split("Final standings:")[1])
    assert {int(u): points_of(p) for _, u, p in ranked} == {u: points[u] for u in actors}
    assert points[champion.id] == ROUNDS == max(points.values())
    assert f"The winner is <@{champion.id}> with {ROUNDS} points." in final.content
    # The flag is a game played (1-0 in the TRF's terms); the no-show a forfeit.
    snapshot = await world.bot.db.tournaments.snapshot(number)
    results = {g.match_id: (g.white_result, g.black_result) for g in snapshot.games}
    assert flagged_match is not None and no_show_match is not None
    assert results[flagged_match.id] == ("0", "1")
    assert results[no_show_match.id] == ("-", "+")
    # Rated tournament games with a clock rate the live pool, and only it.
    standings = await world.bot.db.ratings.standings(champion.id)
    assert {(s.game_id, s.pool, s.games) for s in standings} == {
        ("crossings", RatingPool.LIVE, ROUNDS)
    }
    assert world.env.errors == []


def _score(points: Counter[int], match, result: str) -> None:
    if result == "draw":
        points[match.white_id] += 0.5
        points[match.black_id] += 0.5
    else:
        points[match.white_id if result == "white" else match.black_id] += 1


def _over(world: World, pairings, round_number: int):
    """The round's end as posted after its pairings: the round's own bulletin, or (after
    the last round) the final standings; None before."""
    after = [m for m in world.channel.history() if m.id > pairings.id]
    for message in after:
        if f"round {round_number} is over" in message.content or (
            round_number == ROUNDS and "Final standings:" in message.content
        ):
            return message
    return None


async def test_a_bullet_tournament_is_refused_saying_why(world: World) -> None:
    before = len(world.channel.history())
    result = await world.alice.slash(
        world.channel, "tournament create", game="crossings", time="2+1"
    )
    answer = result.followups[-1] if result.followups else result.response
    assert answer is not None and answer.ephemeral
    assert "2+1 is too fast" in answer.content and "480 seconds" in answer.content
    assert len(world.channel.history()) == before  # no announcement was posted
    assert await world.bot.db.tournaments.listing(world.guild.id, limit=10) == []

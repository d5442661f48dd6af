"""A whole tournament run from a console script: create, enter, start, play, standings and the
TRF export, with the expected pairings and points worked out by hand (Berger tables, C.05)."""

from __future__ import annotations

from tests.bot.test_console import run_console


async def test_a_round_robin_run_from_a_script(tmp_path):
    output = await run_console(
        tmp_path,
        [
            'tournament create crossings system=round-robin time=1h name="Winter cup"',
            "tournament join 1",
            "user bob",
            "tournament join",
            "user carol",
            "tournament join 1",
            "tournament start 1",  # carol is not its creator (the console manages it all)
            # Berger table of 3 players (a dummy 4th): round 1 is 2-3, 1 has the free round.
            "match 1",
            "resign yes",
            # Round 2: 1-2.
            "user bob",
            "match 2",
            "resign yes",
            # Round 3: 3-1.
            "user alice",
            "match 3",
            "draw",
            "user carol",
            "draw accept",
            "tournament standings 1",
            "tournament export 1",
            "tournament list",
            "tournament cancel 1",
            "help",
            "quit",
        ],
    )
    assert "error:" not in output, output[-3000:]
    assert "Tournament #1 (Winter cup)" in output
    assert "Entrants (3): alice, bob, carol." in output
    assert "round 1 of 3: pairings.\nBoard 1: bob (0) – carol (0): match #1" in output
    assert "Bye: alice (no game this round, no points)." in output
    assert "round 2 of 3: pairings.\nBoard 1: alice (0) – bob (1): match #2" in output
    assert "round 3 of 3: pairings.\nBoard 1: carol (0) – alice (1): match #3" in output
    # alice: free round 0 + win over bob 1 + draw ½ = 1½; bob: 1 + 0; carol: 0 + ½.
    assert "The winner is alice with 1½ points." in output
    final = output[output.rindex("final standings"):]
    lines = [line.split(" (")[0] for line in final.splitlines()[1:4]]
    assert lines == ["1. alice: 1½", "2. bob: 1", "3. carol: ½"]
    trf = (tmp_path / "boards" / "tournament-1.trf").read_text(encoding="utf-8")
    assert "012 Winter cup" in trf and "XXR 3" in trf
    rows = [line for line in trf.splitlines() if line.startswith("001")]
    assert [row[14:47].strip() for row in rows] == ["alice", "bob", "carol"]
    assert "#1 Winter cup: Crossings, round-robin, finished, 3 players" in output
    assert "Type 'tournament cancel 1 yes' to confirm." in output  # asked, not done
    assert "tournament join|leave|start|bye|info|standings|export [ID]" in output  # help


async def test_tournament_command_refusals(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "tournament",
            "tournament dance",
            "tournament join",
            "tournament create",
            "tournament create crossings time=soon",
            "tournament create crossings rounds=x",
            "tournament create crossings rated=maybe",
            "tournament join 99",
            "tournament pairings 99 x",
        ],
    )
    errors = [line for line in output.splitlines() if line.startswith("error:")]
    assert errors == [
        "error: tournament what? create, join, leave, bye, info, standings, start, pairings, "
        "withdraw, cancel, export, list ('help' shows them all).",
        "error: tournament 'dance'? One of: create, join, leave, bye, info, standings, start, "
        "pairings, withdraw, cancel, export, list.",
        "error: Which tournament? Give its number ('tournament list' shows them).",
        "error: Which game? tournament create GAME [option=value ...]",
        "error: time is a number and a unit (s, m, h or d), e.g. 30m; not 'soon'.",
        "error: rounds is a whole number, not 'x'.",
        "error: rated is yes or no, not 'maybe'.",
        "error: There is no tournament #99.",
        "error: the round is a whole number, not 'x'.",
    ]

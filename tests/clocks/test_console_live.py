"""The console plays a live game with the service's rules: ``play ... time=10+5``, the time
left in every board post, a move after the flag lost on time, "moretime", refusals."""

from __future__ import annotations

import io

import games
from bot.console import Console
from bot.service import MatchService
from storage import Database
from storage.status import MatchStatus
from tests.bot.conftest import FakeClock


async def open_console(db: Database, tmp_path, clock: FakeClock) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    console: Console
    service = MatchService(db, mention=lambda uid: console.mention(uid), clock=clock)
    console = await Console.open(service, tmp_path / "boards", out)
    return console, out


async def said(console: Console, out: io.StringIO, line: str) -> str:
    """What the console printed for ``line``."""
    start = len(out.getvalue())
    await console.handle(line)
    return out.getvalue()[start:]


async def legal_move(console: Console) -> str:
    match_id = console.current[console.user]
    match = await console.service.get_match(match_id)
    game, state = await console.service.load_state(match)
    moves = [m for m in game.legal_moves(state) if m != games.PASS]
    return moves[0]


async def whose_turn(console: Console) -> str:
    match = await console.service.get_match(console.current[console.user])
    return "alice" if match.to_move_id == match.white_id else "bob"


async def move(console: Console, out: io.StringIO) -> str:
    """One whole turn of the side to move (a Charing Cross move may be followed by placing a
    piece sent off the board: the turn's decisions until the other side is to move)."""
    mover = await whose_turn(console)
    text = await said(console, out, f"user {mover}")  # the sweep runs after every command
    while True:
        if (await console.service.get_match(console.current[console.user])).is_over:
            return text
        text += await said(console, out, f"move {await legal_move(console)}")
        match = await console.service.get_match(console.current[console.user])
        if match.is_over or await whose_turn(console) != mover:
            return text


async def test_a_live_console_game_to_a_flag(db, tmp_path) -> None:
    clock = FakeClock()
    console, out = await open_console(db, tmp_path, clock)
    await said(console, out, "user alice")
    offered = await said(console, out, "play charing-cross vs bob colour=white time=8+3")
    assert "Clock: 8+3." in offered
    await said(console, out, "user bob")
    started = await said(console, out, "accept")
    assert "Clock 8+3: white 8:00, black 8:00." in started
    assert "first move is due within 30 seconds" in started
    await move(console, out)
    await move(console, out)
    clock.advance(61.5)
    posted = await move(console, out)
    # 8:00 less 61.5 s plus the 3 s increment: 7:01.5, shown rounded down.
    assert "white 7:01, black 8:00" in posted
    match = await console.service.get_match(console.current[console.user])
    assert match.clock is not None and match.clock.white_ms == 480_000 - 61_500 + 3_000
    given = await said(console, out, "moretime")
    assert "15 seconds more" in given
    clock.advance(600)
    before = await console.service.get_match(match.id)
    lost = await move(console, out)
    # Announced by the sweep after the next command (here the switch to the late player).
    assert "bob (black) ran out of time" in lost
    ended = await console.service.get_match(match.id)
    assert (ended.status, ended.ply, str(ended.ending)) == (
        MatchStatus.FINISHED, before.ply, "time",
    )


async def test_a_fast_control_is_refused_in_the_console_too(db, tmp_path) -> None:
    console, out = await open_console(db, tmp_path, FakeClock())
    await said(console, out, "user alice")
    refused = await said(console, out, "play charing-cross vs bob time=3+2")
    assert "too fast to play here" in refused and "480 seconds" in refused
    assert await db.challenges.open_for_user(console.user, now=0) == []

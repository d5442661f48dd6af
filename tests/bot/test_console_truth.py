"""Console answers that say only what is true: a profile of a game that does not exist is
refused as every other command refuses it, and 'resign no' with no match open says so
instead of "Not resigned: the game goes on." (the service answers both)."""

from __future__ import annotations

import pytest

from bot.markup import plain
from bot.service import NotAllowed
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_console import run_console
from tests.viewers import local_viewer


async def test_profile_of_an_unknown_game_is_refused_like_play(tmp_path):
    output = await run_console(tmp_path, ["profile alice chess", "play chess"])
    profile = output.split("> profile alice chess")[1].split("> play chess")[0]
    play = output.split("> play chess")[1]
    assert "error:" in profile and "chess" in profile, profile
    assert "Profile of" not in profile
    assert "error:" in play and "chess" in play  # the refusal every command gives


async def test_resign_no_with_no_match_open_is_refused(tmp_path):
    output = await run_console(tmp_path, ["resign no"])
    assert "Not resigned" not in output
    assert "error: No current match" in output


async def test_resign_no_in_a_running_match_keeps_it_going(tmp_path):
    output = await run_console(tmp_path, ["play charing-cross", "resign no"])
    assert "Not resigned: the game goes on. Match #1 (Charing Cross) stands as it was." in output


async def test_the_service_says_a_match_goes_on_only_of_a_running_one(service):
    offer = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id
    kept = await service.keep_playing(local_viewer(ALICE), match_id)
    assert plain(kept.notice or "").startswith("Not resigned: the game goes on.")
    with pytest.raises(NotAllowed, match="not playing"):
        await service.keep_playing(local_viewer(999), match_id)
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    with pytest.raises(NotAllowed, match="is over"):
        await service.keep_playing(local_viewer(ALICE), match_id)

"""The inputs the audit found unchecked, each refused in the service's words before anything
is stored, on SQLite and PostgreSQL alike, and the console's typed numbers read the same way;
then the checks of bot.service.validation against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from bot.markup import plain
from bot.service import NotFound, ServiceError, Viewer
from bot.service import validation as v
from storage.testing import rows_of
from tests.bot.conftest import ALICE, BOB
from tests.bot.test_console import run_console
from tests.viewers import local_viewer

ME = local_viewer(ALICE)


@pytest.mark.parametrize(
    ("settings", "answer"),
    [
        # 10^18 s is 3·10^10 years: stored, it made every look at the tournament fail
        # converting it to a date (OSError: Value too large).
        ({"starts_at": 1e18}, "The start is at most 365 days from now."),
        ({"starts_at": float("inf")}, "The start is at most 365 days from now."),
        ({"starts_at": "tomorrow"}, "The start is a time (seconds since 1970), not 'tomorrow'."),
        # Stored as floats, these read back as damage and hid the tournament on SQLite.
        ({"rounds": 1.5}, "A Swiss has 1 to 50 rounds, not 1.5."),
        ({"rounds": True}, "A Swiss has 1 to 50 rounds, not yes."),
        ({"rounds": "²"}, "A Swiss has 1 to 50 rounds, not '²'."),
        ({"player_limit": 2.5}, "The player limit is 2 to 1000, not 2.5."),
        ({"player_limit": 10**400}, "The player limit is 2 to 1000, not a number far too large."),
        ({"time_limit": 1e300}, "The time per decision is at most 365 days."),
        ({"time_limit": "1h"}, "The time per decision is a number of seconds, not '1h'."),
        ({"round_limit": 10**400}, "A round's deadline is at most 365 days."),
        # A NUL is stored by SQLite and refused by PostgreSQL (which read as an outage).
        ({"name": "Cup\x00"}, "A tournament's name cannot contain control characters (such as "
                              "a line break or NUL)."),
        ({"name": "two\nlines"}, "A tournament's name cannot contain control characters (such "
                                 "as a line break or NUL)."),
        ({"name": 7}, "A tournament's name is text, not 7."),
        ({"rated": "no"}, "Rated is yes or no, not 'no'."),
        ({"late_entries": 1}, "Late entries is yes or no, not 1."),
        ({"options": {"size": "9\x00"}}, "Option size cannot contain control characters"),
        ({"options": "size=9"}, "A game's options are name=value pairs, not 'size=9'."),
    ],
)
async def test_create_refuses_before_anything_is_stored(service, database_url, settings,
                                                        answer):
    before = await rows_of(database_url)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.create(ME, game_id="crossings", **settings)
    assert answer in str(refused.value)
    assert await rows_of(database_url) == before


async def test_an_entrant_name_with_a_nul_is_refused_on_both_backends(service, database_url):
    created = await service.tournaments.create(ME, game_id="crossings")
    before = await rows_of(database_url)
    with pytest.raises(ServiceError) as refused:
        await service.tournaments.join(local_viewer(BOB), created.tournament_id, name="b\x00b")
    assert str(refused.value) == (
        "Your name cannot contain control characters (such as a line break or NUL)."
    )
    assert await rows_of(database_url) == before


async def test_a_start_a_year_ahead_is_taken_and_shown(service, clock):
    year = 365 * 86400
    created = await service.tournaments.create(ME, game_id="crossings",
                                               starts_at=clock() + year)
    info = await service.tournaments.info(ME, created.tournament_id)
    assert "open for entries" in plain(info.text)


async def test_a_match_number_that_is_no_lock_name_is_no_match(service):
    """PostgreSQL refuses a NUL in an advisory lock's name: a number that names no match is
    refused before any lock is taken, on both backends alike."""
    for typed in ("1\x00", "\ud800", "²"):
        with pytest.raises(NotFound) as refused:
            await service.resign(ME, typed, confirmed=True)
        assert str(refused.value) == f"There is no match #{typed.strip(chr(0) + chr(0xD800))}."


async def test_a_viewer_with_ids_that_name_nothing_cannot_be_made():
    with pytest.raises(NotFound, match="There is no user 0."):
        Viewer(0)
    with pytest.raises(NotFound, match="There is no server 18446744073709551616."):
        Viewer(ALICE, 2**64)
    with pytest.raises(ServiceError, match="Organiser is yes or no, not 1."):
        Viewer(ALICE, organiser=1)  # type: ignore[arg-type]


async def test_the_console_refuses_what_it_cannot_read_and_stores_nothing(tmp_path):
    output = await run_console(
        tmp_path,
        [
            "tournament create crossings start=99999999999999d name=Far",
            "tournament create crossings rounds=²",
            "tournament create crossings players=٣",
            "tournament create crossings rounds=1.5",
            "tournament info 1",
            "tournament list",
            "learn crossings lesson ²",
            "quit",
        ],
    )
    assert "Traceback" not in output and "invalid literal" not in output
    assert "error: The start is at most 365 days from now." in output
    assert "error: rounds is a whole number, not '²'." in output
    assert "error: players is a whole number, not '٣'." in output
    assert "error: rounds is a whole number, not '1.5'." in output
    assert "error: There is no tournament #1." in output
    assert "No tournaments here yet." in output
    assert "error: '²' is not a lesson number." in output


# ----- the checks themselves, against values worked out by hand ----------------------------

def test_whole_takes_ints_in_range_only():
    assert v.whole(50, "rounds", 1, 50) == 50
    for bad, shown in ((51, "51"), (0, "0"), (2.0, "2"), (True, "yes"), ("5", "'5'"),
                       (None, "nothing"), (-(10**30), "a number far too large")):
        with pytest.raises(ServiceError) as refused:
            v.whole(bad, "rounds", 1, 50)
        assert str(refused.value) == f"rounds is a whole number from 1 to 50, not {shown}."


def test_whole_from_text_reads_ascii_digits_only():
    assert v.whole_from_text(" 12 ", "n", 1, 99) == 12
    for typed in ("²", "٣", "１２", "1.0", "-1", "", "9" * 5000):
        with pytest.raises(ServiceError):
            v.whole_from_text(typed, "n", 1, 99)


def test_seconds_bounds_and_its_words():
    assert v.seconds(60, "t", low=60) == 60.0
    assert v.seconds(365 * 86400, "t", low=60) == 365 * 86400.0
    cases = [
        (59.9, "t is at least one minute."),
        (math.nan, "t is at least one minute."),
        (-math.inf, "t is at least one minute."),
        (365 * 86400 + 1, "t is at most 365 days."),
        (math.inf, "t is at most 365 days."),
        (10**400, "t is at most 365 days."),
        (False, "t is a number of seconds, not no."),
    ]
    for bad, answer in cases:
        with pytest.raises(ServiceError) as refused:
            v.seconds(bad, "t", low=60)
        assert str(refused.value) == answer


def test_moment_is_a_time_to_come_within_the_bound():
    now = 1_000_000.0
    assert v.moment(now + 1, "s", now=now, passed="gone") == now + 1
    for bad in (now, now - 1, math.nan):
        with pytest.raises(ServiceError, match="^gone$"):
            v.moment(bad, "s", now=now, passed="gone")
    with pytest.raises(ServiceError, match="^s is at most one day from now.$"):
        v.moment(now + 86401, "s", now=now, passed="gone", within=86400)


def test_text_refuses_control_characters_and_surrogates_and_counts_after_trimming():
    assert v.text("  Autumn cup  ", "n", longest=10) == "Autumn cup"
    assert v.text("Zoë 🏆\u200d", "n") == "Zoë 🏆\u200d"  # format characters are fine
    for bad in ("a\x00", "a\tb", "\x1b[31m", "\x7f", "\x85", "a\ud800"):
        with pytest.raises(ServiceError, match="cannot contain control characters"):
            v.text(bad, "n")
    with pytest.raises(ServiceError, match="^n has at most 3 characters.$"):
        v.text("abcd", "n", longest=3)


def test_identifier_fits_the_database():
    assert v.identifier(2**63 - 1, "user") == 2**63 - 1
    for bad in (0, -1, 2**63, True, 1.0, "1"):
        with pytest.raises(NotFound):
            v.identifier(bad, "user")


@pytest.mark.parametrize("stored", ["lots", "nan", "inf", "-3", "1e400"])
async def test_a_damaged_server_time_limit_leaves_new_matches_the_host_time_limit(
    service, db, stored
):
    await db.settings.set(10, "time_limit_hours", stored)
    started = await service.challenge(ALICE, "crossings", opponent=ALICE, guild_id=10)
    match = await db.matches.get(started.match_id)
    assert match.meta["time_limit"] == 72 * 3600  # ServiceSettings' default, 72 hours

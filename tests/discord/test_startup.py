"""``run_discord``: the database is opened (and its faults reported) before connecting.

No network: ``GamutBot.start`` (login and gateway) is replaced by a stand-in that records what
the bot was given.  The database handling around it is the real one.
"""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from bot.discord.app import GamutBot, run_discord
from bot.service import MatchService, ServiceSettings
from bot.settings import Settings
from bot.startup import FrontEndDatabase
from storage import Database
from tests.viewers import local_viewer


def settings_for(database: Path) -> Settings:
    return Settings(
        token="not-a-real-token",
        database=database,
        board_dir=database.parent / "boards",
        dev_guild_id=None,
        service=ServiceSettings(),
        log_level="INFO",
        ai_workers=0,
    )


@pytest.fixture
def closes(monkeypatch: pytest.MonkeyPatch) -> list[Database]:
    """Every Database closed during the test, in order."""
    closed: list[Database] = []
    close = Database.close

    async def recording_close(self: Database) -> None:
        closed.append(self)
        await close(self)

    monkeypatch.setattr(Database, "close", recording_close)
    return closed


def test_an_unusable_database_stops_start_up_before_connecting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    connected: list[GamutBot] = []

    async def start(self: GamutBot, token: str, *, reconnect: bool = True) -> None:
        connected.append(self)

    monkeypatch.setattr(GamutBot, "start", start)
    garbage = tmp_path / "gamut.sqlite3"
    garbage.write_bytes(b"this is not an SQLite database\n" * 200)
    with pytest.raises(SystemExit) as stopped:
        run_discord(settings_for(garbage))
    message = str(stopped.value)
    assert "GAMUT_DATABASE" in message and "\n" not in message
    assert connected == []


def test_the_bot_gets_the_open_database_and_it_is_closed_after_the_bot_stops(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, closes: list[Database]
) -> None:
    given: list[tuple[Database, bool]] = []

    async def start(self: GamutBot, token: str, *, reconnect: bool = True) -> None:
        database = self.storage.source
        assert isinstance(database, Database)
        given.append((database, database in closes))
        if self.text_moves:  # the application lacks the Message Content intent
            raise discord.PrivilegedIntentsRequired(None)

    monkeypatch.setattr(GamutBot, "start", start)
    run_discord(settings_for(tmp_path / "data" / "gamut.sqlite3"))
    # Both attempts (with and without typed moves) used the one database, still open then.
    assert len(given) == 2 and given[0][0] is given[1][0]
    assert [was_closed for _, was_closed in given] == [False, False]
    assert closes == [given[0][0]]  # closed once, by run_discord, after the bot stopped
    assert (tmp_path / "data" / "gamut.sqlite3").exists()


async def test_a_bot_given_a_path_opens_it_and_closes_only_what_it_opened(
    tmp_path: Path, closes: list[Database]
) -> None:
    """bot.startup.FrontEndDatabase: a path is opened (its folders made) once and closed by
    the bot; a Database handed over is used as it is and left open for its host.  The count
    of active matches is the number of matches the test started."""
    source = tmp_path / "data" / "gamut.sqlite3"
    owned = FrontEndDatabase(source)
    with pytest.raises(RuntimeError):  # a health check before start-up fails
        await owned.answers()
    database = await owned.open()
    assert await owned.open() is database and source.exists() and not owned.given
    assert await owned.answers() is True
    assert await owned.active_matches() == 0
    service = MatchService(database)
    made = await service.challenge(1, "crossings", opponent=2)
    await service.accept(local_viewer(2), made.challenge_id)
    assert await owned.active_matches() == 1
    service.close()
    await owned.close()
    await owned.close()  # idempotent
    assert closes == [database]
    given = FrontEndDatabase(await Database.open(tmp_path / "given.sqlite3"))
    assert given.given and await given.open() is given.source
    await given.close()
    assert len(closes) == 1 and await given.answers() is True  # still open for its host
    await given.in_use().close()

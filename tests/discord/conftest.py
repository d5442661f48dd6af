"""Fixtures for the Discord tests: the real bot under simcord, offline, on a real SQLite file.

``world`` is a running simcord environment with a server, a #games channel and three members;
helpers start matches the way players do (``/play`` then the Accept button) and find the
match's thread, so each test reads like a conversation.  simcord refuses whatever Discord
refuses (tests/discord/discord_limits.py), in every test here, and every interaction carries
its member's locale and its server's Community language (tests/discord/locales.py).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot import create_bot
from bot.discord.app import GamutBot
from tests.discord.discord_limits import discord_limits  # noqa: F401 - autouse: Discord's limits
from tests.discord.locales import locales  # noqa: F401 - autouse: members' and servers' locales
from tests.viewers import local_viewer


def make_bot(path: Path, **settings: Any) -> GamutBot:
    """A bot with a seeded random generator (colours, random King squares)."""
    settings.setdefault("rng", random.Random(7))
    return create_bot(path, **settings)


@dataclass
class World:
    env: simcord.Env
    db_path: Path
    bots: list[GamutBot]
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor
    carol: simcord.MemberActor
    manager: simcord.MemberActor

    @property
    def bot(self) -> GamutBot:
        return self.env.bot  # type: ignore[return-value]

    async def restart(self, **settings: Any) -> GamutBot:
        """Replace the bot by a new one on the same database, as after a crash or a deploy."""
        old = self.bot
        self.bots.append(make_bot(self.db_path, **settings))
        await self.env.restart_bot(self.bots[-1])
        await old.release()
        return self.bots[-1]

    def actor(self, user_id: int) -> simcord.MemberActor:
        return next(a for a in (self.alice, self.bob, self.carol) if a.id == user_id)

    def bot_member(self) -> simcord.MemberActor:
        """The bot's own account as a member of the server, to pick it as an opponent."""
        from simcord.actors import MemberActor
        from simcord.builders import UserHandle

        user = UserHandle(self.env, self.env.backend.bot_user)
        return MemberActor(self.env, self.guild, user)

    async def start_match(
        self, game: str, *, white: simcord.MemberActor | None = None, **options: Any
    ) -> tuple[int, simcord.ChannelHandle]:
        """Alice challenges Bob (Alice white unless ``white`` is Bob); Bob accepts."""
        white = white or self.alice
        colour = "white" if white is self.alice else "black"
        result = await self.alice.slash(
            self.channel, "play", game=game, opponent=self.bob, colour=colour, **options
        )
        assert result.response is not None and result.response.ephemeral
        challenge = self.channel.last_message
        accepted = await self.bob.click(challenge, label="Accept")
        assert accepted.followups == [], [f.content for f in accepted.followups]
        thread = self.channel.threads[-1]
        match_id = int(thread.name.rsplit("#", 1)[1])
        return match_id, thread

    async def to_move(self, match_id: int) -> simcord.MemberActor | None:
        match = await self.bot.service.get_match(match_id)
        return self.actor(match.to_move_id) if match.to_move_id else None

    async def legal(self, match_id: int) -> list[str]:
        match = await self.bot.service.get_match(match_id)
        if match.to_move_id is None:
            return []
        return await self.bot.service.legal_moves_for(local_viewer(match.to_move_id), match_id)


@pytest.fixture
def db_path(tmp_path: Path, migrated_sqlite_file: Path) -> Path:
    """The bot's SQLite file: a copy of the session's migrated one (tests/conftest.py), as
    Gamut's start-up leaves a new file; migrating a new file at every bot's start cost each
    test about 50 ms (making and migrating one is tests/storage's subject)."""
    path = tmp_path / "gamut.sqlite3"
    shutil.copy(migrated_sqlite_file, path)
    return path


@pytest.fixture
def bots() -> list[GamutBot]:
    """Every bot a test built; each is released after the test (simcord never closes them,
    and an open database thread would keep the interpreter from exiting)."""
    return []


@pytest.fixture
async def simcord_bot(
    db_path: Path, request: pytest.FixtureRequest, bots: list[GamutBot]
) -> AsyncIterator[GamutBot]:
    """The bot under test; ``@pytest.mark.bot(**settings)`` passes settings to create_bot."""
    marker = request.node.get_closest_marker("bot")
    bots.append(make_bot(db_path, **(dict(marker.kwargs) if marker else {})))
    yield bots[0]
    for bot in bots:
        await bot.release()


@pytest.fixture
def world(simcord_env: simcord.Env, db_path: Path, bots: list[GamutBot]) -> World:
    env = simcord_env
    guild = env.create_guild("Gamut club")
    managers = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    channel = guild.create_text_channel("games")
    return World(
        env=env,
        db_path=db_path,
        bots=bots,
        guild=guild,
        channel=channel,
        alice=guild.add_member(env.create_user("alice")),
        bob=guild.add_member(env.create_user("bob")),
        carol=guild.add_member(env.create_user("carol")),
        manager=guild.add_member(env.create_user("manager"), roles=[managers]),
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "bot(**settings): settings for the test bot (create_bot)")

"""The Discord bot: construction, start-up and the ``python -m bot`` entry point.

``create_bot`` builds a fully configured bot; its ``setup_hook`` opens storage (unless it was
given an open Database), builds the match service, loads the cogs, registers the persistent
components and syncs the command tree (globally, or to ``DEV_GUILD_ID``).  Tests run the very
same bot under simcord.

``run_discord`` opens the database itself, before connecting to Discord: a database that
cannot be opened (a bad path, a schema from a newer Gamut) then stops the bot with one line
naming ``GAMUT_DATABASE``, instead of a traceback from inside discord.py's start-up after the
gateway connection was made.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.ai_runner import AIRunner
from bot.discord.actions import Actions
from bot.discord.cogs import COGS
from bot.discord.components import ActionButton, ActionSelect
from bot.discord.delivery import Delivery
from bot.discord.feedback import GamutTree
from bot.service import MatchService, Reply, ServiceSettings
from bot.startup import open_database
from storage import Database

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger("gamut.discord")

TICK_SECONDS = 60.0


def discord_clock() -> float:
    """Unix seconds from discord.py's clock (which simcord virtualises in tests)."""
    return discord.utils.utcnow().timestamp()


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


class GamutBot(commands.Bot):
    """The bot; ``service``, ``delivery`` and ``actions`` exist once ``setup_hook`` ran.

    ``ai_workers`` processes think for the bot's own seat (challenge the bot to play it);
    0 turns the AI opponent off.
    """

    service: MatchService
    delivery: Delivery
    actions: Actions

    def __init__(
        self,
        database: Database | str | Path,
        *,
        dev_guild_id: int | None = None,
        service_settings: ServiceSettings | None = None,
        message_content: bool = False,
        tick_seconds: float = TICK_SECONDS,
        clock: Callable[[], float] = discord_clock,
        rng: random.Random | None = None,
        render_png: Callable[..., bytes] | None = None,
        ai_workers: int = 1,
    ) -> None:
        intents = discord.Intents.default()
        intents.message_content = message_content
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=GamutTree,
            help_command=None,
        )
        self._database = database
        self.db: Database
        self.dev_guild_id = dev_guild_id
        self.service_settings = service_settings or ServiceSettings()
        self.tick_seconds = tick_seconds
        self._clock = clock
        self._rng = rng
        self._render_png = render_png
        self._ai_workers = ai_workers
        self.ai_runner: AIRunner | None = None
        self._ai_tasks: set[asyncio.Task[None]] = set()

    @property
    def text_moves(self) -> bool:
        """Whether messages can be read as moves (the privileged Message Content intent)."""
        return self.intents.message_content

    async def setup_hook(self) -> None:
        if isinstance(self._database, Database):
            self.db = self._database
        else:
            path = Path(self._database)
            path.parent.mkdir(parents=True, exist_ok=True)
            self.db = await Database.open(path)
        # The bot's own account is the AI player's seat (``login`` set ``self.user`` already).
        if self._ai_workers > 0 and self.user is not None:
            self.ai_runner = AIRunner(max_workers=self._ai_workers)
        self.service = MatchService(
            self.db,
            settings=self.service_settings,
            mention=mention,
            clock=self._clock,
            rng=self._rng,
            render_png=self._render_png,
            ai=self.ai_runner,
            ai_user_id=self.user.id if self.ai_runner and self.user else None,
            ai_later=True,
        )
        self.delivery = Delivery(self)
        self.actions = Actions(self)
        self.add_dynamic_items(ActionButton, ActionSelect)
        for cog in COGS:
            await self.add_cog(cog(self))
        await self._sync()
        # Everything made at start-up (modules, commands, engine tables) lives as long as the
        # bot: keep it out of the cyclic collector's full passes, which otherwise walk it all
        # and stall every match for tens of milliseconds each time.
        gc.freeze()

    def answer_for_ai(self, match_id: int) -> None:
        """Let the AI take its turn in the match, in a message of its own, after the reply
        that handed it the turn is out (so the player sees their own move at once)."""
        task = asyncio.create_task(self._answer_for_ai(match_id))
        self._ai_tasks.add(task)
        task.add_done_callback(self._ai_tasks.discard)

    async def _answer_for_ai(self, match_id: int) -> None:
        try:
            reply = await self.service.ai_followup(Reply(match_id=match_id))
            if reply.text or reply.image or reply.prompts or reply.private:
                await self.delivery.deliver(reply)
        except Exception:  # noqa: BLE001 - the clock retries an AI turn left unplayed
            log.exception("the AI's answer in match %s failed", match_id)

    async def ai_idle(self) -> None:
        """Wait until no AI answer is under way (tests wait on it; shutdown cancels instead)."""
        while self._ai_tasks:
            await asyncio.gather(*list(self._ai_tasks), return_exceptions=True)

    async def _sync(self) -> None:
        if self.dev_guild_id:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands (%s)", len(synced), self.dev_guild_id or "global")

    async def close(self) -> None:
        await super().close()
        await self.release()

    async def release(self) -> None:
        """Stop the render workers and close the database this bot opened (idempotent).

        ``close`` calls it; a host that drives the bot without ``close`` (a test harness
        swapping bots on one database) calls it directly.
        """
        for task in list(self._ai_tasks):
            task.cancel()  # an AI turn left unplayed is resumed by the clock after a restart
        service = self.__dict__.pop("service", None)
        if service is not None:
            service.close()
        if self.ai_runner is not None:
            self.ai_runner.close()
            self.ai_runner = None
        if not isinstance(self._database, Database) and "db" in self.__dict__:
            await self.__dict__.pop("db").close()


def create_bot(database: Database | str | Path, **settings: Any) -> GamutBot:
    """The fully configured bot (see :class:`GamutBot` for the settings)."""
    return GamutBot(database, **settings)


def run_discord(settings: Settings) -> None:
    """Run the bot until interrupted.  Text moves need the privileged Message Content intent;
    when the application does not have it, the bot starts again without (``/move`` works).

    The database is opened first (``SystemExit`` with a one-line message if it cannot be) and
    shared by both attempts; the bots do not close a Database they were given, so it is
    closed here once the bot has stopped."""
    asyncio.run(_serve(settings))


async def _serve(settings: Settings) -> None:
    database = await open_database(settings.database)
    try:
        for message_content in (True, False):
            bot = create_bot(
                database,
                dev_guild_id=settings.dev_guild_id,
                service_settings=settings.service,
                message_content=message_content,
                ai_workers=settings.ai_workers,
            )
            try:
                async with bot:
                    await bot.start(settings.token or "")
                return
            except discord.PrivilegedIntentsRequired:
                if not message_content:
                    raise
                log.warning(
                    "The Message Content intent is not enabled for this application: text "
                    "moves are off; players use /move."
                )
    finally:
        await database.close()

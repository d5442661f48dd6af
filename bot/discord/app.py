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
import signal
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

import renderers
from bot.ai_queue import DEFAULT_MIN_BUDGET
from bot.ai_runner import AIRunner
from bot.discord.actions import Actions
from bot.discord.cogs import COGS
from bot.discord.command_sync import sync_commands
from bot.discord.components import ActionButton, ActionSelect
from bot.discord.delivery import Delivery
from bot.discord.feedback import GamutTree
from bot.discord.languages import Languages, community_of, member_language
from bot.discord.login import log_in
from bot.discord.markup import to_discord
from bot.discord.picker import PICKER_ITEMS
from bot.discord.translator import CommandTranslator
from bot.logging_setup import bind
from bot.markup import t
from bot.metrics import METRICS, Check, MetricsServer
from bot.replay_worker import ReplayWorker
from bot.service import MatchService, Reply, ServiceError, ServiceSettings
from bot.startup import DatabaseSource, FrontEndDatabase, open_database
from bot.web import WebCompanion
from bot.web.hosting import WebPlace, start_web, web_place

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger("gamut.discord")

TICK_SECONDS = 60.0
THINKING_NOTICE_S = 1.0  # an AI answer taking longer shows "Gamut is typing..." in the match
# Seconds a graceful shutdown waits for the interactions and AI answers under way; closing the
# connections after it takes well under a second, so the process ends within 10 s.
SHUTDOWN_GRACE_S = 8.0
# discord.py runs each interaction in a task of its own, named by kind (discord.py 2.7.1).
INTERACTION_TASKS = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-dispatch-",
)
RESTARTING = t("discord-restarting")


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
        database: DatabaseSource,
        *,
        dev_guild_id: int | None = None,
        service_settings: ServiceSettings | None = None,
        message_content: bool = False,
        tick_seconds: float = TICK_SECONDS,
        clock: Callable[[], float] = discord_clock,
        rng: random.Random | None = None,
        render_png: Callable[..., bytes] | None = None,
        ai_workers: int = 1,
        ai_min_budget: float = DEFAULT_MIN_BUDGET,
        web: WebPlace | None = None,
        **shards: Any,
    ) -> None:
        # Gamut has no voice: discord.py's warnings that voice's libraries are missing would
        # only worry an operator at every start.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        intents = discord.Intents.default()
        intents.message_content = message_content
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=GamutTree,
            help_command=None,
            # No cache of the messages the bot sees: nothing of Gamut reads one back (every
            # answer comes from its interaction or its message's payload), and discord.py's
            # default 1,000 cached messages are ~18,000 objects (components, embeds,
            # attachments) that every full pass of the cyclic collector walks again
            # (benchmarks/bot_growth.py; benchmarks/README.md's bot_growth.py row).
            max_messages=None,
            **shards,
        )
        self.storage = FrontEndDatabase(database)
        self.dev_guild_id = dev_guild_id
        self.service_settings = service_settings or ServiceSettings()
        self.tick_seconds = tick_seconds
        self._clock = clock
        self._rng = rng
        self._render_png = render_png
        self._ai_workers = ai_workers
        self._ai_min_budget = ai_min_budget
        self.ai_runner: AIRunner | None = None
        self.web_place = web  # the web companion's, if GAMUT_WEB_PORT or GAMUT_WEB_URL is set
        self.web: WebCompanion | None = None
        self.replay_worker = ReplayWorker()  # replays drawn in a process of their own
        self._ai_tasks: set[asyncio.Task[None]] = set()
        self._refusals: set[asyncio.Task[None]] = set()
        self.shutting_down = False
        self.stop_logging_in = asyncio.Event()
        self.languages = Languages(self)

    @property
    def text_moves(self) -> bool:
        """Whether messages can be read as moves (the privileged Message Content intent)."""
        return self.intents.message_content

    async def start(self, token: str, *, reconnect: bool = True) -> None:
        """Log in (a wrong token ends it with one line, an unreachable Discord is tried
        again: see bot.discord.login), then connect, unless a stop came first."""
        if await log_in(self, token, self.stop_logging_in):
            await self.connect(reconnect=reconnect)

    async def setup_hook(self) -> None:
        # ``db``: the open database, for the bot's host (a test looks at what was stored);
        # the bot itself reads and writes only through its service.
        self.db = database = await self.storage.open()
        # The bot's own account is the AI player's seat (``login`` set ``self.user`` already).
        if self._ai_workers > 0 and self.user is not None:
            self.ai_runner = AIRunner(max_workers=self._ai_workers, min_budget=self._ai_min_budget)
        self.service = MatchService(
            database,
            settings=self.service_settings,
            mention=mention,
            clock=self._clock,
            rng=self._rng,
            render_png=METRICS.counted_render("png", self._render_png or renderers.render_png),
            fit_replay=METRICS.counted_render("gif", self.replay_worker),
            ai=self.ai_runner,
            ai_user_id=self.user.id if self.ai_runner and self.user else None,
            ai_later=True,
            community_language=lambda guild_id: community_of(self.get_guild(guild_id)),
        )
        self.delivery = Delivery(self)
        self.actions = Actions(self)
        self.add_dynamic_items(ActionButton, ActionSelect, *PICKER_ITEMS)
        for cog in COGS:
            await self.add_cog(cog(self))
        await self.tree.set_translator(CommandTranslator())
        await self._sync()
        if self.web_place is not None:
            self.web, why_not = await start_web(
                self.service,
                self.web_place,
                deliver=self.delivery.deliver,
                name=lambda uid: getattr(self.get_user(uid), "display_name", str(uid)),
                fallbacks=(),
            )
            if why_not:
                log.error(why_not)
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
        bind(match_id=match_id)
        thinking = asyncio.create_task(self._show_thinking(match_id))
        try:
            try:
                reply = await self.service.ai_followup(Reply(match_id=match_id))
            finally:
                thinking.cancel()
            if reply.text or reply.image or reply.prompts or reply.private:
                await self.delivery.deliver(reply)
        except Exception:  # noqa: BLE001 - the clock retries an AI turn left unplayed
            log.exception("the AI's answer in match %s failed", match_id)

    async def _show_thinking(self, match_id: int) -> None:
        """Once the AI has taken longer than THINKING_NOTICE_S, the match's home shows the bot
        typing (Discord's own "is typing..." line, renewed by discord.py) until the answer
        comes: under load a player sees that the bot is on it, not that it froze."""
        await asyncio.sleep(THINKING_NOTICE_S)
        try:
            channel = await self.delivery.home(await self.service.get_match(match_id))
            if channel is None:
                return
            async with channel.typing():
                await asyncio.Event().wait()  # until the answer cancels this task
        except (discord.HTTPException, ServiceError) as exc:
            log.info("could not show the AI thinking in match %s: %s", match_id, exc)

    async def ai_idle(self) -> None:
        """Wait until no AI answer is under way (tests wait on it; shutdown cancels instead)."""
        while self._ai_tasks:
            await asyncio.gather(*list(self._ai_tasks), return_exceptions=True)

    async def _sync(self) -> None:
        if self.dev_guild_id:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await sync_commands(self.tree, guild)
        else:
            synced = await sync_commands(self.tree)
        log.info("synced %d commands (%s)", len(synced), self.dev_guild_id or "global")

    # ----- operating: shutdown and health ------------------------------------------------

    async def shutdown(self, grace: float = SHUTDOWN_GRACE_S) -> None:
        """Stop gracefully (SIGTERM, SIGINT): take no new interaction, finish those under
        way, then close.

        New interactions are answered "restarting" and not run.  The AI is stopped: a move
        it was still choosing is not played (the clock plays it after the restart), so no
        answer waits for a thinking budget.  Interactions and AI answers already applying a
        move are waited for, up to ``grace`` seconds: each move is then committed and
        answered, or, cut off by the closing at the end of the grace, not committed at all
        (a move is one database transaction).  Then the gateway, HTTP session, AI workers,
        render threads and database close.
        """
        if self.shutting_down:
            return
        self.shutting_down = True
        self.stop_logging_in.set()  # a login under way, or waiting to try again, ends now
        log.info("shutting down: finishing the interactions under way")
        self.stop_taking_interactions()
        if self.ai_runner is not None:
            self.ai_runner.stop()
        # The clock stops now: its duties are claimed in the database and found again by
        # the next start (tasks.Loop.stop would instead sleep out the interval and then run
        # one more round).
        ticker = getattr(self.get_cog("ClockCog"), "ticker", None)
        if ticker is not None:
            ticker.cancel()
        under_way = self._under_way()
        if under_way:
            _, left = await asyncio.wait(under_way, timeout=grace)
            if left:
                log.warning("%d interactions still running after %.0f s; closing", len(left), grace)
        await self.close()

    def _under_way(self) -> set[asyncio.Task[Any]]:
        """The interactions being handled and the AI answers being delivered."""
        current = asyncio.current_task()
        tasks = {
            task
            for task in asyncio.all_tasks()
            if task.get_name().startswith(INTERACTION_TASKS) and task is not current
        }
        return tasks | self._ai_tasks | self._refusals

    def stop_taking_interactions(self) -> None:
        """From now on an interaction is answered "restarting" instead of being run (the
        gateway's INTERACTION_CREATE parser is replaced: it is where discord.py starts every
        command, button and modal)."""
        state = self._connection

        def refuse(data: dict[str, Any]) -> None:
            if data.get("type") not in (2, 3, 5):  # commands, components, modals
                return  # autocomplete and pings need no answer
            interaction = discord.Interaction(data=data, state=state)  # type: ignore[arg-type]
            task = asyncio.create_task(self._say_restarting(interaction))
            self._refusals.add(task)
            task.add_done_callback(self._refusals.discard)

        state.parsers["INTERACTION_CREATE"] = refuse

    @staticmethod
    async def _say_restarting(interaction: discord.Interaction) -> None:
        try:
            # Only what Discord sent decides the language: the database is closing.
            said = to_discord(RESTARTING, member_language(interaction))
            await interaction.response.send_message(said, ephemeral=True)
        except discord.HTTPException as exc:
            log.info("could not tell a player the bot is restarting: %s", exc)

    def health_checks(self) -> dict[str, Check]:
        """The checks of ``/healthz``: the database answers a read, the gateway is connected
        and ready, the clock's loop is running (neither stopped nor crashed: its rounds
        catch their own errors, so a loop that ended is a clock that no longer ticks)."""

        async def database() -> bool:
            return await self.storage.answers()

        async def gateway() -> bool:
            return self.is_ready() and not self.is_closed() and not self.shutting_down

        async def clock() -> bool:
            ticker = getattr(self.get_cog("ClockCog"), "ticker", None)
            return ticker is not None and ticker.is_running() and not ticker.failed()

        return {"database": database, "gateway": gateway, "clock": clock}

    async def refresh_metrics(self) -> None:
        """Gauges read from the database at each scrape (matches are shared by every process
        of a sharded bot, so the database, not this process, knows how many are active)."""
        METRICS.active_matches.set(await self.storage.active_matches())

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
        web, self.web = getattr(self, "web", None), None
        if web is not None:
            await web.close()
        service = self.__dict__.pop("service", None)
        if service is not None:
            service.close()
        if self.ai_runner is not None:
            self.ai_runner.close()
            self.ai_runner = None
        self.replay_worker.close()
        if not self.storage.given:  # a database handed over stays open, and ``db``, for its host
            self.__dict__.pop("db", None)
        await self.storage.close()


class ShardedGamutBot(GamutBot, commands.AutoShardedBot):
    """The same bot over several gateway shards (``shard_count``; ``shard_ids``: the ones this
    process runs, default all), so that several processes can split one bot's servers.

    Nothing else changes, because nothing about a match lives in one process: the database
    (PostgreSQL, shared by every process) holds matches, challenges and the clock's alarms,
    per-match locks hold across processes (``MatchService.lock``), and every component
    carries its match in its ``custom_id``.  So a click or a direct-message answer reaching a
    process whose shards do not serve the match's server (direct messages all come through
    shard 0) is handled there like any other, and the reply reaches the match's home through
    the HTTP API (``Delivery.channel`` fetches what is not in this process's cache).
    """


def create_bot(
    database: DatabaseSource,
    *,
    shard_count: int | None = None,
    shard_ids: Sequence[int] | None = None,
    **settings: Any,
) -> GamutBot:
    """The fully configured bot (see :class:`GamutBot` for the settings): sharded when
    ``shard_count`` is given (see :class:`ShardedGamutBot`), else one plain connection."""
    if shard_count is None:
        if shard_ids is not None:
            raise ValueError("shard_ids need a shard_count")
        return GamutBot(database, **settings)
    ids = list(shard_ids) if shard_ids is not None else None
    return ShardedGamutBot(database, shard_count=shard_count, shard_ids=ids, **settings)


def run_discord(settings: Settings) -> int | None:
    """Run the bot until SIGTERM or SIGINT (each a graceful :meth:`GamutBot.shutdown`); the
    signal that stopped it.  Text moves need the privileged Message Content intent; when the
    application does not have it, the bot starts again without (``/move`` works).

    The database is opened first (``SystemExit`` with a one-line message if it cannot be) and
    shared by both attempts; the bots do not close a Database they were given, so it is
    closed here once the bot has stopped.  With GAMUT_METRICS_PORT set, ``/metrics`` and
    ``/healthz`` are served (bot.metrics) while the bot runs."""
    return asyncio.run(_serve(settings))


async def _serve(settings: Settings) -> int | None:
    database = await open_database(settings.database, bounds=settings.database_bounds)
    loop = asyncio.get_running_loop()
    stopped_by: list[int] = []
    stopping: set[asyncio.Task[None]] = set()
    try:
        for message_content in (True, False):
            bot = create_bot(
                database,
                dev_guild_id=settings.dev_guild_id,
                service_settings=settings.service,
                message_content=message_content,
                ai_workers=settings.ai_workers,
                ai_min_budget=settings.ai_min_budget,
                web=web_place(settings),
                shard_count=settings.shard_count,
                shard_ids=settings.shard_ids,
            )

            def stop(signum: int, bot: GamutBot = bot) -> None:
                stopped_by.append(signum)
                task = asyncio.create_task(bot.shutdown())
                stopping.add(task)
                task.add_done_callback(stopping.discard)

            for signum in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(signum, stop, signum)
            server = None
            if settings.metrics_port is not None:
                server = MetricsServer(
                    settings.metrics_host,
                    settings.metrics_port,
                    bot.health_checks(),
                    refresh=bot.refresh_metrics,
                    language=settings.language,
                )
            try:
                if server is not None:
                    await server.start()
                async with bot:
                    await bot.start(settings.token or "")
                if stopping:
                    await asyncio.gather(*stopping)
                return stopped_by[0] if stopped_by else None
            except discord.PrivilegedIntentsRequired:
                if not message_content:
                    raise
                log.warning(
                    "The Message Content intent is not enabled for this application: text "
                    "moves are off; players use /move."
                )
            finally:
                for signum in (signal.SIGTERM, signal.SIGINT):
                    loop.remove_signal_handler(signum)
                if server is not None:
                    await server.stop()
    finally:
        await database.close()
    return None

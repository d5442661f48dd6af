"""The bot's clock: every minute the service expires challenges, sends reminders and
announces time-outs, and the bot delivers what it says; live games' flags are announced by
the service's FlagTimer (bot.service.live_timer), armed here on the nearest ``flag_at`` and
woken by the match feed, within a second of the deadline.  Once the bot is up, the side to
move in every running live game gets its restart time back, said once.

All of it is computed from the database, so after a restart the first tick simply picks up
where the last one stopped; nothing is scheduled in memory.  Every process of a sharded bot
runs this clock: each duty is claimed in the database by one of them (``service.tick``), so
running it N times does each duty once, and a process that stops leaves its share to the rest.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from bot.discord.feedback import log
from bot.service import Reply

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

# The flag timer is woken by the match feed (this process's writes at once, other processes'
# through PostgreSQL's NOTIFY); without news, on PostgreSQL, it looks again after this long,
# so a lost notification costs at most this, and the minute's sweep is the backstop (on SQLite
# nothing is lost: it sleeps until the nearest flag, bot.service.live_timer).
FLAG_POLL_S = 30.0


class ListenerPause:
    """The flag timer's sleep as a discord.py listener (``wait_for`` with a timeout), cut
    short by dispatching its event: the bot's loop sees it as it sees its own waits."""

    EVENT = "gamut_flag_wake"

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    async def wait(self, delay: float | None) -> None:
        with contextlib.suppress(TimeoutError):
            await self.bot.wait_for(self.EVENT, timeout=delay)

    def cut(self) -> None:
        self.bot.dispatch(self.EVENT)


class ClockCog(commands.Cog):
    """Runs ``service.tick()`` periodically."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot
        self.ticker = tasks.loop(seconds=bot.tick_seconds)(self.tick)
        self.ticker.before_loop(self._ready)
        service = bot.service
        self.flags = service.flag_timer(self.deliver, poll_s=FLAG_POLL_S, pause=ListenerPause(bot))
        self._restarted = False

    async def cog_load(self) -> None:
        self.ticker.start()
        self.flags.start()

    async def cog_unload(self) -> None:
        self.ticker.cancel()
        await self.flags.stop()

    async def _ready(self) -> None:
        await self.bot.wait_until_ready()
        if self._restarted:
            return
        self._restarted = True
        try:
            replies = await self.bot.service.after_restart()
        except Exception:  # noqa: BLE001 - the clock must start all the same
            log.exception("live games' restart time not given")
            return
        for reply in replies:
            await self.deliver(reply)

    async def tick(self) -> None:
        """One round; a failure is logged and the next round tries again."""
        try:
            replies = await self.bot.service.tick()
        except Exception:  # noqa: BLE001 - the clock must keep running
            log.exception("clock tick failed")
            return
        for reply in replies:
            await self.deliver(reply)

    async def deliver(self, reply: Reply) -> None:
        try:
            await self.bot.delivery.deliver(reply)
            if reply.challenge_id and not reply.match_id:
                await self._close_challenge(reply.challenge_id)
        except Exception:  # noqa: BLE001 - one undeliverable reply must not stop the others
            log.exception("could not deliver a clock reply for match %s", reply.match_id)

    async def _close_challenge(self, challenge_id: int) -> None:
        """Take the buttons off an expired challenge's message."""
        challenge = await self.bot.service.posting.challenge_home(challenge_id)
        channel = await self.bot.delivery.channel(challenge.channel_id)
        if channel is None or challenge.message_id is None:
            return
        try:
            message = await channel.fetch_message(challenge.message_id)
            await message.edit(view=None)
        except Exception as exc:  # noqa: BLE001 - a deleted message is fine
            log.info("could not close challenge %s: %s", challenge_id, exc)

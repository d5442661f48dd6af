"""Logging in to Discord at start-up, with the two faults of a first run explained.

A wrong token is the most common first mistake (the application's client secret pasted where
the bot token goes): Discord answers 401, discord.py raises ``LoginFailure``, and the operator
needs one line saying which setting is wrong and where to find the right value, not a
traceback.  Nothing will change by trying again, so the process ends (status 1).

An unreachable Discord (no network yet at boot, DNS down, a firewall, an outage) will change:
the login is tried again with discord.py's own exponential back-off (random delays doubling
up to about 17 minutes), as discord.py does for a gateway connection that drops, and each
failure is one warning line.  A service manager's restart would do the same, but staying up
keeps the metrics and health endpoint answering ("gateway": false) meanwhile.

A stop signal while logging in (a login that hangs, or the wait before the next try) ends the
login at once: nothing was started yet that needs finishing.
"""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import discord
from discord.backoff import ExponentialBackoff
from discord.utils import MISSING

log = logging.getLogger("gamut.discord")

WRONG_TOKEN = (
    "Discord refused DISCORD_TOKEN (401 Unauthorized): it is not this application's bot token. "
    "The usual mix-up is the OAuth2 client secret, which is not a token. In the Discord "
    "Developer Portal open the application, then Bot, press Reset Token, copy the token shown "
    "and set DISCORD_TOKEN to it (nothing before it, no 'Bot ' prefix); then start Gamut again."
)

# What a login that never reached Discord raises: no route, no DNS, refused or cut
# connections, timeouts, and Discord's own 5xx answers after discord.py's retries.
UNREACHABLE = (OSError, aiohttp.ClientError, asyncio.TimeoutError, discord.DiscordServerError)


class WrongToken(Exception):
    """Discord refused the token; :data:`WRONG_TOKEN` was logged."""


def unreachable_text(exc: BaseException) -> str:
    """One line for a failed connection: aiohttp's own words name the host and the cause."""
    return str(exc).replace("\n", " ").strip() or type(exc).__name__


async def log_in(
    client: discord.Client, token: str, stopping: asyncio.Event, *, base: int = 1
) -> bool:
    """Log ``client`` in (discord.py's ``login``: the token checked, then ``setup_hook``),
    trying again while Discord cannot be reached; False if ``stopping`` was set first.

    Raises :class:`WrongToken` (after logging why) when Discord refuses the token.
    """
    backoff = ExponentialBackoff(base)
    while True:
        attempt = asyncio.ensure_future(client.login(token))
        stop = asyncio.ensure_future(stopping.wait())
        await asyncio.wait((attempt, stop), return_when=asyncio.FIRST_COMPLETED)
        stop.cancel()
        if stopping.is_set():  # also when closing the client made the attempt fail
            attempt.cancel()
            await asyncio.gather(attempt, return_exceptions=True)
            return False
        try:
            attempt.result()
            return True
        except discord.LoginFailure:
            log.error(WRONG_TOKEN)
            raise WrongToken from None
        except UNREACHABLE as exc:
            delay = backoff.delay()
            log.warning(
                "Discord cannot be reached to log in (%s); trying again in %.0f s. Check this "
                "machine's network, DNS, firewall or proxy.",
                unreachable_text(exc),
                delay,
            )
        await _drop_session(client)
        try:
            await asyncio.wait_for(stopping.wait(), delay)
            return False
        except TimeoutError:
            pass


async def _drop_session(client: discord.Client) -> None:
    """Close the HTTP session a failed login opened: each login opens a new one (on the
    connector it is given, which closing the session closes too, so a new one is made)."""
    await client.http.close()
    client.http.connector = MISSING

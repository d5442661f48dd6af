"""Posting what a tournament says (a :class:`~bot.service.Bulletin`) in its channel.

A bulletin is a message for the tournament's own channel (the pairings with their table
picture, a round's result with the standings, the final standings) and the matches the round
opened.  The message goes first, so the pairings are read before the threads appear; then
each match is delivered like any new match (its own thread in the tournament's channel, or
the channel itself in channel mode), and each of its players hears by direct message where
their game is, with a link to it.  Replies for matches already open (games decided on time at
the round's deadline) go to their own threads before anything else.  Once the threads exist,
the pairings message ends with a link to each.

One bulletin failing to go out never stops the others: the tournament has moved on in the
database whatever Discord says, and ``/tournament pairings`` shows it again.  What Discord
refused is returned, so that whoever caused the bulletin hears it (never that it was posted).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from bot.discord.markup import to_discord
from bot.markup import t
from bot.service import Bulletin, PrivateMessage, Reply, ServiceError

if TYPE_CHECKING:
    from bot.discord.delivery import Channel, Delivery

CONTENT_LIMIT = 2000  # Discord's, as in bot.discord.delivery (which imports this module)

log = logging.getLogger("gamut.discord")


class BulletinPost:
    """Delivers bulletins through one bot's :class:`~bot.discord.delivery.Delivery`."""

    def __init__(self, delivery: Delivery) -> None:
        self.delivery = delivery

    async def post_all(self, bulletins: tuple[Bulletin, ...] | list[Bulletin]) -> list[str]:
        """Every bulletin, in order; what Discord refused (sentences in the service's
        markup, see :attr:`~bot.discord.delivery.Delivered.refusals`)."""
        refusals: list[str] = []
        for bulletin in bulletins:
            try:
                refusals += await self.post(bulletin)
            except Exception:  # noqa: BLE001 - the next bulletin still goes out
                log.exception("tournament %s: a bulletin was not delivered", bulletin.tournament_id)
                refusals.append(
                    t("discord-bulletin-not-delivered", tournament=str(bulletin.tournament_id))
                )
        return refusals

    async def post(self, bulletin: Bulletin) -> list[str]:
        refusals: list[str] = []
        for update in bulletin.updates:
            refusals += (await self.delivery.deliver(update)).refusals
        channel = await self.delivery.channel(bulletin.channel_id)
        reply = bulletin.reply
        posted = None
        if reply.text or reply.image or reply.prompts:
            if channel is None:
                log.warning("tournament %s: its channel is gone", bulletin.tournament_id)
                refusals.append(
                    t("discord-bulletin-channel-gone", tournament=str(bulletin.tournament_id))
                )
            else:
                done = await self.delivery.deliver(reply, here=channel)
                posted = done.message
                refusals += [
                    t("discord-bulletin-refused", news=headline(reply.text), refusal=said)
                    for said in done.refusals
                ]
        homes = []
        for opened in bulletin.matches:
            try:
                homes.append(await self.open_match(opened, refusals))
            except Exception:  # noqa: BLE001 - the round's other matches still open
                log.exception("tournament match %s was not delivered", opened.match_id)
                refusals.append(t("discord-match-not-delivered", match=str(opened.match_id)))
        if posted is not None:
            await self._link_games(posted, [home for home in homes if home is not None])
        return refusals

    async def open_match(self, reply: Reply, refusals: list[str]) -> tuple[object, Channel] | None:
        """A new tournament match: its home opened, then its reply there, with each player's
        direct message pointing at it.  (Its board number, its home) once opened; what
        Discord refused is added to ``refusals``."""
        if reply.match_id is None:
            refusals += (await self.delivery.deliver(reply)).refusals
            return None
        try:
            match = await self.delivery.bot.service.get_match(reply.match_id)
        except ServiceError:
            log.warning("tournament match %s vanished before its delivery", reply.match_id)
            return None
        home = await self.delivery.open_home(match, None)
        if home is None:
            refusals += (await self.delivery.deliver(reply)).refusals
            return None
        players = (match.white_id, match.black_id)
        round_number = match.meta.get("round")
        told = replace(reply, private=with_link(reply.private, players, round_number, home))
        said = (await self.delivery.deliver(told, here=home)).refusals
        refusals += [
            t("discord-match-refused", match=str(match.id), refusal=refusal) for refusal in said
        ]
        return match.meta.get("board"), home

    async def _link_games(
        self, posted: discord.Message, homes: list[tuple[object, Channel]]
    ) -> None:
        """The pairings, once their matches are open, end with a link to each game's thread
        (when the message has room for them), in the language of the pairings' server."""
        threads = [(board, home) for board, home in homes if isinstance(home, discord.Thread)]
        # Each link is a mention and a board number at least: far too many never fit (nor
        # would Fluent take such a list as one argument).
        shortest = len(posted.content) + sum(len(home.mention) for _, home in threads)
        if not threads or shortest > CONTENT_LIMIT:
            return
        # "board 1 <#thread>": the noun and its number read alike in every language so far.
        boards = [f"{t('discord-game-board')} {board} {home.mention}" for board, home in threads]
        language = await self.delivery.bot.languages.of_channel(posted.channel, None)
        links = to_discord(t("discord-game-links", games=boards), language)
        content = f"{posted.content}\n{links}"
        if len(content) > CONTENT_LIMIT:
            return
        try:
            await posted.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:  # the threads are there all the same
            log.info("could not link the games under %s: %s", posted.id, exc)


def headline(text: str) -> str:
    """A bulletin's first line, naming it (``Tournament #3 (…), round 2 of 5: pairings``)."""
    return text.split("\n", 1)[0].rstrip(".") or t("discord-bulletin-news")


def with_link(
    private: tuple[PrivateMessage, ...],
    players: tuple[int, int],
    round_number: object,
    home: Channel,
) -> tuple[PrivateMessage, ...]:
    """The match's direct messages, each player's first one ending with a link to where the
    game is played; a player the service wrote nothing to gets a line of their own."""
    link = str(getattr(home, "jump_url", None) or getattr(home, "mention", ""))
    linked: list[PrivateMessage] = []
    told: set[int] = set()
    for message in private:
        if message.user_id in players and message.user_id not in told:
            told.add(message.user_id)
            said = t("discord-play-here", link=link)
            message = replace(message, text=f"{message.text}\n{said}")
        linked.append(message)
    for user_id, other in (players, players[::-1]):
        if user_id not in told and user_id != other:
            said = (
                t("discord-round-game", round=str(round_number), opponent=f"<@{other}>", link=link)
                if round_number
                else t("discord-tournament-game", opponent=f"<@{other}>", link=link)
            )
            linked.append(PrivateMessage(user_id, said))
    return tuple(linked)

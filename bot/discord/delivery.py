"""Sending a service :class:`~bot.service.Reply` through Discord.

The public part goes to the match's home (its thread, or its channel in channel mode; a new
match gets its thread here, created from the channel), the caller's part is ephemeral, and
private messages are DMs.  Public messages are ordinary bot messages rather than interaction
followups: they can carry threads, be edited later and outlive the 15-minute interaction token,
and a refusal can always stay ephemeral because the interaction was deferred ephemerally.

A DM that cannot be delivered (the user closed DMs: 403) never stalls a match: the caller gets
it ephemerally; anyone else, when the DM asked a question (the Stealth King set-up), is told in
the match's home to open DMs and use ``/peek`` (no private content is ever put there).

A tournament's news (its announcement, a withdrawal, each round's pairings and matches: the
reply's bulletins, see :mod:`bot.discord.bulletins`) goes to the tournament's own channel.

Nothing about a match is posted outside its own server: a reply goes to the match's home, and
the channel a command was used in stands in only when it belongs to the same server (a
player's ``/move match:<n>`` from another server or a DM is answered there privately).

Every text is the service's neutral markup, rendered here by :func:`to_discord` in its
reader's language (:mod:`bot.discord.languages`): the public part in the language of the
server it is posted in, the caller's part in the caller's, each DM in its recipient's.
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeGuard

import discord

import games
from bot.discord.bulletins import BulletinPost
from bot.discord.components import build_view
from bot.discord.languages import community_of, member_language
from bot.discord.live_clock import countdown_line, report_shown, shows_turn, with_give_time
from bot.discord.markup import to_discord
from bot.discord.picker import add_move_button
from bot.discord.takeback import with_takeback
from bot.i18n import ENGLISH
from bot.i18n.messages import localise
from bot.markup import clean, command, t
from bot.service import Attachment, Match, PrivateMessage, Reply, ServiceError, position_serial
from storage import StorageError
from storage.status import UNFINISHED

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

log = logging.getLogger("gamut.discord")

CONTENT_LIMIT = 2000
THREAD_NAME_LIMIT = 100
# Discord refuses a message whose allowed_mentions lists more than 100 users (400, 50035).
MENTION_LIMIT = 100
_THREAD_MATCH = re.compile(r"#(\d+)$")

Channel = discord.abc.Messageable


@dataclass
class Delivered:
    """Where the public part of a reply went (for a pointer in the caller's answer)."""

    channel: Channel | None = None
    message: discord.Message | None = None
    ephemeral_sent: bool = False
    # What Discord refused to post (the reply's public part, its tournaments' bulletins), each
    # a sentence in the service's markup: the caller is told, never that it was posted.
    refusals: list[str] = field(default_factory=list)


def to_file(attachment: Attachment) -> discord.File:
    return discord.File(io.BytesIO(attachment.data), filename=attachment.filename)


def fit(text: str, name: str, language: str = ENGLISH) -> tuple[str, list[discord.File]]:
    """Content within Discord's 2,000 characters; a longer text (already rendered) is
    attached whole as a file (a cut in the middle of a code block would be unreadable), and
    the message says so in ``language``."""
    if len(text) <= CONTENT_LIMIT:
        return text, []
    attached = discord.File(io.BytesIO(text.encode()), filename=f"{name}.txt")
    said = to_discord(t("discord-attached-whole"), language)
    first = text.split("\n", 1)[0][: CONTENT_LIMIT - len(said) - 1]
    return f"{first}\n{said}", [attached]


def text_name(reply: Reply) -> str:
    """What a reply's text is called when it is attached whole: a tournament's after its
    picture (``tournament-3-round-2-pairings``, ``tournament-3-standings``: the text is that
    picture's words) or the tournament, else after its match or challenge."""
    if reply.tournament_id is not None:
        if reply.image is not None:
            return reply.image.filename.rsplit(".", 1)[0]
        return f"tournament-{reply.tournament_id}"
    if reply.match_id is not None:
        return f"match-{reply.match_id}"
    if reply.challenge_id is not None:
        return f"challenge-{reply.challenge_id}"
    return "message"


def chunks(text: str, limit: int = CONTENT_LIMIT) -> list[str]:
    """A long text (a game's rules) as several messages, cut between lines where possible."""
    parts: list[str] = []
    current = ""
    for line in text.split("\n"):
        for piece in [line[i : i + limit] for i in range(0, len(line), limit)] or [""]:
            candidate = f"{current}\n{piece}" if current else piece
            if current and len(candidate) > limit:
                parts.append(current)
                candidate = piece
            current = candidate
    return [*parts, current]


def mentions_only(
    user_ids: tuple[int, ...] | list[int], content: str | None = None
) -> discord.AllowedMentions:
    """Ping exactly these users: never @everyone or roles, whatever a text contains.  With
    ``content``, only those it mentions (Discord pings no one else anyway), and never more
    than Discord's 100: a round of a big tournament mentions its players in an attached file,
    and each of them is told by direct message besides."""
    users = list(dict.fromkeys(user_ids))
    if content is not None:
        users = [u for u in users if f"<@{u}>" in content or f"<@!{u}>" in content]
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in users[:MENTION_LIMIT]]
    )


def listed(refusals: list[str]) -> str:
    """What Discord refused, in a sentence (markup): the first refusal and how many more."""
    first, rest = refusals[0], len(refusals) - 1
    return t("discord-refusals-more", first=first, count=rest) if rest else first


def refusal_notice(reply: Reply, refusals: list[str]) -> str:
    """The caller's word on what Discord refused (markup): the operation stands, and where
    to look."""
    said = listed(refusals)
    if reply.match_id is not None:
        return t("discord-refused-match", refusals=said, board=command("board"))
    if reply.bulletins:
        return t(
            "discord-refused-round",
            refusals=said,
            pairings=command("tournament", "pairings"),
            standings=command("tournament", "standings"),
        )
    if reply.tournament_id is not None:
        return t("discord-refused-tournament", refusals=said, info=command("tournament", "info"))
    return t("discord-refused", refusals=said)


def refused(exc: discord.HTTPException) -> str:
    """What Discord said when it refused a message, for the person who caused it (Discord's
    own words: its status and first line, as it wrote them)."""
    reason = clean((exc.text or "").split("\n", 1)[0].strip())
    return f"{exc.status} {reason}" if reason else str(exc.status)


def guild_id_of(channel: Any) -> int | None:
    """The server a channel or thread belongs to (None for a DM or an unknown channel)."""
    guild = getattr(channel, "guild", None)
    return guild.id if guild is not None else None


def same_server(channel: Channel | None, guild_id: int | None) -> bool:
    """Whether ``channel`` is in the server ``guild_id`` (never true outside a server)."""
    return channel is not None and guild_id is not None and guild_id_of(channel) == guild_id


def messageable(channel: object) -> Channel | None:
    """``channel`` if messages can be posted in it (an interaction's channel may be a forum
    or a category, where nothing is posted), else None."""
    return channel if isinstance(channel, discord.abc.Messageable) else None


def is_private_thread(channel: object) -> TypeGuard[discord.Thread]:
    private = discord.ChannelType.private_thread
    return isinstance(channel, discord.Thread) and channel.type is private


def thread_match_id(channel: Any) -> int | None:
    """The match a bot-made thread belongs to (its name ends with ``#<match id>``)."""
    if isinstance(channel, discord.Thread):
        found = _THREAD_MATCH.search(channel.name)
        if found:
            return int(found[1])
    return None


class Delivery:
    """Translates replies into messages for one bot."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot
        self.bulletins = BulletinPost(self)

    # ----- the entry point -----------------------------------------------------------------

    async def deliver(
        self,
        reply: Reply,
        interaction: discord.Interaction | None = None,
        *,
        here: Channel | None = None,
        tell_refusals: bool = True,
    ) -> Delivered:
        """Send every part of ``reply``.  ``here`` forces where the public part goes (a board
        asked for in some channel: the caller checked that it may go there); otherwise it goes
        to the match's home, or for a challenge to the channel it was made in (or, inside the
        same server, where it was answered), for a tournament to its channel.  The reply's
        tournament bulletins follow it (:mod:`bot.discord.bulletins`).  Whatever Discord
        refused to post is told to the caller at the end (unless ``tell_refusals`` is False:
        the caller words it) and listed in the answer's ``refusals``."""
        origin = here or (messageable(interaction.channel) if interaction else None)
        match = await self._match(reply.match_id)
        if here is not None:
            target: Channel | None = here
        elif reply.new_match and match is not None:
            target = await self.open_home(match, origin)
        elif match is not None:
            target = await self.home(match)
            if target is None and same_server(origin, match.guild_id):
                target = origin
        elif reply.challenge_id is not None:
            target = await self._challenge_channel(reply.challenge_id, origin)
        elif reply.tournament_id is not None:
            target = await self._tournament_channel(reply.tournament_id)
        else:
            target = origin
        done = Delivered(channel=target)
        if reply.text or reply.image or reply.prompts:
            done.message = await self._send_public(target, reply, match, done, interaction)
        if interaction is not None:
            done.ephemeral_sent |= await self._send_ephemeral(interaction, reply)
        for message in reply.private:
            sent = await self._send_private(message, reply.match_id, interaction, target)
            done.ephemeral_sent |= sent
        if reply.ai_due and reply.match_id is not None:
            self.bot.answer_for_ai(reply.match_id)
        if reply.bulletins:
            done.refusals += await self.bulletins.post_all(reply.bulletins)
        if interaction is not None and done.refusals and tell_refusals:
            done.ephemeral_sent |= await self._followup(
                interaction, refusal_notice(reply, done.refusals), member_language(interaction)
            )
        return done

    # ----- where a match lives -------------------------------------------------------------

    async def _match(self, match_id: int | None) -> Match | None:
        if match_id is None:
            return None
        try:
            return await self.bot.service.get_match(match_id)
        except ServiceError:
            return None

    async def channel(self, channel_id: int | None) -> Channel | None:
        """A channel or thread by id, from the cache or the API (None if it is gone)."""
        if channel_id is None:
            return None
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def home(self, match: Match) -> Channel | None:
        """The match's thread, or its channel in channel mode."""
        return await self.channel(match.thread_id or match.channel_id)

    async def _challenge_channel(self, challenge_id: int, origin: Channel | None) -> Channel | None:
        """Where a challenge is shown: where it was answered if that is in its server (a
        rematch offered from the old match's thread stays there), else its own channel."""
        try:
            challenge = await self.bot.service.posting.challenge_home(challenge_id)
        except (ServiceError, StorageError):
            return None
        if same_server(origin, challenge.guild_id):
            return origin
        return await self.channel(challenge.channel_id)

    async def _tournament_channel(self, tournament_id: int) -> Channel | None:
        """Where a tournament's news goes: its own channel, wherever the organiser acted from
        (another channel, a DM)."""
        try:
            tournament = await self.bot.service.posting.tournament_home(tournament_id)
        except (ServiceError, StorageError):
            return None
        return await self.channel(tournament.channel_id)

    async def open_home(self, match: Match, origin: Channel | None) -> Channel | None:
        """Where a new match is played: a public thread of the channel (the default), or the
        channel itself in channel mode or outside a server.  A match begun inside a thread (a
        rematch from the old match's thread, a tournament's round in a thread) gets its thread
        in that thread's channel; begun inside a private thread, a private thread with its two
        players added, so that it is never more visible than where it began (see
        :meth:`_private_home`).  Where it was accepted counts only inside the match's server: a
        rematch accepted from elsewhere goes home."""
        channel = origin if same_server(origin, match.guild_id) else None
        channel = channel or await self.channel(match.channel_id)
        if await self._mode(match) != "thread":
            return channel
        if is_private_thread(channel):
            return await self._private_home(match, channel)
        if isinstance(channel, discord.Thread) and isinstance(channel.parent, discord.TextChannel):
            channel = channel.parent
        if not isinstance(channel, discord.TextChannel):
            return channel
        try:
            thread = await channel.create_thread(
                name=await self._thread_name(match, channel.guild),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.HTTPException as exc:
            log.warning("match %s: cannot create a thread (%s); using the channel", match.id, exc)
            return channel
        await self._remember_thread(match.id, thread.id, channel.id)
        return thread

    async def _private_home(self, match: Match, begun_in: discord.Thread) -> Channel:
        """A match begun in a private thread: a private thread of the same channel that only
        its two players are added to (nobody may invite others), so that only they and those
        who manage threads read it, as for the thread it began in.  Its channel stays the
        thread it began in (a server's leaderboard counts it for that thread's readers only).
        If no private thread can be made, the match is played where it began."""
        parent = begun_in.parent
        if not isinstance(parent, discord.TextChannel):
            return begun_in
        try:
            thread = await parent.create_thread(
                name=await self._thread_name(match, parent.guild),
                type=discord.ChannelType.private_thread,
                invitable=False,
                auto_archive_duration=10080,
            )
        except discord.HTTPException as exc:
            log.warning("match %s: no private thread (%s); played where it began", match.id, exc)
            return begun_in
        me = self.bot.user.id if self.bot.user else None
        for user_id in dict.fromkeys((match.white_id, match.black_id)):
            if user_id == me:  # the bot is in the thread it made
                continue
            try:
                await thread.add_user(discord.Object(user_id))
            except discord.HTTPException as exc:  # the DM's link still points at the thread
                log.warning("match %s: %s not added to its thread: %s", match.id, user_id, exc)
        await self._remember_thread(match.id, thread.id, match.channel_id or begun_in.id)
        return thread

    async def _mode(self, match: Match) -> str:
        try:
            return await self.bot.service.server_settings.mode(match.guild_id)
        except (ServiceError, StorageError) as exc:  # the match exists: the default home
            log.warning("match %s: server settings unreadable (%s); thread mode", match.id, exc)
            return "thread"

    async def _thread_name(self, match: Match, guild: discord.Guild) -> str:
        """``alice vs bob · Crossings #12`` in the server's language; it always ends with
        the game's name and ``#<match id>`` (:func:`thread_match_id` reads it back)."""
        white = clean(await self.display_name(guild, match.white_id))
        black = clean(await self.display_name(guild, match.black_id))
        language = await self.bot.languages.of_server(guild.id, community_of(guild))
        players = localise(t("discord-thread-players", white=white, black=black), language)
        suffix = f" · {games.get(match.game_id).name} #{match.id}"
        return players[: THREAD_NAME_LIMIT - len(suffix)] + suffix

    async def display_name(self, guild: discord.Guild | None, user_id: int) -> str:
        """A member's name; fetched when not cached (the bot does not ask for the privileged
        Members intent, so its member cache is sparse)."""
        if guild is not None:
            member = guild.get_member(user_id)
            if member is None:
                try:
                    member = await guild.fetch_member(user_id)
                except discord.HTTPException:
                    member = None
            if member is not None:
                return member.display_name
        user = self.bot.get_user(user_id)
        return user.display_name if user else str(user_id)

    async def _remember_thread(self, match_id: int, thread_id: int, channel_id: int) -> None:
        """Store the thread on the match, and the channel it is a public thread of as the
        match's channel (a rematch's challenge was posted in the old thread; an accepted one
        may open its thread elsewhere in the server): whoever reads that channel reads the
        thread, which is how a server's leaderboard counts the match (storage.ratings).
        The service stores it under the match's lock, trying again if a move won.

        Delivery comes after the operation is done, so a storage failure here is logged and
        not reported as the operation's (commands in the thread then need ``match:<number>``)."""
        try:
            stored = await self.bot.service.posting.remember_thread(match_id, thread_id, channel_id)
        except (ServiceError, StorageError) as exc:
            log.warning("match %s: thread %s not stored: %s", match_id, thread_id, exc)
            return
        if not stored:
            log.warning("match %s: could not remember thread %s", match_id, thread_id)

    # ----- the three audiences -------------------------------------------------------------

    async def _send_public(
        self,
        target: Channel | None,
        reply: Reply,
        match: Match | None,
        done: Delivered,
        interaction: discord.Interaction | None = None,
    ) -> discord.Message | None:
        """The public part, in ``target``, in its server's language; a refusal is added to
        ``done.refusals``."""
        if target is None:
            log.warning("reply for match %s has nowhere to go: %s", reply.match_id, reply.text)
            if reply.tournament_id is not None:
                done.refusals.append(t("discord-refused-channel-gone"))
            return None
        language = await self.bot.languages.of_channel(target, interaction)
        board_over = None
        if match is not None and reply.image is not None:
            board_over = match.status not in UNFINISHED
        view = build_view(
            reply.prompts,
            reply.match_id,
            board_over=board_over,
            watch=self.bot.web is not None,
            language=language,
        )
        if board_over is False:
            view = with_takeback(view, match, language)
        turn_post = shows_turn(reply, match)
        if turn_post and match is not None:
            view = with_give_time(view, match, language)
        countdown = countdown_line(match, self.bot.service.clock()) if turn_post and match else None
        text = f"{reply.text}\n{countdown}" if countdown else reply.text
        content, files = fit(to_discord(text, language), text_name(reply), language)
        files = ([to_file(reply.image)] if reply.image else []) + files
        files += [to_file(a) for a in reply.extra_files]
        mentions = list(reply.mentions) + [p.user_id for p in reply.prompts if p.user_id]
        kwargs: dict[str, Any] = {
            "files": files,
            "allowed_mentions": mentions_only(mentions, content),
        }
        if board_over is False and view is not None and match is not None:
            add_move_button(view, match.id, position_serial(match), language)
        if view is not None:
            kwargs["view"] = view
        try:
            message = await target.send(content, **kwargs)
        except discord.HTTPException as exc:
            log.warning("match %s: public message not delivered: %s", reply.match_id, exc)
            where = getattr(target, "mention", None) or t("discord-the-channel")
            done.refusals.append(t("discord-refused-post", channel=where, reason=refused(exc)))
            return None
        if turn_post:
            await report_shown(self.bot, match, message)
        if reply.challenge_id and reply.prompts and not reply.match_id:
            # Not stored, the challenge stands: only its expiry keeps its buttons then.
            try:
                await self.bot.service.posting.remember_challenge_message(
                    reply.challenge_id, message.id
                )
            except (ServiceError, StorageError) as exc:
                log.warning("challenge %s: message not stored: %s", reply.challenge_id, exc)
        return message

    async def deliver_privately(self, reply: Reply, interaction: discord.Interaction) -> Delivered:
        """The public part of a look at a match (board, history, replay) for the caller alone:
        a player asked from outside the match's server, where it must not be posted."""
        language = member_language(interaction)
        content, files = fit(to_discord(reply.text, language), text_name(reply), language)
        files = ([to_file(reply.image)] if reply.image else []) + files
        files += [to_file(a) for a in reply.extra_files]
        sent = await self._followup(interaction, content, language, files=files)
        sent |= await self._send_ephemeral(interaction, reply)
        return Delivered(ephemeral_sent=sent)

    async def _send_ephemeral(self, interaction: discord.Interaction, reply: Reply) -> bool:
        """The caller's own part: notice, private image, confirmation question, in the
        caller's language."""
        if not (reply.notice or reply.notice_image or reply.confirm):
            return False
        language = member_language(interaction)
        view = (
            build_view((reply.confirm,), reply.match_id, language=language)
            if reply.confirm
            else None
        )
        files = [to_file(reply.notice_image)] if reply.notice_image else []
        first, *rest = chunks(to_discord(reply.notice or "", language))
        sent = await self._followup(interaction, first, language, files=files, view=view)
        for part in rest:
            sent &= await self._followup(interaction, part, language)
        return sent

    async def _followup(
        self,
        interaction: discord.Interaction,
        content: str,
        language: str,
        *,
        files: list[discord.File] | None = None,
        view: discord.ui.View | None = None,
    ) -> bool:
        """An ephemeral message to the caller; ``content`` is markup (or text already
        rendered, which rendering leaves as it is) shown in ``language``."""
        # Only the caller reads an ephemeral message: a mention in it must not ping anyone.
        kwargs: dict[str, Any] = {
            "ephemeral": True,
            "files": files or [],
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        content = to_discord(content, language)
        if view is not None:
            kwargs["view"] = view
        try:
            if interaction.response.is_done():
                await interaction.followup.send(content, **kwargs)
            else:
                await interaction.response.send_message(content, **kwargs)
        except discord.HTTPException as exc:
            log.warning("ephemeral answer to %s not delivered: %s", interaction.user.id, exc)
            return False
        return True

    async def ask_privately(
        self, interaction: discord.Interaction, message: PrivateMessage, match_id: int
    ) -> bool:
        """A private message (with its question) as an ephemeral answer to its owner."""
        language = member_language(interaction)
        view = (
            build_view((message.prompt,), match_id, language=language) if message.prompt else None
        )
        files = [to_file(message.image)] if message.image else []
        return await self._followup(interaction, message.text, language, files=files, view=view)

    async def _send_private(
        self,
        message: PrivateMessage,
        match_id: int | None,
        interaction: discord.Interaction | None,
        home: Channel | None,
    ) -> bool:
        """A DM, in its recipient's language; when it cannot be delivered, the fallbacks
        described in the module doc.  Returns whether the caller got it ephemerally instead."""
        languages = self.bot.languages
        language = await languages.of_recipient(message.user_id, interaction)
        if language is None:
            language = await languages.of_channel(home, None) if home is not None else ENGLISH
        view = (
            build_view((message.prompt,), match_id, language=language) if message.prompt else None
        )
        try:
            user = self.bot.get_user(message.user_id) or await self.bot.fetch_user(message.user_id)
            kwargs: dict[str, Any] = {"files": [to_file(message.image)] if message.image else []}
            if view is not None:
                kwargs["view"] = view
            await user.send(to_discord(message.text, language), **kwargs)
            return False
        except discord.HTTPException as exc:
            log.info("DM to %s not delivered (%s)", message.user_id, exc.status)
        if interaction is not None and interaction.user.id == message.user_id:
            files = [to_file(message.image)] if message.image else []
            return await self._followup(
                interaction,
                f"{message.text}\n{t('discord-dm-closed-here')}",
                language,
                files=files,
                view=view,
            )
        # Only a question is worth a public word: it comes to both players alike (the set-up
        # choice), whereas a public notice for a missed private board would tell everyone
        # that this move touched the player's private situation.
        if home is not None and message.prompt is not None:
            said = t("discord-dm-closed-peek", player=f"<@{message.user_id}>", peek=command("peek"))
            try:
                await home.send(
                    to_discord(said, await languages.of_channel(home, interaction)),
                    allowed_mentions=mentions_only([message.user_id]),
                )
            except discord.HTTPException as exc:
                log.warning("could not tell %s about DMs: %s", message.user_id, exc)
        return False

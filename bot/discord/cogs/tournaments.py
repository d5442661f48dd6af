"""``/tournament``: Swiss and round-robin tournaments in a server's channel.

The commands are thin: each asks the service's tournament desk (``service.tournaments``) with
the caller's viewer, which also says whether the caller manages the server (an organiser of
its tournaments besides their creator), and delivers the answer.  A tournament's news goes to
its own channel (:mod:`bot.discord.delivery`), a round's matches get their threads there and
the players their direct messages (:mod:`bot.discord.bulletins`); everything said to the
caller alone, refusals first, is ephemeral.

The announcement carries Join and Leave buttons (persistent: they work after a restart, and
for a late entry once a Swiss that allows them has started); an entry, by a click or by
``/tournament join`` / ``leave``, updates the announcement's list of entrants in place (its
message is stored with the tournament) rather than posting a message per entry, and the first
click after the entries closed takes the buttons off.  ``create`` takes the
games' options the way ``/play`` does (:mod:`bot.discord.cogs.play`).
"""

from __future__ import annotations

import inspect
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.cogs.play import game_choices, game_options, option_descriptions, option_parameters
from bot.discord.cogs.web import post_openly, posted_openly
from bot.discord.delivery import CONTENT_LIMIT, listed, messageable, to_file
from bot.discord.feedback import log, refusals_to_user, tell
from bot.discord.markup import to_discord, to_label
from bot.discord.visibility import viewer_for
from bot.i18n import shared_translator
from bot.markup import command, t
from bot.service import Conflict, Reply, ServiceError, Viewer
from bot.service.tournaments.announce import title as tournament_title
from storage import StorageError
from storage.status import TournamentSystem

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from bot.discord.app import GamutBot
    from bot.service import TournamentDesk

TournamentOption = app_commands.Range[int, 1]
AUTOCOMPLETE_LIMIT = 25
# The ``system`` option's choices: every pairing system, by its stored word.
SYSTEM_CHOICES = [app_commands.Choice(name=str(s), value=str(s)) for s in TournamentSystem]
MAX_MINUTES = 90 * 24 * 60  # the longest time per decision or per round: 90 days


@cache
def entrants_lines() -> tuple[str, ...]:
    """How the last line of an announcement that lists the entrants (the desk's words)
    starts, in every language of the catalogue (the server's language may have changed since
    it was posted): it is replaced at each entry rather than added to."""
    catalogue = shared_translator()
    starts = []
    for language in catalogue.languages:
        starts.append(catalogue.format(language, "tournament-nobody-entered"))
        listed_none = catalogue.format(language, "tournament-entrants", count=0, names="")
        starts.append(listed_none.split("0", 1)[0])  # up to the number of entrants
    return tuple(start for start in starts if start.strip())


def with_entrants(content: str, line: str, language: str | None = None) -> str:
    """An announcement's text with ``line`` (the desk's list of entrants, in ``language``:
    the server's, as the announcement) as its last line, in place of the list it had; a long
    field lists as many names as fit."""
    lines = content.split("\n")
    if lines and lines[-1].startswith(entrants_lines()):
        lines.pop()
    head = "\n".join(lines)
    line = to_discord(line, language)
    room = CONTENT_LIMIT - len(head) - 1
    if len(line) > room:
        line = line[: max(room - 1, 0)].rsplit(", ", 1)[0] + "…"
    return f"{head}\n{line}"


def _create_command() -> app_commands.Command[Any, ..., None]:
    """``/tournament create`` with a signature made from the games' options (as ``/play``)."""
    options = game_options()

    async def create(
        self: TournamentCog, interaction: discord.Interaction, /, **kwargs: Any
    ) -> None:
        await self.create(interaction, **kwargs)

    P = inspect.Parameter
    K = P.POSITIONAL_OR_KEYWORD
    minutes = Optional[app_commands.Range[float, 1, MAX_MINUTES]]  # noqa: UP045 - Range
    parameters = [
        P("self", K),
        P("interaction", K, annotation=discord.Interaction),
        P("game", K, annotation=str),
        P("system", K, default=TournamentSystem.SWISS.value, annotation=str),
        P("rounds", K, default=None, annotation=Optional[app_commands.Range[int, 1, 50]]),  # noqa: UP045
        P("rated", K, default=True, annotation=bool),
        P("minutes_per_decision", K, default=None, annotation=minutes),
        P("round_minutes", K, default=None, annotation=minutes),
        P("start_in_minutes", K, default=None, annotation=minutes),
        P("player_limit", K, default=None, annotation=Optional[app_commands.Range[int, 2, 1000]]),  # noqa: UP045
        P("late_entries", K, default=False, annotation=bool),
        P("tiebreaks", K, default=None, annotation=Optional[str]),  # noqa: UP045
        P("name", K, default=None, annotation=Optional[app_commands.Range[str, 1, 60]]),  # noqa: UP045
        P("time", K, default=None, annotation=Optional[str]),  # noqa: UP045
        *option_parameters(options),
    ]
    create.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    create.__qualname__ = "TournamentCog.create_command"
    create.__name__ = "create_command"
    create = app_commands.describe(
        game="the game every round is played in",
        system="swiss (the default), round-robin, or double-round-robin (each pair twice)",
        rounds="Swiss rounds (default: enough for one winner, from the number of players)",
        rated="whether the games change ratings (default: yes)",
        minutes_per_decision="time for each decision (default: the server's time limit)",
        round_minutes="a deadline per round; games still running then are lost on time",
        start_in_minutes="start by itself this many minutes from now (default: an organiser "
        "starts it)",
        player_limit="the most players that may enter",
        late_entries="let players join a Swiss after it has started",
        tiebreaks="tie-break order, e.g. BH-C1,BH,SB,DE,WIN",
        name="the tournament's name (default: the game and the system)",
        time="every game's live clock, minutes+seconds a move, e.g. 10+5 (default: correspondence)",
        **option_descriptions(options),
    )(create)
    create = app_commands.choices(game=game_choices(), system=SYSTEM_CHOICES)(create)
    return app_commands.command(name="create", description="Open a tournament in this channel")(
        create
    )


class TournamentCog(
    commands.GroupCog,
    group_name="tournament",
    group_description="Swiss and round-robin tournaments",
):
    """Organising and playing in tournaments."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot
        bot.actions.register("tournament-join", self.join_clicked)
        bot.actions.register("tournament-leave", self.leave_clicked)

    @property
    def desk(self) -> TournamentDesk:
        return self.bot.service.tournaments

    def viewer(self, interaction: discord.Interaction, *, private: bool | None = None) -> Viewer:
        return viewer_for(self.bot, interaction, private=private)

    async def answer(
        self,
        interaction: discord.Interaction,
        ask: Callable[[Viewer], Awaitable[Reply]],
        then: Callable[[discord.Interaction, Reply], Awaitable[object]] | None = None,
        *,
        private: bool | None = None,
        quotes_typed: bool = False,
    ) -> None:
        """Every command's course: acknowledge at once (privately), ask the desk as the
        caller, and deliver its reply (``then``: in the command's own way); a refusal is told
        to the caller alone (``quotes_typed``: as :func:`refusals_to_user` says)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction, quotes_typed=quotes_typed):
            reply = await ask(self.viewer(interaction, private=private))
            if then is None:
                await self.bot.delivery.deliver(reply, interaction)
            else:
                await then(interaction, reply)

    async def tournament_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The ``tournament`` option's suggestions: the tournaments of this server and the
        caller's own, those still open or running first, each only if the caller may see it
        (the suggestions are the caller's alone, like a private answer)."""
        viewer = self.viewer(interaction, private=True)
        try:
            found = await self.desk.suggestions(viewer, current, limit=AUTOCOMPLETE_LIMIT)
        except (ServiceError, StorageError):  # an autocomplete cannot explain; the command will
            return []
        locale = str(interaction.locale)
        return [
            app_commands.Choice(name=to_label(label, locale)[:100], value=number)
            for number, label in found
        ]

    # ----- creating and entering -----------------------------------------------------------

    create_command = _create_command()

    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        system: str = TournamentSystem.SWISS,
        rounds: int | None = None,
        rated: bool = True,
        minutes_per_decision: float | None = None,
        round_minutes: float | None = None,
        start_in_minutes: float | None = None,
        player_limit: int | None = None,
        late_entries: bool = False,
        tiebreaks: str | None = None,
        name: str | None = None,
        time: str | None = None,
        **options: Any,
    ) -> None:
        async def created(viewer: Viewer) -> Reply:
            if viewer.guild_id is None:
                raise ServiceError(t("tournament-create-in-server"))
            now = self.bot.service.clock()
            return await self.desk.create(
                viewer,
                game_id=game,
                options={k: v for k, v in options.items() if v is not None},
                system=system,
                rounds=rounds,
                rated=rated,
                time_limit=_seconds(minutes_per_decision),
                round_limit=_seconds(round_minutes),
                starts_at=None if start_in_minutes is None else now + start_in_minutes * 60,
                player_limit=player_limit,
                late_entries=late_entries,
                tiebreaks=tiebreaks,
                name=name,
                time_control=time,
            )

        await self.answer(interaction, created, self._announce, quotes_typed=True)

    async def _announce(self, interaction: discord.Interaction, reply: Reply) -> None:
        """Post the announcement and remember its message, which every entry updates."""
        done = await self.bot.delivery.deliver(reply, interaction)
        if done.message is None or reply.tournament_id is None:
            return  # not posted: the caller was told; entries are still listed by info
        try:
            await self.bot.service.posting.remember_announcement(
                reply.tournament_id, done.message.id
            )
        except (ServiceError, StorageError) as exc:  # it stands; its buttons list entries
            log.warning("tournament %s: announcement not stored: %s", reply.tournament_id, exc)

    @app_commands.command(name="join", description="Enter a tournament")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def join(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        name = interaction.user.display_name
        await self.answer(
            interaction, lambda v: self.desk.join(v, tournament, name=name), self._tell_entry
        )

    @app_commands.command(name="leave", description="Take back your entry before the start")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def leave(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        await self.answer(interaction, lambda v: self.desk.leave(v, tournament), self._tell_entry)

    async def _tell_entry(self, interaction: discord.Interaction, reply: Reply) -> None:
        """An entry changed by command: the caller hears it with the list of entrants, and
        the announcement's list is updated as a click on its buttons updates it."""
        notice = "\n".join(part for part in (reply.notice, reply.text) if part)
        await self.bot.delivery.deliver(replace(reply, text="", notice=notice), interaction)
        if reply.tournament_id is not None and reply.text:
            language = self.viewer(interaction).place_language
            await self._update_announcement(reply.tournament_id, reply.text, language)

    async def _update_announcement(
        self, tournament_id: int, line: str, language: str | None
    ) -> None:
        """The stored announcement of the tournament, its last line ``line``; a message that
        is gone or cannot be edited leaves the entry as it is (``info`` lists the entrants)."""
        try:
            found = await self.bot.service.posting.tournament_home(tournament_id)
        except (ServiceError, StorageError) as exc:
            log.info("tournament %s: announcement not found: %s", tournament_id, exc)
            return
        channel = await self.bot.delivery.channel(found.channel_id)
        if found.message_id is None or not isinstance(channel, discord.abc.Messageable):
            return
        try:
            message = await channel.fetch_message(found.message_id)
            await message.edit(
                content=with_entrants(message.content, line, language),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            log.info("could not update the entrants of tournament %s: %s", tournament_id, exc)

    async def join_clicked(self, interaction: discord.Interaction, tournament: int) -> None:
        """The announcement's Join button (registered with the bot's actions)."""
        name = interaction.user.display_name
        await self._entry_clicked(
            interaction, tournament, lambda v: self.desk.join(v, tournament, name=name)
        )

    async def leave_clicked(self, interaction: discord.Interaction, tournament: int) -> None:
        await self._entry_clicked(interaction, tournament, lambda v: self.desk.leave(v, tournament))

    async def _entry_clicked(
        self,
        interaction: discord.Interaction,
        tournament: int,
        act: Callable[[Viewer], Awaitable[Reply]],
    ) -> None:
        await interaction.response.defer()
        async with refusals_to_user(interaction):
            try:
                reply = await act(self.viewer(interaction))
            except Conflict:
                await self._close_entries(interaction, self.viewer(interaction), tournament)
                raise
            language = self.viewer(interaction).place_language
            await self._show_entrants(interaction, reply.text, language)
            await self.bot.delivery.deliver(replace(reply, text=""), interaction)

    async def _close_entries(
        self, interaction: discord.Interaction, viewer: Viewer, tournament: int
    ) -> None:
        """The announcement loses its buttons at the first click after the entries closed
        (the tournament started without late entries, or is over): the refusal explains."""
        if await self.desk.takes_entries(viewer, tournament):
            return
        try:
            await interaction.edit_original_response(view=None)
        except discord.HTTPException as exc:
            log.info("could not close the entries of tournament %s: %s", tournament, exc)

    @staticmethod
    async def _show_entrants(
        interaction: discord.Interaction, line: str, language: str | None
    ) -> None:
        """The clicked announcement, its last line the list of entrants as it is now."""
        message = interaction.message
        if message is None or not line:
            return
        try:
            await interaction.edit_original_response(
                content=with_entrants(message.content, line, language),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:  # the entry stands; /tournament info lists them
            log.info("could not update the entrants of %s: %s", message.id, exc)

    # ----- organising ----------------------------------------------------------------------

    @app_commands.command(name="start", description="Close the entries and pair round 1")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def start(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        async def started(viewer: Viewer) -> Reply:
            bulletins = await self.desk.start(viewer, tournament)
            return Reply(tournament_id=tournament, bulletins=tuple(bulletins))

        await self.answer(interaction, started, self._tell_started)

    async def _tell_started(self, interaction: discord.Interaction, reply: Reply) -> None:
        """The round's posts go out first; then the organiser hears whether they did (a
        refusal by Discord is told as it is, never as "posted")."""
        done = await self.bot.delivery.deliver(reply, interaction, tell_refusals=False)
        number = str(reply.tournament_id)
        where = next(
            (f"<#{b.channel_id}>" for b in reply.bulletins if b.channel_id),
            t("tournament-its-channel"),
        )
        if done.refusals:
            notice = t(
                "tournament-started-refused",
                number=number,
                channel=where,
                refusals=listed(done.refusals),
                command=command("tournament", "pairings", number),
            )
        else:
            notice = t("tournament-started-posted", number=number, channel=where)
        await self.bot.delivery.deliver(Reply(notice=notice), interaction)

    @app_commands.command(name="withdraw", description="Stop playing in a tournament")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(
        tournament="the tournament's number",
        member="an organiser may withdraw another player (default: yourself)",
    )
    async def withdraw(
        self,
        interaction: discord.Interaction,
        tournament: TournamentOption,
        member: discord.Member | None = None,
    ) -> None:
        whom = member.id if member else None
        await self.answer(
            interaction, lambda v: self.desk.withdraw(v, tournament, whom), self._announced
        )

    @app_commands.command(name="bye", description="A half-point bye in the next round (Swiss)")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def bye(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        await self.answer(interaction, lambda v: self.desk.request_bye(v, tournament))

    @app_commands.command(name="cancel", description="End a tournament (asks to confirm)")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def cancel(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        await self.answer(interaction, lambda v: self.desk.ask_to_cancel(v, tournament))

    async def _announced(self, interaction: discord.Interaction, reply: Reply) -> None:
        """Deliver a reply whose news goes to the tournament's channel; the caller is told
        where, unless they had their own answer."""
        done = await self.bot.delivery.deliver(reply, interaction)
        if not done.ephemeral_sent:
            where = getattr(done.channel, "mention", None) or t("tournament-its-channel")
            await interaction.followup.send(
                to_discord(t("tournament-done-see", channel=where), str(interaction.locale)),
                ephemeral=True,
            )

    # ----- looking -------------------------------------------------------------------------

    @app_commands.command(name="standings", description="A tournament's standings")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(
        tournament="the tournament's number", post="post it in this channel for everyone"
    )
    async def standings(
        self, interaction: discord.Interaction, tournament: TournamentOption, post: bool = False
    ) -> None:
        await self.answer(  # private unless posted: a private picture is in the asker's words
            interaction,
            lambda v: self.desk.standings(v, tournament),
            self.look(post),
            private=not post,
        )

    @app_commands.command(name="pairings", description="A round's pairings and results")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(
        tournament="the tournament's number",
        round="the round (default: the current one)",
        post="post it in this channel for everyone",
    )
    async def pairings(
        self,
        interaction: discord.Interaction,
        tournament: TournamentOption,
        round: app_commands.Range[int, 1] | None = None,  # noqa: A002 - the option's name
        post: bool = False,
    ) -> None:
        asked = round
        await self.answer(
            interaction,
            lambda v: self.desk.pairings(v, tournament, asked),
            self.look(post),
            private=not post,
        )

    @app_commands.command(name="info", description="A tournament's settings and players")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(
        tournament="the tournament's number", post="post it in this channel for everyone"
    )
    async def info(
        self, interaction: discord.Interaction, tournament: TournamentOption, post: bool = False
    ) -> None:
        await self.answer(interaction, lambda v: self.desk.info(v, tournament), self.look(post))

    def look(self, post: bool) -> Callable[[discord.Interaction, Reply], Awaitable[None]]:
        """How a look at a tournament is shown: to the caller alone, or posted here when asked
        to and this channel is in the tournament's own server."""

        async def show(interaction: discord.Interaction, reply: Reply) -> None:
            delivery = self.bot.delivery
            if not (reply.text or reply.image):
                await delivery.deliver(reply, interaction)  # a notice only ("not started")
                return
            if post and await self._of_this_server(interaction, reply.tournament_id):
                here = messageable(interaction.channel)
                done = await delivery.deliver(reply, interaction, here=here)
                if not done.ephemeral_sent:
                    await interaction.followup.send(
                        to_discord(t("tournament-posted"), str(interaction.locale)),
                        ephemeral=True,
                    )
                return
            await delivery.deliver_privately(replace(reply, prompts=()), interaction)
            if post:
                await interaction.followup.send(
                    to_discord(t("tournament-shown-privately"), str(interaction.locale)),
                    ephemeral=True,
                )

        return show

    async def _of_this_server(
        self, interaction: discord.Interaction, tournament_id: int | None
    ) -> bool:
        if tournament_id is None:
            return False
        return await self.desk.of_viewers_server(self.viewer(interaction), tournament_id)

    @app_commands.command(name="list", description="The tournaments of this server")
    async def listing(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, self.desk.listing, private=True)

    @app_commands.command(name="export", description="A tournament as a FIDE TRF file")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def export(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        await self.answer(interaction, lambda v: self.desk.export_trf(v, tournament), send_file)

    @app_commands.command(name="web", description="A link to a tournament's web page")
    @app_commands.autocomplete(tournament=tournament_choices)
    @app_commands.describe(tournament="the tournament's number")
    async def web(self, interaction: discord.Interaction, tournament: TournamentOption) -> None:
        async def deliver(interaction: discord.Interaction, reply: Reply) -> None:
            # On a server whose web setting is public, asked in the tournament's own
            # channel that everyone reads: the link is posted there for all.
            viewer = self.viewer(interaction, private=True)
            home = (await self.desk.visible(viewer, tournament)).tournament.channel_id
            if await posted_openly(self.bot, interaction, home):
                await post_openly(interaction, reply.notice or "")
                await tell(interaction, t("discord-web-tournament-posted"))
            else:
                await self.bot.delivery.deliver(reply, interaction)

        await self.answer(
            interaction, lambda v: self._web_link(v, tournament), deliver, private=True
        )

    async def _web_link(self, viewer: Viewer, tournament: int) -> Reply:
        """The asker's signed link to the tournament's page, minted by the desk's rule (who
        may not see it is refused as for a missing tournament, before anything else is said:
        even that this bot has no web pages)."""
        token = await self.bot.service.web_links.tournament_link(viewer, self.desk, tournament)
        companion = self.bot.web
        if companion is None:
            raise ServiceError(t("discord-web-off"))
        snapshot = await self.desk.visible(viewer, tournament)
        return Reply(
            notice=t(
                "discord-web-tournament",
                tournament=tournament_title(snapshot.tournament),
                link=f"<{companion.tournament_link(token)}>",
            )
        )


async def send_file(interaction: discord.Interaction, reply: Reply) -> None:
    """A reply's notice with its files, to the caller alone."""
    await interaction.followup.send(
        to_discord(reply.notice or "", str(interaction.locale)),
        files=[to_file(a) for a in reply.extra_files],
        ephemeral=True,
    )


def _seconds(minutes: float | None) -> float | None:
    return None if minutes is None else minutes * 60

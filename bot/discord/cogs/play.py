"""``/play``: challenge a member (or anyone) to one of the games, with the game's options.

Slash command options are declared once, so ``/play`` carries the union of every registered
game's options, built from the engines' ``OptionSpec`` (a new engine's options appear without
touching this file); the service rejects an option the chosen game does not have, naming the
game's real options.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Optional

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.feedback import refusals_to_user
from bot.discord.languages import member_language, place_language
from bot.discord.markup import option_name, to_discord
from bot.markup import code, t, typed
from bot.service import ServiceError
from bot.service.ai_ops import DEFAULT_LEVEL
from games.ai import LEVELS

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

RESERVED = {"game", "opponent", "colour", "level", "rated", "time"}
DESCRIPTION_LIMIT = 100


@dataclass
class _Option:
    """One /play option, merged over the games that share its name."""

    name: str
    default: Any
    choices: list[Any] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    help: str = ""

    def annotation(self) -> Any:
        if isinstance(self.default, bool):
            kind: Any = bool
        elif isinstance(self.default, int) and self._contiguous():
            kind = app_commands.Range[int, min(self.choices), max(self.choices)]
        elif self.choices:
            kind = Literal[tuple(self.choices)]
        else:
            kind = type(self.default)
        return Optional[kind]  # noqa: UP045 - Range needs typing.Optional

    def _contiguous(self) -> bool:
        values = sorted(self.choices)
        return len(values) > 4 and values == list(range(values[0], values[-1] + 1))

    def description(self) -> str:
        text = f"{', '.join(self.games)}: {self.help}"
        return text if len(text) <= DESCRIPTION_LIMIT else text[: DESCRIPTION_LIMIT - 1] + "…"


def game_options() -> list[_Option]:
    """Every option of every registered game, merged by name."""
    merged: dict[str, _Option] = {}
    for game_id in games.ids():
        game = games.get(game_id)
        for spec in game.options:
            if spec.name in RESERVED:
                raise RuntimeError(f"{game_id}: option {spec.name!r} clashes with /play's own.")
            option = merged.setdefault(spec.name, _Option(spec.name, spec.default, help=spec.help))
            option.games.append(game.name)
            option.choices += [c for c in spec.choices if c not in option.choices]
    return list(merged.values())


def option_parameters(options: list[_Option]) -> list[inspect.Parameter]:
    """The games' options as a command's keyword parameters (each optional)."""
    kind = inspect.Parameter.POSITIONAL_OR_KEYWORD
    return [
        inspect.Parameter(o.name, kind, default=None, annotation=o.annotation()) for o in options
    ]


def option_descriptions(options: list[_Option]) -> dict[str, str]:
    return {o.name: o.description() for o in options}


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game, for a command's ``game`` option."""
    return [app_commands.Choice(name=games.get(g).name, value=g) for g in games.ids()]


def _play_command() -> app_commands.Command[Any, ..., None]:
    """/play with a signature made from the registry (discord.py reads ``__signature__``)."""
    options = game_options()

    async def play(self: PlayCog, interaction: discord.Interaction, /, **kwargs: Any) -> None:
        await self.play(interaction, **kwargs)

    P = inspect.Parameter
    parameters = [
        P("self", P.POSITIONAL_OR_KEYWORD),
        P("interaction", P.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
        P("game", P.POSITIONAL_OR_KEYWORD, annotation=str),
        P("opponent", P.POSITIONAL_OR_KEYWORD, default=None, annotation=discord.Member | None),
        P(
            "colour",
            P.POSITIONAL_OR_KEYWORD,
            default="random",
            annotation=Literal["white", "black", "random"],
        ),
        P(
            "level",
            P.POSITIONAL_OR_KEYWORD,
            default=None,
            annotation=Optional[Literal[LEVELS]],  # noqa: UP045 - as the options below
        ),
        P("rated", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[bool]),  # noqa: UP045
        P("time", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[str]),  # noqa: UP045
    ] + option_parameters(options)
    play.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    play.__qualname__ = "PlayCog.play_command"
    play.__name__ = "play_command"
    play = app_commands.describe(
        game="the game to play",
        opponent="who you challenge: a member, me (the bot) to play my AI, nobody for an open "
        "challenge, yourself to practise",
        colour="the side you play",
        level=f"my strength when you play me: {', '.join(LEVELS)} (default {DEFAULT_LEVEL})",
        rated="whether the result changes ratings (default: yes between two people; games "
        "against me or yourself never do)",
        time="a live game's clock, minutes+seconds added a move, e.g. 10+5 (default: no "
        "clock, correspondence)",
        **option_descriptions(options),
    )(play)
    play = app_commands.choices(game=game_choices())(play)
    play = app_commands.guild_only()(play)
    return app_commands.command(name="play", description="Challenge someone to a game")(play)


class PlayCog(commands.Cog):
    """Starting games."""

    def __init__(self, bot: GamutBot) -> None:
        self.bot = bot

    play_command = _play_command()

    async def play(
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.Member | None = None,
        colour: str = "random",
        level: str | None = None,
        rated: bool | None = None,
        time: str | None = None,
        **options: Any,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with refusals_to_user(interaction):
            me = self.bot.user
            if opponent is not None and opponent.bot and (me is None or opponent.id != me.id):
                raise ServiceError(t("discord-play-other-bot", bot=typed(opponent.display_name)))
            if opponent is not None and me is not None and opponent.id == me.id:
                if self.bot.ai_runner is None:
                    raise ServiceError(t("discord-play-ai-off"))
            elif level is not None:
                level_option = option_name("play", "level", member_language(interaction))
                raise ServiceError(t("discord-play-level-needs-me", level=code(level_option)))
            reply = await self.bot.service.challenge(
                interaction.user.id,
                game,
                opponent=opponent.id if opponent else None,
                level=level,
                options={k: v for k, v in options.items() if v is not None},
                colour=colour,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                rated=rated,
                time=time,
                language=place_language(interaction),  # a match started at once: its board
            )
            done = await self.bot.delivery.deliver(reply, interaction)
            if not done.ephemeral_sent:
                where = getattr(done.channel, "mention", None) or t("discord-this-channel")
                said = t("discord-play-match-on", match=str(reply.match_id), channel=where)
                await interaction.followup.send(
                    to_discord(said, member_language(interaction)), ephemeral=True
                )

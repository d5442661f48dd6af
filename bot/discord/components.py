"""Buttons and select menus that survive restarts.

Every component is a :class:`discord.ui.DynamicItem` whose ``custom_id`` carries everything
needed to act on a click: the action, the only user allowed to use it (0 = anyone the service
accepts), the match or challenge id and the argument (a move text).  Nothing is kept in memory,
so a button posted before a restart works after it, and a stale button is simply refused by the
service (the match moved on) with a specific message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.buttons import BOARD_BUTTONS, BUTTONS, WATCH_BUTTON
from bot.discord.markup import to_label
from bot.i18n import ENGLISH
from bot.markup import t
from bot.service import Choice, Prompt

if TYPE_CHECKING:
    from bot.discord.app import GamutBot

# Discord's limits: 100 characters per custom_id, 25 options per select, 5 buttons per row,
# 5 rows per message.
CUSTOM_ID_LIMIT = 100
SELECT_LIMIT = 25
BUTTONS_PER_ROW = 5
MAX_ROWS = 5

_BUTTON_ID = re.compile(
    r"gamut:b:(?P<action>[a-z-]+):(?P<user>\d+):(?P<ref>\d+):(?P<arg>[^:]{0,60})"
)
_SELECT_ID = re.compile(r"gamut:s:(?P<action>[a-z-]+):(?P<user>\d+):(?P<ref>\d+)")


def button_id(action: str, user_id: int | None, ref: int, argument: str = "") -> str:
    """The custom_id of a button; ValueError if it cannot fit Discord's 100 characters."""
    custom_id = f"gamut:b:{action}:{user_id or 0}:{ref}:{argument}"
    if len(custom_id) > CUSTOM_ID_LIMIT or not _BUTTON_ID.fullmatch(custom_id):
        raise ValueError(f"A {action} button cannot carry {argument!r}.")
    return custom_id


def select_id(action: str, user_id: int | None, ref: int) -> str:
    return f"gamut:s:{action}:{user_id or 0}:{ref}"


def choice_ref(choice: Choice, match_id: int | None) -> tuple[int, str]:
    """(the id the action applies to, the argument) for a service Choice."""
    if BUTTONS[choice.action].id_argument:
        return int(choice.argument), ""
    if match_id is None:
        raise ValueError(f"A {choice.action} choice needs a match.")
    return match_id, choice.argument


def _style(action: str) -> discord.ButtonStyle:
    """The table's style; a button of an action no longer in use (posted by an older Gamut)
    is still read back, and its press answered as such."""
    known = BUTTONS.get(action)
    return known.style if known is not None else discord.ButtonStyle.primary


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_BUTTON_ID
):
    """A button that runs one service action for one user (or anyone the service accepts)."""

    def __init__(
        self,
        action: str,
        user_id: int | None,
        ref: int,
        argument: str,
        label: str,
        language: str = ENGLISH,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=to_label(label, language)[:80] or action,
                style=_style(action),
                custom_id=button_id(action, user_id, ref, argument),
            )
        )
        self.action, self.user_id, self.ref, self.argument = action, user_id or None, ref, argument

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ActionButton:
        label = getattr(item, "label", None) or match["action"]
        return cls(match["action"], int(match["user"]), int(match["ref"]), match["arg"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        await bot.actions.run(interaction, self.action, self.user_id, self.ref, self.argument)


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=_SELECT_ID
):
    """A select menu of choices (a private set-up square, or one of many decisions)."""

    def __init__(
        self,
        action: str,
        user_id: int | None,
        ref: int,
        choices: Sequence[Choice] = (),
        placeholder: str = t("discord-select-placeholder"),
        language: str = ENGLISH,
    ) -> None:
        options = [
            discord.SelectOption(
                label=to_label(c.label, language)[:100] or "-", value=c.argument[:100]
            )
            for c in choices[:SELECT_LIMIT]
        ]
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=select_id(action, user_id, ref),
            placeholder=to_label(placeholder, language)[:150],
            options=options or [discord.SelectOption(label="-", value="-")],
        )
        super().__init__(select)
        self.action, self.user_id, self.ref = action, user_id or None, ref

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ActionSelect:
        return cls(match["action"], int(match["user"]), int(match["ref"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        values = self.item.values
        argument = values[0] if values else ""
        await bot.actions.run(interaction, self.action, self.user_id, self.ref, argument)


def prompt_items(
    prompt: Prompt, match_id: int | None, language: str = ENGLISH
) -> list[discord.ui.Item[Any]]:
    """One prompt as components, labelled in ``language``: a row of buttons, or a select
    menu when there are many choices (or the choice is private, where a menu reads better)
    or an argument is too long for a custom_id."""
    choices = prompt.choices
    unknown = sorted({c.action for c in choices} - BUTTONS.keys())
    if unknown:  # every action offered is in the table (tests/discord/test_buttons.py)
        raise ValueError(f"No button does {unknown[0]!r}: see bot.discord.buttons.")
    use_select = len(choices) > BUTTONS_PER_ROW or any(BUTTONS[c.action].menu for c in choices)
    if not use_select:
        try:
            return [
                ActionButton(
                    c.action, prompt.user_id, *choice_ref(c, match_id), c.label, language
                )
                for c in choices
            ]
        except ValueError:
            use_select = True
    actions = {c.action for c in choices}
    if len(actions) != 1 or match_id is None:
        raise ValueError("A select menu offers choices of one action in one match.")
    return [
        ActionSelect(
            actions.pop(), prompt.user_id, match_id, choices, prompt.text, language=language
        )
    ]


def build_view(
    prompts: Sequence[Prompt],
    match_id: int | None,
    *,
    board_over: bool | None = None,
    watch: bool = False,
    language: str = ENGLISH,
) -> discord.ui.View | None:
    """A persistent view (``timeout=None``) with each prompt on its own row and, below them,
    the board's buttons (``board_over`` given: the reply shows the board): Resign / Offer draw
    while the match runs (``board_over=False``), Rematch once it is over (``True``), and
    Watch on the web beside them where the companion runs (``watch``).  None when there is
    nothing to click."""
    view = discord.ui.View(timeout=None)
    board = board_over is not None
    row = 0
    for prompt in prompts:
        if row >= MAX_ROWS - (1 if board else 0):
            break
        for item in prompt_items(prompt, match_id, language):
            item.row = row
            view.add_item(item)
        row += 1
    if board_over is not None and match_id is not None:
        for action, label in BOARD_BUTTONS[board_over] + ((WATCH_BUTTON,) if watch else ()):
            button = ActionButton(action, None, match_id, "", label, language)
            button.row = row
            view.add_item(button)
    return view if view.children else None

"""The Move picker: moving by clicking in Discord.

Under a running match's board a **Move** button opens, for the member whose decision it is,
an ephemeral picker: a select of the squares that start a move, then the squares that can
follow the ones picked (a destination, a jump chain's next landing, ...), with Back, until the
picks name one legal move, which is then played. Where several moves name the same squares
(a step and the same step as a capture), the last select offers their texts; in a Stealth
King's secret set-up the picker offers the member's start squares and the square picked is
their King's (made as the set-up menu's choice is, by ``private_choice``). The tree is the
engine's legal list read by :mod:`bot.service.move_steps` (the web companion's click-to-move
reads the same paths): no rule is written here.

Nothing is kept in memory: every component's custom id carries the match, its move count
when the picker was opened (its version) and the squares picked so far, so a picker survives
a restart and any process can answer it (``discord.ui.DynamicItem``). Each click asks the
service again (``MatchService.decision``): a match that moved on, or a member whose decision
it is not, is refused in the service's words, and the refused member gets the picker of the
current position where it is now theirs. The last click plays through the same path as a
typed ``/move`` (:func:`bot.discord.moving.play_move`), its interaction the move's request.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.feedback import refusal_markup, refusals_to_user, report_unexpected
from bot.discord.languages import member_language
from bot.discord.markup import to_discord, to_label
from bot.discord.moving import choose_privately, play_move
from bot.discord.visibility import viewer_for
from bot.logging_setup import bind
from bot.markup import t
from bot.service.move_steps import MovePath, Step, move_paths, step

if TYPE_CHECKING:
    from bot.discord.app import GamutBot
    from bot.service import Decision

# Discord's limits: a custom id of 100 characters, 25 options a select, 5 rows of 5 buttons.
CUSTOM_ID_LIMIT = 100
SELECT_LIMIT = 25
MAX_ROWS = 5
BUTTONS_PER_ROW = 5
# The selects a node may use (the last row is Back's): 100 choices, more than any node has.
SELECT_ROWS = MAX_ROWS - 1
# An option's value that plays a move (the move text follows); any other value is a square.
PLAY = "="
# Squares picked, in a custom id: joined by dots (square names are letters then digits).
_JOIN = "."

_OPEN_ID = re.compile(r"gamut:pm:(?P<match>\d+):(?P<ply>\d+)")
_PICK_ID = re.compile(r"gamut:pk:(?P<match>\d+):(?P<ply>\d+):(?P<group>\d):(?P<picked>[a-z0-9.]*)")
_BACK_ID = re.compile(r"gamut:pb:(?P<match>\d+):(?P<ply>\d+):(?P<picked>[a-z0-9.]*)")


def _fitted(custom_id: str) -> str:
    if len(custom_id) > CUSTOM_ID_LIMIT:
        raise ValueError(f"The picker's id {custom_id!r} is longer than Discord allows.")
    return custom_id


def open_id(match_id: int, ply: int) -> str:
    return _fitted(f"gamut:pm:{match_id}:{ply}")


def pick_id(match_id: int, ply: int, group: int, picked: Sequence[str]) -> str:
    return _fitted(f"gamut:pk:{match_id}:{ply}:{group}:{_JOIN.join(picked)}")


def back_id(match_id: int, ply: int, picked: Sequence[str]) -> str:
    return _fitted(f"gamut:pb:{match_id}:{ply}:{_JOIN.join(picked)}")


def picked_of(text: str) -> tuple[str, ...]:
    """The squares a custom id carries."""
    return tuple(text.split(_JOIN)) if text else ()


@dataclass(frozen=True)
class Node:
    """One screen of the picker: what it says, its choices (label, value) in groups of at
    most a select's options, and the squares Back returns to (None at the first screen)."""

    text: str
    placeholder: str
    groups: tuple[tuple[tuple[str, str], ...], ...]
    back: tuple[str, ...] | None


def node_of(match_id: int, here: Step, *, setup: bool = False) -> Node:
    """The screen for the picks of ``here``: squares that continue a move, then the moves
    these picks already name (each one played by its option).  ``setup``: a Stealth King's
    secret square is chosen (its own words; a choice names one square, so one screen)."""
    choices = [(square, square) for square in here.squares]
    choices += [(t("picker-play", move=move), PLAY + move) for move in here.finished]
    groups = tuple(
        tuple(choices[i : i + SELECT_LIMIT]) for i in range(0, len(choices), SELECT_LIMIT)
    )
    if len(groups) > SELECT_ROWS:
        raise ValueError(f"Match {match_id}: {len(choices)} choices do not fit one picker.")
    if not here.picked and setup:
        return Node(
            t("picker-setup-first", match=str(match_id)),
            t("picker-setup-placeholder"),
            groups,
            None,
        )
    if not here.picked:
        return Node(
            t("picker-first", match=str(match_id)), t("picker-first-placeholder"), groups, None
        )
    picked = " → ".join(here.picked)
    return Node(
        t("picker-next", match=str(match_id), picked=picked),
        t("picker-next-placeholder", picked=picked),
        groups,
        here.picked[:-1],
    )


def choose(paths: Sequence[MovePath], picked: Sequence[str], value: str) -> str | Step:
    """What choosing ``value`` after ``picked`` does: the move to play, or the next step
    (a square that leaves one move and nothing further plays it at once). A value the
    legal list does not lead to goes back to the first step."""
    if value.startswith(PLAY):
        return value[len(PLAY) :]
    after = step(paths, (*picked, value))
    if after.forced is not None:
        return after.forced
    return step(paths, ()) if after.empty else after


def node_view(decision: Decision, here: Step, language: str) -> tuple[str, discord.ui.View]:
    """The message text and the components of one screen, in ``language``."""
    node = node_of(decision.match_id, here, setup=decision.setup)
    view = discord.ui.View(timeout=None)
    for number, group in enumerate(node.groups):
        placeholder = to_label(node.placeholder, language)
        if len(node.groups) > 1:
            placeholder = to_label(
                t("picker-group", what=placeholder, first=group[0][0], last=group[-1][0]),
                language,
            )
        select = PickSelect(
            decision.match_id, decision.ply, number, here.picked, group, placeholder, language
        )
        select.row = number
        view.add_item(select)
    if node.back is not None:
        back = BackButton(decision.match_id, decision.ply, node.back, language)
        back.row = SELECT_ROWS
        view.add_item(back)
    return to_discord(node.text, language), view


def add_move_button(view: discord.ui.View, match_id: int, ply: int, language: str) -> None:
    """Put the Move button first in the last row (the board's buttons), or on a row of its
    own when that row is full; a view without room is left as it is."""
    rows = [child.row or 0 for child in view.children]
    row = max(rows, default=0)
    if rows.count(row) >= BUTTONS_PER_ROW:
        row += 1
    if row >= MAX_ROWS:
        return
    button = MoveButton(match_id, ply, language)
    button.row = row
    children = list(view.children)
    view.clear_items()
    pending: MoveButton | None = button
    for child in children:
        if pending is not None and (child.row or 0) >= row:
            view.add_item(pending)
            pending = None
        view.add_item(child)
    if pending is not None:
        view.add_item(pending)


async def _show(
    bot: GamutBot,
    interaction: discord.Interaction,
    match_id: int,
    ply: int | None,
    picked: Sequence[str],
    value: str | None,
    *,
    fresh: bool,
) -> None:
    """Answer one click of a picker: ask the service for the decision (refused in its
    words, with the current position's picker where the member may move now), then show the
    next screen or play the move chosen. ``fresh``: the click was the board's Move button,
    answered with a new ephemeral message; otherwise the picker's own message changes."""
    bind(guild_id=interaction.guild_id, user_id=interaction.user.id, match_id=match_id)
    try:
        await bot.languages.prepare(interaction)
        language = member_language(interaction)
        await interaction.response.defer(ephemeral=True, thinking=fresh)
        async with refusals_to_user(interaction):
            viewer = viewer_for(bot, interaction, private=True)
            try:
                decision = await bot.service.decision(viewer, match_id, ply)
            except ValueError as refusal:
                await _refused(bot, interaction, match_id, refusal, language)
                return
            paths = move_paths(decision.moves)
            chosen = step(paths, picked) if value is None else choose(paths, picked, value)
            if isinstance(chosen, Step) and chosen.empty:
                chosen = step(paths, ())
            if isinstance(chosen, str) and decision.setup:
                await choose_privately(bot, interaction, match_id, chosen)
                square = (move_paths([chosen])[0].squares or (chosen,))[0]
                said = to_discord(t("picker-chosen", square=square), language)
                await interaction.edit_original_response(content=said, view=None)
                return
            if isinstance(chosen, str):
                await play_move(bot, interaction, match_id, chosen, at_ply=decision.ply)
                played = to_discord(t("picker-played", move=chosen), language)
                await interaction.edit_original_response(content=played, view=None)
                return
            content, view = node_view(decision, chosen, language)
            await interaction.edit_original_response(content=content, view=view)
    except Exception as error:  # noqa: BLE001 - every failure is reported, none escapes
        await report_unexpected(interaction, error)


async def _refused(
    bot: GamutBot,
    interaction: discord.Interaction,
    match_id: int,
    refusal: ValueError,
    language: str,
) -> None:
    """Say why the click is refused, in the picker's message, below it the picker of the
    position now when it is the member's decision (a stale picker's fresh one)."""
    view: discord.ui.View | None = None
    try:
        now = await bot.service.decision(viewer_for(bot, interaction, private=True), match_id, None)
    except ValueError:
        now = None
    if now is not None:
        _, view = node_view(now, step(move_paths(now.moves), ()), language)
    said = refusal_markup(refusal) or t("discord-refused-cannot")
    await interaction.edit_original_response(content=to_discord(said, language), view=view)


class MoveButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_OPEN_ID):
    """The board's Move button: opens the picker at the move count it was posted with."""

    def __init__(self, match_id: int, ply: int, language: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=to_label(t("picker-open"), language) or "Move",
                style=discord.ButtonStyle.success,
                custom_id=open_id(match_id, ply),
            )
        )
        self.match_id, self.ply = match_id, ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(int(match["match"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        await _show(bot, interaction, self.match_id, self.ply, (), None, fresh=True)


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=_PICK_ID):
    """One select of a picker's screen: the squares (or moves) after those picked."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        group: int,
        picked: Sequence[str],
        choices: Sequence[tuple[str, str]] = (),
        placeholder: str = "",
        language: str | None = None,
    ) -> None:
        options = [
            discord.SelectOption(label=to_label(label, language)[:100] or value, value=value)
            for label, value in choices
        ]
        super().__init__(
            discord.ui.Select(
                custom_id=pick_id(match_id, ply, group, picked),
                placeholder=placeholder[:150] or None,
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.match_id, self.ply, self.picked = match_id, ply, tuple(picked)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PickSelect:
        return cls(
            int(match["match"]), int(match["ply"]), int(match["group"]), picked_of(match["picked"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        values = self.item.values
        value = values[0] if values else None
        await _show(bot, interaction, self.match_id, self.ply, self.picked, value, fresh=False)


class BackButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_BACK_ID):
    """Back to the screen of fewer picks."""

    def __init__(
        self, match_id: int, ply: int, picked: Sequence[str], language: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=to_label(t("picker-back"), language) or "Back",
                style=discord.ButtonStyle.secondary,
                custom_id=back_id(match_id, ply, picked),
            )
        )
        self.match_id, self.ply, self.picked = match_id, ply, tuple(picked)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BackButton:
        return cls(int(match["match"]), int(match["ply"]), picked_of(match["picked"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: GamutBot = interaction.client  # type: ignore[assignment]
        await _show(bot, interaction, self.match_id, self.ply, self.picked, None, fresh=False)


PICKER_ITEMS = (MoveButton, PickSelect, BackButton)

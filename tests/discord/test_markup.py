"""The service's neutral markup as Discord Markdown and slash commands (bot/discord/markup.py),
and every kind of text the bot sends going through it."""

from __future__ import annotations

import pytest

from bot.discord.markup import escape_plain, to_discord, to_label
from bot.markup import block, code, command, plain, strong, typed
from bot.service import Choice, PrivateMessage, Prompt, Reply, ServiceError, Viewer
from tests.discord.conftest import World

MARKERS = [chr(c) for c in range(0xE000, 0xE00B)]


@pytest.mark.parametrize(
    ("marked", "shown"),
    [
        (command("move", "a4-b5"), "`/move move:a4-b5`"),
        (command("move"), "`/move`"),
        (command("board", "#12"), "`/board match:12`"),
        (command("peek"), "`/peek`"),
        (command("resign"), "`/resign`"),
        (command("draw"), "`/draw`"),
        (command("draw accept"), "`/draw`"),
        (command("draw", "accept"), "`/draw`"),
        (command("draw decline"), "the **Decline** button"),
        (command("claim"), "the **Claim the win** button"),
        (command("accept", "3"), "the **Accept** button"),
        (command("cancel", "3"), "the **Withdraw** button"),
        (command("rematch"), "`/rematch`"),
        (command("history"), "`/history`"),
        (command("replay"), "`/replay`"),
        (command("games"), "`/games`"),
        (command("rules", "crossings"), "`/rules game:crossings`"),
        (command("help"), "`/help`"),
        (command("play"), "`/play`"),
        (command("choose", "c1"), "pick c1 in my direct message (or `/peek`)"),
        (strong("c2-c6"), "**c2-c6**"),
        (code("a1b2c3"), "`a1b2c3`"),
        (
            block("   1. White a1-a2\n   2. Black h8-h7"),
            "```\n   1. White a1-a2\n   2. Black h8-h7\n```",
        ),
    ],
)
def test_each_span_and_command_as_discord_shows_it(marked: str, shown: str) -> None:
    assert to_discord(f"Now {marked}.") == f"Now {shown}."


def test_player_text_cannot_break_out_of_its_span() -> None:
    assert to_discord(strong("a_b*c")) == r"**a\_b\*c**"
    assert to_discord(code("x`y")) == "`x'y`"
    assert to_discord(block("```\nnot a fence")) == "```\n'''\nnot a fence\n```"


def test_what_a_member_typed_is_shown_as_typed() -> None:
    raw = "**Win** ||Nitro|| [here](https://x.example) <@123456789012345678> @everyone"
    shown = (
        r"\*\*Win\*\* \|\|Nitro\|\| \[here](https://x.example) "
        "<@\u200b123456789012345678> @\u200beveryone"
    )
    assert to_discord(f"Tournament #3 ({typed(raw)})") == f"Tournament #3 ({shown})"
    # Escaped once: a refusal quoting typed text escapes its plain parts, not the span again.
    assert escape_plain(f"a_b {typed(raw)}") == rf"a\_b {typed(raw)}"
    assert to_discord(escape_plain(f"a_b {typed(raw)}")) == rf"a\_b {shown}"
    # Where nothing is rendered (a label, the console), it reads as typed.
    assert to_label(typed(raw)) == raw and plain(typed(raw)) == raw
    # Typed text cannot forge markup.
    assert to_discord(typed(f"{strong('x')}")) == "x"


def test_plain_text_is_left_alone_and_rendering_twice_changes_nothing() -> None:
    plain = "Match #3 (Crossings): <@1> (White) vs <@2> (Black) ~ 50% _done_"
    assert to_discord(plain) == plain
    marked = f"{strong('c1')} then {command('move', 'c1-c2')} \ue000stray"
    once = to_discord(marked)
    assert to_discord(once) == once and not any(m in once for m in MARKERS)


def test_labels_carry_no_markdown() -> None:
    assert to_label(f"Pick {strong('a7')} ({command('peek')})") == "Pick a7 (/peek)"
    assert to_label(command("claim")) == "the Claim the win button"


async def test_every_text_the_bot_sends_is_rendered(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id, thread = await world.start_match("crossings")
    service = world.bot.service
    says = f"{strong('c2-c6')} was played; {command('move', 'a1-a2')} answers"

    async def board(viewer: Viewer, match: int) -> Reply:
        return Reply(text=says, match_id=match)

    async def games(viewer: Viewer) -> Reply:
        return Reply(notice=f"Yours: {code('#1')}; see {command('history')}")

    async def refuse(*args, **kwargs) -> Reply:
        raise ServiceError(f"Not now: {command('draw accept')} or {command('draw decline')}.")

    monkeypatch.setattr(service, "board", board)
    monkeypatch.setattr(service, "matches_of", games)
    monkeypatch.setattr(service, "offer_draw", refuse)
    await world.alice.slash(thread, "board")  # public text
    assert thread.last_message.content == "**c2-c6** was played; `/move move:a1-a2` answers"
    listed = await world.alice.slash(thread, "games")  # a notice
    # /games adds the challenges waiting (none here) after the matches
    assert listed.response.content == "Yours: `#1`; see `/history`\nNo challenge is waiting."
    refused = await world.alice.slash(thread, "draw")  # an error message
    assert refused.response.content == "Not now: `/draw` or the **Decline** button."
    # A DM, and a question whose placeholder and choices are shown without Markdown.
    choices = tuple(Choice(f"{strong(s)} square", "move", s) for s in "abcdef")
    await world.bot.delivery.deliver(
        Reply(
            match_id=match_id,
            private=(PrivateMessage(world.bob.id, f"Your King: {strong('b7')}"),),
            prompts=(Prompt(world.alice.id, f"Pick one ({command('peek')})", choices),),
        )
    )
    assert world.bob.user.dm_channel.last_message.content == "Your King: **b7**"
    menu = thread.last_message.components[0].children[0]
    assert menu.placeholder == "Pick one (/peek)"
    assert [o.label for o in menu.options] == [f"{s} square" for s in "abcdef"]


def test_plain_parts_of_a_refusal_quoting_typed_text_are_escaped() -> None:
    refusal = f"'*a1*' and '_' are not moves; try {command('move', 'a1-a2')} or {code('*a1*')}"
    assert to_discord(escape_plain(refusal)) == (
        r"'\*a1\*' and '\_' are not moves; try `/move move:a1-a2` or `*a1*`"
    )
    assert escape_plain("Match #1: <@5>, a1-a2") == "Match #1: <@5>, a1-a2"


async def test_a_refused_typed_move_is_quoted_as_typed(world: World) -> None:
    match_id, thread = await world.start_match("crossings")
    refused = await world.alice.slash(thread, "move", move="__a1__")
    shown = refused.response.content
    assert refused.response.ephemeral and f"Match #{match_id}" in shown
    assert "_" in shown and "_" not in shown.replace(r"\_", "")  # every underscore escaped

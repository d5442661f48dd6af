"""Every button and menu in the pseudo-language (issue #46): tests/discord/test_pseudo_session.py
goes through every slash command; here the members of an ``en-XA`` server press what those
commands put under their posts, so that the answers to clicks are read too: the Move picker
(open, pick, Back, a stale one, the opponent's), a challenge's Accept, Decline and Withdraw,
Resign and its confirmation, a draw offer and its answers, a casual game's takeback and its
answers, Rematch, a live game's "+15 s", a time-out's claim, a Stealth King's choice by DM, a
tournament's Join, Leave and Cancel, a leaderboard's pages, and /web revoke's confirmation.

The check is the slash session's: every text the bot sent (messages, ephemeral answers, edits,
DMs, labels, menus) must be the pseudo-language's, accented and bracketed, and fit Discord's
limits.  The session must press every action of bot.discord.buttons.BUTTONS but the two that
need what this world lacks (the web companion's "Watch on the web": no companion runs here;
a decision prompt's "move" buttons: only positions with a non-move decision show them), and
the picker's three buttons and the leaderboard's page buttons.
"""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord

from bot.discord.buttons import BUTTONS
from bot.discord.picker import PLAY
from games.core.notation import squares_in
from storage.rating_rules import Standing
from storage.ratings import _INSERT_STANDING, _standing_values
from tests.discord.conftest import World
from tests.discord.discord_limits import Traffic
from tests.discord.locales import Locales
from tests.discord.test_move_picker import options, select_id
from tests.discord.test_pseudo_session import assert_no_english_sent, pseudo_club
from tests.viewers import local_viewer

HOUR = 3600.0
NOT_PRESSED = {"web-watch", "move"}  # see the module's docstring
PICKER = {"gamut:pm": "picker-open", "gamut:pk": "picker-pick", "gamut:pb": "picker-back"}
PAGES = {"gamut:lb": "leaderboard-page"}  # a leaderboard's Previous and Next


def action_of(custom_id: str) -> str:
    """The action a component's custom id names (``gamut:b:accept:1:2:`` -> ``accept``)."""
    parts = custom_id.split(":")
    if parts[1] in ("b", "s"):
        return parts[2]
    return {**PICKER, **PAGES}[":".join(parts[:2])]


def components_of(message: Any) -> list[Any]:
    if not isinstance(message, discord.Message):
        message = message.message
    return [child for row in message.components for child in row.children]


def last_with(action: str, *channels: Any) -> Any:
    """The newest message carrying a component of ``action``, in the first of ``channels``
    that has one."""
    return next(
        message
        for channel in channels
        for message in reversed(channel.history())
        if any(c.custom_id and action_of(c.custom_id) == action for c in components_of(message))
    )


class Presses:
    """Clicks and choices by custom id, each action recorded (to prove every one was used)."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def find(self, message: Any, action: str) -> str:
        ids = [
            c.custom_id
            for c in components_of(message)
            if c.custom_id and not getattr(c, "disabled", False)
        ]
        found = [i for i in ids if action_of(i) == action]
        assert found, (action, ids)
        return found[0]

    async def click(
        self, actor: simcord.MemberActor, message: Any, action: str
    ) -> simcord.InteractionResult:
        custom_id = self.find(message, action)
        self.used.add(action)
        return await actor.click(message, custom_id=custom_id)

    async def select(
        self, actor: Any, message: Any, value: str, action: str = "picker-pick"
    ) -> simcord.InteractionResult:
        custom_id = select_id(message, value)
        self.used.add(action_of(custom_id))
        return await actor.select(message, [value], custom_id=custom_id)


async def pick(presses: Presses, actor: simcord.MemberActor, screen: Any, move: str) -> Any:
    """Choose ``move`` square by square on the picker's screens."""
    for square in squares_in(move):
        screen = (await presses.select(actor, screen, square)).response
        if PLAY + move in options(screen):
            screen = (await presses.select(actor, screen, PLAY + move)).response
    return screen


async def match_of(world: World, channel: Any, actor: Any, presses: Presses, **play: Any) -> Any:
    """``actor`` challenges (the ``/play`` options ``play``) and the opponent accepts by button;
    the match's id and thread."""
    opponent = play["opponent"]
    await actor.slash(channel, "play", **play)
    await presses.click(opponent, channel.last_message, "accept")
    thread = channel.threads[-1]
    return int(thread.name.rsplit("#", 1)[1]), thread


@pytest.mark.bot(message_content=True)
async def test_every_button_and_menu_in_the_pseudo_language_leaves_no_english(
    world: World, locales: Locales, discord_limits: Traffic
) -> None:
    env = world.env
    guild, channel, (ana, ben, boss) = pseudo_club(world, locales)
    presses = Presses()
    service = world.bot.service

    async def to_move(match_id: int) -> tuple[Any, Any]:
        match = await service.get_match(match_id)
        return (ana, ben) if match.to_move_id == ana.id else (ben, ana)

    async def legal(match_id: int) -> list[str]:
        match = await service.get_match(match_id)
        return await service.legal_moves_for(local_viewer(match.to_move_id), match_id)

    # Challenges: declined, withdrawn (the challenged may not withdraw it), accepted.
    await ana.slash(channel, "play", game="crossings", opponent=ben)
    await presses.click(ben, channel.last_message, "decline")
    await ana.slash(channel, "play", game="crossings", opponent=ben)
    await presses.click(ben, channel.last_message, "cancel")  # not his: refused
    await presses.click(ana, channel.last_message, "cancel")
    match_id, thread = await match_of(
        world, channel, ana, presses, game="crossings", opponent=ben, colour="white", rated=False
    )

    # The picker: the opponent's click, Back, a move picked, a stale picker.
    board = thread.last_message
    await presses.click(ben, board, "picker-open")
    screen = (await presses.click(ana, board, "picker-open")).response
    first = options(screen)[0]
    onward = (await presses.select(ana, screen, first)).response
    screen = (await presses.click(ana, onward, "picker-back")).response
    await pick(presses, ana, screen, (await legal(match_id))[0])
    stale = (await presses.click(ben, thread.last_message, "picker-open")).response
    await ben.slash(thread, "move", move=(await legal(match_id))[0])
    await presses.select(ben, stale, options(stale)[0])

    # A takeback asked twice: declined, then accepted.
    for answer in ("takeback-decline", "takeback-accept"):
        mover, other = await to_move(match_id)
        await presses.click(other, last_with("takeback", thread), "takeback")
        await presses.click(mover, last_with(answer, thread), answer)

    # A draw offered twice: declined, then accepted; Rematch; a resignation confirmed.
    for answer in ("draw-decline", "draw-accept"):
        await presses.click(ana, last_with("draw", thread), "draw")
        await presses.click(ben, last_with(answer, thread), answer)
    await presses.click(ana, last_with("rematch", thread), "rematch")
    await presses.click(ben, last_with("accept", thread, channel), "accept")
    rematch = channel.threads[-1]
    asked = await presses.click(ben, last_with("ask-resign", rematch), "ask-resign")
    question = asked.followups[0] if asked.followups else asked.response
    await presses.click(ben, question, "resign")

    # A live game: "+15 s" for the opponent.
    _, live = await match_of(
        world, channel, ana, presses, game="crossings", opponent=ben, colour="white",
        time="10+5",
    )  # fmt: skip
    await presses.click(ben, last_with("give-time", live), "give-time")

    # A server time limit runs out: the waiting player claims the win.
    await boss.slash(channel, "gamut-settings", time_limit_hours=2.0)
    _, slow = await match_of(
        world, channel, ana, presses, game="crossings", opponent=ben, colour="white"
    )
    await env.advance_time(2 * HOUR + 240)
    await presses.click(ana, last_with("claim", slow), "claim")  # Ana's own time: refused
    await presses.click(ben, last_with("claim", slow), "claim")

    # Stealth King: each player's hidden King chosen from the DM's menu.
    await match_of(world, channel, ana, presses, game="kings-crossing", opponent=ben, stealth=True)
    for actor in (ana, ben):
        prompt = actor.user.dm_channel.last_message
        value = next(o.value for c in components_of(prompt) for o in getattr(c, "options", ()))
        custom_id = next(c.custom_id for c in components_of(prompt) if hasattr(c, "options"))
        presses.used.add(action_of(custom_id))
        await actor.user.select(prompt, [value], custom_id=custom_id)

    # A tournament: Join, Leave, Join again, then its cancellation confirmed.
    await ana.slash(channel, "tournament create", game="crossings")
    post = channel.last_message
    await presses.click(ben, post, "tournament-join")
    await presses.click(ben, post, "tournament-leave")
    await presses.click(ben, post, "tournament-join")
    asked = await ana.slash(channel, "tournament cancel", tournament=1)
    question = asked.followups[0] if asked.followups else asked.response
    await presses.click(ana, question, "tournament-cancel")

    # A leaderboard of more than a page (rated players stored as the rating code stores them):
    # Next, then Previous.
    now = world.env.now().timestamp()
    standings = [
        Standing(9000 + n, "crossings", 1500.0 + n, 60.0, 0.06, 30, 15, 15, 0, 1, now)
        for n in range(12)
    ]
    async with service.db._write() as tx:
        await tx.executemany(_INSERT_STANDING, [_standing_values(s) for s in standings])
    first_page = await ana.slash(channel, "leaderboard", game="crossings", scope="everywhere")
    board_page = first_page.followups[0] if first_page.followups else first_page.response
    following = await presses.click(ana, board_page, "leaderboard-page")
    await presses.click(ana, following.response, "leaderboard-page")

    # /web revoke's confirmation.
    asked = await ana.slash(channel, "web revoke")
    question = asked.followups[0] if asked.followups else asked.response
    await presses.click(ana, question, "web-revoke")

    expected = (set(BUTTONS) - NOT_PRESSED) | set(PICKER.values()) | set(PAGES.values())
    assert expected - presses.used == set(), "buttons the session did not press"
    assert discord_limits.refused == [], "the bot sent what Discord refuses"
    assert_no_english_sent(discord_limits, ana.name, ben.name, boss.name)

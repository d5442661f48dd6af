"""The one table of button actions: every action a button or select menu can carry, what it
looks like, what its argument is, whether answering it closes its question, and what a press
does.

Why one table: the building of a component (:mod:`bot.discord.components`) and the dispatch
of a press (:mod:`bot.discord.actions`) read the same entry, so an action cannot be built
without a handler, nor handled without a button, nor be styled or closed differently in two
places.  The actions' names are the service's (``Choice.action``: the service offers them,
re-checks everything when one is pressed, and a stale button is refused in its words);
tests/discord/test_buttons.py checks that every action the service offers is here and that
every entry is offered.

A press runs ``call`` (a service call) with (service, the id the button carries, the asker,
the argument, the interaction's request key); an entry without one is answered by a cog that
registers for it (``Actions.register``: a tournament's Join edits the announcement it sits
under).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.discord.move_timing import request_timing
from bot.markup import t

if TYPE_CHECKING:
    from bot.service import MatchService, Reply, Viewer

Call = Callable[["MatchService", int, "Viewer", str, str], Awaitable["Reply"]]
Style = discord.ButtonStyle


@dataclass(frozen=True)
class ButtonAction:
    """One action of the table (see the module docstring)."""

    call: Call | None
    style: Style = Style.primary
    # The argument *is* the id the action applies to (a challenge, a match, a tournament);
    # otherwise the button carries its match's id and the argument (a move text).
    id_argument: bool = False
    # On a match (its id goes into the log context), not a challenge or a tournament.
    on_match: bool = True
    # Answered, the question's message loses its components so nobody answers twice.
    closes: bool = False
    # Closes only once its answer started a match (a rematch: the first click only offers it,
    # the other player's click on the same button accepts it).
    closes_on_start: bool = False
    # Always a select menu (a private set-up choice reads better as one).
    menu: bool = False


def _off_match(call: Call | None, style: Style, *, closes: bool = True) -> ButtonAction:
    """An action on a challenge or a tournament, whose id its argument is."""
    return ButtonAction(call, style, id_argument=True, on_match=False, closes=closes)


Answer = Callable[["MatchService", int, "Viewer", bool], Awaitable["Reply"]]


def _answers(name: str, answer: Answer) -> dict[str, ButtonAction]:
    """Accept and Decline of a proposal on a match (``name``-accept, ``name``-decline): the
    same service call with yes or no, each closing the question."""
    return {
        f"{name}-accept": ButtonAction(
            lambda s, ref, who, arg, key: answer(s, ref, who, True),
            Style.success,
            id_argument=True,
            closes=True,
        ),
        f"{name}-decline": ButtonAction(
            lambda s, ref, who, arg, key: answer(s, ref, who, False),
            Style.secondary,
            id_argument=True,
            closes=True,
        ),
    }


BUTTONS: dict[str, ButtonAction] = {
    # a challenge's question
    "accept": _off_match(lambda s, ref, who, arg, key: s.accept(who, ref), Style.success),
    "decline": _off_match(lambda s, ref, who, arg, key: s.decline(who, ref), Style.secondary),
    "cancel": _off_match(lambda s, ref, who, arg, key: s.cancel(who, ref), Style.secondary),
    # a match's decisions
    "move": ButtonAction(
        lambda s, ref, who, arg, key: s.move(
            who, ref, arg, request_key=key, timing=request_timing(key)
        ),
        closes=True,
    ),
    "private": ButtonAction(
        lambda s, ref, who, arg, key: s.private_choice(who, ref, arg), closes=True, menu=True
    ),
    # the board's buttons and the questions they ask
    "ask-resign": ButtonAction(
        lambda s, ref, who, arg, key: s.resign(who, ref), Style.danger, id_argument=True
    ),
    "resign": ButtonAction(
        lambda s, ref, who, arg, key: s.resign(who, ref, confirmed=True, request_key=key),
        Style.danger,
        id_argument=True,
        closes=True,
    ),
    "draw": ButtonAction(
        lambda s, ref, who, arg, key: s.offer_draw(who, ref), Style.secondary, id_argument=True
    ),
    **_answers("draw", lambda s, ref, who, yes: s.answer_draw(who, ref, yes)),
    # a casual game's takeback (bot.discord.takeback puts "Take back" under its board)
    "takeback": ButtonAction(
        lambda s, ref, who, arg, key: s.propose_takeback(who, ref),
        Style.secondary,
        id_argument=True,
    ),
    **_answers("takeback", lambda s, ref, who, yes: s.answer_takeback(who, ref, yes)),
    "claim": ButtonAction(
        lambda s, ref, who, arg, key: s.claim_timeout(who, ref),
        Style.success,
        id_argument=True,
        closes=True,
    ),
    "rematch": ButtonAction(
        lambda s, ref, who, arg, key: s.rematch(who, ref),
        id_argument=True,
        closes_on_start=True,
    ),
    # a live game's "+15 s" for the presser's opponent (bot.discord.live_clock)
    "give-time": ButtonAction(
        lambda s, ref, who, arg, key: s.give_time(who, ref), Style.secondary, id_argument=True
    ),
    # a tournament's announcement (its buttons stay for everyone until entries close) and
    # the organiser's confirmation
    "tournament-join": _off_match(None, Style.success, closes=False),
    "tournament-leave": _off_match(None, Style.secondary, closes=False),
    "tournament-cancel": _off_match(
        lambda s, ref, who, arg, key: s.tournaments.cancel(who, ref), Style.danger, closes=True
    ),
    # the web companion: a match post's "Watch on the web" (answered by the web cog, which
    # writes the links with the companion's address), and the confirmation of /web revoke
    # (its id is the member's own, and only they may press it)
    "web-watch": ButtonAction(None, Style.secondary, id_argument=True),
    "web-revoke": _off_match(
        lambda s, ref, who, arg, key: s.web_links.revoke(who), Style.danger, closes=True
    ),
}

# The buttons under a match's board: Resign / Offer draw while it runs, Rematch once over
# (their labels are messages, shown in the language of the post they are under).
BOARD_BUTTONS: dict[bool, tuple[tuple[str, str], ...]] = {
    False: (("ask-resign", t("discord-button-resign")), ("draw", t("discord-button-draw"))),
    True: (("rematch", t("discord-button-rematch")),),
}
# Under a match's board too while the web companion runs: a link to its page, for the presser.
WATCH_BUTTON = ("web-watch", t("discord-button-watch"))
# Answered by a cog of its own (``Actions.register``) rather than by a service call.
REGISTERED = frozenset(name for name, action in BUTTONS.items() if action.call is None)


def action_of(name: str) -> ButtonAction | None:
    """The table's entry for ``name`` (None: an action no longer in use)."""
    return BUTTONS.get(name)

"""The one table of button actions (bot/discord/buttons.py) against what is really offered and
really answered: the actions are read from the service's source (every ``Choice`` it builds,
found with ``ast``) and from the board's buttons, and the handlers from a running bot, so a
button without a handler, or a handler no button reaches, fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.discord.buttons import BOARD_BUTTONS, BUTTONS, REGISTERED, WATCH_BUTTON
from bot.discord.components import ActionButton, ActionSelect, build_view
from bot.discord.live_clock import GIVE_TIME_ACTION
from bot.discord.takeback import TAKEBACK_ACTION
from bot.service import Choice, Prompt

ROOT = Path(__file__).resolve().parents[2]


def offered_actions() -> dict[str, list[str]]:
    """Every action a ``Choice(label, action, argument)`` in bot/ names, with where."""
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Choice"):
                continue
            action = (
                node.args[1]
                if len(node.args) > 1
                else next((k.value for k in node.keywords if k.arg == "action"), None)
            )
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert isinstance(action, ast.Constant) and isinstance(action.value, str), (
                f"{where}: a Choice's action is named literally, so this scan sees it"
            )
            found.setdefault(action.value, []).append(where)
    return found


def test_every_action_offered_is_in_the_table_and_every_entry_is_offered():
    offered = offered_actions()
    assert len(offered) >= 10, offered  # the scan is not vacuous
    on_boards = {action for buttons in BOARD_BUTTONS.values() for action, _ in buttons}
    on_boards.add(WATCH_BUTTON[0])
    on_boards.add(GIVE_TIME_ACTION)  # under a live game's post (bot.discord.live_clock)
    on_boards.add(TAKEBACK_ACTION)  # under a casual game's board (bot.discord.takeback)
    missing = {action: where for action, where in offered.items() if action not in BUTTONS}
    assert missing == {}
    assert on_boards <= BUTTONS.keys()
    assert set(BUTTONS) - set(offered) - on_boards == set()


async def test_every_entry_has_a_handler_on_a_running_bot(world):
    """The table's service calls plus the handlers the cogs registered once the bot is up:
    together, every action; and a cog answers exactly the entries without a call."""
    actions = world.bot.actions
    assert actions.registered == REGISTERED
    assert all(
        (entry.call is not None) != (name in actions.registered) for name, entry in BUTTONS.items()
    )


def test_only_the_table_s_actions_are_registered(world):
    with pytest.raises(ValueError):
        world.bot.actions.register("accept", lambda interaction, ref: None)
    with pytest.raises(ValueError):
        world.bot.actions.register("no-such-action", lambda interaction, ref: None)


def _components(view) -> list:
    """The view's buttons and menus as discord.py sends them (a DynamicItem wraps each)."""
    return [getattr(child, "item", child) for child in view.children]


@pytest.mark.parametrize("name", sorted(BUTTONS))
def test_each_action_builds_a_component_whose_id_reads_back_as_it(name):
    """A button (or, for a menu action, a select) carries its action, the id it applies to
    and its argument in its custom_id, as the dispatch reads them back."""
    entry = BUTTONS[name]
    argument = "17" if entry.id_argument else "a1-b2"
    view = build_view((Prompt(5, "?", (Choice("Go", name, argument),)),), 17)
    (item,) = _components(view)
    template = ActionSelect if entry.menu else ActionButton
    found = re.fullmatch(template.__discord_ui_compiled_template__, item.custom_id)
    assert found is not None, item.custom_id
    assert (found["action"], found["user"], found["ref"]) == (name, "5", "17")
    if not entry.menu:
        assert found["arg"] == ("" if entry.id_argument else "a1-b2")
        assert item.style is entry.style


def test_an_action_not_in_the_table_is_never_built():
    with pytest.raises(ValueError, match="no-such-action"):
        build_view((Prompt(None, "?", (Choice("Go", "no-such-action", "1"),)),), 1)


@pytest.mark.parametrize(
    ("over", "labels"), [(False, ["Resign", "Offer draw"]), (True, ["Rematch"])]
)
def test_the_board_s_buttons_follow_the_match(over, labels):
    view = build_view((), 9, board_over=over)
    assert [item.label for item in _components(view)] == labels
    assert build_view((), 9) is None  # no board shown: nothing to click

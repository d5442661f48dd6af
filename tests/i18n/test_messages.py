"""Messages in the service's markup (bot/i18n/messages.py): written by the service with ``t``,
formatted by each front end in its reader's language.  The expected texts are written here by
hand from the test's own catalogue."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.discord.markup import to_discord
from bot.i18n.messages import (
    MESSAGE_CLOSE,
    MESSAGE_OPEN,
    MESSAGE_SEPARATOR,
    english,
    localise,
    message_ids,
    t,
)
from bot.markup import clean, plain, strong
from bot.service.errors import NotAllowed

CATALOGUE = {
    "en/test.ftl": (
        "played = { $player } played { $move }.\n"
        "side-white = White\n"
        "turn = { $side } to move\n"
        "waited = { $count ->\n"
        "    [one] { $count } match waits\n"
        "   *[other] { $count } matches wait\n}\n"
        "after = after { $time }\n"
        "among = among { $names }\n"
    ),
    "es-ES/test.ftl": (
        "played = { $player } jugó { $move }.\n"
        "side-white = Blancas\n"
        "turn = Juegan { $side }\n"
        "waited = { $count ->\n"
        "    [one] { $count } partida espera\n"
        "   *[other] { $count } partidas esperan\n}\n"
        "after = tras { $time }\n"
        "among = entre { $names }\n"
    ),
}


@pytest.fixture
def catalogue(written):
    return written(CATALOGUE)


def test_a_message_is_formatted_in_the_readers_language(catalogue):
    text = t("played", player="Ana", move=strong("c2-c6"))
    assert plain(localise(text, "en", catalogue)) == "Ana played c2-c6."
    assert plain(localise(text, "es-ES", catalogue)) == "Ana jugó c2-c6."
    # Discord's Latin American Spanish reads the Spanish of Spain; an unknown code English.
    assert plain(localise(text, "es-419", catalogue)) == "Ana jugó c2-c6."
    assert plain(localise(text, "ja", catalogue)) == "Ana played c2-c6."


def test_nested_messages_and_markup_inside_arguments(catalogue):
    turn = t("turn", side=strong(t("side-white")))
    text = f"Gamut: {turn} " + t("played", player="Bo", move="a1")
    assert message_ids(text) == ["turn", "side-white", "played"]
    spanish = localise(text, "es-ES", catalogue)
    assert plain(spanish) == "Gamut: Juegan Blancas Bo jugó a1."
    assert to_discord(spanish) == "Gamut: Juegan **Blancas** Bo jugó a1."


def test_plurals_durations_and_lists_follow_the_language(catalogue):
    assert localise(t("waited", count=1), "es-ES", catalogue) == "1 partida espera"
    assert localise(t("waited", count=3), "en", catalogue) == "3 matches wait"
    assert localise(t("after", time=timedelta(hours=3)), "es-ES", catalogue) == "tras 3 horas"
    names = ["Ana", "Bo", "Cy"]
    assert localise(t("among", names=names), "en", catalogue) == "among Ana, Bo, and Cy"
    assert localise(t("among", names=tuple(names)), "es-ES", catalogue) == "entre Ana, Bo y Cy"


def test_what_a_member_typed_cannot_forge_a_message(catalogue):
    forged = t("side-white")
    assert message_ids(forged) == ["side-white"]
    assert message_ids(clean(f"x{forged}y")) == []
    assert localise(clean(forged), "es-ES", catalogue) == 'side-white{}'


def test_ids_and_arguments_are_checked_when_written():
    with pytest.raises(ValueError):
        t("not an id")
    with pytest.raises(TypeError):
        t("played", player=True)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        t("played", player=object())  # type: ignore[arg-type]


def test_a_refusal_is_english_as_text_and_markup_for_the_front_end():
    refusal = NotAllowed(t("command-play.description"))
    assert str(refusal) == english(t("command-play.description"))
    assert str(refusal) == "Challenge someone to a game"
    assert message_ids(refusal.markup) == ["command-play.description"]
    # A plain English refusal (not yet a message) reads as before.
    assert str(NotAllowed("It is not your turn.")) == "It is not your turn."


def test_a_long_argument_is_formatted_whole(catalogue):
    """A tournament's thousand entrants or a long move list travel as one argument: Fluent's
    own limit (2,500 characters) would refuse them."""
    names = [f"player{n}" for n in range(1000)]
    text = localise(t("among", names=names), "en", catalogue)
    assert text == "among " + ", ".join(names[:-1]) + ", and player999"


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True),
        st.one_of(
            st.text(),
            st.integers(),
            st.floats(allow_nan=False, allow_infinity=False),
            st.timedeltas(),
            st.lists(st.text(), max_size=3),
        ),
        max_size=4,
    )
)
def test_the_arguments_are_written_as_json_dumps_writes_them(args):
    """A message's arguments are the JSON the standard library writes compact in ASCII, byte
    for byte (each value as the message stores it), whatever text or number they hold."""
    written = t("played", **args)
    stored = {
        name: {"$duration": value.total_seconds()}
        if isinstance(value, timedelta)
        else {"$list": value}
        if isinstance(value, list)
        else value
        for name, value in args.items()
    }
    expected = json.dumps(stored, ensure_ascii=True, separators=(",", ":"))
    assert written == f"{MESSAGE_OPEN}played{MESSAGE_SEPARATOR}{expected}{MESSAGE_CLOSE}"

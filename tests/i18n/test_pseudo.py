"""The pseudo-language: every message of the catalogue formats in it, bracketed, with no
English letter left outside Discord's markup, and at least 40 % longer than the English."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.i18n import ENGLISH, PSEUDO, Translator
from tests.i18n.messages import language_patterns, sample_arguments

MARKUP = re.compile(r"`[^`]*`|<[^>]*>")  # code spans, mentions, channel links, timestamps


def test_every_message_formats_bracketed_accented_and_longer(catalogue: Translator) -> None:
    english = language_patterns(catalogue.resources[ENGLISH])
    assert set(language_patterns(catalogue.resources[PSEUDO])) == set(english)
    for message_id, pattern in english.items():
        args = sample_arguments(pattern)
        original = catalogue.format(ENGLISH, message_id, **args)
        pseudo = catalogue.format(PSEUDO, message_id, **args)
        assert pseudo.startswith("[") and pseudo.endswith("]"), (message_id, pseudo)
        inner = pseudo[1:-1]
        assert re.findall(r"[A-Za-z]", MARKUP.sub("", inner)) == [], (message_id, pseudo)
        # The message's own words grow; the sample arguments (digits) cannot, so they are not
        # counted as its prose (a line that is mostly arguments, "7 Black 7", still grows).
        prose = re.sub(r"[^A-Za-z]", "", MARKUP.sub("", original))
        assert len(inner) >= len(original) + 0.4 * len(prose), (message_id, original, pseudo)


def test_markup_variants_and_the_english_itself_are_left_as_they_are(
    written: Callable[[dict[str, str]], Translator],
) -> None:
    translator = written(
        {
            "en/t.ftl": (
                "# test\nturn = <@{ $who }>, play `{ $move }` in <#{ $channel }>\n"
                "# test\nleft = { $count ->\n    [one] one move\n   *[other] { $count } moves\n}\n"
            )
        }
    )
    turn = translator.format(PSEUDO, "turn", who=12, move="a4-b5", channel=34)
    assert turn.startswith("[<@12>, ") and "`a4-b5`" in turn and "<#34>" in turn
    assert turn.endswith("]")
    assert translator.format(PSEUDO, "left", count=1).startswith("[öö")  # "one", accented
    assert translator.format(PSEUDO, "left", count=2).startswith("[2 ɱöö")
    assert translator.format(ENGLISH, "turn", who=12, move="a4-b5", channel=34) == (
        "<@12>, play `a4-b5` in <#34>"
    )

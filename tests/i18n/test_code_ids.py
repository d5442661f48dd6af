"""Every message id the code names in a literal ``t("...")`` is an English message: a
misspelt id would otherwise fail only when that refusal is first said (KeyError)."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import ENGLISH, Translator
from tests.i18n.code_ids import id_constants, message_calls


def test_every_id_given_to_t_is_an_english_message(catalogue: Translator) -> None:
    calls = message_calls()
    assert len(calls) > 60  # the console and start-up alone name more
    english = catalogue.message_ids(ENGLISH)
    missing = [f"{path}:{line} t({message_id!r})" for path, line, message_id in calls
               if message_id not in english]
    assert missing == []


def test_the_reading_finds_t_calls_and_id_constants(tmp_path: Path) -> None:
    """Not vacuous: a planted module's calls are each read, with their lines."""
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "planted.py").write_text(
        'from bot.markup import t\n'
        'HELP = (("play", "console-help-play"),)\n'
        'a = t("console-no-such-id", x=1)\n'
        'b = text.t("console-error", reason=t("console-crashed"))\n'
        'c = format("not-t")\n',
        encoding="utf-8",
    )
    assert message_calls(tmp_path) == [
        ("bot/planted.py", 3, "console-no-such-id"),
        ("bot/planted.py", 4, "console-error"),
        ("bot/planted.py", 4, "console-crashed"),
    ]
    assert id_constants(tmp_path) == {
        "console-help-play", "console-no-such-id", "console-error", "console-crashed", "not-t"
    }

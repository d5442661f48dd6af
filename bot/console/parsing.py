"""What a typed word means at the console: numbers, yes or no, durations, games, move text and
``option=value`` settings, each refused with a sentence that says what was expected.

The app and its tournament commands read their arguments through these functions, so a word
means the same in every command.  Refusals are ServiceErrors (NotFound for a number that
names nothing), which the command loop says without changing anything; a word typed by a
person is shown back through :func:`bot.console.words.shown`.

Each refusal is a message of ``console.ftl``.  ``what`` (the thing a number or value is for)
is a key the message selects on, never English inserted into a sentence: a noun (``match``,
``challenge``, ``tournament``, ``page``, ``lesson``, ``round``) becomes the reader's word for
it; any other key is a setting's name as typed (``rated``, ``time``), shown as it is.
"""

from __future__ import annotations

import math
import re

import games
from bot.console.words import shown
from bot.markup import t
from bot.service import NotFound, ServiceError
from bot.service.errors import MAX_ID

MAX_ID_DIGITS = 18  # every id of 18 digits fits SQLite's 64-bit integers

# Move notation of the engines begins with a square (a4-b5, c3xe5xc7, b2b3), a drop (D@c2,
# @c2) or one of these words (pass, shift left, swap b1, king c1); any other unknown first word
# is a mistyped command, not a move.  A letter glued to a square (Dh3-a4, a piece letter out of
# chess habit) is still a move attempt: the engine's answer names what it cannot read.
MOVE_WORDS = ("pass", "shift", "swap", "king")
_MOVE_START = re.compile(r"(?:[a-z]@?|@)?[a-z][0-9]{1,2}", re.IGNORECASE)

_DURATION = re.compile(r"([0-9]+(?:\.[0-9]+)?)\s*([smhd])", re.IGNORECASE)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def looks_like_move(text: str) -> bool:
    """Whether ``text`` reads as move notation of some game (not whether it is legal)."""
    words = text.split(maxsplit=1)
    if not words:
        return False
    return words[0].lower() in MOVE_WORDS or _MOVE_START.match(words[0]) is not None


def number(text: str, what: str) -> int:
    """A challenge, match, tournament or page number as typed ('3' or '#3'): a number in
    range, or NotFound (a 20-digit number would overflow SQLite's integers)."""
    digits = text.strip().removeprefix("#")
    if not re.fullmatch(r"[0-9]+", digits):
        raise NotFound(t("console-not-a-number", what=what, text=repr(shown(text))))
    if len(digits.lstrip("0")) > MAX_ID_DIGITS or int(digits) == 0:
        raise NotFound(t("console-no-such-number", what=what, number=shown(digits)))
    return int(digits)


def whole(text: str, what: str, high: int = MAX_ID) -> int:
    """'5' -> 5, at most ``high`` (ASCII digits: '²' is refused like 'x'); the service checks
    the range it allows."""
    digits = text.strip()
    if not re.fullmatch(r"[0-9]+", digits) or len(digits) > len(str(high)) or int(digits) > high:
        raise ServiceError(t("console-not-whole", what=what, text=repr(shown(text))))
    return int(digits)


def yes_or_no(value: str, what: str) -> bool:
    """A console flag's value: yes/no (also on/off, true/false)."""
    answer = value.strip().lower()
    if answer in ("yes", "y", "on", "true"):
        return True
    if answer in ("no", "n", "off", "false"):
        return False
    raise ServiceError(t("console-yes-or-no", what=what, text=repr(shown(value))))


def duration(text: str, what: str) -> float:
    """'30m' -> 1800.0; ServiceError naming ``what`` for anything else."""
    found = _DURATION.fullmatch(text.strip())
    if found is None:
        raise ServiceError(t("console-duration", what=what, text=repr(shown(text))))
    seconds = float(found.group(1)) * _UNITS[found.group(2).lower()]
    if not math.isfinite(seconds):
        raise ServiceError(t("console-duration-too-long", what=what))
    return seconds


def setting(word: str, form: str) -> tuple[str, str]:
    """A ``key=value`` word as (key, value); ServiceError saying ``form`` (a message: how such
    words are written) for a word without '='."""
    key, sep, value = word.partition("=")
    if not sep:
        raise ServiceError(t("console-cannot-read", word=repr(shown(word)), form=form))
    return key, value


def game_named(word: str, following: list[str] | None = None) -> str:
    """The id of the game ``word`` names (an id, a name or an alias: see games.registry).

    Otherwise ServiceError saying there is no such game, with the ids and their aliases; when
    ``word`` and the words after it name a game (``kings crossing``), which one was meant."""
    game = games.find(word)
    if game is not None:
        return game.id
    rest = following or []
    for count in range(len(rest), 0, -1):
        joined = games.find(" ".join([word, *rest[:count]]))
        if joined is not None:
            raise ServiceError(
                t(
                    "console-no-game-one-word",
                    word=repr(shown(word)),
                    meant=repr(joined.id),
                    games=games.listing(),
                )
            )
    raise ServiceError(t("console-no-game", word=repr(shown(word)), games=games.listing()))

"""What a caller hands the service, checked before anything is read or written.

Why one module: every front end (Discord, the console, a script, a test) reaches the same
service calls, and each call must refuse the same bad value with the same words on SQLite and
on PostgreSQL.  Left to the database, a value is refused differently by each backend (a NUL
byte is stored by SQLite and refused by PostgreSQL, which reads as an outage; a float where a
whole number goes is stored, then read back as damage), or not at all (a start time of 10^18
seconds is stored, and every later look at it fails converting it to a date).  So each entry
point of ``bot.service`` passes its arguments through these checks first; each returns the
value as the service uses it, or raises :class:`~bot.service.errors.ServiceError` (or
:class:`~bot.service.errors.NotFound` for an id that names nothing) saying what is wrong.

The checks are about types, ranges and characters; what a value means (a known game, a
tie-break, a legal move) stays with the call that knows it.

    rounds = whole(rounds, t("validation-what-round"), 1, MAX_ROUNDS)
    name = text(name, t("validation-what-tournament-name"), longest=60)
    lesson = whole(number, t("validation-what-lesson"), 1, 999,
                   refusal=lambda value: t("lesson-no-such", lesson=value))

``what`` names the value refused (a ``validation-what-...`` message, or a setting's name as
typed): it starts the refusal's sentence, in the asker's language like the rest of it.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from bot.markup import clean, t
from bot.service.errors import CONTROL_CATEGORIES, MAX_ID, NotFound, ServiceError, echo

T = TypeVar("T")

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0
LONGEST_WAIT = 365 * DAY
"""The longest time any duration or start time may reach: a year, the host's own longest time
limit (GAMUT_TIME_LIMIT_HOURS).  Beyond it a number is a typing mistake, and far beyond it one
a date cannot hold."""
LONGEST_TEXT = 500
"""The longest free text any call takes (a move, a set-up choice, a lesson answer): far more
than any of them needs, far less than a message that would fill a screen."""
MOST_OPTIONS = 20
SHOWN = 24  # characters of a refused value quoted back

def shown(value: object) -> str:
    """A refused value as a refusal quotes it: a number as written, text quoted and cut
    short, without its control characters, anything else by its type (the words are
    messages, read in the asker's language)."""
    if value is None:
        return t("validation-shown-nothing")
    if isinstance(value, bool):
        return t("validation-shown-yes") if value else t("validation-shown-no")
    if isinstance(value, int):  # str() of a huge int is slow, and refused past 4,300 digits
        return str(value) if abs(value) < 10**SHOWN else t("validation-shown-huge")
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        visible = echo(clean(value), SHOWN + 1)
        return repr(visible[:SHOWN] + ("…" if len(visible) > SHOWN else ""))
    return t("validation-shown-type", type=type(value).__name__)


def _refused(char: str) -> bool:
    return unicodedata.category(char) in CONTROL_CATEGORIES


def spoken(seconds: float) -> str:
    """``seconds`` in the largest unit that says it in a few words: '365 days', 'one minute'
    (a message: Fluent chooses the plural and writes the number in the reader's way)."""
    count, unit = seconds, "second"
    for length, name in ((DAY, "day"), (HOUR, "hour"), (MINUTE, "minute")):
        if seconds >= length:
            count, unit = seconds / length, name
            break
    number: int | float = int(count) if float(count).is_integer() else count
    return t("validation-duration", unit=unit, count=number)


def or_none(check: Callable[..., T], value: object, *args: Any, **kwargs: Any) -> T | None:
    """``check(value, ...)`` for an optional argument: None stays None."""
    return None if value is None else check(value, *args, **kwargs)


Refusal = Callable[[str], str]
"""A caller's own wording of a refusal: the refused value as :func:`shown` quotes it, to the
message (``lambda value: t("lesson-no-such", lesson=value)``)."""


def whole(
    value: object, what: str, low: int, high: int, *, refusal: Refusal | None = None
) -> int:
    """``value`` as a whole number from ``low`` to ``high``: an int (never a bool, a float or
    text; a front end reads text with :func:`whole_from_text`).  ``refusal`` words the
    answer as a message of the caller's area (markup, so never ``str.format``)."""
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    if refusal is not None:
        raise ServiceError(refusal(shown(value)))
    raise ServiceError(
        t("validation-whole", what=what, low=str(low), high=str(high), value=shown(value))
    )


def whole_from_text(
    value: str, what: str, low: int, high: int, *, refusal: Refusal | None = None
) -> int:
    """Typed text (``'5'``) as :func:`whole` checks it: ASCII digits only, so ``'²'`` or
    ``'٣'`` (digits to ``str.isdigit``, refused by ``int``) get the same answer as ``'x'``."""
    digits = value.strip() if isinstance(value, str) else value
    if isinstance(digits, str) and digits.isascii() and digits.isdigit():
        number: object = int(digits) if len(digits) <= len(str(high)) + 1 else value
        return whole(number, what, low, high, refusal=refusal)
    return whole(value, what, low, high, refusal=refusal)


def seconds(value: object, what: str, *, low: float, high: float = LONGEST_WAIT) -> float:
    """``value`` as a duration in seconds from ``low`` to ``high`` (a finite int or float)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ServiceError(t("validation-seconds-type", what=what, value=shown(value)))
    if isinstance(value, int) and value > high:  # before float(), which overflows past 1e308
        raise ServiceError(t("validation-at-most", what=what, duration=spoken(high)))
    number = float(value)
    if not number >= low:  # NaN too
        raise ServiceError(t("validation-at-least", what=what, duration=spoken(low)))
    if number > high:
        raise ServiceError(t("validation-at-most", what=what, duration=spoken(high)))
    return number


def moment(
    value: object, what: str, *, now: float, passed: str, within: float = LONGEST_WAIT
) -> float:
    """``value`` as a time to come (seconds since the epoch), at most ``within`` from
    ``now``; ``passed`` is the answer for a time that is not to come."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ServiceError(t("validation-moment-type", what=what, value=shown(value)))
    if isinstance(value, float) and math.isnan(value) or not value > now:
        raise ServiceError(passed)
    if value > now + within:
        raise ServiceError(t("validation-moment-far", what=what, duration=spoken(within)))
    return float(value)


def text(value: object, what: str, *, longest: int = LONGEST_TEXT) -> str:
    """``value`` as text without control characters, the service's markup taken out and
    the ends trimmed, at most ``longest`` characters."""
    if not isinstance(value, str):
        raise ServiceError(t("validation-text-type", what=what, value=shown(value)))
    if any(_refused(char) for char in value):
        raise ServiceError(t("validation-text-control", what=what))
    trimmed = clean(value).strip()
    if len(trimmed) > longest:
        raise ServiceError(t("validation-text-long", what=what, longest=longest))
    return trimmed


def flag(value: object, what: str) -> bool:
    """``value`` as yes or no: a bool (``1`` or ``'yes'`` are a front end's to read)."""
    if isinstance(value, bool):
        return value
    raise ServiceError(t("validation-flag", what=what, value=shown(value)))


def identifier(value: object, what: str) -> int:
    """``value`` as the id of a user, server or channel: a positive 64-bit int; anything
    else names nothing, and is answered as such.  ``what`` is the kind of thing, a key of
    ``validation-no-such`` (player, user, server, channel, thread, message, challenge,
    tournament, match), so that each language words the whole sentence."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_ID:
        return value
    raise NotFound(t("validation-no-such", what=what, value=shown(value)))


def options(value: object) -> dict[str, Any]:
    """A game's options as a mapping of option names to values (the game checks each one):
    a few, named by short text."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ServiceError(t("validation-options-type", value=shown(value)))
    if len(value) > MOST_OPTIONS:
        raise ServiceError(t("validation-options-many", count=MOST_OPTIONS))
    checked: dict[str, Any] = {}
    for name, given in value.items():
        key = text(name, t("validation-what-option-name"), longest=40)
        if isinstance(given, str):
            given = text(given, t("validation-what-option", option=key), longest=40)
        elif given is not None and not isinstance(given, int | float):
            raise ServiceError(
                t("validation-option-value", option=key, value=shown(given))
            )
        checked[key] = given
    return checked

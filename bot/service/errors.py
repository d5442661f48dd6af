"""Errors the service raises for players: each message says what was wrong and what to do.

All are ``ValueError`` so a front end shows ``str(exc)`` ephemerally and changes nothing.
"""

from __future__ import annotations

import unicodedata

from bot.i18n.messages import english, t


class ServiceError(ValueError):
    """A request the service refuses, with a message for the user.

    The message is neutral markup (:mod:`bot.markup`), messages in it written with
    :func:`bot.i18n.messages.t`: a front end reads :attr:`markup` and localises it for the
    asker; ``str()`` is the English, for logs and tests.
    """

    @property
    def markup(self) -> str:
        """The refusal as the service wrote it, for a front end to localise."""
        return str(self.args[0]) if self.args else ""

    def __str__(self) -> str:
        return english(self.markup)


class NotFound(ServiceError):
    """No such match or challenge (or not one the user may see)."""


class NotAllowed(ServiceError):
    """The user may not do this here: not a player, not their decision, not their challenge."""


class Conflict(ServiceError):
    """The request lost a race with another one, or the thing is no longer in that state."""


# Ids are SQLite/PostgreSQL 64-bit integers: a larger number names nothing, and passing it to
# the database would fail with an OverflowError instead of "no such match".
MAX_ID = 2**63 - 1


def parse_id(value: object) -> int | None:
    """``value`` (an int or text such as ``"#12"``) as a stored id, or None when it cannot be
    one: not a number, not positive, or too large for the database."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().lstrip("#")
        if not text.isascii() or not text.isdigit() or len(text) > 19:
            return None
        number = int(text)
    return number if 1 <= number <= MAX_ID else None


# Unicode's control characters (NUL, line breaks, escape) and lone surrogates: no terminal
# or database shows or stores them alike, and no name or move needs them.
CONTROL_CATEGORIES = frozenset({"Cc", "Cs"})


def echo(value: object, limit: int = 24) -> str:
    """What a caller typed, as a refusal quotes it: cut to ``limit`` characters, without its
    control characters and lone surrogates."""
    return "".join(
        c for c in str(value) if unicodedata.category(c) not in CONTROL_CATEGORIES
    )[:limit]


def no_such_match(match_id: object) -> NotFound:
    """The refusal for a match that does not exist, and word for word for one the asker may
    not see, so that no answer confirms a match exists."""
    return NotFound(t("play-no-such-match", match=echo(str(match_id).lstrip("#"))))


def no_such_challenge(challenge_id: object) -> NotFound:
    """The refusal for a challenge number that names no challenge."""
    return NotFound(t("play-no-such-challenge", challenge=echo(str(challenge_id).lstrip("#"))))

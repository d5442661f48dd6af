"""Errors the service raises for players: each message says what was wrong and what to do.

All are ``ValueError`` so a front end shows ``str(exc)`` ephemerally and changes nothing.
"""

from __future__ import annotations


class ServiceError(ValueError):
    """A request the service refuses, with a message for the user."""


class NotFound(ServiceError):
    """No such match or challenge (or not one the user may see)."""


class NotAllowed(ServiceError):
    """The user may not do this here: not a player, not their decision, not their challenge."""


class Conflict(ServiceError):
    """The request lost a race with another one, or the thing is no longer in that state."""

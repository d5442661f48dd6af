"""Viewers for tests: who asks the service (see bot/service/viewer.py).

``local_viewer`` asks as the console does (no server, every local match visible), so a
service test reads as a player at the keyboard; ``ONLOOKER`` is someone at that keyboard who
plays in nothing.  ``viewer_in`` asks from a server, reading only the channels and threads
named, as Discord's permissions would allow.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.service.viewer import EVERYTHING, Viewer


def local_viewer(user_id: int, *, private: bool = True) -> Viewer:
    """A user at the console: every local match visible, answered on their own screen."""
    return Viewer(user_id, private=private, sight=EVERYTHING)


ONLOOKER = local_viewer(999_999)


class Reads:
    """A sight that reads exactly the given channel or thread ids."""

    def __init__(self, homes: Iterable[int]) -> None:
        self.homes = frozenset(homes)

    async def reads(self, place_id: int | None) -> bool:
        return place_id in self.homes


def viewer_in(
    user_id: int,
    guild_id: int | None,
    *,
    reads: Iterable[int] = (),
    private: bool = False,
    channel_id: int | None = None,
) -> Viewer:
    """A member of ``guild_id`` (None: a DM) who can read the channels and threads
    ``reads``."""
    return Viewer(user_id, guild_id, channel_id=channel_id, private=private, sight=Reads(reads))

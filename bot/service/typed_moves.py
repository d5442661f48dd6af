"""Which match a typed move is for: a front end that reads moves from chat (Discord's match
threads and text-move channel) asks here before it plays one.

Why in the service: the answer is read from stored matches and the server's settings, and it
is about the asker alone (only their own matches waiting on them), so it takes the viewer
like every other question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.service.validation import identifier

if TYPE_CHECKING:
    from bot.service.server_settings import ServerSettings
    from bot.service.viewer import Viewer
    from storage import Database, Match


class TypedMoves:
    """``service.typed_moves``: see the module docstring."""

    def __init__(self, db: Database, server_settings: ServerSettings) -> None:
        self.db = db
        self.server_settings = server_settings

    async def waiting_here(self, viewer: Viewer) -> list[Match]:
        """The viewer's matches waiting on their decision that the channel they typed in
        plays: those whose home (thread, or channel in channel mode) it is, or, when it is
        none's home and it is the server's text-move channel, those of the server."""
        user = identifier(viewer.user_id, "user")
        waiting = await self.db.matches.waiting_on(user)
        here = [m for m in waiting if (m.thread_id or m.channel_id) == viewer.channel_id]
        if not here and waiting and viewer.guild_id is not None:
            text_channel = await self.server_settings.text_channel(viewer.guild_id)
            if text_channel is not None and text_channel == viewer.channel_id:
                here = [m for m in waiting if m.guild_id == viewer.guild_id]
        return here

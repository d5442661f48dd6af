"""Who asks: the viewer every question about matches, challenges, moves or results carries.

A match number is a plain counter, so anyone could try them all.  The service therefore never
answers "about match #2" or "about alice's matches" in the abstract: each such call takes a
:class:`Viewer` (who asks, from which server and channel, whether the answer is for them
alone, and what they may see there) and filters through :meth:`Viewer.may_see`, the one rule:

- a match is visible to its players, anywhere;
- to anyone else only from inside the match's own server, when the front end's
  :class:`Sight` says they can read the channel or thread it is played in (Discord: View
  Channel there, and for a private thread also membership or Manage Threads);
- to nobody else: they get the very answer a match number that does not exist gets.

A server's leaderboard follows it too (:meth:`Viewer.reads_place`): a player is on it, for
one asker, only through a rated match of that server played in a channel the asker reads (a
match's thread is a public thread of its channel, read by whoever reads the channel), and the
asker is on their own; ratings themselves are everyone's.

A challenge follows the same rule (:meth:`Viewer.may_see_challenge`): its challenger and the
one challenged see it anywhere, anyone else from its server when they can read the channel it
was posted in.

The front ends build the viewer (Discord from the interaction and its permissions, the
console for its local users, tests from ``tests/viewers.py``); only the sight is theirs, the
rule is here.  A sight fails closed: what it cannot work out, it does not show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from bot.service.validation import flag, identifier, or_none
from storage import Challenge, Match


class Sight(Protocol):
    """What a front end knows and the service does not: whether the asker can read a place
    of their own server (a channel or thread; None: a local match or challenge, which has
    none)."""

    async def reads(self, place_id: int | None) -> bool:
        """Asked only for the place of a match or challenge of the asker's server that they
        take no part in."""
        ...


class _Everything:
    """The console's sight: one local table, where everyone at the keyboard sees it all."""

    async def reads(self, place_id: int | None) -> bool:
        return True


class _Nothing:
    """The sight of an asker with no channel to read (a DM, an unknown place)."""

    async def reads(self, place_id: int | None) -> bool:
        return False


EVERYTHING: Sight = _Everything()
NOTHING: Sight = _Nothing()


@dataclass(frozen=True)
class Viewer:
    """One asker, where they ask.

    ``guild_id`` is the server asked from (None: a DM, or the console, whose matches have no
    server either); ``channel_id`` the channel or thread; ``private`` whether the answer is
    shown to the asker alone (a DM, an ephemeral reply), which decides how much of their own
    record a profile shows (see :meth:`may_list`).
    """

    user_id: int
    guild_id: int | None = None
    channel_id: int | None = None
    private: bool = False
    sight: Sight = field(default=NOTHING, compare=False)
    # Whether the asker manages the server asked from (Discord: Manage Server; the console:
    # always), which makes them an organiser of its tournaments besides their creators.
    organiser: bool = False
    # The asker's language (a locale code: Discord's ``interaction.locale``, the console's
    # GAMUT_LANGUAGE, a browser's choice; None: English), for what the service draws for
    # them alone (a private picture), and remembered as the language of their DMs; and the
    # language of the place asked from (a server's setting), for what is drawn for all.
    # Texts are not formatted here: front ends localise the service's messages themselves.
    language: str | None = field(default=None, compare=False)
    place_language: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # Every call takes a viewer first: ids that name nothing are refused here, once,
        # before any call looks them up (a 2**64 would overflow the database's integers).
        identifier(self.user_id, "user")
        or_none(identifier, self.guild_id, "server")
        or_none(identifier, self.channel_id, "channel")
        flag(self.private, "Private")
        flag(self.organiser, "Organiser")

    def plays_in(self, match: Match) -> bool:
        return self.user_id in (match.white_id, match.black_id)

    def in_home(self, match: Match) -> bool:
        """Whether the question comes from the server the match is played in."""
        return match.guild_id == self.guild_id

    def shown_publicly(self, match: Match) -> bool:
        """Whether a look at a visible match may be posted where it was asked for: only
        inside its own server (a player asking from elsewhere is answered privately)."""
        return match.guild_id is not None and self.in_home(match)

    async def may_see(self, match: Match) -> bool:
        """The rule (see the module docstring)."""
        if self.plays_in(match):
            return True
        if not self.in_home(match):
            return False
        return await self.sight.reads(match.thread_id or match.channel_id)

    async def may_see_challenge(self, challenge: Challenge) -> bool:
        """The rule, for a challenge: it lives in the channel it was posted in."""
        if self.user_id in (challenge.challenger_id, challenge.target_id):
            return True
        if challenge.guild_id != self.guild_id:
            return False
        return await self.sight.reads(challenge.channel_id)

    async def reads_place(self, guild_id: int, place_id: int) -> bool:
        """Whether the asker reads a place (channel) of ``guild_id``: only of the server they
        ask from, as :meth:`may_see` judges a match played there by someone else."""
        return guild_id == self.guild_id and await self.sight.reads(place_id)

    async def may_list(self, match: Match) -> bool:
        """Whether ``match`` may appear in an answer about someone's record (a profile, a
        list): visible, and either of this server or answered to the asker alone.  So a
        player's own matches from other servers show only in their private answers."""
        return await self.may_see(match) and (self.private or self.in_home(match))

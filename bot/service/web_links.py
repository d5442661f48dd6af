"""Signed links to a match's web page: who may open what, minted and checked in one place.

Nothing on the web companion is public: a page opens only through a link this module signed
(``itsdangerous``) for someone who may see the match by the one rule
(:meth:`bot.service.viewer.Viewer.may_see`).  Two kinds:

- a **watch** link shows the public view (what anyone reading the match's thread sees);
- a **seat** link belongs to one player of one match: it shows their own hidden pieces and
  lets them play (the web front end turns it into a session cookie).

Each link names its match, its kind, who it was minted for and the generation of that
person's links; :meth:`WebLinks.revoke` moves their generation on, which refuses every link
they were given before.  A link expires after :attr:`WebLinks.lifetime_s`.  The signing keys
come from the operator's ``GAMUT_WEB_SECRET`` (several, comma-separated: the first signs, the
others still check, which is how a key is rotated) or else are generated once and stored in the
database, so a restart breaks no link.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from itsdangerous.timed import TimestampSigner

from bot.markup import t
from bot.service.errors import ServiceError
from bot.service.matches import Matches
from bot.service.replies import Choice, Prompt, Reply
from bot.service.viewer import Viewer
from storage import Match

if TYPE_CHECKING:
    from bot.service.tournaments.desk import TournamentDesk

SALT = "gamut.web.link"
WEEK_S = 7 * 24 * 3600
MAX_TOKEN_CHARS = 400  # far beyond any link minted here: a longer one is refused unread


class LinkKind(StrEnum):
    WATCH = "watch"
    SEAT = "seat"
    TOURNAMENT = "tournament"


class LinkRefused(ServiceError):
    """A link that opens nothing: malformed, forged, expired, revoked, or for a match gone."""


@dataclass(frozen=True)
class Pass:
    """What an accepted link lets its holder do: look at ``match_id``, as ``user_id``'s seat
    when ``kind`` is a seat (else the public view)."""

    match_id: int
    kind: LinkKind
    user_id: int

    @property
    def seat(self) -> bool:
        return self.kind is LinkKind.SEAT


@dataclass(frozen=True)
class TournamentPass:
    """What an accepted tournament link lets its holder do: look at ``tournament_id`` (its
    standings, pairings and its games' public views), as ``user_id`` was given it."""

    tournament_id: int
    user_id: int


@dataclass(frozen=True)
class Links:
    """The links minted for one asker and match: the watch link, and theirs to play with
    (None for an asker who does not play in it)."""

    watch: str
    seat: str | None


class WebLinks:
    """``service.web_links``: see the module docstring."""

    def __init__(
        self,
        matches: Matches,
        *,
        secrets: Sequence[str] = (),
        lifetime_s: float = WEEK_S,
    ) -> None:
        self.matches = matches
        self.secrets = tuple(s for s in secrets if s)
        self.lifetime_s = lifetime_s
        self._keys: list[str] | None = None

    @property
    def clock(self) -> Callable[[], float]:
        return self.matches.clock

    async def _serializer(self) -> URLSafeTimedSerializer:
        """Signing with the newest key, checking with every one (itsdangerous signs with
        the last of its list)."""
        if self._keys is None:
            if self.secrets:
                self._keys = list(reversed(self.secrets))
            else:
                self._keys = await self.matches.db.web.keys()
        clock = self.clock

        class Signer(TimestampSigner):
            def get_timestamp(self) -> int:
                return int(clock())

        return URLSafeTimedSerializer(self._keys, salt=SALT, signer=Signer)

    async def _mint(self, match: Match, kind: LinkKind, user_id: int) -> str:
        generation = await self.matches.db.web.generation(user_id)
        payload = {"m": match.id, "k": kind.value, "u": user_id, "g": generation}
        token = (await self._serializer()).dumps(payload)
        return str(token)

    async def links(self, viewer: Viewer, match_id: int | str) -> Links:
        """The watch link of a match the asker may see (the refusal of a missing match
        otherwise), and their seat link when they play in it."""
        match = await self.matches.visible_match(viewer, match_id)
        watch = await self._mint(match, LinkKind.WATCH, viewer.user_id)
        seat = None
        if viewer.plays_in(match):
            seat = await self._mint(match, LinkKind.SEAT, viewer.user_id)
        return Links(watch, seat)

    async def open(self, token: str) -> Pass:
        """The pass a link gives, or LinkRefused saying why (never which match a forged
        link names)."""
        payload = await self._payload(token)
        try:
            match_id, kind = int(payload["m"]), LinkKind(payload["k"])
            user_id, generation = int(payload["u"]), int(payload["g"])
        except (KeyError, TypeError, ValueError):
            raise LinkRefused(t("web-link-bad")) from None
        if kind is LinkKind.TOURNAMENT:
            raise LinkRefused(t("web-link-bad"))
        if generation != await self.matches.db.web.generation(user_id):
            raise LinkRefused(t("web-link-revoked"))
        try:
            match = await self.matches.get_match(match_id)
        except ServiceError:
            raise LinkRefused(t("web-link-gone")) from None
        if kind is LinkKind.SEAT and user_id not in (match.white_id, match.black_id):
            raise LinkRefused(t("web-link-bad"))
        return Pass(match.id, kind, user_id)

    async def tournament_link(
        self, viewer: Viewer, desk: TournamentDesk, tournament_id: int | str
    ) -> str:
        """A link to the page of a tournament the asker may see by the desk's rule (the
        refusal of a missing tournament otherwise, as ``/tournament`` answers it)."""
        snapshot = await desk.visible(viewer, tournament_id)
        generation = await self.matches.db.web.generation(viewer.user_id)
        payload = {
            "t": snapshot.tournament.id,
            "k": LinkKind.TOURNAMENT.value,
            "u": viewer.user_id,
            "g": generation,
        }
        return str((await self._serializer()).dumps(payload))

    async def open_tournament(self, token: str) -> TournamentPass:
        """The pass a tournament link gives, or LinkRefused saying why, in the same words
        as a match link's (a match link opens no tournament, nor the other way round)."""
        payload = await self._payload(token)
        try:
            tournament_id, kind = int(payload["t"]), LinkKind(payload["k"])
            user_id, generation = int(payload["u"]), int(payload["g"])
        except (KeyError, TypeError, ValueError):
            raise LinkRefused(t("web-link-bad")) from None
        if kind is not LinkKind.TOURNAMENT:
            raise LinkRefused(t("web-link-bad"))
        if generation != await self.matches.db.web.generation(user_id):
            raise LinkRefused(t("web-link-revoked"))
        return TournamentPass(tournament_id, user_id)

    async def _payload(self, token: str) -> Any:
        """A token's signed contents, or LinkRefused: malformed, forged or expired."""
        if not isinstance(token, str) or not token or len(token) > MAX_TOKEN_CHARS:
            raise LinkRefused(t("web-link-bad"))
        serializer = await self._serializer()
        try:
            return serializer.loads(token, max_age=int(self.lifetime_s))
        except SignatureExpired:
            raise LinkRefused(t("web-link-expired")) from None
        except BadSignature:
            raise LinkRefused(t("web-link-bad")) from None

    def ask_revoke(self, viewer: Viewer) -> Reply:
        """The question before :meth:`revoke` (a front end with buttons asks it first, as
        before a resignation): its one answer, for the asker alone, revokes."""
        return Reply(
            notice=t("web-links-revoke-confirm"),
            confirm=Prompt(
                viewer.user_id,
                t("web-links-revoke-prompt"),
                (Choice(t("web-links-revoke-button"), "web-revoke", str(viewer.user_id)),),
            ),
        )

    async def revoke(self, viewer: Viewer) -> Reply:
        """Every link the asker was given so far stops working (watch and seat links alike,
        of every match); new ones can be asked for at once."""
        await self.matches.db.web.revoke(viewer.user_id)
        return Reply(notice=t("web-links-revoked"))

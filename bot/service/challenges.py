"""Challenges: offer a game to one user or to anyone, accept, decline, cancel, expire.

Accepting starts the match (``Play.start_match``) and resolves the challenge in the same
storage transaction, so a failure in between (a busy database, a crash) leaves the challenge
open for a retry instead of "accepted" with no match.  A game against oneself starts at once,
which is how the console plays both sides.

Storage's refusals of a challenge (not found, already answered, expired, duplicate) become
ServiceErrors; any other StorageError (StorageBusy: "try again"; StorageFault: the operator's
problem) passes through unchanged for the front end's storage handler, never disguised as
"already answered".
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import games
from bot.markup import clean, command, t
from bot.service import validation
from bot.service.core import CLAIM_BATCH
from bot.service.errors import (
    Conflict,
    NotAllowed,
    ServiceError,
    no_such_challenge,
    parse_id,
)
from bot.service.game_choice import no_such_game
from bot.service.limits import OpenLimits
from bot.service.live_clock import control_of, read_control, stored_control
from bot.service.matches import Matches
from bot.service.phrases import engine_refusal
from bot.service.play import Play
from bot.service.replies import Choice, Prompt, Reply
from bot.service.viewer import Viewer
from storage import (
    Challenge,
    ChallengeClosed,
    ChallengeNotFound,
    DuplicateChallenge,
    StorageError,
)
from storage.status import ChallengeStatus

log = logging.getLogger(__name__)

COLOURS = ("white", "black", "random")


def options_text(game: games.Game, options: dict[str, Any]) -> str:
    """Only the options that differ from the defaults, e.g. ``stealth=on, pieces=12``."""
    parts = []
    for spec in game.options:
        value = options.get(spec.name, spec.default)
        if value != spec.default:
            shown = ("on" if value else "off") if isinstance(value, bool) else value
            parts.append(f"{spec.name}={shown}")
    return ", ".join(parts)


def chosen_colour(colour: object) -> str:
    """'white', 'black' or 'random' as asked (none or empty text: 'random')."""
    what = t("validation-what-colour")
    word = validation.or_none(validation.text, colour, what, longest=40) or "random"
    if word.lower() not in COLOURS:
        raise ServiceError(t("challenge-colour-refused", colour=validation.shown(word)))
    return word.lower()


@contextmanager
def challenge_refusals() -> Iterator[None]:
    """Storage's refusals of a challenge as the service errors a player sees: a lost race or
    an answered or expired challenge is a Conflict, a vanished one NotFound (each with
    storage's message).  Other storage errors are not about the challenge and pass through."""
    try:
        yield
    except ChallengeNotFound as exc:
        raise no_such_challenge(exc.challenge_id) from None
    except ChallengeClosed as exc:
        raise closed(exc.challenge_id, exc.status) from None
    except DuplicateChallenge as exc:
        raise Conflict(t("challenge-duplicate", challenge=str(exc.challenge_id))) from None


def closed(challenge_id: int, status: str) -> Conflict:
    """The refusal of a challenge no longer open: answered, withdrawn or expired (``status``,
    a :class:`ChallengeStatus` value, selects the words)."""
    if status == ChallengeStatus.EXPIRED:
        return Conflict(t("challenge-expired", challenge=str(challenge_id)))
    return Conflict(t("challenge-closed", challenge=str(challenge_id), status=str(status)))


def resolve_game(game_id: str, options: dict[str, Any] | None) -> tuple[games.Game, dict[str, Any]]:
    """The engine and its full, checked options; ServiceError saying what is wrong."""
    game_id = validation.text(game_id, t("validation-what-game"), longest=40)
    options = validation.options(options)
    try:
        game = games.get(game_id)
        return game, game.resolve_options(options)
    except games.UnknownGame:
        raise ServiceError(no_such_game(game_id)) from None
    except games.OptionError as exc:  # the engine names its message: said in the reader's words
        raise ServiceError(engine_refusal(exc)) from None


class Challenges:
    """``service.challenges``: see the module docstring."""

    def __init__(
        self, matches: Matches, play: Play, open_limits: OpenLimits, rng: random.Random
    ) -> None:
        self.matches = matches
        self.play = play
        self.open_limits = open_limits
        self.rng = rng
        self.db = matches.db
        self.mention = matches.mention

    async def challenge(
        self,
        challenger: int,
        game_id: str,
        *,
        opponent: int | None = None,
        options: dict[str, Any] | None = None,
        colour: str = "random",
        guild_id: int | None = None,
        channel_id: int | None = None,
        rated: bool | None = None,
        language: str | None = None,
        time: str | None = None,
    ) -> Reply:
        """Challenge ``opponent`` (or anyone, when None) to a game with these options.

        ``rated``: None or True for a rated match (the default between two people), False for
        a casual one; a game against oneself is never rated, so asking for one is refused.
        ``language``: the place's, for the board of a match that starts at once (oneself).
        ``time``: a live control as a player types it (``10+5``, bot.service.live_clock),
        None for correspondence.
        """
        challenger = validation.identifier(challenger, "player")
        opponent = validation.or_none(validation.identifier, opponent, "player")
        guild_id = validation.or_none(validation.identifier, guild_id, "server")
        channel_id = validation.or_none(validation.identifier, channel_id, "channel")
        rated = validation.or_none(validation.flag, rated, t("validation-what-rated"))
        game, resolved = resolve_game(game_id, options)
        colour = chosen_colour(colour)
        control = None if time is None else control_of(time)
        if opponent == challenger:
            if rated:
                raise ServiceError(t("challenge-self-never-rated"))
            return await self.play.start_match(
                game.id,
                resolved,
                challenger,
                challenger,
                guild_id=guild_id,
                channel_id=channel_id,
                language=language,
                control=control,
            )
        now = self.matches.clock()
        try:
            async with self.open_limits.room_for_challenge(challenger, guild_id):
                challenge = await self.db.challenges.create(
                    challenger,
                    opponent,
                    game.id,
                    resolved,
                    colour,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    expires_at=now + self.matches.settings.challenge_ttl,
                    rated=rated is not False,
                    now=now,
                    clock_control=stored_control(control),
                )
        except DuplicateChallenge:
            raise await self._already_challenged(challenger, opponent, game) from None
        return self._challenge_reply(game, challenge)

    async def _already_challenged(
        self, challenger: int, opponent: int | None, game: games.Game
    ) -> Conflict:
        """Why a second challenge between the same players for the same game is refused, in
        players' words: whose open challenge stands, and what to do about it."""
        waiting = await self.db.challenges.open_for_user(challenger, now=self.matches.clock())
        for standing in waiting:
            if standing.game_id != game.id:
                continue
            number = str(standing.id)
            if standing.challenger_id == challenger and standing.target_id == opponent:
                withdraw = command("cancel", number)
                if opponent is None:
                    return Conflict(
                        t("challenge-yours-waiting-anyone", game=game.name, cancel=withdraw)
                    )
                return Conflict(
                    t(
                        "challenge-yours-waiting",
                        opponent=self.mention(opponent),
                        game=game.name,
                        cancel=withdraw,
                    )
                )
            if standing.challenger_id == opponent and standing.target_id == challenger:
                return Conflict(
                    t(
                        "challenge-theirs-waiting",
                        challenger=self.mention(opponent),
                        game=game.name,
                        accept=command("accept", number),
                        decline=command("decline", number),
                    )
                )
        return Conflict(t("challenge-pair-open", game=game.name))

    def resolve_colour(self, colour: str | None) -> str:
        """'white' or 'black' for the challenger: as asked, or drawn when 'random'."""
        colour = chosen_colour(colour)
        return self.rng.choice(("white", "black")) if colour == "random" else colour

    def _challenge_reply(self, game: games.Game, challenge: Challenge) -> Reply:
        extra = options_text(game, challenge.options)
        what = t("challenge-game-options", game=game.name, options=extra) if extra else game.name
        challenger = self.mention(challenge.challenger_id)
        terms = t(
            "challenge-terms",
            challenger=challenger,
            colour=challenge.colour,
            rated="rated" if challenge.rated else "casual",
        )
        control = read_control(challenge.clock_control)
        if control is not None:
            terms += " " + t("live-challenge-terms", control=control.text)
        within = timedelta(seconds=self.matches.settings.challenge_ttl)
        if challenge.target_id is None:
            text = t("challenge-open", challenger=challenger, game=what, terms=terms, within=within)
        else:
            text = t(
                "challenge-to",
                opponent=self.mention(challenge.target_id),
                challenger=challenger,
                game=what,
                terms=terms,
                within=within,
            )
        number = str(challenge.id)
        choices = (
            Choice(t("challenge-button-accept"), "accept", number),
            Choice(t("challenge-button-decline"), "decline", number),
        )
        withdraw = (Choice(t("challenge-button-withdraw"), "cancel", number),)
        return Reply(
            text=text,
            prompts=(
                Prompt(challenge.target_id, t("challenge-prompt-accept"), choices),
                Prompt(challenge.challenger_id, t("challenge-prompt-withdraw"), withdraw),
            ),
            challenge_id=challenge.id,
            mentions=(challenge.target_id,) if challenge.target_id else (),
            notice=t("challenge-sent", challenge=number),
        )

    async def _open_challenge(self, viewer: Viewer, challenge_id: int) -> Challenge:
        """The open challenge ``challenge_id``, if ``viewer`` may see it: a hidden one gets
        the answer a missing one gets."""
        number = parse_id(challenge_id)
        if number is None:
            raise no_such_challenge(clean(str(challenge_id)))
        with challenge_refusals():
            challenge = await self.db.challenges.get(number)
        if not await viewer.may_see_challenge(challenge):
            raise no_such_challenge(number)
        if challenge.status != ChallengeStatus.OPEN:
            raise closed(challenge.id, challenge.status)
        if challenge.expires_at <= self.matches.clock():
            await self._resolve(challenge, ChallengeStatus.EXPIRED)
            raise closed(challenge.id, ChallengeStatus.EXPIRED)
        return challenge

    async def _resolve(self, challenge: Challenge, status: str) -> Challenge:
        with challenge_refusals():
            return await self.db.challenges.resolve(challenge.id, status, now=self.matches.clock())

    async def accept(self, viewer: Viewer, challenge_id: int) -> Reply:
        """Accept a challenge: only its target may, or anyone but the challenger if it is open.

        The match is created and the challenge marked accepted in one transaction; if that
        fails nothing is written and the challenge stays open, so accepting again works.
        """
        user_id = viewer.user_id
        challenge = await self._open_challenge(viewer, challenge_id)
        if challenge.target_id is None:
            if user_id == challenge.challenger_id:
                raise NotAllowed(t("challenge-accept-own"))
        elif user_id != challenge.target_id:
            raise NotAllowed(t("challenge-not-yours", challenge=str(challenge.id)))
        colour = self.resolve_colour(challenge.colour)
        white, black = (
            (challenge.challenger_id, user_id)
            if colour == "white"
            else (user_id, challenge.challenger_id)
        )
        with challenge_refusals():
            return await self.play.start_match(
                challenge.game_id,
                challenge.options,
                white,
                black,
                guild_id=challenge.guild_id,
                channel_id=challenge.channel_id,
                accepting_challenge=challenge.id,
                rated=challenge.rated,
                language=viewer.place_language,
                control=read_control(challenge.clock_control),
            )

    async def decline(self, viewer: Viewer, challenge_id: int) -> Reply:
        user_id = viewer.user_id
        challenge = await self._open_challenge(viewer, challenge_id)
        if challenge.target_id not in (None, user_id) or (
            challenge.target_id is None and user_id == challenge.challenger_id
        ):
            raise NotAllowed(t("challenge-not-yours", challenge=str(challenge.id)))
        if challenge.target_id is None:
            raise NotAllowed(t("challenge-decline-open"))
        await self._resolve(challenge, ChallengeStatus.DECLINED)
        return Reply(
            text=t(
                "challenge-declined",
                opponent=self.mention(user_id),
                challenger=self.mention(challenge.challenger_id),
                challenge=str(challenge.id),
            ),
            challenge_id=challenge.id,
        )

    async def cancel(self, viewer: Viewer, challenge_id: int) -> Reply:
        challenge = await self._open_challenge(viewer, challenge_id)
        if viewer.user_id != challenge.challenger_id:
            raise NotAllowed(t("challenge-cancel-not-yours"))
        await self._resolve(challenge, ChallengeStatus.CANCELLED)
        return Reply(
            text=t("challenge-cancelled", challenge=str(challenge.id)), challenge_id=challenge.id
        )

    async def expire_challenges(self) -> list[Reply]:
        """Mark overdue challenges expired; one reply each to tell the channel.

        Every bot process sweeps at once: storage marks and returns each overdue challenge in
        one atomic statement (``expire_due``), so each is announced by exactly one process; a
        challenge answered meanwhile is not overdue any more and simply is not returned.
        """
        replies: list[Reply] = []
        while True:
            try:
                now = self.matches.clock()
                expired = await self.db.challenges.expire_due(now, limit=CLAIM_BATCH)
            except StorageError as exc:  # busy or failing: the next tick tries again
                log.warning("overdue challenges not expired yet: %s", exc)
                return replies
            replies += [
                Reply(
                    text=t(
                        "challenge-expired-unanswered",
                        challenger=self.mention(challenge.challenger_id),
                        challenge=str(challenge.id),
                    ),
                    challenge_id=challenge.id,
                )
                for challenge in expired
            ]
            if len(expired) < CLAIM_BATCH:
                return replies

    async def open_challenges(self, viewer: Viewer) -> list[Challenge]:
        """The open challenges the asker made or received."""
        return await self.db.challenges.open_for_user(viewer.user_id, now=self.matches.clock())

"""The replay check: the move log, played through the engine, must give what is stored.

The log is the source of truth and the stored position a cache of it; this is how a test, an
operator or the service at start-up proves the two agree (and finds the first move where they
do not).  It also proves that every redacted move has its real text in the secrets and that
the full position of a game with hidden pieces is kept there.

Convention with the service: when ``game.dump(state)`` differs from
``game.public_position(state)`` (hidden pieces), the full string is stored in the match's
secrets under :data:`FULL_POSITION`, updated with every move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import games
from storage.errors import ReplayMismatch
from storage.models import Match, MoveRecord
from storage.status import MatchStatus

if TYPE_CHECKING:
    from storage.database import Database

FULL_POSITION = "position"  # secrets key: the full position string when the public one hides


def replay(
    game_id: str,
    options: Mapping[str, Any],
    moves: Sequence[MoveRecord],
    secret_moves: Mapping[int, str] | None = None,
) -> Any:
    """The engine state after playing the log from the start; ReplayMismatch at the first move
    that is out of order, by the wrong side, not legal, or shown with the wrong public text."""
    game = games.get(game_id)
    secret_moves = secret_moves or {}
    state = game.start(**options)
    for number, record in enumerate(moves, start=1):
        where = f"ply {record.ply} ({record.text!r})"
        if record.ply != number:
            raise ReplayMismatch(f"The move log jumps from ply {number - 1} to {record.ply}.")
        side = game.to_move(state)
        if record.side != side:
            raise ReplayMismatch(f"{where} is logged for {record.side}, but {side} was to move.")
        real = secret_moves.get(record.ply, record.text)
        if real not in game.legal_moves(state):
            raise ReplayMismatch(f"{where}: {real!r} is not a legal canonical move there.")
        shown = game.public_move_text(state, real)
        if shown != record.text:
            raise ReplayMismatch(f"{where}: the public text of {real!r} is {shown!r}.")
        state = game.play(state, real)
    unused = sorted(set(secret_moves) - {record.ply for record in moves})
    if unused:
        raise ReplayMismatch(f"Secret move texts for plies not in the log: {unused}.")
    return state


def check_replay(
    match: Match,
    moves: Sequence[MoveRecord],
    secret_moves: Mapping[int, str],
    secrets: Mapping[str, str],
) -> Any:
    """Replay ``match``'s log and compare with everything stored; return the replayed state.

    Checked: the ply counter, the public position, the full position in the secrets (required
    when the public one hides something), the engine's result against a finished match, and
    the user to move against the engine's side to move.
    """
    if match.ply != len(moves):
        raise ReplayMismatch(
            f"Match #{match.id} counts {match.ply} plies; its log has {len(moves)}."
        )
    game = games.get(match.game_id)
    state = replay(match.game_id, match.options, moves, secret_moves)
    public = game.public_position(state)
    if public != match.position:
        raise ReplayMismatch(
            f"Match #{match.id}: the log gives {public!r}, the match stores {match.position!r}."
        )
    full = game.dump(state)
    stored_full = secrets.get(FULL_POSITION)
    if (full != public or stored_full is not None) and stored_full != full:
        raise ReplayMismatch(
            f"Match #{match.id}: the log gives the full position {full!r}, the secrets hold "
            f"{stored_full!r}."
        )
    _check_result(match, game, state)
    return state


async def verify_match(db: Database, match_id: int) -> Any:
    """Load a match with its log and secrets and :func:`check_replay` it."""
    match = await db.matches.get(match_id)
    return check_replay(
        match,
        await db.matches.moves(match_id),
        await db.matches.secret_moves(match_id),
        await db.matches.secrets(match_id),
    )


def _check_result(match: Match, game: games.Game, state: Any) -> None:
    """An engine result must be the stored one; an unfinished match must wait on the right
    user (a match can also end by a host rule, so a finished match may have no engine result)."""
    outcome = game.outcome(state)
    if outcome is not None:
        if not match.is_over or match.winner != outcome.winner:
            raise ReplayMismatch(
                f"Match #{match.id}: the game is over ({outcome.describe()}), but the match is "
                f"{match.status} with winner {match.winner!r}."
            )
        return
    if match.status is MatchStatus.ACTIVE and match.to_move_id is not None:
        side = game.to_move(state)
        if side is None:
            raise ReplayMismatch(
                f"Match #{match.id} waits on user {match.to_move_id}, but the game has no one "
                "to move and no result."
            )
        if match.to_move_id != match.user_of(side):
            raise ReplayMismatch(
                f"Match #{match.id} waits on user {match.to_move_id}, but {side} "
                f"(user {match.user_of(side)}) is to move."
            )

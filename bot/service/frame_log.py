"""A match's public frames so far, extended by the decisions played since.

Every public position of a match (one frame per decision, set-up choices excepted) is what a
replay and a web page show.  Rebuilding them all for every change costs a view, a comparison
and a group search per move played so far, so a page watched through a long match would pay
for the whole match at every move.  :class:`Played` keeps what the frames so far ended on (the
state, its public view, the move count), so the next reading plays and draws only the new
decisions: one move costs one view, whatever the match's length.

The frames kept are the plain ones: the last position's host rule result view (a resignation,
a time-out) and the captions are laid on by the caller for the reading at hand, since they
change with the match's status and the reader's language.  What is kept holds the engine's
state, which may hide information; it never leaves the service's callers unredacted, as only
public views go into frames.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import games
from bot.service.boards import match_view, what_changed
from bot.service.numbering import MoveCount
from games import Game
from games.core.changes import moved_group, sent_home_squares, taken_squares
from renderers.replay import Frame
from storage import Match


@dataclass(frozen=True)
class MatchLog:
    """A match's move log as one reading found it: the real texts of its decisions (a
    secret set-up choice's too: only ever replayed, never shown), their public texts, when
    the last was logged and the takeback offset then (see :class:`Played`'s fields of the
    same names).  Plain data: what a worker process needs, with the match, to play the
    frames, and what the next reading needs to fetch only the rows logged since."""

    match_id: int
    texts: tuple[str, ...]
    public: tuple[str, ...]
    logged_at: float | None = None
    offset: int = 0


@dataclass(frozen=True)
class Played:
    """The plain frames of a match's first ``len(texts)`` decisions, and where they ended."""

    match_id: int
    texts: tuple[str, ...]  # the real texts replayed: a later log must start with them
    public: tuple[str, ...]  # the texts shown for them (a secret set-up choice redacted)
    frames: tuple[Frame, ...]
    state: Any  # the engine's state after them (hidden parts included: never shown)
    view: dict[str, Any]  # its public view, the "before" of the next decision
    count: MoveCount
    moves: int  # the number of the last move played (0: none yet)
    # When the last decision covered was logged (its record's created_at; None before the
    # first): with its ply and text it tells that logged row from one a takeback and a new
    # move put in its place, so a reader may fetch only the rows from it on.
    logged_at: float | None = None
    # The match's takeback offset then (:func:`bot.service.takebacks.position_serial` less
    # its move count), grown by every takeback: while it stays, the log only grew.
    offset: int = 0

    @property
    def log(self) -> MatchLog:
        """The log these frames were played from."""
        return MatchLog(self.match_id, self.texts, self.public, self.logged_at, self.offset)

    def continues(self, match_id: int, texts: Sequence[str], public: Sequence[str]) -> bool:
        """Whether the log ``texts`` (shown as ``public``) of ``match_id`` begins with the
        decisions these frames were made of, so only the rest need playing."""
        covered = len(self.texts)
        return (
            match_id == self.match_id
            and len(texts) >= covered
            and tuple(texts[:covered]) == self.texts
            and tuple(public[:covered]) == self.public
        )


def begin(match_id: int, game: Game, options: Mapping[str, Any]) -> Played:
    """The frames of a match before its first decision: the start alone."""
    start = game.start(**options)
    view = game.view(start, None)
    return Played(match_id, (), (), (Frame(view, move_number=0),), start, view, MoveCount(), 0)


def extend(game: Game, played: Played, texts: Sequence[str], public: Sequence[str]) -> Played:
    """``played`` carried on through the decisions of ``texts`` past the ones it covers
    (``public``: their texts as shown), each public view made once: the one after a decision
    is the one before the next.  CPU work: run it off the event loop."""
    state, view_before, count, moves = played.state, played.view, played.count, played.moves
    frames = list(played.frames)
    for real, shown in zip(texts[len(played.texts) :], public[len(played.texts) :], strict=True):
        number = count.number_of(view_before)
        count = count.after(view_before)
        after_state = game.play(state, real)
        after = game.view(after_state, None)
        if number is not None:  # a set-up choice changes nothing public and gets no frame
            moves = number
            found = what_changed(game, state, after_state, shown, view_before, after)
            group = moved_group(view_before, after, shown)
            frames.append(
                Frame(
                    after,
                    last_move=shown,
                    move_number=number,
                    captured=taken_squares(found),
                    sent_home=sent_home_squares(found),
                    moved=group.squares if group else (),
                )
            )
        state, view_before = after_state, after
    return Played(
        played.match_id,
        tuple(texts),
        tuple(public),
        tuple(frames),
        state,
        view_before,
        count,
        moves,
    )


def play(match: Match, log: MatchLog, known: Played | None = None) -> tuple[Played, list[Frame]]:
    """The frames of ``match`` (as read with ``log``): played on from ``known`` (an earlier
    answer for the same match) when the log still begins with what it covers, else from the
    start; and the frames as shown now, the last one's view carrying a host rule's result
    once the match is over.  A pure function of its arguments (CPU work: off the event
    loop), so that a worker process keeping its own ``known`` gives what the service's
    workers give."""
    game = games.get(match.game_id)
    if known is not None and not known.continues(match.id, log.texts, log.public):
        known = None
    start = known or begin(match.id, game, match.options)
    played = extend(game, start, log.texts, log.public)
    shown = list(played.frames)
    if match.status.is_over:  # a running match's view is the last frame's own
        shown[-1] = replace(shown[-1], view=match_view(match, game, played.state, None))
    return replace(played, logged_at=log.logged_at, offset=log.offset), shown

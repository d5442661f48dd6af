"""What a move did, in the reader's language: the words a wrong answer is told with, and a
played move's announcement (what it captured, what moved with it).

The engine's views name pieces by kind and flags (``{"kind": "diagonal", "flags":
["boss"]}``); :mod:`games.core.changes` reads what a move did from two views.  Here those
facts become messages of the catalogue (``lessons.ftl``): a piece with its article, in the
case the sentence needs (``.object`` for German's accusative), a change as a clause, the
mover's own move as a verb phrase (``moves the counter from a1 to a2``), so that the
sentence around them is each language's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n.messages import t
from games.core.changes import Change, MovedGroup

# Kinds two games share under one view name but players call differently: The King o' the
# Castle's Knight is a Caballero / Ritter, Charing Cross's a chess knight (caballo / Springer).
GAME_KINDS = {("king-of-the-castle", "knight"): "castle-knight"}


def piece_key(game_id: str, piece: Mapping[str, Any]) -> str:
    """The selector key of ``lesson-piece`` for a piece of a view: its kind, with ``-boss`` or
    ``crowned-`` when it is one (``diagonal-boss``, ``crowned-orthogonal``)."""
    kind = str(piece.get("kind", "piece"))
    kind = GAME_KINDS.get((game_id, kind), kind)
    flags = piece.get("flags") or ()
    if "boss" in flags:
        return f"{kind}-boss"
    return f"crowned-{kind}" if "crowned" in flags else kind


def the_piece(game_id: str, piece: Mapping[str, Any], *, as_object: bool = False) -> str:
    """ "the man" (subject), or as the object of a verb (German: "den Stein")."""
    message = "lesson-piece.object" if as_object else "lesson-piece"
    return t(message, kind=piece_key(game_id, piece))


def change_clause(game_id: str, change: Change) -> str:
    """One piece a move affected besides the moving one, as a clause
    (``the knight on c4 is off the board until its owner places it``)."""
    square = change.square
    piece = the_piece(game_id, change.piece)
    if change.what == "captured":
        return t("lesson-change-captured", piece=piece, square=square)
    if change.what == "hit":
        before = int(change.piece.get("hp") or 0)
        left = int((change.now or {}).get("hp") or 0)
        return t("lesson-change-hit", piece=piece, square=square, lost=before - left, left=left)
    if change.what == "moved":
        message = "lesson-change-home" if change.home else "lesson-change-moved"
        return t(message, piece=piece, square=square, to=change.to or "")
    if change.what == "waiting":
        return t("lesson-change-waiting", piece=piece, square=square)
    now = t("lesson-piece.indefinite", kind=piece_key(game_id, change.now or {}))
    return t("lesson-change-becomes", piece=piece, square=square, now=now)


def _joined(parts: Sequence[str]) -> str:
    """``a, b and c`` in the reader's words (refusal-and), as the English has always been
    joined (Babel's English list would add a comma before "and")."""
    if len(parts) <= 1:
        return "".join(parts)
    return t("refusal-and", first=", ".join(parts[:-1]), second=parts[-1])


def changes_told(game_id: str, found: Sequence[Change]) -> str:
    """Everything a move did besides moving its piece, as markup ('' for nothing): the
    captures together first (``capturing the man on d4 and the boss on d6``), then every
    other change, parted by semicolons: :func:`games.core.changes.summary` in the reader's
    language."""
    captured = [c for c in found if c.what == "captured"]
    clauses = []
    if captured:
        pieces = [
            t("coach-piece-on", piece=the_piece(game_id, c.piece), square=c.square)
            for c in captured
        ]
        clauses.append(t("play-change-captures", pieces=_joined(pieces), count=len(pieces)))
    clauses += [change_clause(game_id, c) for c in found if c.what != "captured"]
    return "; ".join(clauses)


def group_told(group: MovedGroup) -> str:
    """The mover's pieces that moved together (``the pair c8–b7 to b7–a6``), as markup."""
    return t(
        "play-carried",
        count=len(group.left),
        left=f"{group.left[0]}\u2013{group.left[-1]}",
        reached=f"{group.reached[0]}\u2013{group.reached[-1]}",
    )

"""The coach's reasons (hints and reviews) in the reader's language.

The AI's analysis (``games.ai.analysis``) words its reasons in English, from a few fixed
forms ("it wins by force within 3 of your moves", "it captures the man on d4", "after b2-b5
the man on b5 can be taken; ..."), because the games layer knows no catalogue.  A stored
review keeps those words.  Here each form is recognised, with its moves, squares, numbers
and pieces (named as :func:`games.core.changes.piece_name` names them), and told as a
message of ``coach.ftl`` (a win at once with its ending read back into endings.ftl's message,
bot.service.ending_words) (pieces through ``lesson-piece``, the changes a move made through
the lessons' ``lesson-change-...``, so that a piece has one name per language).  A reason
in no known form (a game's own outcome text, say) is shown as the analysis wrote it.
"""

from __future__ import annotations

import re
from functools import cache

from bot.i18n.messages import t
from bot.lessons.telling import piece_key
from bot.service.ending_words import ending_said
from games.core.changes import NOUNS, piece_name

SQUARE = r"[a-z][0-9]+"
MOVE = r"\S+"
_KINDS = ("man", "king", "counter", "page", "knight", "rook", "piece", *NOUNS, "compound")


@cache
def _pieces() -> dict[str, dict[str, object]]:
    """Every piece name the analysis may write, mapped back to a view's piece."""
    found: dict[str, dict[str, object]] = {}
    for kind in _KINDS:
        for flags in ((), ("crowned",), ("boss",)):
            piece: dict[str, object] = {"kind": kind, "flags": flags}
            found.setdefault(piece_name(piece), piece)
    return found


def side_name(side: str) -> str:
    """A side as the coach's texts name it ("white")."""
    return t("coach-side", side=side)


def _piece(game_id: str, name: str, square: str, *, as_object: bool = False) -> str | None:
    piece = _pieces().get(name)
    if piece is None:
        return None
    message = "lesson-piece.object" if as_object else "lesson-piece"
    return t("coach-piece-on", piece=t(message, kind=piece_key(game_id, piece)), square=square)


_PIECE_ON = re.compile(rf"the (.+?) on ({SQUARE})")
_CAPTURES = re.compile(r"(?:it captures|capturing) (.+)")
_FORCED = {
    re.compile(r"it wins by force within (\d+) of your moves"): "coach-reason-wins-by-force",
    re.compile(r"every move loses by force within (\d+) of your moves"): "coach-reason-all-lose",
}
_MOVE_FORCED = {
    re.compile(rf"({MOVE}) loses by force within (\d+) of your moves"): "coach-reason-loses",
    re.compile(rf"({MOVE}) wins by force within (\d+) of your moves"): "coach-reason-wins",
}
_EXPOSED = re.compile(
    rf"after ({MOVE}) the (.+) on ({SQUARE}) can be taken; this move keeps every piece safe"
)
_SAVES = re.compile(rf"it saves the (.+) on ({SQUARE}), which most other moves leave to be taken")
_INSTEAD = re.compile(rf"({MOVE}) instead: (.+)")
_WINS_NOW = re.compile(r"it wins at once: (.+)")
_HIT = re.compile(rf"the (.+) on ({SQUARE}) loses (?:a hit point|(\d+) hit points) \((\d+) left\)")
_MOVED = re.compile(rf"the (.+) on ({SQUARE}) goes (home )?to ({SQUARE})")
_WAITING = re.compile(rf"the (.+) on ({SQUARE}) is off the board until its owner places it")
_BECOMES = re.compile(rf"the (.+) on ({SQUARE}) becomes an? (.+)")


def told(game_id: str, reason: str) -> str:
    """``reason`` (the analysis's English) as markup in the catalogue's words, or as it is
    when it is in no form known here."""
    if not reason:
        return reason
    for pattern, message in _FORCED.items():
        if found := pattern.fullmatch(reason):
            return t(message, count=int(found.group(1)))
    for pattern, message in _MOVE_FORCED.items():
        if found := pattern.fullmatch(reason):
            return t(message, move=found.group(1), count=int(found.group(2)))
    if found := _INSTEAD.fullmatch(reason):
        return t("coach-reason-instead", move=found.group(1), why=told(game_id, found.group(2)))
    if found := _WINS_NOW.fullmatch(reason):
        ending = found.group(1)
        return t("coach-reason-wins-now", outcome=ending_said(ending) or ending)
    if found := _EXPOSED.fullmatch(reason):
        piece = _piece(game_id, found.group(2), found.group(3))
        if piece is not None:
            return t("coach-reason-exposed", move=found.group(1), piece=piece)
    if found := _SAVES.fullmatch(reason):
        piece = _piece(game_id, found.group(1), found.group(2), as_object=True)
        if piece is not None:
            return t("coach-reason-saves", piece=piece)
    clauses = [_clause(game_id, clause) for clause in reason.split("; ")]
    if all(clause is not None for clause in clauses):
        return "; ".join(c for c in clauses if c is not None)
    return reason


def _clause(game_id: str, clause: str) -> str | None:
    """One clause of a move's changes (``games.core.changes.summary``), or None."""
    if found := _CAPTURES.fullmatch(clause):
        named = _PIECE_ON.findall(found.group(1))
        rebuilt = [f"the {name} on {square}" for name, square in named]
        if not named or found.group(1) != _joined(rebuilt):
            return None
        pieces = [_piece(game_id, name, square, as_object=True) for name, square in named]
        if None in pieces:
            return None
        return t("coach-reason-captures", pieces=[p for p in pieces if p is not None])
    if found := _HIT.fullmatch(clause):
        name, square, lost, left = found.groups()
        piece = _piece_alone(game_id, name)
        lost_count = int(lost) if lost else 1
        return piece and t(
            "lesson-change-hit", piece=piece, square=square, lost=lost_count, left=int(left)
        )
    if found := _MOVED.fullmatch(clause):
        name, square, home, to = found.groups()
        piece = _piece_alone(game_id, name)
        message = "lesson-change-home" if home else "lesson-change-moved"
        return piece and t(message, piece=piece, square=square, to=to)
    if found := _WAITING.fullmatch(clause):
        piece = _piece_alone(game_id, found.group(1))
        return piece and t("lesson-change-waiting", piece=piece, square=found.group(2))
    if found := _BECOMES.fullmatch(clause):
        name, square, now = found.groups()
        piece, became = _piece_alone(game_id, name), _pieces().get(now)
        if piece is None or became is None:
            return None
        kind = t("lesson-piece.indefinite", kind=piece_key(game_id, became))
        return t("lesson-change-becomes", piece=piece, square=square, now=kind)
    return None


def _piece_alone(game_id: str, name: str) -> str | None:
    piece = _pieces().get(name)
    return None if piece is None else t("lesson-piece", kind=piece_key(game_id, piece))


def _joined(parts: list[str]) -> str:
    """How ``games.core.changes`` joins its captures ("a, b and c"), to check a parse."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]

"""Move text: reading what a player typed and matching it against the legal list.

The parser is built on the move generator (as in python-chess): an engine lists its legal
moves as canonical texts, and this module finds which one a player meant.  Rules therefore live
only in the generators; lenient input lives only here, once for every game.

Reading is strict about *what* is typed and lenient about *how*: the whole text must be move
notation (squares, the separators ``-`` and ``x``, the words the game's moves really use, a
drop's ``@``), because a word or letter that is silently skipped can turn a refused move into a
different, legal one (``Dh3-a4`` read as ``h3-a4`` would be refused, read as ``a4`` it is
played).  The leniencies are those of docs/rules/README.md § Move input: case, surrounding
blanks, ``–``/``—`` for ``-``, and shortenings that name exactly one legal move.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from games.core.geometry import Board
from games.errors import AmbiguousMove, IllegalMove, InvalidMove, Refusal, Why
from games.phrase import Phrase

_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "−": "-"})
_SQUARE = re.compile(r"(?<![a-wyz])([a-z])([0-9]+)")
MAX_SUGGESTIONS = 8
MAX_INPUT = 200  # characters: longer text is refused before any matching work
QUOTE_LIMIT = 40  # characters of the player's text an error message repeats

# One item of a blank-free run of typed text.  A word is taken whole (possessive ``++``) and
# must not run into a digit or an ``@``: ``dh3`` is then neither a word nor a square, and the
# whole run is reported instead of being read as ``h3``.  ``x`` is a separator only before a
# square or at the end of a run, so a word starting with x is still seen as one word.
_ITEM = re.compile(
    r"(?P<square>[a-z][0-9]+)"
    r"|(?P<drop>[a-z]?@)"
    r"|(?P<sep>-|x(?=[a-z][0-9]|$))"
    r"|(?P<word>[a-z]++)(?![0-9@])"
)
_JUNK = re.compile(r"[a-z0-9]+|.")


@dataclass(frozen=True)
class MoveSyntax:
    """What a game's move texts may contain beside squares and separators.

    ``words`` are the words of its word moves (``pass``, ``shift``, ``left`` ...); a typed word
    must be one of them or a prefix of one.  ``drops`` is None when the game has no ``@``
    moves, else the piece letters that may stand before the ``@`` (``""``: a bare ``@`` only).
    """

    words: frozenset[str] = frozenset({"pass"})
    drops: str | None = None

    @classmethod
    def of(cls, moves: Iterable[str]) -> MoveSyntax:
        """The syntax a list of canonical moves uses (for callers that know no game)."""
        words = {"pass"}
        drops: str | None = None
        for move in moves:
            reading = canonical_reading(move)
            words.update(reading.words)
            if reading.drop is not None:
                drops = (drops or "") + reading.drop
        return cls(frozenset(words), drops)

    def knows(self, word: str) -> bool:
        return any(known.startswith(word) for known in self.words)


@dataclass(frozen=True)
class Reading:
    """A move text split into its parts.

    ``gaps`` has one entry per pair of neighbouring squares: ``-`` or ``x`` when typed there,
    ``""`` when the squares were only run together or blank-separated (a listed shift's steps
    are blank-separated, so a move whose gaps are all typed is one chain).
    """

    words: tuple[str, ...] = ()
    drop: str | None = None  # None: no '@'; "": a bare '@'; else the piece letter before it
    squares: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()

    @cached_property
    def chain(self) -> bool:
        """A single path of squares (a step, a jump chain, a drop), not a list of steps (kept:
        the canonical readings are remembered, and each refused text asks every one of them)."""
        return all(self.gaps)


def normalise(text: str) -> str:
    """Lowercase, trim, unify dashes and collapse runs of blanks."""
    return " ".join(text.translate(_DASHES).strip().lower().split())


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters with an ellipsis.

    Messages go back to a chat channel: a pasted essay must not be echoed whole.
    """
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return f"'{text}'"


def squares_in(text: str) -> list[str]:
    """The square names in a normalised move text, in order (``'c2-c4xe4'`` -> c2, c4, e4)."""
    return list(square_names(text))


@lru_cache(maxsize=8192)
def square_names(text: str) -> tuple[str, ...]:
    """``squares_in(text)`` as a tuple, remembered: the refusals and suggestions read the
    squares of every legal move for each refused text, and the same texts come back."""
    return tuple(f + r for f, r in _SQUARE.findall(text))


def describe_moves(moves: Sequence[str]) -> Phrase:
    """A short list of moves for a message."""
    shown = list(moves[:MAX_SUGGESTIONS])
    more = len(moves) - len(shown)
    listed = ", ".join(shown)
    if more > 0:
        return Phrase.of("refusal-moves-more", f"{listed} and {more} more", moves=listed, more=more)
    return Phrase.of("", listed)  # moves alone: no words to translate


MUST_BE_TEXT = Phrase.of("refusal-move-not-text", "A move must be text, for example a4-b5.")


def nearest_moves(text: str, legal: Sequence[str]) -> list[str]:
    """Legal moves a player probably meant: those from the same square, else close spellings."""
    lowered = [m.lower() for m in legal]
    squares = square_names(text)
    if squares:
        named = [square_names(m) for m in lowered]
        same_start = [m for m, its in zip(legal, named, strict=True) if its[:1] == squares[:1]]
        if same_start:
            return same_start
        same_end = [m for m, its in zip(legal, named, strict=True) if its[-1:] == squares[-1:]]
        if same_end:
            return same_end
    close = difflib.get_close_matches(text, lowered, n=MAX_SUGGESTIONS)
    by_lower = dict(zip(lowered, legal, strict=True))
    return [by_lower[c] for c in close] or list(legal)


# ----- reading ---------------------------------------------------------------------------------


def _checked_text(text: object) -> str:
    """The typed text, stripped; InvalidMove for non-text, empty or over-long input.

    The length bound comes first so that no later step (regexes, difflib) ever sees a long text.
    """
    if not isinstance(text, str):
        raise InvalidMove(MUST_BE_TEXT)
    stripped = text.strip()
    if len(stripped) > MAX_INPUT:
        english = (
            f"That is {len(stripped):,} characters; a move is at most {MAX_INPUT}. "
            "Type just the move, for example a4-b5."
        )
        raise InvalidMove(
            Phrase.of("refusal-move-too-long", english, length=len(stripped), most=MAX_INPUT)
        )
    return stripped


def _lex(text: str, syntax: MoveSyntax | None) -> tuple[list[tuple[str, str]], list[str]]:
    """The items of ``text`` as (kind, value), and the pieces of it that are no notation.

    ``syntax`` None accepts every word and drop letter (used for canonical texts, which the
    engines write and so need no checking).  A junk piece is quoted as the player typed it.
    """
    items: list[tuple[str, str]] = []
    junk: list[str] = []
    for run in text.translate(_DASHES).split():
        low = run.lower()
        shown = run if len(low) == len(run) else low
        pos = 0
        while pos < len(low):
            match = _ITEM.match(low, pos)
            kind = match.lastgroup if match else None
            if match and syntax is not None and not _allowed(match, syntax):
                kind = None
            if match is None or kind is None:
                # A refused drop is named whole ('k@'); anything else up to the next symbol.
                end = match.end() if match and match.lastgroup == "drop" else 0
                end = end or _JUNK.match(low, pos).end()  # type: ignore[union-attr]
                junk.append(shown[pos:end])
                pos = end
                continue
            items.append((kind, match.group(kind)))
            pos = match.end()
    return items, junk


def _allowed(match: re.Match[str], syntax: MoveSyntax) -> bool:
    """Whether a lexed word or drop is one this game's moves use (squares always are)."""
    if match.lastgroup == "word":
        return syntax.knows(match["word"])
    if match.lastgroup == "drop":
        return syntax.drops is not None and match["drop"][:-1] in syntax.drops
    return True


def _list_junk(junk: list[str], hint: Phrase | None) -> Phrase:
    """``'hello' and 'world' are not part of a move.``: the pieces quoted, about QUOTE_LIMIT
    characters in all, and the ``hint`` of what moves look like."""
    shown: list[str] = []
    used = 0
    for piece in junk:
        if shown and used + len(piece) > QUOTE_LIMIT:
            break
        shown.append(quote(piece, QUOTE_LIMIT // 2))
        used += min(len(piece), QUOTE_LIMIT // 2)
    left = len(junk) - len(shown)
    tail = f" {hint}" if hint else ""
    if len(junk) == 1:
        english = f"{shown[0]} is not part of a move.{tail}"
        ids = ("refusal-not-notation-one", "refusal-not-notation-one-hinted")
        return _hinted(ids, english, hint, typed=shown[0])
    if left:
        last: str | Phrase = Phrase.of("refusal-more", f"{left} more", count=left)
    else:
        last = shown.pop()
    english = f"{', '.join(shown)} and {last} are not part of a move.{tail}"
    ids = ("refusal-not-notation", "refusal-not-notation-hinted")
    return _hinted(ids, english, hint, typed=", ".join(shown), typed_last=last)


def _hinted(
    message_ids: tuple[str, str], english: str, hint: Phrase | None, **args: str | Phrase
) -> Phrase:
    """The phrase of the first of ``message_ids``, or of the second with the hint when there
    is one."""
    if hint is None:
        return Phrase.of(message_ids[0], english, **args)
    return Phrase.of(message_ids[1], english, hint=hint, **args)


def _unreadable(text: str, why: Phrase) -> InvalidMove:
    """``Cannot read 'text': why.``"""
    quoted = quote(text)
    return InvalidMove(
        Phrase.of("refusal-cannot-read", f"Cannot read {quoted}: {why}", typed=quoted, why=why)
    )


def _assemble(items: list[tuple[str, str]], text: str) -> Reading:
    """Put lexed items together: words first, then an optional drop, then squares with at most
    one separator between neighbours.  InvalidMove saying what is out of place."""
    words: list[str] = []
    drop: str | None = None
    squares: list[str] = []
    gaps: list[str] = []
    pending: str | None = None  # a separator waiting for the square after it
    for kind, value in items:
        if kind == "word":
            if squares or drop is not None:
                raise _unreadable(
                    text,
                    Phrase.of(
                        "refusal-word-first", f"the word '{value}' must come first.", word=value
                    ),
                )
            words.append(value)
        elif kind == "drop":
            if squares or drop is not None:
                raise _unreadable(
                    text, Phrase.of("refusal-drop-before-square", "'@' goes before the one square.")
                )
            drop = value[:-1]
        elif kind == "sep":
            if not squares or pending is not None:
                raise _unreadable(text, _between_squares(value))
            pending = value
        else:
            if squares:
                gaps.append(pending or "")
            pending = None
            squares.append(value)
    if pending is not None:
        raise _unreadable(text, _between_squares(pending))
    if drop is not None and len(squares) != 1:
        raise _unreadable(
            text, Phrase.of("refusal-drop-one-square", "'@' is followed by exactly one square.")
        )
    return Reading(tuple(words), drop, tuple(squares), tuple(gaps))


def read_move(
    text: object, syntax: MoveSyntax, board: Board, examples: Sequence[str] = ()
) -> Reading:
    """Read typed text as move notation, or raise InvalidMove naming what is not notation.

    Squares are checked against ``board`` here, so "not a square" and "not a legal move" are
    told apart.  ``examples`` are shown when nothing could be read.
    """
    stripped = _checked_text(text)
    hint = None
    if examples:
        shown = describe_moves(examples[:3])
        hint = Phrase.of("refusal-moves-look-like", f"Moves look like: {shown}.", moves=shown)
    if not stripped:
        english = f"Type a move. {hint}" if hint else "Type a move."
        ids = ("refusal-type-a-move", "refusal-type-a-move-hinted")
        raise InvalidMove(_hinted(ids, english, hint))
    items, junk = _lex(stripped, syntax)
    if junk:
        raise InvalidMove(_list_junk(junk, hint))
    reading = _assemble(items, stripped)
    names = []
    for name in reading.squares:
        if not board.is_square_name(name):
            quoted, size = quote(name, 8), board.describe()
            english = f"{quoted} is not a square on this board ({size})."
            raise InvalidMove(
                Phrase.of("refusal-not-a-square", english, typed=quoted, board=size)
            )
        names.append(board.name(board.parse(name)))  # a01 -> a1
    return Reading(reading.words, reading.drop, tuple(names), reading.gaps)


@lru_cache(maxsize=1 << 16)
def canonical_reading(move: str) -> Reading:
    """The reading of a canonical move text (engines write these, so no checking is needed)."""
    items, _ = _lex(move, None)
    return _assemble(items, move)


# ----- matching --------------------------------------------------------------------------------


def _words_agree(typed: Reading, move: Reading) -> bool:
    """Typed words are prefixes of the move's, in order.  Words may be left out when squares
    name the move (``b2`` for ``king b2``); fewer words than the move has only with no square
    typed (``shift`` for every shift, then ambiguous)."""
    if not typed.words:
        return True
    if len(typed.words) > len(move.words):
        return False
    if len(typed.words) < len(move.words) and typed.squares:
        return False
    return all(known.startswith(word) for word, known in zip(typed.words, move.words, strict=False))


def _drop_agrees(typed: Reading, move: Reading) -> bool:
    """A typed ``@`` must meet a drop, and a typed piece letter the same one."""
    if typed.drop is None:
        return True
    return move.drop is not None and typed.drop in ("", move.drop)


def _narrow(candidates: list[tuple[Reading, str]], typed: Reading) -> list[tuple[Reading, str]]:
    """Among several moves with the typed squares, keep those whose separators agree with
    every separator typed.  Only moves with as many steps as typed are compared (the caller
    passes same-squares candidates only), and when none agrees nothing is picked: the player
    is asked to type the whole move rather than given a guess."""
    if len(candidates) < 2 or not any(typed.gaps):
        return candidates
    agreeing = [
        (reading, move)
        for reading, move in candidates
        if len(reading.gaps) == len(typed.gaps)
        and all(
            not mine or mine == theirs
            for mine, theirs in zip(typed.gaps, reading.gaps, strict=True)
        )
    ]
    return agreeing or candidates


def _tiers(typed: Reading, pool: list[tuple[Reading, str]]) -> list[list[tuple[Reading, str]]]:
    """The shortening tiers, most literal first: same squares (separators narrow); a chain's
    first and last square; a single square naming a chain's destination, or the first squares
    of a longer chain.  With no square typed, the words alone."""
    if not typed.squares:
        return [pool]
    tiers = [_narrow([c for c in pool if c[0].squares == typed.squares], typed)]
    if len(typed.squares) == 2:
        tiers.append(
            [
                c
                for c in pool
                if len(c[0].squares) > 2
                and (c[0].squares[0], c[0].squares[-1]) == typed.squares
                and not c[0].words
                and c[0].chain
            ]
        )
    if len(typed.squares) == 1:
        tiers.append([c for c in pool if c[0].squares[-1:] == typed.squares and c[0].chain])
    else:  # the start of a chain that cannot stop there (a capture sequence must go on)
        size = len(typed.squares)
        tiers.append(
            [
                c
                for c in pool
                if len(c[0].squares) > size
                and c[0].squares[:size] == typed.squares
                and not c[0].words
                and c[0].chain
            ]
        )
    return tiers


def marks_agree(typed: Reading, move: Reading) -> bool:
    """Whether every ``x`` typed stands for a capture in ``move`` (docs/rules/README.md § Move
    input: ``x`` marks a capture, ``-`` may be typed for either).

    Typed squares that are the move's own squares (or its first ones) compare gap by gap; a
    chain's first and last square alone stand for the whole chain, so their ``x`` needs some
    capture in it.
    """
    if "x" not in typed.gaps:
        return True
    if typed.squares == move.squares[: len(typed.squares)]:
        return all(
            mine != "x" or theirs == "x"
            for mine, theirs in zip(typed.gaps, move.gaps, strict=False)
        )
    return "x" in move.gaps


def not_a_capture(text: str, moves: Sequence[str]) -> IllegalMove:
    """The refusal of an ``x`` typed for moves that capture nothing there."""
    if len(moves) == 1:
        english = f"'x' marks a capture, and {moves[0]} captures nothing there. Type {moves[0]}."
        phrase = Phrase.of("refusal-not-a-capture-one", english, move=moves[0])
    else:
        listed = describe_moves(moves)
        english = f"'x' marks a capture, and none of {listed} captures there."
        phrase = Phrase.of("refusal-not-a-capture", english, moves=listed)
    return _not_legal(text, Refusal(Why.NOT_A_CAPTURE, phrase, True))


def _between_squares(separator: str) -> Phrase:
    return Phrase.of(
        "refusal-between-squares",
        f"'{separator}' must stand between two squares.",
        separator=separator,
    )


def _not_legal(text: str, refusal: Refusal, near: Phrase | None = None) -> IllegalMove:
    """``'text' is not a legal move here: <the reason>`` (and ``Try: <near>.``)."""
    quoted = quote(text)
    if near is None:
        english = f"{quoted} is not a legal move here: {refusal.reason}"
        phrase = Phrase.of("refusal-not-legal", english, typed=quoted, reason=refusal.phrase)
    else:
        english = f"{quoted} is not a legal move here: {refusal.reason} Try: {near}."
        phrase = Phrase.of(
            "refusal-not-legal-try", english, typed=quoted, reason=refusal.phrase, moves=near
        )
    return IllegalMove(phrase, refusal)


Explainer = Callable[[Reading], Refusal | None]


def refused(text: str, legal: Sequence[str], refusal: Refusal | None) -> IllegalMove:
    """The IllegalMove for ``text``: the rule that refuses it when known, with the nearest
    legal moves unless the reason already names the moves to play."""
    if refusal is not None and refusal.lists_moves:
        return _not_legal(text, refusal)
    near = describe_moves(nearest_moves(normalise(text), legal))
    if refusal is not None:
        return _not_legal(text, refusal, near)
    quoted = quote(text)
    english = f"{quoted} is not a legal move here. Try: {near}."
    return IllegalMove(Phrase.of("refusal-not-legal-unknown", english, typed=quoted, moves=near))


@lru_cache(maxsize=256)
def _known(legal: tuple[str, ...]) -> tuple[dict[str, str], tuple[tuple[Reading, str], ...]]:
    """A legal list as matching reads it, worked out once per list (a player's retries, the
    AI's and the host's parses ask about the same position): each move by its lower-case text
    (the first one, as the list is read in order) and each move's reading."""
    lowered: dict[str, str] = {}
    for move in legal:
        lowered.setdefault(move.lower(), move)
    return lowered, tuple((canonical_reading(move.lower()), move) for move in legal)


def match_move(
    text: object,
    legal: Sequence[str],
    board: Board,
    syntax: MoveSyntax | None = None,
    explain: Explainer | None = None,
) -> str:
    """The one legal move ``text`` names, or a MoveError saying why there is none.

    ``syntax`` is the game's (words, drops); without it, what ``legal`` itself uses.  The text
    is read strictly (``read_move``), then matched: the exact text, or a shortening tier (see
    ``_tiers``) in which exactly one legal move matches.  Several matches are ambiguous, listed.
    A typed ``x`` must stand for a capture.  When nothing matches, ``explain`` (the engine's
    rules) is asked which rule refuses the move.
    """
    stripped = _checked_text(text)
    typed_text = normalise(stripped)
    lowered, readings = _known(tuple(legal))
    exact = lowered.get(typed_text)
    if exact is not None:
        return exact
    reading = read_move(stripped, syntax or MoveSyntax.of(legal), board, legal)
    if not legal:
        raise IllegalMove(Phrase.of("refusal-game-over", "No move is possible: the game is over."))
    if not reading.words and reading.drop is None:  # both agreements hold for every move
        pool = list(readings)
    else:
        pool = [
            (known, move)
            for known, move in readings
            if _words_agree(reading, known) and _drop_agrees(reading, known)
        ]
    for candidates in _tiers(reading, pool):
        marked = [c for c in candidates if marks_agree(reading, c[0])]
        if candidates and not marked:
            raise not_a_capture(stripped, [move for _, move in candidates])
        if len(marked) == 1:
            return marked[0][1]
        if marked:
            moves = [move for _, move in marked]
            quoted, listed = quote(stripped), describe_moves(moves)
            english = f"{quoted} could mean {listed}: type the whole move."
            raise AmbiguousMove(
                Phrase.of("refusal-ambiguous", english, typed=quoted, moves=listed)
            )
    raise refused(stripped, legal, explain(reading) if explain else None)

"""Every reason a refused move is given holds in the position (issue 28, "A refused move says
which rule refuses it").

Over positions of every game reached by seeded random play from the start (several option
variants), every from-square/to-square pair a player could type is tried (in a few positions
of each game that together meet every reason its pairs are refused for).  A pair that names a
legal move is never refused; a refused pair carries a Refusal whose rule is checked here
against the position as the mover's own view shows it and the legal-move list, with geometry
written in this file: never with the explainers' code.
"""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest

import games
from games.errors import Why
from tests.helpers import random_states

KC, BOSSES, CROSSINGS, KOTC, CHARING = (
    "kings-crossing",
    "checkers-bosses",
    "crossings",
    "king-of-the-castle",
    "charing-cross",
)
SIZES = {"king": 3, "knight": 2, "page": 1}  # King o' the Castle: a piece jumps sizes <= its own
POSITIONS = 8  # per game (the x and word-move tests read them all)
VARIANTS_PER_GAME = 3
# The positions (of the POSITIONS) in which every pair of squares is typed: together they meet
# every reason a typed pair is refused for in any of the game's POSITIONS (REASONS, found by
# typing every pair in all of them, and asserted below), at a fifth of the typing.
TYPED = {
    CHARING: (2, 3),
    BOSSES: (0, 1),
    CROSSINGS: (2,),
    KOTC: (5,),
    KC: (1, 2, 3),
}
_COMMON = {Why.EMPTY_SQUARE, Why.NOT_YOUR_PIECE, Why.DIRECTION}
REASONS = {
    CHARING: _COMMON
    | {Why.DECISION_FIRST, Why.EDGE, Why.NOTHING_TO_JUMP, Why.OCCUPIED, Why.TOO_FAR},
    BOSSES: _COMMON
    | {
        Why.BACKWARD,
        Why.COMPULSORY,
        Why.NOTHING_TO_JUMP,
        Why.OCCUPIED,
        Why.OWN_PIECE_JUMP,
        Why.TOO_FAR,
    },
    CROSSINGS: _COMMON | {Why.BLOCKED, Why.TOO_FAR},
    KOTC: _COMMON
    | {Why.BLOCKED, Why.ENEMY_CASTLE, Why.OCCUPIED, Why.OWN_CASTLE, Why.TOO_FAR, Why.TOO_SMALL},
    KC: _COMMON | {Why.BACKWARD, Why.BLOCKED, Why.COMPULSORY, Why.DECISION_FIRST, Why.OCCUPIED},
}
AMBIGUOUS = {CROSSINGS, KOTC}  # games whose typed pairs can name several moves (met too)
SQUARE = re.compile(r"[a-h][0-9]")


def _variants(game_id: str) -> list[dict[str, Any]]:
    """A few option variants of the game, always its default first (seeded choice)."""
    variants = games.get(game_id).option_variants()
    rest = random.Random(game_id).sample(variants[1:], min(len(variants) - 1, VARIANTS_PER_GAME))
    return [{}, *rest]


@cache
def _positions(game_id: str) -> tuple[Any, ...]:
    """POSITIONS positions, taken in turn from seeded random playouts of each variant at a
    random depth; none is over (made once per game: every test of the game reads them)."""
    game = games.get(game_id)
    rng = random.Random(game_id)
    pools = []
    for index, options in enumerate(_variants(game_id)):
        states = [s for s, _ in random_states(game_id, options, seed=index, max_moves=80)]
        pools.append([s for s in states if game.to_move(s) is not None])
    return tuple(rng.choice(pools[i % len(pools)]) for i in range(POSITIONS))


def _coords(name: str) -> tuple[int, int]:
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def _name(file: int, rank: int) -> str:
    return f"{chr(ord('a') + file)}{rank + 1}"


def _line(a: str, b: str) -> tuple[tuple[int, int], int] | None:
    """Unit step and distance from a to b along a rank, file or diagonal; None off any line."""
    (fa, ra), (fb, rb) = _coords(a), _coords(b)
    df, dr = fb - fa, rb - ra
    if (df, dr) == (0, 0) or (df and dr and abs(df) != abs(dr)):
        return None
    return ((df > 0) - (df < 0), (dr > 0) - (dr < 0)), max(abs(df), abs(dr))


def _between(a: str, b: str) -> list[str]:
    line = _line(a, b)
    if line is None:
        return []
    (df, dr), distance = line
    fa, ra = _coords(a)
    return [_name(fa + df * k, ra + dr * k) for k in range(1, distance)]


def _behind(side: str, a: str, b: str) -> bool:
    ra, rb = _coords(a)[1], _coords(b)[1]
    return rb < ra if side == "white" else rb > ra


def _trapped(pieces: dict[str, dict], files: int, ranks: int) -> set[str]:
    """King's Crossing: squares of runs of one side along a rank or file with an enemy piece
    directly at both ends (the rules' definition, written out again here)."""
    lines = [[_name(f, r) for f in range(files)] for r in range(ranks)]
    lines += [[_name(f, r) for r in range(ranks)] for f in range(files)]
    out: set[str] = set()
    for line in lines:
        sides = [pieces[sq]["side"] if sq in pieces else None for sq in line]
        start = 0
        while start < len(line):
            side = sides[start]
            if side is None:
                start += 1
                continue
            end = start
            while end + 1 < len(line) and sides[end + 1] == side:
                end += 1
            before = sides[start - 1] if start > 0 else None
            after = sides[end + 1] if end + 1 < len(line) else None
            if before not in (None, side) and after not in (None, side):
                out.update(line[start : end + 1])
            start = end + 1
    return out


def _ends(move: str) -> tuple[str, str] | None:
    squares = SQUARE.findall(move)
    if "@" in move or " " in move or len(squares) < 2:
        return None
    return squares[0], squares[-1]


def _check(
    game_id: str, view: dict, legal: list[str], plain: set[tuple[str, str]], a: str, b: str, refusal
) -> None:
    """The refusal of the typed pair a-b holds in the position (see the module docstring);
    ``plain`` holds the (from, to) squares of every legal move written as squares."""
    mover = view["to_move"]
    pieces = view["pieces"]
    piece = pieces.get(a)
    why = refusal.why
    assert (a, b) not in plain, "a legal move was refused"
    if why is Why.DECISION_FIRST:
        assert legal and not plain
        return
    if why is Why.EMPTY_SQUARE:
        assert piece is None
        return
    if why is Why.NOT_YOUR_PIECE:
        assert piece is not None and piece["side"] != mover
        return
    assert piece is not None and piece["side"] == mover, why
    distance = _line(a, b)
    if why is Why.COMPULSORY:
        assert game_id in (KC, BOSSES)
        assert legal and all("x" in m for m in legal)
        named = re.findall(r"[a-h][0-9](?:x[a-h][0-9])+", refusal.reason)
        assert named and set(named) <= set(legal)
        if game_id == KC:
            assert all(_line(*m.split("x"))[1] == 2 for m in legal), "only jumps are compulsory"
    elif why is Why.MAJORITY:
        assert game_id == BOSSES
        assert all("x" in m for m in legal)
        assert len({m.count("x") for m in legal}) == 1
        assert not any(m.startswith(a) and m.endswith(b) for m in legal)
    elif why is Why.BACKWARD:
        assert _behind(mover, a, b)
    elif why is Why.TOO_FAR and game_id == CROSSINGS:
        size, head_path = _group_and_head_path(view, a, b)
        files, ranks = view["board"]["files"], view["board"]["ranks"]
        landing = _coords(head_path[-1])
        assert distance[1] > size or not (0 <= landing[0] < files and 0 <= landing[1] < ranks)
    elif why is Why.TOO_FAR:
        assert distance is None or distance[1] > 1
    elif why is Why.BLOCKED:
        _check_blocked(game_id, view, a, b)
    elif why is Why.OCCUPIED:
        assert b in pieces
    elif why is Why.NOTHING_TO_JUMP:
        assert distance is not None and distance[1] == 2 and _between(a, b)[0] not in pieces
    elif why is Why.OWN_PIECE_JUMP:
        middle = _between(a, b)
        assert len(middle) == 1 and pieces[middle[0]]["side"] == mover
    elif why is Why.TRAPPED:
        files, ranks = view["board"]["files"], view["board"]["ranks"]
        assert a in _trapped(pieces, files, ranks)
    elif why is Why.TOO_SMALL:
        middle = _between(a, b)
        assert len(middle) == 1 and SIZES[pieces[middle[0]]["kind"]] > SIZES[piece["kind"]]
    elif why in (Why.OWN_CASTLE, Why.ENEMY_CASTLE):
        castle_side = mover if why is Why.OWN_CASTLE else ("black", "white")[mover == "black"]
        castles = [m for m in view["marks"] if m["kind"] == "castle" and m["side"] == castle_side]
        assert castles and b in castles[0]["squares"]
        if why is Why.ENEMY_CASTLE:
            assert piece["kind"] != "king"
    elif why is Why.EDGE:
        file, rank = _coords(b)
        if piece["kind"] == "knight":
            assert rank in (0, view["board"]["ranks"] - 1)
        else:
            assert file in (0, view["board"]["files"] - 1)
    elif why is Why.LOCKED:
        assert "crossed" in piece["flags"]
    elif why is Why.MUST_CROSS:
        crossed = view["info"]["crossed"]
        assert crossed[mover] < crossed[("black", "white")[mover == "black"]]
    else:
        assert why in (Why.DIRECTION, Why.NOT_A_DESTINATION), why
        assert distance is None or (a, b) not in plain


def _check_blocked(game_id: str, view: dict, a: str, b: str) -> None:
    """Something stands where the move would pass: a piece or castle between the squares, or
    (Crossings) on the squares the group's head passes or lands on."""
    pieces = view["pieces"]
    castles = {sq for m in view["marks"] if m["kind"] == "castle" for sq in m["squares"]}
    if game_id != CROSSINGS:
        assert any(sq in pieces or sq in castles for sq in _between(a, b))
        return
    _, head_path = _group_and_head_path(view, a, b)
    assert any(sq in pieces for sq in head_path)


def _group_and_head_path(view: dict, a: str, b: str) -> tuple[int, list[str]]:
    """Crossings: the size of the group whose rearmost counter is on ``a`` moving toward ``b``
    (``a`` and every contiguous friend ahead), and the squares its head passes and lands on
    (names may lie off the board)."""
    pieces = view["pieces"]
    (df, dr), distance = _line(a, b)
    fa, ra = _coords(a)
    mover = pieces[a]["side"]
    size = 1
    while pieces.get(_name(fa + df * size, ra + dr * size), {}).get("side") == mover:
        size += 1
    head_path = [_name(fa + df * k, ra + dr * k) for k in range(size, size - 1 + distance + 1)]
    return size, head_path


def _type_every_pair(game_id: str, state: Any) -> tuple[set[Why], bool]:
    """Every ordered pair of two different squares of the board typed as a move in ``state``,
    each answer checked; the reasons of the refusals met, and whether a pair was ambiguous."""
    game = games.get(game_id)
    mover = game.to_move(state)
    view = game.view(state, mover)
    legal = game.legal_moves(state)
    files, ranks = view["board"]["files"], view["board"]["ranks"]
    board_squares = [_name(f, r) for r in range(ranks) for f in range(files)]
    ends: dict[tuple[str, str], list[str]] = {}
    for move in legal:
        if _ends(move):
            ends.setdefault(_ends(move), []).append(move)
    plain = set(ends)
    seen: set[Why] = set()
    ambiguous = False
    tried = 0
    for a in board_squares:
        for b in board_squares:
            if a == b:
                continue
            tried += 1
            try:
                played = game.parse_move(state, f"{a}-{b}")
            except games.AmbiguousMove:
                assert len(ends.get((a, b), [])) != 1 or game_id == CROSSINGS
                ambiguous = True
                continue
            except games.IllegalMove as exc:
                assert exc.refusal is not None, str(exc)
                assert exc.refusal.reason in str(exc)
                _check(game_id, view, legal, plain, a, b, exc.refusal)
                seen.add(exc.refusal.why)
                continue
            assert played in legal
            named = SQUARE.findall(played)
            assert (
                _ends(played) == (a, b)
                or named[:2] == [a, b]  # the start of a chain that must go on
                or game_id == CROSSINGS  # the head form
            )
    assert tried == len(board_squares) * (len(board_squares) - 1)
    pieces = view["pieces"]
    if plain and len(pieces) < len(board_squares):  # a square is empty: typed from, refused so
        assert Why.EMPTY_SQUARE in seen
    if plain and any(piece["side"] != mover for piece in pieces.values()):
        assert Why.NOT_YOUR_PIECE in seen
    return seen, ambiguous


@pytest.mark.parametrize("game_id", games.ids())
def test_every_refused_pair_says_a_reason_that_holds(game_id):
    """Every ordered pair of two different squares of the board, typed as a move in each of
    the game's TYPED positions (one test a game, so that they spread over the workers); the
    positions meet every reason of REASONS, and an ambiguous pair where the game has them."""
    assert set(TYPED) == set(REASONS) == set(games.ids())
    seen: set[Why] = set()
    ambiguous = False
    for index in TYPED[game_id]:
        reasons, some_ambiguous = _type_every_pair(game_id, _positions(game_id)[index])
        seen |= reasons
        ambiguous = ambiguous or some_ambiguous
    assert seen == REASONS[game_id]
    assert ambiguous == (game_id in AMBIGUOUS)


@pytest.mark.parametrize("game_id", games.ids())
def test_an_x_is_accepted_only_where_a_move_captures(game_id):
    """`x` marks a capture: typing it for a legal move that captures nothing is refused with
    that reason, and a capture typed with `x` (or `-`) is played."""
    game = games.get(game_id)
    for state in _positions(game_id):
        for move in game.legal_moves(state):
            ends = _ends(move)
            if ends is None:
                continue
            dashed = move.replace("x", "-")
            crossed = move.replace("-", "x")
            if "x" in move:
                assert game.parse_move(state, move) == move
                continue
            if crossed in game.legal_moves(state):  # King o' the Castle: the capturing twin
                continue
            assert game.parse_move(state, dashed) == move
            with pytest.raises(games.IllegalMove) as caught:
                game.parse_move(state, crossed)
            assert caught.value.refusal.why is Why.NOT_A_CAPTURE
            assert f"Type {move}." in str(caught.value) or "none of" in str(caught.value)


WORD_MOVES = {  # the word moves each game's notation has, beside `pass` (each typed on squares)
    KC: ("king",),
    KOTC: ("swap",),
}
SHIFTS = ("shift left", "shift right", "shift back", "shift forward")


def _check_word(legal: list[str], view: dict, mover: str, word: str, typed: str, refusal) -> None:
    """A refused word move (a King choice, a swap, a shift) has a reason that holds: not now
    only when no move of that word is legal; otherwise the square or way is not one offered."""
    offered = [move for move in legal if move.split(" ")[0] == word]
    assert typed not in legal
    if refusal.why is Why.NOT_NOW:
        assert not offered, typed
        return
    if refusal.why is Why.DECISION_FIRST:
        assert legal and all(" " in move or "@" in move for move in legal)
        return
    assert offered, (typed, refusal)
    named = re.findall(rf"{word} (?:[a-h][0-9]|left|right|back|forward)", refusal.reason)
    assert named and set(named) <= set(offered)  # the message lists only what is offered
    square = SQUARE.findall(typed)
    piece = view["pieces"].get(square[0]) if square else None
    if refusal.why is Why.EMPTY_SQUARE:
        assert piece is None
    elif refusal.why is Why.NOT_YOUR_PIECE:
        assert piece is not None and piece["side"] != mover
    else:
        assert refusal.why is Why.NOT_OFFERED, refusal
        if piece is not None and word == "swap":
            assert piece["side"] == mover


@pytest.mark.parametrize("game_id", games.ids())
def test_every_refused_word_move_says_a_reason_that_holds(game_id):
    """`pass` is refused only while a move exists; a King choice, a swap or a shift on every
    square (or every way) is refused for a reason the position and the legal list confirm."""
    game = games.get(game_id)
    positions = list(_positions(game_id))
    if game_id == KC:  # the Stealth King set-up, where King choices are legal
        positions.append(game.start(stealth=True))
    if game_id == KOTC:
        positions.append(game.start(castle_swap=True))
    if game_id == BOSSES:
        positions.append(game.load("8/5d2/8/8/3D4/8/8/8 w reserve=D/d shift=1"))
    for state in positions:
        mover = game.to_move(state)
        view = game.view(state, mover)
        legal = game.legal_moves(state)
        try:
            assert game.parse_move(state, "pass") == "pass"
            assert legal == ["pass"]
        except games.IllegalMove as exc:
            assert exc.refusal.why is Why.PASS
            assert legal and legal != ["pass"]
        files, ranks = view["board"]["files"], view["board"]["ranks"]
        typed = [
            f"{word} {_name(f, r)}"
            for word in WORD_MOVES.get(game_id, ())
            for r in range(ranks)
            for f in range(files)
        ]
        typed += list(SHIFTS) if game_id == BOSSES else []
        for text in typed:
            try:
                assert game.parse_move(state, text) in legal
            except games.IllegalMove as exc:
                assert exc.refusal is not None, str(exc)
                assert exc.refusal.reason in str(exc)
                _check_word(legal, view, mover, text.split(" ")[0], text, exc.refusal)
        for letter in DROP_LETTERS.get(game_id, ()):
            for square in (_name(f, r) for r in range(ranks) for f in range(files)):
                _check_drop(game, state, view, legal, f"{letter}@{square}", square)


DROP_LETTERS = {CHARING: ("",), BOSSES: ("D", "O", "C")}


def _check_drop(game, state, view: dict, legal: list[str], text: str, square: str) -> None:
    """A refused drop or re-placement: the square is taken only when the view shows a piece
    there; a decision first only while no drop is legal and every legal move is a word move."""
    try:
        assert game.parse_move(state, text) in legal
        return
    except games.IllegalMove as exc:
        refusal, said = exc.refusal, str(exc)
    assert refusal is not None and refusal.reason in said
    assert text not in legal
    if refusal.why is Why.OCCUPIED:
        assert square in view["pieces"]
    elif refusal.why is Why.DECISION_FIRST:
        assert legal and all(" " in move for move in legal)
    else:
        assert refusal.why is Why.DROP, refusal

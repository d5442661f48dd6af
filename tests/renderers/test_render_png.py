"""The board PNG: sizes, determinism, perspective, markers and the last move (issue 11)."""

from __future__ import annotations

import copy
import hashlib
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image, ImageChops, ImageStat

import games
from renderers import caption, render_png, sprites, style, tiles
from renderers.board import empty_board, layout_for, move_paths
from renderers.caption import status, title_line
from renderers.goals import GoalEdge, goal_edges
from renderers.layout import Layout
from tests.renderers.views import (
    SIZES,
    board_box,
    busy_views,
    decode,
    mark,
    piece,
    square_box,
    view,
)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
BUSY = busy_views()


def _layout(game: str, perspective: str = "white", source: dict | None = None) -> Layout:
    """The geometry the renderer uses for ``source`` (an empty board of ``game`` if None)."""
    return layout_for(source or view(game, {}), perspective)


def _square(
    png: bytes, game: str, name: str, perspective: str = "white", source: dict | None = None
) -> Image.Image:
    return decode(png).crop(square_box(_layout(game, perspective, source), name))


def _differs(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox() is not None


def _grey_distance(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference of two images in greyscale: what a viewer without colour
    vision still sees."""
    diff = ImageChops.difference(a.convert("L"), b.convert("L"))
    return ImageStat.Stat(diff).mean[0]


# ----- every game's board --------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(BUSY))
@pytest.mark.parametrize("perspective", ["white", "black"])
def test_each_game_draws_on_its_own_board_size(game, perspective):
    png = render_png(BUSY[game], last_move="b1-b2", perspective=perspective, move_number=7)
    assert png.startswith(PNG_SIGNATURE)
    layout = _layout(game, perspective, BUSY[game])
    assert (layout.files, layout.ranks) == SIZES[game]
    assert decode(png).size == (layout.width, layout.height)
    assert len(png) <= 30_000, "small enough to post after every move"


@pytest.mark.parametrize("game_id", games.ids())
def test_real_views_of_registered_engines_render_from_every_seat(game_id):
    game = games.get(game_id)
    state = game.start()
    for seat in (None, "white", "black"):
        shown = game.view(state, seat)
        png = render_png(shown, perspective=seat or "white", move_number=0)
        layout = layout_for(shown, seat or "white")
        assert (layout.files, layout.ranks) == (game.board.files, game.board.ranks)
        assert decode(png).size == (layout.width, layout.height)


# ----- determinism ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(BUSY))
def test_same_input_gives_the_same_bytes_even_after_the_caches_are_emptied(game):
    args = {"last_move": "a2-a4", "perspective": "black", "highlights": ("c3",)}
    first = render_png(BUSY[game], **args)
    tiles.tile.cache_clear()
    tiles.background.cache_clear()
    empty_board.cache_clear()
    assert render_png(copy.deepcopy(BUSY[game]), **args) == first


def test_renders_on_worker_threads_match_renders_on_one_thread():
    """The bot renders on a thread pool; cold caches filled concurrently must not change a byte."""
    jobs = [(game, perspective) for game in sorted(BUSY) for perspective in ("white", "black")]

    def render(job: tuple[str, str]) -> bytes:
        game, perspective = job
        return render_png(BUSY[game], last_move="b1-c3", perspective=perspective)

    expected = [render(job) for job in jobs]
    for cache in (tiles.palette, tiles.tile, tiles.background, empty_board):
        cache.cache_clear()
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(render, jobs * 3)) == expected * 3


def test_same_input_gives_the_same_bytes_in_a_fresh_process():
    """The palette is trained at run time; it must come out the same in every process."""
    script = (
        "import hashlib, json, sys; from renderers import render_png; "
        "print(hashlib.sha256(render_png(json.loads(sys.stdin.read()), "
        "last_move='c1-d2')).hexdigest())"
    )
    data = json.dumps(BUSY["checkers-bosses"])
    result = subprocess.run(
        [sys.executable, "-c", script], input=data, capture_output=True, text=True, check=True
    )
    here = hashlib.sha256(render_png(BUSY["checkers-bosses"], last_move="c1-d2")).hexdigest()
    assert result.stdout.strip() == here


# ----- perspective ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(BUSY))
def test_black_perspective_turns_the_board_half_round(game):
    """a1 is bottom left for White and top right for Black; a piece goes where its square goes."""
    files, ranks = SIZES[game]
    corner = f"{chr(ord('a') + files - 1)}{ranks}"
    lone = view(game, {"a1": piece("white", "man")})
    white, black = render_png(lone), render_png(lone, perspective="black")
    empty = render_png(view(game, {}))
    w_layout, b_layout = _layout(game), _layout(game, "black")
    assert square_box(w_layout, "a1")[0] < square_box(w_layout, corner)[0]
    assert square_box(b_layout, "a1")[0] > square_box(b_layout, corner)[0]
    assert square_box(b_layout, "a1")[1] < square_box(b_layout, corner)[1]
    # The piece is drawn on a1 in both, and nowhere else.
    assert _differs(_square(white, game, "a1"), _square(empty, game, "a1"))
    assert _square(black, game, "a1", "black") == _square(white, game, "a1")
    assert _square(black, game, corner, "black") == _square(white, game, corner)


def test_black_perspective_writes_the_coordinates_reversed():
    layout_w, layout_b = Layout(8, 8, "white"), Layout(8, 8, "black")
    assert [t for t, _ in sorted(layout_w.file_labels(), key=lambda x: x[1])] == list("abcdefgh")
    assert [t for t, _ in sorted(layout_b.file_labels(), key=lambda x: x[1])] == list("hgfedcba")
    # Rank labels are ordered top to bottom on screen.
    order_w = [t for t, _ in sorted(layout_w.rank_labels(), key=lambda x: x[1][1])]
    assert order_w == [str(r) for r in range(8, 0, -1)]


def test_an_unknown_perspective_is_refused():
    with pytest.raises(ValueError, match="perspective"):
        render_png(BUSY["crossings"], perspective="red")


# ----- markers -------------------------------------------------------------------------------

# (game, square, the piece with the marker, the same piece without it)
FLAGGED = [
    ("kings-crossing", "a5", piece("white", "man", "trapped"), piece("white", "man")),
    ("kings-crossing", "b3", piece("white", "king", "hidden"), piece("white", "king")),
    (
        "checkers-bosses",
        "b2",
        piece("white", "orthogonal", "crowned"),
        piece("white", "orthogonal"),
    ),
    ("checkers-bosses", "d4", piece("white", "diagonal", "boss", hp=3), piece("white", "diagonal")),
    ("checkers-bosses", "e7", piece("black", "compound", "boss", hp=1), piece("black", "compound")),
    ("crossings", "a8", piece("white", "counter", "crossed"), piece("white", "counter")),
    ("crossings", "h1", piece("black", "counter", "crossed"), piece("black", "counter")),
]


@pytest.mark.parametrize(("game", "square", "flagged", "plain"), FLAGGED)
def test_every_piece_flag_is_visible_without_colour(game, square, flagged, plain):
    marked = copy.deepcopy(BUSY[game])
    marked["pieces"][square] = flagged
    unmarked = copy.deepcopy(marked)
    unmarked["pieces"][square] = plain
    a, b = render_png(marked), render_png(unmarked)
    assert _grey_distance(_square(a, game, square), _square(b, game, square)) > 3
    # Only that square changes.
    board = board_box(_layout(game))
    diff = ImageChops.difference(decode(a).crop(board), decode(b).crop(board)).getbbox()
    x0, y0, x1, y1 = square_box(_layout(game), square)
    assert diff is not None and x0 <= diff[0] and y0 <= diff[1] and diff[2] <= x1 and diff[3] <= y1


def test_a_boss_shows_its_hit_points():
    one = view("checkers-bosses", {"d4": piece("white", "diagonal", "boss", hp=1)})
    two = view("checkers-bosses", {"d4": piece("white", "diagonal", "boss", hp=2)})
    assert (
        _grey_distance(
            _square(render_png(one), "checkers-bosses", "d4"),
            _square(render_png(two), "checkers-bosses", "d4"),
        )
        > 0.5
    )


@pytest.mark.parametrize(
    ("game", "kinds"),
    [
        ("charing-cross", ["knight", "rook"]),
        ("kings-crossing", ["man", "king"]),
        ("checkers-bosses", ["diagonal", "orthogonal", "compound"]),
        ("king-of-the-castle", ["king", "knight", "page"]),
    ],
)
@pytest.mark.parametrize("side", ["white", "black"])
def test_kinds_of_a_game_differ_in_shape_not_only_colour(game, kinds, side):
    squares = {
        kind: _square(render_png(view(game, {"b2": piece(side, kind)})), game, "b2")
        for kind in kinds
    }
    for i, first in enumerate(kinds):
        for second in kinds[i + 1 :]:
            assert _grey_distance(squares[first], squares[second]) > 3, (first, second)


@pytest.mark.parametrize("game", sorted(BUSY))
def test_sides_differ_in_lightness(game):
    kind = next(iter(BUSY[game]["pieces"].values()))["kind"]
    white = _square(render_png(view(game, {"b2": piece("white", kind)})), game, "b2")
    black = _square(render_png(view(game, {"b2": piece("black", kind)})), game, "b2")
    assert _grey_distance(white, black) > 40


def test_king_of_the_castle_draws_three_piece_sizes():
    def ink_area(kind: str) -> int:
        sprite = sprites.piece("king-of-the-castle", "white", kind, (), None)
        return sprite.getchannel("A").point(lambda a: 255 if a > 128 else 0).histogram()[255]

    assert ink_area("page") < ink_area("knight") < ink_area("king")


@pytest.mark.parametrize(
    ("game", "marker", "square"),
    [
        ("charing-cross", mark("home", "white", "a4", piece="knight"), "a4"),
        ("charing-cross", mark("goal", "white", "d4", "e4"), "d4"),
        ("kings-crossing", mark("home-space", "black", "a8"), "a8"),
        ("kings-crossing", mark("choice", "white", "b1"), "b1"),
        ("king-of-the-castle", mark("castle", "black", "d8"), "d8"),
        ("crossings", mark("something-new", None, "e5"), "e5"),
    ],
)
def test_every_square_marker_is_drawn_on_its_squares(game, marker, square):
    bare = render_png(view(game, {}))
    marked = render_png(view(game, {}, [marker]))
    assert _grey_distance(_square(marked, game, square), _square(bare, game, square)) > 1
    other = "c3"
    assert _square(marked, game, other) == _square(bare, game, other)


# ----- goal bands (Charing Cross) -----------------------------------------------------------

BLACK_KNIGHTS_GOAL = mark("goal", "black", *[f"a{r}" for r in range(1, 9)], piece="knight")


def _band(png: bytes, source: dict, edge: str, perspective: str = "white") -> Image.Image:
    return decode(png).crop(layout_for(source, perspective).band_box(edge))


def _main_colour_is(image: Image.Image, colour: tuple[int, int, int]) -> bool:
    """Whether most of ``image`` is ``colour``, give or take the palette's rounding."""
    main = max(image.getcolors(image.width * image.height))[1]
    return max(abs(a - b) for a, b in zip(main, colour, strict=True)) <= 4


def _squares(png: bytes, source: dict) -> Image.Image:
    layout = layout_for(source)
    box = (layout.left, layout.top)
    return decode(png).crop((*box, box[0] + layout.board_width, box[1] + layout.board_height))


def test_a_whole_edge_goal_is_a_band_beside_the_board_that_leaves_every_square_whole():
    goal = view("charing-cross", {}, [BLACK_KNIGHTS_GOAL])
    bare = view("charing-cross", {})
    png = render_png(goal)
    assert _squares(png, goal) == _squares(render_png(bare), bare), "no square is covered"
    assert _main_colour_is(_band(png, goal, "west"), style.FILL["black"])
    for edge in ("north", "south", "east"):
        assert {colour for _, colour in _band(png, goal, edge).getcolors()} == {style.FRAME}


def test_a_goal_band_moves_with_the_perspective():
    """Black knights' goal is file a: the left edge for White, the right edge for Black."""
    goal = view("charing-cross", {}, [BLACK_KNIGHTS_GOAL])
    for perspective, edge in (("white", "west"), ("black", "east")):
        png = render_png(goal, perspective=perspective)
        assert _main_colour_is(_band(png, goal, edge, perspective), style.FILL["black"])


@pytest.mark.parametrize("edge", ["west", "south"])
def test_a_goal_band_shows_whose_goal_by_lightness_and_which_piece_by_shape(edge):
    line = {
        "west": [f"a{r}" for r in range(1, 9)],
        "south": [f"{f}1" for f in "abcdefgh"],
    }[edge]

    def band(side: str, kind: str) -> Image.Image:
        goal = view("charing-cross", {}, [mark("goal", side, *line, piece=kind)])
        return _band(render_png(goal), goal, edge)

    assert _grey_distance(band("white", "knight"), band("black", "knight")) > 40
    for side in ("white", "black"):
        assert _grey_distance(band(side, "knight"), band(side, "rook")) > 3


def test_every_charing_cross_goal_is_a_band_in_its_owners_colour():
    """From White's side: White's knights go right (file h), White's rooks down (rank 1),
    Black's knights left (file a), Black's rooks up (rank 8); turned for Black."""
    game = games.get("charing-cross")
    shown = game.view(game.start(), None)
    expected = {
        "white": {
            GoalEdge("east", "white", "knight"),
            GoalEdge("south", "white", "rook"),
            GoalEdge("west", "black", "knight"),
            GoalEdge("north", "black", "rook"),
        },
        "black": {
            GoalEdge("west", "white", "knight"),
            GoalEdge("north", "white", "rook"),
            GoalEdge("east", "black", "knight"),
            GoalEdge("south", "black", "rook"),
        },
    }
    for perspective, goals in expected.items():
        assert set(goal_edges(shown, layout_for(shown, perspective))) == goals
        png = render_png(shown, perspective=perspective)
        for goal in goals:
            band = _band(png, shown, goal.edge, perspective)
            assert _main_colour_is(band, style.FILL[goal.side])


def test_home_squares_on_a_goal_line_show_only_their_home_marker():
    """White knights' home a4 lies on Black knights' goal line: the goal adds nothing to it,
    so the home marker reads as plainly as anywhere else."""
    homes = [mark("home", "white", "a4", "a5", piece="knight")]
    alone = view("charing-cross", {}, homes)
    with_goal = view("charing-cross", {}, [*homes, BLACK_KNIGHTS_GOAL])
    for square in ("a4", "a5"):
        plain = _square(render_png(alone), "charing-cross", square, source=alone)
        goal = _square(render_png(with_goal), "charing-cross", square, source=with_goal)
        assert plain == goal


# ----- last move and highlights --------------------------------------------------------------


def test_move_texts_name_their_paths():
    assert move_paths("a4-b5") == [["a4", "b5"]]
    assert move_paths("c3xe5xc7") == [["c3", "e5", "c7"]]
    assert move_paths("c2-c4xe4") == [["c2", "c4", "e4"]]
    assert move_paths("D@c2") == [["c2"]]
    assert move_paths("@a5") == [["a5"]]
    assert move_paths("king b2") == [["b2"]]
    assert move_paths("shift a3-b3 c5-c4") == [["a3", "b3"], ["c5", "c4"]]
    assert move_paths("pass") == move_paths("shift left") == move_paths(None) == []


def _changed_squares(a: bytes, b: bytes, game: str) -> set[str]:
    files, ranks = SIZES[game]
    layout = _layout(game)
    names = [f"{chr(ord('a') + f)}{r + 1}" for f in range(files) for r in range(ranks)]
    ia, ib = decode(a), decode(b)
    return {
        n for n in names if _differs(ia.crop(square_box(layout, n)), ib.crop(square_box(layout, n)))
    }


def test_last_move_tints_from_and_to():
    base = view("crossings", {"a3": piece("white", "counter")})
    assert _changed_squares(render_png(base), render_png(base, last_move="a1-a3"), "crossings") == {
        "a1",
        "a3",
    }


def test_a_drop_or_placement_tints_its_one_square():
    base = view("checkers-bosses", {"c2": piece("white", "diagonal", "boss", hp=3)})
    changed = _changed_squares(
        render_png(base), render_png(base, last_move="D@c2"), "checkers-bosses"
    )
    assert changed == {"c2"}


@pytest.mark.parametrize("text", ["pass", "shift left", "resign"])
def test_a_move_without_squares_draws_nothing_on_the_board(text):
    base = BUSY["crossings"]
    board = board_box(_layout("crossings"))
    plain, moved = decode(render_png(base)), decode(render_png(base, last_move=text))
    assert plain.crop(board) == moved.crop(board)
    assert plain != moved, "the caption names the move"


def test_a_chain_draws_its_path_across_the_squares_it_passes():
    base = view("checkers-bosses", {"c7": piece("white", "diagonal", "crowned")})
    chained = render_png(base, last_move="c3xe5xc7")
    changed = _changed_squares(render_png(base), chained, "checkers-bosses")
    assert {"c3", "e5", "c7", "d4", "d6"} <= changed, "the line crosses the jumped squares"
    assert "a1" not in changed


def test_the_chain_line_does_not_hide_a_piece_left_on_the_path():
    """A boss that survives a hit stays where it was jumped; it must stay fully visible."""
    boss = {"d4": piece("black", "diagonal", "boss", hp=2)}
    base = view("checkers-bosses", {**boss, "c7": piece("white", "diagonal")})
    chained = decode(render_png(base, last_move="c3xe5xc7"))
    plain = decode(render_png(base))
    sprite = sprites.solid_mask("checkers-bosses", "black", "diagonal", ("boss",), 2)
    box = square_box(_layout("checkers-bosses"), "d4")
    inside = ImageChops.difference(chained.crop(box), plain.crop(box))
    covered = Image.new("L", sprite.size, 0)
    covered.paste(inside.convert("L"), (0, 0), sprite)
    assert covered.getbbox() is None


def test_highlights_frame_their_squares():
    base = BUSY["king-of-the-castle"]
    changed = _changed_squares(
        render_png(base), render_png(base, highlights=("c3", "E4", "z9")), "king-of-the-castle"
    )
    assert changed == {"c3", "e4"}


# ----- caption -------------------------------------------------------------------------------


def test_caption_changes_with_move_number_and_side_but_not_the_board():
    base = BUSY["crossings"]
    board = board_box(_layout("crossings"))
    seven, eight = decode(render_png(base, move_number=7)), decode(render_png(base, move_number=8))
    assert seven.crop(board) == eight.crop(board)
    assert seven != eight
    black = decode(render_png({**base, "to_move": "black"}, move_number=7))
    assert black != seven


def test_a_finished_game_says_who_won_instead_of_who_moves():
    base = BUSY["charing-cross"]
    over = {**base, "to_move": None, "outcome": {"winner": "black", "reason": "goal"}}
    drawn = {**base, "to_move": None, "outcome": {"winner": None, "reason": "stuck"}}
    images = {decode(render_png(v, last_move="a1-a2")).tobytes() for v in (base, over, drawn)}
    assert len(images) == 3


def test_a_pending_placement_is_named_instead_of_a_move():
    """A jumped Charing Cross piece waits for its owner to pick a home square; "to move"
    would send that player looking for a move on the board."""
    base = BUSY["charing-cross"]
    placing = {**base, "info": {"place": "N", "place_kind": "knight"}}
    assert status(base)[1] == "White to move"
    assert status(placing)[1] == "White to place a knight at home"
    board = board_box(_layout("charing-cross", source=base))
    plain, pending = decode(render_png(base)), decode(render_png(placing))
    assert plain.crop(board) == pending.crop(board)
    assert plain != pending


@pytest.mark.parametrize(
    ("game_id", "info", "words"),
    [
        ("checkers-bosses", {"dropping": ["diagonal"]}, "White to drop the diagonal boss"),
        ("checkers-bosses", {"dropping": ["diagonal", "compound"]}, "White to drop 2 bosses"),
        ("checkers-bosses", {"shift": "white"}, "White to shift (different bindings)"),
        ("crossings", {"must_cross": True}, "White to move, and must cross"),
    ],
)
def test_a_decision_other_than_a_move_is_named(game_id, info, words):
    """A boss drop, a different-bindings shift and the Crossings obligation are what the
    player must do now; the caption says so instead of "to move"."""
    base = {**BUSY[game_id], "to_move": "white"}
    plain = {**base, "info": {}}
    assert status(plain)[1] == "White to move"
    assert status({**base, "info": info})[1] == words


def test_the_engines_say_when_a_drop_is_owed_now():
    """The view names the drops that can be made now: none while the three ranks are full
    (the drop waits), so the caption never asks for a drop that cannot be made."""
    game = games.get("checkers-bosses")
    owed = game.load("2cccc2/oooooooo/8/8/8/8/OOOOOOOO/2CCCC2 w reserve=DOC/doc")
    assert game.view(owed, None)["info"]["dropping"] == ["diagonal"]
    assert status(game.view(owed, None))[1] == "White to drop the diagonal boss"
    full = game.load("2cccc2/8/8/8/8/ddddoooo/OOOOdddd/OOCCCCOO w reserve=DOC/doc")
    assert game.view(full, None)["info"]["dropping"] == []
    assert status(game.view(full, None))[1] == "White to move"


def test_a_long_last_move_is_cut_to_fit_a_narrow_board():
    long_move = "shift " + " ".join(f"a{r}-b{r}" for r in range(1, 9))
    layout = _layout("kings-crossing")
    png = render_png(BUSY["kings-crossing"], last_move=long_move, move_number=123)
    right = decode(png).crop((layout.width - 6, layout.caption_top, layout.width, layout.height))
    assert [colour for _, colour in right.getcolors()] == [style.FRAME], "no text runs off"


def test_an_image_showing_the_owners_hidden_king_says_it_is_private():
    """The owner's board shows the Stealth King; its title says so, so the player never takes
    it for the public board (whose title names the game)."""
    game = games.get("kings-crossing")
    state = game.start(stealth=True)
    while game.view(state, None)["info"]["setup"]:
        state = game.play(state, game.legal_moves(state)[0])
    owner, public = game.view(state, "white"), game.view(state, None)
    assert title_line(owner, 3) == "Private view · after move 3"
    assert title_line(public, 3) == "King's Crossing · after move 3"
    assert title_line(game.view(state, "black"), None) == "Private view"
    plain = game.view(game.start(), "white")
    assert title_line(plain, None) == "King's Crossing"  # nothing hidden: nothing private


# ----- move numbers and fitting ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "title"),
    [
        (None, "Crossings"),
        (0, "Crossings · start"),
        (1, "Crossings · after move 1"),
        (42, "Crossings · after move 42"),
    ],
)
def test_the_title_numbers_moves_from_the_start(number, title):
    """One numbering everywhere: the position before any move is the start, then the one
    after move N."""
    assert title_line(BUSY["crossings"], number) == title


def test_a_negative_move_number_is_refused():
    with pytest.raises(ValueError, match="move number"):
        title_line(BUSY["crossings"], -1)


def test_a_reason_too_long_for_the_caption_is_cut_between_words():
    """A reason cut mid-word ("White captured Bl…") reads as a rendering fault."""
    reason = "White captured Black's King"
    room = caption.glyphs(caption.STATUS_SIZE).length(" · White captured Bla") + 1
    detail = caption._detail(reason, None, caption.STATUS_SIZE, room)
    assert detail == " · White captured…"
    assert caption._detail(reason, None, caption.STATUS_SIZE, 1000) == " · " + reason
    # A move text has no words: it is cut where the room ends.
    cut = caption._detail("", "last shift a1-b1 a2-b2 a3-b3", caption.STATUS_SIZE, room)
    assert cut.startswith(" · last shift a1-b") and cut.endswith("…")


@pytest.mark.parametrize("game", sorted(BUSY))
def test_a_finished_games_long_reason_never_runs_off_the_caption(game):
    over = {
        **BUSY[game],
        "to_move": None,
        "outcome": {"winner": "white", "reason": "a white rook reached its goal at d1 " * 3},
    }
    layout = _layout(game, source=over)
    image = decode(render_png(over, move_number=0))
    right = image.crop((layout.width - 6, layout.caption_top, layout.width, layout.height))
    assert [colour for _, colour in right.getcolors()] == [style.FRAME]

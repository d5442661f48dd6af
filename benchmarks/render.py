"""How fast the board renderer is, against a naive Pillow baseline, on this machine, in one run.

    .venv/bin/python benchmarks/render.py [--repeat 200]

For every registered game it renders the opening board and a busy mid-game board (the
gallery's samples) and reports the median time per PNG after the caches are warm (and the very
first, cold render), the PNG size, and the same board drawn the naive way: an RGB image drawn
from scratch every time (squares, coordinates, every piece, the caption) and saved with
Pillow's default PNG settings, at the same pixel size.  Then it times an animated replay of 100
moves and sizes one of 200.  Targets (issue 11): <= 3 ms per 8 x 8 board, >= 6 x faster than
the baseline, PNG <= 30 KB, 100-move GIF < 0.5 s, 200-move GIF < 8 MB.

Last, the tournament pictures (issue 31): a pairing table and standings of 9 and of 200 rows
(accented names, five tie-breaks, notes), median ms per PNG with fresh names each time (no
text cached from an earlier render) and the PNG's size, against Discord's 8 MiB.  With
``--tables`` only these are measured.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image, ImageDraw  # noqa: E402

import games  # noqa: E402
from renderers import render_gif, render_png, sprites, style, tiles  # noqa: E402
from renderers.board import _marks, _overlays, _piece, layout_for, move_paths  # noqa: E402
from renderers.gallery import Sample, midgame_sample, replay, start_sample  # noqa: E402
from renderers.goals import draw_goal_bands, goal_edges  # noqa: E402
from renderers.layout import parse_square  # noqa: E402
from renderers.tournament import (  # noqa: E402
    PairingRow,
    PairingTable,
    StandingRow,
    StandingsTable,
    render_pairing_table,
    render_standings,
)

TARGET_MS = 3.0
TARGET_SPEEDUP = 6.0
TARGET_PNG_BYTES = 30_000
TARGET_GIF_S = 0.5
TARGET_GIF_BYTES = 8_000_000
REPLAY_GAME = "checkers-bosses"  # the most pieces on the board: the largest frames
DISCORD_FILE_LIMIT = 8 * 1024 * 1024
TABLE_NAMES = ("Chloé Dubois", "Ana Łukasiewicz", "Dmitri Иванов", "François Ørsted", "Gábor Szőke")


def naive_same_png(
    view: Mapping[str, Any], last_move: str | None, move_number: int | None
) -> bytes:
    """The baseline: this renderer's picture drawn the naive way.

    Every square, marker and piece design is drawn from scratch on each call (the same drawing
    functions, with their caches bypassed), in RGB, and saved with Pillow's default PNG settings.
    """
    layout = layout_for(view)
    image = Image.new("RGB", (layout.width, layout.height), style.FRAME)
    draw = ImageDraw.Draw(image)
    for text, xy in layout.file_labels() + layout.rank_labels():
        draw.text(xy, text, font=style.font(13), fill=style.LABEL, anchor="mm")
    draw_goal_bands(image, layout, goal_edges(view, layout))
    marks = dict(_marks(view, layout))
    moved = {sq: role for sq, role in _overlays(move_paths(last_move), layout).items()}
    for file in range(layout.files):
        for rank in range(layout.ranks):
            name = f"{chr(ord('a') + file)}{rank + 1}"
            colour = style.LIGHT_SQUARE if layout.is_light(file, rank) else style.DARK_SQUARE
            if name in moved:
                colour = style.blend(colour, style.LAST_MOVE, style.TINT[moved[name]])
            square = Image.new("RGBA", (style.CELL, style.CELL), (*colour, 255))
            for mark in marks.get(name, ()):
                square.alpha_composite(tiles.marker.__wrapped__(view["game"], mark))
            if name in view["pieces"]:
                piece = _piece(view["pieces"][name])
                square.alpha_composite(
                    sprites.piece.__wrapped__(
                        view["game"], piece.side, piece.kind, piece.flags, piece.hp
                    )
                )
            image.paste(square.convert("RGB"), layout.origin(file, rank))
    _naive_caption(draw, layout, view, last_move, move_number)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _naive_caption(draw, layout, view, last_move, move_number) -> None:
    top = layout.caption_top
    title = f"{view['title']} · move {move_number}"
    draw.text((8, top + 4), title, font=style.font(16), fill=style.LABEL)
    status = f"{str(view['to_move']).capitalize()} to move · last {last_move}"
    draw.text((30, top + 26), status, font=style.font(15), fill=style.LABEL)


def naive_png(view: Mapping[str, Any], last_move: str | None, move_number: int | None) -> bytes:
    """A second, minimal baseline: plain discs with letters drawn from scratch in RGB, default
    PNG settings.  It draws a poorer picture; it shows what encoding alone costs the naive way."""
    layout = layout_for(view)
    image = Image.new("RGB", (layout.width, layout.height), style.FRAME)
    draw = ImageDraw.Draw(image)
    font = style.font(13)
    for text, xy in layout.file_labels() + layout.rank_labels():
        draw.text(xy, text, font=font, fill=style.LABEL, anchor="mm")
    moved = {sq for path in move_paths(last_move) for sq in path}
    for file in range(layout.files):
        for rank in range(layout.ranks):
            x, y = layout.origin(file, rank)
            colour = style.LIGHT_SQUARE if layout.is_light(file, rank) else style.DARK_SQUARE
            name = f"{chr(ord('a') + file)}{rank + 1}"
            if name in moved:
                colour = style.blend(colour, style.LAST_MOVE, 0.5)
            draw.rectangle([x, y, x + style.CELL - 1, y + style.CELL - 1], fill=colour)
    for name, piece in view["pieces"].items():
        x, y = layout.origin(*parse_square(name))
        inset = style.CELL * 0.1
        box = [x + inset, y + inset, x + style.CELL - inset, y + style.CELL - inset]
        side = piece["side"]
        draw.ellipse(box, fill=style.FILL[side], outline=style.INK[side], width=2)
        draw.text(
            (x + style.CELL / 2, y + style.CELL / 2),
            piece["letter"].upper(),
            font=style.font(22),
            fill=style.INK[side],
            anchor="mm",
        )
    _naive_caption(draw, layout, view, last_move, move_number)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def median_ms(function: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def cold_ms(sample: Sample) -> float:
    start = time.perf_counter()
    render_png(sample.view, last_move=sample.last_move, move_number=sample.move_number)
    return (time.perf_counter() - start) * 1000


def bench_sample(sample: Sample, repeat: int) -> dict[str, Any]:
    def ours() -> bytes:
        return render_png(sample.view, last_move=sample.last_move, move_number=sample.move_number)

    def naive_same() -> bytes:
        return naive_same_png(sample.view, sample.last_move, sample.move_number)

    def naive() -> bytes:
        return naive_png(sample.view, sample.last_move, sample.move_number)

    cold = cold_ms(sample)
    board = sample.view["board"]
    return {
        "name": sample.name,
        "size": f"{board['files']}x{board['ranks']}",
        "pieces": len(sample.view["pieces"]),
        "cold_ms": cold,
        "ms": median_ms(ours, repeat),
        "same_ms": median_ms(naive_same, max(repeat // 10, 5)),
        "naive_ms": median_ms(naive, max(repeat // 4, 5)),
        "bytes": len(ours()),
        "same_bytes": len(naive_same()),
    }


def pairing_table(rows: int, salt: int) -> PairingTable:
    """A round of ``rows`` boards; ``salt`` makes every name new (nothing cached)."""
    return PairingTable(
        f"Autumn Swiss · Crossings: round {salt}",
        3,
        tuple(
            PairingRow(
                board,
                f"{TABLE_NAMES[board % 5]} {salt}-{board}",
                f"{board % 3 or ''}½",
                f"{TABLE_NAMES[(board + 2) % 5]} {salt}-{board}b",
                str(board % 3),
                ("1–0", "½–½", "0–1", "+–−", "")[board % 5],
            )
            for board in range(1, rows + 1)
        ),
        byes=(f"Eleanor Ng {salt} (pairing-allocated bye, a win's points)",),
    )


def standings_table(rows: int, salt: int) -> StandingsTable:
    return StandingsTable(
        f"Autumn Swiss · Crossings: standings {salt}",
        ("BH-C1", "BH", "SB", "DE", "WIN"),
        tuple(
            StandingRow(
                rank // 2 * 2 + 1,
                f"{TABLE_NAMES[rank % 5]} {salt}-{rank}",
                f"{(rows - rank) // 4 or ''}½",
                (f"{rank % 13}.5", str(rank % 17), f"{rank % 11}.25", "0", str(rank % 5)),
                "withdrawn (two losses on time)" if rank % 23 == 0 else "",
            )
            for rank in range(rows)
        ),
        footer="Tie-breaks: BH-C1 Buchholz cut 1, BH Buchholz, SB Sonneborn-Berger, "
        "DE direct encounter, WIN rounds won.",
    )


def bench_tables(repeat: int) -> list[str]:
    """Print ms and KB per tournament picture; return the targets missed."""
    failures = []
    salt = iter(range(1_000_000))
    render_standings(standings_table(9, next(salt)))  # load the fonts once
    print()
    print(f"{'tournament picture':28} {'rows':>4} {'ms':>7} {'PNG KB':>7} {'height':>6}")
    for rows in (9, 200):
        count = max(repeat // (10 if rows > 9 else 2), 5)
        for name, draw, make in (
            ("pairing table", render_pairing_table, pairing_table),
            ("standings", render_standings, standings_table),
        ):
            tables = [make(rows, next(salt)) for _ in range(count)]
            times = []
            for table in tables:
                start = time.perf_counter()
                data = draw(table)
                times.append(time.perf_counter() - start)
            height = Image.open(io.BytesIO(data)).height
            ms = statistics.median(times) * 1000
            print(f"{name:28} {rows:>4} {ms:7.1f} {len(data) / 1000:7.1f} {height:>6}")
            if len(data) >= DISCORD_FILE_LIMIT:
                failures.append(f"{name} of {rows} rows is {len(data)} bytes")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="renders per measurement")
    parser.add_argument("--tables", action="store_true", help="the tournament pictures only")
    args = parser.parse_args(argv)
    if args.tables:
        failures = bench_tables(args.repeat)
        print("all targets met" if not failures else "MISSED: " + "; ".join(failures))
        return 0 if not failures else 1
    rows = []
    for game_id in games.ids():
        for sample in (start_sample(game_id), midgame_sample(game_id)):
            rows.append(bench_sample(sample, args.repeat))
    header = (
        f"{'board':28} {'size':>4} {'pcs':>3} {'cold ms':>7} {'ms':>5} {'PNG KB':>6} | "
        f"{'naive ms':>8} {'x':>5} {'KB':>5} | {'minimal ms':>10} {'x':>5}"
    )
    print(header)
    print("-" * len(header))
    failures = []
    for row in rows:
        speedup = row["same_ms"] / row["ms"]
        print(
            f"{row['name']:28} {row['size']:>4} {row['pieces']:>3} {row['cold_ms']:7.1f} "
            f"{row['ms']:5.2f} {row['bytes'] / 1000:6.1f} | {row['same_ms']:8.2f} "
            f"{speedup:4.1f}x {row['same_bytes'] / 1000:5.1f} | {row['naive_ms']:10.2f} "
            f"{row['naive_ms'] / row['ms']:4.1f}x"
        )
        if row["size"] == "8x8" and row["ms"] > TARGET_MS:
            failures.append(f"{row['name']}: {row['ms']:.2f} ms > {TARGET_MS} ms")
        if speedup < TARGET_SPEEDUP:
            failures.append(f"{row['name']}: only {speedup:.1f}x the baseline")
        if row["bytes"] > TARGET_PNG_BYTES:
            failures.append(f"{row['name']}: PNG of {row['bytes']} bytes")
    frames = replay(REPLAY_GAME, seed=3, plies=200)
    hundred = frames[:101]
    render_gif(hundred[:3])  # warm the tile cache for a fair, repeatable figure
    gif_times = []
    for _ in range(3):
        start = time.perf_counter()
        gif = render_gif(hundred)
        gif_times.append(time.perf_counter() - start)
    long_gif = render_gif(frames)
    gif_s = statistics.median(gif_times)
    print(
        "\nms: this renderer, median, caches warm (cold: the first render of the board);"
        "\nnaive: the same picture drawn from scratch each time, default PNG settings;"
        "\nminimal: plain lettered discs drawn from scratch, default PNG settings."
    )
    print()
    print(f"GIF, {REPLAY_GAME}, 100 moves: {gif_s:.3f} s (median of 3), {len(gif) / 1e6:.2f} MB")
    print(f"GIF, {REPLAY_GAME}, {len(frames) - 1} moves: {len(long_gif) / 1e6:.2f} MB")
    if gif_s >= TARGET_GIF_S:
        failures.append(f"100-move GIF took {gif_s:.3f} s")
    if len(long_gif) >= TARGET_GIF_BYTES:
        failures.append(f"{len(frames) - 1}-move GIF is {len(long_gif)} bytes")
    failures += bench_tables(args.repeat)
    print()
    print("all targets met" if not failures else "MISSED: " + "; ".join(failures))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())

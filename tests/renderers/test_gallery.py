"""``python -m renderers --gallery DIR`` writes every game's start and mid-game images."""

from __future__ import annotations

import subprocess
import sys

import games
from renderers.gallery import midgame_sample

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_gallery_writes_a_start_and_a_mid_game_png_for_every_game(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "renderers", "--gallery", str(tmp_path)],
        capture_output=True,
        text=True,
        check=True,
    )
    written = {line.rsplit("/", 1)[-1] for line in result.stdout.split()}
    for game_id in games.ids():
        for name in (
            f"{game_id}-start.png",
            f"{game_id}-midgame.png",
            f"{game_id}-midgame-black.png",
        ):
            assert name in written
            assert (tmp_path / name).read_bytes().startswith(PNG_SIGNATURE)
        assert (tmp_path / f"{game_id}-replay.gif").read_bytes().startswith(b"GIF89a")
    for name in ("tournament-pairings.png", "tournament-standings.png"):
        assert name in written
        assert (tmp_path / name).read_bytes().startswith(PNG_SIGNATURE)


def test_mid_game_samples_show_their_games_markers():
    """The samples exist for people to check every marker; make sure the markers are in them."""
    expected = {
        "charing-cross": lambda v, flags: v["info"].get("place") is not None,
        "kings-crossing": lambda v, flags: {"trapped", "hidden"} <= flags,
        "checkers-bosses": lambda v, flags: {"boss", "crowned"} <= flags,
        "crossings": lambda v, flags: "crossed" in flags,
        "king-of-the-castle": lambda v, flags: any(m["kind"] == "castle" for m in v["marks"]),
    }
    for game_id in games.ids():
        sample = midgame_sample(game_id)
        flags = {f for p in sample.view["pieces"].values() for f in p["flags"]}
        assert sample.view["outcome"] is None
        if game_id in expected:
            assert expected[game_id](sample.view, flags), game_id

"""/replay: a match too long for the upload limit says which moves its GIF shows, and each
frame carries the marks of its move's own board."""

from __future__ import annotations

import functools
import io
import random
import re

from PIL import Image

from bot.markup import plain
from bot.service import MatchService, ServiceSettings
from renderers.replay import fit_replay
from tests.bot.conftest import ALICE, BOB
from tests.helpers import long_playout
from tests.renderers.test_replay_limit import game_frames
from tests.viewers import ONLOOKER, local_viewer

MOVES = 40
SEED = 5


async def test_a_thinned_replay_says_which_moves_it_shows(db, clock) -> None:
    # A limit a 40-move replay does not fit in, so the service's GIF must be thinned.
    limit = 150_000
    service = MatchService(
        db,
        settings=ServiceSettings(),
        clock=clock,
        rng=random.Random(3),
        fit_replay=functools.partial(fit_replay, limit=limit),
    )
    try:
        offer = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
        match_id = (await service.accept(local_viewer(BOB), offer.challenge_id)).match_id
        for move in long_playout("crossings", SEED, MOVES):
            match = await service.get_match(match_id)
            await service.move(local_viewer(match.to_move_id), match_id, move)
        reply = await service.replay(ONLOOKER, match_id)
    finally:
        service.close()
    found = re.search(
        rf"replay of {MOVES} moves: every (\d+)(?:st|nd|rd|th) move shown, with every capture "
        r"and the end, to stay under the 146 KiB upload limit\.$",
        plain(reply.text),
    )
    assert found, reply.text
    step = int(found.group(1))
    # The frames the sentence promises, from the same game replayed here.
    frames = game_frames("crossings", MOVES, seed=SEED)
    promised = [
        index
        for index, frame in enumerate(frames)
        if index in (0, MOVES) or frame.took or frame.move_number % step == 0
    ]
    gif = Image.open(io.BytesIO(reply.image.data))
    assert len(reply.image.data) < limit
    assert 2 <= gif.n_frames == len(promised) < len(frames)


async def test_each_frame_has_the_marks_of_its_moves_board(recorded, recorder) -> None:
    """The board a move's reply drew (its capture crosses, return arrows, the moved group)
    and the replay frame of that move are marked alike, in games with phalanxes (Crossings)
    and pieces sent home (Charing Cross), captures (The King o' the Castle)."""
    seen: dict[str, int] = {"captured": 0, "sent_home": 0, "moved": 0}
    for game_id, moves in (("crossings", 40), ("charing-cross", 60), ("king-of-the-castle", 60)):
        offer = await recorded.challenge(ALICE, game_id, opponent=BOB, colour="white")
        match_id = (await recorded.accept(local_viewer(BOB), offer.challenge_id)).match_id
        boards = []
        for move in long_playout(game_id, SEED, moves):
            match = await recorded.get_match(match_id)
            await recorded.move(local_viewer(match.to_move_id), match_id, move)
            drawn = recorder.last
            boards.append(tuple(tuple(drawn.get(mark, ())) for mark in seen))
        recorder.gifs.clear()
        await recorded.replay(ONLOOKER, match_id)
        (frames,) = recorder.gifs
        assert [(f.captured, f.sent_home, f.moved) for f in frames[1:]] == boards
        for marks in boards:
            for name, squares in zip(seen, marks, strict=True):
                seen[name] += bool(squares)
    assert all(seen.values()), seen  # each kind of mark was compared at least once

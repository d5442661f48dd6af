"""/replay of a match too long for the upload limit says which moves its GIF shows."""

from __future__ import annotations

import functools
import io
import random
import re

from PIL import Image

from bot.service import MatchService, ServiceSettings
from bot.service.text import plain
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
        if index in (0, MOVES) or frame.captured or frame.move_number % step == 0
    ]
    gif = Image.open(io.BytesIO(reply.image.data))
    assert len(reply.image.data) < limit
    assert 2 <= gif.n_frames == len(promised) < len(frames)

"""Playing against the bot through the service: every game, mid-turn decisions, Stealth set-up.

The service's AI integration is exercised with an in-process runner (the same choose_move the
process pool runs); tests/ai covers the pool itself.
"""

from __future__ import annotations

import random

import pytest

import games
from bot.markup import plain
from bot.service import MatchService, ServiceError, ServiceSettings
from games.ai import Observation, choose_move
from tests.bot.conftest import ALICE
from tests.viewers import local_viewer

BOT = 999


class InlineRunner:
    """AIRunner's interface, thinking in this process (deterministic with a seed)."""

    def __init__(self) -> None:
        self.seen: list[Observation] = []

    async def choose(
        self, observation: Observation, level: str, budget=None, seed=None, match_id=None
    ) -> str:
        self.seen.append(observation)
        return choose_move(observation, level, budget=budget, seed=len(self.seen))


@pytest.fixture
async def ai_service(db, clock):
    runner = InlineRunner()
    svc = MatchService(
        db,
        settings=ServiceSettings(ai_budget=0.05),
        clock=clock,
        rng=random.Random(1),
        ai=runner,
        ai_user_id=BOT,
    )
    yield svc
    svc.close()


@pytest.mark.parametrize("game_id", games.ids())
async def test_a_complete_game_against_the_bot(ai_service, db, game_id):
    options = {"stealth": True} if game_id == "kings-crossing" else {}
    reply = await ai_service.challenge(
        ALICE, game_id, opponent=BOT, level="easy", options=options, colour="black"
    )
    match_id = reply.match_id
    assert all(m.user_id == ALICE for m in reply.private), "nothing is sent to the bot"
    if game_id == "kings-crossing":
        await ai_service.private_choice(local_viewer(ALICE), match_id, "random")
    rng = random.Random(2)
    for _ in range(1000):
        match = await db.matches.get(match_id)
        if match.status == "finished":
            break
        assert match.to_move_id == ALICE, "after each reply it is the human's decision"
        legal = await ai_service.legal_moves_for(local_viewer(ALICE), match_id)
        await ai_service.move(local_viewer(ALICE), match_id, rng.choice(legal))
    match = await db.matches.get(match_id)
    assert match.status == "finished"
    assert any(m.side == "white" for m in await db.matches.moves(match_id))


async def test_the_bot_sees_only_its_own_seat(ai_service, db):
    reply = await ai_service.challenge(
        ALICE,
        "kings-crossing",
        opponent=BOT,
        level="medium",
        options={"stealth": True},
        colour="white",
    )
    await ai_service.private_choice(local_viewer(ALICE), reply.match_id, "c1")
    await ai_service.move(local_viewer(ALICE), reply.match_id, "a2-a3")
    seen = ai_service.ai.seen[-1]
    assert seen.seat == "black"
    assert all(p["kind"] != "king" or p["side"] == "black" for p in seen.view["pieces"].values())
    assert "K" not in seen.public.split()[0]


async def test_the_bot_declines_a_draw_and_levels_are_checked(ai_service):
    with pytest.raises(ServiceError, match="level"):
        await ai_service.challenge(ALICE, "crossings", opponent=BOT, level="godlike")
    reply = await ai_service.challenge(ALICE, "crossings", opponent=BOT, colour="white")
    offered = await ai_service.offer_draw(local_viewer(ALICE), reply.match_id)
    assert "declines the draw" in plain(offered.text)
    assert "plays on while either side can still win" in plain(offered.text)


@pytest.mark.parametrize(
    ("position", "accepted"),
    [
        ("8/8/8/8/2*o(1)5/8/2*O(1)5/8 w reserve=/", True),
        ("8/8/8/8/2*o(1)5/2*O(1)5/8/8 w reserve=/", False),  # c3xc5 wins at once
        # A hit point to spare: f2-e3, Black must jump it (f4xd2), e3xc1 wins.
        ("8/8/8/8/5*c(1)2/8/5*D(2)2/8 w reserve=/", False),
    ],
)
async def test_the_bot_accepts_a_draw_only_where_nobody_can_win(ai_service, db, position, accepted):
    """A lone boss against a lone boss (Checkers with Bosses) with no jump for the side to
    move is a draw: nobody can force a hit, and nobody may pass, so the game would go on for
    ever.  The bot accepts a draw offered there, and only there."""
    reply = await ai_service.challenge(
        ALICE, "checkers-bosses", opponent=BOT, colour="white", level="easy"
    )
    match_id = reply.match_id
    match = await db.matches.get(match_id)
    await db.matches.update(match_id, match.version, position=position, to_move_id=ALICE)
    offered = await ai_service.offer_draw(local_viewer(ALICE), match_id)
    assert ("the draw offer is accepted" in plain(offered.text)) is accepted
    match = await db.matches.get(match_id)
    assert (match.status == "finished") is accepted
    assert match.winner is None


async def test_the_ai_is_shown_the_positions_the_match_has_been_through(ai_service):
    reply = await ai_service.challenge(
        ALICE, "crossings", opponent=BOT, colour="white", level="easy"
    )
    match_id = reply.match_id
    game = games.get("crossings")
    state = game.start()
    for _ in range(3):
        moves = await ai_service.legal_moves_for(local_viewer(ALICE), match_id)
        await ai_service.move(local_viewer(ALICE), match_id, moves[0])
    seen = ai_service.ai.seen[-1]
    match = await ai_service.get_match(match_id)
    assert match.position in ai_service.recent_positions[match_id]
    assert len(seen.history) == 5  # Alice's three moves and the bot's first two answers
    assert game.public_position(state) not in seen.history  # only positions after moves


async def test_after_both_stealth_choices_the_private_board_names_white_to_move(ai_service):
    """Against the bot (Black, which chooses first): once the human's choice completes the
    set-up, the human's private board is the real position, White to move -- not a preview
    of the set-up still naming Black."""
    reply = await ai_service.challenge(
        ALICE,
        "kings-crossing",
        opponent=BOT,
        level="easy",
        options={"stealth": True},
        colour="white",
    )
    chosen = await ai_service.private_choice(local_viewer(ALICE), reply.match_id, "c1")
    (board,) = [m for m in chosen.private if m.user_id == ALICE]
    view = board.image.view
    assert (view["turn"], view["to_move"]) == ("white", "white")
    assert view["pieces"]["c1"]["kind"] == "king"
    assert chosen.image.view["to_move"] == "white"


def _bottom_left_square(image_data: bytes, view) -> str:
    """Which square is drawn at the bottom left of a board PNG: read from the pixels, by
    finding which of a1 and h8 (Crossings' corners) holds the piece colour seen there."""
    import io

    from PIL import Image

    from renderers import style
    from renderers.board import layout_for

    image = Image.open(io.BytesIO(image_data)).convert("RGB")
    layout = layout_for(view)  # White's geometry: the bottom-left square's box
    left, top = layout.origin(0, 0)
    seen = image.getpixel((left + style.CELL // 2 - 12, top + style.CELL // 2 + 10))
    corners = {p["side"]: sq for sq, p in view["pieces"].items() if sq in ("a1", "h8")}
    assert set(corners) == {"white", "black"}, "a piece of each side on the corners"
    nearest = min(
        ("white", "black"),
        key=lambda side: sum(abs(a - b) for a, b in zip(seen, style.FILL[side], strict=True)),
    )
    return corners[nearest]


async def test_against_the_bot_the_human_sees_their_own_side_at_the_bottom(ai_service):
    """Alice plays Black against the bot: her boards (the start, after each move, the board
    command) have Black's side at the bottom (h8 at the bottom left), read from the
    pixels."""
    reply = await ai_service.challenge(
        ALICE, "crossings", opponent=BOT, level="easy", colour="black"
    )
    match_id = reply.match_id
    boards = [reply.image]
    alice = local_viewer(ALICE)
    legal = await ai_service.legal_moves_for(alice, match_id)
    boards.append((await ai_service.move(alice, match_id, legal[0])).image)
    boards.append((await ai_service.board(alice, match_id)).image)
    for image in boards:
        assert image.perspective == "black"
        assert _bottom_left_square(image.data, image.view) == "h8"

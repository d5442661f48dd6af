"""The console's learn, hint and review commands, and the coaching worker process."""

from __future__ import annotations

import io

import games
from bot.coach_runner import CoachRunner
from bot.console import Console
from bot.service.hints import Hints
from bot.service.review import Reviewer
from games.ai import observe
from games.ai.analysis import hint
from tests.learning.conftest import HINT_NODES, REVIEW_NODES, make_service


async def test_learn_hint_and_review_in_the_console(db, tmp_path):
    service, coach = make_service(db)
    out = io.StringIO()
    console = await Console.open(service, tmp_path / "boards", out)
    await console.run(
        [
            "learn crossings",
            "learn crossings d4-e5",
            "learn crossings lesson 1",
            "play kings-crossing",  # alice against herself: hints allowed
            "c2-c5",
            "c7-c6",
            "hint",
            "resign yes",
            "review",
        ]
    )
    text = out.getvalue()
    assert "[only alice sees] Crossings, lesson 1 of 6: A single counter" in text
    assert "Answer with 'learn crossings MOVE', written as in a match." in text
    assert (tmp_path / "boards" / "lesson-crossings-1.png").exists()
    assert "✓ d4-e5. Right." in text and "Crossings, lesson 2 of 6: Phalanxes" in text
    assert "(You passed this lesson already.)" in text
    assert "hint for white: c5xc7 (it captures the man on c6)." in text
    assert "Review of Match #1 (King's Crossing) for @alice (white and black)" in text
    assert (tmp_path / "boards" / "review-1-white-black-chart.png").exists()
    assert coach.jobs[0] == "hint" and set(coach.jobs[1:]) == {"judge"}
    service.close()


async def test_the_coach_runner_thinks_in_another_process():
    coach = CoachRunner()
    try:
        game = games.get("kings-crossing")
        state = game.load("3k/4/4/4/K3/4/4/3M w home=d1,a8")
        found = await coach.run(hint, observe(game.id, state, "white"), max_nodes=HINT_NODES)
        assert found.move == "a4-a8" and found.reason.startswith("it wins at once")
    finally:
        coach.close()


def test_the_defaults_give_every_search_a_budget(db):
    """Hints and reviews of a real service are bounded by seconds, never unlimited."""
    service, _ = make_service(db)
    assert Hints(service.matches, service.boards, service.coach).budget == 1.5
    assert Reviewer(service.matches, service.coach).budget == 20.0
    assert REVIEW_NODES > 0
    service.close()

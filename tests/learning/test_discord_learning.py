"""/learn, /hint and /review in Discord (simcord): every answer is ephemeral, lessons come with
their board and suggestions of the lesson's legal moves, hints are refused between people,
and a review arrives with its chart and the boards of the marked moves."""

from __future__ import annotations

from bot.service.review import Reviewer
from tests.discord.conftest import World
from tests.learning.conftest import REVIEW_NODES, InlineCoach
from tests.viewers import local_viewer


async def test_a_lesson_is_shown_answered_and_continued(world: World) -> None:
    shown = await world.alice.slash(world.channel, "learn", game="crossings")
    assert shown.response.ephemeral
    message = shown.followups[0] if shown.followups else shown.response
    assert message.content.startswith("**Crossings, lesson 1 of 6: A single counter**")
    assert "`/learn game:crossings answer:MOVE`" in message.content
    assert [a.filename for a in message.attachments] == ["lesson-crossings-1.png"]
    choices = await world.alice.autocomplete(
        world.channel, "learn", "answer", "d4-e", game="crossings"
    )
    assert [c["value"] for c in choices] == ["d4-e3", "d4-e4", "d4-e5"]
    wrong = await world.alice.slash(world.channel, "learn", game="crossings", answer="d4-e4")
    said = [m.content for m in wrong.followups] or [wrong.response.content]
    assert "✗ d4-e4 is legal, but it only moves the counter from d4 to e4." in said[0]
    right = await world.alice.slash(world.channel, "learn", game="crossings", answer="d4-e5")
    said = [m.content for m in right.followups] or [right.response.content]
    assert "✓ **d4-e5**" in said[0] and "lesson 2 of 6: Phalanxes" in said[0]
    again = await world.bob.slash(world.channel, "learn", game="crossings")
    said = [m.content for m in again.followups] or [again.response.content]
    assert "lesson 1 of 6" in said[0], "Bob starts at the beginning"
    assert world.channel.history(viewer=world.carol) == [], "nothing was posted publicly"


async def test_hint_is_refused_between_people_and_review_works(world: World) -> None:
    service = world.bot.service
    coach = InlineCoach()
    service.coach = coach
    service.reviewer = Reviewer(service.matches, coach, budget=None, max_nodes=REVIEW_NODES)
    match_id, thread = await world.start_match("crossings")
    refused = await world.alice.slash(thread, "hint")
    said = [m.content for m in refused.followups] or [refused.response.content]
    assert (
        said[0]
        == f"Match #{match_id} (Crossings): Hints are only for practice: this match is rated."
    )
    early = await world.alice.slash(thread, "review", match=match_id)
    said = [m.content for m in early.followups] or [early.response.content]
    assert "still going on" in said[0]
    await world.alice.slash(thread, "move", move="a2-a3")
    await service.resign(local_viewer(world.bob.id), match_id, confirmed=True)
    reviewed = await world.alice.slash(thread, "review", match=match_id)
    message = reviewed.followups[-1] if reviewed.followups else reviewed.response
    assert message.ephemeral
    assert f"**Review of Match #{match_id} (Crossings)**" in message.content
    assert [a.filename for a in message.attachments] == [f"review-{match_id}-white-chart.png"]
    assert coach.jobs == ["judge"]

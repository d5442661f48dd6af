"""Reviews: a known game with a planted blunder (a move that leaves a man to be taken where
another keeps every piece safe) is marked as such, with the better move and the boards; the
result is stored, so asking again costs the AI nothing."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

import games
from bot.discord.markup import to_discord
from bot.discord.pages import paged
from bot.markup import plain, t
from bot.service import NotAllowed
from bot.service.evaluation_chart import ChartWords, chart_words
from bot.service.review import Reviewer
from games.ai import observe
from games.ai.analysis import judge
from tests.learning.conftest import ALICE, BOB, REVIEW_NODES
from tests.viewers import local_viewer

# King's Crossing, Alice White, Bob Black.  At move 5 Alice plays a2-a6: the man lands next
# to Black's a7 with a5 empty behind it, and Bob jumps it (a7xa5).  Any safe move kept it.
GAME = ["c2-c5", "c7-c6", "c5xc7", "c8xc6", "a2-a6", "a7xa5"]
PLANTED_PLY = 5


async def finished_match(service) -> int:
    reply = await service.challenge(ALICE, "kings-crossing", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    for ply, move in enumerate(GAME, start=1):
        await service.move(local_viewer(ALICE if ply % 2 else BOB), match_id, move)
    await service.resign(local_viewer(ALICE), match_id, confirmed=True)
    return match_id


def black_can_capture(position: str, move: str) -> bool:
    game = games.get("kings-crossing")
    after = game.play(game.load(position), move)
    white = {sq for sq, p in game.view(after, "white")["pieces"].items() if p["side"] == "white"}
    for reply in game.legal_moves(after):
        left = game.view(game.play(after, reply), "white")["pieces"]
        if any(sq not in left or left[sq]["side"] != "white" for sq in white):
            return True
    return False


async def test_the_planted_blunder_is_marked_with_the_move_that_keeps_the_piece(service, coach):
    match_id = await finished_match(service)
    reply = await service.reviewer.review(local_viewer(ALICE), match_id)
    stored = await service.db.reviews.get(match_id, ALICE)
    weighed = {move["ply"]: move for move in stored["moves"]}
    assert set(weighed) == {1, 5}, "Alice's decisions, the forced jump c5xc7 aside"
    planted = weighed[PLANTED_PLY]
    assert (planted["played"], planted["mark"]) == ("a2-a6", "blunder")
    assert planted["best"] != "a2-a6"
    assert black_can_capture(planted["position"], "a2-a6")
    assert not black_can_capture(planted["position"], planted["best"])
    assert planted["reason"] == (
        "the evaluation drops by 13.1, past this game's blunder threshold 9; "
        f"{planted['best']} instead: after a2-a6 the man on a6 can be taken; "
        "this move keeps every piece safe"
    )
    # The lines a player can replay: each starts with its move and is legal all the way; the
    # one after a2-a6 shows Black taking the man.
    game = games.get("kings-crossing")
    for line, first in ((planted["played_line"], "a2-a6"), (planted["best_line"], planted["best"])):
        assert line[0] == first and len(line) >= 2
        state = game.load(planted["position"])
        for move in line:
            state = game.play(state, game.parse_move(state, move))
    assert planted["played_line"][1] == "a7xa5"
    text = plain(reply.notice)
    assert (
        "Review of Match #1 (King's Crossing) for @alice (white): 2 moves weighed, 1 blunder"
        in text
    )
    expected_after = " ".join(planted["played_line"][1:])
    better_after = " ".join(planted["best_line"][1:])
    # Told in the chart's unit, men (a man is 10 of King's Crossing's evaluation units).
    told = planted["reason"].replace(
        "drops by 13.1, past this game's blunder threshold 9",
        "drops by 1.31 men, past this game's blunder threshold of 0.9",
    )
    assert told != planted["reason"]
    assert (
        f"• Move 5 (white): a2-a6 ?? blunder: {told}. "
        f"Expected after it: {expected_after}. Better {planted['best']}, going on "
        f"{better_after}. Board: review-1-move-5-white.png."
    ) in text
    assert reply.notice_image.filename == "review-1-white-chart.png"
    assert reply.notice_image.data.startswith(b"\x89PNG")
    assert [a.filename for a in reply.extra_files] == ["review-1-move-5-white.png"]
    assert reply.text == "", "a review is for the asker alone"
    assert coach.jobs == ["judge", "judge"]


async def test_a_second_request_is_answered_from_storage(service, coach):
    match_id = await finished_match(service)
    first = await service.reviewer.review(local_viewer(ALICE), match_id)
    jobs = list(coach.jobs)
    second = await service.reviewer.review(local_viewer(ALICE), match_id)
    assert coach.jobs == jobs, "the AI was not asked again"
    assert second.notice == first.notice
    assert second.notice_image.data == first.notice_image.data


async def test_only_players_of_a_finished_match_get_a_review(service, coach):
    reply = await service.challenge(ALICE, "crossings", opponent=BOB, colour="white")
    match_id = (await service.accept(local_viewer(BOB), reply.challenge_id)).match_id
    with pytest.raises(NotAllowed, match="still going on"):
        await service.reviewer.review(local_viewer(ALICE), match_id)
    await service.resign(local_viewer(BOB), match_id, confirmed=True)
    with pytest.raises(NotAllowed, match="not playing"):
        await service.reviewer.review(local_viewer(3), match_id)
    empty = await service.reviewer.review(local_viewer(BOB), match_id)  # Bob never moved
    assert "0 moves weighed" in plain(empty.notice)
    assert "None of your moves in this match had an alternative to weigh" in plain(empty.notice)
    assert empty.notice_image is None, "no chart of nothing"
    assert coach.jobs == []


def test_a_stealth_review_judges_from_what_the_seat_could_see():
    """The same observation whatever the hidden King's square: the judgement depends on the
    seat's view only, so two games differing only in Black's secret give the same answer."""
    game = games.get("kings-crossing")
    judgements = []
    for square in ("a8", "d7"):
        state = game.start(stealth=True)
        state = game.play(state, "king d1")
        state = game.play(state, f"king {square}")
        observation = observe(game.id, state, "white")
        judgements.append(judge(observation, "c2-c5", max_nodes=REVIEW_NODES, seed=3))
    assert judgements[0] == judgements[1]


async def test_each_player_s_review_names_its_own_chart(service, coach):
    """Alice asks first, then Bob: Bob's text names Bob's chart, not Alice's file."""
    match_id = await finished_match(service)
    alice = await service.reviewer.review(local_viewer(ALICE), match_id)
    bob = await service.reviewer.review(local_viewer(BOB), match_id)
    assert alice.notice_image.filename == f"review-{match_id}-white-chart.png"
    assert bob.notice_image.filename == f"review-{match_id}-black-chart.png"
    assert bob.notice_image.filename in plain(bob.notice)
    assert alice.notice_image.filename not in plain(bob.notice)


def test_the_evaluation_is_charted_in_the_games_pieces_with_proven_results_apart():
    """King's Crossing's evaluation counts a man as 10 (games.ai.knowledge.kings_crossing);
    the chart shows men, from the asker's side, and a score beyond half of WIN as a proven
    result, not a number of men."""
    from bot.service.evaluation_chart import evaluation_series, unit
    from games.ai.search import WIN

    moves = [
        {"number": 1, "side": "white", "played_score": 20.0, "mark": None},
        {"number": 2, "side": "black", "played_score": 5.0, "mark": "mistake"},
        {"number": 3, "side": "white", "played_score": WIN - 7, "mark": None},
        {"number": 4, "side": "black", "played_score": WIN - 4, "mark": "blunder"},
    ]
    series = evaluation_series("kings-crossing", moves, "white", {"mistake": "?", "blunder": "??"})
    assert unit("kings-crossing") == (10.0, "men")
    assert list(series.points) == [(1.0, 2.0), (2.0, -0.5)]
    assert list(series.proven) == [(3.0, "win"), (4.0, "loss")]
    assert list(series.marks) == [(2.0, "?"), (4.0, "??")]


async def test_a_long_review_lists_the_blunders_first_so_page_one_holds_them(service, coach):
    """60 marked moves (every 7th a blunder) stored as the review: the text lists the blunders
    in the order played, then the mistakes; Discord's first page holds every blunder."""
    match_id = await finished_match(service)
    await service.reviewer.review(local_viewer(ALICE), match_id)
    stored = await service.db.reviews.get(match_id, ALICE)
    planted = next(move for move in stored["moves"] if move["ply"] == PLANTED_PLY)
    numbers = list(range(1, 61))
    blunders = [n for n in numbers if n % 7 == 0]
    mistakes = [n for n in numbers if n % 7 != 0]
    moves = [
        {
            **planted,
            "ply": 2 * n - 1,
            "number": n,
            "mark": "blunder" if n in blunders else "mistake",
            "loss": 10 if n in blunders else 4,
            "reason": "the evaluation drops",
        }
        for n in reversed(numbers)  # stored out of order: the order told is the review's own
    ]
    await service.db.reviews.put(match_id, ALICE, {**stored, "moves": moves})
    reply = await service.reviewer.review(local_viewer(ALICE), match_id)
    told = re.findall(r"^• Move (\d+) \(white\): \S+ (\?\??) ", plain(reply.notice), re.M)
    assert told == [(str(n), "??") for n in blunders] + [(str(n), "?") for n in mistakes]
    first = paged(to_discord(reply.notice), 1, lambda page: f"`/review page:{page}`")
    assert "Page 1 of " in first  # long enough to be paged
    on_first = {int(n) for n in re.findall(r"^• Move (\d+) ", plain(first), re.M)}
    assert set(blunders) <= on_first


async def test_a_drop_is_told_in_the_unit_the_chart_draws(service, coach):
    """The chart's axis is in men (a King's Crossing man is 10 evaluation units): the drop and
    the threshold the text names are in men too, a tenth of the search's own figures."""
    match_id = await finished_match(service)
    text = plain((await service.reviewer.review(local_viewer(ALICE), match_id)).notice)
    stored = await service.db.reviews.get(match_id, ALICE)
    (planted,) = [move for move in stored["moves"] if move["mark"]]
    searched = re.match(
        r"the evaluation drops by ([\d.]+), past this game's blunder "
        r"threshold ([\d.]+)",
        planted["reason"],
    )
    told = re.search(
        r"drops by ([\d.]+) (\w+), past this game's blunder threshold of "
        r"([\d.]+)",
        text,
    )
    assert searched and told, text
    assert told.group(2) == "men" and "(in men;" in text  # the chart's unit, named alike
    assert float(told.group(1)) == pytest.approx(float(searched.group(1)) / 10)
    assert float(told.group(3)) == pytest.approx(float(searched.group(2)) / 10)
    assert float(told.group(1)) == pytest.approx(planted["loss"] / 10, abs=0.005)


class Stopwatch:
    """A review's timer, moved on ``per_move`` seconds by each move the test's coach judges."""

    def __init__(self, per_move: float) -> None:
        self.now = 0.0
        self.per_move = per_move

    def __call__(self) -> float:
        return self.now


async def test_a_review_past_its_bound_stops_and_says_it_was_cut_short(service, coach):
    """The first move takes 2.5 s of a 2 s bound: the second, due after the bound, is not
    asked; the reply says so, and a whole review says nothing of the kind."""
    watch = Stopwatch(2.5)
    run = coach.run

    async def timed(function, /, *args, **kwargs):
        watch.now += watch.per_move
        return await run(function, *args, **kwargs)

    coach.run = timed
    service.reviewer = Reviewer(
        service.matches, coach, budget=2.0, max_nodes=REVIEW_NODES, timer=watch
    )
    match_id = await finished_match(service)
    text = plain((await service.reviewer.review(local_viewer(ALICE), match_id)).notice)
    assert coach.jobs == ["judge"]  # of Alice's two decisions with an alternative
    assert "1 move weighed" in text
    assert (
        "Cut short at the review's bound of 2 seconds: 1 of your 2 moves with an alternative "
        "weighed, up to move 1; the later ones were not judged."
    ) in text
    whole = plain((await service.reviewer.review(local_viewer(BOB), match_id)).notice)
    assert "Cut short" not in whole


async def test_a_review_in_german_with_its_pictures_words(service, coach):
    """The planted blunder's sentence as a German reader reads it (written here by hand),
    the pictures drawn with German words, and the English unchanged for an English reader."""
    match_id = await finished_match(service)
    german = replace(local_viewer(ALICE), language="de")
    reply = await service.reviewer.review(german, match_id)
    stored = await service.db.reviews.get(match_id, ALICE)
    planted = next(m for m in stored["moves"] if m["ply"] == PLANTED_PLY)
    best, after = planted["best"], " ".join(planted["played_line"][1:])
    better_after = " ".join(planted["best_line"][1:])
    text = plain(reply.notice, "de")
    assert text.startswith(
        "Analyse von Partie Nr. 1 (King's Crossing) für @alice (Weiß): 2 Züge bewertet, 1 Patzer, "
        "0 Fehler."
    )
    assert (
        f"• Zug 5 (Weiß): a2-a6 ?? Patzer: die Bewertung fällt um 1,31 Steine, über die "
        f"Patzerschwelle dieses Spiels von 0,9 hinaus; stattdessen {best}: nach a2-a6 kann der "
        f"Stein auf a6 geschlagen werden; dieser Zug lässt nichts ungedeckt. Danach erwartet: "
        f"{after}. Besser {best}, weiter mit {better_after}. Brett: review-1-move-5-white.png."
    ) in text
    assert text.endswith(
        "Die Bewertung über die ganze Partie: review-1-white-chart.png (Einheit: Steine; "
        "oberhalb der Nulllinie steht Weiß besser; ein bewiesener Sieg oder eine bewiesene "
        "Niederlage wird über oder unter dem Diagramm gezeichnet)."
    )
    english = await service.reviewer.review(local_viewer(ALICE), match_id)
    assert english.notice == reply.notice, "one text, localised by each reader's front end"
    assert english.extra_files[0].data != reply.extra_files[0].data, "the caption's language"
    assert english.notice_image.data != reply.notice_image.data, "the chart's words"


def test_the_review_pictures_words_in_each_language():
    assert chart_words("7", "Crossings", "crossings", "black", "de") == ChartWords(
        title="#7 Crossings: Bewertung (Schwarz)",
        y_label="Vorteil für Schwarz (Einheit: Steine)",
        x_label="Zug",
        won="gewonnen",
        lost="verloren",
    )
    spanish = chart_words("7", "Charing Cross", "charing-cross", "white", "es-ES")
    assert spanish.y_label == "ventaja de las blancas, en últimos pasos hacia una meta"
    english = chart_words("7", "Crossings", "crossings", "white", None)
    assert (english.title, english.y_label) == (
        "#7 Crossings: evaluation (white)",
        "white's advantage, in counters",
    )
    title = t("coach-board-title", game="Charing Cross", number=6)
    assert plain(title) == "Charing Cross · before move 6"
    assert plain(title, "es-ES") == "Charing Cross · antes de la jugada 6"
    assert plain(t("coach-board-better", move="b3-c3"), "de") == "besser b3-c3"

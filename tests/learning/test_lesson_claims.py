"""What the lessons say about their boards, checked against the engine.

Each lesson's ``[lesson.claims]`` (the squares a piece may reach, what stands where, whose turn
it is, the only legal moves) is what its texts say through placeholders; here every claim is
recomputed from the engine's legal move list and views with code of this test alone (a
move's first and last squares read with a regular expression), never with the lesson code.
The issue's wrong sentences are pinned as regressions, and wrong answers must describe what
the move did to the mover's own pieces truthfully.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import games
from bot.lessons import judge, tutorial
from bot.lessons.claims import ClaimError, fill

LESSONS = [(game_id, lesson) for game_id in games.ids() for lesson in tutorial(game_id).lessons]
SQUARE = re.compile(r"[a-z][0-9]+")


def lesson_id(case: tuple[str, object]) -> str:
    game_id, lesson = case
    return f"{game_id}-{lesson.number}"  # type: ignore[attr-defined]


def destinations(game: games.Game, state: object, square: str) -> set[str]:
    """Where the piece on ``square`` may end a move: the last square of every legal move that
    starts there (placements and drops start nowhere)."""
    found = set()
    for move in game.legal_moves(state):
        squares = SQUARE.findall(move)
        if "@" not in move and len(squares) >= 2 and squares[0] == square:
            found.add(squares[-1])
    return found


def described(piece: dict | None) -> str:
    if piece is None:
        return "empty"
    words = [piece["side"]]
    if "crowned" in piece["flags"]:
        words.append("crowned")
    words.append(piece["kind"])
    if "boss" in piece["flags"]:
        words.append("boss")
    return " ".join(words)


def check(game: games.Game, state: object, claims: dict, where: str) -> int:
    """Assert every claim about ``state``; the number of claims checked."""
    view = game.view(state, game.to_move(state))
    checked = 0
    for square, squares in claims.get("destinations", {}).items():
        assert destinations(game, state, square) == set(squares), f"{where}: from {square}"
        checked += 1
    for square, what in claims.get("on", {}).items():
        assert described(view["pieces"].get(square)) == what, f"{where}: on {square}"
        checked += 1
    for square, hp in claims.get("hp", {}).items():
        assert view["pieces"][square]["hp"] == hp, f"{where}: hit points on {square}"
        checked += 1
    if "to_move" in claims:
        assert game.to_move(state) == claims["to_move"], f"{where}: who moves"
        checked += 1
    if "moves" in claims:
        assert game.legal_moves(state) == sorted(claims["moves"]), f"{where}: the legal moves"
        checked += 1
    return checked


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_every_claim_of_a_lesson_holds_in_the_engine(case):
    game_id, lesson = case
    game = games.get(game_id)
    state = game.load(lesson.position)
    where = f"{game_id} lesson {lesson.number}"
    check(game, state, lesson.claims, where)
    for answer in lesson.answers:  # what is said after a right answer holds after each of them
        check(game, game.play(state, answer), lesson.claims.get("after", {}), f"{where} {answer}")


def test_the_lessons_make_claims_in_every_game():
    counted = {game_id: 0 for game_id in games.ids()}
    for game_id, lesson in LESSONS:
        game = games.get(game_id)
        state = game.load(lesson.position)
        counted[game_id] += check(game, state, lesson.claims, game_id)
        after = game.play(state, lesson.answers[0])
        counted[game_id] += check(game, after, lesson.claims.get("after", {}), game_id)
    assert all(count >= 2 for count in counted.values()), counted


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_the_turn_shown_with_the_task_is_the_engines(case):
    """The lesson says '(white to move)' from the engine; every lesson here is White's."""
    game_id, lesson = case
    game = games.get(game_id)
    assert game.to_move(game.load(lesson.position)) == "white"
    assert lesson.position.split()[1] == "w"


@pytest.mark.parametrize(
    ("game_id", "number", "field", "said", "not_said"),
    [
        ("charing-cross", 1, "why", "from a4 that is b3, b4 or b5", "a3"),
        ("charing-cross", 4, "done", "now it is White's turn", "Black's turn again"),
        ("kings-crossing", 1, "text", "forward, up its file", "forward or sideways along a rank"),
        ("crossings", 5, "done", "(here d2 to c1, d1 or e1)", "{"),
    ],
)
def test_the_sentences_the_issue_found_wrong_are_right(game_id, number, field, said, not_said):
    text = getattr(tutorial(game_id).lessons[number - 1], field)
    assert said in text and not_said not in text


@pytest.mark.parametrize(
    ("game_id", "number", "move", "told"),
    [
        ("crossings", 2, "a1-a2", "it only moves the 3 counters a1–a3 to a2–a4."),
        ("crossings", 2, "a2-a3", "it only moves the 2 counters a2–a3 to a3–a4."),
        ("crossings", 2, "a1-b1", "it only moves the counter from a1 to b1."),
        ("charing-cross", 4, "@a4", "it only puts the knight on a4."),
        ("checkers-bosses", 5, "D@a2", "it only drops the diagonal boss on a2."),
        (
            "charing-cross",
            2,
            "d4-b4",
            "it moves the rook from d4 to b4, and the knight on c4 is off the board until its "
            "owner places it.",
        ),
    ],
)
def test_a_wrong_answer_says_what_the_mover_did(game_id, number, move, told):
    game = games.get(game_id)
    lesson = tutorial(game_id).lessons[number - 1]
    verdict = judge(game, lesson, move)
    assert verdict.message.startswith(f"{move} is legal, but {told}")
    after = game.view(game.play(lesson.state(game), move), None)["pieces"]
    landing = told.split(",")[0].split(" to ")[-1]
    for square in SQUARE.findall(landing):  # the named landing squares hold the mover's pieces
        assert after[square]["side"] == "white"


def written_texts(game_id: str) -> list[tuple[int, str]]:
    """Every sentence of a game's lesson file as written, before placeholders are filled."""
    source = Path(__file__).resolve().parents[2] / "bot" / "lessons" / f"{game_id}.toml"
    texts = []
    for number, raw in enumerate(tomllib.loads(source.read_text("utf-8"))["lesson"], start=1):
        said = [raw[key] for key in ("text", "task", "why", "done")]
        texts += [(number, " ".join(t.split())) for t in said + list(raw.get("wrong", {}).values())]
    return texts


@pytest.mark.parametrize("game_id", games.ids())
def test_alternative_squares_are_never_written_by_hand(game_id):
    """A list of squares to choose from ('b3, b4 or b5') is a claim: it must be a placeholder
    filled from checked claims, as the hand-written 'a3, b4 or b5' was wrong."""
    alternatives = re.compile(r"\b[a-z][0-9](?:, [a-z][0-9])* or [a-z][0-9]\b")
    for number, text in written_texts(game_id):
        assert not alternatives.search(text), f"lesson {number}: {text}"
    assert alternatives.search("from a4 that is a3, b4 or b5")


def test_a_placeholder_without_its_claim_is_refused():
    with pytest.raises(ClaimError, match="no claim 'destinations.a4'"):
        fill("from a4 that is {destinations.a4}", {}, "test")
    with pytest.raises(ClaimError, match="brace"):
        fill("a stray { brace", {}, "test")
    assert fill("{after.to_move} moves", {"after": {"to_move": "black"}}, "test") == "Black moves"


def test_a_false_claim_is_caught():
    """The check has teeth: the sentence the issue found ('a3, b4 or b5') fails it."""
    game = games.get("charing-cross")
    state = game.load(tutorial("charing-cross").lessons[0].position)
    with pytest.raises(AssertionError, match="from a4"):
        check(game, state, {"destinations": {"a4": ["a3", "b4", "b5"]}}, "charing-cross")
    with pytest.raises(AssertionError, match="who moves"):
        check(game, state, {"to_move": "black"}, "charing-cross")

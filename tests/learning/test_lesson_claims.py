"""What the lessons say about their boards, checked against the engine.

Each lesson's ``[lesson.claims]`` (the squares a piece may reach, what stands where, whose turn
it is, the only legal moves) is what its texts say through placeholders; here every claim is
recomputed from the engine's legal move list and views with code of this test alone (a
move's first and last squares read with a regular expression), never with the lesson code.
The texts are the catalogue's (lessons-<game>.ftl): every language must name exactly the
English claims through the same variables, read here from the Fluent files with fluent.syntax
alone, and show their squares.  The issue's wrong sentences are pinned as regressions, in
English, Spanish and German, and wrong answers must describe what the move did to the mover's
own pieces truthfully.
"""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

import games
from bot.i18n import ENGLISH, LOCALES_DIR
from bot.i18n.messages import english
from bot.lessons import judge, tutorial
from bot.lessons.claims import ClaimError, arguments, check_variables
from bot.markup import plain

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
    ("language", "game_id", "number", "field", "said", "not_said"),
    [
        ("en", "charing-cross", 1, "why", "from a4 that is b3, b4 or b5", "a3"),
        ("en", "charing-cross", 4, "done", "now it is White's turn", "Black's turn again"),
        ("en", "kings-crossing", 1, "text", "forward, up its file", "forward or sideways along"),
        ("en", "crossings", 5, "done", "(here d2 to c1, d1 or e1)", "{"),
        ("es-ES", "charing-cross", 1, "why", "desde a4, a b3, b4 o b5", "a3"),
        ("es-ES", "charing-cross", 4, "done", "ahora les toca a las blancas", "negras."),
        ("es-ES", "crossings", 5, "done", "(aquí de d2 a c1, d1 o e1)", "{"),
        ("es-ES", "kings-crossing", 2, "done", "aquí aún queda a2xa4, y las blancas", "{"),
        ("de", "charing-cross", 1, "why", "von a4 aus nach b3, b4 oder b5", "a3"),
        ("de", "charing-cross", 4, "done", "also ist jetzt Weiß am Zug", "Schwarz am Zug"),
        ("de", "crossings", 5, "done", "(hier von d2 nach c1, d1 oder e1)", "{"),
        ("de", "checkers-bosses", 6, "done", "mit 2 Lebenspunkten auf d4", "{"),
    ],
)
def test_the_sentences_the_issue_found_wrong_are_right_in_every_language(
    language, game_id, number, field, said, not_said
):
    text = plain(getattr(tutorial(game_id).lessons[number - 1], field), language)
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
    assert english(verdict.message).startswith(f"{move} is legal, but {told}")
    after = game.view(game.play(lesson.state(game), move), None)["pieces"]
    landing = told.split(",")[0].split(" to ")[-1]
    for square in SQUARE.findall(landing):  # the named landing squares hold the mover's pieces
        assert after[square]["side"] == "white"


@pytest.mark.parametrize(
    ("language", "game_id", "number", "move", "told"),
    [
        (
            "es-ES",
            "crossings",
            2,
            "a1-a2",
            "a1-a2 es legal, pero solo mueve las 3 fichas a1–a3 a a2–a4.",
        ),
        (
            "es-ES",
            "checkers-bosses",
            5,
            "D@a2",
            "D@a2 es legal, pero solo coloca el jefe diagonal en a2.",
        ),
        (
            "de",
            "crossings",
            2,
            "a1-b1",
            "a1-b1 ist legal, aber er zieht nur den Stein von a1 nach b1.",
        ),
        (
            "de",
            "charing-cross",
            4,
            "@a4",
            "@a4 ist legal, aber er setzt nur den Springer auf a4.",
        ),
    ],
)
def test_a_wrong_answer_is_told_in_the_readers_language(language, game_id, number, move, told):
    verdict = judge(games.get(game_id), tutorial(game_id).lessons[number - 1], move)
    assert plain(verdict.message, language).startswith(told)


LANGUAGES = [ENGLISH, "es-ES", "de"]
LESSON_FILES = sorted(p.stem for p in (LOCALES_DIR / ENGLISH).glob("lessons-*.ftl"))


def lesson_patterns(language: str, area: str) -> dict[str, ftl.Pattern]:
    """Every message of one language's lesson file, by id (``id.attribute``), read with
    fluent.syntax alone."""
    resource = FluentParser().parse((LOCALES_DIR / language / f"{area}.ftl").read_text("utf-8"))
    found: dict[str, ftl.Pattern] = {}
    for entry in resource.body:
        assert not isinstance(entry, ftl.Junk), f"{language}/{area}: {entry.content!r}"
        if isinstance(entry, ftl.Message):
            if entry.value is not None:
                found[entry.id.name] = entry.value
            found.update({f"{entry.id.name}.{a.id.name}": a.value for a in entry.attributes})
    return found


def used_variables(pattern: ftl.Pattern) -> set[str]:
    return {
        element.expression.id.name
        for element in pattern.elements
        if isinstance(element, ftl.Placeable)
        and isinstance(element.expression, ftl.VariableReference)
    }


def claim_paths(claims: dict, prefix: str = "") -> dict[str, object]:
    """Each claim a text may name, by the variable the lesson files name it with (worked out
    here from the claim's path: ``after.to_move`` is ``after-to-move``)."""
    found: dict[str, object] = {}
    for key, value in claims.items():
        if key == "after":
            found.update(claim_paths(value, "after-"))
        elif key in ("destinations", "hp"):
            found.update({f"{prefix}{key}-{square}": v for square, v in value.items()})
        elif key != "on":
            found[f"{prefix}{key.replace('_', '-')}"] = value
    return found


def test_every_game_has_its_lesson_file():
    assert sorted(f"lessons-{game_id}" for game_id in games.ids()) == LESSON_FILES


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_every_language_names_exactly_the_english_claims_of_a_lesson(language, case):
    """A lesson's texts in every language name the claims the English names (the ones the
    engine checks above), through the same variables, and every variable is a claim."""
    game_id, lesson = case
    english_texts = lesson_patterns(ENGLISH, f"lessons-{game_id}")
    texts = lesson_patterns(language, f"lessons-{game_id}")
    claims = claim_paths(lesson.claims)
    mine = {i: p for i, p in texts.items() if i.split(".")[0] == lesson.message_id}
    assert set(mine) == {i for i in english_texts if i.split(".")[0] == lesson.message_id}
    for message_id, pattern in mine.items():
        used = used_variables(pattern)
        assert used == used_variables(english_texts[message_id]), message_id
        assert used <= set(claims), f"{message_id}: {sorted(used - set(claims))}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_every_language_shows_a_lessons_claimed_squares(language, case):
    """The squares and moves a text names through a claim are in its text as the reader
    reads it, every one of them: the engine's facts reach every language."""
    game_id, lesson = case
    texts = lesson_patterns(language, f"lessons-{game_id}")
    claims = claim_paths(lesson.claims)
    shown = {
        "text": lesson.text,
        "task": lesson.task,
        "why": lesson.why,
        "done": lesson.done,
        **{f"wrong-{i}": text for i, text in enumerate(lesson.wrong.values())},
    }
    for field, markup in shown.items():
        said = plain(markup, language)
        assert "{" not in said and "$" not in said, said
        if field.startswith("wrong"):
            continue
        for name in used_variables(texts[f"{lesson.message_id}.{field}"]):
            value = claims[name]
            for item in value if isinstance(value, list) else [value]:
                if item not in ("white", "black"):  # a side is said in the language's words
                    assert str(item) in said, (field, item, said)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", games.ids())
def test_alternative_squares_are_never_written_by_hand(language, game_id):
    """A list of squares to choose from ('b3, b4 or b5') is a claim: it must be a variable
    filled from checked claims, as the hand-written 'a3, b4 or b5' was wrong."""
    alternatives = re.compile(r"\b[a-z][0-9](?:, [a-z][0-9])* (?:or|o|oder) [a-z][0-9]\b")
    for message_id, pattern in lesson_patterns(language, f"lessons-{game_id}").items():
        written = "".join(e.value for e in pattern.elements if isinstance(e, ftl.TextElement))
        assert not alternatives.search(written), f"{message_id}: {written}"
    assert alternatives.search("from a4 that is a3, b4 or b5")
    assert alternatives.search("desde a4, a a3, b4 o b5")


def test_a_variable_without_its_claim_is_refused():
    with pytest.raises(ClaimError, match="destinations-a4"):
        check_variables({"destinations-a4"}, {}, "test")
    check_variables({"after-to-move"}, {"after": {"to_move": "black"}}, "test")
    said = arguments({"after": {"to_move": "black"}, "destinations": {"a4": ["b3", "b5"]}})
    assert sorted(said) == ["after-to-move", "destinations-a4"]
    assert plain(said["after-to-move"]) == "Black"
    assert plain(said["destinations-a4"], "de") == "b3 oder b5"
    assert plain(said["destinations-a4"], "es-ES") == "b3 o b5"


def test_a_false_claim_is_caught():
    """The check has teeth: the sentence the issue found ('a3, b4 or b5') fails it."""
    game = games.get("charing-cross")
    state = game.load(tutorial("charing-cross").lessons[0].position)
    with pytest.raises(AssertionError, match="from a4"):
        check(game, state, {"destinations": {"a4": ["a3", "b4", "b5"]}}, "charing-cross")
    with pytest.raises(AssertionError, match="who moves"):
        check(game, state, {"to_move": "black"}, "charing-cross")

"""Issue #46's leftovers read in the reader's language: the service's checks of a caller's
values (the value's name, the refused value's words and the durations are messages too), the
board prompts, the limits' refusals and the rule of move numbers.  Each expectation is
written by hand in English, Spanish and German."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.markup import plain, t
from bot.service import validation
from bot.service.errors import ServiceError


def said(refuse: Callable[[], object]) -> dict[str, str]:
    """What the refusal of ``refuse()`` reads in each language."""
    with pytest.raises(ServiceError) as refused:
        refuse()
    return {language: plain(refused.value.markup, language) for language in ("en", "es-ES", "de")}


CASES: list[tuple[Callable[[], object], dict[str, str]]] = [
    (
        lambda: validation.whole(0, t("validation-what-round"), 1, 50),
        {
            "en": "The round is a whole number from 1 to 50, not 0.",
            "es-ES": "La ronda es un número entero de 1 a 50, no 0.",
            "de": "Die Runde ist eine ganze Zahl von 1 bis 50, nicht 0.",
        },
    ),
    (
        lambda: validation.flag(None, t("validation-what-rated")),
        {
            "en": "Rated is yes or no, not nothing.",
            "es-ES": "«Puntuable» es sí o no, no nada.",
            "de": "„Gewertet“ ist ja oder nein, nicht nichts.",
        },
    ),
    (
        lambda: validation.flag(1.5, t("validation-what-late-entries")),
        {
            "en": "Late entries is yes or no, not 1.5.",
            "es-ES": "«Inscripción tardía» es sí o no, no 1.5.",
            "de": "„Nachmeldungen“ ist ja oder nein, nicht 1.5.",
        },
    ),
    (
        lambda: validation.seconds(10**9, t("validation-what-time-per-decision"), low=60),
        {
            "en": "The time per decision is at most 365 days.",
            "es-ES": "El tiempo por decisión no puede pasar de 365 días.",
            "de": "Die Zeit pro Entscheidung beträgt höchstens 365 Tage.",
        },
    ),
    (
        lambda: validation.seconds(5, t("validation-what-round-deadline"), low=60),
        {
            "en": "A round's deadline is at least one minute.",
            "es-ES": "El plazo de una ronda debe ser de al menos un minuto.",
            "de": "Die Frist einer Runde beträgt mindestens eine Minute.",
        },
    ),
    (
        lambda: validation.text(["a"], t("validation-what-answer")),
        {
            "en": "An answer is text, not a list.",
            "es-ES": "Una respuesta es un texto, no un valor de tipo list.",
            "de": "Eine Antwort ist Text, nicht ein Wert vom Typ list.",
        },
    ),
    (
        lambda: validation.identifier(0, "match"),
        {
            "en": "There is no match 0.",
            "es-ES": "No hay ninguna partida 0.",
            "de": "Es gibt keine Partie 0.",
        },
    ),
    (
        lambda: validation.whole(
            True,
            t("validation-what-lesson"),
            1,
            999,
            refusal=lambda value: t("lesson-no-such", lesson=value),
        ),
        {
            "en": "There is no lesson yes.",
            "es-ES": "No hay ninguna lección sí.",
            "de": "Es gibt keine Lektion ja.",
        },
    ),
    (
        lambda: validation.options({"size": ["a"]}),
        {
            "en": "Option size is a number or a word, not a list.",
            "es-ES": "La opción size es un número o una palabra, no un valor de tipo list.",
            "de": "Die Option size ist eine Zahl oder ein Wort, nicht ein Wert vom Typ list.",
        },
    ),
]


@pytest.mark.parametrize(("refuse", "expected"), CASES)
def test_a_refused_value_reads_in_each_language(
    refuse: Callable[[], object], expected: dict[str, str]
) -> None:
    assert said(refuse) == expected


def test_the_english_reads_through_str_as_before() -> None:
    with pytest.raises(ServiceError, match=r"^The colour is text, not 3\.$"):
        validation.text(3, t("validation-what-colour"))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "play-setup-choice-prompt",
            {"en": "Your choice:", "es-ES": "Tu elección:", "de": "Deine Wahl:"},
        ),
        ("play-setup-random-button", {"en": "Random", "es-ES": "Al azar", "de": "Zufällig"}),
        (
            "matches-numbering-rule",
            {
                "es-ES": "Las jugadas se numeran por turnos desde 1: las decisiones de un mismo "
                "turno (una captura múltiple, una recolocación, la entrada de un jefe, un "
                "desplazamiento) comparten su número, pasar cuenta como jugada y las elecciones "
                "secretas de la colocación inicial no cuentan; el pie de un tablero nombra la "
                "jugada recién hecha («tras la jugada 94») y el texto, la jugada por hacer "
                "(«jugada 95»).",
                "de": "Die Züge werden ab 1 nach Spielrunden gezählt: Die Entscheidungen einer "
                "Spielrunde (ein Mehrfachsprung, ein Neusetzen, das Einsetzen eines Bosses, eine "
                "Verschiebung) teilen sich ihre Nummer, Passen ist ein Zug, geheime "
                "Aufstellungsentscheidungen sind keiner; die Bildunterschrift eines Bretts nennt "
                "den gerade gespielten Zug („nach Zug 94“), der Text den zu spielenden Zug "
                "(„Zug 95“).",
                "en": "Moves are numbered by turns from 1: the decisions of one turn (a "
                "multi-jump, a re-placement, a boss drop, a shift) share its number, a pass is a "
                "move, secret set-up choices are not; a board's caption names the move just "
                "played ('after move 94'), the text the move to play ('move 95').",
            },
        ),
        (
            "settings-limits-outside-server",
            {
                "en": "Limits are set for a server, from inside it.",
                "es-ES": "Los límites se fijan para un servidor, desde dentro de él.",
                "de": "Limits werden für einen Server festgelegt, und zwar auf dem Server selbst.",
            },
        ),
    ],
)
def test_prompts_and_limits_read_in_each_language(message: str, expected: dict[str, str]) -> None:
    assert {language: plain(t(message), language) for language in expected} == expected


# A side named mid-sentence is passed as its key and each language selects its own words
# (Spanish names a side with its article: "juegas con las blancas").
SIDE_SENTENCES: list[tuple[str, dict[str, str], dict[str, str]]] = [
    (
        "play-setup-prompt",
        {"match": "#7", "side": "white", "choices": "a1"},
        {
            "en": "#7: you play white. Choose your secret set-up (a1) — only you will see it.",
            "es-ES": "#7: juegas con las blancas. Elige tu colocación secreta (a1); solo tú "
            "la verás.",
            "de": "#7: du spielst Weiß. Triff deine geheime Wahl (a1); nur du siehst sie.",
        },
    ),
    (
        "play-passes",
        {"side": "black"},
        {
            "en": "Black cannot move and passes.",
            "es-ES": "Las negras no pueden mover y pasan.",
            "de": "Schwarz kann nicht ziehen und passt.",
        },
    ),
    (
        "play-your-choice",
        {"match": "#7", "side": "black", "square": "b8"},
        {
            "en": "#7: your choice for black is b8. Only you can see this board.",
            "es-ES": "#7: tu elección con las negras es b8. Solo tú puedes ver este tablero.",
            "de": "#7: deine Wahl für Schwarz ist b8. Nur du siehst dieses Brett.",
        },
    ),
    (
        "play-waiting-plays",
        {"player": "Ana", "side": "white"},
        {"en": "Ana plays white", "es-ES": "Ana juega con las blancas", "de": "Ana spielt Weiß"},
    ),
    (
        "play-decision-prompt",
        {"side": "black"},
        {
            "en": "Black, your decision:",
            "es-ES": "Negras, tu decisión:",
            "de": "Schwarz, deine Entscheidung:",
        },
    ),
    (
        "coach-hint",
        {"match": "#7", "side": "black", "move": "a1-a2", "why": "x"},
        {
            "en": "#7: hint for black: a1-a2 (x). The framed squares are its squares.",
            "es-ES": "#7: pista para las negras: a1-a2 (x). Las casillas enmarcadas son las de "
            "esa jugada.",
            "de": "#7: Tipp für Schwarz: a1-a2 (x). Die umrahmten Felder gehören zu diesem Zug.",
        },
    ),
    (
        "coach-chart-advantage",
        {"side": "white", "unit": "men"},
        {
            "en": "white's advantage, in men",
            "es-ES": "ventaja de las blancas, en men",
            "de": "Vorteil für Weiß (Einheit: men)",
        },
    ),
]


@pytest.mark.parametrize(("message", "args", "expected"), SIDE_SENTENCES)
def test_a_side_mid_sentence_reads_with_each_languages_grammar(
    message: str, args: dict[str, str], expected: dict[str, str]
) -> None:
    assert {language: plain(t(message, **args), language) for language in expected} == expected

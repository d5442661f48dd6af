"""The AI's reasons, recognised in the fixed forms games.ai.analysis writes them in, read in
every language: the English exactly as the analysis wrote it, Spanish and German as written
here by hand; a reason in no known form is shown as it is."""

from __future__ import annotations

import pytest

from bot.i18n.messages import english
from bot.markup import plain
from bot.service.coach_words import told

# (game, the analysis's English, Spanish, German)
REASONS = [
    (
        "kings-crossing",
        "it wins by force within 3 of your moves",
        "gana a la fuerza en 3 jugadas tuyas como mucho",
        "gewinnt erzwungen in höchstens 3 deiner Züge",
    ),
    (
        "crossings",
        "every move loses by force within 1 of your moves",
        "cualquier jugada pierde a la fuerza en una jugada tuya como mucho",
        "jeder Zug verliert erzwungen in höchstens einem deiner Züge",
    ),
    (
        "crossings",
        "a1-a3 loses by force within 2 of your moves",
        "a1-a3 pierde a la fuerza en 2 jugadas tuyas como mucho",
        "a1-a3 verliert erzwungen in höchstens 2 deiner Züge",
    ),
    (
        "kings-crossing",
        "it captures the man on d4 and the king on d6",
        "captura la ficha de d4 y el Rey de d6",
        "schlägt den Stein auf d4 und den König auf d6",
    ),
    (
        "checkers-bosses",
        "the diagonal boss on c5 loses a hit point (2 left)",
        "el jefe diagonal de c5 pierde un punto de vida (le quedan 2)",
        "der Diagonal-Boss auf c5 verliert einen Lebenspunkt (noch 2)",
    ),
    (
        "charing-cross",
        "the rook on d4 goes home to d1",
        "la torre de d4 vuelve a su casilla de salida d1",
        "der Turm auf d4 kehrt auf sein Startfeld d1 zurück",
    ),
    (
        "kings-crossing",
        "c2-c6 instead: after a2-a6 the man on a6 can be taken; this move keeps every piece safe",
        "c2-c6 en su lugar: tras a2-a6 se puede capturar la ficha de a6; esta jugada mantiene "
        "a salvo todas las piezas",
        "stattdessen c2-c6: nach a2-a6 kann der Stein auf a6 geschlagen werden; dieser Zug "
        "lässt nichts ungedeckt",
    ),
    (
        "king-of-the-castle",
        "it saves the knight on c3, which most other moves leave to be taken",
        "salva el caballero de c3 de una captura que casi todas las demás jugadas permiten",
        "rettet den Ritter auf c3 vor dem Schlagen, das fast alle anderen Züge zulassen",
    ),
    (
        "charing-cross",
        "it saves the knight on c3, which most other moves leave to be taken",
        "salva el caballo de c3 de una captura que casi todas las demás jugadas permiten",
        "rettet den Springer auf c3 vor dem Schlagen, das fast alle anderen Züge zulassen",
    ),
]


@pytest.mark.parametrize(("game_id", "reason", "spanish", "german"), REASONS)
def test_a_reason_reads_in_each_language(game_id, reason, spanish, german):
    said = told(game_id, reason)
    assert said != reason, "recognised"
    assert english(said) == reason
    assert plain(said, "es-ES") == spanish
    assert plain(said, "de") == german


@pytest.mark.parametrize(
    "reason",
    [
        "it wins at once: White's King reached the Home space",  # the game's own words inside
        "something the analysis never writes",
        "it captures the dragon on d4",  # no piece of any game
        "",
    ],
)
def test_a_reason_in_no_known_form_keeps_its_words(reason):
    assert english(told("kings-crossing", reason)) == reason

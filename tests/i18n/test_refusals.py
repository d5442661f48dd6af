"""The engines' refusals in every language (refusals.ftl).

The engines write their English themselves (games/phrase.py) and name a catalogue message
beside it: over positions of seeded random playouts of every game and typed text of every kind
(square pairs, words, drops, noise), the catalogue's English must read exactly as the engine's
own sentence, and Spanish and German must format every message the engines send.  Then a few
refusals are checked word for word against Spanish and German written here by hand.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

import games
from bot.i18n.messages import english, localise, message_ids
from bot.markup import plain
from bot.service.phrases import said
from games.phrase import Phrase
from tests.helpers import random_states

GAMES = ("kings-crossing", "checkers-bosses", "crossings", "king-of-the-castle", "charing-cross")
WORDS = (
    "pass",
    "king b2",
    "king a1",
    "k c1",
    "swap b1",
    "swap",
    "swap d1",
    "shift left",
    "shift",
    "@a4",
    "D@c2",
    "O@b3",
    "C@h8",
    "@",
    "a1-",
    "-a1",
    "a1x",
    "a9",
    "z1",
    "",
    "hello world",
    "a1 king",
    "a1@b2",
    "@a1 b2",
    "a1xa1",
    "x" * 300,
    "a1-a2-a3-a4",
    "Ňo",
    "*a1",
)


def _positions(game_id: str) -> list[Any]:
    game = games.get(game_id)
    found = []
    for index, options in enumerate(game.option_variants()[:4]):
        states = [s for s, _ in random_states(game_id, options, seed=index, max_moves=80)]
        found += [s for s in states[::20] if game.to_move(s) is not None]
    return found


def _refusals(game_id: str) -> list[games.MoveError]:
    """The refusals of typed text over the positions: every word above, and square pairs."""
    game = games.get(game_id)
    rng = random.Random(game_id)
    names = [game.board.name(index) for index in range(game.board.size)]
    refused: list[games.MoveError] = []
    for state in _positions(game_id):
        typed = [*WORDS, *(f"{a}-{b}" for a, b in (rng.sample(names, 2) for _ in range(40)))]
        typed += [f"{a}x{b}" for a, b in (rng.sample(names, 2) for _ in range(6))]
        for text in typed:
            try:
                game.parse_move(state, text)
            except games.MoveError as error:
                refused.append(error)
    return refused


def _phrases(phrase: Phrase) -> list[Phrase]:
    nested = [v for _, v in phrase.args if isinstance(v, Phrase)]
    return [phrase, *(p for n in nested for p in _phrases(n))]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_catalogue_says_every_refusal_as_the_engine_does_and_in_every_language(
    game_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    refused = _refusals(game_id)
    assert len(refused) > 100
    said_ids: set[str] = set()
    translated: set[tuple[str, ...]] = set()
    for error in refused:
        assert error.phrase is not None, str(error)
        markup = said(error.phrase)
        assert plain(markup) == str(error)
        ids = tuple(message_ids(markup))
        if ids in translated:  # the same messages: their words were checked once
            continue
        translated.add(ids)
        for phrase in _phrases(error.phrase):  # each part reads as the engine wrote it
            assert plain(said(phrase)) == str(phrase), phrase
        with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
            for language in ("es-ES", "de", "en-XA"):
                assert localise(markup, language) != english(markup)
        assert caplog.records == []
        said_ids.update(ids)
    assert len(said_ids) > 15


def _refused(game_id: str, typed: str, moves: str = "", **options: Any) -> str:
    game = games.get(game_id)
    state = game.start(**options)
    for move in moves.split():
        state = game.play(state, move)
    with pytest.raises(games.MoveError) as caught:
        game.parse_move(state, typed)
    assert caught.value.phrase is not None
    return said(caught.value.phrase, game_id)


def test_a_compulsory_jump_in_spanish_and_german() -> None:
    markup = _refused("kings-crossing", "b2b4", "a2-a5 a7-a6")
    assert plain(markup) == (
        "'b2b4' is not a legal move here: a jump is compulsory, and after a jump the turn goes "
        "on while any of your pieces can jump: play a5xa7."
    )
    assert plain(markup, "es-ES") == (
        "'b2b4' no es una jugada legal aquí: saltar es obligatorio, y tras un salto el turno "
        "sigue mientras alguna de tus piezas pueda saltar: juega a5xa7."
    )
    assert plain(markup, "de") == (
        "'b2b4' ist hier kein legaler Zug: Springen ist Pflicht, und nach einem Sprung geht der "
        "Zug weiter, solange einer deiner Steine springen kann: spiel a5xa7."
    )


def test_the_opponents_piece_in_spanish_and_german() -> None:
    markup = _refused("charing-cross", "h4-g4")
    assert plain(markup) == (
        "'h4-g4' is not a legal move here: the knight on h4 is Black's; you play White. Try: a4-b4."
    )
    assert plain(markup, "es-ES") == (
        "'h4-g4' no es una jugada legal aquí: el caballo de h4 es de las negras; tú juegas con "
        "las blancas. Prueba: a4-b4."
    )
    assert plain(markup, "de") == (
        "'h4-g4' ist hier kein legaler Zug: der Springer auf h4 gehört Schwarz; du spielst Weiß. "
        "Versuch: a4-b4."
    )


def test_the_castles_knight_is_no_chess_knight() -> None:
    """Both games' views call a piece "knight"; The King o' the Castle's is the court's Knight
    (Caballero / Ritter, docs/glossary.md), Charing Cross's the chess name (above)."""
    markup = _refused("king-of-the-castle", "b7-b6")
    assert plain(markup, "es-ES") == (
        "'b7-b6' no es una jugada legal aquí: el caballero de b7 es de las negras; tú juegas "
        "con las blancas. Prueba: b2-b4, b2-b3, b1-b3."
    )
    assert plain(markup, "de") == (
        "'b7-b6' ist hier kein legaler Zug: der Ritter auf b7 gehört Schwarz; du spielst Weiß. "
        "Versuch: b2-b4, b2-b3, b1-b3."
    )


def test_a_backward_step_in_spanish_and_german() -> None:
    markup = _refused("checkers-bosses", "b4-a3", "a3-b4 b6-a5")
    assert plain(markup) == (
        "'b4-a3' is not a legal move here: a diagonal man never moves or captures backward "
        "until it is crowned on the far rank. Its moves: b4-c5."
    )
    assert plain(markup, "es-ES") == (
        "'b4-a3' no es una jugada legal aquí: una ficha diagonal nunca mueve ni captura hacia "
        "atrás hasta que se corona en la última fila. Sus jugadas: b4-c5."
    )
    assert plain(markup, "de") == (
        "'b4-a3' ist hier kein legaler Zug: ein Diagonalstein zieht und schlägt nie "
        "rückwärts, bis er auf der letzten Reihe gekrönt wird. Seine Züge: b4-c5."
    )


def test_unreadable_text_in_spanish_and_german() -> None:
    markup = _refused("crossings", "a1-b9")
    assert plain(markup) == "'b9' is not a square on this board (8×8, a1–h8)."
    assert plain(markup, "es-ES") == "'b9' no es una casilla de este tablero (8×8, a1–h8)."
    assert plain(markup, "de") == "'b9' ist kein Feld dieses Bretts (8×8, a1–h8)."

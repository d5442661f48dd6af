"""The engines' endings in every language (endings.ftl).

An engine writes how its game ended in English (``Outcome.reason``) and names the catalogue
message beside it (``Outcome.phrase``).  Over one position of every ending the engines write
(tests/conformance/test_endings.py) and the ends of seeded random playouts of every game, the
catalogue's English must read exactly as the engine's own sentence, Spanish, German and the
pseudo-language must format each one, and every message of endings.ftl must be one an engine
sends.  A few endings are then checked word for word against Spanish and German written here
by hand, as a player reads them in a result.
"""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

import pytest

import games
from bot.i18n import shared_translator
from bot.i18n.languages import ENGLISH
from bot.i18n.messages import english, localise, message_ids
from bot.markup import plain, t
from bot.service.matches import ending_reason
from bot.service.phrases import said
from games import Outcome
from tests.conformance.test_endings import ENDED
from tests.helpers import random_states

LANGUAGES = ("es-ES", "de", "en-XA")


# The random playouts whose ends are checked: every game's first seeds (a playout that has not
# ended after its moves has no ending to check).  Positions and playouts are worked out when
# their test runs, not when the module is collected: every test process collects every module,
# and playing them (which builds Crossings' move tables) would cost each one, not only the one
# that runs these tests.
PLAYOUT_SEEDS = range(6)
PLAYOUT_MOVES = 400


def _listed_outcome(game_id: str, position: str) -> Outcome:
    """How the listed ended ``position`` ended."""
    game = games.get(game_id)
    outcome = game.outcome(game.load(position))
    assert outcome is not None, position
    return outcome


@cache
def _playout_outcome(game_id: str, seed: int) -> Outcome | None:
    """How the seeded random playout ended, None if it had not after PLAYOUT_MOVES moves."""
    last: Any = None
    for state, _ in random_states(game_id, {}, seed, max_moves=PLAYOUT_MOVES):
        last = state
    return games.get(game_id).outcome(last)


def _ended_outcomes() -> list[tuple[str, Outcome]]:
    """(game, outcome) of every listed ending and of every seeded playout that ended."""
    found = [(game_id, _listed_outcome(game_id, position)) for game_id, position, _ in ENDED]
    for game_id in games.ids():
        for seed in PLAYOUT_SEEDS:
            if (outcome := _playout_outcome(game_id, seed)) is not None:
                found.append((game_id, outcome))
    return found


def _case_outcome(case: tuple[str, str | int]) -> tuple[str, Outcome]:
    """The game and outcome of one case: a listed position, or a playout's seed."""
    game_id, position_or_seed = case
    if isinstance(position_or_seed, str):
        return game_id, _listed_outcome(game_id, position_or_seed)
    outcome = _playout_outcome(game_id, position_or_seed)
    if outcome is None:
        pytest.skip(f"{game_id}'s playout of seed {position_or_seed} had not ended")
    return game_id, outcome


CASES: list[tuple[str, str | int]] = [
    *((game_id, position) for game_id, position, _ in ENDED),
    *((game_id, seed) for game_id in games.ids() for seed in PLAYOUT_SEEDS),
]


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{g}-{p}" if isinstance(p, str) else f"{g}-seed{p}" for g, p in CASES]
)
def test_the_catalogue_says_every_ending_as_the_engine_does_and_in_every_language(
    case: tuple[str, str | int], caplog: pytest.LogCaptureFixture
) -> None:
    game_id, outcome = _case_outcome(case)
    assert outcome.phrase is not None, f"{game_id}: {outcome.reason!r} has no message"
    stored = ending_reason(outcome)
    assert plain(stored) == outcome.reason
    refused = said(outcome.told())  # how a move typed after the end is refused
    assert plain(refused) == outcome.describe()
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for language in LANGUAGES:
            assert localise(stored, language) != english(stored), (language, outcome.reason)
            assert localise(refused, language) != english(refused), (language, outcome.reason)
    assert caplog.records == []


def test_every_ending_message_is_one_an_engine_sends() -> None:
    sent = set()
    for _game_id, outcome in _ended_outcomes():
        sent.update(message_ids(said(outcome.told())))
    catalogue = shared_translator()
    written = {i for i in catalogue.message_ids(ENGLISH) if i.startswith("ending-")}
    assert written == sent, written ^ sent


def _reason(game_id: str, position: str) -> str:
    game = games.get(game_id)
    outcome = game.outcome(game.load(position))
    assert outcome is not None
    return ending_reason(outcome)


def test_a_crossings_win_in_spanish_and_german() -> None:
    reason = _reason("crossings", "3+P4/8/8/8/8/4p3/4p3/8 w")
    result = t("play-result-win", player="<@1>", side=t("play-side-lower", side="white"),
               reason=reason)  # fmt: skip
    assert plain(reason) == "white has more crossed counters at the start of its turn (1–0)"
    assert plain(reason, "es-ES") == (
        "las blancas tienen más fichas cruzadas al empezar su turno (1–0)"
    )
    assert plain(reason, "de") == (
        "Weiß hat zu Beginn seines Zuges mehr hinübergezogene Steine (1–0)"
    )
    assert "las blancas tienen más fichas cruzadas" in plain(result, "es-ES")


def test_a_home_space_reached_and_a_draw_in_spanish_and_german() -> None:
    home = _reason("kings-crossing", "M3/K3/4/4/4/m3/4/1m1k w home=d1,d8 backrow=b1 quiet=2")
    assert plain(home) == "Black's King reached White's Home space d1"
    assert plain(home, "es-ES") == "el Rey negro llegó a la casilla base de las blancas, d1"
    assert plain(home, "de") == "der König von Schwarz hat das Heimfeld von Weiß erreicht (d1)"
    stuck = _reason("kings-crossing", "MMMK/4/4/4/4/4/4/kmmm b home=d1,a8 backrow=w8")
    assert (plain(stuck, "es-ES"), plain(stuck, "de")) == (
        "ningún bando puede mover",
        "keine Seite kann ziehen",
    )


def test_a_move_after_the_end_is_refused_with_the_ending_in_the_readers_language() -> None:
    game = games.get("charing-cross")
    state = game.load("3RR3/8/8/n1N5/8/1N6/2rrn3/8 w")
    with pytest.raises(games.MoveError) as caught:
        game.parse_move(state, "a5-a6")
    assert caught.value.phrase is not None
    refused = said(caught.value.phrase)
    assert plain(refused) == str(caught.value)
    assert plain(refused, "es-ES").startswith("La partida ha terminado: Ganan las negras (un ")
    assert plain(refused, "de").startswith("Die Partie ist vorbei: Schwarz gewinnt (ein ")

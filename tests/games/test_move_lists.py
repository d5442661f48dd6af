"""The contract's kept legal lists (games/core/move_lists.py) answer as the dicts they replace.

``KeyedMoves`` rests on one claim of the engine: its move numbers sort as their texts do.  For
Crossings that is checked here over every move it could ever write, against Python's own
ordering of the texts.
"""

from __future__ import annotations

import random

import pytest

import games
from games.core.move_lists import KeyedMoves, SortedMoves
from games.engines import crossings


def test_crossings_keys_sort_as_their_texts():
    texts = {key: text for key, text in enumerate(crossings.TEXT) if text}
    assert len(texts) == 2 * sum(len(ray) for rays in crossings.RAYS for ray in rays)
    assert sorted(texts) == sorted(texts, key=texts.__getitem__)
    assert all(crossings.KEY_OF[text] == key for key, text in texts.items())


def _as_dict(moves) -> dict:
    return {text: moves[text] for text in moves}


@pytest.mark.parametrize("kind", ["sorted", "keyed"])
def test_a_kept_list_answers_as_a_sorted_dict(kind):
    rng = random.Random(5)
    keys = sorted(rng.sample(range(1, len(crossings.TEXT)), 80))
    keys = [key for key in keys if crossings.TEXT[key]]
    by_text = {crossings.TEXT[key]: key for key in keys}
    shuffled = dict(rng.sample(sorted(by_text.items()), len(by_text)))
    if kind == "sorted":
        moves = SortedMoves(shuffled)
    else:
        moves = KeyedMoves(keys, crossings.TEXT, crossings.KEY_OF)
    expected = dict(sorted(by_text.items()))
    assert list(moves) == list(expected) and len(moves) == len(expected)
    assert moves.text_list() == list(expected) and moves.text_list() is not moves.text_list()
    assert _as_dict(moves) == expected and list(moves.items()) == list(expected.items())
    absent = next(text for text in crossings.KEY_OF if text not in expected)
    for text in (absent, "h9-h10", "", None, 3):
        assert moves.get(text) is None and text not in moves
        assert moves.get(text, "default") == "default"
    with pytest.raises(KeyError):
        moves[absent]


def test_play_reads_a_kept_list_and_refuses_what_it_lacks():
    game = games.get("crossings")
    state = game.start()
    legal = game.legal_moves(state)
    assert legal == sorted(legal) and len(legal) == len(set(legal))
    for text in legal:
        assert game.dump(game.play(state, text)) != game.dump(state)
    with pytest.raises(games.IllegalMove):
        game.play(state, "a8-a7")  # a text Crossings writes, but Black's move: not legal here


@pytest.mark.parametrize("count", [0, 1, 2])
def test_a_keyed_list_of_few_moves_lists_them_as_texts(count):
    # itemgetter, which KeyedMoves reads its texts with, answers one key with a bare text and
    # refuses none: the shortest lists must still come out as lists of texts.
    keys = [crossings.KEY_OF[text] for text in ("a1-a2", "a1-b2")[:count]]
    moves = KeyedMoves(keys, crossings.TEXT, crossings.KEY_OF)
    assert moves.text_list() == ["a1-a2", "a1-b2"][:count]
    assert list(moves) == ["a1-a2", "a1-b2"][:count]

"""A board picture's caption in its reader's language (pictures.ftl).

The service words the caption and hands the renderer the finished words: a Spanish or German
reader's board is given the sentences written here by hand, the English stays as it was, and
at the pseudo-language's length (40 % longer, en-XA) no caption text is drawn past its strip,
measured with the renderer's own glyph metrics.
"""

from __future__ import annotations

from typing import Any

import pytest

import games
from bot.markup import plain
from bot.service.captions import caption_words
from bot.service.legend import marks_legend
from renderers import caption, render_png
from renderers.board import compose
from renderers.caption import CaptionWords, english_words
from renderers.glyphs import GlyphSet
from tests.bot.conftest import ALICE, clock, recorded, recorder, service  # noqa: F401 - fixtures
from tests.bot.test_service_play import start
from tests.viewers import local_viewer


def _viewer(place_language: str | None) -> Any:
    viewer = local_viewer(ALICE)
    return type(viewer)(
        viewer.user_id,
        private=viewer.private,
        sight=viewer.sight,
        place_language=place_language,
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (None, CaptionWords("Charing Cross · after move 1", "Black to move", "", "last a4-b5")),
        (
            "es-ES",
            CaptionWords("Charing Cross · tras la jugada 1", "Juegan Negras", "", "última a4-b5"),
        ),
        ("de", CaptionWords("Charing Cross · nach Zug 1", "Schwarz am Zug", "", "zuletzt a4-b5")),
    ],
)
async def test_a_public_board_is_captioned_in_the_places_language(
    recorded: Any,  # noqa: F811 - the fixture imported above
    recorder: Any,  # noqa: F811
    language: str | None,
    expected: CaptionWords,
) -> None:
    match_id = await start(recorded)
    await recorded.move(_viewer(language), match_id, "a4-b5")
    assert recorder.last["caption"] == expected
    assert recorder.last["move_number"] == 1


def _views() -> list[dict[str, Any]]:
    """A view of each game, and one for every kind of status a caption says."""
    views: list[dict[str, Any]] = []
    for game_id in (
        "kings-crossing",
        "checkers-bosses",
        "crossings",
        "king-of-the-castle",
        "charing-cross",
    ):
        game = games.get(game_id)
        views.append(game.view(game.start(), None))
    base = views[-1]
    for info in (
        {"place_kind": "knight"},
        {"dropping": ["compound"]},
        {"dropping": ["diagonal", "orthogonal"]},
        {"shift": "white"},
        {"must_cross": True},
    ):
        views.append({**base, "to_move": "white", "info": {**base["info"], **info}})
    for outcome in (
        {"winner": "black", "reason": "White resigned"},
        {"winner": None, "reason": "agreed by both players"},
    ):
        views.append({**base, "to_move": None, "outcome": outcome})
    return views


def test_the_catalogue_says_every_caption_as_the_renderer_did() -> None:
    for view in _views():
        for number in (None, 0, 94):
            said = caption_words(view, number, "c2-c6", None)
            assert said == english_words(view, number, "c2-c6")


def test_the_status_words_by_hand_in_spanish_and_german() -> None:
    *_, place, one_drop, drops, shift, cross, won, draw = _views()
    said = {
        "es-ES": [caption_words(v, 3, None, "es-ES").status for v in (place, one_drop, drops, won)],
        "de": [caption_words(v, 3, None, "de").status for v in (place, shift, cross, draw)],
    }
    assert said["es-ES"] == [
        "Blancas: devolver un caballo a casa",
        "Blancas: colocar el jefe compuesto",
        "Blancas: colocar 2 jefes",
        "Ganan Negras",
    ]
    assert said["de"] == [
        "Weiß am Zug: ein Springer zurück auf ein Startfeld",
        "Weiß verschiebt (verschiedene Feldfarben)",
        "Weiß am Zug, muss hinüberziehen",
        "Remis",
    ]


def test_no_caption_text_is_drawn_outside_its_strip_at_the_pseudo_languages_length(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    drawn: list[tuple[GlyphSet, float, str]] = []
    original = GlyphSet.draw

    def recording(self: GlyphSet, target: Any, xy: tuple[float, float], text: str, fill: int):
        drawn.append((self, xy[0], text))
        return original(self, target, xy, text, fill)

    monkeypatch.setattr(GlyphSet, "draw", recording)
    for view in _views():
        words = caption_words(view, 94, "a1-a2-a3-a4-a5-a6", "en-XA")
        assert words.title.startswith("[") and words.status.startswith("[")
        drawn.clear()
        width = compose(view, caption=words, last_move="a1-a2-a3-a4-a5-a6", move_number=94).width
        assert len(drawn) >= 3  # the title, the status and what follows it
        for font, left, text in drawn:
            assert left >= caption.PAD
            assert left + font.length(text) <= width - caption.PAD, (text, width)
        assert any("[" in text for _, _, text in drawn)


async def test_a_spanish_board_is_drawn_with_the_spanish_caption_written_by_hand(
    service: Any,  # noqa: F811 - the fixture imported above
) -> None:
    """The picture itself, not only the words handed to the renderer: the Spanish reader's
    board is byte for byte the renderer's drawing of the Spanish caption written here, and
    differs from the English board of the same position (the caption is drawn, not dropped)."""
    match_id = await start(service)
    await service.move(local_viewer(ALICE), match_id, "a4-b5")
    spanish = (await service.board(_viewer("es-ES"), match_id)).image
    english = (await service.board(_viewer(None), match_id)).image
    assert spanish is not None and english is not None and spanish.view is not None
    by_hand = CaptionWords("Charing Cross · tras la jugada 1", "Juegan Negras", "", "última a4-b5")
    drawn = render_png(spanish.view, last_move="a4-b5", move_number=1, caption=by_hand)
    assert spanish.data == drawn
    assert english.data != spanish.data
    assert english.data == render_png(spanish.view, last_move="a4-b5", move_number=1)


def test_the_marks_legend_in_spanish_and_german() -> None:
    game = games.get("king-of-the-castle")
    legend = marks_legend(game.view(game.start(), None))
    assert plain(legend) == "Marks: tower square = a castle."
    assert plain(legend, "es-ES") == "Marcas: casilla con torre = un castillo."
    assert plain(legend, "de") == "Markierungen: Turmfeld = eine Burg."


async def test_a_replays_frames_are_captioned_in_the_places_language(
    recorded: Any,  # noqa: F811
    recorder: Any,  # noqa: F811
) -> None:
    match_id = await start(recorded)
    await recorded.move(local_viewer(ALICE), match_id, "a4-b5")
    await recorded.replay(_viewer("de"), match_id)
    start_frame, after = recorder.gifs[-1]
    assert start_frame.caption == CaptionWords("Charing Cross · Anfang", "Weiß am Zug", "", "")
    assert after.caption == CaptionWords(
        "Charing Cross · nach Zug 1", "Schwarz am Zug", "", "zuletzt a4-b5"
    )


@pytest.mark.parametrize(
    ("language", "status", "reason"),
    [
        (None, "Black wins", "White resigned"),
        ("es-ES", "Ganan Negras", "las blancas abandonaron"),
        ("de", "Schwarz gewinnt", "Weiß hat aufgegeben"),
    ],
)
async def test_a_finished_boards_reason_is_captioned_in_the_readers_language(
    recorded: Any,  # noqa: F811
    recorder: Any,  # noqa: F811
    language: str | None,
    status: str,
    reason: str,
) -> None:
    """The stored ending (a host rule's message) is worded for the picture's reader, as its
    status is, never drawn in the English it was read back in."""
    match_id = await start(recorded)
    await recorded.resign(local_viewer(ALICE), match_id, confirmed=True)
    await recorded.board(_viewer(language), match_id)
    said = recorder.last["caption"]
    assert (said.status, said.reason) == (status, reason)

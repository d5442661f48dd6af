"""A Spanish-speaking member on a German server reviews her finished match (issue #46): the
review is hers alone, in Spanish, and so are its chart's words (title, axes, the proven
results' strips); a German member reviewing the same match reads
German pictures.  The words are read where the service hands them to the renderers (which
know no language), and the Spanish and German expected are written here by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

import bot.service.review as review_module
from bot.service.evaluation_chart import ChartWords
from renderers.review import ReviewWords
from tests.discord.conftest import World
from tests.discord.languages import Read, custom_ids, english_in, speak_spanish
from tests.discord.locales import Locales
from tests.learning.conftest import cheap_reviews
from tests.viewers import local_viewer

MOVES = 4  # two for each side, then Beto resigns


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The words each review picture was drawn with, in order (the renderers still draw)."""
    words: list[Any] = []
    chart, board = review_module.evaluation_chart, review_module.render_review_png

    def evaluation_chart(chart_words: ChartWords, series: Any) -> bytes:
        words.append(chart_words)
        return chart(chart_words, series)

    def render_review_png(view: Any, review_words: ReviewWords, **options: Any) -> bytes:
        words.append(review_words)
        return board(view, review_words, **options)

    monkeypatch.setattr(review_module, "evaluation_chart", evaluation_chart)
    monkeypatch.setattr(review_module, "render_review_png", render_review_png)
    return words


@pytest.mark.bot(ai_workers=0)
async def test_a_spanish_member_reviews_in_spanish_and_a_german_one_in_german(
    world: World, locales: Locales, drawn: list[Any]
) -> None:
    service = world.bot.service
    cheap_reviews(service)
    guild = world.env.create_guild("Spieleabend", preferred_locale="de")
    channel = guild.create_text_channel("partien")
    ana = guild.add_member(world.env.create_user("ana"))
    beto = guild.add_member(world.env.create_user("beto"))
    speak_spanish(locales, ana)
    locales.speak(beto, "de")
    await ana.slash(channel, "play", game="crossings", opponent=beto, colour="white")
    (accept,) = custom_ids(channel.last_message, "gamut:b:accept:")
    await beto.click(channel.last_message, custom_id=accept)
    thread = channel.threads[-1]
    match_id = int(thread.name.rsplit("#", 1)[1])
    for _ in range(MOVES):
        match = await service.get_match(match_id)
        player = ana if match.to_move_id == ana.id else beto
        legal = await service.legal_moves_for(local_viewer(player.id), match_id)
        await player.slash(thread, "move", move=legal[0])
    asked = await beto.slash(thread, "resign")
    question = asked.followups[0] if asked.followups else asked.response
    (confirm,) = custom_ids(question, "gamut:b:resign:")
    await beto.click(question, custom_id=confirm)
    assert (await service.get_match(match_id)).status == "finished"
    posted = len(thread.history())

    read = Read([], [])
    reviewed = read.heard(await ana.slash(thread, "review", match=match_id))
    (said,) = [m for m in (reviewed.response, *reviewed.followups) if m and m.content]
    assert said.ephemeral and read.public == []
    text = said.content
    assert text.startswith(
        f"**Análisis de Partida n.º {match_id} (Crossings)** para <@{ana.id}> (blancas): "
    )
    assert text.endswith(
        f"La evaluación a lo largo de la partida: review-{match_id}-white-chart.png (en fichas; "
        "por encima de la línea del cero están mejor las blancas; una victoria o una derrota "
        "demostradas se dibujan por encima o por debajo del gráfico)."
    )
    assert said.attachments[0].filename == f"review-{match_id}-white-chart.png"
    assert english_in(read.private, "es-ES") == []
    assert len(thread.history()) == posted  # a review is posted for nobody else

    charts = [w for w in drawn if isinstance(w, ChartWords)]
    assert charts == [
        ChartWords(
            title=f"#{match_id} Crossings: evaluación (blancas)",
            y_label="ventaja de las blancas, en fichas",
            x_label="jugada",
            won="ganada",
            lost="perdida",
        )
    ]
    # A marked move's board would be drawn too, its caption in the same language: this cheap
    # review marks none (tests/learning/test_review.py checks those captions' languages).
    boards = [w for w in drawn if isinstance(w, ReviewWords)]
    assert len(boards) == text.count("Tablero: review-")

    drawn.clear()
    german = await beto.slash(thread, "review", match=match_id)
    (said,) = [m for m in (german.response, *german.followups) if m and m.content]
    assert said.ephemeral
    assert said.content.startswith(
        f"**Analyse von Partie Nr. {match_id} (Crossings)** für <@{beto.id}> (Schwarz): "
    )
    assert english_in([said.content], "de") == []
    assert [w for w in drawn if isinstance(w, ChartWords)] == [
        ChartWords(
            title=f"#{match_id} Crossings: Bewertung (Schwarz)",
            y_label="Vorteil für Schwarz (Einheit: Steine)",
            x_label="Zug",
            won="gewonnen",
            lost="verloren",
        )
    ]

"""A Spanish-speaking member on a German server takes Crossings' lessons (issue #46): every
answer to ``/learn`` is hers alone and Spanish, whatever the server's language, and nothing
is posted for the server to read.

The Spanish sentences are written here by hand from the lessons' Spanish (the rules' terms of
docs/glossary.md: *ficha*, *falange*); besides, no English sentence of the catalogue may be in
anything she reads (tests.discord.languages).
"""

from __future__ import annotations

import re

from tests.discord.conftest import World
from tests.discord.languages import Read, english_in, speak_spanish
from tests.discord.locales import Locales

# The answer's placeholder (its word is checked by the expected failure below) read as "…".
PLACEHOLDER = re.compile(r"respuesta:\w+`")
ANSWER_WITH = (
    "Responde con `/aprender juego:crossings respuesta:…`, escribiendo la jugada "
    "como en una partida."
)
TRY_AGAIN = "Vuelve a intentarlo con `/aprender juego:crossings respuesta:…`."
LESSON_ONE = (
    "**Crossings, lección 1 de 6: Una ficha sola**\n"
    "Una ficha que está sola se mueve una casilla en cualquiera de las ocho direcciones, hasta "
    "una casilla vacía.\n"
    "**Tu tarea** (juegan las blancas): Mueve la ficha de d4 en diagonal hasta e5.\n"
)
LESSON_TWO = (
    "**Crossings, lección 2 de 6: Falanges**\n"
    "Una falange es una línea de dos o más fichas tuyas que se tocan a lo largo de una fila, "
    "columna o diagonal."
)


async def a_lesson(world: World, locales: Locales) -> tuple[Read, list[list[str]]]:
    """Ana, a Spanish client on a German Community server, through lessons 1 and 2 with a
    wrong answer to each, then back to lesson 1 and to a lesson not open yet: what she read,
    and each answer's attachments' names."""
    guild = world.env.create_guild("Spieleabend", preferred_locale="de")
    channel = guild.create_text_channel("partien")
    ana = guild.add_member(world.env.create_user("ana"))
    speak_spanish(locales, ana)
    read = Read([], [])
    files = []
    steps: list[dict[str, str | int]] = [
        {},
        {"answer": "d4-d5"},  # legal, but straight up: the lesson asks for the diagonal
        {"answer": "d4-e5"},
        {"answer": "a1-a2"},  # the line moves one square, not three
        {"answer": "a1-a4"},
        {"lesson": 1},
        {"lesson": 5},
    ]
    for options in steps:
        answered = read.heard(await ana.slash(channel, "learn", game="crossings", **options))
        (said,) = [m for m in (answered.response, *answered.followups) if m and m.content]
        assert said.ephemeral, said.content
        files.append([a.filename for a in said.attachments])
    assert read.public == [] and channel.history() == []  # nothing posted for the server
    assert ana.user.dm_channel is None or ana.user.dm_channel.history() == []
    return read, files


async def test_a_spanish_member_on_a_german_server_learns_in_spanish(
    world: World, locales: Locales
) -> None:
    read, files = await a_lesson(world, locales)
    texts = [PLACEHOLDER.sub("respuesta:…`", text) for text in read.private]
    (shown, wrong, right, wrong_two, right_two, back, closed) = texts
    assert shown == LESSON_ONE + ANSWER_WITH
    assert files[0] == ["lesson-crossings-1.png"]  # the lesson's board comes with it
    assert wrong == (
        "Crossings, lección 1: ✗ d4-d5 es legal, pero solo mueve la ficha de d4 a d5. "
        "Una ficha sola se mueve una casilla en cualquier dirección: de d4 a e5 es un paso en "
        "diagonal. " + TRY_AGAIN
    )
    assert files[1] == []
    assert right.startswith(
        "Crossings, lección 1: ✓ **d4-e5**. Correcto. Una ficha sola nunca captura: para eso "
        "hace falta una falange.\n" + LESSON_TWO
    )
    assert right.endswith(ANSWER_WITH) and files[2] == ["lesson-crossings-2.png"]
    assert wrong_two == (
        "Crossings, lección 2: ✗ a1-a2 es legal, pero solo mueve las 3 fichas a1–a3 a a2–a4. "
        "Las tres fichas a1, a2, a3 pueden moverse juntas hasta tres casillas: la más retrasada, "
        "a1, cae en a4 y la delantera en a6. " + TRY_AGAIN
    )
    assert right_two.startswith(
        "Crossings, lección 2: ✓ **a1-a4**. Correcto: a1-a4 lleva las tres a a4, a5 y a6.\n"
        "**Crossings, lección 3 de 6: Capturar**\n"
    )
    assert back == LESSON_ONE + ANSWER_WITH + "\n(Ya superaste esta lección)."
    assert closed == "La lección 5 aún no está abierta para ti: elige de la 1 a la 3 (hay 6)."
    assert english_in(read.private, "es-ES") == []


async def test_the_answers_placeholder_is_spanish_too(world: World, locales: Locales) -> None:
    guild = world.env.create_guild("Spieleabend", preferred_locale="de")
    ana = guild.add_member(world.env.create_user("ana"))
    speak_spanish(locales, ana)
    shown = await ana.slash(guild.create_text_channel("partien"), "learn", game="crossings")
    said = shown.followups[0] if shown.followups else shown.response
    assert "`/aprender juego:crossings respuesta:" in said.content
    assert "MOVE" not in said.content
    assert "respuesta:JUGADA" in said.content

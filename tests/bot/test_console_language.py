"""The console in the reader's language: GAMUT_LANGUAGE (else the system's locale), the
``language`` command, and the console's own texts in Spanish and German, each expected
sentence written here by hand; the English unchanged; the words typed stay English."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console import Console
from bot.service import MatchService
from bot.settings import load_settings, system_language
from storage import Database
from tests.bot.test_console_process import assert_clean, run_bot

LANGUAGES = ("en", "de", "en-XA", "es-ES")


async def transcript(tmp_path: Path, lines: list[str], language: str = "en") -> list[str]:
    """The printed lines of a console session in ``language``."""
    out = io.StringIO()
    db = await Database.open(tmp_path / "console.sqlite3")
    try:
        console: Console
        service = MatchService(db, mention=lambda uid: console.mention(uid))
        console = await Console.open(service, tmp_path / "boards", out, language=language)
        assert console.viewer.language == console.viewer.place_language == console.language
        await console.run(lines)
        service.close()
    finally:
        await db.close()
    return out.getvalue().splitlines()


async def test_a_spanish_reader_reads_the_console_in_spanish(tmp_path: Path) -> None:
    lines = await transcript(
        tmp_path,
        ["move", "match x", "match 0", "user bob", "user", "draw maybe", "frobnicate", "plya"],
        language="es-ES",
    )
    assert lines[1] == "error: ¿Qué jugada? Por ejemplo: 'move a4-b5'"
    assert lines[3] == "error: 'x' no es un número de partida."
    assert lines[5] == "error: No existe la partida n.º 0."
    assert lines[7] == "Ahora eres bob."
    assert lines[9] == (
        "Eres bob. Jugadores: alice y bob. 'user NAME' te convierte en otro "
        "(un nombre nuevo es un jugador nuevo)."
    )
    assert lines[11].startswith("error: No hay partida actual: ")  # the service's reason
    assert lines[13] == (
        "error: comando desconocido: frobnicate (escribe 'help' para ver los comandos)"
    )
    assert lines[15] == "error: comando desconocido: plya (¿querías decir play?)"


async def test_a_german_reader_reads_the_console_in_german(tmp_path: Path) -> None:
    lines = await transcript(
        tmp_path,
        [
            "x" * 1001, "user bob", "user Ana", "user", "play", "choose", "profile nobody",
            "user 'two words'",
        ],
        language="de",
    )
    assert lines[1] == (
        "Fehler: Ein Befehl darf höchstens 1.000 Zeichen haben; dieser wurde nicht ausgeführt."
    )
    assert lines[7] == (
        "Du bist Ana. Spieler: alice, Ana und bob. 'user NAME' macht dich zu einem anderen "
        "(ein neuer Name ist ein neuer Spieler)."
    )
    assert lines[9].startswith("Fehler: Welches Spiel? 'play GAME' – Spiele: ")
    assert lines[11] == "Fehler: Was wählst du? Zum Beispiel: 'choose b2' oder 'choose random'"
    assert lines[13] == (
        "Fehler: Hier gibt es keinen Spieler namens 'nobody'. Spieler: alice, Ana und bob."
    )
    assert lines[15] == (
        "Fehler: 'two words' kann kein Spielername sein: Ein Name ist ein Wort mit höchstens "
        "32 Zeichen, ohne Leerzeichen und unsichtbare Zeichen."
    )


async def test_the_english_is_unchanged(tmp_path: Path) -> None:
    lines = await transcript(tmp_path, ["match x", "user bob", "frobnicate", "draw maybe"])
    assert lines[1] == "error: 'x' is not a match number."
    assert lines[3] == "You are now bob."
    assert lines[5] == "error: unknown command: frobnicate (type 'help' for the commands)"


async def test_the_language_command_lists_switches_and_refuses(tmp_path: Path) -> None:
    lines = await transcript(
        tmp_path, ["language", "language es", "language", "language fr", "language de-AT", "move"]
    )
    assert lines[1] == (
        "The console speaks English (en). Languages: English (en), Deutsch (de), and "
        "español (es-ES). Type 'language CODE' to switch."
    )
    assert lines[3] == "Ahora la consola habla español (es-ES)."
    assert lines[5] == (
        "La consola habla español (es-ES). Idiomas: English (en), Deutsch (de) y "
        "español (es-ES). Escribe 'language CODE' para cambiarlo."
    )
    assert lines[7] == (
        "error: Aquí no hay ningún idioma 'fr'. Idiomas: English (en), Deutsch (de) y "
        "español (es-ES)."
    )
    assert lines[9] == "Die Konsole spricht jetzt Deutsch (de)."
    assert lines[11] == "Fehler: Welcher Zug? Zum Beispiel: 'move a4-b5'"


async def test_the_help_explains_english_commands_in_the_readers_language(tmp_path: Path) -> None:
    spanish = await transcript(tmp_path, ["help"], language="es-ES")
    assert spanish[1] == "Comandos (los mismos que los del bot de Discord):"
    assert "  resign [yes|no]               abandona (primero pide confirmación)" in spanish
    german = await transcript(tmp_path, ["help"], language="de")
    assert "  resign [yes|no]               aufgeben (fragt zuerst nach)" in german
    english = await transcript(tmp_path, ["help"])
    assert "  resign [yes|no]               resign (asks for confirmation first)" in english


@pytest.fixture
def no_language_settings(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in ("GAMUT_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "DISCORD_TOKEN"):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    return monkeypatch


@pytest.mark.parametrize(
    ("value", "language"),
    [("es-ES", "es-ES"), ("es", "es-ES"), ("es_MX", "es-ES"), ("de-AT", "de"), ("EN", "en")],
)
def test_gamut_language_names_a_catalogue_language(
    no_language_settings: pytest.MonkeyPatch, value: str, language: str
) -> None:
    no_language_settings.setenv("GAMUT_LANGUAGE", value)
    no_language_settings.setenv("LANG", "de_DE.UTF-8")  # the setting wins over the system
    assert load_settings(env_file=None).language == language


def test_an_unknown_gamut_language_is_refused_with_the_languages(
    no_language_settings: pytest.MonkeyPatch,
) -> None:
    no_language_settings.setenv("GAMUT_LANGUAGE", "klingon")
    with pytest.raises(SystemExit) as refused:
        load_settings(env_file=None)
    assert str(refused.value.code) == (
        "GAMUT_LANGUAGE must be one of en, de, es-ES, not 'klingon' (see .env.example)."
    )


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "es_AR.UTF-8"}, "es-ES"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, "es-ES"),
        ({"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, "en"),
        ({"LANG": "de_DE@euro"}, "de"),
    ],
)
def test_without_the_setting_the_system_locale_decides(
    environ: dict[str, str], language: str
) -> None:
    assert system_language(environ, LANGUAGES) == language


def test_a_bad_setting_is_refused_in_the_language_of_whoever_starts_gamut(
    no_language_settings: pytest.MonkeyPatch,
) -> None:
    no_language_settings.setenv("GAMUT_MOVE_LIMIT", "1e9")
    no_language_settings.setenv("GAMUT_LANGUAGE", "de")
    with pytest.raises(SystemExit) as german:
        load_settings(env_file=None)
    assert german.value.code == (
        "GAMUT_MOVE_LIMIT muss höchstens 100000 sein, nicht '1e9' (siehe .env.example)."
    )
    # With a GAMUT_LANGUAGE that names nothing, the system's language (and it is refused too).
    no_language_settings.setenv("GAMUT_LANGUAGE", "xx")
    no_language_settings.setenv("LANG", "es_ES.UTF-8")
    with pytest.raises(SystemExit) as spanish:
        load_settings(env_file=None)
    assert spanish.value.code == (
        "GAMUT_MOVE_LIMIT debe ser como mucho 100000, no '1e9' (consulta .env.example)."
    )
    no_language_settings.delenv("GAMUT_MOVE_LIMIT")
    with pytest.raises(SystemExit) as spanish:
        load_settings(env_file=None)
    assert spanish.value.code == (
        "GAMUT_LANGUAGE debe ser uno de estos: en, de, es-ES, no 'xx' (consulta .env.example)."
    )


def test_python_m_bot_speaks_gamut_language_from_its_first_line(tmp_path: Path) -> None:
    """The setting reaches the console of a real process: its banner, the language command
    and a refusal, in German; a script's commands stay English."""
    result = run_bot(tmp_path, b"language\nmatch x\nquit\n", GAMUT_LANGUAGE="de")
    assert result.returncode == 0
    assert_clean(result.stderr)
    lines = result.stdout.decode().splitlines()
    assert lines[0] == (
        f"Gamut-Konsole – Datenbank {tmp_path / 'db.sqlite3'}, Bretter in {tmp_path / 'png'}/. "
        "Gib 'help' ein, um die Befehle zu sehen; 'language' wechselt die Sprache."
    )
    assert lines[2] == (
        "Die Konsole spricht Deutsch (de). Sprachen: English (en), Deutsch (de) und "
        "español (es-ES). Gib 'language CODE' ein, um zu wechseln."
    )
    assert lines[4] == "Fehler: 'x' ist keine Partienummer."

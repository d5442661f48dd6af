"""``python -m bot``: the Discord bot when DISCORD_TOKEN is set, otherwise the local console.

Exit status:

* 0 after ``quit``, Ctrl-D or the end of a script;
* 1 for a fault the user has to fix — a bad setting, an unusable GAMUT_DATABASE or board
  folder, closed standard input or output, a DISCORD_TOKEN that Discord refuses — said in
  one line on standard error (a JSON log record under LOG_FORMAT=json), without a
  traceback; also when the reader of the output went away (``python -m bot < game.txt |
  head -1``): the rest of the script is not run, quietly;
* 130 after Ctrl-C, which is what a shell reports for a command stopped by SIGINT (128 + 2), so
  a script calling the console can tell an interruption from a finished run;
* 0 after SIGTERM (how systemd and container hosts stop a service): the console finishes the
  command under way (its move committed and printed), reads no further line and ends; the
  Discord bot stops taking interactions, finishes those under way and ends within 10 s.  A
  move the AI was still thinking about is not played; the clock plays it at the next start.

Whatever happens, the database connection (a non-daemon thread that would keep the process
alive for ever), the render threads and the AI processes are closed before the process ends.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from collections.abc import Coroutine
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from bot.gc_pause import collector_paused

if TYPE_CHECKING:
    from collections.abc import Callable

    from bot.ai_runner import AIRunner
    from bot.console import Console, LineInput
    from bot.settings import Settings
    from bot.web import WebCompanion

# Everything else of Gamut is imported in main(), with the cyclic collector paused
# (bot.gc_pause), and only what the front end chosen by the settings runs on.

EXIT_OK = 0
EXIT_FAULT = 1
EXIT_INTERRUPTED = 130  # 128 + SIGINT


async def _start_ai(workers: int, min_budget: float) -> AIRunner | None:
    """The AI's process pool, its workers started now.

    Ctrl-C at a terminal signals the whole foreground process group, AI workers included; a
    worker dying of it prints its own traceback.  Workers started while SIGINT is ignored keep
    ignoring it (an ignored signal stays ignored across exec, and Python leaves it so), and
    this process shuts them down.  Warming up costs a fraction of a second and spares the
    first AI move the process start as well.
    """
    if workers <= 0:
        return None
    from bot.ai_runner import AIRunner

    runner = AIRunner(max_workers=workers, min_budget=min_budget)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        await runner.warm_up()
    except BaseException:
        runner.close()
        raise
    finally:
        signal.signal(signal.SIGINT, previous)
    return runner


async def _until_interrupted(
    play: Coroutine[Any, Any, None], source: LineInput, ai: AIRunner | None = None
) -> int:
    """Run ``play`` (the console reading ``source``) with Ctrl-C stopping it at once and
    SIGTERM after the command under way.

    asyncio's own SIGINT handling only cancels the task, which cannot stop a blocking read of
    standard input (the read is resumed, the next line runs, and the cancellation surfaces as
    tracebacks).  Here Ctrl-C raises KeyboardInterrupt inside the read, which ends the input
    (see LineInput), and cancels a command under way; either way the caller's ``finally``
    then closes everything with the loop still running.

    SIGTERM asks for an orderly stop instead: a command under way is finished (a move is
    committed and printed, or refused as a whole, never cut between the two), the AI's
    thinking is stopped (its move is left for the next start, see AIRunner.stop), and no
    further line is read; a wait for a line ends at once.  The exit status is then 0.
    """
    loop = asyncio.get_running_loop()
    task = asyncio.ensure_future(play)
    terminated = False

    # Only the first stop signal acts: a read resends a signal until it ends (see
    # bot.console.lines.signals_resent_during_read), so more may follow the one that stopped it.

    # Lines read off the loop (the web companion is on: bot.console.lines.read_off_loop)
    # are awaited, not read here: a stop signal then cancels that wait instead of raising
    # inside a read of this thread.

    def interrupt(signum: int, frame: FrameType | None) -> None:
        if source.interrupted:
            return
        source.interrupted = True
        if source.waiting and not source.off_loop:
            raise KeyboardInterrupt
        task.cancel()
        loop.call_soon_threadsafe(lambda: None)  # wake the loop if it sleeps in select()

    def terminate(signum: int, frame: FrameType | None) -> None:
        nonlocal terminated
        if source.interrupted:
            return
        terminated = True
        source.interrupted = True  # the next read ends the input
        if ai is not None:
            loop.call_soon_threadsafe(ai.stop)  # from the loop: it completes futures
        if source.waiting and source.off_loop:
            task.cancel()  # no command is under way: nothing to finish
        elif source.waiting:
            raise KeyboardInterrupt  # ends the blocking read (LineInput catches it)
        loop.call_soon_threadsafe(lambda: None)

    previous = signal.signal(signal.SIGINT, interrupt)
    previous_term = signal.signal(signal.SIGTERM, terminate)
    try:
        await task
    except asyncio.CancelledError:
        if not source.interrupted:
            raise
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.signal(signal.SIGTERM, previous_term)
    if terminated:
        return EXIT_OK
    return EXIT_INTERRUPTED if source.interrupted else EXIT_OK


def _check_board_dir(board_dir: Path, language: str) -> None:
    from bot.markup import plain, t

    if board_dir.exists() and not board_dir.is_dir():
        raise SystemExit(plain(t("startup-board-dir-not-folder", path=str(board_dir)), language))


async def run_console(settings: Settings, out: TextIO) -> int:
    """The console session on standard input: open the database, play, close everything."""
    from bot.console import AI_USER_ID, Console, read_off_loop
    from bot.markup import command, t
    from bot.service import MatchService
    from bot.startup import open_database

    _check_board_dir(settings.board_dir, settings.language)
    db = await open_database(
        settings.database, bounds=settings.database_bounds, language=settings.language
    )
    ai: AIRunner | None = None
    service: MatchService | None = None
    web: WebCompanion | None = None
    try:
        ai = await _start_ai(settings.ai_workers, settings.ai_min_budget)
        console: Console
        service = MatchService(
            db,
            settings=settings.service,
            mention=lambda user_id: console.mention(user_id),
            ai=ai,
            ai_user_id=AI_USER_ID if ai else None,
        )
        console = await Console.open(
            service, settings.board_dir, out, styled=out.isatty(), language=settings.language
        )
        source = _line_input(console)
        web = await _start_web(settings, console)
        console.say(
            t(
                "console-banner",
                database=str(db.location),
                boards=f"{settings.board_dir}/",
                help=command("help"),
                switch=command("language"),
            )
            + (f" {t('console-banner-web', url=web.url, links=command('web'))}" if web else "")
        )
        lines = read_off_loop(source) if web else source
        status = await _until_interrupted(
            console.run(lines, echo=not source.interactive), source, ai
        )
        if status == EXIT_INTERRUPTED and source.interactive:
            out.write("\n")  # after the '^C' the terminal echoed
        out.flush()  # inside the try: a closed pipe shows here, not at interpreter exit
        return status
    finally:
        # A second Ctrl-C (or a SIGTERM) must not interrupt the clean-up: a database left
        # open keeps its thread, and with it the process, running for ever.
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        previous_term = signal.signal(signal.SIGTERM, signal.SIG_IGN)
        try:
            if web is not None:
                await web.close()
            if service is not None:
                service.close()
            if ai is not None:
                ai.close()
            await db.close()
        finally:
            signal.signal(signal.SIGINT, previous)
            signal.signal(signal.SIGTERM, previous_term)


async def _start_web(settings: Settings, console: Console) -> WebCompanion | None:
    """The web companion beside the console, on GAMUT_WEB_PORT, by default on its usual
    port or, that one taken (another console runs), on any free port; None when switched
    off or when the port asked for cannot be had (said, and the console runs on)."""
    if not settings.web_enabled:
        return None
    from bot.web.hosting import WebPlace, start_web

    place = WebPlace(settings.web_host, settings.web_port, settings.web_url)
    web, why_not = await start_web(
        console.service, place, deliver=console.deliver, name=console.mention
    )
    if why_not:
        console.say(why_not)
    console.web = web
    return web


def _line_input(console: Console) -> LineInput:
    """Standard input as console lines: typed at a terminal (with the console's prompt and
    its commands for Tab), or a script read as bytes."""
    from bot.console import ScriptInput, TerminalInput

    if sys.stdin.isatty():
        return TerminalInput(prompt=console.prompt, words=console.command_names, say=console.say)
    return ScriptInput(sys.stdin.buffer)


def _silence_output() -> None:
    """Point standard output at /dev/null: the reader is gone, and Python's final flush of
    what is still buffered would otherwise fail again and print an 'Exception ignored'."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    finally:
        os.close(devnull)


def console_main(settings: Settings) -> int:
    """The local console on standard input and output; the exit status."""
    from bot.markup import plain, t

    if sys.stdin is None or not hasattr(sys.stdin, "buffer"):
        closed = t("startup-stdin-closed", example="python -m bot < game.txt")
        print(plain(closed, settings.language), file=sys.stderr)
        return EXIT_FAULT
    if sys.stdout is None:
        print(plain(t("startup-stdout-closed"), settings.language), file=sys.stderr)
        return EXIT_FAULT
    if hasattr(sys.stdout, "reconfigure"):
        # A character the locale cannot show (a '—', a replaced stray byte) prints as '?'.
        sys.stdout.reconfigure(errors="replace")
    try:
        return asyncio.run(run_console(settings, sys.stdout))
    except BrokenPipeError:
        _silence_output()
        return EXIT_FAULT
    except KeyboardInterrupt:  # before the console's own handling was in place
        return EXIT_INTERRUPTED


def discord_main(settings: Settings) -> int:
    """The Discord bot until SIGTERM or Ctrl-C (SIGINT), each a graceful shutdown (see
    bot.discord.app.run_discord); the exit status: 0 after SIGTERM, 130 after SIGINT, also
    when the signal came while logging in.

    A fault the operator has to fix ends it with one line and status 1: a wrong
    DISCORD_TOKEN (a log line, see bot.discord.login), a bad GAMUT_DATABASE
    (``bot.startup.open_database``), a metrics port in use; under ``LOG_FORMAT=json`` each is
    a JSON record like every other line.  An unreachable Discord is not such a fault: the
    login is tried again."""
    from bot.discord import run_discord
    from bot.discord.login import WrongToken

    try:
        stopped_by = run_discord(settings)
    except KeyboardInterrupt:  # before the bot's own handling was in place
        return EXIT_INTERRUPTED
    except WrongToken:  # its line is logged already
        return EXIT_FAULT
    except SystemExit as stopped:
        if settings.log_format != "json" or not isinstance(stopped.code, str):
            raise  # Python prints the line as it is
        logging.getLogger("gamut").error(stopped.code)
        return EXIT_FAULT
    return EXIT_INTERRUPTED if stopped_by == signal.SIGINT else EXIT_OK


def _settings() -> Settings:
    """The settings; a bad one ends the process with its one line, which under
    ``LOG_FORMAT=json`` is a JSON log record like every other line (the line names the
    setting; the format is known whenever LOG_FORMAT itself is not the bad one)."""
    from bot.logging_setup import configure
    from bot.settings import load_settings

    try:
        return load_settings()
    except SystemExit as stopped:
        json_logs = os.environ.get("LOG_FORMAT", "").strip().lower() == "json"
        if json_logs and isinstance(stopped.code, str):
            configure("INFO", "json")
            logging.getLogger("gamut").error(stopped.code)
            raise SystemExit(EXIT_FAULT) from None
        raise


def _front_end(settings: Settings) -> Callable[[Settings], int]:
    """The entry of the front end ``settings`` choose (Discord with a token, else the
    console), the modules it runs on imported now, so that main() imports them with the
    collector paused: the first use of each is then a look-up."""
    if settings.token:
        import bot.discord  # noqa: F401 - imported for discord_main

        return discord_main
    import bot.console
    import bot.service
    import bot.startup  # noqa: F401 - imported for run_console

    if settings.ai_workers > 0:
        import bot.ai_runner  # noqa: F401 - imported for _start_ai
    if settings.web_enabled:
        import bot.web.hosting  # noqa: F401 - imported for _start_web
    return console_main


def main() -> None:
    """``python -m bot``: read the settings, start the front end they choose, exit with its
    status.  The imports happen with the cyclic collector paused (bot.gc_pause): a console
    that starts and quits takes about a third of the processor time it took without."""
    with collector_paused():
        from bot.logging_setup import configure

        settings = _settings()
        configure(settings.log_level, settings.log_format)
        run = _front_end(settings)
    sys.exit(run(settings))


if __name__ == "__main__":
    main()

"""No text reaches a player without passing through the catalogue: a scan of the source with
``ast``, as tests/docs/test_layers.py scans imports.

**The rule.**  An expression handed to a *sink* (a place whose text a player reads) may not
hold a string literal with a letter in it.  The sinks:

- the refusals ``ServiceError``, ``NotFound``, ``NotAllowed``, ``Conflict``, any class the
  scanned code derives from one (``LinkRefused``, to any depth), every argument, and
  ``SystemExit`` (the line a person starting Gamut reads);
- the service's replies: ``Reply(text=, notice=)``, ``PrivateMessage(text=)``,
  ``Prompt(text=)``, ``Choice(label=)`` (keyword or position), and ``replace(reply, text=,
  notice=)``;
- the console's output: ``print(...)`` and any ``say(...)`` (``self.say``, ``console.say``,
  ``self._say``) in bot/console and bot/__main__.py;
- Discord's: ``send``, ``send_message``, ``reply``, ``followup.send`` (the text argument and
  ``content=``), ``edit``, ``edit_message``, ``edit_original_response`` (``content=``), and
  ``discord.ui.Button``, ``Select``, ``SelectOption``, ``TextInput``, ``Modal``, ``Embed``
  (``label=``, ``placeholder=``, ``description=``, ``title=``), the decorators
  ``ui.button(label=)`` and ``ui.select(placeholder=)``, an embed's ``add_field(name=,
  value=)``, ``set_footer(text=)`` and ``set_author(name=)``, a thread's
  ``create_thread(name=)`` and a slash command's ``app_commands.Choice(name=)``;
- the words a picture draws: ``CaptionWords``, ``ReviewWords``, ``PairingWords``,
  ``StandingsWords``, ``ChartWords`` (every argument: renderers draw what they are given).

Inside an argument the scan follows what makes text of literals: ``+`` and ``%``, f-strings
(their literal parts), ``"...".format(...)`` and ``"...".join(...)`` (the literal before the
dot), conditional expressions, the markup ``strong(...)`` and ``block(...)``, whose contents
are prose, and a name assigned a literal in the same module (``HELP = "..."`` then
``send(HELP.format(...))``; a name imported from elsewhere is that module's to check).  It
stops at any other call, ``t(...)`` first: a message id and its
arguments are the catalogue's business (tests/i18n/test_code_ids.py checks the ids), and
``command(...)``, ``code(...)`` and ``typed(...)`` hold words typed as they are.

A literal that is not the catalogue's to say is listed in ``ALLOWED`` with its reason (a
slash command's choice name, which discord.py's Translator localises at sync); an entry whose
literal is gone fails the test, so the list cannot outlive its reasons.

**Allowed** literals are glue without letters: spaces, punctuation, brackets, ``"\\n"``,
``"  "`` before a message, ``f"{a} {b}"``.  A word in any script counts as a letter
(Unicode's ``L`` categories), so a Spanish sentence written into the code is caught too.

Other helpers convert the service, the Discord layer, the tournaments and the lessons at the
same time as this scan was written: until their branches are merged it finds their literals,
and its failure lists them file by file with a count.  The planted-file test below shows the
scan is not vacuous in any case.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("bot",)
CONSOLE = ("bot/console/", "bot/__main__.py")
LETTER = re.compile(r"[^\W\d_]")

REFUSALS = frozenset({"ServiceError", "NotFound", "NotAllowed", "Conflict", "SystemExit"})
# name -> (keywords read, positions read): the service's replies and Discord's components.
TEXT_FIELDS: dict[str, tuple[frozenset[str], tuple[int, ...]]] = {
    "Reply": (frozenset({"text", "notice"}), (0,)),
    "PrivateMessage": (frozenset({"text"}), (1,)),
    "Prompt": (frozenset({"text"}), (1,)),
    "Choice": (frozenset({"label", "name"}), (0,)),
    "replace": (frozenset({"text", "notice"}), ()),
    "send": (frozenset({"content"}), (0,)),
    "send_message": (frozenset({"content"}), (0,)),
    "reply": (frozenset({"content"}), (0,)),
    "edit": (frozenset({"content"}), ()),
    "edit_message": (frozenset({"content"}), ()),
    "edit_original_response": (frozenset({"content"}), ()),
    "Button": (frozenset({"label"}), ()),
    "Select": (frozenset({"placeholder"}), ()),
    "SelectOption": (frozenset({"label", "description"}), ()),
    "TextInput": (frozenset({"label", "placeholder"}), ()),
    "Modal": (frozenset({"title"}), ()),
    "Embed": (frozenset({"title", "description"}), ()),
    # discord.ui's decorators, an embed's parts and a thread's name.
    "button": (frozenset({"label"}), ()),
    "select": (frozenset({"placeholder"}), ()),
    "add_field": (frozenset({"name", "value"}), ()),
    "set_footer": (frozenset({"text"}), ()),
    "set_author": (frozenset({"name"}), ()),
    "create_thread": (frozenset({"name"}), ()),
}
# The words a picture draws (renderers draw what they are given): every argument is read.
PICTURE_WORDS = frozenset(
    {"CaptionWords", "ReviewWords", "PairingWords", "StandingsWords", "ChartWords"}
)
CONSOLE_OUTPUT = frozenset({"print", "say", "_say"})
PROSE_MARKUP = frozenset({"strong", "block"})


@dataclass(frozen=True)
class Literal:
    """A literal that reaches a player: where, and its text (cut for the report)."""

    path: str
    line: int
    sink: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.sink}({self.text[:60]!r})"


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


Assigned = dict[str, list[ast.expr]]


def _assignments(tree: ast.AST) -> Assigned:
    """Every value the module assigns to each plain name (``x = ...``, ``x: str = ...``)."""
    found: Assigned = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                found.setdefault(target.id, []).append(value)
    return found


def _texts(
    node: ast.expr, names: Assigned, seen: frozenset[str] = frozenset()
) -> list[tuple[int, str]]:
    """The literal pieces of text that ``node`` builds a string from (see the rule)."""
    if isinstance(node, ast.Name):
        if node.id in seen:
            return []
        return [
            piece
            for value in names.get(node.id, [])
            for piece in _texts(value, names, seen | {node.id})
        ]
    if isinstance(node, ast.Constant):
        return [(node.lineno, node.value)] if isinstance(node.value, str) else []
    if isinstance(node, ast.JoinedStr):
        return [
            (node.lineno, part.value)
            for part in node.values
            if isinstance(part, ast.Constant) and isinstance(part.value, str)
        ]
    if isinstance(node, ast.BinOp):
        return _texts(node.left, names, seen) + _texts(node.right, names, seen)
    if isinstance(node, ast.IfExp):
        return _texts(node.body, names, seen) + _texts(node.orelse, names, seen)
    if isinstance(node, ast.Call):
        name = _name(node.func)
        if name in PROSE_MARKUP:
            return [piece for arg in node.args for piece in _texts(arg, names, seen)]
        if (
            isinstance(node.func, ast.Attribute)
            and name in ("format", "join")
            and isinstance(node.func.value, ast.Constant | ast.JoinedStr | ast.Name)
        ):
            return _texts(node.func.value, names, seen)
    return []


def _sink_arguments(
    call: ast.Call, console: bool, refusals: frozenset[str] = REFUSALS
) -> tuple[str, list[ast.expr]] | None:
    """The sink a call is and the arguments of it a player reads, or None (``refusals``: the
    refusal classes, with those the scanned code derives from them)."""
    name = _name(call.func)
    if name is None:
        return None
    if name in refusals or name in PICTURE_WORDS:
        return name, [*call.args, *(k.value for k in call.keywords)]
    if console and name in CONSOLE_OUTPUT:
        return name, list(call.args)
    if name in TEXT_FIELDS:
        keywords, positions = TEXT_FIELDS[name]
        read = [k.value for k in call.keywords if k.arg in keywords]
        read += [call.args[i] for i in positions if i < len(call.args)]
        return name, read
    return None


def refusal_classes(trees: list[ast.AST]) -> frozenset[str]:
    """The refusals and every class the scanned code derives from one (``LinkRefused``,
    ``WorkTooLong``: raised with text a player reads just the same), to any depth."""
    bases: dict[str, set[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                named = {_name(base) for base in node.bases}
                bases.setdefault(node.name, set()).update(n for n in named if n)
    found = set(REFUSALS)
    while grown := {c for c, b in bases.items() if c not in found and b & found}:
        found |= grown
    return frozenset(found)


def literals_in(path: Path, root: Path, refusals: frozenset[str] = REFUSALS) -> list[Literal]:
    """Every literal with a letter that ``path`` hands to a sink."""
    relative = path.relative_to(root).as_posix()
    console = relative.startswith(CONSOLE)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = _assignments(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        sink = _sink_arguments(node, console, refusals)
        if sink is None:
            continue
        name, arguments = sink
        for argument in arguments:
            for line, text in _texts(argument, names):
                if LETTER.search(text):
                    found.append(Literal(relative, line, name, text))
    return found


def scan(root: Path) -> list[Literal]:
    """Every literal found under ``root``, each once (a name passed to two sinks is one
    text)."""
    found: dict[tuple[str, int, str], Literal] = {}
    paths = [path for package in SCANNED for path in sorted((root / package).rglob("*.py"))]
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in paths]
    refusals = refusal_classes(trees)
    for path in paths:
        for literal in literals_in(path, root, refusals):
            found.setdefault((literal.path, literal.line, literal.text), literal)
    return list(found.values())


def report(found: list[Literal]) -> str:
    """The literals found, file by file with a count, most first."""
    counts = Counter(literal.path for literal in found)
    lines = [f"{len(found)} literal texts reach players in {len(counts)} files:"]
    for path, count in counts.most_common():
        lines.append(f"  {count:4d}  {path}")
    lines += ["", *(str(literal) for literal in found)]
    return "\n".join(lines)


# Literals a sink is handed that are not the catalogue's to say, each with its reason:
# (file, text) -> why.
ALLOWED: dict[tuple[str, str], str] = {
    ("bot/discord/cogs/settings.py", "server default"): (
        "a slash command's choice name: the English source discord.py's Translator "
        "localises at command sync (message choice-default, tests/i18n/test_slash_commands.py)"
    ),
}


def test_no_literal_text_reaches_a_player() -> None:
    found = [lit for lit in scan(ROOT) if (lit.path, lit.text) not in ALLOWED]
    assert not found, report(found)


def test_every_allowed_literal_is_still_there() -> None:
    """An allow-list entry whose literal is gone is removed, not kept as a blank cheque."""
    seen = {(literal.path, literal.text) for literal in scan(ROOT)}
    assert set(ALLOWED) <= seen, set(ALLOWED) - seen


PLANTED = '''
from bot.service import Reply, ServiceError
from bot.markup import command, strong, t

def refusals(word, n):
    raise ServiceError("There is no game " + word)                       # 5: + a literal
    raise ServiceError(f"{word} is not a number.")                        # 6: an f-string
    raise ServiceError(t("console-no-game", word=word))                   # allowed: a message
    return Reply(text="{} moves".format(n), notice=strong("Only you"))    # 8: format, strong
    return Reply(f"{word}: {n}", notice=t("x-y") + " " + command("play", "GAME"))  # glue
    print("\\n".join(["a", "b"]), "¿Qué?")                                # 10: Spanish too

class Shell:
    def run(self, ok):
        self.say("  " + t("console-error", reason="x"))                   # allowed: glue
        self.say("done" if ok else t("console-crashed"))                  # 15: one branch
        self.say(HELP.format(games=", ".join(GAMES)) + SEPARATOR)          # HELP's line: 18

HELP = "Games: {games}"
GAMES = ("crossings", "kings-crossing")
SEPARATOR = " -- "


class Refused(NotFound):
    """A refusal of its own, and one derived from that: their texts are read too."""


class Deeper(Refused):
    pass


def more(embed, view, thread):
    raise Deeper(f"{view} is gone")                                       # 33: a subclass
    embed.add_field(name="Moves", value=t("x-y"))                         # 34: a field
    thread.create_thread(name=t("x-y") + " · Crossings")                  # 35: a thread
    return CaptionWords("after move 3", t("x-y"))                         # 36: a picture


@discord.ui.button(label="Resign")                                        # 39: a decorator
async def resign(self, interaction, button):
    return app_commands.Choice(name="server default", value="default")   # 41: a choice
'''


def test_the_scan_sees_every_kind_of_literal(tmp_path: Path, monkeypatch) -> None:
    """Not vacuous: a planted console module's literals are each found, at their lines (in
    refusals derived from the refusals too, in decorators, embed fields, thread names and
    the words a picture draws), and the allowed forms (messages, glue, command words) are
    not."""
    planted = tmp_path / "bot" / "console" / "planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text(PLANTED, encoding="utf-8")
    found = scan(tmp_path)
    assert sorted({literal.line for literal in found}) == [
        6,
        7,
        9,
        11,
        16,
        19,
        33,
        34,
        35,
        36,
        39,
        41,
    ]
    assert {literal.text for literal in found} == {
        "There is no game ",
        " is not a number.",
        "{} moves",
        "Only you",
        "¿Qué?",
        "done",
        "Games: {games}",
        " is gone",
        "Moves",
        " · Crossings",
        "after move 3",
        "Resign",
        "server default",
    }
    assert report(found).splitlines()[:2] == [
        "13 literal texts reach players in 1 files:",
        "    13  bot/console/planted.py",
    ]

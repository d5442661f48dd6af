"""The match service is a facade over collaborators it holds, never a stack of mixins,
checked on the source of bot/service/ with ``ast``.

- ``MatchService`` has no base class but ``object``;
- no class in bot/service/ inherits from another service class (exceptions, dataclasses,
  Protocols, enums and named tuples are values, not services: those may);
- no ``super()`` call anywhere in bot/service/;
- no implicit link: every method a class calls on ``self`` is defined by the class itself
  (a method, a property, or an attribute it assigns) or by one of its bases.  A mixin calling
  what only its sibling defines is such a link.

Before the collaborators (b43736f) every one of these failed: MatchService stood on four
mixins, ``AIOps.move`` called ``super().move``, and ``ChallengeOps`` called
``self.start_match``, which only ``PlayOps`` defined.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVICE = ROOT / "bot" / "service"
# Bases that make a class a value rather than a service (by the name the source gives them).
VALUE_BASES = {
    "Exception", "BaseException", "ValueError", "LookupError", "RuntimeError",
    "Protocol", "NamedTuple", "TypedDict", "Enum", "StrEnum", "IntEnum",
}


@dataclass
class ClassInfo:
    """What the checks need of one class of bot/service/."""

    name: str
    where: str
    bases: list[str]
    decorators: list[str]
    defined: set[str] = field(default_factory=set)
    called_on_self: dict[str, int] = field(default_factory=dict)  # name -> first line


def _name(node: ast.expr) -> str:
    """``Foo`` for ``Foo``, ``mod.Foo`` and ``Foo[...]``; '' for anything else."""
    if isinstance(node, ast.Subscript):
        return _name(node.value)
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _class_info(node: ast.ClassDef, where: str) -> ClassInfo:
    info = ClassInfo(
        node.name,
        f"{where}:{node.lineno}",
        [_name(b) for b in node.bases],
        [_name(d) for d in node.decorator_list],
    )
    for item in node.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            info.defined.add(item.name)
        elif isinstance(item, ast.Assign):
            info.defined.update(t.id for t in item.targets if isinstance(t, ast.Name))
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            info.defined.add(item.target.id)
    for inner in ast.walk(node):
        # attributes the class assigns on self (collaborators held, bound callables)
        targets: list[ast.expr] = []
        if isinstance(inner, ast.Assign):
            targets = inner.targets
        elif isinstance(inner, (ast.AnnAssign, ast.AugAssign)):
            targets = [inner.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
            ):
                info.defined.add(target.attr)
        if (
            isinstance(inner, ast.Call)
            and isinstance(inner.func, ast.Attribute)
            and isinstance(inner.func.value, ast.Name)
            and inner.func.value.id in ("self", "cls")
        ):
            info.called_on_self.setdefault(inner.func.attr, inner.lineno)
    return info


def classes(service: Path) -> dict[str, ClassInfo]:
    """Every class defined in the package at ``service``, by name."""
    found: dict[str, ClassInfo] = {}
    for path in sorted(service.rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        where = str(path.relative_to(service.parent.parent))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found[node.name] = _class_info(node, where)
    return found


def _is_value(info: ClassInfo, known: dict[str, ClassInfo]) -> bool:
    """An exception, dataclass, Protocol, enum or named tuple (or derived from one)."""
    if "dataclass" in info.decorators:
        return True
    for base in info.bases:
        if base in VALUE_BASES:
            return True
        if base in known and _is_value(known[base], known):
            return True
    return False


def facade_bases(service: Path) -> list[str]:
    """The bases of MatchService other than ``object``."""
    tree = ast.parse((service / "__init__.py").read_text())
    (facade,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MatchService"]
    return [_name(b) for b in facade.bases if _name(b) != "object"]


def inherited_services(service: Path) -> list[str]:
    """``Class(Base)`` for every service class standing on another class of bot/service/."""
    known = classes(service)
    return [
        f"{info.where} {info.name}({base})"
        for info in known.values()
        if not _is_value(info, known)
        for base in info.bases
        if base in known
    ]


def super_calls(service: Path) -> list[str]:
    """Where bot/service/ calls ``super()``."""
    found = []
    for path in sorted(service.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "super"
            ):
                found.append(f"{path.relative_to(service.parent.parent)}:{node.lineno}")
    return sorted(found)


def _defined_with_bases(info: ClassInfo, known: dict[str, ClassInfo]) -> set[str] | None:
    """Every name ``info`` or its bases define; None when a base lies outside bot/service/
    (its names cannot be read here: the class is a value type or wraps a library's)."""
    names = set(info.defined)
    for base in info.bases:
        if base == "object":
            continue
        if base not in known:
            return None
        inherited = _defined_with_bases(known[base], known)
        if inherited is None:
            return None
        names |= inherited
    return names


def implicit_links(service: Path) -> list[str]:
    """``Class.name`` for every method a class calls on self that neither it nor its bases
    define."""
    known = classes(service)
    found = []
    for info in known.values():
        defined = _defined_with_bases(info, known)
        if defined is None:
            continue
        for name, line in sorted(info.called_on_self.items()):
            if name not in defined:
                found.append(f"{info.where.split(':')[0]}:{line} {info.name}.{name}")
    return sorted(found)


# ----- the rules -----------------------------------------------------------------------------


def test_the_facade_has_no_base_but_object():
    assert facade_bases(SERVICE) == []


def test_no_service_class_inherits_from_another():
    assert classes(SERVICE), "no class found in bot/service"
    assert inherited_services(SERVICE) == []


def test_no_super_call_in_the_service():
    assert super_calls(SERVICE) == []


def test_no_implicit_link_between_classes():
    assert implicit_links(SERVICE) == []


# ----- the checks are not vacuous -------------------------------------------------------------


def test_the_checks_see_a_mixin_stack(tmp_path):
    """A package shaped like the service before its collaborators fails every check, and
    the values it may derive (an exception, a dataclass) are not flagged."""
    package = tmp_path / "bot" / "service"
    package.mkdir(parents=True)
    (package / "core.py").write_text(
        "from dataclasses import dataclass\n"
        "class ServiceError(Exception):\n    pass\n"
        "class NotFound(ServiceError):\n    pass\n"
        "@dataclass\nclass Settings:\n    limit: int = 1\n"
        "class Core:\n"
        "    def __init__(self):\n        self.db = None\n"
        "    def label(self):\n        return self.db\n"
    )
    (package / "ops.py").write_text(
        "from bot.service.core import Core, Settings\n"
        "class Tuned(Settings):\n    pass\n"
        "class PlayOps(Core):\n"
        "    def move(self):\n        return self.label()\n"
        "class ChallengeOps(Core):\n"
        "    def accept(self):\n        return self.start_match()\n"
        "class AIOps(PlayOps):\n"
        "    def move(self):\n        return super().move()\n"
    )
    (package / "__init__.py").write_text(
        "from bot.service.ops import AIOps, ChallengeOps\n"
        "class MatchService(AIOps, ChallengeOps):\n    pass\n"
    )
    assert facade_bases(package) == ["AIOps", "ChallengeOps"]
    assert {i.split(" ", 1)[1] for i in inherited_services(package)} == {
        "PlayOps(Core)", "ChallengeOps(Core)", "AIOps(PlayOps)",
        "MatchService(AIOps)", "MatchService(ChallengeOps)",
    }
    assert super_calls(package) == ["bot/service/ops.py:12"]
    assert [link.split(" ", 1)[1] for link in implicit_links(package)] == [
        "ChallengeOps.start_match"
    ]

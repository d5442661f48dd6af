"""The project's import graph has no circles, read from the source with ``ast``.

A circle is what makes Python hand back a half-initialised module: whichever module of the
circle is imported first sees the others before their top level has run.  Every import counts
that runs when the code runs: at module level, inside functions (a lazy import only delays the
circle to the first call) and in ``try`` blocks.  Imports under ``if TYPE_CHECKING:`` do not:
they never run, and exist only for the type checker.

How a package ``__init__`` counts.  ``import a.b.c`` and ``from a.b import c`` (``c`` a module)
are edges to ``a.b.c`` alone: Python imports the parent packages first too, but a parent's
``__init__`` being imported is not a dependency on anything it defines, and counting it would
make every package that re-exports its submodules a circle with all of them.  ``from a.b import
Name`` (``Name`` not a module) and a plain ``import a.b`` are edges to ``a.b``'s ``__init__``:
they read what the ``__init__`` defines or re-exports, so a submodule that takes a name back
from its own package's ``__init__`` while that ``__init__`` imports it is a circle, as it is at
run time.  A module whose import resolves to itself is a circle of one.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "games", "renderers", "storage", "tournaments")


@dataclass(frozen=True)
class Import:
    """One import statement of ``source`` that reaches the project module ``target``."""

    source: str
    target: str
    where: str  # file:line


def module_name(path: Path, root: Path) -> str:
    """``a/b/__init__.py`` is ``a.b``; ``a/b/c.py`` is ``a.b.c``."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    """Every module of ``packages`` under ``root``, by dotted name."""
    return {
        module_name(path, root): path
        for package in packages
        for path in sorted((root / package).rglob("*.py"))
    }


def _is_type_checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING`` (the whole condition, nothing else)."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import under ``node`` that can run: all but those in an ``if TYPE_CHECKING:``
    body (its ``else:`` runs, so it is searched)."""
    if isinstance(node, ast.If) and _is_type_checking(node.test):
        children: list[ast.AST] = list(node.orelse)
    else:
        children = list(ast.iter_child_nodes(node))
    for child in children:
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        else:
            yield from _runtime_imports(child)


def _package_of(name: str, path: Path) -> str:
    """The package a relative import in module ``name`` (file ``path``) starts from."""
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _targets(
    statement: ast.Import | ast.ImportFrom, name: str, path: Path, known: dict[str, Path]
) -> Iterator[str]:
    """The project modules ``statement`` in module ``name`` depends on (see the module)."""
    if isinstance(statement, ast.Import):
        yield from (alias.name for alias in statement.names if alias.name in known)
        return
    base = statement.module or ""
    if statement.level:
        parts = _package_of(name, path).split(".")
        parts = parts[: len(parts) - statement.level + 1]
        base = ".".join([*parts, base] if base else parts)
    for alias in statement.names:
        submodule = f"{base}.{alias.name}" if base else alias.name
        if submodule in known:
            yield submodule
        elif base in known:
            yield base


def imports(root: Path, packages: tuple[str, ...]) -> list[Import]:
    """Every run-time import from one project module to another, in file and line order."""
    known = modules(root, packages)
    found = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        for statement in _runtime_imports(tree):
            where = f"{path.relative_to(root)}:{statement.lineno}"
            targets = _targets(statement, name, path, known)
            found += [Import(name, target, where) for target in targets]
    return found


def circles(root: Path, packages: tuple[str, ...]) -> list[str]:
    """Each circle of the import graph as one sentence: its modules, then one way round it
    with the line of each import, so the message says where to cut."""
    import networkx as nx  # here, not at the top: every test process collects this module

    edges = imports(root, packages)
    graph = nx.DiGraph()
    graph.add_nodes_from(modules(root, packages))
    for edge in edges:
        if not graph.has_edge(edge.source, edge.target):
            graph.add_edge(edge.source, edge.target, where=edge.where)
    found = []
    for component in nx.strongly_connected_components(graph):
        if len(component) == 1 and not any(graph.has_edge(m, m) for m in component):
            continue
        way_round = nx.find_cycle(graph.subgraph(component), source=min(component))
        first = min(range(len(way_round)), key=lambda i: way_round[i][0])
        way_round = way_round[first:] + way_round[:first]  # from its first module by name
        steps = ", ".join(f"{graph.edges[a, b]['where']} imports {b}" for a, b in way_round)
        found.append(f"{' <-> '.join(sorted(component))}: {steps}")
    return sorted(found)


def test_the_import_graph_has_no_circles() -> None:
    assert modules(ROOT, PACKAGES), "no source found"
    assert circles(ROOT, PACKAGES) == []


def _write(root: Path, files: dict[str, str]) -> None:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_a_lazy_import_closes_a_circle(tmp_path: Path) -> None:
    """An import inside a function runs on the first call: a circle through it is found, and
    the message names both lines."""
    _write(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/engine.py": "from p.refusal import explain\n",
            "p/refusal.py": "def explain():\n    from p import engine\n    return engine\n",
        },
    )
    assert circles(tmp_path, ("p",)) == [
        "p.engine <-> p.refusal: "
        "p/engine.py:1 imports p.refusal, p/refusal.py:2 imports p.engine"
    ]


def test_a_type_only_import_is_no_circle(tmp_path: Path) -> None:
    """``if TYPE_CHECKING:`` (bare or as ``typing.TYPE_CHECKING``) never runs; its ``else:``
    does."""
    _write(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/a.py": "from p.b import B\n",
            "p/b.py": "import typing\nif typing.TYPE_CHECKING:\n    from p.a import A\n",
            "p/c.py": "from typing import TYPE_CHECKING\nfrom p.d import D\n",
            "p/d.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    pass\nelse:\n    from p.c import C\n"
            ),
        },
    )
    assert circles(tmp_path, ("p",)) == [
        "p.c <-> p.d: p/c.py:2 imports p.d, p/d.py:5 imports p.c"
    ]


def test_a_package_counts_only_for_the_names_it_hands_out(tmp_path: Path) -> None:
    """``from p import sub`` depends on p.sub, not on p's ``__init__`` (which imports sub);
    ``from p import Name``, a name the ``__init__`` re-exports from that same module, is a
    circle; so is a module importing itself."""
    _write(
        tmp_path,
        {
            "p/__init__.py": "from p.models import Match\nfrom p.rows import Row\n",
            "p/rows.py": "Row = dict\n",
            "p/models.py": "from p import rows\nfrom . import rows as again\nMatch = rows.Row\n",
            "q/__init__.py": "from q.service import Service\n",
            "q/service.py": "class Service:\n    pass\n",
            "q/desk.py": "from q import Service\n",
            "q/tool.py": "def run():\n    import q.tool\n",
            "r/__init__.py": "from r.play import Play\n",
            "r/play.py": "from r import Service as Play\n",
        },
    )
    assert circles(tmp_path, ("p", "q", "r")) == [
        "q.tool: q/tool.py:2 imports q.tool",
        "r <-> r.play: r/__init__.py:1 imports r.play, r/play.py:1 imports r",
    ]

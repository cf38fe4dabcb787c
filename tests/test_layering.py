"""The engine's import layers, read from the sources (ast), so that no import circle grows back.

State below the verbs (`ctx`), the verbs below dogma and the game; views, scenarios and records
on top (docs/engine.md), as PGN sits above the board in python-chess. A function-level import
counts like any other: it is the same dependency, made later. An import under
`if TYPE_CHECKING:` never runs: it counts only for what the game and the modules below it may
name (nothing of the top layer, not even for types), not for the layers or for circles.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "innovation" / "engine"

# each engine module's layer: a module imports only modules of its own layer or below
LAYERS = {
    "cards": 0,
    "deal": 0,
    "refusal": 0,
    "wording": 0,
    "decisions": 1,
    "state": 1,
    "editions": 2,
    "expansions": 2,
    "cities": 2,
    "protocols": 2,
    "ctx": 3,
    "dogma": 4,
    "game": 5,
    "views": 6,
    "scenario": 6,
    "records": 7,
}
ON_TOP = {"views", "scenario", "records"}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(path: Path, package: str) -> list[tuple[str, bool]]:
    """The modules of `package` (the first name below it) that the file imports, anywhere in it,
    each with whether the import runs (False: only under `if TYPE_CHECKING:`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            typing_only.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    here = list(path.relative_to(ROOT).parent.parts)  # the importing file's own package
    out = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = (here[: len(here) - node.level + 1] if node.level else []) + (
                node.module.split(".") if node.module else []
            )
            if node.module is None:  # from . import x
                names = [".".join([*base, a.name]) for a in node.names]
            else:
                names = [".".join(base)] + [".".join([*base, a.name]) for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            if name.startswith(package + "."):
                module = name[len(package) + 1 :].split(".")[0]
                out.append((module, id(node) not in typing_only))
    return out


def engine_graph(runtime_only: bool) -> dict[str, set[str]]:
    graph = {}
    for path in sorted(ENGINE.glob("*.py")):
        if path.stem == "__init__":
            continue
        graph[path.stem] = {
            m
            for m, runs in imports(path, "innovation.engine")
            if m != path.stem and m in LAYERS and (runs or not runtime_only)
        }
    return graph


def test_every_engine_module_has_a_layer():
    modules = {p.stem for p in ENGINE.glob("*.py")} - {"__init__"}
    assert modules == set(LAYERS), "a new engine module: give it its layer in LAYERS"


@pytest.mark.parametrize("module", ["state", "ctx", "dogma", "game"])
def test_the_game_and_what_it_stands_on_import_nothing_from_the_top(module):
    assert not engine_graph(runtime_only=False)[module] & ON_TOP


def test_engine_modules_import_only_their_layer_or_below():
    upward = [
        f"{m} (layer {LAYERS[m]}) imports {d} (layer {LAYERS[d]})"
        for m, deps in engine_graph(runtime_only=True).items()
        for d in sorted(deps)
        if LAYERS[d] > LAYERS[m]
    ]
    assert upward == []


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found, done = [], set()

    def walk(node: str, path: list[str]) -> None:
        if node in path:
            found.append(path[path.index(node) :] + [node])
            return
        if node in done:
            return
        for nxt in sorted(graph.get(node, ())):
            walk(nxt, [*path, node])
        done.add(node)

    for start in sorted(graph):
        walk(start, [])
    return found


def test_no_import_circle_among_engine_modules():
    assert _cycles(engine_graph(runtime_only=True)) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_coach_does_not_import_the_terminal():
    """The coach sits below the terminal (which shows its hints): the words both use live in
    the text layer (innovation/text/)."""
    coach = ROOT / "innovation" / "coach"
    users = [
        p.name
        for p in sorted(coach.glob("*.py"))
        if any(m == "terminal" for m, _ in imports(p, "innovation"))
    ]
    assert users == []

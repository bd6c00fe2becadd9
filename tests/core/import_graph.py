"""Which of a package's modules import which, read from the source with `ast` rather than by
importing it: every import statement counts, at the top of a file, inside a function or
under `if TYPE_CHECKING:`, since each of them ties one module to another (a function-level
import only delays a circle to the first call, and a typing-only one still means the lower
module knows the higher)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Import:
    """One module named by one import statement: who imports it, and where."""

    source: str
    target: str
    file: str
    line: int
    statement: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.statement}"


def modules(root: Path, *packages: str) -> dict[str, Path]:
    """Every module of the `packages` (folders under `root`) by dotted name; a package's
    `__init__.py` is the module named after the package."""
    out = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def imports(root: Path, *packages: str) -> list[Import]:
    """Every import, within any of the packages' files, of one of their modules."""
    known = modules(root, *packages)
    out = []
    for name, path in known.items():
        home = name if path.name == "__init__.py" else name.rpartition(".")[0]
        file = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(), filename=file)):
            for target in _targets(node, home, known):
                out.append(Import(name, target, file, node.lineno, ast.unparse(node)))
    return out


def _targets(node: ast.AST, home: str, known: dict[str, Path]) -> list[str]:
    """The known modules one statement imports: `import a.b` names a.b; `from a import b`
    names the module a.b if there is one, else a (whose `__init__` holds the name b)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        base = _absolute(node, home)
        names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                 for alias in node.names]
    else:
        return []
    return list(dict.fromkeys(found for name in names if (found := _module(name, known))))


def _absolute(node: ast.ImportFrom, home: str) -> str:
    """The module a `from` import reads from, with leading dots resolved against `home`
    (the package the importing file is in)."""
    if not node.level:
        return node.module or ""
    parts = home.split(".")
    anchor = ".".join(parts[:len(parts) - node.level + 1])
    return f"{anchor}.{node.module}" if node.module else anchor


def _module(name: str, known: dict[str, Path]) -> str | None:
    """The known module a dotted name is in (the longest known prefix), or None for a module
    of another package."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        if (prefix := ".".join(parts[:end])) in known:
            return prefix
    return None


def circles(found: list[Import]) -> list[list[Import]]:
    """The import circles: for each strongly connected component of the module graph with
    more than one module, the imports that tie its modules to one another. A module that
    imports itself is no circle (a package's `__init__` may name its own names)."""
    graph: dict[str, set[str]] = {}
    for imp in found:
        graph.setdefault(imp.source, set())
        graph.setdefault(imp.target, set())
        if imp.source != imp.target:
            graph[imp.source].add(imp.target)
    components = [set(c) for c in _components(graph) if len(c) > 1]
    return [sorted((imp for imp in found if imp.source in c and imp.target in c
                    and imp.source != imp.target),
                   key=lambda imp: (imp.source, imp.target, imp.line))
            for c in sorted(components, key=min)]


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components, iteratively (no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            nxt = next(edges, None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    out.append(sorted(component))
            elif nxt not in index:
                index[nxt] = low[nxt] = len(index)
                stack.append(nxt)
                on_stack.add(nxt)
                work.append((nxt, iter(sorted(graph[nxt]))))
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
    return out

"""The mutants of one module: small, realistic one-token mistakes found in its syntax tree.

Each mutant replaces one node's source text (a comparison, a constant, a condition, an
operator) and keeps every other character, so the line it reports is the line a reviewer
would have seen. Docstrings, f-strings, annotations and `assert` statements are left alone:
a mistake there is not a rule mistake.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterator
from dataclasses import dataclass, replace

COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
ARITHMETIC_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
}
CALL_SWAPS = {"max": "min", "min": "max", "any": "all", "all": "any"}


@dataclass(frozen=True)
class Mutant:
    """One mistake: `replacement` stands where the source held `original`."""

    path: str
    operator: str
    line: int
    start: tuple[int, int]  # (line, character) where the replaced text begins, 1-based line
    end: tuple[int, int]
    original: str
    replacement: str
    key: str = ""  # stable across edits elsewhere in the file: no line number

    def apply(self, source: str) -> str:
        lines = source.splitlines(keepends=True)
        (l1, c1), (l2, c2) = self.start, self.end
        head = "".join(lines[: l1 - 1]) + lines[l1 - 1][:c1]
        tail = lines[l2 - 1][c2:] + "".join(lines[l2:])
        return head + self.replacement + tail

    def mutated_line(self, source: str) -> str:
        """The first line of the mutated statement, stripped, for the report."""
        return self.apply(source).splitlines()[self.line - 1].strip()


def mutants(path: str, source: str) -> list[Mutant]:
    """Every mutant of the module that still compiles, in source order."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    skipped = _skipped_nodes(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        for operator, new in _variants(node):
            m = _make(path, lines, node, operator, new)
            if m is not None and _compiles(m.apply(source)):
                found.append(m)
    found.sort(key=lambda m: (m.start, m.operator, m.replacement))
    return _keyed(found, lines)


def _keyed(found: list[Mutant], lines: list[str]) -> list[Mutant]:
    """Name each mutant by its module, its source line's text and what it changes; the
    same change on an identical line elsewhere gets a running number."""
    seen: dict[str, int] = {}
    keyed = []
    for m in found:
        base = (
            f"{m.path} | {lines[m.line - 1].strip()} | {m.operator}: "
            f"{m.original} -> {m.replacement}"
        )
        n = seen[base] = seen.get(base, 0) + 1
        keyed.append(replace(m, key=base if n == 1 else f"{base} | #{n}"))
    return keyed


def _variants(node: ast.AST) -> Iterator[tuple[str, ast.AST | str]]:
    """(operator name, replacement node or text) for each mistake this node allows."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in COMPARE_SWAPS:
                new = copy.deepcopy(node)
                new.ops[i] = COMPARE_SWAPS[type(op)]()
                yield "comparison", new
    elif isinstance(node, ast.BoolOp):
        new = copy.deepcopy(node)
        new.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        yield "and/or", new
        for i in range(len(node.values)):
            rest = [v for j, v in enumerate(node.values) if j != i]
            yield "drop condition", rest[0] if len(rest) == 1 else ast.BoolOp(node.op, rest)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "drop not", node.operand
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        yield "boolean", repr(not node.value)
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield "constant", repr(node.value + 1)
        if node.value > 0:
            yield "constant", repr(node.value - 1)
    elif (
        isinstance(node, ast.BinOp | ast.AugAssign)
        and type(node.op) in ARITHMETIC_SWAPS
        and not _builds_text(node)
    ):
        new = copy.deepcopy(node)
        new.op = ARITHMETIC_SWAPS[type(node.op)]()
        yield "arithmetic", new
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in CALL_SWAPS
    ):
        new = copy.deepcopy(node)
        new.func = ast.Name(CALL_SWAPS[node.func.id], ast.Load())
        yield "builtin", new


def _builds_text(node: ast.BinOp | ast.AugAssign) -> bool:
    """`"a" + b` builds a message: swapping its operator is a crash, not a rule mistake."""
    sides = (node.left, node.right) if isinstance(node, ast.BinOp) else (node.value,)
    return any(
        isinstance(n, ast.JoinedStr) or (isinstance(n, ast.Constant) and isinstance(n.value, str))
        for side in sides
        for n in ast.walk(side)
    )


def _make(
    path: str, lines: list[str], node: ast.AST, operator: str, new: ast.AST | str
) -> Mutant | None:
    start = (node.lineno, _char(lines, node.lineno, node.col_offset))
    end = (node.end_lineno, _char(lines, node.end_lineno, node.end_col_offset))
    original = _text(lines, start, end)
    if isinstance(new, str):
        text = new
    elif isinstance(node, ast.stmt):
        text = ast.unparse(new)
    else:
        text = f"({ast.unparse(new)})"
    flat = " ".join(original.replace("\\\n", " ").split())
    if flat == text.strip("()"):
        return None
    return Mutant(path, operator, node.lineno, start, end, flat, text)


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """Nodes inside docstrings, f-strings, annotations and asserts."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr | ast.Assert):
            roots.append(node)
        elif isinstance(node, ast.AnnAssign | ast.arg) and node.annotation is not None:
            roots.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            roots.append(node.returns)
    return {id(n) for root in roots for n in ast.walk(root)}


def _char(lines: list[str], line: int, byte_offset: int) -> int:
    """ast columns count UTF-8 bytes; slicing needs characters."""
    return len(lines[line - 1].encode()[:byte_offset].decode())


def _text(lines: list[str], start: tuple[int, int], end: tuple[int, int]) -> str:
    (l1, c1), (l2, c2) = start, end
    if l1 == l2:
        return lines[l1 - 1][c1:c2]
    return lines[l1 - 1][c1:] + "".join(lines[l1 : l2 - 1]) + lines[l2 - 1][:c2]


def _compiles(source: str) -> bool:
    try:
        compile(source, "<mutant>", "exec")
    except SyntaxError:
        return False
    return True

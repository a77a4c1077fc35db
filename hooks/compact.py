"""A Python module without its docstrings and comments (an ast round trip: the same code, checked).

The browser never reads them: the calculators' parts and the trimmed standard library go out
compacted. This file only imports ``ast``, so the build runs its source as it is in Pyodide's
Python too (hooks/stdlib_probe.mjs), which must parse the standard library of its own version.
"""

import ast


def compact(source: str, path: str, strict: bool = True) -> str:
    """``source`` without docstrings and comments; when the result would not be the same code,
    an error (``strict``) or ``source`` unchanged."""
    tree = ast.parse(source, filename=path)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = body[1:] or [ast.Pass()]
    text = ast.unparse(tree) + "\n"
    if ast.dump(ast.parse(text)) != ast.dump(tree):
        if strict:
            raise ValueError(f"{path}: the compacted module is not the same code")
        return source
    return text

"""Rules calculators for card games: score, check and explain a position.

Pure Python with no third-party dependency, so the same code runs on CPython and, in the
browser, on Pyodide. Start at :mod:`calculators.api`; each game is a sub-package, and
:mod:`calculators.registry` lists them.
"""

__version__ = "0.1.0"

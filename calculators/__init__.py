"""Rules calculators for Pixies, IPSO, Dixit and Neteru.

Pure Python with no third-party dependency, so the same code runs on CPython and, in the
browser, on Pyodide. Start at :mod:`calculators.api`; each game is a sub-package.
"""

__version__ = "0.1.0"

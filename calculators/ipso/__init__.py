"""IPSO (96 cards): a pyramid of four increasing rows, its scoring, the bonus turn and the game sheet.

Modules: ``cards`` (the deck and the five colour labels), ``pyramid`` (the 2-3-4-5 rows),
``reading`` and ``validation`` (untrusted JSON in), ``scoring``, ``bonus`` (the last swap
against the star card's 3 points), ``game`` (players, rounds, tournament, ranking),
``explain`` (answers and sentences), ``messages`` and ``actions``.
"""

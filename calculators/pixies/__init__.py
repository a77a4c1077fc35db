"""Pixies (Bombyx, base game of 70 cards): cards, the 3×3 grid, placement, validation and scoring."""

"""Dixit: scoring one round from the votes, and tracking a whole game to 30 points.

Rules from the French rules summary in ``shared/sources`` (002): storyteller, clue, vote,
3-3/0-2 scoring with 1 point per vote received, end at the end of the round in which
someone reaches 30, and the 3-player changes (two cards each, seven in hand).
"""

"""Neteru (Board Game Arena rules): the 9-slot pyramid, its cards, gods and pyramidions,
end-of-game scoring with tie-breaks, and the placement and War Chariot rule checks."""

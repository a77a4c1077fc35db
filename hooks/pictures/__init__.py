"""Build-time drawings of an example's situation, one module per game: ``draw(action, data, answer, lang)``."""

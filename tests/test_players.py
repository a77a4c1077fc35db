"""Players left unnamed: the label they get is theirs alone, and finds them wherever a name would.

Read by the shared block (``calculators/players.py``) for every game of the registry.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.i18n import LANGUAGES
from calculators.players import default_label, read_roster
from calculators.problems import Problems
from calculators.registry import specs

SPECS = specs()


@st.composite
def rosters_with_a_borrowed_label(draw):
    """Players of one game, some unnamed, one of the named ones typing another unnamed one's label
    (in any case and spacing)."""
    spec = draw(st.sampled_from(SPECS))
    lang = draw(st.sampled_from(LANGUAGES))
    count = draw(st.integers(spec.players.min, spec.players.max))
    unnamed = draw(st.integers(0, count - 1))
    thief = draw(st.integers(0, count - 1).filter(lambda i: i != unnamed))
    names = [f"Name{i}" for i in range(count)]
    names[unnamed] = ""
    label = default_label(unnamed, lang)
    names[thief] = draw(st.sampled_from([label, label.upper(), f"  {label} "]))
    return spec, lang, names, thief, unnamed


@settings(max_examples=80, deadline=None)
@given(rosters_with_a_borrowed_label())
def test_a_typed_name_equal_to_another_unnamed_players_label_is_refused(case):
    spec, lang, names, thief, unnamed = case
    problems = Problems()
    assert read_roster(names, "players", problems, spec, lang, allow_default=True) is None
    assert [(e.path, e.code, e.params["number"]) for e in problems.errors] == [(f"players.{thief}", "common.name_is_default", unnamed + 1)]


@settings(max_examples=40, deadline=None)
@given(spec=st.sampled_from(SPECS), lang=st.sampled_from(LANGUAGES), data=st.data())
def test_an_unnamed_players_label_finds_them_and_their_own_label_is_fine(spec, lang, data):
    count = data.draw(st.integers(spec.players.min, spec.players.max))
    unnamed = data.draw(st.integers(0, count - 1))
    names = [f"Name{i}" for i in range(count)]
    names[unnamed] = ""
    roster = read_roster(names, "players", Problems(), spec, lang, allow_default=True)
    assert roster.find(default_label(unnamed, lang).lower(), lang) == unnamed
    assert roster.find("Nobody", lang) is None
    names[unnamed] = default_label(unnamed, lang)  # the player typed their own label: no one else has it
    assert read_roster(names, "players", Problems(), spec, lang, allow_default=True) is not None

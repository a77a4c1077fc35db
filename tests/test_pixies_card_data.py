"""The Pixies cards the calculators know are the project's shared list of the 70 cards."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_card_data_is_the_shared_data():
    """The package's copy of the 70 cards is the project's shared data, unchanged."""
    shared = ROOT.parent / "shared" / "data" / "pixies-cards.json"
    if not shared.exists():
        pytest.skip("shared/ is not beside this clone")
    assert (ROOT / "calculators" / "pixies" / "cards.json").read_bytes() == shared.read_bytes()

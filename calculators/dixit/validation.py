"""The vote rules and the storyteller order, checked while the votes are read.

Source (Dixit rules summary, 002, "Le vote"): every player but the storyteller votes once,
for the card they think is the storyteller's; nobody votes for their own card; the
storyteller does not vote. A vote names the player whose card was chosen (at 3 players,
either card of a pair names its owner). Every broken rule is reported at ``votes.<name>``.
"""

from __future__ import annotations

from typing import Any

from calculators.dixit.model import next_storyteller
from calculators.dixit.reading import Table, spelled
from calculators.inputs import MAX_TEXT, read_object, short
from calculators.problems import Problems, join_path


def read_votes(value: Any, path: str, table: Table, storyteller: str | None, problems: Problems) -> dict[str, str] | None:
    """``{voter: owner of the chosen card}``, or None after recording every problem found.

    ``storyteller`` is None when it could not be read; the checks that need it are skipped.
    """
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    before = len(problems.errors)
    votes: dict[str, str] = {}
    answered: set[str] = set()  # voters who gave a vote, right or wrong
    for key, raw in obj.items():
        key_text = str(key)
        where = join_path(path, short(key_text))
        voter = table.find(key_text) if len(key_text) <= MAX_TEXT else None
        if voter is None:
            problems.error(where, "dixit.voter_unknown", value=short(spelled(key_text)), players=list(table.players))
            continue
        if voter == storyteller:
            problems.error(where, "dixit.storyteller_votes", name=voter)
            continue
        if voter in answered:
            problems.error(where, "dixit.vote_twice", name=voter)
            continue
        answered.add(voter)
        if raw is None:
            problems.error(where, "dixit.vote_missing", name=voter)
            continue
        owner = table.read(raw, where, problems, "dixit.vote_unknown")
        if owner is None:
            continue
        if owner == voter:
            problems.error(where, "dixit.vote_self", name=voter)
            continue
        votes[voter] = owner
    if storyteller is not None:
        for name in table.players:
            if name != storyteller and name not in answered:
                problems.error(join_path(path, name), "dixit.vote_missing", name=name)
    if len(problems.errors) > before:
        return None
    return votes


def check_storyteller(
    given: str, expected: str, previous: str | None, players: tuple[str, ...], path: str, number: int, problems: Problems
) -> bool:
    """In a game the storyteller passes to the left each round: is ``given`` the one expected?

    A different storyteller is told the way the table would see it: round 1 belongs to the
    first storyteller; the storyteller of the round before cannot tell again; any other player
    means the rounds of the storytellers in between are missing.
    """
    if given == expected:
        return True
    if previous is None:
        problems.error(path, "dixit.wrong_first_storyteller", given=given, expected=expected)
    elif given == previous:
        problems.error(path, "dixit.wrong_storyteller", number=number, given=given, expected=expected)
    else:
        skipped, current = [], expected
        while current != given:
            skipped.append(current)
            current = next_storyteller(players, current)
        problems.error(path, "dixit.round_missing", number=number, given=given, expected=expected, missing=skipped)
    return False

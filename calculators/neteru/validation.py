"""Checks that a table could come out of a real game of Neteru.

Errors (BGA rules, "Matériel", "La pyramide" and "Les piles"): a numbered card seen away from
its group (its primary slot, or one of the two secondary slots a Priest can move it to), covered
cards included; cards said to be covered on a slot with no visible card; one inhabitant (type and
number), god or pyramidion used twice across the table, pyramids, covered cards and discard
piles together; more Sphinxes (4) or Phoenixes (5) than the game has. (Names and the number of
players are read by ``calculators/players.py``, the same way in every game.)
"""

from __future__ import annotations

from calculators.i18n import render
from calculators.neteru.cards import COPIES, UNNUMBERED_TYPES
from calculators.neteru.pyramid import Card, Pyramid, allowed_slots, secondary_slots
from calculators.neteru.reading import Player, at_slot, card_label, god_term, pyramidion_term, type_term
from calculators.problems import Problems, join_path


def check_slots(pyramid: Pyramid, path: str, problems: Problems, owner: str, lang: str) -> None:
    """A numbered card is visible only on its primary slot or one of its two secondary slots."""
    for slot, card in pyramid.visible():
        if slot not in allowed_slots(card):
            first, second = secondary_slots(card.number)
            problems.error(
                join_path(path, slot),
                "neteru.wrong_slot",
                at=at_slot(owner, slot, lang),
                card=card_label(card, lang),
                number=card.number,
                first=first,
                second=second,
            )


class _Register:
    """Remembers where each unique card was first seen, to point at the second copy with the first's place."""

    def __init__(self, problems: Problems, lang: str):
        self.problems = problems
        self.lang = lang
        self.seen: dict[Card, str] = {}
        self.counts: dict[str, int] = {kind: 0 for kind in UNNUMBERED_TYPES}

    def add(self, card: Card, path: str, at: str, place: str) -> None:
        if card.number is None:
            self.counts[card.type] += 1
            if self.counts[card.type] > COPIES[card.type]:
                self.problems.error(path, "neteru.too_many_copies", at=at, type=type_term(card.type), max=COPIES[card.type])
            return
        if card in self.seen:
            self.problems.error(path, "neteru.card_twice", at=at, card=card_label(card, self.lang), other=self.seen[card])
        else:
            self.seen[card] = place


def check_pyramid(pyramid: Pyramid, gods: dict[int, str], path: str, gods_path: str, problems: Problems, owner: str, lang: str) -> None:
    """One pyramid alone (place and chariot checks): slots, no card twice, no god beside two floors."""
    check_slots(pyramid, path, problems, owner, lang)
    register = _Register(problems, lang)
    for slot, card in pyramid.visible():
        where = at_slot(owner, slot, lang)
        register.add(card, join_path(path, slot), where, where)
    check_gods(gods, gods_path, problems, owner)


def check_gods(gods: dict[int, str], path: str, problems: Problems, owner: str) -> set[str]:
    """Each god exists once (rules, "Matériel": 12 gods, all different), so one player's gods stand
    beside different floors; returns the gods refused, which a table's check then leaves out."""
    floor_of: dict[str, int] = {}
    refused = set()
    for floor, god in sorted(gods.items()):
        if god in floor_of:
            problems.error(join_path(path, floor), "neteru.god_beside_two_floors", owner=owner, god=god_term(god), floor=floor, other_floor=floor_of[god])
            refused.add(god)
        else:
            floor_of[god] = floor
    return refused


def check_table(players: list[Player | None], path: str, problems: Problems, lang: str) -> None:
    """Every rule a whole table must respect; each problem points at the later of two clashing entries.
    Players that could not be read (None) are skipped; their errors are already recorded."""
    register = _Register(problems, lang)
    gods: dict[str, str] = {}
    pyramidions: dict[str, str] = {}
    for index, player in enumerate(players):
        if player is None:
            continue
        here = join_path(path, index)
        check_slots(player.pyramid, join_path(here, "pyramid"), problems, player.name, lang)
        for slot, card in player.pyramid.visible():
            where = at_slot(player.name, slot, lang)
            register.add(card, join_path(here, "pyramid", slot), where, where)
        for slot, cards in sorted(player.covered.items()):
            where = at_slot(player.name, slot, lang)
            if player.pyramid[slot] is None:
                problems.error(join_path(here, "covered", slot), "neteru.covered_without_card", at=where, slot=slot)
            for position, card in enumerate(cards):
                card_path = join_path(here, "covered", slot, position)
                if slot not in allowed_slots(card):
                    first, second = secondary_slots(card.number)
                    problems.error(card_path, "neteru.wrong_slot", at=where, card=card_label(card, lang), number=card.number, first=first, second=second)
                register.add(card, card_path, where, where)
        discard_place = render("neteru.in_discard_of", lang, {"owner": player.name})
        for position, card in enumerate(player.discard):
            register.add(card, join_path(here, "discard", position), discard_place, discard_place)
        twice = check_gods(player.gods, join_path(here, "gods"), problems, player.name)
        for floor, god in sorted(player.gods.items()):
            if god in twice:
                continue
            if god in gods:
                problems.error(join_path(here, "gods", floor), "neteru.god_twice", owner=player.name, god=god_term(god), other=gods[god])
            else:
                gods[god] = player.name
        for position, pyramidion in enumerate(player.pyramidions):
            if pyramidion in pyramidions:
                problems.error(
                    join_path(here, "pyramidions", position),
                    "neteru.pyramidion_twice",
                    owner=player.name,
                    pyramidion=pyramidion_term(pyramidion),
                    other=pyramidions[pyramidion],
                )
            else:
                pyramidions[pyramidion] = player.name

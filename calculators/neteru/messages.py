"""Neteru sentences in French, English and Turkish.

Card and god names: French as printed on BGA; Turkish renderings chosen for the site and
listed in the glossary (teach.md): Katip, Mumya, Vatandaş, Muhafız, Mezar Soyguncusu,
Savaş Arabası, Rahip, Sfenks, Anka Kuşu; gods in their usual Turkish spelling.
Names of players are never given Turkish suffixes (``Ana, 4. alan``, ``… adlı oyuncuda``).
"""

_TYPES = {
    "scribe": ("Scribe", "Scribe", "Katip"),
    "mummy": ("Momie", "Mummy", "Mumya"),
    "citizen": ("Citoyenne", "Citizen", "Vatandaş"),
    "guard": ("Garde", "Guard", "Muhafız"),
    "tomb_robber": ("Pilleur de tombes", "Tomb Robber", "Mezar Soyguncusu"),
    "chariot": ("Char de guerre", "War Chariot", "Savaş Arabası"),
    "priest": ("Prêtre", "Priest", "Rahip"),
    "sphinx": ("Sphinx", "Sphinx", "Sfenks"),
    "phoenix": ("Phénix", "Phoenix", "Anka Kuşu"),
}
_GODS = {
    "osiris": ("Osiris", "Osiris", "Osiris"),
    "bastet": ("Bastet", "Bastet", "Bastet"),
    "sobek": ("Sobek", "Sobek", "Sobek"),
    "nephthys": ("Nephthys", "Nephthys", "Neftis"),
    "ra": ("Râ", "Ra", "Ra"),
    "anubis": ("Anubis", "Anubis", "Anubis"),
    "thoth": ("Thot", "Thoth", "Thot"),
    "sekhmet": ("Sekhmet", "Sekhmet", "Sekhmet"),
    "horus": ("Horus", "Horus", "Horus"),
    "seth": ("Seth", "Seth", "Set"),
    "isis": ("Isis", "Isis", "İsis"),
    "amon_ra": ("Amon-Rê", "Amon-Ra", "Amon-Ra"),
}
_PYRAMIDIONS = {
    "mummy": ("Momie", "Mummy", "Mumya"),
    "sphinx_phoenix": ("Sphinx et Phénix", "Sphinx & Phoenix", "Sfenks ve Anka Kuşu"),
    "priest_scribe": ("Prêtre et Scribe", "Priest & Scribe", "Rahip ve Katip"),
    "chariot_guard": ("Char et Garde", "Chariot & Guard", "Savaş Arabası ve Muhafız"),
    "tomb_robber": ("Pilleur de tombes", "Tomb Robber", "Mezar Soyguncusu"),
    "majority": ("Majorité", "Majority", "Çoğunluk"),
    "discard": ("Défausse", "Discard", "Iskarta"),
    "diversity": ("Diversité", "Diversity", "Çeşitlilik"),
}


def name_code(group: str, key: str) -> str:
    """The catalogue code of a card type, god or pyramidion name: ``name_code("god", "isis")``."""
    return f"neteru.{group}.{key}"


def _names(prefix: str, table: dict) -> dict:
    return {f"{prefix}.{key}": {"fr": fr, "en": en, "tr": tr} for key, (fr, en, tr) in table.items()}


MESSAGES: dict[str, dict[str, str]] = {
    **_names("neteru.type", _TYPES),
    **_names("neteru.god", _GODS),
    **_names("neteru.pyramidion", _PYRAMIDIONS),
    # Pieces of sentences
    "neteru.card_numbered": {"fr": "{type} {number}", "en": "{type} {number}", "tr": "{type} {number}"},
    "neteru.at_slot": {"fr": "{owner}, emplacement {slot}", "en": "{owner}, slot {slot}", "tr": "{owner}, {slot}. alan"},
    "neteru.in_discard_of": {"fr": "{owner}, défausse", "en": "{owner}, discard pile", "tr": "{owner}, ıskarta yığını"},
    "neteru.player_number": {"fr": "Joueur {number}", "en": "Player {number}", "tr": "{number}. oyuncu"},
    "neteru.your_pyramid": {"fr": "Ta pyramide", "en": "Your pyramid", "tr": "Piramidin"},
    "neteru.opponent_pyramid": {"fr": "Pyramide adverse", "en": "Opponent's pyramid", "tr": "Rakibin piramidi"},
    "neteru.the_card": {"fr": "Carte demandée", "en": "The card asked about", "tr": "Sorulan kart"},
    "neteru.term_slot": {"fr": "{points} ({type}, empl. {slot})", "en": "{points} ({type}, slot {slot})", "tr": "{points} ({type}, {slot}. alan)"},
    "neteru.term_god": {"fr": "{god} {points}", "en": "{god} {points}", "tr": "{god} {points}"},
    "neteru.where_one": {"fr": "emplacement {slots}", "en": "slot {slots}", "tr": "{slots}. alan"},
    "neteru.where_many": {"fr": "emplacements {slots}", "en": "slots {slots}", "tr": "{slots}. alanlar"},
    # Input errors
    "neteru.number_required": {
        "fr": "{at} : il manque le numéro de la carte {type} (de 1 à 9).",
        "en": "{at}: the {type} card needs its number (1 to 9).",
        "tr": "{at}: {type} kartının numarası eksik (1 ile 9 arası).",
    },
    "neteru.number_not_allowed": {
        "fr": "{at} : la carte {type} n'a pas de numéro ; retire le champ « number ».",
        "en": "{at}: a {type} card has no number; remove the “number” field.",
        "tr": "{at}: {type} kartında numara yoktur; “number” alanını kaldır.",
    },
    "neteru.unknown_slot": {
        "fr": "Emplacement inconnu : « {value} ». Les emplacements vont de 1 à 9 (1 2 / 3 4 5 / 6 7 8 9).",
        "en": "Unknown slot: “{value}”. Slots go from 1 to 9 (1 2 / 3 4 5 / 6 7 8 9).",
        "tr": "Bilinmeyen alan: “{value}”. Alanlar 1'den 9'a kadardır (1 2 / 3 4 5 / 6 7 8 9).",
    },
    "neteru.unknown_floor": {
        "fr": "Étage inconnu : « {value} ». Les étages sont 1 (en haut, 2 emplacements), 2 et 3 (en bas, 4 emplacements).",
        "en": "Unknown floor: “{value}”. Floors are 1 (top, 2 slots), 2 and 3 (bottom, 4 slots).",
        "tr": "Bilinmeyen kat: “{value}”. Katlar 1 (en üstte, 2 alan), 2 ve 3'tür (en altta, 4 alan).",
    },
    "neteru.one_god_per_floor": {
        "fr": "{owner} : un seul Dieu par étage ; l'étage {floor} en a plusieurs.",
        "en": "{owner}: one god per floor only; floor {floor} has more than one.",
        "tr": "{owner}: her katta yalnızca bir tanrı olur; {floor}. katta birden fazla var.",
    },
    "neteru.same_pyramidion_twice": {
        "fr": "{owner} : le Pyramidion {pyramidion} est donné deux fois ; chaque joueur a deux Pyramidions différents.",
        "en": "{owner}: the {pyramidion} pyramidion is listed twice; each player has two different pyramidions.",
        "tr": "{owner}: {pyramidion} piramidyonu iki kez yazılmış; her oyuncunun iki farklı piramidyonu olur.",
    },
    "neteru.pyramidion_count": {
        "fr": "{owner} : chaque joueur a exactement 2 Pyramidions (ici {count}).",
        "en": "{owner}: each player has exactly 2 pyramidions (here {count}).",
        "tr": "{owner}: her oyuncunun tam 2 piramidyonu olur (burada {count}).",
    },
    "neteru.name_empty": {
        "fr": "Le nom du joueur ne peut pas être vide.",
        "en": "The player's name cannot be empty.",
        "tr": "Oyuncu adı boş olamaz.",
    },
    "neteru.player_count": {
        "fr": "Neteru se joue de {min} à {max} joueurs (ici {count}).",
        "en": "Neteru is played by {min} to {max} players (here {count}).",
        "tr": "Neteru {min} ile {max} oyuncuyla oynanır (burada {count}).",
    },
    "neteru.wrong_slot": {
        "fr": "{at} : {card} ne peut être visible que sur l'emplacement {number} (le sien) ou, déplacée par un Prêtre, sur l'emplacement {first} ou {second}.",
        "en": "{at}: {card} can only be visible on slot {number} (its own) or, once moved by a Priest, on slot {first} or {second}.",
        "tr": "{at}: {card} yalnızca kendi alanında ({number}) ya da bir Rahip taşıdıysa {first} veya {second}. alanda görünebilir.",
    },
    "neteru.too_many_copies": {
        "fr": "{at} : le jeu ne compte que {max} cartes {type} ; celle-ci est en trop.",
        "en": "{at}: the game has only {max} {type} cards; this one is one too many.",
        "tr": "{at}: oyunda yalnızca {max} {type} kartı var; bu kart fazladan.",
    },
    "neteru.card_twice": {
        "fr": "{at} : {card} est déjà ailleurs ({other}) ; chaque carte n'existe qu'en un exemplaire.",
        "en": "{at}: {card} is already elsewhere ({other}); each card exists only once.",
        "tr": "{at}: {card} zaten başka bir yerde ({other}); her karttan yalnızca bir tane var.",
    },
    "neteru.same_name": {
        "fr": "Le nom « {name} » est déjà celui du joueur {other} : donne un nom différent à chaque joueur.",
        "en": "The name “{name}” is already used by player {other}: give each player a different name.",
        "tr": "“{name}” adı zaten {other}. oyuncuya ait: her oyuncuya farklı bir ad ver.",
    },
    "neteru.god_twice": {
        "fr": "{owner} : {god} est déjà chez {other} ; chaque Dieu n'existe qu'en un exemplaire.",
        "en": "{owner}: {god} is already with {other}; each god exists only once.",
        "tr": "{owner}: {god} zaten {other} adlı oyuncuda; her tanrıdan yalnızca bir tane var.",
    },
    "neteru.pyramidion_twice": {
        "fr": "{owner} : le Pyramidion {pyramidion} est déjà chez {other} ; il n'y en a qu'un de chaque.",
        "en": "{owner}: the {pyramidion} pyramidion is already with {other}; there is only one of each.",
        "tr": "{owner}: {pyramidion} piramidyonu zaten {other} adlı oyuncuda; her birinden yalnızca bir tane var.",
    },
    "neteru.from_not_allowed": {
        "fr": "{card} ne peut pas se trouver sur l'emplacement {slot} : ce n'est ni le sien ni un de ses emplacements secondaires.",
        "en": "{card} cannot lie on slot {slot}: it is neither its own slot nor one of its secondary slots.",
        "tr": "{card} {slot}. alanda olamaz: bu alan ne kendi ana alanı ne de ikincil alanlarından biri.",
    },
    "neteru.from_other_card": {
        "fr": "L'emplacement {slot} montre {other}, pas {card}.",
        "en": "Slot {slot} shows {other}, not {card}.",
        "tr": "{slot}. alanda {card} değil, {other} görünüyor.",
    },
    # Score explanations
    "neteru.explain.mummies_plain": {
        "fr": "{name} — Momies visibles ({where}) : {count} × {value} = {points}.",
        "en": "{name} — visible Mummies ({where}): {count} × {value} = {points}.",
        "tr": "{name} — görünür Mumyalar ({where}): {count} × {value} = {points}.",
    },
    "neteru.explain.mummies_pyramidion": {
        "fr": "{name} — Momies visibles ({where}) : le Pyramidion Momie les fait valoir {value} au lieu de −1, {count} × {value} = {points}.",
        "en": "{name} — visible Mummies ({where}): the Mummy pyramidion makes each worth {value} instead of −1, {count} × {value} = {points}.",
        "tr": "{name} — görünür Mumyalar ({where}): Mumya piramidyonu sayesinde her biri −1 yerine {value} değerinde, {count} × {value} = {points}.",
    },
    "neteru.explain.mummies_anubis": {
        "fr": "{name} — Momies visibles ({where}) : Anubis les fait valoir {value} au lieu de −1, {count} × {value} = {points}.",
        "en": "{name} — visible Mummies ({where}): Anubis makes each worth {value} instead of −1, {count} × {value} = {points}.",
        "tr": "{name} — görünür Mumyalar ({where}): Anubis sayesinde her biri −1 yerine {value} değerinde, {count} × {value} = {points}.",
    },
    "neteru.explain.mummies_both": {
        "fr": "{name} — Momies visibles ({where}) : avec Anubis et le Pyramidion Momie, chacune vaut {value} (pas la somme des deux bonus), {count} × {value} = {points}.",
        "en": "{name} — visible Mummies ({where}): with Anubis and the Mummy pyramidion each is worth {value} (not the sum of both bonuses), {count} × {value} = {points}.",
        "tr": "{name} — görünür Mumyalar ({where}): Anubis ve Mumya piramidyonu birlikte her birini {value} yapar (iki bonus toplanmaz), {count} × {value} = {points}.",
    },
    "neteru.explain.inhabitants": {
        "fr": "{name} — Citoyennes, Prêtres et Scribes visibles : {terms} = {points}.",
        "en": "{name} — visible Citizens, Priests and Scribes: {terms} = {points}.",
        "tr": "{name} — görünür Vatandaş, Rahip ve Katipler: {terms} = {points}.",
    },
    "neteru.explain.no_inhabitants": {
        "fr": "{name} — aucune Citoyenne, aucun Prêtre ni Scribe visible : 0 point d'Habitants.",
        "en": "{name} — no visible Citizen, Priest or Scribe: 0 inhabitant points.",
        "tr": "{name} — görünür Vatandaş, Rahip ya da Katip yok: sakinlerden 0 puan.",
    },
    "neteru.explain.bastet": {
        "fr": "{name} — Bastet (étage {floor}) double les points des cartes de son étage ({where}) : {points}.",
        "en": "{name} — Bastet (floor {floor}) doubles the points of the cards on her floor ({where}): {points}.",
        "tr": "{name} — Bastet ({floor}. kat) katındaki kartların puanını ikiye katlar ({where}): {points}.",
    },
    "neteru.explain.bastet_nothing": {
        "fr": "{name} — Bastet (étage {floor}) n'a rien à doubler : aucune Citoyenne, aucun Prêtre ni Scribe visible sur son étage.",
        "en": "{name} — Bastet (floor {floor}) has nothing to double: no visible Citizen, Priest or Scribe on her floor.",
        "tr": "{name} — Bastet ({floor}. kat) ikiye katlayacak bir şey bulamaz: katında görünür Vatandaş, Rahip ya da Katip yok.",
    },
    "neteru.explain.bastet_mummies": {
        "fr": "{name} — les Momies de l'étage de Bastet ({where}) ne sont pas doublées : elles gardent leur valeur de l'étape 1.",
        "en": "{name} — Mummies on Bastet's floor ({where}) are not doubled: they keep their value from step 1.",
        "tr": "{name} — Bastet'in katındaki Mumyalar ({where}) ikiye katlanmaz: 1. adımdaki değerlerini korur.",
    },
    "neteru.explain.pyr_mummy": {
        "fr": "{name} — Pyramidion {pyramidion} : déjà compté dans la valeur des Momies (étape 1), {points} ici.",
        "en": "{name} — {pyramidion} pyramidion: already counted in the Mummies' value (step 1), {points} here.",
        "tr": "{name} — {pyramidion} piramidyonu: Mumyaların değerinde zaten sayıldı (1. adım), burada {points}.",
    },
    "neteru.explain.pyr_per_card": {
        "fr": "{name} — Pyramidion {pyramidion} : cartes concernées : {count} ({where}) × {per_card} = {points}.",
        "en": "{name} — {pyramidion} pyramidion: matching cards: {count} ({where}) × {per_card} = {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: uygun kartlar: {count} ({where}) × {per_card} = {points}.",
    },
    "neteru.explain.pyr_per_card_none": {
        "fr": "{name} — Pyramidion {pyramidion} : aucune carte concernée n'est visible, {points}.",
        "en": "{name} — {pyramidion} pyramidion: no matching card is visible, {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: görünür uygun kart yok, {points}.",
    },
    "neteru.explain.pyr_majority": {
        "fr": "{name} — Pyramidion {pyramidion} : type le plus présent ({types}) : {count} × 1 = {points}.",
        "en": "{name} — {pyramidion} pyramidion: most common type ({types}): {count} × 1 = {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: en çok bulunan tür ({types}): {count} × 1 = {points}.",
    },
    "neteru.explain.pyr_majority_empty": {
        "fr": "{name} — Pyramidion {pyramidion} : pyramide vide, {points}.",
        "en": "{name} — {pyramidion} pyramidion: empty pyramid, {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: piramit boş, {points}.",
    },
    "neteru.explain.pyr_discard": {
        "fr": "{name} — Pyramidion {pyramidion} : cartes dans sa propre défausse : {count} × 1 = {points}.",
        "en": "{name} — {pyramidion} pyramidion: cards in their own discard pile: {count} × 1 = {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: kendi ıskarta yığınındaki kartlar: {count} × 1 = {points}.",
    },
    "neteru.explain.pyr_diversity": {
        "fr": "{name} — Pyramidion {pyramidion} : lots de 3 types différents : {groups} ({count} types visibles) × 2 = {points}.",
        "en": "{name} — {pyramidion} pyramidion: sets of 3 different types: {groups} ({count} visible types) × 2 = {points}.",
        "tr": "{name} — {pyramidion} piramidyonu: 3 farklı türden gruplar: {groups} ({count} görünür tür) × 2 = {points}.",
    },
    "neteru.explain.gods": {
        "fr": "{name} — Dieux : {terms} = {points}.",
        "en": "{name} — gods: {terms} = {points}.",
        "tr": "{name} — tanrılar: {terms} = {points}.",
    },
    "neteru.explain.no_gods": {
        "fr": "{name} — aucun Dieu : 0.",
        "en": "{name} — no god: 0.",
        "tr": "{name} — tanrı yok: 0.",
    },
    "neteru.explain.nephthys": {
        "fr": "{name} — Nephthys : Momies dans sa défausse, {count} × 2 = {points}.",
        "en": "{name} — Nephthys: Mummies in their discard pile, {count} × 2 = {points}.",
        "tr": "{name} — Neftis: ıskarta yığınındaki Mumyalar, {count} × 2 = {points}.",
    },
    "neteru.explain.total": {
        "fr": "{name} — total : {total} points (emplacements occupés : {slots} ; points venant des Dieux : {gods}).",
        "en": "{name} — total: {total} points (occupied slots: {slots}; points from the gods: {gods}).",
        "tr": "{name} — toplam: {total} puan (dolu alan: {slots}; tanrılardan gelen puan: {gods}).",
    },
    # Ranking explanations
    "neteru.explain.winner": {
        "fr": "{name} gagne avec {total} points.",
        "en": "{name} wins with {total} points.",
        "tr": "{name}, {total} puanla kazanır.",
    },
    "neteru.explain.shared_win": {
        "fr": "Victoire partagée entre {names} : égalité sur tout, avec {total} points.",
        "en": "Shared victory: {names} are level on everything, with {total} points.",
        "tr": "Zafer paylaşılır: {names} her ölçütte eşit, {total} puanla.",
    },
    "neteru.explain.tie": {
        "fr": "Égalité à {total} points entre {names}.",
        "en": "{names} are level on {total} points.",
        "tr": "{names}: {total} puanla berabere.",
    },
    "neteru.explain.tie_slots": {
        "fr": "Premier départage, les emplacements occupés : {details}.",
        "en": "First tie-break, occupied slots: {details}.",
        "tr": "Birinci eşitlik ölçütü, dolu alanlar: {details}.",
    },
    "neteru.explain.tie_gods": {
        "fr": "Toujours à égalité ({names}) ; second départage, les points venant des Dieux : {details}.",
        "en": "Still level ({names}); second tie-break, points from the gods: {details}.",
        "tr": "Hâlâ berabere ({names}); ikinci ölçüt, tanrılardan gelen puanlar: {details}.",
    },
    "neteru.explain.shared_place": {
        "fr": "{names} restent à égalité et partagent la place {rank}.",
        "en": "{names} stay level and share place {rank}.",
        "tr": "{names} eşit kalır ve {rank}. sırayı paylaşır.",
    },
    "neteru.explain.ranking": {
        "fr": "Classement : {order}.",
        "en": "Ranking: {order}.",
        "tr": "Sıralama: {order}.",
    },
    # Placement explanations
    "neteru.explain.play_primary": {
        "fr": "{card} se joue sur son emplacement principal, le {slot} (étage {floor}).",
        "en": "{card} is played on its primary slot, {slot} (floor {floor}).",
        "tr": "{card} kendi ana alanına, {slot}. alana ({floor}. kat) oynanır.",
    },
    "neteru.explain.already_placed": {
        "fr": "{card} est déjà visible dans ta pyramide, sur l'emplacement {slot} : reste la question du Prêtre.",
        "en": "{card} is already visible in your pyramid, on slot {slot}: only the Priest question remains.",
        "tr": "{card} zaten piramidinde, {slot}. alanda görünüyor: geriye yalnızca Rahip sorusu kalıyor.",
    },
    "neteru.explain.play_anywhere": {
        "fr": "{card} n'a pas de numéro : il se joue sur n'importe quel emplacement, de 1 à 9.",
        "en": "{card} has no number: it can be played on any slot, 1 to 9.",
        "tr": "{card} kartının numarası yok: 1'den 9'a kadar herhangi bir alana oynanabilir.",
    },
    "neteru.explain.covers": {
        "fr": "Emplacement {slot} : la carte recouvre {card}, qui perd son effet et ses points tant qu'elle reste dessous.",
        "en": "Slot {slot}: the card covers {card}, which loses its effect and points while it stays underneath.",
        "tr": "{slot}. alan: kart {card} kartının üstüne gelir; alttaki kart örtülü kaldıkça etkisini ve puanını kaybeder.",
    },
    "neteru.explain.completes_god": {
        "fr": "Emplacement {slot} : l'étage {floor} devient complet ; tu prends un des deux Dieux du centre.",
        "en": "Slot {slot}: floor {floor} becomes complete; you take one of the two gods in the middle.",
        "tr": "{slot}. alan: {floor}. kat tamamlanır; ortadaki iki tanrıdan birini alırsın.",
    },
    "neteru.explain.completes_no_god": {
        "fr": "Emplacement {slot} : l'étage {floor} redevient complet, mais il a déjà son Dieu : pas de second Dieu.",
        "en": "Slot {slot}: floor {floor} is complete again, but it already has its god: no second god.",
        "tr": "{slot}. alan: {floor}. kat yeniden tamamlanır ama zaten bir tanrısı var: ikinci tanrı alınmaz.",
    },
    "neteru.explain.maybe_completes": {
        "fr": "Emplacement {slot} : l'étage {floor} ne devient complet que si une carte reste visible sous la carte déplacée.",
        "en": "Slot {slot}: floor {floor} becomes complete only if a card is left showing under the moved card.",
        "tr": "{slot}. alan: {floor}. kat ancak taşınan kartın altında bir kart kalırsa tamamlanır.",
    },
    "neteru.explain.priest_moves": {
        "fr": "Un Prêtre peut déplacer {card} de l'emplacement {origin} vers l'emplacement {first} ou {second} (ses emplacements secondaires).",
        "en": "A Priest may move {card} from slot {origin} to slot {first} or {second} (its secondary slots).",
        "tr": "Bir Rahip {card} kartını {origin}. alandan {first} ya da {second}. alana (ikincil alanlarına) taşıyabilir.",
    },
    "neteru.explain.priest_unnumbered": {
        "fr": "Un Prêtre ne peut pas déplacer {card} : Sphinx et Phénix restent où ils ont été posés.",
        "en": "A Priest cannot move {card}: Sphinxes and Phoenixes stay where they were played.",
        "tr": "Bir Rahip {card} kartını taşıyamaz: Sfenks ve Anka Kuşu oynandıkları yerde kalır.",
    },
    "neteru.explain.priest_not_primary": {
        "fr": "{card} est sur l'emplacement {origin}, pas sur son emplacement principal ({number}) : un Prêtre ne déplace une carte que depuis son emplacement principal.",
        "en": "{card} is on slot {origin}, not on its primary slot ({number}): a Priest only moves a card away from its primary slot.",
        "tr": "{card} kendi ana alanında ({number}) değil, {origin}. alanda: Rahip bir kartı yalnızca ana alanından taşıyabilir.",
    },
    "neteru.explain.priest_self": {
        "fr": "Si ce {card} est le Prêtre que tu viens de poser, il ne peut pas se déplacer lui-même.",
        "en": "If this {card} is the Priest you have just played, it cannot move itself.",
        "tr": "Bu {card} yeni oynadığın Rahipse kendini taşıyamaz.",
    },
    # War Chariot explanations
    "neteru.explain.chariot_floor": {
        "fr": "Un Char de guerre posé à l'étage {floor} vise l'étage {floor} adverse ({where}).",
        "en": "A War Chariot played on floor {floor} reaches the opponent's floor {floor} ({where}).",
        "tr": "{floor}. kata oynanan Savaş Arabası rakibin {floor}. katına ({where}) ulaşır.",
    },
    "neteru.explain.chariot_empty": {
        "fr": "Aucune carte visible à l'étage {floor} adverse : rien à retirer.",
        "en": "No visible card on the opponent's floor {floor}: nothing to remove.",
        "tr": "Rakibin {floor}. katında görünür kart yok: alınacak bir şey yok.",
    },
    "neteru.explain.removable": {
        "fr": "Emplacement {slot} ({card}) : peut être retirée ; elle irait dans la défausse de son propriétaire.",
        "en": "Slot {slot} ({card}): can be removed; it would go to its owner's discard pile.",
        "tr": "{slot}. alan ({card}): alınabilir; sahibinin ıskarta yığınına gider.",
    },
    "neteru.explain.protected": {
        "fr": "Emplacement {slot} ({card}) : protégée — {reasons}.",
        "en": "Slot {slot} ({card}): protected — {reasons}.",
        "tr": "{slot}. alan ({card}): korunuyor — {reasons}.",
    },
    "neteru.reason.guard_self": {
        "fr": "un Garde se protège lui-même",
        "en": "a Guard protects itself",
        "tr": "Muhafız kendini korur",
    },
    "neteru.reason.guard": {
        "fr": "voisine du Garde de l'emplacement {slot}",
        "en": "next to the Guard on slot {slot}",
        "tr": "{slot}. alandaki Muhafızın yanında",
    },
    "neteru.reason.isis": {
        "fr": "Isis protège tout son étage",
        "en": "Isis protects her whole floor",
        "tr": "İsis bütün katını korur",
    },
    "neteru.explain.chariot_choice": {
        "fr": "Le Char retire une seule carte, au choix : {where}.",
        "en": "The Chariot removes one card of your choice: {where}.",
        "tr": "Savaş Arabası seçtiğin tek bir kartı alır: {where}.",
    },
    "neteru.explain.chariot_none": {
        "fr": "Toutes les cartes visibles de l'étage {floor} sont protégées : le Char ne retire rien.",
        "en": "Every visible card on floor {floor} is protected: the Chariot removes nothing.",
        "tr": "{floor}. kattaki görünür kartların hepsi korunuyor: Savaş Arabası hiçbir kart alamaz.",
    },
}

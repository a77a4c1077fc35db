"""Pixies sentences in French, English and Turkish (Turkish terms follow the Turkish rules booklet)."""

MESSAGES: dict[str, dict[str, str]] = {
    "colour.blue": {"fr": "bleu", "en": "blue", "tr": "mavi"},
    "colour.green": {"fr": "vert", "en": "green", "tr": "yeşil"},
    "colour.yellow": {"fr": "jaune", "en": "yellow", "tr": "sarı"},
    "colour.red": {"fr": "rouge", "en": "red", "tr": "kırmızı"},
    "pixies.slot_short": {"fr": "case {slot}", "en": "slot {slot}", "tr": "{slot}. bölge"},
    # Input errors
    "pixies.unknown_card": {
        "fr": "Carte inconnue : « {value} ». Choisis une carte de la liste ou saisis ses caractéristiques.",
        "en": "Unknown card: “{value}”. Pick a card from the list or type in its features.",
        "tr": "Bilinmeyen kart: “{value}”. Listeden bir kart seç ya da özelliklerini gir.",
    },
    "pixies.no_colour": {
        "fr": "Une carte a au moins une couleur.",
        "en": "A card has at least one colour.",
        "tr": "Bir kartın en az bir rengi olur.",
    },
    "pixies.colour_count": {
        "fr": "Une carte a une seule couleur, ou les quatre si elle est multicolore.",
        "en": "A card has one colour, or all four if it is multicolour.",
        "tr": "Bir kartın tek rengi olur; çok renkliyse dört rengin hepsi.",
    },
    "pixies.unknown_slot": {
        "fr": "Case inconnue : « {value} ». Les cases vont de 1 à 9.",
        "en": "Unknown slot: “{value}”. Slots go from 1 to 9.",
        "tr": "Bilinmeyen bölge: “{value}”. Bölgeler 1'den 9'a kadardır.",
    },
    "pixies.back_and_card": {
        "fr": "Une case contient soit un dos seul, soit une carte visible : pas les deux à la fois.",
        "en": "A slot holds either a lone back or a face-up card, not both.",
        "tr": "Bir bölgede ya tek kapalı kart ya da açık kart olur; ikisi birden olmaz.",
    },
    "pixies.validated_without_card": {
        "fr": "Une carte validée est une carte visible : indique laquelle.",
        "en": "A validated card is a face-up card: say which one.",
        "tr": "Onaylanmış kart açık bir karttır: hangisi olduğunu belirt.",
    },
    "pixies.face_on_wrong_slot": {
        "fr": "Case {slot} : une carte visible {number} se pose toujours sur la case {number}.",
        "en": "Slot {slot}: a face-up {number} always sits on slot {number}.",
        "tr": "{slot}. bölge: açık bir {number} her zaman {number}. bölgeye konur.",
    },
    "pixies.same_card_twice": {
        "fr": "La carte {card} est déjà sur la case {other} : chaque carte n'existe qu'une fois.",
        "en": "Card {card} is already on slot {other}: each card exists only once.",
        "tr": "{card} kartı zaten {other}. bölgede: her kart destede bir kez bulunur.",
    },
    "pixies.features_unknown": {
        "fr": "Case {slot} : aucune carte du jeu de base n'a exactement ces caractéristiques ; le score est calculé quand même.",
        "en": "Slot {slot}: no base-game card has exactly these features; the score is worked out anyway.",
        "tr": "{slot}. bölge: temel oyunda tam bu özelliklere sahip bir kart yok; puan yine de hesaplandı.",
    },
    # Explanations
    "pixies.explain.numbers": {
        "fr": "Cartes validées : {terms} = {points} points.",
        "en": "Validated cards: {terms} = {points} points.",
        "tr": "Onaylanmış kartlar: {terms} = {points} puan.",
    },
    "pixies.explain.no_numbers": {
        "fr": "Aucune carte validée : les chiffres des cartes visibles seules ne comptent pas.",
        "en": "No validated card: the numbers of lone face-up cards do not count.",
        "tr": "Onaylanmış kart yok: tek açık kartların sayıları puan getirmez.",
    },
    "pixies.explain.spirals": {
        "fr": "Spirales imprimées sur les cartes visibles (cases {slots}) : +{points}.",
        "en": "Spirals printed on face-up cards (slots {slots}): +{points}.",
        "tr": "Açık kartlardaki spiraller ({slots}. bölgeler): +{points}.",
    },
    "pixies.explain.colour_bonus": {
        "fr": "La carte de la case {slot} donne une spirale par carte {colour} visible (cases {slots}) : +{points}.",
        "en": "The card on slot {slot} gives one spiral per face-up {colour} card (slots {slots}): +{points}.",
        "tr": "{slot}. bölgedeki kart her açık {colour} kart için bir spiral verir ({slots}. bölgeler): +{points}.",
    },
    "pixies.explain.crosses": {
        "fr": "Croix sur les cartes visibles (cases {slots}) : {points}.",
        "en": "Crosses on face-up cards (slots {slots}): {points}.",
        "tr": "Açık kartlardaki çarpılar ({slots}. bölgeler): {points}.",
    },
    "pixies.explain.zone": {
        "fr": "Plus grande zone : {size} cartes {colour} reliées par un côté (cases {slots}), × {per_card} en manche {round} = {points} points.",
        "en": "Largest zone: {size} {colour} cards joined by their sides (slots {slots}), × {per_card} in round {round} = {points} points.",
        "tr": "En büyük renk bölgesi: kenardan değen {size} {colour} kart ({slots}. bölgeler), {round}. rauntta × {per_card} = {points} puan.",
    },
    "pixies.explain.equal_zones": {
        "fr": "{count} zones ont cette taille : une seule compte.",
        "en": "{count} zones have this size: only one counts.",
        "tr": "Bu büyüklükte {count} bölge var: yalnız biri sayılır.",
    },
    "pixies.explain.no_zone": {
        "fr": "Pas de zone : aucune paire de cartes visibles de même couleur ne se touche par un côté.",
        "en": "No zone: no two face-up cards of one colour touch by a side.",
        "tr": "Renk bölgesi yok: aynı renkte kenardan değen iki açık kart yok.",
    },
    "pixies.explain.total": {
        "fr": "Total de la manche : {total} points.",
        "en": "Round total: {total} points.",
        "tr": "Raunt toplamı: {total} puan.",
    },
}

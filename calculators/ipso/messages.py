"""IPSO sentences in French, English and Turkish.

Terms: ligne croissante / increasing row / artan sıra; carte étoile / star card / yıldız kartı;
tour bonus / bonus turn / bonus turu; manche / round / el; pyramide / pyramid / piramit.
The five colour names are labels of our own: the rules do not name the colours.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # Our five colour labels
    "ipso.colour.red": {"fr": "rouge", "en": "red", "tr": "kırmızı"},
    "ipso.colour.yellow": {"fr": "jaune", "en": "yellow", "tr": "sarı"},
    "ipso.colour.green": {"fr": "vert", "en": "green", "tr": "yeşil"},
    "ipso.colour.blue": {"fr": "bleu", "en": "blue", "tr": "mavi"},
    "ipso.colour.purple": {"fr": "violet", "en": "purple", "tr": "mor"},
    "ipso.direction.clockwise": {
        "fr": "dans le sens des aiguilles d'une montre",
        "en": "clockwise",
        "tr": "saat yönünde",
    },
    "ipso.direction.anticlockwise": {
        "fr": "dans le sens inverse des aiguilles d'une montre",
        "en": "anticlockwise",
        "tr": "saat yönünün tersine",
    },
    "ipso.parity.even": {"fr": "pairs", "en": "even", "tr": "çift"},
    "ipso.parity.odd": {"fr": "impairs", "en": "odd", "tr": "tek"},
    "ipso.and": {"fr": "{first} et {last}", "en": "{first} and {last}", "tr": "{first} ve {last}"},
    # Where a problem is
    "ipso.where.card": {"fr": "Ligne {row}, carte {card}", "en": "Row {row}, card {card}", "tr": "{row}. sıra, {card}. kart"},
    "ipso.where.card_inline": {"fr": "ligne {row}, carte {card}", "en": "row {row}, card {card}", "tr": "{row}. sıra, {card}. kart"},
    "ipso.where.drawn_inline": {"fr": "carte piochée", "en": "drawn card", "tr": "çekilen kart"},
    "ipso.where.drawn": {"fr": "Carte piochée", "en": "Drawn card", "tr": "Çekilen kart"},
    "ipso.where.player": {"fr": "Joueur {player}", "en": "Player {player}", "tr": "{player}. oyuncu"},
    "ipso.where.round": {"fr": "{name}, manche {round}", "en": "{name}, round {round}", "tr": "{name}, {round}. el"},
    # Input errors: cards
    "ipso.number_missing": {
        "fr": "{where} : le nombre de la carte manque (un entier de {min} à {max}).",
        "en": "{where}: the card's number is missing (a whole number from {min} to {max}).",
        "tr": "{where}: kartın sayısı eksik ({min} ile {max} arasında bir tam sayı).",
    },
    "ipso.number_invalid": {
        "fr": "{where} : le nombre doit être un entier de {min} à {max}.",
        "en": "{where}: the number must be a whole number from {min} to {max}.",
        "tr": "{where}: sayı {min} ile {max} arasında bir tam sayı olmalı.",
    },
    "ipso.card_not_object": {
        "fr": "{where} : une carte s'écrit {{\"number\": …, \"colour\": …, \"stars\": …}}.",
        "en": "{where}: a card is written {{\"number\": …, \"colour\": …, \"stars\": …}}.",
        "tr": "{where}: bir kart {{\"number\": …, \"colour\": …, \"stars\": …}} biçiminde yazılır.",
    },
    "ipso.colour_missing": {
        "fr": "{where} : choisis la couleur de la carte.",
        "en": "{where}: choose the card's colour.",
        "tr": "{where}: kartın rengini seç.",
    },
    "ipso.colour_invalid": {
        "fr": "{where} : la couleur doit être un nom court (1 à {max} caractères).",
        "en": "{where}: the colour must be a short name (1 to {max} characters).",
        "tr": "{where}: renk kısa bir ad olmalı (1 ile {max} karakter).",
    },
    "ipso.stars_invalid": {
        "fr": "{where} : les étoiles imprimées sont un nombre entier, de 0 à {max}.",
        "en": "{where}: printed stars are a whole number from 0 to {max}.",
        "tr": "{where}: basılı yıldızlar 0 ile {max} arasında bir tam sayıdır.",
    },
    # Input errors: the pyramid
    "ipso.row_count": {
        "fr": "La pyramide a {rows} lignes (2, 3, 4 et 5 cartes, de haut en bas) ; ici il y en a {count}.",
        "en": "The pyramid has {rows} rows (2, 3, 4 and 5 cards, top to bottom); this one has {count}.",
        "tr": "Piramitte {rows} sıra vardır (yukarıdan aşağıya 2, 3, 4 ve 5 kart); burada {count} sıra var.",
    },
    "ipso.row_size": {
        "fr": "La ligne {row} doit avoir exactement {expected} cartes ; elle en a {count}.",
        "en": "Row {row} must hold exactly {expected} cards; it holds {count}.",
        "tr": "{row}. sırada tam {expected} kart olmalı; şu an {count} kart var.",
    },
    "ipso.duplicate_number": {
        "fr": "{where} : le {number} est déjà posé ({other}) ; chaque nombre n'existe qu'une fois dans le paquet.",
        "en": "{where}: the {number} is already used ({other}); each number exists only once in the deck.",
        "tr": "{where}: {number} zaten kullanılmış ({other}); destede her sayıdan yalnız bir tane var.",
    },
    "ipso.too_many_colours": {
        "fr": "{where} : « {colour} » serait une sixième couleur ; le jeu n'en a que cinq (déjà : {colours}).",
        "en": "{where}: “{colour}” would be a sixth colour; the game has only five (already: {colours}).",
        "tr": "{where}: “{colour}” altıncı bir renk olur; oyunda yalnız beş renk var (şimdiye kadar: {colours}).",
    },
    "ipso.colour_full": {
        "fr": "{where} : une carte en {colour} de trop ; chaque couleur n'a que {max} cartes.",
        "en": "{where}: one {colour} card too many; each colour has only {max} cards.",
        "tr": "{where}: bir {colour} kart fazla; her renkten yalnız {max} kart var.",
    },
    # Input errors: the game sheet
    "ipso.player_count": {
        "fr": "IPSO se joue de {min} à {max} joueurs ; la feuille en compte {count}.",
        "en": "IPSO is for {min} to {max} players; the sheet has {count}.",
        "tr": "IPSO {min} ile {max} oyuncuyla oynanır; çizelgede {count} oyuncu var.",
    },
    "ipso.name_invalid": {
        "fr": "Joueur {player} : écris un nom (1 à {max} caractères).",
        "en": "Player {player}: type a name (1 to {max} characters).",
        "tr": "{player}. oyuncu: bir ad yaz (1 ile {max} karakter).",
    },
    "ipso.name_duplicate": {
        "fr": "Le nom « {name} » est déjà celui du joueur {other} : donne un nom différent à chacun.",
        "en": "The name “{name}” is already player {other}'s: give everyone a different name.",
        "tr": "“{name}” adı zaten {other}. oyuncunun: herkese farklı bir ad ver.",
    },
    "ipso.too_many_rounds": {
        "fr": "{name} : {count} manches saisies, mais la partie en compte {max}.",
        "en": "{name}: {count} rounds entered, but the game has {max}.",
        "tr": "{name}: {count} el girilmiş, ama oyun {max} elden oluşuyor.",
    },
    "ipso.entry_both": {
        "fr": "{where} : donne soit la pyramide, soit le score, pas les deux.",
        "en": "{where}: give either the pyramid or the score, not both.",
        "tr": "{where}: ya piramidi ya da puanı gir, ikisini birden değil.",
    },
    "ipso.score_missing": {
        "fr": "{where} : le score manque.",
        "en": "{where}: the score is missing.",
        "tr": "{where}: puan eksik.",
    },
    "ipso.score_invalid": {
        "fr": "{where} : le score est un nombre entier de 0 à {max}.",
        "en": "{where}: the score is a whole number from 0 to {max}.",
        "tr": "{where}: puan 0 ile {max} arasında bir tam sayıdır.",
    },
    "ipso.typed_stars_invalid": {
        "fr": "{where} : le nombre d'étoiles est un entier de 0 à {max}.",
        "en": "{where}: the number of stars is a whole number from 0 to {max}.",
        "tr": "{where}: yıldız sayısı 0 ile {max} arasında bir tam sayıdır.",
    },
    # Explanations: one pyramid
    "ipso.explain.row_discarded": {
        "fr": "Ligne {row} ({numbers}) : pas croissante, car {after} vient après {before}. Elle est défaussée et ne rapporte rien.",
        "en": "Row {row} ({numbers}): not increasing, since {after} comes after {before}. It is discarded and scores nothing.",
        "tr": "{row}. sıra ({numbers}): artan değil, çünkü {after} sayısı {before} sayısından sonra geliyor. Sıra atılır ve puan getirmez.",
    },
    "ipso.explain.row_discarded_stars": {
        "fr": "Les étoiles imprimées sur cette ligne ({stars}) partent avec elle : elles ne comptent pas.",
        "en": "The stars printed on that row ({stars}) go with it: they do not count.",
        "tr": "Bu sıradaki basılı yıldızlar ({stars}) sırayla birlikte gider: sayılmazlar.",
    },
    "ipso.explain.row_mixed": {
        "fr": "Ligne {row} ({numbers}) : croissante, couleurs mélangées : {cards} × 1 = {points}.",
        "en": "Row {row} ({numbers}): increasing, mixed colours: {cards} × 1 = {points}.",
        "tr": "{row}. sıra ({numbers}): artan, karışık renkler: {cards} × 1 = {points}.",
    },
    "ipso.explain.row_single": {
        "fr": "Ligne {row} ({numbers}) : croissante et toute en {colour} : {cards} × 2 = {points}.",
        "en": "Row {row} ({numbers}): increasing and all {colour}: {cards} × 2 = {points}.",
        "tr": "{row}. sıra ({numbers}): artan ve tamamı {colour}: {cards} × 2 = {points}.",
    },
    "ipso.explain.row_stars": {
        "fr": "Étoiles imprimées sur la ligne {row} : +{stars}.",
        "en": "Stars printed on row {row}: +{stars}.",
        "tr": "{row}. sıradaki basılı yıldızlar: +{stars}.",
    },
    "ipso.explain.row_parity": {
        "fr": "Variante paire ou impaire : la ligne {row} n'a que des nombres {parity} : +{points}.",
        "en": "Even/odd variant: row {row} holds only {parity} numbers: +{points}.",
        "tr": "Çift/tek varyantı: {row}. sırada yalnız {parity} sayılar var: +{points}.",
    },
    "ipso.explain.star_kept": {
        "fr": "Carte étoile gardée : +{points}.",
        "en": "Star card kept: +{points}.",
        "tr": "Yıldız kartı saklandı: +{points}.",
    },
    "ipso.explain.star_given_up": {
        "fr": "Carte étoile abandonnée pour le tour bonus : elle ne rapporte rien.",
        "en": "Star card given up for the bonus turn: it scores nothing.",
        "tr": "Yıldız kartı bonus turu için bırakıldı: puan getirmez.",
    },
    "ipso.explain.total": {
        "fr": "Total : {total} points.",
        "en": "Total: {total} points.",
        "tr": "Toplam: {total} puan.",
    },
    "ipso.explain.stars_with_card": {
        "fr": "Étoiles pour départager une égalité : {stars} ({printed} imprimées sur les lignes qui comptent + 1 pour la carte étoile).",
        "en": "Stars for breaking a tie: {stars} ({printed} printed on scoring rows + 1 for the star card).",
        "tr": "Eşitliği bozmak için yıldızlar: {stars} (puan getiren sıralarda basılı {printed} + yıldız kartı için 1).",
    },
    "ipso.explain.stars_without_card": {
        "fr": "Étoiles pour départager une égalité : {stars} (imprimées sur les lignes qui comptent).",
        "en": "Stars for breaking a tie: {stars} (printed on scoring rows).",
        "tr": "Eşitliği bozmak için yıldızlar: {stars} (puan getiren sıralarda basılı).",
    },
    # Explanations: the bonus turn
    "ipso.explain.bonus_keep": {
        "fr": "En gardant la carte étoile : {rows} points de lignes + {star} = {total} points.",
        "en": "Keeping the star card: {rows} points from the rows + {star} = {total} points.",
        "tr": "Yıldız kartını saklarsan: sıralardan {rows} puan + {star} = {total} puan.",
    },
    "ipso.explain.bonus_best": {
        "fr": "Meilleur échange : le {number} pioché à la place du {replaced} ({where}) : les lignes passent de {before} à {after} points ({gain}).",
        "en": "Best swap: the drawn {number} in place of the {replaced} ({where}): the rows go from {before} to {after} points ({gain}).",
        "tr": "En iyi değişim: çekilen {number}, {replaced} yerine ({where}): sıraların puanı {before} yerine {after} olur ({gain}).",
    },
    "ipso.explain.bonus_pays": {
        "fr": "Le tour bonus paie : {gain}, c'est plus que les {star} points de la carte étoile ({total} points au lieu de {keep}).",
        "en": "The bonus turn pays: {gain} is more than the star card's {star} points ({total} points instead of {keep}).",
        "tr": "Bonus turu kazandırır: {gain}, yıldız kartının {star} puanından fazla ({keep} yerine {total} puan).",
    },
    "ipso.explain.bonus_equal": {
        "fr": "Égalité : l'échange rapporte exactement {star} points, autant que la carte étoile ({total} points dans les deux cas).",
        "en": "Level: the swap brings exactly {star} points, as much as the star card ({total} points either way).",
        "tr": "Eşit: değişim tam {star} puan getirir, yıldız kartı kadar (iki durumda da {total} puan).",
    },
    "ipso.explain.bonus_does_not_pay": {
        "fr": "Le tour bonus ne paie pas : le meilleur échange donne {gain}, moins que les {star} points de la carte étoile ({total} points au lieu de {keep}).",
        "en": "The bonus turn does not pay: the best swap gives {gain}, less than the star card's {star} points ({total} points instead of {keep}).",
        "tr": "Bonus turu kazandırmaz: en iyi değişim {gain} getirir, yıldız kartının {star} puanından az ({keep} yerine {total} puan).",
    },
    "ipso.explain.bonus_no_swap": {
        "fr": "Tous les échanges font perdre des points : une fois la carte étoile abandonnée, mieux vaut ne rien remplacer ({rows} points).",
        "en": "Every swap loses points: once the star card is given up, better replace nothing ({rows} points).",
        "tr": "Her değişim puan kaybettirir: yıldız kartı bırakıldıysa hiçbir kartı değiştirmemek daha iyi ({rows} puan).",
    },
    "ipso.explain.bonus_count": {
        "fr": "Échanges qui battent la carte étoile : {count} sur {all}.",
        "en": "Swaps that beat the star card: {count} out of {all}.",
        "tr": "Yıldız kartından iyi olan değişimler: {all} değişimden {count} tanesi.",
    },
    # Explanations: the game sheet
    "ipso.explain.round": {
        "fr": "Manche {round} ({direction}) : {scores}.",
        "en": "Round {round} ({direction}): {scores}.",
        "tr": "{round}. el ({direction}): {scores}.",
    },
    "ipso.explain.totals": {
        "fr": "Totaux : {scores}.",
        "en": "Totals: {scores}.",
        "tr": "Toplamlar: {scores}.",
    },
    "ipso.explain.tie_broken": {
        "fr": "{names} sont à égalité avec {total} points ; les étoiles départagent : {stars}.",
        "en": "{names} are tied on {total} points; the stars break the tie: {stars}.",
        "tr": "{names} {total} puanla berabere; eşitliği yıldızlar bozar: {stars}.",
    },
    "ipso.explain.tie_shared": {
        "fr": "{names} ont autant de points ({total}) et d'étoiles ({stars}) : ils partagent la place {place}.",
        "en": "{names} have as many points ({total}) and stars ({stars}): they share place {place}.",
        "tr": "{names} aynı puana ({total}) ve aynı yıldız sayısına ({stars}) sahip: {place}. sırayı paylaşıyorlar.",
    },
    "ipso.explain.tie_unknown_stars": {
        "fr": "{names} sont à égalité avec {total} points, mais des étoiles n'ont pas été saisies : ajoute-les pour départager.",
        "en": "{names} are tied on {total} points, but some stars were not entered: add them to break the tie.",
        "tr": "{names} {total} puanla berabere, ama bazı yıldızlar girilmemiş: eşitliği bozmak için onları ekle.",
    },
    "ipso.explain.winner": {
        "fr": "{name} gagne avec {total} points.",
        "en": "{name} wins with {total} points.",
        "tr": "{name} {total} puanla kazanır.",
    },
    "ipso.explain.shared_victory": {
        "fr": "Victoire partagée entre {names}, avec {total} points.",
        "en": "Shared victory for {names}, with {total} points.",
        "tr": "{names} {total} puanla zaferi paylaşıyor.",
    },
    "ipso.explain.leader": {
        "fr": "Partie en cours (manches complètes : {played} sur {rounds}) : en tête, {names} avec {total} points.",
        "en": "Game in progress ({played} of {rounds} rounds complete): {names} leading with {total} points.",
        "tr": "Oyun sürüyor ({rounds} elden {played} tanesi tamam): önde {names}, {total} puanla.",
    },
}

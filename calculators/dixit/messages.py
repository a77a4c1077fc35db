"""Dixit sentences in French, English and Turkish.

Game terms: conteur / storyteller / anlatıcı, indice / clue / ipucu, vote / vote / oy,
tour / round / tur. Turkish sentences put a name before a colon or in brackets rather than
adding a case suffix to it, since the suffix depends on the name's sounds.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "dixit.names": {"fr": "{first} et {last}", "en": "{first} and {last}", "tr": "{first} ve {last}"},
    # Input errors
    "dixit.too_few_players": {
        "fr": "Dixit se joue à {min} joueurs au moins ; la liste en compte {count}.",
        "en": "Dixit needs at least {min} players; the list has {count}.",
        "tr": "Dixit en az {min} oyuncuyla oynanır; listede {count} oyuncu var.",
    },
    "dixit.too_many_players": {
        "fr": "Les règles décrites ici sont celles de Dixit de {min} à {max} joueurs ; la liste en compte {count}.",
        "en": "The rules described here are those of Dixit for {min} to {max} players; the list has {count}.",
        "tr": "Burada anlatılan kurallar {min} ile {max} oyuncu arası Dixit içindir; listede {count} oyuncu var.",
    },
    "dixit.name_empty": {
        "fr": "Le nom d'un joueur ne peut pas être vide.",
        "en": "A player's name cannot be empty.",
        "tr": "Oyuncu adı boş olamaz.",
    },
    "dixit.name_too_long": {
        "fr": "Le nom d'un joueur fait au plus {max} caractères.",
        "en": "A player's name is {max} characters at most.",
        "tr": "Oyuncu adı en fazla {max} karakter olabilir.",
    },
    "dixit.name_control": {
        "fr": "Un nom ne peut pas contenir de caractère de contrôle (retour à la ligne, tabulation, marque de sens d'écriture…).",
        "en": "A name cannot contain control characters (line breaks, tabs, text-direction marks…).",
        "tr": "Ad, denetim karakteri (satır sonu, sekme, yazı yönü işareti…) içeremez.",
    },
    "dixit.duplicate_name": {
        "fr": "« {name} » est déjà le nom du joueur n° {other} : chaque joueur doit avoir un nom différent (une majuscule ne suffit pas à les distinguer).",
        "en": "“{name}” is already the name of player {other}: each player needs a different name (capital letters do not tell them apart).",
        "tr": "“{name}” zaten {other}. oyuncunun adı: her oyuncunun adı farklı olmalı (büyük/küçük harf farkı yetmez).",
    },
    "dixit.storyteller_unknown": {
        "fr": "Le conteur « {value} » n'est pas l'un des joueurs ({players}).",
        "en": "The storyteller “{value}” is not one of the players ({players}).",
        "tr": "Anlatıcı olarak verilen “{value}” oyuncular arasında yok ({players}).",
    },
    "dixit.voter_unknown": {
        "fr": "« {value} » a un vote mais n'est pas l'un des joueurs ({players}).",
        "en": "“{value}” has a vote but is not one of the players ({players}).",
        "tr": "“{value}” için oy girilmiş ama bu ad oyuncular arasında yok ({players}).",
    },
    "dixit.vote_unknown": {
        "fr": "Ce vote désigne « {value} », qui n'est pas un joueur ({players}). Un vote nomme le joueur dont on a choisi la carte.",
        "en": "This vote names “{value}”, who is not a player ({players}). A vote names the player whose card was chosen.",
        "tr": "Bu oy “{value}” adını gösteriyor ama bu bir oyuncu değil ({players}). Oy, kartı seçilen oyuncunun adıyla girilir.",
    },
    "dixit.vote_self": {
        "fr": "{name} ne peut pas voter pour sa propre carte.",
        "en": "{name} cannot vote for their own card.",
        "tr": "{name}: kimse kendi kartına oy veremez.",
    },
    "dixit.storyteller_votes": {
        "fr": "{name} est le conteur de ce tour, et le conteur ne vote pas.",
        "en": "{name} is this round's storyteller, and the storyteller does not vote.",
        "tr": "{name} bu turun anlatıcısı; anlatıcı oy vermez.",
    },
    "dixit.vote_twice": {
        "fr": "{name} a déjà un vote : chaque joueur vote une seule fois.",
        "en": "{name} already has a vote: each player votes only once.",
        "tr": "{name} zaten oy verdi: her oyuncu yalnızca bir kez oy verir.",
    },
    "dixit.vote_missing": {
        "fr": "Il manque le vote de {name} : chaque joueur sauf le conteur vote une fois.",
        "en": "{name}'s vote is missing: every player except the storyteller votes once.",
        "tr": "{name}: oy eksik. Anlatıcı dışındaki her oyuncu bir kez oy verir.",
    },
    "dixit.wrong_storyteller": {
        "fr": "Au tour {number}, le conteur est {expected} (le joueur à gauche du conteur précédent), pas {given}.",
        "en": "In round {number} the storyteller is {expected} (the player on the previous storyteller's left), not {given}.",
        "tr": "{number}. turda anlatıcı {given} değil, {expected} olmalı (bir önceki anlatıcının solundaki oyuncu).",
    },
    "dixit.round_after_end": {
        "fr": "La partie s'est arrêtée à la fin du tour {ended}, où un joueur a atteint 30 points : le tour {number} ne peut plus être joué.",
        "en": "The game ended at the end of round {ended}, in which a player reached 30 points: round {number} cannot be played.",
        "tr": "Oyun, bir oyuncunun 30 puana ulaştığı {ended}. turun sonunda bitti: {number}. tur artık oynanamaz.",
    },
    "dixit.score_unknown_player": {
        "fr": "Points de départ donnés pour « {value} », qui n'est pas l'un des joueurs ({players}).",
        "en": "Starting points given for “{value}”, who is not one of the players ({players}).",
        "tr": "“{value}” için başlangıç puanı verilmiş ama bu ad oyuncular arasında yok ({players}).",
    },
    "dixit.score_twice": {
        "fr": "Les points de départ de {name} sont donnés deux fois.",
        "en": "{name}'s starting points are given twice.",
        "tr": "{name}: başlangıç puanı iki kez verilmiş.",
    },
    # Outcome of the storyteller's card, for one round
    "dixit.outcome.some": {"fr": "trouvée par certains", "en": "found by some", "tr": "bazıları buldu"},
    "dixit.outcome.all": {"fr": "trouvée par tous", "en": "found by all", "tr": "herkes buldu"},
    "dixit.outcome.none": {"fr": "trouvée par personne", "en": "found by nobody", "tr": "kimse bulamadı"},
    # Why one player scores what they score (short, for a table cell)
    "dixit.why.storyteller_some": {
        "fr": "conteur, carte trouvée par certains mais pas tous : 3",
        "en": "storyteller, card found by some but not all: 3",
        "tr": "anlatıcı, kartı bazıları buldu ama herkes değil: 3",
    },
    "dixit.why.storyteller_all": {
        "fr": "conteur, carte trouvée par tout le monde : 0",
        "en": "storyteller, card found by everyone: 0",
        "tr": "anlatıcı, kartı herkes buldu: 0",
    },
    "dixit.why.storyteller_none": {
        "fr": "conteur, carte trouvée par personne : 0",
        "en": "storyteller, card found by nobody: 0",
        "tr": "anlatıcı, kartı kimse bulamadı: 0",
    },
    "dixit.why.found": {
        "fr": "a trouvé la carte du conteur : 3",
        "en": "found the storyteller's card: 3",
        "tr": "anlatıcının kartını buldu: 3",
    },
    "dixit.why.missed": {
        "fr": "n'a pas trouvé la carte du conteur : 0",
        "en": "missed the storyteller's card: 0",
        "tr": "anlatıcının kartını bulamadı: 0",
    },
    "dixit.why.all_found": {
        "fr": "tout le monde a trouvé : 2",
        "en": "everyone found the card: 2",
        "tr": "kartı herkes buldu: 2",
    },
    "dixit.why.none_found": {
        "fr": "personne n'a trouvé : 2",
        "en": "nobody found the card: 2",
        "tr": "kartı kimse bulamadı: 2",
    },
    "dixit.why.votes_one": {
        "fr": "1 pour le vote reçu de {voters}",
        "en": "1 for the vote from {voters}",
        "tr": "aldığı oy için 1 ({voters})",
    },
    "dixit.why.votes_many": {
        "fr": "{count} pour les votes reçus de {voters}",
        "en": "{count} for the votes from {voters}",
        "tr": "aldığı oylar için {count} ({voters})",
    },
    # Explanation of one round
    "dixit.explain.some": {
        "fr": "La carte du conteur ({storyteller}) a été trouvée par {finders}, mais pas par tous : le conteur et chaque joueur qui l'a trouvée marquent 3 points, les autres rien pour leur vote.",
        "en": "The storyteller's card ({storyteller}) was found by {finders}, but not by everyone: the storyteller and each player who found it score 3 points, the others nothing for their vote.",
        "tr": "Anlatıcının ({storyteller}) kartını bulanlar: {finders}; ama herkes bulamadı. Anlatıcı ve kartı bulan her oyuncu 3 puan alır, diğerleri oylarından puan almaz.",
    },
    "dixit.explain.all": {
        "fr": "Tous les votants ont trouvé la carte du conteur ({storyteller}) : le conteur marque 0 point et chaque autre joueur 2.",
        "en": "Every voter found the storyteller's card ({storyteller}): the storyteller scores 0 and every other player 2.",
        "tr": "Oy verenlerin hepsi anlatıcının ({storyteller}) kartını buldu: anlatıcı 0 puan, diğer her oyuncu 2 puan alır.",
    },
    "dixit.explain.none": {
        "fr": "Personne n'a trouvé la carte du conteur ({storyteller}) : le conteur marque 0 point et chaque autre joueur 2.",
        "en": "Nobody found the storyteller's card ({storyteller}): the storyteller scores 0 and every other player 2.",
        "tr": "Anlatıcının ({storyteller}) kartını kimse bulamadı: anlatıcı 0 puan, diğer her oyuncu 2 puan alır.",
    },
    "dixit.explain.three_players": {
        "fr": "À 3 joueurs, {voters} ont chacun donné deux cartes : un vote pour l'une ou l'autre compte pour son propriétaire.",
        "en": "With 3 players, {voters} each handed in two cards: a vote for either of them counts for its owner.",
        "tr": "3 oyuncuda {voters} ikişer kart verdi: bu kartlardan birine verilen oy, kartın sahibine sayılır.",
    },
    "dixit.explain.votes_one": {
        "fr": "{name} : 1 vote reçu sur sa carte ({voters}), +1 point.",
        "en": "{name}: 1 vote on their card ({voters}), +1 point.",
        "tr": "{name}: kartına 1 oy geldi ({voters}), +1 puan.",
    },
    "dixit.explain.votes_many": {
        "fr": "{name} : {count} votes reçus sur sa carte ({voters}), +{count} points.",
        "en": "{name}: {count} votes on their card ({voters}), +{count} points.",
        "tr": "{name}: kartına {count} oy geldi ({voters}), +{count} puan.",
    },
    "dixit.explain.votes_pair": {
        "fr": "{name} : 1 vote reçu sur l'une de ses deux cartes ({voters}), +{count} point.",
        "en": "{name}: 1 vote on one of their two cards ({voters}), +{count} point.",
        "tr": "{name}: iki kartından birine 1 oy geldi ({voters}), +{count} puan.",
    },
    "dixit.explain.no_votes_received": {
        "fr": "Aucune carte des autres joueurs n'a reçu de vote : pas de point bonus.",
        "en": "No card of the other players drew a vote: no bonus points.",
        "tr": "Diğer oyuncuların kartlarına hiç oy gelmedi: bonus puan yok.",
    },
    "dixit.explain.points": {
        "fr": "Points du tour : {list}.",
        "en": "Points this round: {list}.",
        "tr": "Bu turun puanları: {list}.",
    },
    "dixit.explain.next": {
        "fr": "Prochain conteur : {name}, assis à gauche de {storyteller}.",
        "en": "Next storyteller: {name}, sitting on {storyteller}'s left.",
        "tr": "Sıradaki anlatıcı: {name} ({storyteller} adlı oyuncunun solunda oturuyor).",
    },
    # Explanation of a game
    "dixit.explain.start": {
        "fr": "Points déjà marqués au départ : {list}.",
        "en": "Points already scored at the start: {list}.",
        "tr": "Başlangıçta zaten kazanılmış puanlar: {list}.",
    },
    "dixit.explain.no_round": {
        "fr": "Aucun tour joué pour l'instant. Premier conteur : {name}.",
        "en": "No round played yet. First storyteller: {name}.",
        "tr": "Henüz tur oynanmadı. İlk anlatıcı: {name}.",
    },
    "dixit.explain.round_line": {
        "fr": "Tour {number}, conteur {storyteller}, carte {outcome} : {list}.",
        "en": "Round {number}, storyteller {storyteller}, card {outcome}: {list}.",
        "tr": "{number}. tur, anlatıcı {storyteller}, kartı {outcome}: {list}.",
    },
    "dixit.explain.totals": {
        "fr": "Totaux : {list}.",
        "en": "Totals: {list}.",
        "tr": "Toplam puanlar: {list}.",
    },
    "dixit.explain.reached": {
        "fr": "Au tour {number}, 30 points ou plus pour : {names}. La partie s'arrête à la fin de ce tour, une fois tous ses points comptés.",
        "en": "In round {number}, {names} reached 30 points or more. The game ends at the end of that round, once all its points are counted.",
        "tr": "{number}. turda 30 puana ulaşan ya da geçen: {names}. Oyun bu turun sonunda, turun bütün puanları sayıldıktan sonra biter.",
    },
    "dixit.explain.winner": {
        "fr": "{name} gagne avec {points} points.",
        "en": "{name} wins with {points} points.",
        "tr": "Kazanan: {name}, {points} puanla.",
    },
    "dixit.explain.shared": {
        "fr": "Victoire partagée entre {names}, à égalité avec {points} points.",
        "en": "Shared victory for {names}, tied on {points} points.",
        "tr": "Galibiyet paylaşılıyor: {names}, {points} puanla berabere.",
    },
    "dixit.explain.goes_on": {
        "fr": "Personne n'a encore 30 points : la partie continue. Prochain conteur : {name}.",
        "en": "Nobody has 30 points yet: the game goes on. Next storyteller: {name}.",
        "tr": "Henüz kimse 30 puana ulaşmadı: oyun sürüyor. Sıradaki anlatıcı: {name}.",
    },
}

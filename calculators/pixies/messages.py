"""Pixies sentences in French, English and Turkish (Turkish terms follow the Turkish rules booklet)."""

MESSAGES: dict[str, dict[str, str]] = {
    "colour.blue": {"fr": "bleu", "en": "blue", "tr": "mavi"},
    "colour.green": {"fr": "vert", "en": "green", "tr": "yeşil"},
    "colour.yellow": {"fr": "jaune", "en": "yellow", "tr": "sarı"},
    "colour.red": {"fr": "rouge", "en": "red", "tr": "kırmızı"},
    # The colour as an adjective of "carte" (French agrees in gender and number; "cartes bleues").
    "pixies.colour_card.blue": {"fr": "bleue", "en": "blue", "tr": "mavi"},
    "pixies.colour_card.green": {"fr": "verte", "en": "green", "tr": "yeşil"},
    "pixies.colour_card.yellow": {"fr": "jaune", "en": "yellow", "tr": "sarı"},
    "pixies.colour_card.red": {"fr": "rouge", "en": "red", "tr": "kırmızı"},
    "pixies.colour_cards.blue": {"fr": "bleues", "en": "blue", "tr": "mavi"},
    "pixies.colour_cards.green": {"fr": "vertes", "en": "green", "tr": "yeşil"},
    "pixies.colour_cards.yellow": {"fr": "jaunes", "en": "yellow", "tr": "sarı"},
    "pixies.colour_cards.red": {"fr": "rouges", "en": "red", "tr": "kırmızı"},
    "pixies.slot_short": {"fr": "case {slot}", "en": "slot {slot}", "tr": "{slot}. bölge"},
    "pixies.slots_short": {"fr": "cases {slots}", "en": "slots {slots}", "tr": "{slots}. bölgeler"},
    "pixies.list_and": {"fr": "{first} et {last}", "en": "{first} and {last}", "tr": "{first} ve {last}"},
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
        "fr": "Spirales imprimées sur les cartes visibles ({slots}) : +{points}.",
        "en": "Spirals printed on face-up cards ({slots}): +{points}.",
        "tr": "Açık kartlardaki spiraller ({slots}): +{points}.",
    },
    "pixies.explain.colour_bonus": {
        "fr": "La carte de la case {slot} donne une spirale par carte {colour} visible ({slots}) : +{points}.",
        "en": "The card on slot {slot} gives one spiral per face-up {colour} card ({slots}): +{points}.",
        "tr": "{slot}. bölgedeki kart her açık {colour} kart için bir spiral verir ({slots}): +{points}.",
    },
    "pixies.explain.crosses": {
        "fr": "Croix sur les cartes visibles ({slots}) : {points}.",
        "en": "Crosses on face-up cards ({slots}): {points}.",
        "tr": "Açık kartlardaki çarpılar ({slots}): {points}.",
    },
    "pixies.explain.zone": {
        "fr": "Plus grande zone : {size} cartes {colour} reliées par un côté ({slots}), × {per_card} en manche {round} = {points} points.",
        "en": "Largest zone: {size} {colour} cards joined by their sides ({slots}), × {per_card} in round {round} = {points} points.",
        "tr": "En büyük renk bölgesi: kenardan değen {size} {colour} kart ({slots}), {round}. rauntta × {per_card} = {points} puan.",
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
    # Grid checks (validate, and before every other action)
    "pixies.under_needs_back": {
        "fr": "Une carte cachée est soit un dos seul, soit la carte glissée sous une carte validée : ajoute « back »: true ou « validated »: true.",
        "en": "A hidden card is either a lone back or the card under a validated one: add \"back\": true or \"validated\": true.",
        "tr": "Kapalı kart ya tek başına durur ya da onaylanmış bir kartın altındadır: \"back\": true ya da \"validated\": true ekle.",
    },
    "pixies.too_many_copies": {
        "fr": "Case {slot} : ce {number} est de trop ; le jeu ne compte que {copies} cartes {number} (visibles et cachées connues comprises).",
        "en": "Slot {slot}: one {number} too many; the game has only {copies} cards numbered {number} (face-up and known hidden cards together).",
        "tr": "{slot}. bölge: bu {number} fazladan; oyunda {number} sayılı yalnız {copies} kart var (açık kartlar ve bilinen kapalı kartlar birlikte).",
    },
    "pixies.hidden_own_number": {
        "fr": "Case {slot} : un dos seul ne peut pas cacher un {number} sur la case {number}. Un deuxième {number} se glisse sous le {number} visible, et une fois le {number} validé sa case n'est plus vide.",
        "en": "Slot {slot}: a lone back cannot hide a {number} on slot {number}. A second {number} slides under the face-up {number}, and once the {number} is validated its slot is no longer empty.",
        "tr": "{slot}. bölge: tek kapalı kart {number}. bölgede bir {number} saklayamaz. İkinci {number}, açık {number} kartının altına konur; {number} onaylandıktan sonra o bölge artık boş değildir.",
    },
    "pixies.hidden_needs_validated": {
        "fr": "Case {slot} : un {number} caché ne peut être posé là que si ton {number} est déjà validé, or la case {number} ne porte pas de carte validée.",
        "en": "Slot {slot}: a hidden {number} can only lie there once your {number} is validated, but slot {number} holds no validated card.",
        "tr": "{slot}. bölge: kapalı bir {number} oraya ancak {number} kartın onaylanmışsa konabilir; oysa {number}. bölgede onaylanmış kart yok.",
    },
    "pixies.hidden_features_unknown": {
        "fr": "Case {slot} : aucune carte du jeu de base n'a exactement les caractéristiques de la carte cachée (elle ne rapporte rien de toute façon).",
        "en": "Slot {slot}: no base-game card has exactly the features of the hidden card (it scores nothing anyway).",
        "tr": "{slot}. bölge: temel oyunda kapalı kartın özelliklerine tam uyan bir kart yok (kapalı kart zaten puan getirmez).",
    },
    "pixies.validate.valid": {
        "fr": "Grille possible : {occupied} cases occupées sur 9, aucune erreur, {warnings} avertissement(s).",
        "en": "This grid can happen in a game: {occupied} of 9 slots occupied, no error, {warnings} warning(s).",
        "tr": "Bu oyun alanı gerçek bir oyunda oluşabilir: 9 bölgeden {occupied} tanesi dolu, hata yok, uyarı sayısı: {warnings}.",
    },
    "pixies.validate.invalid": {
        "fr": "Cette grille ne peut pas sortir d'une vraie partie : {errors} erreur(s), {warnings} avertissement(s), détaillés ci-dessous.",
        "en": "This grid cannot come out of a real game: {errors} error(s) and {warnings} warning(s), listed below.",
        "tr": "Bu oyun alanı gerçek bir oyunda oluşamaz: {errors} hata ve {warnings} uyarı var, aşağıda sıralandı.",
    },
    "pixies.validate.where": {
        "fr": "Case {slot} : {message}",
        "en": "Slot {slot}: {message}",
        "tr": "{slot}. bölge: {message}",
    },
    "pixies.validate.validated": {
        "fr": "Cartes validées : {slots}.",
        "en": "Validated cards: {slots}.",
        "tr": "Onaylanmış kartlar: {slots}.",
    },
    "pixies.validate.full": {
        "fr": "Les neuf cases sont occupées : la manche s'arrête dès que chacun a posé autant de cartes.",
        "en": "All nine slots are occupied: the round stops as soon as everyone has placed as many cards.",
        "tr": "Dokuz bölgenin hepsi dolu: herkes eşit sayıda kart koyunca raunt biter.",
    },
    # Placement: refusals (each names the rule)
    "pixies.place.grid_full": {
        "fr": "Tes neuf cases sont occupées : tu ne reçois plus de choix, la manche se termine dès que chacun a posé autant de cartes.",
        "en": "All nine of your slots are occupied: you get no new choice; the round ends once everyone has placed as many cards.",
        "tr": "Dokuz bölgenin hepsi dolu: artık kart seçmezsin; herkes eşit sayıda kart koyunca raunt biter.",
    },
    "pixies.place.card_in_grid": {
        "fr": "La carte {card} est déjà dans ta grille (case {other}) : chaque carte n'existe qu'une fois.",
        "en": "Card {card} is already in your grid (slot {other}): each card exists only once.",
        "tr": "{card} kartı zaten oyun alanında ({other}. bölge): her kart destede bir kez bulunur.",
    },
    "pixies.place.no_copy_left": {
        "fr": "Ta grille contient déjà les {copies} cartes {number} du jeu : il n'en reste aucune à tirer.",
        "en": "Your grid already holds all {copies} cards numbered {number} in the game: none is left to draw.",
        "tr": "Oyundaki {number} sayılı {copies} kartın hepsi zaten oyun alanında: çekilecek başka kart kalmadı.",
    },
    "pixies.place.card_features_unknown": {
        "fr": "Aucune carte du jeu de base n'a exactement ces caractéristiques ; les placements sont donnés quand même.",
        "en": "No base-game card has exactly these features; the placements are given anyway.",
        "tr": "Temel oyunda tam bu özelliklere sahip bir kart yok; yerleştirme seçenekleri yine de verildi.",
    },
    "pixies.place.face_up_own_slot": {
        "fr": "Un {number} visible se pose uniquement sur la case {number}, pas sur la case {slot} : les numéros des cases sont fixes.",
        "en": "A face-up {number} goes on slot {number} only, not on slot {slot}: the slots' numbers are fixed.",
        "tr": "Açık bir {number} yalnızca {number}. bölgeye konur, {slot}. bölgeye konmaz: bölgelerin sayıları sabittir.",
    },
    "pixies.place.no_slide_under": {
        "fr": "La case {slot} porte un {other} visible seul : rien ne se glisse dessous, sauf un deuxième {other}. Une carte cachée va sur une case entièrement vide (cases libres : {slots}).",
        "en": "Slot {slot} holds a lone face-up {other}: nothing slides under it except a second {other}. A face-down card goes on an entirely empty slot (free slots: {slots}).",
        "tr": "{slot}. bölgede tek başına açık bir {other} var: altına yalnızca ikinci bir {other} konabilir. Kapalı kart tamamen boş bir bölgeye konur (boş bölgeler: {slots}).",
    },
    "pixies.place.three_cards": {
        "fr": "La case {slot} porte déjà une carte validée (une carte visible et une cachée dessous) : on n'empile jamais trois cartes.",
        "en": "Slot {slot} already holds a validated card (a face-up card with one beneath): a slot never takes a third card.",
        "tr": "{slot}. bölgede zaten onaylanmış bir kart var (açık kart ve altında kapalı kart): bir bölgede asla üç kart olmaz.",
    },
    "pixies.place.slot_not_empty": {
        "fr": "La case {slot} porte déjà un dos : une carte cachée se pose seulement sur une case entièrement vide (cases libres : {slots}).",
        "en": "Slot {slot} already holds a back: a face-down card goes on an entirely empty slot only (free slots: {slots}).",
        "tr": "{slot}. bölgede zaten kapalı bir kart var: kapalı kart yalnızca tamamen boş bir bölgeye konur (boş bölgeler: {slots}).",
    },
    "pixies.place.must_show": {
        "fr": "Ton {number} n'est pas encore validé : la carte se pose visible sur la case {number}. Une carte ne se pose cachée seule que si son nombre est déjà validé.",
        "en": "Your {number} is not validated yet: the card goes face up on slot {number}. A card goes face down on its own only when its number is already validated.",
        "tr": "{number} kartın henüz onaylanmadı: kart {number}. bölgeye açık konur. Bir kartın tek başına kapalı konabilmesi için sayısının önceden onaylanmış olması gerekir.",
    },
    "pixies.place.must_pair": {
        "fr": "Ton {number} est visible seul sur la case {number} : le deuxième {number} le rejoint là (l'un visible, l'autre caché dessous) et le valide ; il ne va pas sur la case {slot}.",
        "en": "Your {number} lies face up alone on slot {number}: the second {number} joins it there (one face up, the other under it) and validates it; it does not go on slot {slot}.",
        "tr": "{number} kartın {number}. bölgede tek başına açık duruyor: ikinci {number} oraya gelir (biri açık, diğeri altında kapalı) ve onu onaylar; {slot}. bölgeye konmaz.",
    },
    "pixies.place.already_validated": {
        "fr": "Ton {number} est déjà validé : la nouvelle carte ne peut ni être montrée ni changer la paire ; elle se pose cachée sur une case vide.",
        "en": "Your {number} is already validated: the new card can neither be shown nor change the pair; it goes face down on an empty slot.",
        "tr": "{number} kartın zaten onaylanmış: yeni kart açık konamaz ve çifti değiştiremez; boş bir bölgeye kapalı konur.",
    },
    "pixies.place.keep_needed": {
        "fr": "Dis quel {number} reste visible : « new » (la carte prise) ou « old » (celle déjà sur la case {number}).",
        "en": "Say which {number} stays face up: \"new\" (the card you took) or \"old\" (the one already on slot {number}).",
        "tr": "Hangi {number} açık kalacak, belirt: \"new\" (yeni aldığın kart) ya da \"old\" ({number}. bölgede zaten duran kart).",
    },
    "pixies.place.keep_not_pair": {
        "fr": "Il n'y a pas de paire à former : « keep » sert seulement quand tu prends un deuxième {number} alors que le premier est visible seul.",
        "en": "There is no pair to make: \"keep\" only applies when you take a second {number} while the first one lies face up alone.",
        "tr": "Oluşturulacak bir çift yok: \"keep\" yalnızca ilk {number} tek başına açıkken ikinci bir {number} aldığında kullanılır.",
    },
    "pixies.place.keep_conflict": {
        "fr": "« keep »: « new » laisse le nouveau {number} visible, mais « face_down »: true le cache : choisis l'un des deux.",
        "en": "\"keep\": \"new\" leaves the new {number} face up, but \"face_down\": true hides it: pick one.",
        "tr": "\"keep\": \"new\" yeni {number} kartını açık bırakır, \"face_down\": true ise onu kapatır: birini seç.",
    },
    "pixies.place.slot_needed": {
        "fr": "Ton {number} est validé : dis sur quelle case vide la carte se pose cachée (cases libres : {slots}).",
        "en": "Your {number} is validated: say on which empty slot the card goes face down (free slots: {slots}).",
        "tr": "{number} kartın onaylanmış: kartı hangi boş bölgeye kapalı koyacağını belirt (boş bölgeler: {slots}).",
    },
    # Placement: the situation and each legal placement
    "pixies.place.situation.new_number": {
        "fr": "La case {number} est vide : un nombre que tu n'as pas encore se pose visible sur sa propre case.",
        "en": "Slot {number} is empty: a number you do not show yet goes face up on its own slot.",
        "tr": "{number}. bölge boş: oyun alanında henüz açık olmayan bir sayı kendi bölgesine açık konur.",
    },
    "pixies.place.situation.cover_back": {
        "fr": "La case {number} porte un dos seul : la carte le recouvre, visible, et devient aussitôt validée.",
        "en": "Slot {number} holds a lone back: the card covers it face up and is validated at once.",
        "tr": "{number}. bölgede tek kapalı kart var: kart onun üstüne açık konur ve hemen onaylanır.",
    },
    "pixies.place.situation.pair": {
        "fr": "Ton {number} est visible seul : ce deuxième {number} le valide, et tu choisis laquelle des deux cartes reste visible ({count} possibilités).",
        "en": "Your {number} lies face up alone: this second {number} validates it, and you choose which of the two cards stays face up ({count} ways).",
        "tr": "{number} kartın tek başına açık: bu ikinci {number} onu onaylar; iki karttan hangisinin açık kalacağını sen seçersin ({count} seçenek).",
    },
    "pixies.place.situation.face_down": {
        "fr": "Ton {number} est déjà validé : la carte ne change pas la paire et se pose cachée sur une case entièrement vide, jamais sous une carte visible seule ({count} possibilités : {slots}).",
        "en": "Your {number} is already validated: the card cannot change the pair and goes face down on an entirely empty slot, never under a lone face-up card ({count} ways: {slots}).",
        "tr": "{number} kartın zaten onaylanmış: kart çifti değiştiremez; tamamen boş bir bölgeye kapalı konur, asla tek açık kartın altına konmaz ({count} seçenek: {slots}).",
    },
    "pixies.place.option.new_number": {
        "fr": "Visible sur la case {slot} : il n'est pas encore validé, son chiffre ne comptera qu'avec un deuxième {number} ; ses symboles et sa couleur comptent déjà.",
        "en": "Face up on slot {slot}: not validated yet, so its number will only score once a second {number} joins it; its symbols and colour already count.",
        "tr": "Kart {slot}. bölgeye açık konur: henüz onaylanmadı, sayısı ancak ikinci bir {number} gelince puan getirir; spiralleri, çarpıları ve rengi şimdiden sayılır.",
    },
    "pixies.place.option.cover_back": {
        "fr": "Visible sur la case {slot}, par-dessus le dos qui s'y trouve : le {number} est validé tout de suite.",
        "en": "Face up on slot {slot}, on top of the back already there: the {number} is validated straight away.",
        "tr": "Kart {slot}. bölgedeki kapalı kartın üstüne açık konur: {number} hemen onaylanır.",
    },
    "pixies.place.option.pair_keep_new": {
        "fr": "Le nouveau {number} reste visible sur la case {slot} ; l'ancien se retourne et se glisse dessous : ton {number} est validé.",
        "en": "The new {number} stays face up on slot {slot}; the old one turns face down and slides under it: your {number} is validated.",
        "tr": "Yeni aldığın {number} açık kalır; {slot}. bölgedeki eski kart kapatılıp altına konur: artık onaylanmış bir {number} kartın var.",
    },
    "pixies.place.option.pair_keep_old": {
        "fr": "Le {number} déjà sur la case {slot} reste visible ; le nouveau se glisse caché dessous : ton {number} est validé.",
        "en": "The {number} already on slot {slot} stays face up; the new one slides face down under it: your {number} is validated.",
        "tr": "{slot}. bölgedeki {number} açık kalır; yeni kart kapalı olarak altına konur: artık onaylanmış bir {number} kartın var.",
    },
    "pixies.place.option.face_down": {
        "fr": "Caché sur la case vide {slot} : il ne rapporte rien lui-même, mais un {slot} pris plus tard le recouvrira et sera validé aussitôt.",
        "en": "Face down on empty slot {slot}: it scores nothing itself, but a {slot} taken later will cover it and be validated at once.",
        "tr": "Kart boş {slot}. bölgeye kapalı konur: kendisi puan getirmez, ama sonra alınacak bir {slot} üstüne konup hemen onaylanır.",
    },
    "pixies.place.face_down_hint": {
        "fr": "Une carte cachée ainsi ne rapporte rien elle-même ; le chiffre de sa case, pris plus tard, la recouvrira et sera validé aussitôt.",
        "en": "A card hidden this way scores nothing itself; the number of its slot, taken later, will cover it and be validated at once.",
        "tr": "Böyle kapalı konan kart kendisi puan getirmez; bulunduğu bölgenin sayısı sonra gelirse üstüne konur ve hemen onaylanır.",
    },
    "pixies.place.fills_grid": {
        "fr": "Tes neuf cases sont maintenant occupées : la manche se termine dès que chacun a posé autant de cartes.",
        "en": "All nine of your slots are now occupied: the round ends once everyone has placed as many cards.",
        "tr": "Dokuz bölgenin hepsi artık dolu: herkes eşit sayıda kart koyunca raunt biter.",
    },
    # Dispute: parts, verdicts and the frequent mistakes
    "pixies.part.total": {"fr": "Total", "en": "Total", "tr": "Toplam"},
    "pixies.part.numbers": {"fr": "Chiffres validés", "en": "Validated numbers", "tr": "Onaylanmış kartların sayıları"},
    "pixies.part.spirals": {"fr": "Spirales", "en": "Spirals", "tr": "Spiraller"},
    "pixies.part.colour_bonus": {"fr": "Bonus de couleur", "en": "Colour bonus", "tr": "Özel kart bonusu"},
    "pixies.part.crosses": {"fr": "Croix", "en": "Crosses", "tr": "Çarpılar"},
    "pixies.part.zone": {"fr": "Plus grande zone", "en": "Largest zone", "tr": "En büyük renk bölgesi"},
    "pixies.dispute.nothing_claimed": {
        "fr": "Indique le score que tu as compté : un total, ou une ou plusieurs parties (numbers, spirals, colour_bonus, crosses, zone).",
        "en": "Give the score you counted: a total, or one or more parts (numbers, spirals, colour_bonus, crosses, zone).",
        "tr": "Saydığın puanı gir: bir toplam ya da bir veya birkaç bölüm (numbers, spirals, colour_bonus, crosses, zone).",
    },
    "pixies.dispute.agrees": {
        "fr": "Ton décompte est juste : {total} points.",
        "en": "Your count is right: {total} points.",
        "tr": "Hesabın doğru: {total} puan.",
    },
    "pixies.dispute.differs": {
        "fr": "{item} : tu as compté {claimed}, la règle donne {computed} (écart {gap}).",
        "en": "{item}: you counted {claimed}, the rules give {computed} (off by {gap}).",
        "tr": "{item}: sen {claimed} saydın, kurallara göre {computed} (fark {gap}).",
    },
    "pixies.dispute.addition": {
        "fr": "Tes parties font {sum} en tout, pas le total {total} que tu as écrit : vérifie l'addition.",
        "en": "Your parts add up to {sum}, not the total of {total} you wrote: check the addition.",
        "tr": "Yazdığın bölümlerin toplamı {sum}, yazdığın toplam ise {total}: toplamayı kontrol et.",
    },
    "pixies.dispute.two_mistakes": {
        "fr": "Deux erreurs ensemble donnent exactement ton total ({total}) :",
        "en": "Two mistakes together give exactly your total ({total}):",
        "tr": "İki hata birlikte tam olarak senin toplamını ({total}) veriyor:",
    },
    "pixies.dispute.unexplained": {
        "fr": "Aucune erreur fréquente n'explique cet écart : recompte partie par partie avec le détail ci-dessous.",
        "en": "No frequent mistake explains this gap: recount part by part with the detail below.",
        "tr": "Bu farkı sık yapılan hataların hiçbiri açıklamıyor: aşağıdaki ayrıntıyla bölüm bölüm yeniden say.",
    },
    "pixies.mistake.lone_face_numbers": {
        "fr": "Tu as sans doute compté le chiffre de cartes visibles seules ({slots}, +{points}) : seule une carte validée rapporte son chiffre.",
        "en": "You probably counted the number of lone face-up cards ({slots}, +{points}): only a validated card scores its number.",
        "tr": "Büyük olasılıkla tek açık kartların sayısını da puanladın ({slots}, +{points}): sayı puanını yalnızca onaylanmış kartlar getirir.",
    },
    "pixies.mistake.lone_back_number": {
        "fr": "Tu as sans doute compté des dos seuls comme des cartes valant le numéro de leur case ({slots}, +{points}) : un dos seul ne rapporte rien.",
        "en": "You probably counted lone backs as cards worth their slot's number ({slots}, +{points}): a lone back scores nothing.",
        "tr": "Büyük olasılıkla tek kapalı kartları bulundukları bölgenin sayısı kadar puanladın ({slots}, +{points}): tek kapalı kart puan getirmez.",
    },
    "pixies.mistake.lone_back_in_zone": {
        "fr": "Tu as sans doute fait entrer un dos seul dans ta zone ({slots}, zone de {size} cartes) : un dos n'a pas de couleur et n'appartient à aucune zone.",
        "en": "You probably let a lone back into your zone ({slots}, a zone of {size} cards): a back has no colour and belongs to no zone.",
        "tr": "Büyük olasılıkla tek kapalı kartı renk bölgene kattın ({slots}, {size} kartlık bölge): kapalı kartın rengi yoktur, hiçbir renk bölgesine girmez.",
    },
    "pixies.mistake.symbols_validated_only": {
        "fr": "Tu as sans doute laissé de côté les symboles des cartes non validées ({slots}) : spirales, croix et bonus de couleur comptent sur toutes les cartes visibles.",
        "en": "You probably left out the symbols of cards that are not validated ({slots}): spirals, crosses and colour bonuses count on every face-up card.",
        "tr": "Büyük olasılıkla onaylanmamış kartların sembollerini saymadın ({slots}): spiral, çarpı ve özel kart bonusu bütün açık kartlarda sayılır.",
    },
    "pixies.mistake.colours_validated_only": {
        "fr": "Tu as sans doute formé ta zone avec les seules cartes validées ({size} cartes au lieu de {right}) : les cartes visibles seules comptent aussi pour les couleurs.",
        "en": "You probably built your zone from validated cards only ({size} cards instead of {right}): lone face-up cards count for colours too.",
        "tr": "Büyük olasılıkla renk bölgeni yalnızca onaylanmış kartlarla kurdun ({right} yerine {size} kart): tek açık kartlar da renk için sayılır.",
    },
    "pixies.mistake.diagonal_zone": {
        "fr": "Tu as sans doute relié des cartes par un coin : cela fait une zone de {size} cartes ({slots}), mais seules les cartes qui se touchent par un côté se relient ; ta vraie zone compte {right} cartes.",
        "en": "You probably joined cards by a corner: that makes a zone of {size} cards ({slots}), but only cards touching by a side join; your real zone has {right} cards.",
        "tr": "Büyük olasılıkla kartları köşeden (çapraz) birleştirdin: böylece {size} kartlık bir bölge çıkıyor ({slots}), ama yalnız kenardan değen kartlar birleşir; gerçek renk bölgen {right} kart.",
    },
    "pixies.mistake.two_zones_added": {
        "fr": "Tu as sans doute additionné deux zones ({sizes} cartes) : une seule zone compte, la plus grande.",
        "en": "You probably added two zones together ({sizes} cards): only one zone scores, the largest.",
        "tr": "Büyük olasılıkla iki renk bölgesini topladın ({sizes} kart): yalnızca tek bir bölge, en büyüğü sayılır.",
    },
    "pixies.mistake.all_zones_added": {
        "fr": "Tu as sans doute additionné toutes tes zones ({sizes} cartes) : seule la plus grande compte.",
        "en": "You probably added up all your zones ({sizes} cards): only the largest one scores.",
        "tr": "Büyük olasılıkla bütün renk bölgelerini topladın ({sizes} kart): yalnızca en büyüğü sayılır.",
    },
    "pixies.mistake.wrong_round": {
        "fr": "Tu as sans doute pris le barème de la manche {used} ({used_rate} points par carte de zone) au lieu de celui de la manche {round} ({rate} points par carte).",
        "en": "You probably used round {used}'s rate ({used_rate} points per zone card) instead of round {round}'s ({rate} points per card).",
        "tr": "Büyük olasılıkla renk bölgesini {round}. rauntun değeri (kart başına {rate} puan) yerine {used}. rauntun değeriyle (kart başına {used_rate} puan) hesapladın.",
    },
    "pixies.mistake.corner_copies": {
        "fr": "Tu as sans doute pris pour des points le nombre imprimé dans le coin des cartes validées ({terms}) : il dit combien de cartes de ce chiffre compte le paquet ; une carte validée rapporte son propre chiffre.",
        "en": "You probably took the count printed in the corner of validated cards for points ({terms}): it tells how many cards of that number the deck holds; a validated card scores its own number.",
        "tr": "Büyük olasılıkla onaylanmış kartların köşesindeki yazıyı puan sandın ({terms}): o yazı destede o sayıdan kaç kart olduğunu gösterir; onaylanmış kart kendi sayısı kadar puan getirir.",
    },
    "pixies.mistake.bonus_without_itself": {
        "fr": "Tu as sans doute oublié que la carte à bonus de couleur se compte elle-même ({slots}) : elle a sa couleur, elle entre dans le compte.",
        "en": "You probably forgot that a colour-bonus card counts itself ({slots}): it has that colour, so it is in the count.",
        "tr": "Büyük olasılıkla özel kartın kendini de saydığını unuttun ({slots}): o renkte olduğu için kendisi de sayılır.",
    },
    "pixies.mistake.bonus_without_multicolour": {
        "fr": "Tu as sans doute oublié les multicolores dans le bonus de couleur (bonus en {slots}, multicolores en {multicolour}) : elles ont toutes les couleurs.",
        "en": "You probably left multicolour cards out of the colour bonus (bonus on {slots}, multicolour cards on {multicolour}): they have every colour.",
        "tr": "Büyük olasılıkla özel kart bonusunda çok renkli kartları saymadın (bonus: {slots}, çok renkli: {multicolour}): çok renkli kartlar bütün renkleri taşır.",
    },
    # Round flow
    "pixies.turn.player_count": {
        "fr": "Pixies se joue de {min} à {max} joueurs.",
        "en": "Pixies is played by {min} to {max} players.",
        "tr": "Pixies {min} ile {max} oyuncu arasında oynanır.",
    },
    "pixies.turn.empty_name": {
        "fr": "Chaque joueur a besoin d'un nom.",
        "en": "Each player needs a name.",
        "tr": "Her oyuncunun bir adı olmalı.",
    },
    "pixies.turn.duplicate_player": {
        "fr": "Deux joueurs s'appellent « {player} » : donne-leur des noms différents.",
        "en": "Two players are called “{player}”: give them different names.",
        "tr": "İki oyuncunun adı “{player}”: farklı adlar ver.",
    },
    "pixies.turn.unknown_player": {
        "fr": "« {player} » n'est pas dans la liste des joueurs ({players}).",
        "en": "“{player}” is not in the list of players ({players}).",
        "tr": "“{player}” oyuncu listesinde yok ({players}).",
    },
    "pixies.turn.wrong_player": {
        "fr": "Carte {index} de l'offre : c'est à {expected} de choisir, pas à {player}.",
        "en": "Card {index} of the offer: it is {expected}'s turn to choose, not {player}'s.",
        "tr": "Turun {index}. kartı: seçme sırası {player} adlı oyuncuda değil, {expected} adlı oyuncuda.",
    },
    "pixies.turn.full_grid_no_choice": {
        "fr": "La grille de {player} est pleine : {player} ne reçoit plus de choix, et la manche est déjà finie.",
        "en": "{player}'s grid is full: {player} gets no new choice, and the round is already over.",
        "tr": "{player} adlı oyuncunun oyun alanı dolu: artık kart seçmez, raunt zaten bitti.",
    },
    "pixies.turn.round_already_over": {
        "fr": "Carte {index} : la manche était finie après la carte {after} (une grille pleine et tout le monde à égalité de poses).",
        "en": "Card {index}: the round was over after card {after} (a full grid and everyone level on cards placed).",
        "tr": "{index}. kart: raunt {after}. karttan sonra bitmişti (bir oyun alanı doluydu ve herkes eşit sayıda kart koymuştu).",
    },
    "pixies.turn.offer_exhausted": {
        "fr": "L'offre n'a que {size} cartes : pour la suivante, envoie une nouvelle demande avec {opener} comme premier joueur.",
        "en": "The offer has only {size} cards: for the next one, send a new request with {opener} as the opener.",
        "tr": "Turda yalnızca {size} kart var: sonraki tur için, başlayan oyuncu {opener} olacak şekilde yeni bir istek gönder.",
    },
    "pixies.turn.offer": {
        "fr": "{opener} révèle {size} cartes ; ordre des choix dans cette offre : {order}.",
        "en": "{opener} reveals {size} cards; order of picks in this offer: {order}.",
        "tr": "{opener} desteden {size} kart açar; bu turda seçme sırası: {order}.",
    },
    "pixies.turn.two_players": {
        "fr": "À deux, l'offre compte quatre cartes, prises à tour de rôle : chacun en prend deux ({first}, {second}, {first}, {second}).",
        "en": "With two players the offer has four cards, taken in turn: each player takes two ({first}, {second}, {first}, {second}).",
        "tr": "İki kişide turda dört kart açılır ve sırayla alınır: her oyuncu iki kart alır ({first}, {second}, {first}, {second}).",
    },
    "pixies.turn.grid_full": {
        "fr": "Grille pleine (neuf cases occupées) : {players}. La manche s'arrête dès que chacun a posé autant de cartes ; une grille pleine ne reçoit plus de choix.",
        "en": "Full grid (nine slots occupied): {players}. The round stops as soon as everyone has placed as many cards; a full grid gets no new choice.",
        "tr": "Oyun alanı dolan oyuncu: {players} (dokuz bölgenin hepsi dolu). Herkes eşit sayıda kart koyunca raunt biter; oyun alanı dolu olan artık kart seçmez.",
    },
    "pixies.turn.still_to_play": {
        "fr": "Avant la fin de la manche, jouent encore : {players}.",
        "en": "Still to play before the round ends: {players}.",
        "tr": "Raunt bitmeden önce oynayacak oyuncular: {players}.",
    },
    "pixies.turn.round_over": {
        "fr": "La manche est finie : chacun a posé autant de cartes. Cartes laissées sur la table : {left}. Comptez les points.",
        "en": "The round is over: everyone has placed as many cards. Cards left on the table: {left}. Score the grids.",
        "tr": "Raunt bitti: herkes eşit sayıda kart koydu. Masada kalan kart: {left}. Puanları hesaplayın.",
    },
    "pixies.turn.next_round": {
        "fr": "{player} a joué en dernier et commence la manche suivante, après avoir remélangé toutes les cartes ; les grilles repartent vides.",
        "en": "{player} played last and starts the next round, once all the cards are shuffled together again; grids start empty.",
        "tr": "Son hamleyi {player} yaptı; bütün kartlar yeniden karıştırıldıktan sonra yeni raundu o başlatır, oyun alanları boş başlar.",
    },
    "pixies.turn.game_over": {
        "fr": "C'était la manche 3 : additionnez les trois scores ; le plus grand total gagne, les meilleurs totaux égaux partagent la victoire.",
        "en": "That was round 3: add up the three round scores; the highest total wins, and equal best totals share the victory.",
        "tr": "3. raunt da bitti: üç raundun puanlarını toplayın; en yüksek toplam kazanır, eşitlikte galibiyet paylaşılır.",
    },
    "pixies.turn.new_offer": {
        "fr": "Tout le monde a pris sa part de cette offre : {player}, qui a pris la dernière carte, révèle {size} nouvelles cartes et choisit en premier.",
        "en": "Everyone has had their share of this offer: {player}, who took the last card, reveals {size} new cards and picks first.",
        "tr": "Bu turdaki kartların hepsi alındı: son kartı alan {player} desteden {size} yeni kart açar ve ilk seçen o olur.",
    },
    "pixies.turn.next": {
        "fr": "{player} choisit maintenant (carte {index} sur {size} de l'offre).",
        "en": "{player} chooses now (card {index} of {size} in the offer).",
        "tr": "Şimdi {player} seçer (turun {size} kartından {index}. kart).",
    },
    "pixies.turn.next_offer_opener": {
        "fr": "{player} prendra la dernière carte de l'offre et ouvrira la suivante.",
        "en": "{player} will take the offer's last card and open the next offer.",
        "tr": "Turun son kartını {player} alacak ve sonraki turu o başlatacak.",
    },
    # Score sheet of a whole game
    "pixies.sheet.no_scores": {
        "fr": "Aucun score pour l'instant : saisis le score de manche de chaque joueur, ou reprends-le du calculateur de grille.",
        "en": "No score yet: type each player's round score, or take it from the grid calculator.",
        "tr": "Henüz puan yok: her oyuncunun raunt puanını yaz ya da oyun alanı hesaplayıcısından al.",
    },
    "pixies.sheet.missing": {
        "fr": "Manche {round} : pas encore de score pour {players}.",
        "en": "Round {round}: no score yet for {players}.",
        "tr": "{round}. raunt: {players} için henüz puan yok.",
    },
    "pixies.sheet.leader": {
        "fr": "Pour l'instant, {player} mène avec {total} points.",
        "en": "So far, {player} leads with {total} points.",
        "tr": "Şu ana kadar {player} {total} puanla önde.",
    },
    "pixies.sheet.level": {
        "fr": "Pour l'instant, {players} sont à égalité en tête avec {total} points.",
        "en": "So far, {players} are level at the top with {total} points.",
        "tr": "Şu ana kadar {players} {total} puanla birlikte önde.",
    },
    "pixies.sheet.winner": {
        "fr": "Partie finie : {player} gagne avec {total} points.",
        "en": "Game over: {player} wins with {total} points.",
        "tr": "Oyun bitti: {player} {total} puanla kazandı.",
    },
    "pixies.sheet.shared": {
        "fr": "Partie finie : {players} ont le même meilleur total ({total} points) et partagent la victoire.",
        "en": "Game over: {players} have the same best total ({total} points) and share the victory.",
        "tr": "Oyun bitti: en yüksek toplam eşit ({total} puan); {players} galibiyeti paylaşıyor.",
    },
    "pixies.sheet.started_by": {
        "fr": "Manche {round} : commencée par {player}.",
        "en": "Round {round}: started by {player}.",
        "tr": "{round}. raundu {player} başlattı.",
    },
    "pixies.sheet.starter_rule": {
        "fr": "La manche {round} commence par la personne qui a posé la dernière carte de la manche {previous}, une fois toutes les cartes remélangées.",
        "en": "Round {round} is started by whoever placed the last card of round {previous}, once all the cards are shuffled together again.",
        "tr": "{round}. raundu, {previous}. rauntta son kartı koyan oyuncu başlatır; önce bütün kartlar yeniden karıştırılır.",
    },
}

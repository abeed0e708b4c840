"""Français : le vocabulaire de la belote (fournir, monter, couper, surcouper, pisser)."""

SUITS = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
_RANKS = {"7": "le sept", "8": "le huit", "9": "le neuf", "T": "le dix", "J": "le valet",
          "Q": "la dame", "K": "le roi", "A": "l'as"}


def card_name(card: str) -> str:
    return f"{_RANKS[card[0]]} de {SUITS[card[1]]}"


_PLAY = "le joueur {seat} ne peut pas jouer {card} : "
_CALL = "le joueur {seat} ne peut pas annoncer {call} : "

MESSAGES = {
    # Baloot (bidding baloot_auction)
    "baloot_hokum_turned_suit": _CALL + "au premier tour, le Hokum est dans la couleur de la carte retournée, {kind:suit}",
    "baloot_hokum_other_suit": _CALL + "au second tour, le Hokum est dans une autre couleur que celle de la carte retournée, {kind:suit}",
    "baloot_answer_call": _CALL + "à un Hokum en attente on répond passe, Sun ou Ashkal",
    "baloot_confirm_call": _CALL + "le demandeur confirme son Hokum ({kind:suit}) ou passe au Sun",
    "baloot_eldest_only_on_ace": _CALL + "sur un As retourné, seul le premier à parler peut répondre Sun ou Ashkal à un Hokum",
    "baloot_ashkal_seat": _CALL + "seuls le troisième et le quatrième à parler peuvent annoncer Ashkal",
    "baloot_ashkal_on_ace": _CALL + "pas d'Ashkal sur un As retourné",
    "baloot_ashkal_own_hokum": _CALL + "un Ashkal sur un Hokum en attente ne vient que de l'autre équipe",
    "baloot_window_call": _CALL + "la fenêtre de priorité ne permet que Sun ou passe",
    "baloot_no_doubling_yet": _CALL + "rien n'est encore acheté à contrer",
    "baloot_raise_expected": _CALL + "la surenchère ne permet que {expected} ou passe",
    "baloot_raise_lock": _CALL + "annoncez {expected} ouvert (open) ou fermé (closed)",
    "baloot_raise_plain": _CALL + "annoncez {expected} sans ouvert ni fermé",
    "baloot_lock_call": _CALL + "l'acheteur dit ouvert (open) ou fermé (closed)",
    "closed_no_trump_lead": "le joueur {seat} ne peut pas entamer {card} : le Hokum est fermé, on n'entame pas atout ({trump:suit}) tant qu'on a une autre couleur",
    "baloot_receiver": "le receveur est le preneur, le joueur {taker}, ou son partenaire après un Ashkal (un Sun)",
    "baloot_sun_multiplier": "un Sun n'est contré qu'une fois : multiplicateur 1 ou 2",
    "baloot_level_not_allowed": "le multiplicateur {multiplier:json} n'est pas un niveau de doubling_levels de ces règles",
    "baloot_closed_contract": "seul un Hokum contré (x2, x3 ou x4) peut être fermé",
    "baloot_gahwa_score": "une gahwa marque 0 à 0 (wins_match), ou 152 à l'équipe {team} (flat_152)",
    "baloot_belote_in_sun": "un Sun n'a pas de baloot : belote vaut 0 en Sun",
    "baloot_projects_impossible": "aucun ensemble de projets ne vaut cela : une équipe marque des sommes de 20, 50, 100 et 200 abnat",
    # le jeu de la carte
    "not_held": _PLAY + "il n'a pas {card:card}",
    "must_follow": _PLAY + "il doit fournir à {suit:suit}",
    "must_beat": _PLAY + "il doit monter sur {best:card}",
    "must_trump": _PLAY + "il doit couper (atout {trump:suit}) : il n'a plus de {led:suit}",
    "must_overtrump": _PLAY + "il doit surcouper {master:card} (monter à l'atout)",
    "must_undertrump": _PLAY + ("il doit pisser : jouer un atout ({trump:suit}), même plus "
                                "petit que {master:card}"),
    "card_elsewhere": _PLAY + ("cette carte est ailleurs (dans une main connue, une levée, "
                               "le talon, ou c'est la retourne du preneur)"),
    "contradicts_earlier_play": _PLAY + ("s'il l'avait, il n'aurait pas pu jouer {earlier} "
                                         "à la levée {trick}"),
    "not_your_turn": "ce n'est pas au joueur {asked} de jouer, mais au joueur {seat}",
    "no_consistent_deal": "aucune donne ne correspond à cet état : les mains cachées ne "
                          "peuvent pas tenir les cartes restantes avec les coupes qu'elles "
                          "ont montrées",
    "hand_unknown": "la main du joueur {seat}, qui doit jouer, est inconnue",
    "card_during_auction": "les enchères ne sont pas finies : annoncez, ne jouez pas de carte",
    "call_during_play": "les enchères sont finies : jouez une carte",
    "deal_over": "aucune action n'est possible : la donne est finie",
    "deal_thrown_in": "aucune action n'est possible : tout le monde a passé, la donne est "
                      "à refaire",
    # les enchères
    "auction_over": "impossible d'annoncer {call} : les enchères sont finies",
    "take_not_allowed": _CALL + "la couleur de la retourne n'est pas autorisée",
    "round_one_take_or_pass": _CALL + "au premier tour, on ne peut que prendre ou passer",
    "dealer_must_name": _CALL + "au second tour, le donneur doit nommer une couleur",
    "round_two_name_or_pass": _CALL + "au second tour, on ne peut que nommer une couleur "
                                      "ou passer",
    "round_two_other_suit": _CALL + ("au second tour, il faut nommer une autre couleur que "
                                     "celle de la retourne"),
    "kind_not_allowed": _CALL + "{kind} n'est pas un contrat de ces règles",
    "nothing_to_double": _CALL + "il n'y a aucune enchère à contrer",
    "double_own_bid": _CALL + "seul un adversaire du preneur peut contrer",
    "already_doubled": _CALL + "l'enchère est déjà contrée",
    "redouble_undoubled": _CALL + "on ne peut surcontrer qu'une enchère contrée",
    "redouble_by_opponent": _CALL + "seule l'équipe du preneur peut surcontrer",
    "bid_after_double": _CALL + "aucune enchère ne peut suivre une coinche",
    "bid_too_low": _CALL + "une enchère doit dépasser {bid}",
    "bid_above_ceiling": _CALL + "les enchères montent jusqu'à {ceiling} dans ces règles, "
                         "puis capot",
    "bid_rank_too_low": _CALL + "une enchère doit être au-dessus de {kind}",
    "wrong_auction_family": "{call:json} n'est pas une annonce des enchères {bidding}",
    # l'état de la donne
    "card_in_two_places": "{card} est à deux endroits : {first} et {second}",
    "card_twice_in_hand": "{card} figure deux fois dans cette main",
    "hand_size": "le joueur {seat} a {held} cartes ; il devrait en avoir {expected}",
    "stock_size": "le talon a {held} cartes ; il devrait en avoir {expected}",
    "turn_up_missing": "la retourne est nécessaire ici",
    "no_turn_up": "les enchères {bidding} n'ont pas de retourne",
    "turn_up_with_taker": "{card} a été retournée : c'est donc le preneur, le joueur "
                          "{taker}, qui l'a",
    "card_before_contract": "aucune carte n'est jouée avant que le contrat soit connu",
    "stock_not_dealt": "on ne joue qu'une fois la donne complétée : le talon doit être vide",
    "cards_after_last_trick": "le joueur {seat} a encore des cartes après la huitième levée",
    "contract_mismatch": "le contrat ne correspond pas aux enchères",
    "auction_not_over": "le contrat ne correspond pas aux enchères, qui ne sont pas finies",
    "trick_incomplete": "seule la dernière levée peut être incomplète",
    "trick_empty": "seule la dernière levée peut être vide",
    "too_many_tricks": "une donne compte huit levées",
    "contract_kind_not_allowed": "{kind} n'est pas un contrat de ces règles",
    "taker_missing": "une donne jouée nomme son preneur (taker) dans ces règles",
    "bid_missing": "un contrat aux enchères a une valeur (bid)",
    "contract_bid_above_ceiling": "l'enchère {bid} dépasse le plafond de ces règles "
                                  "(bid_ceiling), {ceiling}",
    "bid_not_allowed": "les contrats {bidding} n'ont pas de valeur (bid)",
    "never_doubled": "un contrat pris ou passé n'est jamais contré",
    "declaration_hand_size": "le joueur {seat} a {held} cartes ; on annonce avec 8 cartes",
    "analysis_too_costly": ("cette analyse demande plus que les {max_work} cartes qu'une "
                            "table à quatre jeux ouverts ou une revue peut essayer"),
    # le score
    "deal_not_complete": "une donne se compte une fois ses huit levées jouées",
    "thrown_in": ("la donne a été passée, il n'y a rien à compter : envoyez "
                  '{{"dealer": {dealer}, "outcome": "thrown_in"}} à /v1/matches/score'),
    "tricks_total": "tricks_won doit faire 8 au total, pas {total}",
    "card_points_total": "card_points doit faire {expected} dans ce contrat (dix de der à "
                         "part), pas {total}",
    "points_without_trick": "l'équipe {team} n'a fait aucune levée, donc aucun point",
    "last_without_trick": "l'équipe {team} n'a fait aucune levée, donc pas la dernière",
    "declarations_not_allowed": "ce contrat n'admet aucune annonce sauf la belote",
    "declarations_impossible": "aucune combinaison d'annonces ne vaut cela : une équipe "
                               "marque des sommes de 20, 50, 100, 150 et 200, au plus 550",
    "declarations_both_teams": "seule l'équipe qui a la meilleure annonce marque ses annonces",
    "belote_impossible": "la belote d'une équipe vaut 20 par roi-dame d'atout, au plus {cap} "
                         "à {kind}",
    # la partie
    "match_over": "la partie s'est terminée avec {item} ; aucun résultat ne peut suivre",
    "wrong_dealer": "c'est le joueur {expected} qui donne cette main, pas le joueur {dealer}",
    "never_thrown_in": "avec ces règles le donneur doit toujours nommer l'atout : aucune "
                       "donne n'est passée",
    "outcome_not_in_ruleset": "{preset} n'a pas de {outcome}",
    "nothing_held_over": "une main {outcome} ne met rien en réserve",
    # les règles
    "target_out_of_range": "target doit aller de {low} à {high} pour {preset}",
    "family_change": "bidding ne peut pas changer la famille de {preset} : choisissez le "
                     "préréglage de la famille voulue",
    "contradicts_family": "{field} {value:json} contredit les enchères {bidding}",
    "dealer_must_name_needs_take_or_pass": "dealer_must_name_in_round_two exige les "
                                           "enchères take_or_pass",
    "success_tie_mismatch": "success at_least va avec tie takers_make, et more_than avec "
                            "un litige",
    # la famille du jass (Klaverjas, Bela)
    "must_not_undertrump": _PLAY + ("il ne peut pas sous-couper {master:card} en gardant une "
                                    "autre carte"),
    "must_name_trump": _CALL + "ce joueur doit nommer un atout",
    "no_talon": "les enchères {bidding} n'ont pas de talon",
    "talon_size": "le talon du joueur {seat} a {held} cartes ; il devrait en avoir {expected}",
    "belot_not_played": "le joueur {seat} avait un belot : la donne ne se joue pas",
    "roem_impossible": ("l'équipe {team} ne peut pas gagner {roem} de roem en {tricks} plis : "
                        "au plus 200 par pli, par dizaines"),
    "rules_contradiction": "{first} contredit {second}",
    # requêtes illisibles
    "invalid_request": "{reason}",
    "impossible_state": "{reason}",
    "illegal_action": "{reason}",
    "not_a_card": "ce n'est pas une carte : écrivez le rang puis la couleur, comme JH, TS "
                  "ou 10S",
    "not_a_call": "ce n'est pas une annonce : pass, take, coinche, surcoinche, contre, "
                  'recontre, ou un objet {{"suit"}}, {{"bid", "kind"}} ou {{"bid"}}',
    "unknown_field": "champ inconnu {field:json}",
    "record_seed_mismatch": "la graine ne distribue pas ce {field} de la donne enregistrée",
    "object_expected": "un objet JSON est attendu",
    "missing_field": "champ obligatoire manquant",
    "null_not_allowed": "ce champ ne peut pas être null",
    "integer_expected": "un entier de {low} à {high} est attendu",
    "seed_expected": "une graine est attendue : un entier de {low} à {high} ou une chaîne "
                     "d'au plus {max_length} caractères",
    "one_of_expected": "une de ces valeurs est attendue : {choices:list}",
    "distinct_choices_expected": "une liste non vide de valeurs distinctes est attendue, "
                                 "parmi : {choices:list}",
    "list_expected": "une liste d'au plus {max} éléments est attendue",
    "list_length_expected": "une liste d'exactement {length} éléments est attendue",
    "pair_expected": "une liste de deux entiers est attendue, celui de l'équipe 0 puis celui "
                     "de l'équipe 1",
    "boolean_expected": "true ou false est attendu",
    "not_an_action": "une annonce (pass, take, coinche, …) ou une carte comme JH est attendue",
    "empty_body": "le corps de la requête est vide : envoyez un objet JSON",
    "not_utf8": "le corps n'est pas en UTF-8 : octet invalide à la position {offset}",
    "malformed_json": "JSON mal formé : lecture arrêtée ligne {line}, colonne {column}",
    "duplicate_key": "la clé {key} apparaît deux fois dans un même objet",
    "not_a_json_number": "{value} n'est pas un nombre JSON",
    "number_too_large": "un nombre du document JSON est trop grand",
    "nesting_too_deep": "le document JSON est imbriqué trop profondément",
    "not_a_bid": 'une enchère est une de ces valeurs : {bids:list} (enchères à points), ou '
                 "un type de contrat : {kinds:list} (bulgare)",
    # HTTP
    "not_found": "il n'y a rien à cette adresse (toutes les routes sont listées sur /docs)",
    "method_not_allowed": "cette adresse ne répond pas à cette méthode : voir l'en-tête Allow",
    "body_too_large": "le corps de la requête est trop gros",
    "unsupported_media_type": "envoyez le corps en JSON avec 'Content-Type: "
                              "application/json'",
    "unauthorized": "une clé d'API valide est requise (en-tête X-API-Key)",
    "rate_limited": "trop de requêtes : réessayez dans {retry_after} s (en-tête Retry-After)",
    "too_many_key_failures": "trop de clés erronées depuis cette adresse ou vers ce service : "
                             "une clé erronée est refusée, réessayez dans {retry_after} s "
                             "(en-tête Retry-After) ; une bonne clé passe toujours",
    "rate_limit_store_unavailable": "les limites de débit ne peuvent pas être comptées pour "
                                    "l'instant, et le service refuse les requêtes en attendant "
                                    ": réessayez dans {retry_after} s",
    "metrics_unauthorized": "les métriques demandent la clé des métriques (en-tête "
                            "Authorization: Bearer)",
    "batch_too_costly": "ce lot coûterait {work} unités de travail, plus que les {max_work} "
                        "permises (une sous-requête compte 10, chaque main d'une partie 1, chaque "
                        "milliseconde du budget d'un conseil 300, une table double mort 30000, "
                        "chaque carte d'une revue 600) : "
                        "divisez-le",
    "not_ready": "le service démarre ou s'arrête : réessayez dans un instant",
    "internal_error": "le serveur n'a pas pu répondre ; l'erreur est enregistrée",
    # tables scellées
    "text_expected": "une chaîne d'au plus {max_length} caractères est attendue",
    "table_token_invalid": "le jeton de table est illisible : il ne vient pas de ce service, "
                           "ou il a été modifié",
    "table_key_unknown": "la table a été scellée avec la clé {kid}, que ce service n'a pas : "
                         "celle d'un autre serveur, ou une clé retirée",
    "seat_key_invalid": "cette clé de place n'est celle d'aucune place de cette table",
    "seat_secret_invalid": "ce secret n'est pas celui de l'engagement de la place {seat} à "
                           "cette table (ou les places de cette table ont des clés de place)",
    "seat_is_bot": "la place {seat} est un robot ({level}) : le serveur la joue, personne ne "
                   "regarde ni ne joue pour elle",
    "table_finished": "la partie de cette table est finie (après {deals} donnes) : on n'y joue "
                      "plus rien",
    "relay_proof_invalid": "ce n'est pas la preuve du relais pour que la place {seat} fasse "
                           "cela sur ce jeton : à une table avec un relais, une place ne joue "
                           "qu'avec la preuve du relais",
    "dealer_not_allowed": "une table de {players} joueurs tire son premier donneur des "
                          "contributions de toutes les places : on ne le choisit pas",
    "reveals_pending": "la première donne n'est distribuée qu'une fois toutes les places "
                       "révélées : les places {seats:list} ne l'ont pas fait",
    "seat_revealed": "la place {seat} s'est déjà révélée à cette table",
    "table_dealt": "la première donne de cette table est déjà distribuée : le relais la "
                   "distribue une fois, après la dernière révélation",
    "table_too_large": "l'état de la table dépasserait les {max_bytes} octets que tient un jeton",
    "secret_expected": "un secret de place est attendu : une chaîne de {min_length} à "
                       "{max_length} caractères",
    "commitment_expected": "un engagement est attendu : le SHA-256 du secret de la place, 64 "
                           "chiffres hexadécimaux en minuscules",
    "seat_expected": "une place est attendue : {{\"commitment\"}} pour un joueur, ou "
                     "{{\"bot\"}} pour une place que joue le serveur ({levels:list})",
    "seat_player_expected": "au moins une place doit être celle d'un joueur (un engagement) : le "
                            "serveur ne joue pas une table de robots seuls",
    "seat_credentials_conflict": "envoyez seat_key (table d'un serveur de confiance) ou seat et "
                                 "secret (table dont les places apportent leur secret), pas les deux",
    # refused by the server itself
    "request_timeout": "le corps de la requête n'est pas arrivé à temps ; la connexion est fermée",
    "uri_too_long": "la ligne de requête est plus longue que ce que le serveur lit",
    "headers_too_large": "la requête a plus de champs d'en-tête, ou de plus longs, que ce que "
                         "le serveur lit",
    "expectation_failed": "l'en-tête Expect demande autre chose que 100-continue",
    "transfer_coding_not_implemented": "ce Transfer-Encoding n'est pas pris en charge",
    "http_version_not_supported": "seuls HTTP/1.1 et HTTP/1.0 sont pris en charge",
    # the bounds on hints
    "hints_busy": "les {places} places pour des conseils de ce processus sont prises : "
                  "réessayez dans {retry_after} s",
    "too_many_hints": "ce client a déjà {limit} conseils en cours ou en attente, le maximum : "
                      "attendez qu'un se termine",
    "hint_timeout": "le conseil n'a pas abouti en {seconds} s et a été arrêté : réessayez dans "
                    "{retry_after} s, ou avec un budget_ms plus petit",
    "hint_cancelled": "le client a fermé sa connexion avant la fin du conseil : la recherche a "
                      "été arrêtée",
}

TITLES = {
    "urn:atout:problem:invalid-request": "Requête invalide",
    "urn:atout:problem:impossible-state": "État impossible",
    "urn:atout:problem:illegal-action": "Action interdite",
    400: "Requête invalide", 401: "Non autorisé", 403: "Interdit", 404: "Introuvable",
    405: "Méthode non autorisée", 413: "Requête trop grosse",
    415: "Type de contenu non pris en charge",
    429: "Trop de requêtes", 500: "Erreur interne du serveur", 503: "Service indisponible",
    408: "Délai dépassé", 414: "Requête trop longue", 417: "Attente non satisfaite",
    431: "En-têtes trop gros", 501: "Non implémenté", 505: "Version HTTP non prise en charge",
}


def DETAIL_AT(message: str, pointer: str) -> str:  # noqa: N802 - a constant of every catalog
    return f"{message} (à {pointer or 'la racine'})"


def MORE(more: int | None, listed: int) -> str:  # noqa: N802
    if more is None:
        return f", et d'autres problèmes (errors liste les {listed} premiers)"
    return f", et {more} autre{'s' if more > 1 else ''} problème{'s' if more > 1 else ''}"


def SUGGEST(message: str, quoted: list[str]) -> str:  # noqa: N802 - did_you_mean's names, each as JSON text
    names = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} ou {quoted[-1]}"
    return f"{message} ; vouliez-vous dire {names} ?"

"""Български: речникът на белота (да отговори на боята, да цака, да надцака, коз)."""

SUITS = {"S": "пика", "H": "купа", "D": "каро", "C": "спатия"}
_RANKS = {"7": "седмица", "8": "осмица", "9": "деветка", "T": "десетка", "J": "вале",
          "Q": "дама", "K": "поп", "A": "асо"}


def card_name(card: str) -> str:
    return f"{_RANKS[card[0]]} {SUITS[card[1]]}"


_PLAY = "играч {seat} не може да играе {card}: "
_CALL = "играч {seat} не може да обяви {call}: "

MESSAGES = {
    # Балот (обявяване baloot_auction)
    "baloot_hokum_turned_suit": _CALL + "в първия кръг Хокум е в боята на обърнатата карта, {kind:suit}",
    "baloot_hokum_other_suit": _CALL + "във втория кръг Хокум е в боя, различна от тази на обърнатата карта, {kind:suit}",
    "baloot_answer_call": _CALL + "на чакащ Хокум се отговаря с пас, Сън или Ашкал",
    "baloot_confirm_call": _CALL + "обявилият потвърждава своя Хокум ({kind:suit}) или минава на Сън",
    "baloot_eldest_only_on_ace": _CALL + "при обърнат асо само първият говорещ може да отговори на Хокум със Сън или Ашкал",
    "baloot_ashkal_seat": _CALL + "само третият и четвъртият говорещ могат да обявят Ашкал",
    "baloot_ashkal_on_ace": _CALL + "няма Ашкал при обърнат асо",
    "baloot_ashkal_own_hokum": _CALL + "Ашкал над чакащ Хокум идва само от другия отбор",
    "baloot_window_call": _CALL + "прозорецът за предимство позволява само Сън или пас",
    "baloot_no_doubling_yet": _CALL + "още нищо не е купено, за да се контрира",
    "baloot_raise_expected": _CALL + "при контрирането е позволено само {expected} или пас",
    "baloot_raise_lock": _CALL + "кажете {expected} отворено (open) или затворено (closed)",
    "baloot_raise_plain": _CALL + "кажете {expected} без отворено или затворено",
    "baloot_lock_call": _CALL + "купувачът казва отворено (open) или затворено (closed)",
    "closed_no_trump_lead": "играч {seat} не може да изведе {card}: Хокумът е затворен, коз ({trump:suit}) не се извежда, докато има друга боя",
    "baloot_receiver": "получателят е купувачът, играч {taker}, или партньорът му след Ашкал (Сън)",
    "baloot_sun_multiplier": "Сън се контрира най-много веднъж: множител 1 или 2",
    "baloot_level_not_allowed": "множителят {multiplier:json} не е ниво от doubling_levels на тези правила",
    "baloot_closed_contract": "само контриран Хокум (x2, x3 или x4) може да е затворен",
    "baloot_gahwa_score": "гахуа носи 0 на 0 (wins_match) или 152 за отбор {team} (flat_152)",
    "baloot_belote_in_sun": "Сън няма балот: belote е 0 при Сън",
    "baloot_projects_impossible": "никой набор от проекти не струва толкова: отборът печели суми от 20, 50, 100 и 200 абната",
    # игра на картите
    "not_held": _PLAY + "няма {card:card}",
    "must_follow": _PLAY + "трябва да отговори на боята ({suit:suit})",
    "must_beat": _PLAY + "трябва да качи над {best:card}",
    "must_trump": _PLAY + "трябва да цака с коз ({trump:suit}): няма {led:suit}",
    "must_overtrump": _PLAY + "трябва да надцака {master:card}",
    "must_undertrump": _PLAY + "трябва да играе коз ({trump:suit}), дори по-нисък от "
                               "{master:card}",
    "card_elsewhere": _PLAY + ("картата е другаде (в известна ръка, във взятка, в "
                               "тестето или е обърнатата карта на взелия)"),
    "contradicts_earlier_play": _PLAY + "ако я държеше, не би могъл да играе {earlier} във "
                                        "взятка {trick}",
    "not_your_turn": "играч {asked} не е на ход: на ход е играч {seat}",
    "no_consistent_deal": "никое раздаване не отговаря на това състояние: скритите ръце не "
                          "могат да държат останалите карти с боите, в които вече са "
                          "показали, че нямат",
    "hand_unknown": "ръката на играч {seat}, който е на ход, не е известна",
    "card_during_auction": "обявяването не е приключило: обявете, не играйте карта",
    "call_during_play": "обявяването е приключило: играйте карта",
    "deal_over": "не е възможен ход: раздаването е приключило",
    "deal_thrown_in": "не е възможен ход: всички казаха пас и се раздава отново",
    # обявяване
    "auction_over": "{call} не може да се обяви: обявяването е приключило",
    "take_not_allowed": _CALL + "боята на обърнатата карта не е разрешена",
    "round_one_take_or_pass": _CALL + "в първия кръг може само да се вземе или да се каже пас",
    "dealer_must_name": _CALL + "във втория кръг раздаващият трябва да обяви боя",
    "round_two_name_or_pass": _CALL + "във втория кръг може само да се обяви боя или пас",
    "round_two_other_suit": _CALL + "във втория кръг се обявява боя, различна от тази на "
                                    "обърнатата карта",
    "kind_not_allowed": _CALL + "{kind} не е игра по тези правила",
    "nothing_to_double": _CALL + "няма обява, която да се контрира",
    "double_own_bid": _CALL + "само противник на обявилия може да контрира",
    "already_doubled": _CALL + "обявата вече е контрирана",
    "redouble_undoubled": _CALL + "само контрирана обява може да се реконтрира",
    "redouble_by_opponent": _CALL + "само отборът на обявилия може да реконтрира",
    "bid_after_double": _CALL + "след контра не може да има нова обява",
    "bid_too_low": _CALL + "обявата трябва да е по-висока от {bid}",
    "bid_above_ceiling": _CALL + "обявите стигат до {ceiling} по тези правила, после капо",
    "bid_rank_too_low": _CALL + "обявата трябва да е над {kind}",
    "wrong_auction_family": "{call:json} не е обява при обявяване {bidding}",
    # състояние на раздаването
    "card_in_two_places": "{card} е на две места: {first} и {second}",
    "card_twice_in_hand": "{card} е два пъти в тази ръка",
    "hand_size": "играч {seat} държи {held} карти; трябва да държи {expected}",
    "stock_size": "в тестето има {held} карти; трябва да има {expected}",
    "turn_up_missing": "тук е нужна обърнатата карта",
    "no_turn_up": "при обявяване {bidding} няма обърната карта",
    "turn_up_with_taker": "{card} е обърнатата карта, значи я държи взелият, играч {taker}",
    "card_before_contract": "не се играе карта, преди играта да е известна",
    "stock_not_dealt": "карти се играят едва след дораздаване: тестето трябва да е празно",
    "cards_after_last_trick": "играч {seat} още държи карти след осмата взятка",
    "contract_mismatch": "играта не съответства на обявяването",
    "auction_not_over": "играта не съответства на обявяването, което не е приключило",
    "trick_incomplete": "само последната взятка може да е непълна",
    "trick_empty": "само последната взятка може да е празна",
    "too_many_tricks": "раздаването има осем взятки",
    "contract_kind_not_allowed": "{kind} не е игра по тези правила",
    "taker_missing": "изиграна ръка с тези правила посочва играча, взел играта (taker)",
    "bid_missing": "игра с обявяване на точки има стойност (bid)",
    "contract_bid_above_ceiling": "обявата {bid} е над тавана на тези правила "
                                  "(bid_ceiling), {ceiling}",
    "bid_not_allowed": "игрите при обявяване {bidding} нямат стойност (bid)",
    "never_doubled": "игра „вземи или пас“ никога не се контрира",
    "declaration_hand_size": "играч {seat} държи {held} карти; анонси се правят с 8 карти",
    "analysis_too_costly": ("този анализ изисква повече от {max_work} карти, колкото може да "
                            "пробва една таблица с открити карти или един преглед"),
    # точкуване
    "deal_not_complete": "раздаването се брои, след като са изиграни осемте взятки",
    "thrown_in": ("всички казаха пас, няма какво да се брои: изпратете "
                  '{{"dealer": {dealer}, "outcome": "thrown_in"}} на /v1/matches/score'),
    "tricks_total": "tricks_won трябва да е общо 8, а не {total}",
    "card_points_total": "card_points трябва да е общо {expected} при тази игра (без "
                         "последната взятка), а не {total}",
    "points_without_trick": "отбор {team} не е взел нито една взятка, значи няма точки от карти",
    "last_without_trick": "отбор {team} не е взел нито една взятка, значи не и последната",
    "declarations_not_allowed": "тази игра не допуска анонси освен белот",
    "declarations_impossible": "никакви анонси не дават толкова: отбор записва суми от 20, "
                               "50, 100, 150 и 200, най-много 550",
    "declarations_both_teams": "анонси записва само отборът с по-силния анонс",
    "belote_impossible": "белотът на отбор е 20 за всеки поп и дама коз, най-много {cap} "
                         "при {kind}",
    # играта до край
    "match_over": "играта приключи с {item}; не може да следва друг резултат",
    "wrong_dealer": "това раздаване го раздава играч {expected}, а не играч {dealer}",
    "never_thrown_in": "по тези правила раздаващият винаги обявява коз, така че раздаване "
                       "не се хвърля",
    "outcome_not_in_ruleset": "{preset} няма {outcome}",
    "nothing_held_over": "раздаване {outcome} не оставя точки за после",
    # правила
    "target_out_of_range": "target трябва да е от {low} до {high} за {preset}",
    "family_change": "bidding не може да смени семейството на {preset}: изберете правилата "
                     "на семейството, което искате",
    "contradicts_family": "{field} {value:json} противоречи на обявяване {bidding}",
    "dealer_must_name_needs_take_or_pass": "dealer_must_name_in_round_two изисква "
                                           "обявяване take_or_pass",
    "success_tie_mismatch": "success at_least върви с tie takers_make, а more_than с "
                            "висяща игра (litige)",
    # семейството на джаса (Klaverjas, Bela)
    "must_not_undertrump": _PLAY + ("не може да играе по-нисък коз от {master:card}, докато "
                                    "държи друга карта"),
    "must_name_trump": _CALL + "този играч трябва да обяви коз",
    "no_talon": "при обявяване {bidding} няма талон",
    "talon_size": "талонът на играч {seat} има {held} карти; трябва да има {expected}",
    "belot_not_played": "играч {seat} държи белот: ръката не се играе",
    "roem_impossible": ("отбор {team} не може да вземе {roem} роем в {tricks} взятки: "
                        "най-много 200 на взятка, в десетици"),
    "rules_contradiction": "{first} противоречи на {second}",
    # нечетими заявки
    "invalid_request": "{reason}",
    "impossible_state": "{reason}",
    "illegal_action": "{reason}",
    "not_a_card": "това не е карта: пишете ранг и после боя, например JH, TS или 10S",
    "not_a_call": "това не е обява: pass, take, coinche, surcoinche, contre, recontre или "
                  'обект {{"suit"}}, {{"bid", "kind"}} или {{"bid"}}',
    "unknown_field": "непознато поле {field:json}",
    "record_seed_mismatch": "семето не раздава това поле {field} от записа на раздаването",
    "object_expected": "очаква се JSON обект",
    "missing_field": "липсва задължително поле",
    "null_not_allowed": "полето не може да е null",
    "integer_expected": "очаква се цяло число от {low} до {high}",
    "seed_expected": "очаква се начално число (seed): цяло число от {low} до {high} или низ с "
                     "най-много {max_length} знака",
    "one_of_expected": "очаква се една от стойностите: {choices:list}",
    "distinct_choices_expected": "очаква се непразен списък от различни стойности измежду: "
                                 "{choices:list}",
    "list_expected": "очаква се списък с най-много {max} елемента",
    "list_length_expected": "очаква се списък с точно {length} елемента",
    "pair_expected": "очаква се списък от две цели числа, първо на отбор 0, после на отбор 1",
    "boolean_expected": "очаква се true или false",
    "not_an_action": "очаква се обява (pass, take, coinche, …) или карта, например JH",
    "empty_body": "тялото на заявката е празно: изпратете JSON обект",
    "not_utf8": "тялото не е в UTF-8: невалиден байт на позиция {offset}",
    "malformed_json": "невалиден JSON: четенето спря на ред {line}, колона {column}",
    "duplicate_key": "ключът {key} се среща два пъти в един обект",
    "not_a_json_number": "{value} не е JSON число",
    "number_too_large": "число в JSON документа е твърде голямо",
    "nesting_too_deep": "JSON документът е вложен твърде дълбоко",
    "not_a_bid": "обявата е една от {bids:list} (обявяване на точки) или вид игра: "
                 "{kinds:list} (българско обявяване)",
    # HTTP
    "not_found": "на този адрес няма нищо (всички адреси са изброени на /docs)",
    "method_not_allowed": "този адрес не приема този метод: вижте заглавката Allow",
    "body_too_large": "тялото на заявката е твърде голямо",
    "unsupported_media_type": "изпратете тялото като JSON с 'Content-Type: application/json'",
    "unauthorized": "нужен е валиден API ключ (заглавка X-API-Key)",
    "rate_limited": "твърде много заявки: опитайте отново след {retry_after} s (заглавка "
                    "Retry-After)",
    "too_many_key_failures": "твърде много грешни ключове от този адрес или към тази услуга: "
                             "грешен ключ се отказва, опитайте отново след {retry_after} s "
                             "(заглавка Retry-After); верният ключ винаги минава",
    "rate_limit_store_unavailable": "ограниченията на заявките не могат да се отчитат в "
                                    "момента и услугата отказва заявки дотогава: опитайте "
                                    "отново след {retry_after} s",
    "metrics_unauthorized": "метриките изискват ключа за метрики (заглавка Authorization: "
                            "Bearer)",
    "batch_too_costly": "тази партида би струвала {work} единици работа, повече от "
                        "позволените {max_work} (подзаявка струва 10, всяко раздаване от игра "
                        "1, всяка милисекунда от бюджета на подсказка 300, таблица при открити "
                        "карти 30000, всяка карта от преглед 600): разделете я",
    "not_ready": "услугата се стартира или спира: опитайте отново след малко",
    "internal_error": "сървърът не успя да отговори; грешката е записана",
    # запечатани маси
    "text_expected": "очаква се низ от най-много {max_length} знака",
    "table_token_invalid": "жетонът на масата не може да се прочете: не е от тази услуга "
                           "или е променен",
    "table_key_unknown": "масата е запечатана с ключа {kid}, който тази услуга няма: ключ "
                         "на друг сървър или оттеглен ключ",
    "seat_key_invalid": "този ключ на място не е ключ на нито едно място на тази маса",
    "seat_secret_invalid": "тази тайна не е тайната на ангажимента на място {seat} на тази "
                           "маса (или местата на масата имат ключове на място)",
    "seat_is_bot": "място {seat} е бот ({level}): сървърът го играе, никой не гледа и не играе "
                   "вместо него",
    "table_finished": "партията на тази маса е приключила (след {deals} раздавания): на нея "
                      "вече не се играе",
    "relay_proof_invalid": "това не е доказателството на релето, че място {seat} прави това "
                           "на този жетон: на маса с реле място играе само с доказателството "
                           "на релето",
    "dealer_not_allowed": "маса с {players} играчи тегли първия раздаващ от приноса на всички "
                          "места: той не се избира",
    "reveals_pending": "първото раздаване се раздава, едва когато всички места са разкрили "
                       "приноса си: местата {seats:list} още не са",
    "seat_revealed": "място {seat} вече е разкрило приноса си на тази маса",
    "table_dealt": "първото раздаване на тази маса вече е раздадено: релето го раздава "
                   "веднъж, след последното разкриване",
    "table_too_large": "състоянието на масата би надхвърлило {max_bytes} байта, които побира "
                       "един жетон",
    "secret_expected": "очаква се тайна на място: низ от {min_length} до {max_length} знака",
    "commitment_expected": "очаква се ангажимент: SHA-256 на тайната на мястото, 64 малки "
                           "шестнадесетични цифри",
    "seat_expected": "очаква се място: {{\"commitment\"}} за играч или {{\"bot\"}} за място, "
                     "което играе сървърът ({levels:list})",
    "seat_player_expected": "поне едно място трябва да е на играч (ангажимент): сървърът не "
                            "играе маса само от ботове",
    "seat_credentials_conflict": "изпратете seat_key (маса на доверен сървър) или seat и secret "
                                 "(маса, чиито места носят своя тайна), не и двете",
    # refused by the server itself
    "request_timeout": "тялото на заявката не пристигна навреме; връзката е затворена",
    "uri_too_long": "редът на заявката е по-дълъг, отколкото сървърът чете",
    "headers_too_large": "заявката има повече или по-дълги заглавки, отколкото сървърът чете",
    "expectation_failed": "заглавката Expect иска нещо различно от 100-continue",
    "transfer_coding_not_implemented": "този Transfer-Encoding не се поддържа",
    "http_version_not_supported": "поддържат се само HTTP/1.1 и HTTP/1.0",
    # the bounds on hints
    "hints_busy": "всичките {places} места за подсказки на този процес са заети: опитайте "
                  "отново след {retry_after} s",
    "too_many_hints": "този клиент вече има {limit} подсказки в ход или в очакване, "
                      "колкото най-много може: изчакайте някоя да приключи",
    "hint_timeout": "подсказката не приключи за {seconds} s и беше спряна: опитайте отново "
                    "след {retry_after} s или с по-малък budget_ms",
    "hint_cancelled": "клиентът затвори връзката преди края на подсказката: търсенето е "
                      "спряно",
}

TITLES = {
    "urn:atout:problem:invalid-request": "Невалидна заявка",
    "urn:atout:problem:impossible-state": "Невъзможно състояние",
    "urn:atout:problem:illegal-action": "Непозволен ход",
    400: "Невалидна заявка", 401: "Неоторизиран достъп", 403: "Забранено", 404: "Не е намерено",
    405: "Методът не е позволен", 413: "Заявката е твърде голяма",
    415: "Неподдържан тип съдържание", 429: "Твърде много заявки",
    500: "Вътрешна грешка на сървъра", 503: "Услугата е недостъпна",
    408: "Времето изтече", 414: "Заявката е твърде дълга", 417: "Очакването не е изпълнено",
    431: "Заглавките са твърде големи", 501: "Не е реализирано",
    505: "Версията на HTTP не се поддържа",
}


def DETAIL_AT(message: str, pointer: str) -> str:  # noqa: N802 - a constant of every catalog
    return f"{message} (при {pointer or 'корена'})"


def MORE(more: int | None, listed: int) -> str:  # noqa: N802
    if more is None:
        return f", и още проблеми (errors изброява първите {listed})"
    return f", и още {more} проблем{'а' if more > 1 else ''}"


def SUGGEST(message: str, quoted: list[str]) -> str:  # noqa: N802 - did_you_mean's names, each as JSON text
    names = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} или {quoted[-1]}"
    return f"{message}; може би имахте предвид {names}?"

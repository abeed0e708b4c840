"""Request bodies the tests share."""

MID_DEAL = {  # the spec's example: seat 1 knows its own hand and asks what it may play
    "rules": "classic",
    "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH",
    "auction": ["take"],
    "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}

TRICK = {"rules": "classic", "contract": {"taker": 0, "kind": "S"}, "leader": 1,
         "cards": ["AH", "7S", "TH", "KH"]}

DECLARATIONS = {
    "rules": "classic", "contract": {"taker": 0, "kind": "H"}, "dealer": 3,
    "hands": [["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
              ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
              ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
              ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]],
}

SUMMARY = {"rules": "classic", "contract": {"taker": 0, "kind": "H"}, "tricks_won": [5, 3],
           "card_points": [90, 62], "last_trick": 0, "declarations": [20, 0],
           "belote": [0, 20]}

COMPLETE_DEAL = {
    "rules": "classic", "dealer": 3, "turn_up": "KD", "auction": ["take"],
    "tricks": [["9C", "QC", "AC", "KC"], ["TC", "8C", "AD", "JC"], ["KD", "7C", "JD", "QD"],
               ["TD", "AH", "8D", "KH"], ["9D", "QH", "7D", "TH"], ["8H", "JH", "KS", "9H"],
               ["AS", "9S", "JS", "7S"], ["QS", "8S", "TS", "7H"]],
}

MATCH = {"rules": "litige", "hands": [
    {"dealer": 0, "taker": 1, "outcome": "litige", "score": [81, 0], "held_over": 81},
    {"dealer": 1, "outcome": "thrown_in"},
    {"dealer": 2, "taker": 3, "outcome": "dedans", "score": [162, 0]},
]}

DEAL = {"rules": "classic", "dealer": 0, "seed": 7}

# One valid body per engine-backed endpoint.
BODIES = {
    "/v1/legal-moves": MID_DEAL,
    "/v1/play": {"state": MID_DEAL, "action": "QD"},
    "/v1/tricks/resolve": TRICK,
    "/v1/declarations": DECLARATIONS,
    "/v1/hands/score": SUMMARY,
    "/v1/matches/score": MATCH,
    "/v1/deals": DEAL,
}

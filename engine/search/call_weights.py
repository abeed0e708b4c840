"""The bidding model of the point auctions (``engine.search.call_model``),
written by ``bench/calibrate_calls.py --deals 500 --level club --seed calibrate``:
per preset, the weights of ``call_model.FEATURES``, the residual quantile added for a
bid made in ``MAKE_RATE`` of deals, the residuals' spread and the contracts fitted."""

FEATURES = ('one', 'trumps', 'trump_jack', 'trump_nine', 'trump_ace', 'trump_ten', 'outside_aces', 'outside_tens', 'outside_kings', 'short_suits', 'declared')

MODELS = {
    'coinche': {"weights": [27.46, 16.47, 22.7, 17.04, 13.22, 0.55, 18.58, 6.8, 1.41, -5.32, 1.08], "margin": -28.6, "spread": 45.9, "contracts": 750},
    'contree': {"weights": [30.88, 15.01, 19.73, 11.65, 7.05, -0.06, 14.89, 4.22, 2.5, -1.93, 0.98], "margin": -21.3, "spread": 35.5, "contracts": 750},
    'pilotta': {"weights": [27.79, 11.64, 29.71, 11.49, 12.14, 9.78, 14.78, 4.94, -0.02, 1.02, 1.03], "margin": -24.5, "spread": 39.9, "contracts": 750},
    'bazar-blot': {"weights": [33.76, 10.36, 26.94, 13.17, 9.66, 6.97, 15.08, 3.44, 4.13, 0.98, 1.11], "margin": -23.6, "spread": 40.2, "contracts": 750},
}

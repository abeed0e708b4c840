"""Values of positions: the double-dummy solver and its optional C core (``_native``), the
roem search, sampling of hidden hands, rule-of-thumb playouts, advice (hints), call values
and analysis (the double-dummy table, reviews).

Imports ``engine.deal`` and ``engine.rules``, never the other way.
"""

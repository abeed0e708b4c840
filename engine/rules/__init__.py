"""The game and nothing else: cards and point tables, the ruleset record and its presets,
the auction families, legal cards and the trick's winner, declarations, roem, the hand's
score and the match's.

Nothing here searches or reads a deal document: ``engine.deal`` builds on these rules,
``engine.search`` on both.
"""

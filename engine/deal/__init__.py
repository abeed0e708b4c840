"""One deal's document and its life: reading and checking a state (``state``), applying an
action (``game``), dealing from a seed (``dealing``) and deal records (``records``).

Imports ``engine.rules`` only. The facade's function ``engine.deal`` (a seeded deal) is not
this package: reach its modules as ``from engine.deal.state import Deal``.
"""

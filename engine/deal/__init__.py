"""One deal's document and its life: reading and checking a state (``state``), applying an
action (``game``) and the typed events it makes (``events``), dealing from a seed
(``dealing``) and deal records (``records``).

Imports ``engine.rules`` only. Its public face is ``engine.Game`` (engine/game.py).
"""

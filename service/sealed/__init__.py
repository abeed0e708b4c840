"""Sealed tables: the server deals and nobody else sees the hands, yet it keeps nothing.

The whole table (hands, stock, history, match so far, the deal's secret seed) travels in a
table token that the server encrypts and authenticates (``tokens``) with keys of a setting
(``keys``); each seat proves itself with a seat key derived from the server's key, the table
id and the seat. ``table`` moves a table on through the engine and writes what one seat may
see; ``service/views/sealed.py`` serves it under ``/v1/sealed/``.
"""

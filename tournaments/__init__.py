"""Tournaments: Swiss pairings (FIDE Dutch system), round-robins, standings and TRF files.

A pure package: no I/O besides the command line reading the file it is given, no asyncio and
no Discord, so the bot, the console and the command line share one tested engine.
"""

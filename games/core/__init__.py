"""Machinery shared by every engine, written once: geometry, notation, position strings,
the engine base class with its lenient move parser, automatic passes and views."""

### The languages Gamut speaks, as the service names them.

# Refused when a server's language setting names a language Gamut does not have; $asked is
# what was asked for, $languages lists those it has.
languages-unknown = Gamut does not speak { $asked }: choose one of { $languages }, or the server's default.

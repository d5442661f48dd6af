### Die Sprachen von Gamut. Die Kommentare stehen in en/languages.ftl.

languages-unknown = Gamut spricht { $asked } nicht: Wähle eine von { $languages } oder den Standard des Servers.

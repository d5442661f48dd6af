### Beim Start von Gamut (python -m bot): was liest, wer Gamut startet, wenn eine Einstellung
### oder die Umgebung nicht stimmt. Namen der Einstellungen (GAMUT_DATABASE) und ihre Werte
### bleiben, wie sie getippt werden.

startup-refused = { $name } muss { $what } sein, nicht { $raw } (siehe .env.example).
startup-a-number = eine Zahl
startup-a-finite-number = eine endliche Zahl
startup-a-whole-number = eine ganze Zahl
startup-zero-or-more = null oder mehr
startup-positive = positiv
startup-at-most = höchstens { $maximum }
startup-with-shard-count = zusammen mit GAMUT_SHARD_COUNT gesetzt
startup-shard-ids = Shard-Nummern von 0 bis { $last } wie 0,1 oder 0-3 (jede einmal)
startup-server-id = eine Server-ID (Ziffern)
startup-host = eine IP-Adresse oder ein Hostname
startup-either = { $first } oder { $last }
startup-one-of = eine von { $choices }
startup-token = DISCORD_TOKEN muss das Bot-Token sein, wie es aus dem Entwicklerportal kopiert wurde: ein Wort ohne Leerzeichen (siehe .env.example).
startup-env-file = Die Einstellungsdatei { $path } ist nicht lesbar ({ $reason }); korrigiere oder entferne sie.
startup-board-dir-not-folder = GAMUT_BOARD_DIR ist { $path }, und das ist kein Ordner; setze GAMUT_BOARD_DIR auf einen Ordner, in den die Konsole Brettbilder schreiben darf (siehe .env.example).
startup-stdin-closed = Die Standardeingabe ist geschlossen: Die Konsole braucht ein Terminal oder ein Skript ({ $example }).
startup-stdout-closed = Die Standardausgabe ist geschlossen: Die Konsole kann nirgends hinschreiben.
startup-web-url = eine http://- oder https://-Adresse wie https://gamut.example.org
startup-web-secret = Schlüssel mit 16 oder mehr Zeichen, durch Kommas getrennt

startup-metrics-port = Auf GAMUT_METRICS_HOST:GAMUT_METRICS_PORT { $address } kann nicht gelauscht werden ({ $reason }); wähle einen anderen Port.

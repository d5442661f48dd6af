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
startup-database = { $setting }={ $path }: { $problem }. { $remedy }
startup-database-is-folder = das ist ein Ordner, keine Datenbankdatei
startup-database-blocked-by-file = sein Ordner kann nicht angelegt werden, weil { $file } eine Datei ist, kein Ordner
startup-database-folder-uncreatable = sein Ordner { $folder } kann nicht angelegt werden ({ $reason })
startup-database-folder-read-only = der Ordner { $folder } ist für diesen Prozess schreibgeschützt, und SQLite muss { $name }-wal und { $name }-shm neben der Datenbank anlegen
startup-database-file-no-access = dieser Prozess darf { $file } nicht lesen und schreiben
startup-database-other-program = das ist eine SQLite-Datenbank eines anderen Programms (Tabellen { $tables }), keine von Gamut
startup-database-damaged-check = { $more ->
    [0] die Datei ist beschädigt (quick_check von SQLite: { $problems })
   *[other] die Datei ist beschädigt (quick_check von SQLite: { $problems }; und { $more } weitere)
}
startup-database-locked = ein anderer Prozess hielt ihre Schreibsperre die ganze Wartezeit über (eine andere Gamut-Instanz oder ein Werkzeug wie die sqlite3-Shell, mit derselben Datei)
startup-database-unreachable = sie ist nicht erreichbar ({ $reason })
startup-database-not-gamut = diese Datei ist keine Gamut-Datenbank (SQLite: { $reason })
startup-database-damaged = die Datei ist beschädigt (SQLite: { $reason })
startup-database-cannot-write = dieser Prozess kann nicht in sie schreiben (SQLite: { $reason })
startup-database-disk-full = der Datenträger ist voll (SQLite: { $reason })
startup-database-sqlite-cannot = SQLite kann sie nicht verwenden ({ $reason })
startup-database-too-new = sie hat die Schemaversion { $current }, dieses Gamut kennt aber nur Versionen bis { $known }; sie wurde von einer neueren Version geschrieben
startup-database-pg-other-tables = diese Datenbank enthält die Tabellen eines anderen Programms ({ $tables }), nicht die von Gamut
startup-database-pg-no-answer = der PostgreSQL-Server hat nicht geantwortet ({ $reason })
startup-database-pg-locked = eine andere Verbindung hielt eine Sperre, die Gamut braucht, die ganze Wartezeit über (ein anderer Gamut-Prozess, der die Datenbank migriert, oder eine lange Transaktion)
startup-database-pg-missing = die Datenbank existiert nicht (PostgreSQL: { $reason })
startup-database-pg-login = der Server hat die Anmeldung abgelehnt (PostgreSQL: { $reason })
startup-database-pg-no-writes = diese Anmeldung darf die Tabellen von Gamut nicht anlegen oder ändern (PostgreSQL: { $reason })
startup-database-pg-unreachable = der PostgreSQL-Server ist nicht erreichbar ({ $reason })
startup-database-pg-bad-url = das ist keine brauchbare PostgreSQL-URL ({ $reason })
startup-database-pg-cannot = PostgreSQL kann sie nicht verwenden ({ $reason })
startup-database-remedy-file-inside = Lass { $setting } auf eine Datei darin zeigen, z. B. { $example }.
startup-database-remedy-move-file = Lass { $setting } auf einen Pfad in einem Ordner zeigen, oder räum { $file } beiseite.
startup-database-remedy-create-folder = Leg den Ordner selbst an, oder lass { $setting } auf einen Ort zeigen, an dem der Benutzer des Bots schreiben darf.
startup-database-remedy-read-only = Gib dem Benutzer des Bots Schreibrechte (und entferne ein Immutable-Flag: chattr -i), oder lass { $setting } auf einen beschreibbaren Ort zeigen.
startup-database-remedy-check-access = Prüfe, ob die Datei und ihr Ordner existieren und der Benutzer des Bots beide lesen und schreiben darf, oder lass { $setting } auf einen anderen Ort zeigen.
startup-database-remedy-not-gamut = Lass { $setting } auf die Gamut-Datenbank zeigen, oder räum diese Datei beiseite, damit eine neue angelegt wird.
startup-database-remedy-corrupt = Halte den Bot an, kopiere deine letzte Sicherung über { $path } und lösche eventuelle { $name }-wal und { $name }-shm daneben, dann starte neu; als letzter Ausweg rette das Lesbare mit `sqlite3 { $path } .recover | sqlite3 recovered.sqlite3` und lass { $setting } auf recovered.sqlite3 zeigen.
startup-database-remedy-stop-other = Beende das andere Programm oder warte, bis es fertig ist, dann starte neu.
startup-database-remedy-free-space = Schaffe Platz, dann starte neu.
startup-database-remedy-upgrade = Aktualisiere Gamut, statt sie mit dieser Version zu öffnen (nichts wurde geändert).
startup-database-remedy-pg-unreachable = Starte den Server, oder korrigiere Host, Port oder Socket-Ordner (host=...) in { $setting }.
startup-database-remedy-pg-not-gamut = Lass { $setting } auf eine leere Datenbank für Gamut (createdb gamut) oder auf die von Gamut zeigen; nichts wurde geändert.
startup-database-remedy-wait = Warte, bis sie fertig ist, dann starte neu.
startup-database-remedy-pg-create = Leg sie an (createdb NAME als PostgreSQL-Superuser), oder korrigiere { $setting }.
startup-database-remedy-pg-login = Prüfe Benutzer und Passwort in { $setting } und die pg_hba.conf des Servers.
startup-database-remedy-pg-owner = Mach die Rolle zur Eigentümerin der Datenbank (oder verbinde dich mit dem Primärserver, nicht mit einem schreibgeschützten Standby), oder lass { $setting } auf eine zeigen, in die sie schreiben darf.
startup-database-remedy-pg-url = Schreib sie als postgresql://BENUTZER:PASSWORT@HOST:PORT/DATENBANK in { $setting }.
startup-database-remedy-check = Prüfe { $setting }.

### Al arrancar Gamut (python -m bot): lo que lee quien lo arranca si un ajuste o el entorno
### está mal. Los nombres de los ajustes (GAMUT_DATABASE) y sus valores no se traducen.

startup-refused = { $name } debe ser { $what }, no { $raw } (consulta .env.example).
startup-a-number = un número
startup-a-finite-number = un número finito
startup-a-whole-number = un número entero
startup-zero-or-more = cero o más
startup-positive = positivo
startup-at-most = como mucho { $maximum }
startup-with-shard-count = indicado junto con GAMUT_SHARD_COUNT
startup-shard-ids = números de shard del 0 al { $last }, como 0,1 o 0-3 (cada uno una vez)
startup-server-id = un ID de servidor (cifras)
startup-host = una dirección IP o un nombre de host
startup-either = { $first } o { $last }
startup-one-of = uno de estos: { $choices }
startup-token = DISCORD_TOKEN debe ser el token del bot tal como se copia del portal de desarrolladores: una sola palabra, sin espacios (consulta .env.example).
startup-env-file = No se puede leer el archivo de ajustes { $path } ({ $reason }); corrígelo o bórralo.
startup-board-dir-not-folder = GAMUT_BOARD_DIR es { $path }, que no es una carpeta; pon en GAMUT_BOARD_DIR una carpeta donde la consola pueda guardar las imágenes de los tableros (consulta .env.example).
startup-stdin-closed = La entrada estándar está cerrada: la consola necesita un terminal o un guion ({ $example }).
startup-stdout-closed = La salida estándar está cerrada: la consola no tiene dónde escribir.
startup-web-url = una dirección http:// o https:// como https://gamut.example.org
startup-web-secret = claves de 16 caracteres o más, separadas por comas

startup-metrics-port = No se puede escuchar en GAMUT_METRICS_HOST:GAMUT_METRICS_PORT { $address } ({ $reason }); elige otro puerto.
startup-database = { $setting }={ $path }: { $problem }. { $remedy }
startup-database-is-folder = es una carpeta, no un archivo de base de datos
startup-database-blocked-by-file = no se puede crear su carpeta porque { $file } es un archivo, no una carpeta
startup-database-folder-uncreatable = no se puede crear su carpeta { $folder } ({ $reason })
startup-database-folder-read-only = la carpeta { $folder } es de solo lectura para este proceso, y SQLite tiene que crear { $name }-wal y { $name }-shm junto a la base de datos
startup-database-file-no-access = este proceso no puede leer ni escribir { $file }
startup-database-other-program = es una base de datos SQLite de otro programa (tablas { $tables }), no de Gamut
startup-database-damaged-check = { $more ->
    [0] el archivo está dañado (quick_check de SQLite: { $problems })
   *[other] el archivo está dañado (quick_check de SQLite: { $problems }; y { $more } más)
}
startup-database-locked = otro proceso ha retenido su bloqueo de escritura durante todo el tiempo de espera (otra instancia de Gamut, o una herramienta como la consola sqlite3, con el mismo archivo)
startup-database-unreachable = no se puede acceder a ella ({ $reason })
startup-database-not-gamut = este archivo no es una base de datos de Gamut (SQLite: { $reason })
startup-database-damaged = el archivo está dañado (SQLite: { $reason })
startup-database-cannot-write = este proceso no puede escribir en ella (SQLite: { $reason })
startup-database-disk-full = el disco está lleno (SQLite: { $reason })
startup-database-sqlite-cannot = SQLite no puede usarla ({ $reason })
startup-database-too-new = está en la versión de esquema { $current }, pero este Gamut solo conoce hasta la { $known }; la escribió una versión más reciente
startup-database-pg-other-tables = esta base de datos contiene tablas de otro programa ({ $tables }), no las de Gamut
startup-database-pg-no-answer = el servidor PostgreSQL no ha respondido ({ $reason })
startup-database-pg-locked = otra conexión ha retenido un bloqueo que Gamut necesita durante todo el tiempo de espera (otro proceso de Gamut migrando la base de datos, o una transacción larga)
startup-database-pg-missing = la base de datos no existe (PostgreSQL: { $reason })
startup-database-pg-login = el servidor ha rechazado el inicio de sesión (PostgreSQL: { $reason })
startup-database-pg-no-writes = este usuario no puede crear ni modificar las tablas de Gamut (PostgreSQL: { $reason })
startup-database-pg-unreachable = no se puede conectar con el servidor PostgreSQL ({ $reason })
startup-database-pg-bad-url = no es una URL de PostgreSQL utilizable ({ $reason })
startup-database-pg-cannot = PostgreSQL no puede usarla ({ $reason })
startup-database-remedy-file-inside = Haz que { $setting } apunte a un archivo dentro de ella, p. ej. { $example }.
startup-database-remedy-move-file = Haz que { $setting } apunte a una ruta dentro de una carpeta, o aparta { $file }.
startup-database-remedy-create-folder = Crea tú la carpeta, o haz que { $setting } apunte a un lugar donde el usuario del bot pueda escribir.
startup-database-remedy-read-only = Da permiso de escritura al usuario del bot (y quita la marca de inmutable: chattr -i), o haz que { $setting } apunte a un lugar con escritura.
startup-database-remedy-check-access = Comprueba que el archivo y su carpeta existen y que el usuario del bot puede leer y escribir en ambos, o haz que { $setting } apunte a otro lugar.
startup-database-remedy-not-gamut = Haz que { $setting } apunte a la base de datos de Gamut, o aparta este archivo para que se cree uno nuevo.
startup-database-remedy-corrupt = Detén el bot, copia tu última copia de seguridad sobre { $path } y borra los { $name }-wal y { $name }-shm que haya a su lado; luego vuelve a arrancar. Como último recurso, rescata lo legible con `sqlite3 { $path } .recover | sqlite3 recovered.sqlite3` y haz que { $setting } apunte a recovered.sqlite3.
startup-database-remedy-stop-other = Detén el otro programa o espera a que termine, y vuelve a arrancar.
startup-database-remedy-free-space = Libera espacio y vuelve a arrancar.
startup-database-remedy-upgrade = Actualiza Gamut en lugar de abrirla con esta versión (no se ha cambiado nada).
startup-database-remedy-pg-unreachable = Arranca el servidor, o corrige el host, el puerto o la carpeta del socket (host=...) en { $setting }.
startup-database-remedy-pg-not-gamut = Haz que { $setting } apunte a una base de datos vacía para Gamut (createdb gamut) o a la de Gamut; no se ha cambiado nada.
startup-database-remedy-wait = Espera a que termine y vuelve a arrancar.
startup-database-remedy-pg-create = Créala (createdb NOMBRE como superusuario de PostgreSQL), o corrige { $setting }.
startup-database-remedy-pg-login = Comprueba el usuario y la contraseña en { $setting }, y el pg_hba.conf del servidor.
startup-database-remedy-pg-owner = Haz al rol propietario de la base de datos (o conéctate al primario, no a una réplica de solo lectura), o haz que { $setting } apunte a una en la que pueda escribir.
startup-database-remedy-pg-url = Escríbela como postgresql://USUARIO:CONTRASEÑA@HOST:PUERTO/BASE en { $setting }.
startup-database-remedy-check = Revisa { $setting }.

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

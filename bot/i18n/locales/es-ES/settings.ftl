### Los ajustes de un servidor (/gamut-settings).

settings-outside-server = Los ajustes se cambian para un servidor, desde dentro de él.

settings-not-manager = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes.

settings-mode-refused = El modo es thread (un hilo por partida) o channel (en el canal), no { $mode }.

settings-web-refused = La opción web es public (pública) o private (privada), no { $web }.
settings-limits-outside-server = Los límites se fijan para un servidor, desde dentro de él.

settings-limits-not-manager = Solo los miembros con el permiso Gestionar servidor pueden cambiar sus límites.

settings-limits-unknown = Los límites son { $limits }, no { $key }.

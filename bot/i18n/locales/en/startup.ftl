### Starting Gamut (python -m bot): what the person starting it reads when a setting or the
### environment is wrong, before the console or the Discord bot runs. Setting names
### (GAMUT_DATABASE) and their values stay as they are typed; .env.example is a file's name.

# A setting with a wrong value: $name is the setting, $what what it must be (one of the startup-... phrases below), $raw the value given.
startup-refused = { $name } must be { $what }, not { $raw } (see .env.example).

# What a setting must be (inside startup-refused).
startup-a-number = a number

# What a setting must be (inside startup-refused).
startup-a-finite-number = a finite number

# What a setting must be (inside startup-refused).
startup-a-whole-number = a whole number

# What a setting must be (inside startup-refused).
startup-zero-or-more = zero or more

# What a setting must be (inside startup-refused).
startup-positive = positive

# What a setting must be (inside startup-refused): $maximum is a number.
startup-at-most = at most { $maximum }

# What GAMUT_SHARD_IDS must be when GAMUT_SHARD_COUNT is missing (inside startup-refused).
startup-with-shard-count = set together with GAMUT_SHARD_COUNT

# What GAMUT_SHARD_IDS must be (inside startup-refused): $last is the highest shard number.
startup-shard-ids = shard numbers from 0 to { $last } such as 0,1 or 0-3 (each once)

# What DEV_GUILD_ID must be (inside startup-refused).
startup-server-id = a server id (digits)

# What GAMUT_METRICS_HOST must be (inside startup-refused).
startup-host = an IP address or a host name

# The values a setting takes (inside startup-refused): $first is all but the last, separated by commas.
startup-either = { $first } or { $last }

# The languages GAMUT_LANGUAGE takes (inside startup-refused): $choices are their codes.
startup-one-of = one of { $choices }

# DISCORD_TOKEN with spaces or invisible characters in it.
startup-token = DISCORD_TOKEN must be the bot token as copied from the developer portal: one word without spaces (see .env.example).

# The .env file cannot be read: $reason is the system's (English).
startup-env-file = The settings file { $path } cannot be read ({ $reason }); fix or remove it.

# GAMUT_BOARD_DIR names a file.
startup-board-dir-not-folder = GAMUT_BOARD_DIR is { $path }, which is not a folder; set GAMUT_BOARD_DIR to a folder the console may write board images to (see .env.example).

# The console started with its standard input closed: $example is how a script is given to it.
startup-stdin-closed = Standard input is closed: the console needs a terminal or a script ({ $example }).

# The console started with its standard output closed.
startup-stdout-closed = Standard output is closed: the console has nowhere to write.

# What GAMUT_WEB_URL takes (inside startup-refused).
startup-web-url = an http:// or https:// address such as https://gamut.example.org

# What GAMUT_WEB_SECRET takes (inside startup-refused).
startup-web-secret = keys of 16 characters or more, separated by commas

# Starting Gamut with the metrics server on an address it cannot listen on: $address is host:port as configured, $reason the system's own words (left in English).
startup-metrics-port = GAMUT_METRICS_HOST:GAMUT_METRICS_PORT { $address } cannot be listened on ({ $reason }); choose another port.

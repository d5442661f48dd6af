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

## The database the console is started on cannot be used (storage's check when it opens it:
## bot/startup.py). One line, then the console does not start. $setting is the setting's
## name (GAMUT_DATABASE) and $path its value, typed as they are; $reason is the system's,
## SQLite's or PostgreSQL's own words (English); $folder, $file, $name, $example and $tables
## are paths, file names and table names as they are. Shell commands (chattr -i, createdb,
## sqlite3 ... .recover) stay as they are typed.

# The whole line: $problem is one of the startup-database-... problems, $remedy one of the startup-database-remedy-... messages.
startup-database = { $setting }={ $path }: { $problem }. { $remedy }

# Problem: the path is a folder.
startup-database-is-folder = this is a folder, not a database file

# Problem: a file stands where a folder of the path should be.
startup-database-blocked-by-file = its folder cannot be created because { $file } is a file, not a folder

# Problem: the database's folder cannot be made.
startup-database-folder-uncreatable = its folder { $folder } cannot be created ({ $reason })

# Problem: the folder is read-only; $name is the database file's name.
startup-database-folder-read-only = the folder { $folder } is read-only for this process, and SQLite must create { $name }-wal and { $name }-shm beside the database

# Problem: a file of the database may not be read or written.
startup-database-file-no-access = this process may not read and write { $file }

# Problem: an SQLite file of another program.
startup-database-other-program = this is an SQLite database of another program (tables { $tables }), not a Gamut one

# Problem: SQLite's check found damaged pages; $problems are SQLite's first findings, $more how many more it found.
startup-database-damaged-check = { $more ->
    [0] the file is damaged (SQLite's quick_check: { $problems })
   *[other] the file is damaged (SQLite's quick_check: { $problems }; and { $more } more)
}

# Problem: another program holds the file's lock.
startup-database-locked = another process held its write lock for the whole busy timeout (another Gamut instance, or a tool such as the sqlite3 shell, using the same file)

# Problem: the file cannot be reached.
startup-database-unreachable = it cannot be reached ({ $reason })

# Problem: SQLite says it is not a database.
startup-database-not-gamut = this file is not a Gamut database (SQLite: { $reason })

# Problem: SQLite says the file is damaged.
startup-database-damaged = the file is damaged (SQLite: { $reason })

# Problem: SQLite cannot write the file.
startup-database-cannot-write = this process cannot write it (SQLite: { $reason })

# Problem: the disk is full.
startup-database-disk-full = the disk is full (SQLite: { $reason })

# Problem: any other SQLite fault.
startup-database-sqlite-cannot = SQLite cannot use it ({ $reason })

# Problem: the database was written by a newer release; $current and $known are schema version numbers.
startup-database-too-new = it is at schema version { $current }, but this Gamut knows versions up to { $known }; it was written by a newer release

# Problem: a PostgreSQL database holding another program's tables.
startup-database-pg-other-tables = this database holds another program's tables ({ $tables }), not Gamut's

# Problem: the PostgreSQL server did not answer.
startup-database-pg-no-answer = the PostgreSQL server did not answer ({ $reason })

# Problem: another PostgreSQL connection holds a lock.
startup-database-pg-locked = another connection held a lock Gamut needs for the whole busy timeout (another Gamut process migrating the database, or a long transaction)

# Problem: the PostgreSQL database does not exist.
startup-database-pg-missing = the database does not exist (PostgreSQL: { $reason })

# Problem: the PostgreSQL login was refused.
startup-database-pg-login = the server refused the login (PostgreSQL: { $reason })

# Problem: the PostgreSQL role may not create Gamut's tables.
startup-database-pg-no-writes = this login cannot create or change Gamut's tables (PostgreSQL: { $reason })

# Problem: the PostgreSQL server cannot be reached.
startup-database-pg-unreachable = the PostgreSQL server cannot be reached ({ $reason })

# Problem: the setting is no usable PostgreSQL URL.
startup-database-pg-bad-url = this is not a PostgreSQL URL that can be used ({ $reason })

# Problem: any other PostgreSQL fault.
startup-database-pg-cannot = PostgreSQL cannot use it ({ $reason })

# Remedy for a folder given as the database; $example a file path inside it.
startup-database-remedy-file-inside = Point { $setting } at a file inside it, e.g. { $example }.

# Remedy for a file in the way of the folder.
startup-database-remedy-move-file = Point { $setting } at a path in a folder, or move { $file } away.

# Remedy for a folder that cannot be made.
startup-database-remedy-create-folder = Create the folder yourself, or point { $setting } at a place the bot's user may write.

# Remedy for a read-only file or folder.
startup-database-remedy-read-only = Give the bot's user write permission (and clear an immutable flag: chattr -i), or point { $setting } at a writable place.

# Remedy for a file that cannot be reached or used.
startup-database-remedy-check-access = Check that the file and its folder exist and that the bot's user may read and write both, or point { $setting } at another place.

# Remedy for a file that is not Gamut's.
startup-database-remedy-not-gamut = Point { $setting } at the Gamut database, or move this file away so a new one is made.

# Remedy for a damaged file; $path is the file, $name its name.
startup-database-remedy-corrupt = Stop the bot, copy your latest backup over { $path } and delete any { $name }-wal and { $name }-shm beside it, then start again; as a last resort, salvage what is readable with `sqlite3 { $path } .recover | sqlite3 recovered.sqlite3` and point { $setting } at recovered.sqlite3.

# Remedy for a lock another program holds.
startup-database-remedy-stop-other = Stop the other program or wait for it to finish, then start again.

# Remedy for a full disk.
startup-database-remedy-free-space = Free some space, then start again.

# Remedy for a database of a newer release.
startup-database-remedy-upgrade = Upgrade Gamut instead of opening it with this one (nothing was changed).

# Remedy for a PostgreSQL server out of reach.
startup-database-remedy-pg-unreachable = Start the server, or correct the host, port or socket folder (host=...) in { $setting }.

# Remedy for a PostgreSQL database of another program.
startup-database-remedy-pg-not-gamut = Point { $setting } at an empty database for Gamut (createdb gamut) or at Gamut's own; nothing was changed.

# Remedy for a lock another PostgreSQL connection holds.
startup-database-remedy-wait = Wait for it to finish, then start again.

# Remedy for a PostgreSQL database that does not exist.
startup-database-remedy-pg-create = Create it (createdb NAME as a PostgreSQL superuser), or correct { $setting }.

# Remedy for a refused PostgreSQL login.
startup-database-remedy-pg-login = Check the user and password in { $setting }, and the server's pg_hba.conf.

# Remedy for a PostgreSQL role that may not write.
startup-database-remedy-pg-owner = Give the role ownership of the database (or connect to the primary, not a read-only standby), or point { $setting } at one it may write.

# Remedy for a URL that cannot be used.
startup-database-remedy-pg-url = Write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE in { $setting }.

# Remedy for any other PostgreSQL fault.
startup-database-remedy-check = Check { $setting }.

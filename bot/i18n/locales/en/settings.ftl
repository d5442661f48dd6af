### A server's own settings (/gamut-settings): the service's refusals (English: the source).

# A refusal of /gamut-settings outside any server (a DM).
settings-outside-server = Settings are changed for a server, from inside it.

# A refusal of /gamut-settings by a member without the Manage Server permission.
settings-not-manager = Only members who may manage this server can change settings.

# A refusal of /gamut-settings mode: the value is neither thread nor channel; $mode is what was given, quoted.
settings-mode-refused = The mode is thread or channel, not { $mode }.

# A refusal of /gamut-settings web: the value is neither public nor private; $web is what was given, quoted.
settings-web-refused = The web setting is public or private, not { $web }.
# A refusal of a server's limits (/gamut-settings limits) outside any server (a DM).
settings-limits-outside-server = Limits are set for a server, from inside it.

# A refusal of a server's limits by a member without the Manage Server permission.
settings-limits-not-manager = Only members who may manage this server can change its limits.

# A refusal of an unknown limit: $limits are the limits' names as typed, $key what was given, quoted.
settings-limits-unknown = The limits are { $limits }, not { $key }.

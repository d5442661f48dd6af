### Die Einstellungen eines Servers (/gamut-settings).

settings-outside-server = Einstellungen werden für einen Server geändert, und zwar auf dem Server selbst.

settings-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen ändern.

settings-mode-refused = Der Modus ist thread (ein Thread pro Partie) oder channel (im Kanal), nicht { $mode }.

settings-web-refused = Die Web-Einstellung ist public (öffentlich) oder private (privat), nicht { $web }.
settings-limits-outside-server = Limits werden für einen Server festgelegt, und zwar auf dem Server selbst.

settings-limits-not-manager = Nur Mitglieder, die diesen Server verwalten dürfen, können seine Limits ändern.

settings-limits-unknown = Die Limits sind { $limits }, nicht { $key }.

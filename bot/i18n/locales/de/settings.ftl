### Die Einstellungen eines Servers (/gamut-settings).

settings-outside-server = Einstellungen werden für einen Server geändert, und zwar auf diesem Server.

settings-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen ändern.

settings-mode-refused = Der Modus ist thread (ein Thread pro Partie) oder channel (im Kanal), nicht { $mode }.

settings-web-refused = Die Web-Einstellung ist public (öffentlich) oder private (privat), nicht { $web }.

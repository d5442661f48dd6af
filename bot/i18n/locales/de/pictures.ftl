### Texte der Brettbilder.

picture-legend = Markierungen: { $marks }.
picture-mark-captured = Kreuz = dort wurde ein Stein geschlagen (oder ein Boss getroffen)
picture-mark-sent-home = Rückkehrpfeil = von dort wurde eine Figur auf ihr Startfeld zurückgeschickt
picture-mark-trapped = Balken = ein eingeschlossener Stein
picture-mark-crossed = Schloss = ein hinübergezogener Stein
picture-mark-hidden = gestrichelter Ring = dein verdeckter König (nur du siehst ihn)
picture-mark-home = gerahmtes Feld, Emblem in der Ecke = ein Startfeld dieser Figur
picture-mark-goal = Band oder Schraffur mit Emblemen = das Ziel dieser Figur
picture-mark-home-space = Haus = ein Heimfeld
picture-mark-castle = Turmfeld = eine Burg
picture-mark-choice = grüner Ring = ein Feld, das du wählen kannst

picture-private-view = Private Ansicht
picture-title-start = { $title } · Anfang
picture-title-after = { $title } · nach Zug { $number }
picture-last = zuletzt { $move }
picture-status-won = { $side } gewinnt
picture-status-draw = Remis
picture-status-place = { $side } am Zug: { $piece } zurück auf ein Startfeld
picture-status-drop-boss = { $side } setzt den { $kind } Boss ein
picture-status-drop-bosses = { $side } setzt { $count } Bosse ein
picture-status-shift = { $side } verschiebt (verschiedene Feldfarben)
picture-status-must-cross = { $side } am Zug, muss hinüberziehen
picture-status-move = { $side } am Zug

## Die Antwort rund um eine Zusammenfassung

rules-learn = Neu dabei? Versuch es mit { $learn }: eine kurze Lektion pro Regel.
rules-options = Optionen:
rules-option = • { $name } (Standard { $default }): { $help }
rules-on = an
rules-off = aus
rules-full = Die vollständigen Regeln und wie Gamut das Original liest: { $page }.

## King's Crossing

rules-kings-crossing-summary =
    Ein Brett von 4 × 8; jede Seite hat einen König und Steine, die alle gleich ziehen. Du gewinnst, indem du den gegnerischen König schlägst, deinen König auf das gegnerische Heimfeld (markiert) ziehst oder deinen König auf der ersten Reihe des Gegners hältst, während der Gegner 10 Züge macht.
    Gleiten (b2-b5): beliebig weit vorwärts oder seitwärts über leere Felder, nie rückwärts oder diagonal. Springen (b2xb4): über einen benachbarten gegnerischen Stein, vorwärts, seitwärts oder rückwärts, auf das leere Feld dahinter, wobei er geschlagen wird. Springen ist Pflicht, und du springst weiter, solange einer deiner Steine kann.
    Einschließen: Eine Kette von Steinen entlang einer Reihe oder Linie mit gegnerischen Steinen an beiden Enden ist eingeschlossen und kann nicht ziehen. Ein Stein an einem Ende kann den eingeschlossenen Stein neben sich schlagen, indem er vorwärts oder seitwärts auf ihn zieht (b2xb3).
    Verdeckter König: Jeder Spieler wählt heimlich das Feld seines Königs, und jeder Stein sieht für den Gegner wie ein einfacher Stein aus, bis die Partie endet.
rules-kings-crossing-option-setup = normal: Könige auf d1 und a8, jeder auf seinem eigenen Heimfeld; alternate: Könige auf a1 und a8, Heimfelder d1 und d8
rules-kings-crossing-option-pieces = Steine pro Seite: 8 (zwei Reihen) oder 12 (die längere Partie, drei Reihen)
rules-kings-crossing-option-stealth = Verdeckter König: Jeder Spieler stellt seinen König heimlich auf eines seiner Startfelder
rules-kings-crossing-option-backcapture = Volles Rückwärtsschlagen: Fallenschläge dürfen auch rückwärts ziehen

## Checkers with Bosses

rules-checkers-bosses-summary =
    Drei Arten von Steinen pro Seite: Diagonalsteine D (Reihe 3), Orthogonalsteine O (Reihe 2) und Kombisteine C (c1–f1). Weiß zieht zuerst.
    Steine ziehen ein Feld: D diagonal vorwärts, O vorwärts oder seitwärts, C in jede dieser Richtungen. Sie schlagen mit kurzen Sprüngen über einen benachbarten gegnerischen Stein in denselben Richtungen, nie rückwärts. Schlagen ist Pflicht, und zwar mit der Folge mit den meisten Sprüngen.
    Ein Stein, der die letzte Reihe erreicht, wird gekrönt: Danach zieht und schlägt er ein Feld in jede Richtung seiner Art.
    Wird dein letzter Stein einer Art geschlagen, setzt du vor deinem Zug den Boss dieser Art auf deine ersten drei Reihen ein (D@c2). Ein Boss zieht wie ein gekrönter Stein und hat Lebenspunkte (standardmäßig 3); jeder Sprung über ihn kostet einen.
    Du gewinnst, wenn du alle drei gegnerischen Bosse schlägst; eine Seite, die nicht ziehen kann, verliert. Stehen nur noch Diagonalsteine auf verschiedenen Feldfarben, verschiebt sie die Seite, die gerade gezogen hat.
rules-checkers-bosses-option-boss-hp = die Lebenspunkte, mit denen ein Boss beginnt
rules-checkers-bosses-option-boss-promotes = Bosse ziehen wie Steine ihrer Art, bis sie auf der letzten Reihe gekrönt werden (Variante 2)

## Crossings

rules-crossings-summary =
    Sechzehn Steine pro Seite: Weiß auf den Reihen 1–2, Schwarz auf den Reihen 7–8. Weiß zieht zuerst.
    Ein einzelner Stein zieht ein Feld in jede Richtung. Eine Phalanx, eine gerade Linie aus zwei oder mehr deiner Steine, zieht entlang ihrer Linie, ganz oder ihr vorderer Teil: Eine Gruppe von N zieht 1 bis N Felder. Erreicht ihr vorderster Stein eine gegnerische Linie, die kürzer als N ist, schlägt er diesen einen Stein; eine Linie von N oder mehr blockiert. Ein einzelner Stein schlägt nie.
    Ein Stein, der auf der letzten Reihe endet, ist hinübergezogen und bleibt dort fest stehen. Eine Seite, die beim Hinüberziehen zurückliegt, muss sofort nachziehen oder verliert; eine Seite, die zu Beginn ihres eigenen Zuges vorn liegt, gewinnt.
    Züge werden vom hintersten ziehenden Stein aus geschrieben: a1-a3 zieht das Paar a1–a2 zwei Felder nach Norden; x kennzeichnet einen Schlag.

## The King o' the Castle

rules-king-of-the-castle-summary =
    Bringe einen deiner Könige in die gegnerische Burg (zu Beginn d8 für Weiß, d1 für Schwarz). Jede Seite hat 2 Könige (K), 3 Ritter (N) und 4 Pagen (P).
    Normaler Zug: in gerader Linie, in eine der 8 Richtungen, über leere Felder: ein Page 1-3 Felder, ein Ritter 1-2, ein König 1.
    Sprungzug: ein oder mehrere Sprünge, jeder über eine benachbarte Figur auf das leere Feld direkt dahinter, mit beliebigem Richtungswechsel. Ein Page überspringt nur Pagen, ein Ritter Ritter und Pagen, ein König alles, eigene Figuren wie gegnerische.
    Schlagen ist freiwillig: Jede gegnerische Figur, die du überspringst, wird geschlagen (x) oder stehen gelassen (-): c2-c4xe4.
    Keine Figur betritt ihre eigene Burg; nur ein König darf die gegnerische betreten, und damit gewinnt er. Nichts überspringt eine Burg. Du gewinnst auch, wenn du beide gegnerischen Könige schlägst. Eine Seite, die nicht ziehen kann, setzt aus.
rules-king-of-the-castle-option-first = welche Seite zuerst zieht
rules-king-of-the-castle-option-castle-swap = der Burgtausch: Einmal pro Partie darf eine Seite einen noch nicht gezogenen König mit ihrer Burg tauschen

## Charing Cross

rules-charing-cross-summary =
    Bringe eine Figur an ihr Ziel: weiße Springer (a4, a5) zur h-Linie, weiße Türme (d8, e8) zur 1. Reihe; schwarze Springer (h4, h5) zur a-Linie, schwarze Türme (d1, e1) zur 8. Reihe.
    Ein Zug ist ein Vorwärtsschritt oder ein Sprung. Vorwärts: ein Feld auf ein leeres Feld, gerade oder diagonal zum Ziel hin, nie auf die Ränder der Figur (die Reihen 1 und 8 für Springer, die Linien a und h für Türme). Sprung: über eine beliebige benachbarte Figur gleich welcher Farbe auf das leere Feld direkt dahinter; ein Sprung pro Zug.
    Eine übersprungene Figur kehrt auf ein freies eigenes Startfeld zurück; sind zwei frei, wählt ihr Besitzer (@a4), ist keines frei, scheidet sie aus.
    Du gewinnst, wenn die gezogene Figur auf ihrem Ziel endet. Eine Seite, die nicht ziehen kann, setzt aus.
rules-charing-cross-option-first = welche Seite zuerst zieht (in einer Revanche der Verlierer der letzten Partie)

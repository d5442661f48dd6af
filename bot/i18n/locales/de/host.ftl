### Die Hausregeln jeder Partie: Aufgeben, Remis nach Vereinbarung, Bedenkzeit und die Erinnerungen der Uhr.

## Aufgeben

host-resignation-recorded = { $match }: Deine Aufgabe wurde für diese Anfrage bereits festgehalten ({ $result }); sonst wurde nichts geändert.

host-resign-confirm = { $match } aufgeben? Das lässt sich nicht rückgängig machen.

host-resign-prompt = Aufgeben?

host-resign-button = Aufgeben

host-resigns = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) gibt auf.

host-reason-resigned = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat aufgegeben

host-not-resigned = Nicht aufgegeben: Die Partie geht weiter. { $match } bleibt, wie sie war.

## Remis

host-draw-agreed = { $match }: Beide Spieler einigen sich auf Remis.

host-reason-agreed = von beiden Spielern vereinbart

host-draw-offer-waiting = { $match }: Dein Remisangebot wartet bereits auf Antwort.

host-draw-button-accept = Remis annehmen
host-draw-button-decline = Ablehnen

host-draw-offer = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) bietet Remis an. { $opponent }, nimm an oder lehne ab (ein Zug lehnt ebenfalls ab).

host-draw-prompt = Remis annehmen?

host-draw-offered = Remis angeboten.

host-draw-no-offer = { $match }: Es gibt kein Remisangebot zu beantworten.

host-draw-own-offer = { $match }: Dein Gegner muss dein Angebot beantworten.

host-draw-declined = { $match }: { $player } lehnt das Remis ab.

host-draw-accepted = { $match }: Das Remisangebot ist angenommen.

host-bot-plays-on = Er spielt weiter, solange noch eine Seite gewinnen kann ({ $resign } beendet die Partie).

## Bedenkzeit

host-claim-your-decision = { $match }: Die Entscheidung liegt bei dir; du kannst nichts beanspruchen.

host-claim-choose-first = { $match }: Triff zuerst deine eigene Wahl.

host-claim-too-early = { $match }: { $player } hat noch { $left } für den Zug.

host-claims-win = { $match }: { $player } beansprucht den Sieg durch Zeitüberschreitung.

host-reason-no-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $limit } lang nicht gezogen

host-reason-round-deadline = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat die Zeit zum Rundenschluss überschritten

host-out-of-time = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) hat die Zeit überschritten.

host-conceded = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) { $reason }.

host-reason-conceded = { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $reason }

host-reminder = Erinnerung: { $match } wartet auf deine Entscheidung; noch { $left }, bevor dein Gegner den Sieg beanspruchen kann.

host-timeout = { $match }: { $late } hat { $limit } lang nicht gezogen. { $waiting } kann den Sieg beanspruchen.

host-claim-prompt = Sieg beanspruchen?

host-claim-button = Sieg beanspruchen

## Zugrücknahmen (nur ungewertete Partien)

host-takeback-rated = { $match }: In einer gewerteten Partie werden Züge nie zurückgenommen.

host-takeback-tournament = { $match }: In einer Turnierpartie werden Züge nie zurückgenommen.

host-takeback-bot = { $match }: Züge gegen den Bot werden nicht zurückgenommen.

host-takeback-nothing = { $match }: Es gibt keinen Zug zurückzunehmen.

host-takeback-not-yours = { $match }: Nur dein eigener letzter Zug kann zurückgenommen werden, bevor dein Gegner entscheidet.

host-takeback-no-clock = { $match }: Die Uhr dieser Partie kann nicht zurückgestellt werden.

host-takeback-waiting = { $match }: Deine Bitte um Zugrücknahme wartet bereits.

host-takeback-proposed = { $match }: { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) bittet, { $moves } zurückzunehmen. { $opponent }, nimm an oder lehne ab (ein Zug lehnt ebenfalls ab).

host-takeback-prompt = Zugrücknahme annehmen?

host-takeback-button-accept = Zugrücknahme annehmen
host-takeback-button-decline = Ablehnen

host-takeback-asked = Zugrücknahme erbeten.

host-takeback-none = { $match }: Es gibt keine Bitte um Zugrücknahme zu beantworten.

host-takeback-own = { $match }: Dein Gegner muss deine Bitte beantworten.

host-takeback-declined = { $match }: { $player } lehnt die Zugrücknahme ab.

host-takeback-done = { $match }: { $moves } von { $player } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }) zurückgenommen.

### Herausforderungen, Revanchen und Partien gegen den Bot.

## Herausfordern

challenge-no-such-game = Es gibt kein Spiel { $game }. Spiele: { $games }.

challenge-colour-refused = Als Farbe gibt es white (Weiß), black (Schwarz) oder random (Zufall), nicht { $colour }.

challenge-self-never-rated = Eine Partie gegen dich selbst wird nie gewertet: lass die Option gewertet weg.

challenge-yours-waiting = Deine Herausforderung an { $opponent } zu { $game } wartet noch auf Antwort: warte ab oder zieh sie mit { $cancel } zurück.

challenge-yours-waiting-anyone = Deine offene Herausforderung zu { $game } wartet noch auf Antwort: warte ab oder zieh sie mit { $cancel } zurück.

challenge-theirs-waiting = { $challenger } hat dich schon zu { $game } herausgefordert: { $accept } oder { $decline }.

challenge-pair-open = Zwischen euch ist schon eine Herausforderung zu { $game } offen.

challenge-duplicate = Herausforderung #{ $challenge } zwischen diesen Spielern ist noch offen: beantworte oder storniere sie zuerst.

challenge-game-options = { $game } ({ $options })

challenge-terms = { $colour ->
        [white] { $challenger } spielt Weiß
        [black] { $challenger } spielt Schwarz
       *[random] Farben werden ausgelost
    }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet (keine Wertungsänderung)
    }

challenge-open = { $challenger } sucht einen Gegner: { $game }, { $terms }. Jeder kann annehmen; das Angebot gilt { $within }.

challenge-to = { $opponent }, { $challenger } fordert dich zu { $game } heraus, { $terms }. Nimm an oder lehne ab; das Angebot gilt { $within }.

challenge-button-accept = Annehmen
challenge-button-decline = Ablehnen
challenge-button-withdraw = Zurückziehen

challenge-prompt-accept = Herausforderung annehmen?
challenge-prompt-withdraw = Herausforderung zurückziehen?

challenge-sent = Herausforderung #{ $challenge } gesendet.

## Auf eine Herausforderung antworten

challenge-closed = Herausforderung #{ $challenge } wurde bereits { $status ->
        [accepted] angenommen
        [declined] abgelehnt
       *[cancelled] storniert
    }.

challenge-expired = Herausforderung #{ $challenge } ist abgelaufen.

challenge-accept-own = Du kannst deine eigene Herausforderung nicht annehmen; storniere sie stattdessen.

challenge-not-yours = Herausforderung #{ $challenge } richtet sich nicht an dich.

challenge-decline-open = Eine offene Herausforderung kann man nicht ablehnen; lass sie einfach stehen.

challenge-declined = { $opponent } hat die Herausforderung #{ $challenge } von { $challenger } abgelehnt.

challenge-cancel-not-yours = Nur wer herausgefordert hat, kann die Herausforderung stornieren.

challenge-cancelled = Herausforderung #{ $challenge } wurde storniert.

challenge-expired-unanswered = Die Herausforderung #{ $challenge } von { $challenger } ist unbeantwortet abgelaufen.

## Revanchen

challenge-rematch-still-going = { $match } läuft noch.

challenge-rematch-waiting = Du hast { $opponent } schon zu { $game } herausgefordert; das Angebot ist noch offen (zieh es mit { $cancel } zurück).

## Gegen den Bot

challenge-level-only-bot = Eine Stufe gibt es nur in einer Partie gegen den Bot.

challenge-bot-never-rated = Eine Partie gegen den Bot wird nie gewertet: lass die Option gewertet weg.

challenge-level-refused = Der Bot spielt auf den Stufen { $levels }, nicht { $level }.

validation-whole = { $what } ist eine ganze Zahl von { $low } bis { $high }, nicht { $value }.
validation-seconds-type = { $what } ist eine Anzahl Sekunden, nicht { $value }.
validation-at-most = { $what } beträgt höchstens { $duration }.
validation-at-least = { $what } beträgt mindestens { $duration }.
validation-moment-type = { $what } ist ein Zeitpunkt (Sekunden seit 1970), nicht { $value }.
validation-moment-far = { $what } liegt höchstens { $duration } in der Zukunft.
validation-text-type = { $what } ist Text, nicht { $value }.
validation-text-control = { $what } darf keine Steuerzeichen enthalten (etwa einen Zeilenumbruch oder NUL).
validation-text-long = { $what } darf höchstens { $longest } { $longest ->
        [one] Zeichen
       *[other] Zeichen
    } haben.
validation-flag = { $what } ist ja oder nein, nicht { $value }.
validation-no-such = { $what ->
        [player] Es gibt keinen Spieler { $value }.
        [user] Es gibt keinen Nutzer { $value }.
        [server] Es gibt keinen Server { $value }.
        [channel] Es gibt keinen Kanal { $value }.
        [thread] Es gibt keinen Thread { $value }.
        [message] Es gibt keine Nachricht { $value }.
        [challenge] Es gibt keine Herausforderung { $value }.
        [tournament] Es gibt kein Turnier { $value }.
        [match] Es gibt keine Partie { $value }.
       *[other] Es gibt nichts namens { $value }.
    }
validation-options-type = Die Optionen eines Spiels sind Paare Name=Wert, nicht { $value }.
validation-options-many = Ein Spiel hat höchstens { $count } Optionen.
validation-option-value = Die Option { $option } ist eine Zahl oder ein Wort, nicht { $value }.
validation-shown-nothing = nichts
validation-shown-yes = ja
validation-shown-no = nein
validation-shown-huge = eine viel zu große Zahl
validation-shown-type = ein Wert vom Typ { $type }
validation-duration = { $unit ->
        [day] { $count ->
            [one] einen Tag
           *[other] { $count } Tage
        }
        [hour] { $count ->
            [one] eine Stunde
           *[other] { $count } Stunden
        }
        [minute] { $count ->
            [one] eine Minute
           *[other] { $count } Minuten
        }
       *[second] { $count ->
            [one] eine Sekunde
           *[other] { $count } Sekunden
        }
    }
validation-what-colour = Die Farbe
validation-what-game = Das Spiel
validation-what-rated = „Gewertet“
validation-what-level = Die Stufe
validation-what-system = Das System
validation-what-late-entries = „Nachmeldungen“
validation-what-time-per-decision = Die Zeit pro Entscheidung
validation-what-round-deadline = Die Frist einer Runde
validation-what-start = Der Beginn
validation-what-tiebreaks = Die Angabe der Feinwertungen
validation-what-tournament-name = Der Name eines Turniers
validation-what-your-name = Dein Name
validation-what-number = Eine Zahl
validation-what-round = Die Runde
validation-what-lesson = Die Lektion
validation-what-choice = Eine Auswahl
validation-what-answer = Eine Antwort
validation-what-option-name = Der Name einer Option
validation-what-option = Die Option { $option }
option-unknown = { $game } hat keine Option { $typed } (verfügbare Optionen: { $options }).
option-unknown-none = { $game } hat keine Option { $typed } (es hat gar keine Optionen).
option-on-off = Die Option { $option } ist an oder aus (on oder off), nicht { $typed }.
option-whole-number = Die Option { $option } erwartet eine ganze Zahl, nicht { $typed }.
option-choices = Die Option { $option } erwartet { $choices }, nicht { $typed }.
option-either = { $first } oder { $second }

validation-whole = { $what } es un número entero de { $low } a { $high }, no { $value }.
validation-seconds-type = { $what } es un número de segundos, no { $value }.
validation-at-most = { $what } no puede pasar de { $duration }.
validation-at-least = { $what } debe ser de al menos { $duration }.
validation-moment-type = { $what } es un instante (segundos desde 1970), no { $value }.
validation-moment-far = { $what } no puede estar a más de { $duration } de ahora.
validation-text-type = { $what } es un texto, no { $value }.
validation-text-control = { $what } no puede contener caracteres de control (como un salto de línea o NUL).
validation-text-long = { $what } puede tener como máximo { $longest } { $longest ->
        [one] carácter
       *[other] caracteres
    }.
validation-flag = { $what } es sí o no, no { $value }.
validation-no-such = { $what ->
        [player] No hay ningún jugador { $value }.
        [user] No hay ningún usuario { $value }.
        [server] No hay ningún servidor { $value }.
        [channel] No hay ningún canal { $value }.
        [thread] No hay ningún hilo { $value }.
        [message] No hay ningún mensaje { $value }.
        [challenge] No hay ningún desafío { $value }.
        [tournament] No hay ningún torneo { $value }.
        [match] No hay ninguna partida { $value }.
       *[other] No hay nada llamado { $value }.
    }
validation-options-type = Las opciones de un juego son pares nombre=valor, no { $value }.
validation-options-many = Un juego tiene como máximo { $count } opciones.
validation-option-value = La opción { $option } es un número o una palabra, no { $value }.
validation-shown-nothing = nada
validation-shown-yes = sí
validation-shown-no = no
validation-shown-huge = un número demasiado grande
validation-shown-type = un valor de tipo { $type }
validation-duration = { $unit ->
        [day] { $count ->
            [one] un día
           *[other] { $count } días
        }
        [hour] { $count ->
            [one] una hora
           *[other] { $count } horas
        }
        [minute] { $count ->
            [one] un minuto
           *[other] { $count } minutos
        }
       *[second] { $count ->
            [one] un segundo
           *[other] { $count } segundos
        }
    }
validation-what-colour = El color
validation-what-game = El juego
validation-what-rated = «Puntuable»
validation-what-level = El nivel
validation-what-system = El sistema
validation-what-late-entries = «Inscripción tardía»
validation-what-time-per-decision = El tiempo por decisión
validation-what-round-deadline = El plazo de una ronda
validation-what-start = El inicio
validation-what-tiebreaks = La lista de desempates
validation-what-tournament-name = El nombre de un torneo
validation-what-your-name = Tu nombre
validation-what-number = Un número
validation-what-round = La ronda
validation-what-lesson = La lección
validation-what-choice = Una elección
validation-what-answer = Una respuesta
validation-what-option-name = El nombre de una opción
validation-what-option = La opción { $option }
option-unknown = { $game } no tiene ninguna opción { $typed } (opciones disponibles: { $options }).
option-unknown-none = { $game } no tiene ninguna opción { $typed } (no tiene ninguna opción).
option-on-off = La opción { $option } se activa o se desactiva (on u off), no { $typed }.
option-whole-number = La opción { $option } admite un número entero, no { $typed }.
option-choices = La opción { $option } admite { $choices }, no { $typed }.
option-either = { $first } o { $second }

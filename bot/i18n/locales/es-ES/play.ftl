### Jugar una partida: anuncios, textos del tablero, elecciones secretas y rechazos.

## Bandos y nombres

play-side = { $side ->
    [white] Blancas
    [black] Negras
   *[none] Nadie
}
play-side-lower = { $side ->
    [white] blancas
   *[black] negras
}
play-match-label = Partida n.º { $match } ({ $game })
play-players = { $white } (blancas) contra { $black } (negras)
play-result-in-progress = en juego
play-result-draw = Tablas: { $reason }.
play-result-win = Gana { $player } ({ $side }): { $reason }.

## Rechazos

play-no-such-match = No hay ninguna partida n.º { $match }.
play-no-such-challenge = No hay ningún desafío #{ $challenge }.
play-match-unavailable = La partida n.º { $match } no se puede cargar ahora: { $problem }
play-not-a-player = { $match }: no juegas en esta partida.
play-over = { $match } ha terminado ({ $result }).
play-changed-look = { $match } ha cambiado en ese mismo momento; mira el tablero y vuelve a intentarlo.
play-changed = { $match } ha cambiado en ese mismo momento; vuelve a intentarlo.
play-not-started = { $match } no ha empezado: primero los dos jugadores hacen su elección secreta ({ $choose } y una casilla).
play-not-your-decision = { $match }: la decisión es de { $player } ({ $side }), no tuya.
play-already-played = { $match }: { $move } ya se jugó con esta petición; no se ha cambiado nada más.
play-your-move = tu jugada { $move }
play-the-result = el resultado
play-outcome-unknown = { $match }: la conexión con la base de datos falló mientras se guardaba { $what } ({ $problem }), y aún no se sabe si se guardó. Este es el tablero de antes; vuelve a mirar dentro de un momento ({ $board }) antes de hacer nada más.
play-replay-busy = El bot está ocupado dibujando otras repeticiones: vuelve a pedir esta dentro de un minuto.
play-replay-failed = No se pudo dibujar la repetición (su proceso se detuvo antes de acabar): no se ha cambiado nada; vuelve a intentarlo dentro de un minuto.

## Los mensajes de una partida

play-begins = { $match } empieza: { $players }.
play-rated = La partida es puntuable.
play-setup-by-dm = Ahora cada jugador hace una elección secreta (por mensaje directo).
play-move-played = { $match }: { $player } ({ $side }) ha jugado { $move }{ $carried }{ $changed }.
play-carried = { $count ->
    [2] la pareja { $left } pasa a { $reached }
   *[other] la fila de { $count } { $left } pasa a { $reached }
}
play-change-captures = { $count ->
   *[other] capturando { $pieces }
}
play-passes = { $side ->
        [white] Las blancas
       *[black] Las negras
    } no pueden mover y pasan.
play-thinking = { $player } está pensando ({ $side })…
play-to-decide = Le toca decidir a { $player } ({ $side }), { $due }.
play-due-setup = colocación
play-due-move = jugada { $number }
play-draw-hint = Ninguna pieza ha avanzado ni capturado en { $turns } turnos: cualquiera de los dos puede ofrecer tablas.
play-private-board = { $match }: tu tablero privado ({ $side }).
play-revealed = Elecciones ocultas reveladas:
play-revealed-choice = • { $side }: { $square }, sal { $salt }: { $hashed } = { $commitment } ✓ verificado
play-revealed-mismatch = • { $side }: { $square }, sal { $salt }: { $hashed } = { $commitment } ✗ NO COINCIDE

## Elecciones secretas

play-setup-prompt = { $match }: juegas con { $side ->
        [white] las blancas
       *[black] las negras
    }. Elige tu colocación secreta ({ $choices }); solo tú la verás.
play-choose-hidden-king = la casilla de salida de tu Rey oculto, p. ej. { $example }
play-choose-one-of = una de: { $choices }
play-not-a-choice = { $match }: { $typed } no es ninguna de tus opciones; elige una de { $choices } con { $choose }, o { $random }.
play-no-choice-now = { $match }: ahora no hay ninguna elección secreta que hacer.
play-already-chosen = { $match }: ya has elegido; espera a tu rival.
play-your-choice = { $match }: tu elección con { $side ->
        [white] las blancas
       *[black] las negras
    } es { $square }. Solo tú puedes ver este tablero.
play-choice-made = { $match }: { $player } ({ $side }) ha hecho su elección secreta.
play-choice-recorded = Tu elección está guardada; sigue siendo secreta.
play-commitments = Las dos elecciones están hechas. Compromisos (SHA-256 de bando:casilla:sal), que se revelan al acabar la partida:
play-commitment = • { $side }: { $commitment }

## Desafíos pendientes

play-waiting-heading = Desafíos:
play-waiting-none = No hay ningún desafío pendiente.
play-waiting-incoming = #{ $challenge } para ti de { $player }: { $terms }; responde con { $accept } o { $decline }
play-waiting-outgoing = #{ $challenge } tuyo para { $player }: { $terms }; retíralo con { $cancel }
play-waiting-open = #{ $challenge } abierto a cualquiera, de { $player }: { $terms }; acéptalo con { $accept }
play-waiting-anyone = cualquiera
play-waiting-random-colours = colores al azar
play-waiting-plays = { $player } juega con { $side ->
        [white] las blancas
       *[black] las negras
    }
play-waiting-rated = puntuable
play-waiting-casual = amistosa
play-waiting-answers = Un desafío se responde con { $answers }.
play-waiting-which = ¿Qué desafío? Hay pendientes { $listed }: di su número, p. ej. { $example }.
play-waiting-none-to-accept = No hay ningún desafío pendiente que puedas aceptar.
play-waiting-none-to-decline = No hay ningún desafío para ti pendiente de rechazar.
play-waiting-none-to-cancel = No tienes ningún desafío abierto que retirar.

play-decision-prompt = { $side ->
        [white] Blancas
       *[black] Negras
    }, tu decisión:

play-setup-random-button = Al azar

play-setup-choice-prompt = Tu elección:
play-moved-on = { $match } ha avanzado desde que abriste esto: ahora le toca decidir a { $player }.

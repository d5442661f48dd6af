### Las reglas del anfitrión: abandonar, tablas de mutuo acuerdo, límites de tiempo y avisos del reloj.

## Abandonar

host-resignation-recorded = { $match }: tu abandono ya quedó registrado con esta misma petición ({ $result }); no se ha cambiado nada más.

host-resign-confirm = { $match }: ¿la abandonas? No se puede deshacer.

host-resign-prompt = ¿Abandonar?

host-resign-button = Abandonar

host-resigns = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) abandona.

host-reason-resigned = { $side ->
        [white] las blancas abandonaron
       *[black] las negras abandonaron
    }

host-not-resigned = No has abandonado: la partida sigue. { $match } queda como estaba.

## Tablas

host-draw-agreed = { $match }: ambos jugadores acuerdan tablas.

host-reason-agreed = de mutuo acuerdo

host-draw-offer-waiting = { $match }: tu oferta de tablas ya está esperando respuesta.

host-draw-button-accept = Aceptar tablas
host-draw-button-decline = Rechazar

host-draw-offer = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) ofrece tablas. { $opponent }, acepta o rechaza (mover también las rechaza).

host-draw-prompt = ¿Aceptas las tablas?

host-draw-offered = Tablas ofrecidas.

host-draw-no-offer = { $match }: no hay ninguna oferta de tablas que responder.

host-draw-own-offer = { $match }: es tu rival quien debe responder a tu oferta.

host-draw-declined = { $match }: { $player } rechaza las tablas.

host-draw-accepted = { $match }: la oferta de tablas ha sido aceptada.

host-bot-plays-on = Sigue jugando mientras cualquiera de los dos bandos pueda ganar ({ $resign } termina la partida).

## Límites de tiempo

host-claim-your-decision = { $match }: la decisión es tuya; no puedes reclamar.

host-claim-choose-first = { $match }: haz primero tu propia elección.

host-claim-too-early = { $match }: a { $player } aún le quedan { $left } para mover.

host-claims-win = { $match }: { $player } reclama la victoria por tiempo.

host-reason-no-move = { $side ->
        [white] las blancas no movieron
       *[black] las negras no movieron
    } en { $limit }

host-reason-round-deadline = { $side ->
        [white] las blancas agotaron
       *[black] las negras agotaron
    } el tiempo al cierre de la ronda

host-out-of-time = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) se quedó sin tiempo.

host-conceded = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) { $reason }.

host-reason-conceded = { $side ->
        [white] el jugador de blancas
       *[black] el jugador de negras
    } { $reason }

host-reminder = Recordatorio: { $match } espera tu decisión; te quedan { $left } antes de que tu rival pueda reclamar la victoria.

host-timeout = { $match }: { $late } no ha movido en { $limit }. { $waiting } puede reclamar la victoria.

host-claim-prompt = ¿Reclamas la victoria?

host-claim-button = Reclamar la victoria

## Deshacer jugadas (solo partidas amistosas)

host-takeback-rated = { $match }: las jugadas de una partida puntuable nunca se deshacen.

host-takeback-tournament = { $match }: las jugadas de una partida de torneo nunca se deshacen.

host-takeback-bot = { $match }: las jugadas contra el bot no se deshacen.

host-takeback-nothing = { $match }: no hay ninguna jugada que deshacer.

host-takeback-not-yours = { $match }: solo puedes deshacer tu última jugada, antes de que tu rival decida.

host-takeback-no-clock = { $match }: el reloj de esta partida no se puede retroceder.

host-takeback-waiting = { $match }: tu petición de deshacer ya está esperando.

host-takeback-proposed = { $match }: { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }) pide deshacer { $moves }. { $opponent }, acepta o rechaza (una jugada también la rechaza).

host-takeback-prompt = ¿Aceptas deshacer la jugada?

host-takeback-button-accept = Aceptar deshacer
host-takeback-button-decline = Rechazar

host-takeback-asked = Petición de deshacer enviada.

host-takeback-none = { $match }: no hay ninguna petición de deshacer que responder.

host-takeback-own = { $match }: tu rival debe responder a tu petición.

host-takeback-declined = { $match }: { $player } rechaza deshacer la jugada.

host-takeback-done = { $match }: deshecho { $moves } de { $player } ({ $side ->
        [white] blancas
       *[black] negras
    }).

### Desafíos, revanchas y partidas contra el bot.

## Hacer un desafío

challenge-no-such-game = No hay ningún juego { $game }. Juegos: { $games }.

challenge-colour-refused = El color puede ser white (blancas), black (negras) o random (al azar), no { $colour }.

challenge-self-never-rated = Una partida contra ti mismo nunca es puntuable: quita la opción puntuable.

challenge-yours-waiting = Tu desafío a { $opponent } a { $game } aún espera respuesta: espera o retíralo con { $cancel }.

challenge-yours-waiting-anyone = Tu desafío abierto a { $game } aún espera respuesta: espera o retíralo con { $cancel }.

challenge-theirs-waiting = { $challenger } ya te ha desafiado a { $game }: { $accept } o { $decline }.

challenge-pair-open = Ya hay un desafío a { $game } abierto entre vosotros.

challenge-duplicate = El desafío #{ $challenge } entre estos jugadores sigue abierto: respóndelo o cancélalo primero.

challenge-game-options = { $game } ({ $options })

challenge-terms = { $colour ->
        [white] { $challenger } juega con blancas
        [black] { $challenger } juega con negras
       *[random] colores al azar
    }, { $rated ->
        [rated] puntuable
       *[casual] amistosa (no cambia la puntuación)
    }

challenge-open = { $challenger } busca rival: { $game }, { $terms }. Cualquiera puede aceptar en un plazo de { $within }.

challenge-to = { $opponent }, { $challenger } te desafía a { $game }, { $terms }. Acepta o rechaza en un plazo de { $within }.

challenge-button-accept = Aceptar
challenge-button-decline = Rechazar
challenge-button-withdraw = Retirar

challenge-prompt-accept = ¿Aceptas el desafío?
challenge-prompt-withdraw = ¿Retiras tu desafío?

challenge-sent = Desafío #{ $challenge } enviado.

## Responder a un desafío

challenge-closed = El desafío #{ $challenge } ya { $status ->
        [accepted] fue aceptado
        [declined] fue rechazado
       *[cancelled] fue cancelado
    }.

challenge-expired = El desafío #{ $challenge } ha caducado.

challenge-accept-own = No puedes aceptar tu propio desafío; cancélalo si ya no lo quieres.

challenge-not-yours = El desafío #{ $challenge } no va dirigido a ti.

challenge-decline-open = Un desafío abierto no se rechaza: basta con no aceptarlo.

challenge-declined = { $opponent } rechazó el desafío #{ $challenge } de { $challenger }.

challenge-cancel-not-yours = Solo quien lanzó el desafío puede cancelarlo.

challenge-cancelled = El desafío #{ $challenge } fue cancelado.

challenge-expired-unanswered = El desafío #{ $challenge } de { $challenger } caducó sin respuesta.

## Revanchas

challenge-rematch-still-going = { $match } sigue en juego.

challenge-rematch-waiting = Ya has desafiado a { $opponent } a { $game }; la oferta sigue abierta (retírala con { $cancel }).

## Contra el bot

challenge-level-only-bot = El nivel solo se elige en una partida contra el bot.

challenge-bot-never-rated = Una partida contra el bot nunca es puntuable: quita la opción puntuable.

challenge-level-refused = El bot juega en los niveles { $levels }, no { $level }.

### Puntuaciones, rankings y perfiles.

## Tras una partida puntuable

profile-match-not-rated = No puntúa: la partida terminó antes de que cada bando hiciera { $moves ->
        [2] dos jugadas
       *[other] { $moves } jugadas
    }.

profile-match-rating = { $player } { $rating } ({ $change })

profile-match-ratings = Puntuaciones ({ $pool ->
        [live] en vivo
       *[correspondence] por correspondencia
    }): { $white }, { $black }.

## /leaderboard

profile-scope-refused = El ámbito es server (este servidor) o everywhere (todos), no { $scope }.

profile-leaderboards-off = Los rankings están desactivados en este servidor.

profile-server-board-outside = El ranking de un servidor se pide desde ese servidor.

profile-pool-refused = La modalidad es live (en vivo) o correspondence (por correspondencia), no { $pool }.

profile-leaderboard = Ranking de { $game } ({ $pool ->
        [live] en vivo
       *[correspondence] por correspondencia
    })

profile-leaderboard-title = { $title }, { $scope ->
        [server] este servidor
       *[everywhere] todos los servidores
    }, página { $page }

profile-board-empty = Aún no hay nadie en el ranking.

profile-board-past-end = No hay más jugadores.

profile-board-line = { $rank }. { $player } { $standing }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }

profile-own-unranked = { $player }: sin puesto aquí (aún ninguna partida puntuable).

profile-own-rank = { $player }: puesto { $rank }, { $standing }.

profile-provisional-note = ? indica una puntuación provisional (desviación por encima de { $deviation }, que crece con cada día sin jugar); van después de las demás.

## /profile

profile-title = Perfil de { $player }

profile-no-rated-match = Aún ninguna partida puntuable.

profile-standing = { $game } ({ $pool ->
        [live] en vivo
       *[correspondence] por correspondencia
    }): { $standing }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }

profile-standing-record = { $standing } ({ $won } { $won ->
        [one] ganada
       *[other] ganadas
    }, { $lost } { $lost ->
        [one] perdida
       *[other] perdidas
    }, { $drawn } en tablas), racha actual: { $streak }

profile-standing-seen = { $standing }; { $seen ->
        [one] de la única que puedes ver aquí
       *[other] de las { $seen } que puedes ver aquí
    }: { $won } { $won ->
        [one] ganada
       *[other] ganadas
    }, { $lost } { $lost ->
        [one] perdida
       *[other] perdidas
    }, { $drawn } en tablas

profile-streak-none = ninguna

profile-streak = { $kind ->
        [wins] { $count ->
            [one] { $count } victoria
           *[other] { $count } victorias
        }
       *[losses] { $count ->
            [one] { $count } derrota
           *[other] { $count } derrotas
        }
    }

profile-last-matches = Últimas partidas

profile-no-finished-match = Aún ninguna partida terminada.

profile-no-visible-match = Ninguna partida terminada que puedas ver aquí.

profile-recent-practice = #{ $match } { $game }: práctica, { $player } jugó con ambos bandos (no puntuable), { $reason }

profile-recent = #{ $match } { $game } contra { $opponent }: { $result ->
        [win] victoria
        [loss] derrota
       *[draw] tablas
    } ({ $change }), { $reason }

profile-not-rated = no puntuable

## El gráfico de puntuación

profile-chart-series = { $pool ->
        [live] puntuación en vivo
       *[correspondence] puntuación por correspondencia
    }

profile-chart-y = puntuación (franja: ± desviación)

profile-chart-x = partidas puntuables

## Los jugadores locales de la consola

profile-name-long = El nombre de un jugador puede tener como máximo { $longest } caracteres; { $name }… tiene { $length }.

profile-name-spaces = El nombre de un jugador debe ser una sola palabra, sin espacios ni caracteres de control: { $name }.

profile-name-empty = El nombre de un jugador no puede estar vacío.

profile-name-not-text = El nombre de un jugador es un texto, no { $kind }.

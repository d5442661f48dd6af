### Wertungen, Ranglisten und Profile.

## Nach einer gewerteten Partie

profile-match-not-rated = Nicht gewertet: Die Partie endete, bevor jede Seite { $moves ->
        [2] zwei Züge
       *[other] { $moves } Züge
    } gemacht hatte.

profile-match-rating = { $player } { $rating } ({ $change })

profile-match-ratings = Wertungen ({ $pool ->
        [live] live
       *[correspondence] Fernpartien
    }): { $white }, { $black }.

## /leaderboard

profile-scope-refused = Der Bereich ist server (dieser Server) oder everywhere (überall), nicht { $scope }.

profile-leaderboards-off = Ranglisten sind auf diesem Server ausgeschaltet.

profile-server-board-outside = Die Rangliste eines Servers rufst du auf diesem Server selbst ab.

profile-pool-refused = Die Spielart ist live oder correspondence (Fernpartien), nicht { $pool }.

profile-leaderboard = Rangliste für { $game } ({ $pool ->
        [live] live
       *[correspondence] Fernpartien
    })

profile-leaderboard-title = { $title }, { $scope ->
        [server] dieser Server
       *[everywhere] überall
    }, Seite { $page }

profile-board-empty = Hier ist noch niemand in der Rangliste.

profile-board-past-end = Keine weiteren Spieler.

profile-board-line = { $rank }. { $player } { $standing }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }

profile-own-unranked = { $player }: hier nicht in der Rangliste (noch keine gewertete Partie).

profile-own-rank = { $player }: Platz { $rank }, { $standing }.

profile-provisional-note = ? kennzeichnet eine vorläufige Wertung (Abweichung über { $deviation }, wächst mit jedem Tag ohne Partie); sie stehen hinter den anderen.

## /profile

profile-title = Profil von { $player }

profile-no-rated-match = Noch keine gewertete Partie.

profile-standing = { $game } ({ $pool ->
        [live] live
       *[correspondence] Fernpartien
    }): { $standing }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }

profile-standing-record = { $standing } ({ $won } gewonnen, { $lost } verloren, { $drawn } remis), aktuelle Serie: { $streak }

profile-standing-seen = { $standing }; { $seen ->
        [one] von der einen, die du hier sehen kannst
       *[other] von den { $seen }, die du hier sehen kannst
    }: { $won } gewonnen, { $lost } verloren, { $drawn } remis

profile-streak-none = keine

profile-streak = { $kind ->
        [wins] { $count ->
            [one] { $count } Sieg
           *[other] { $count } Siege
        }
       *[losses] { $count ->
            [one] { $count } Niederlage
           *[other] { $count } Niederlagen
        }
    }

profile-last-matches = Letzte Partien

profile-no-finished-match = Noch keine beendete Partie.

profile-no-visible-match = Keine beendete Partie, die du hier sehen kannst.

profile-recent-practice = #{ $match } { $game }: Übungspartie, beide Seiten von { $player } gespielt (nicht gewertet), { $reason }

profile-recent = #{ $match } { $game } gegen { $opponent }: { $result ->
        [win] Sieg
        [loss] Niederlage
       *[draw] Remis
    } ({ $change }), { $reason }

profile-not-rated = nicht gewertet

## Das Wertungsdiagramm

profile-chart-series = { $pool ->
        [live] Live-Wertung
       *[correspondence] Wertung in Fernpartien
    }

profile-chart-y = Wertung (Band: ± Abweichung)

profile-chart-x = gewertete Partien

## Die lokalen Spieler der Konsole

profile-name-long = Der Name eines Spielers darf höchstens { $longest } Zeichen haben; { $name }… hat { $length }.

profile-name-spaces = Der Name eines Spielers muss ein Wort ohne Leerzeichen oder Steuerzeichen sein: { $name }.

profile-name-empty = Der Name eines Spielers darf nicht leer sein.

profile-name-not-text = Der Name eines Spielers ist ein Text, nicht { $kind }.

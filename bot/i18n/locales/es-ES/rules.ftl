## La respuesta en torno a un resumen

rules-learn = ¿No conoces el juego? Prueba { $learn }: una lección corta por regla.
rules-options = Opciones:
rules-option = • { $name } (por defecto { $default }): { $help }
rules-on = sí
rules-off = no
rules-full = Las reglas completas, y cómo interpreta Gamut el original: { $page }.

## King's Crossing

rules-kings-crossing-summary =
    Un tablero de 4 × 8; cada bando tiene un Rey y fichas que se mueven todas igual. Se gana capturando al Rey rival, llevando tu Rey a la casilla base rival (marcada) o manteniendo tu Rey en la primera fila rival mientras el rival completa 10 turnos.
    Deslizamiento (b2-b5): cualquier distancia hacia delante o de lado por casillas vacías, nunca hacia atrás ni en diagonal. Salto (b2xb4): por encima de una pieza rival adyacente, hacia delante, de lado o hacia atrás, hasta la casilla vacía de detrás, capturándola. Saltar es obligatorio, y vuelves a saltar mientras alguna de tus piezas pueda hacerlo.
    Atrapar: una hilera de piezas a lo largo de una fila o columna con piezas rivales en ambos extremos queda atrapada y no puede moverse. Una pieza en un extremo puede capturar la pieza atrapada que tiene al lado avanzando sobre ella, hacia delante o de lado (b2xb3).
    Rey oculto: cada jugador elige en secreto la casilla de su Rey, y el rival ve todas las piezas como fichas hasta que termina la partida.
rules-kings-crossing-option-setup = normal: Reyes en d1 y a8, cada uno en su propia casilla base; alternate: Reyes en a1 y a8, casillas base en d1 y d8
rules-kings-crossing-option-pieces = piezas por bando: 8 (dos filas) o 12 (la partida más larga, tres filas)
rules-kings-crossing-option-stealth = Rey oculto: cada jugador coloca en secreto su Rey en una de sus casillas de salida
rules-kings-crossing-option-backcapture = Captura hacia atrás completa: las capturas en trampa también pueden ir hacia atrás

## Checkers with Bosses

rules-checkers-bosses-summary =
    Tres clases de fichas por bando: fichas diagonales D (fila 3), fichas ortogonales O (fila 2) y fichas compuestas C (c1–f1). Empiezan las blancas.
    Las fichas avanzan una casilla: D en diagonal hacia delante, O hacia delante o de lado, C en cualquiera de esas direcciones. Capturan con saltos cortos por encima de una pieza rival adyacente en esas mismas direcciones, nunca hacia atrás. Capturar es obligatorio, con la secuencia de más saltos.
    Una ficha que llega a la última fila queda coronada: desde entonces se mueve y captura una casilla en todas las direcciones de su clase.
    Cuando te capturan la última pieza de una clase, colocas el jefe de esa clase en tus tres primeras filas (D@c2) antes de tu jugada. Un jefe se mueve como una pieza coronada y tiene puntos de vida (3 por defecto); cada salto por encima de él le quita uno.
    Ganas al capturar los tres jefes rivales; un bando que no puede mover pierde. Si solo quedan piezas diagonales, en colores distintos, el bando que acaba de mover las desplaza.
rules-checkers-bosses-option-boss-hp = los puntos de vida con los que empieza un jefe
rules-checkers-bosses-option-boss-promotes = los jefes se mueven como fichas de su clase hasta coronarse en la última fila (variante 2)

## Crossings

rules-crossings-summary =
    Dieciséis fichas por bando: las blancas en las filas 1–2, las negras en las filas 7–8. Empiezan las blancas.
    Una ficha sola se mueve una casilla en cualquier dirección. Una falange, una línea recta de dos o más fichas tuyas, se mueve a lo largo de su línea, entera o su parte delantera: un grupo de N se mueve de 1 a N casillas. Cuando su ficha delantera llega a una línea rival más corta que N, se lleva esa ficha; una línea de N o más la bloquea. Una ficha sola nunca captura.
    Una ficha que termina en la última fila ha cruzado y queda fija allí. Un bando que va por detrás en cruces debe cruzar en el acto o pierde; un bando que va por delante al empezar su propio turno gana.
    Las jugadas se escriben desde la ficha más retrasada que se mueve: a1-a3 lleva la pareja a1–a2 dos casillas hacia el norte; x indica una captura.

## The King o' the Castle

rules-king-of-the-castle-summary =
    Lleva uno de tus Reyes al castillo rival (d8 para las blancas, d1 para las negras, al principio). Cada bando tiene 2 Reyes (K), 3 Caballeros (N) y 4 Pajes (P).
    Movimiento normal: en línea recta, en cualquiera de las 8 direcciones, por casillas vacías: un Paje 1-3 casillas, un Caballero 1-2, un Rey 1.
    Movimiento de salto: uno o más saltos, cada uno por encima de una pieza vecina hasta la casilla vacía justo detrás, cambiando de dirección a tu gusto. Un Paje solo salta Pajes, un Caballero Caballeros y Pajes, un Rey cualquier pieza, tuya o del rival.
    Capturar es opcional: cada pieza rival que saltas se captura (x) o se deja (-): c2-c4xe4.
    Ninguna pieza entra en su propio castillo; solo un Rey puede entrar en el del rival, y con ello gana. Nada salta un castillo. También ganas capturando los dos Reyes rivales. Un bando que no puede mover pasa.
rules-king-of-the-castle-option-first = qué bando empieza
rules-king-of-the-castle-option-castle-swap = el cambio con el castillo: una vez por partida, un bando puede intercambiar un Rey que no se ha movido con su castillo

## Charing Cross

rules-charing-cross-summary =
    Lleva una pieza a su meta: los caballos blancos (a4, a5) a la columna h, las torres blancas (d8, e8) a la fila 1; los caballos negros (h4, h5) a la columna a, las torres negras (d1, e1) a la fila 8.
    Un turno es un avance o un salto. Avance: una casilla hasta una casilla vacía, en recto o en diagonal hacia la meta, nunca sobre los bordes de la pieza (las filas 1 y 8 para los caballos, las columnas a y h para las torres). Salto: por encima de cualquier pieza vecina, de cualquier color, hasta la casilla vacía justo detrás; un salto por turno.
    Una pieza saltada vuelve a una casilla de salida libre propia; si hay dos libres, elige su dueño (@a4), y si no hay ninguna, sale de la partida.
    Ganas cuando la pieza que has movido termina en su meta. Un bando que no puede mover pasa.
rules-charing-cross-option-first = qué bando empieza (en una revancha, el que perdió la última partida)

### Textos de las imágenes del tablero.

picture-legend = Marcas: { $marks }.
picture-mark-captured = cruz = una pieza capturada ahí (o un golpe a un jefe)
picture-mark-sent-home = flecha de vuelta = una pieza devuelta desde ahí a su casilla de salida
picture-mark-trapped = barras = una pieza atrapada
picture-mark-crossed = candado = una ficha que ha cruzado
picture-mark-hidden = anillo discontinuo = tu Rey oculto (solo lo ves tú)
picture-mark-home = casilla enmarcada, emblema en la esquina = una casilla de salida de esa pieza
picture-mark-goal = franja o rayado con emblemas = la meta de esa pieza
picture-mark-home-space = casa = una casilla base
picture-mark-castle = casilla con torre = un castillo
picture-mark-choice = anillo verde = una casilla que puedes elegir

picture-private-view = Vista privada
picture-title-start = { $title } · inicio
picture-title-after = { $title } · tras la jugada { $number }
picture-last = última { $move }
picture-status-won = Ganan { $side }
picture-status-draw = Tablas
picture-status-place = { $side }: devolver { $piece } a casa
picture-status-drop-boss = { $side }: colocar el jefe { $kind }
picture-status-drop-bosses = { $side }: colocar { $count } jefes
picture-status-shift = { $side }: desplazar (colores distintos)
picture-status-must-cross = Juegan { $side }, y deben cruzar
picture-status-move = Juegan { $side }

### Textos de las imágenes del tablero.

picture-legend = Marcas: { $marks }.
picture-mark-captured = cruz = una pieza capturada ahí (o un golpe a un jefe)
picture-mark-sent-home = flecha de vuelta = una pieza enviada a casa desde ahí
picture-mark-trapped = barras = una pieza en trampa
picture-mark-crossed = candado = una ficha que ha cruzado
picture-mark-hidden = anillo discontinuo = tu Rey oculto (solo lo ves tú)
picture-mark-home = casilla enmarcada, emblema en la esquina = la casilla base de esa pieza
picture-mark-goal = franja o rayado con emblemas = la meta de esa pieza
picture-mark-home-space = casa = una casilla base
picture-mark-castle = casilla con torre = un castillo
picture-mark-choice = anillo verde = una casilla que puedes elegir

### Los idiomas de Gamut. Los comentarios están en en/languages.ftl.

languages-unknown = Gamut no habla { $asked }: elige entre { $languages }, o el predeterminado del servidor.

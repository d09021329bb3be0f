# La ventana de Hashdrop, en español.

## Menú de idioma

language-system = Idioma del sistema ({ $name })
language-no-cjk-font = no hay ninguna fuente china/japonesa instalada
language-menu-hint = El idioma de la ventana

## Palabras comunes

files-count = { $count ->
    [one] { $count } archivo
   *[other] { $count } archivos
}

## Panel de opciones

settings-checksum-types = Tipos de suma de comprobación
settings-threads = Hilos
settings-threads-unit = hilos
settings-threads-hint = Cuántos archivos (o fragmentos de un archivo) se procesan a la vez. Este equipo tiene { $cores } núcleos.
settings-mode = Modo
settings-standard = Suma de comprobación estándar
settings-standard-hint = La suma de comprobación habitual del archivo entero, la que publican las páginas de descarga.
settings-segmented = Sumas por segmentos
settings-segmented-hint = Divide cada archivo en fragmentos iguales y calcula la suma de cada uno, de modo que cualquier tipo de suma puede usar todos los hilos. El resultado combinado (como un ETag de S3) no coincide con la suma estándar.
settings-segment-size = tamaño del segmento
settings-segment-size-hint = El tamaño de cada fragmento. Con fragmentos más pequeños el trabajo se reparte mejor.
settings-reading = Lectura
settings-read-auto = Automática
settings-read-auto-hint = Deja que Hashdrop elija: proyecta en memoria los archivos grandes y lee los pequeños.
settings-read-mmap = Proyectada en memoria
settings-read-mmap-hint = El sistema carga el archivo en memoria a medida que se procesa. Suele ser lo más rápido para archivos grandes locales.
settings-read-buffered = Lectura con búfer
settings-read-buffered-hint = Lee el archivo en fragmentos del tamaño de búfer indicado abajo. Conviene para unidades de red.
settings-buffer-size = tamaño del búfer
settings-buffer-size-hint = Cuánto se lee cada vez. Con búferes más grandes se accede menos al disco.
settings-folders = Carpetas
settings-recursive = Incluir subcarpetas
settings-recursive-hint = Al añadir una carpeta, procesar también los archivos de las carpetas que contiene.
file-menus-heading = Gestor de archivos
file-menus-add = Añadir Hashdrop al menú de mi gestor de archivos
file-menus-add-hint = Pone «Sumas de comprobación con Hashdrop» en el menú contextual de Archivos de GNOME, Dolphin, Nemo y Thunar, solo para su cuenta. Sus propias entradas del menú se conservan.
file-menus-added = { $manager }: añadido.
file-menus-updated = { $manager }: actualizado.
file-menus-already = { $manager }: ya estaba.
file-menus-from-package = { $manager }: ya instalado con el paquete de Hashdrop.
file-menus-failed = { $manager }: no se añadió. { $error }
file-menus-uca-unreadable = { $manager }: no se añadió, porque { $path } no se pudo leer como una lista de acciones. El archivo quedó como estaba.
file-menus-none-found = No se encontró ningún gestor de archivos que Hashdrop conozca (Archivos de GNOME, Dolphin, Nemo, Thunar).
file-menus-restart = Cierre y vuelva a abrir el gestor de archivos para ver las nuevas entradas.
file-menus-sandboxed = Aquí Hashdrop se ejecuta como Flatpak y desde dentro no puede cambiar el menú de su gestor de archivos. El README explica cómo añadir el menú a mano.
file-menus-no-home = No se encontró su carpeta personal, así que no se añadió nada.
algo-hint-md5 = Antiguo y rápido. Sirve para detectar una descarga dañada, no para demostrar quién creó el archivo. Su cálculo es una sola cadena, así que solo un hilo puede trabajar en cada archivo.
algo-hint-sha1 = Antiguo. Como MD5, solo demuestra que el archivo está intacto; cada archivo lo procesa un único hilo.
algo-hint-sha256 = La suma de comprobación más habitual en las páginas de descarga. Segura; cada archivo lo procesa un único hilo.
algo-hint-sha512 = Segura y más rápida que SHA-256 en equipos de 64 bits. Cada archivo lo procesa un único hilo.
algo-hint-blake2b = Segura y rápida (lo que muestra b2sum). Cada archivo lo procesa un único hilo.
algo-hint-blake2s = Segura, pensada para equipos pequeños o de 32 bits. Cada archivo lo procesa un único hilo.
algo-hint-blake2bp = BLAKE2b que reparte el trabajo internamente en 4 vías; da un resultado distinto de BLAKE2b.
algo-hint-blake2sp = BLAKE2s que reparte el trabajo internamente en 8 vías; da un resultado distinto de BLAKE2s.
algo-hint-blake3 = Moderna y muy rápida. Tiene estructura de árbol, así que varios hilos pueden repartirse un archivo grande y obtener igualmente el resultado estándar.
algo-hint-crc32 = Una comprobación corta que usan los archivos SFV y zip. Detecta accidentes, no manipulaciones.
algo-hint-sha224 = SHA-256 recortada a 224 bits. Segura; cada archivo lo procesa un único hilo.
algo-hint-sha384 = SHA-512 recortada a 384 bits. Segura; cada archivo lo procesa un único hilo.
algo-hint-sha3 = SHA-3, la familia estándar más reciente. Segura, pero más lenta que SHA-2; cada archivo lo procesa un único hilo.
algo-hint-sm3 = El estándar nacional chino (GB/T 32905). Segura; cada archivo lo procesa un único hilo.
algo-hint-blake2b-len = BLAKE2b con un resultado más corto (b2sum -l); distinto de un BLAKE2b-512 recortado.
algo-hint-xxhash = Rapidísima, la usan herramientas de copia y de respaldo. Detecta accidentes, no manipulaciones.
algo-hint-crc32c = El CRC que usan Google Cloud Storage, Amazon S3 e iSCSI. Detecta accidentes, no manipulaciones.
algo-hint-crc64nvme = El CRC que Amazon S3 añade a cada objeto. Detecta accidentes, no manipulaciones.
settings-more-types = Más tipos

## Suma esperada y veredicto

expected-label = Suma de comprobación esperada (péguela aquí)
expected-hint = p. ej., el SHA-256 de la página de descarga o las líneas de un archivo SHA256SUMS
expected-clear = Borrar
expected-clear-hint = Olvidar la suma de comprobación esperada
expected-empty = Pegue una suma de comprobación (Ctrl+V) para comprobar los archivos con ella. El tipo se reconoce por su longitud.
expected-lines = { $count ->
    [one] { $count } línea de suma de comprobación
   *[other] { $count } líneas de sumas de comprobación
}
names-or = { $first } o { $last }
list-separator = {", "}
origin-clipboard = {" "}(suma esperada tomada del portapapeles)
origin-listed-at = {" "}(indicada en { $name }, línea { $line })
verdict-matches = Coincide
verdict-does-not-match = NO coincide
verdict-all-match = { $count ->
    [one] El archivo coincide
   *[other] Los { $count } archivos coinciden
}
verdict-some-differ = { $count } de { $total } archivos NO coinciden
verdict-ok-detail = La suma { $algorithm } de { $file } es exactamente la esperada{ $origin }.
verdict-ok-ambiguous = Una suma de esta longitud puede ser { $names }; es una suma { $algorithm }.
verdict-tried = {" "}(se probó { $names })
parts-cut = { $parts ->
    [1] el archivo entero como una sola parte
   *[other] { $parts } partes de { $size }
}
verdict-ok-etag = { $file } coincide con el ETag multiparte de Amazon S3{ $origin }: { $cut }.
verdict-ok-composite = { $file } coincide con la suma de comprobación compuesta { $algorithm } de Amazon S3{ $origin }: { $cut }.
check-failed-parts = { $file } no da esta suma de comprobación multiparte de Amazon S3 con ninguno de los { $tried } tamaños de parte probados. Es otro archivo, o se subió en partes de un tamaño poco habitual.
check-failed-parts-count = Ningún tamaño de parte divide { $file } en tantas partes: no es el archivo que se subió.
row-trying-parts = Probando tamaños de parte…
row-checking-signature = Comprobando su firma…
digest-expected = Esperada
digest-actual = Obtenida
verdict-weak-note = Nota: que coincida un { $algorithm } demuestra que el archivo está intacto, no quién lo publicó. Prefiera SHA-256 cuando el editor lo ofrezca.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = NO lo use: la firma de { $name } no coincide
check-bad-signature-detail = { $name } se modificó después de firmarse. No use los archivos que indica: descargue de nuevo { $name } y su firma desde el sitio del editor.
check-mismatch-many-detail = El veredicto de cada archivo está en la lista de abajo. Un archivo que no coincide puede estar dañado, incompleto o ser otra versión: descárguelo de nuevo.
check-hashing = { $count ->
    [one] Comprobando 1 archivo…
   *[other] Comprobando { $count } archivos…
}
check-needs-algorithms = Comprobando de nuevo con { $names }…
check-needs-algorithms-detail = La suma esperada puede ser de otro tipo: los archivos se leen una vez más para averiguarlo.
check-not-found = No encontrado: { $name }
check-not-found-many = No se encontraron { $count } archivos que comprobar
check-not-found-entry-detail = { $list } indica { $name }, pero ese archivo no está junto a { $list }. Suelte { $name } aquí para comprobarlo.
check-not-found-file-detail = { $name } ya no está ahí: se movió o se borró. Suéltelo de nuevo desde donde está ahora.
check-not-found-more = …y { $count } más.
check-could-not-hash = { $count ->
    [one] No se pudo leer el archivo
   *[other] No se pudieron leer { $count } archivos
}
check-could-not-hash-some = { $count ->
    [one] No se pudo leer { $count } de { $total } archivos
   *[other] No se pudieron leer { $count } de { $total } archivos
}
check-could-not-hash-detail = El motivo aparece junto a cada archivo en la lista de abajo.
check-not-listed = { $count ->
    [one] Este archivo no está en la lista de sumas
   *[other] { $count } archivos no están en la lista de sumas
}
check-not-listed-detail = Ni su nombre ni su suma están en { $lists }, así que no hay con qué comprobarlo. { $lists } indica { $listed }.
check-match-many-detail = El veredicto de cada archivo está en la lista de abajo.
check-awaiting = Ahora suelte el archivo que quiere comprobar
check-awaiting-detail = Suelte el archivo descargado en esta ventana y se comprobará con la suma esperada.
check-ok-other-name = { $file } es el mismo archivo que { $listed } en { $list }, con otro nombre.
check-failed-listed = { $file } no es el archivo que indica { $list }{ $tried }{ $origin }. Puede estar dañado, incompleto o ser otra versión: descárguelo de nuevo.
check-failed-typed = { $file } no es el archivo para el que se calculó la suma { $algorithm } que introdujo{ $tried }. Puede estar dañado, incompleto o ser otra versión: descárguelo de nuevo o compruebe que introdujo la suma correcta.
check-failed-copied = { $file } no es el archivo para el que se calculó la suma { $algorithm } que copió{ $tried }. Puede estar dañado, incompleto o ser otra versión: descárguelo de nuevo o compruebe que copió la suma correcta.
check-from-clipboard = Comparado con la suma que copió.
check-dont-use = No usarla
check-dont-use-hint = Olvidar la suma tomada del portapapeles
check-also-lists = { $count ->
    [one] { $list } también indica 1 archivo que no está aquí.
   *[other] { $list } también indica { $count } archivos que no están aquí.
}
trust-unsigned = Sin firmar: esto demuestra que el archivo está intacto, no quién lo hizo. Para comprobarlo también, ponga { $sig } (de la misma página) junto a { $list } y suelte { $list } de nuevo.
trust-typed = Comparado con la suma que introdujo: es tan fiable como la página de la que la copió.
trust-copied = Comparado con la suma que copió: es tan fiable como la página de la que la copió.
row-matches-other-name = Coincide (otro nombre)
row-bad-signature = La firma NO coincide
row-not-listed = No está en la lista
row-hashing-again = Comprobando de nuevo…

## Barra superior

view-hash = Sumas y verificar una descarga
view-compare = Comparar
view-bench = Rendimiento
view-bench-hint = Prueba de rendimiento: ¿el cuello de botella es el disco o la CPU?
add-files = Añadir archivos…
add-files-hint = Elegir archivos para calcular su suma (Ctrl+O)
add-folder = Añadir carpeta…
add-folder-hint = Calcular la suma de todos los archivos de una carpeta
open-checksum-file = Abrir archivo de sumas…
open-checksum-file-hint = Comprobar cada archivo indicado en un archivo SHA256SUMS, CHECKSUM, .sha256, .md5 o .sfv

## Vista principal

expected-from-sums = { $count ->
    [one] Esperada: { $count } suma del archivo de sumas { $name }
   *[other] Esperadas: { $count } sumas del archivo de sumas { $name }
}
expected-from-publisher = { $count ->
    [one] Esperada: { $count } suma de la lista firmada de { $publisher }
   *[other] Esperadas: { $count } sumas de la lista firmada de { $publisher }
}
expected-forget = Olvidarlo
expected-forget-hint = Dejar de comprobar con este archivo de sumas
getting-ready = Preparando…
live-workers = Hilos
live-pieces = Fragmentos de cada archivo
live-speed = Velocidad en el tiempo
empty-title = Suelte archivos o carpetas en cualquier parte de esta ventana
empty-body = Hashdrop calcula sus sumas de comprobación. Para verificar una descarga, pegue arriba la suma de su página web o suelte su archivo SHA256SUMS.
empty-keys = Ctrl+O añade archivos · Ctrl+V pega una suma · Esc detiene

## Tabla de resultados

results-heading = Resultados · { files-count }
results-clear = Borrar
results-clear-hint = Olvidar estos resultados
results-save = Guardar resultados…
results-copy-all = Copiar todo
results-copy-all-hint = Copiar todas las sumas como líneas que sha256sum -c y Hashdrop pueden comprobar
results-copy = Copiar
results-copy-hint = Copiar esta suma
column-file = Archivo
column-size = Tamaño
column-type = Tipo
column-checksum = Suma de comprobación
column-check = Comprobación

## Progreso

eta-seconds = quedan unos { $s } s
eta-minutes = quedan unos { $min } min { $s } s
eta-hours = quedan unas { $h } h { $min } min
duration-under = menos de { $s } s
duration-seconds = { $s } s
progress-listing = Buscando archivos… { $count } encontrados
progress-cancelled = Cancelado · { $done } de { $total ->
    [one] { $total } archivo
   *[other] { $total } archivos
} hechos
progress-done = Hecho · { $files } · { $size } en { $time } · { $rate }
progress-done-instant = Hecho · { $files } · { $size } en { $time }
progress-running = { $done } de { $total } · { $percent } % · { $rate }
progress-paused = en pausa
progress-resume = Reanudar
progress-resume-hint = Seguir calculando
progress-pause = Pausa
progress-pause-hint = Detener por ahora y reanudar después
progress-cancel = Cancelar
progress-cancel-hint = Dejar de calcular (Esc). Los archivos terminados se conservan.
worker-name = Hilo { $n }
worker-piece = { $name } — fragmento { $n } de { $total }
worker-pieces = { $name } — fragmentos { $first }–{ $last } de { $total }, a la vez
worker-idle = inactivo

## Soltar archivos

drop-compare-one = Suelte para comparar esto
drop-compare-two = Suelte para comparar estos dos
drop-compare-many = Suelte dos archivos o carpetas para compararlos (se usarán los dos primeros)
drop-check-listed = Suelte para comprobar los archivos indicados en { $name }
drop-hash-these = Suelte para calcular la suma de estos archivos
drop-hash-check-these = Suelte para calcular y comprobar estos archivos
drop-hash-named = Suelte para calcular la suma de «{ $name }»
drop-hash-check-named = Suelte para calcular y comprobar «{ $name }»
drop-hash-count = { $count ->
    [one] Suelte para calcular la suma de 1 archivo
   *[other] Suelte para calcular la suma de { $count } archivos
}
drop-hash-check-count = { $count ->
    [one] Suelte para calcular y comprobar 1 archivo
   *[other] Suelte para calcular y comprobar { $count } archivos
}
drop-bench = Suelte un archivo para medir el rendimiento con él (solo se lee)

## Rendimiento: configuración

bench-algorithms = Algoritmos
bench-algorithm-hint = Medir este algoritmo.
bench-algorithm-weak-hint = Rápido, pero solo sirve para detectar daños accidentales, no manipulaciones.
bench-threads-heading = Hilos
bench-threads-hint = Cuántos hilos calculan a la vez. Más hilos solo ayudan cuando el límite es la CPU, no el disco.
bench-threads = { $count ->
    [one] { $count } hilo
   *[other] { $count } hilos
}
bench-reading-heading = Lectura del archivo
bench-io-mmap = mmap
bench-io-buffered = búfer de { $size }
bench-mmap-hint = mmap: el archivo se proyecta en memoria y el sistema lo va leyendo mientras se procesa, sin copiarlo a un búfer.
bench-buffered-hint = búfer: el archivo se lee de { $size } en { $size } en un búfer y luego se procesa. Con búferes pequeños hay muchas más lecturas.
bench-mode-heading = Modo
bench-standard-word = estándar
bench-segmented-word = por segmentos
bench-standard-hint = estándar: la suma de comprobación habitual del archivo entero, la que publican los sitios web. Solo BLAKE3 puede usar varios hilos para ella.
bench-segmented-hint = por segmentos: cada hilo lee y procesa su propio fragmento del archivo (fragmentos de 8 MiB); las sumas de los fragmentos se combinan. Más rápido con hilos, pero una suma distinta de la habitual.
bench-repeat-heading = Repeticiones
bench-repeat-hint = Cada combinación se cronometra este número de veces; la tabla muestra el tiempo central (mediana). Más pasadas dan cifras más estables.
bench-repeat-unit = pasadas de cada una
bench-data-heading = Datos
bench-generated = Datos de prueba generados
bench-generated-hint = Bytes aleatorios escritos en un archivo temporal, que después se borra.
bench-generated-data = { $size } de datos generados
bench-quick-try = { $size } (prueba rápida)
bench-size-hint = Con más datos las cifras son más fiables, pero tarda más.
bench-your-file = Un archivo suyo
bench-your-file-hint = Medir con un archivo real; solo se lee, nunca se modifica.
bench-choose-file = Elegir archivo…
bench-choose-file-hint = Elegir un archivo para medir (solo se lee)
bench-file-chosen = El archivo elegido
bench-peers = Incluir otras herramientas (md5sum, b3sum…)
bench-peers-hint = Cronometrar también los programas de sumas de comprobación instalados en este equipo con los mismos datos, para comparar Hashdrop.
bench-plan = { $cells ->
    [one] { $cells } combinación
   *[other] { $cells } combinaciones
} × { $runs } pasadas con { $data }
bench-missing-algorithm = Marque al menos un algoritmo.
bench-missing-threads = Marque al menos un número de hilos.
bench-missing-reading = Marque al menos una forma de lectura.
bench-missing-mode = Marque al menos un modo.
bench-missing-file = Elija un archivo o mida con datos generados.

## Rendimiento: medición

bench-intro = Mide lo rápido que este equipo lee y procesa datos con cada combinación elegida a la izquierda, y dice qué lo limita.
bench-run = Iniciar prueba
bench-run-hint = Empezar a medir con lo elegido a la izquierda
bench-cancel-hint = Detener ahora; se conserva lo medido hasta el momento (Esc)
bench-export = Exportar { $format }…
bench-export-csv-hint = Una fila por combinación, para una hoja de cálculo
bench-export-json-hint = Todo lo medido, para programas
bench-export-md-hint = Un informe para pegar en una incidencia o una wiki
bench-error = No se pudo ejecutar la prueba: { $error }
bench-empty = Elija a la izquierda qué medir y pulse «{ $run }». Los valores predeterminados tardan unos minutos; «{ $quick }» con un algoritmo tarda segundos.
bench-stopping = Deteniendo…
bench-status-checking-file = Comprobando el archivo…
bench-status-preparing = Preparando { $size } de datos de prueba…
bench-status-reads = Midiendo lo rápido que el disco lee los datos (en frío y desde memoria)…
bench-status-memory = Midiendo lo rápido que { $algorithm } procesa datos ya en memoria…
bench-status-memory-all = Midiendo lo rápido que cada algoritmo procesa datos ya en memoria…
bench-status-warmup = pasada de calentamiento
bench-status-run = pasada { $n } de { $total }
bench-status-step = { $n } de { $total }: { $cell }, { $run }
bench-status-peers = Cronometrando otras herramientas: { $tool }
bench-status-finishing = Terminando…

## Rendimiento: resultados

bench-cancelled = Cancelado: se midieron { $done } de { $total } combinaciones.
bench-verdict-heading = Qué limita a este equipo
bench-bound-cpu = limitado por la CPU
bench-bound-io = limitado por el disco
bench-bound-unknown = cuello de botella desconocido
bench-chart-heading = Velocidad de cada combinación (MB/s, más alto es más rápido)
bench-chart-x = combinaciones, en el orden en que se midieron (pase el ratón por una barra)
bench-results-heading = Resultados
bench-col-algorithm = Algoritmo
bench-col-threads = Hilos
bench-col-reading = Lectura
bench-col-reading-hint = mmap: proyectado en memoria; búfer: leído por fragmentos
bench-col-mode = Modo
bench-col-mode-hint = por segmentos: cada hilo procesa su propio fragmento del archivo
bench-col-median = Mediana
bench-col-median-hint = El valor central de las pasadas cronometradas
bench-col-spread = Más lenta – más rápida
bench-col-spread-hint = La dispersión de las pasadas cronometradas
bench-col-speedup = Aceleración
bench-col-speedup-hint = Comparada con la misma combinación en un hilo
bench-col-of-best = Respecto a la mejor
bench-col-of-best-hint = La velocidad de esta combinación como porcentaje de la más rápida
bench-percent = { $percent } %
bench-peers-heading = Otras herramientas con los mismos datos
bench-col-tool = Herramienta
bench-col-vs-1-thread = Hashdrop es (1 hilo)
bench-col-vs-same-threads = Hashdrop es (mismos hilos)
bench-times-its-speed = ×{ $ratio } su velocidad
bench-seed-heading = El experimento original (teléfonos de 2014)
bench-seed-intro = Las notas de las que nació esta función: teléfonos de 2014 procesando un archivo de 460 MB y un equipo FreeBSD según el tamaño del búfer. Menos segundos es más rápido.
bench-col-device = Dispositivo
bench-col-conditions = Condiciones
bench-col-seconds = Segundos
bench-col-note = Nota

## Rendimiento: frases del veredicto

bench-v-measured = {" "}(medido en la matriz: { $speedup }×)
bench-v-every-core = {" "}({ $rate } con todos los núcleos en memoria)
bench-v-splits = se divide dentro de un archivo, así que más hilos ayudan{ $all }{ $measured }
bench-v-segmented-scales = ; la suma por segmentos (una suma distinta, como un ETag de S3) sí escala{ $measured }
bench-lanes-toggle = Carriles SIMD
bench-lanes-hint = Carriles SIMD: medir también la suma por segmentos un segmento tras otro y con { $lanes } segmentos calculados a la vez en un núcleo, para ver cuánto gana la unidad vectorial de este procesador.
bench-lanes = { $lanes ->
    [1] un segmento tras otro
   *[other] { $lanes } carriles ({ $kernel })
}
bench-v-lanes = En un núcleo, calcular { $lanes } segmentos a la vez en carriles SIMD ({ $kernel }) hace su suma por segmentos { $speedup }× más rápida que un segmento tras otro ({ $fast } frente a { $slow }): un solo flujo { $name } no puede usar la unidad vectorial, porque cada paso necesita el anterior, pero { $lanes } segmentos independientes sí.
bench-v-lanes-capped = {" "}Eso se acerca a lo que entrega la caché de páginas ({ $warm }): la lectura, no el cálculo, limita la ganancia.
bench-v-lanes-no-gain = Calcular { $lanes } segmentos a la vez en carriles SIMD ({ $kernel }) no aceleró aquí su suma por segmentos ({ $speedup }×).
bench-v-chain = su suma estándar es una cadena, así que más hilos no aceleran un archivo{ $measured }; ayudan con varios archivos{ $segmented }
bench-v-cpu = { $name } está limitado por la CPU aquí: un núcleo calcula { $hash }, menos de lo que el disco entrega en frío ({ $cold }); { $threads }.
bench-v-io = { $name } está limitado por E/S aquí: calcula { $hash } en un núcleo y el disco entrega { $cold } en frío, así que más hilos en un archivo no ayudarán; un disco más rápido, sí.{ $cached }
bench-v-io-cached-cpu = {" "}Cuando el archivo está en la caché de páginas ({ $warm }), el cálculo pasa a ser el límite.
bench-v-io-cached-io = {" "}Incluso desde la caché de páginas ({ $warm }) la lectura es el límite.
bench-v-not-measured = no medida
bench-v-unknown = { $name }: la velocidad del disco es desconocida ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}Con el archivo en caché, la lectura entrega { $warm } y un núcleo calcula { $hash }: el cálculo es el límite para un archivo en caché, y { $threads }.
bench-v-unknown-cached-io = {" "}Con el archivo en caché, la lectura entrega { $warm } y un núcleo calcula { $hash }: la lectura es el límite incluso para un archivo en caché.
bench-v-unknown-memory = {" "}Un núcleo calcula { $hash } en memoria.
bench-s-cancelled = Cancelado antes de medir las lecturas: sin veredicto.
bench-s-reads = El disco entrega { $cold } en frío y la caché de páginas { $warm } en caliente.
bench-s-reads-no-disk = La caché de páginas entrega { $warm } en caliente; no se pudo medir el disco: { $note }.
bench-s-cpu = Limitados por la CPU: { $names }.
bench-s-io = Limitados por E/S: { $names }.
bench-s-threads-help = Más hilos aceleran un archivo con: { $names }.
bench-s-busy = El equipo estaba ocupado (carga media { $load } con { $cores } núcleos al empezar): las cifras con más de un hilo subestiman lo que darían núcleos libres.

## Firmas

sig-good-bundled = Firmado por { $name }, una clave que Hashdrop conoce (huella { $fingerprint }).
sig-good-added = Firmado por { $name }, una clave que usted añadió (huella { $fingerprint }).
sig-good-added-on = Firmado por { $name }, una clave que usted añadió el { $date } (huella { $fingerprint }).
sig-bad = La firma NO coincide: este archivo de sumas se modificó después de firmarse. No lo use.
sig-unknown-key = NO comprobada: Hashdrop no tiene la clave que indica esta firma. La firma dice que se hizo con la clave { $fingerprint }: es solo lo que afirma, y Hashdrop no lo ha comprobado. Añada la clave del editor para comprobarla.
sig-good-sigstore = Firmado por { $name } con Sigstore ({ $issuer } avaló esta identidad), un firmante que Hashdrop conoce.
sig-unknown-sigstore = NO comprobada: la firma es válida, pero indica a { $identity } (avalado por { $issuer }), a quien Hashdrop no conoce como firmante de este editor. Cualquiera puede firmar con su propio nombre: compárelo con la identidad que figura en el sitio web del editor.
sig-rejected = Firmado por { $name }, pero no se puede confiar en la firma: { $problem }. Esta suma solo demuestra que el archivo está intacto.
sig-unreadable = No se pudo leer la firma ({ $reason }): esta suma solo demuestra que el archivo está intacto.
sig-unsigned = Sin firmar: esta suma solo demuestra que el archivo está intacto.
sig-found-unreadable = Se encontró una firma, pero no se pudo leer ({ $why }): esta suma solo demuestra que el archivo está intacto.

## Archivos de sumas

parse-unrecognised = No es una suma de comprobación que Hashdrop conozca ({ $reason }). Pegue la suma en sí o líneas de un archivo de sumas.
sums-empty = { $name } no contiene ninguna suma que Hashdrop pueda leer.
load-open = No se puede abrir { $name }: { $error }
load-read = No se puede leer { $name }: { $error }
load-too-large = { $name } es demasiado grande para ser un archivo de sumas.
load-not-text = { $name } no se puede leer como archivo de sumas: { $error }
sums-note-malformed = { $count ->
    [one] { $count } línea del archivo de sumas no se pudo leer y se omitió.
   *[other] { $count } líneas del archivo de sumas no se pudieron leer y se omitieron.
}
sums-note-duplicate = { $name } aparece más de una vez (líneas { $lines }); se comprueba cada línea.
sums-note-outside = { $count ->
    [one] { $count } archivo indicado está fuera de la carpeta del archivo de sumas; compruebe que era lo esperado.
   *[other] { $count } archivos indicados están fuera de la carpeta del archivo de sumas; compruebe que era lo esperado.
}
reading-file = Leyendo { $name }…
segments-label = { $name } · segmentos de { $size }
threads-failed = no se pueden iniciar los hilos de cálculo: { $error }

## Diálogos de archivo y guardado

dialog-add-files = Añadir archivos
dialog-add-folder = Añadir carpeta
dialog-checksum-file = Abrir un archivo de sumas (SHA256SUMS, .md5, .sfv…)
dialog-compare = Elegir un archivo para comparar
dialog-bench = Elegir un archivo para la prueba de rendimiento (solo se lee)
dialog-save-results = Guardar resultados
dialog-save-bench = Guardar la prueba de rendimiento
dialog-failed = No se puede abrir el diálogo de archivos: { $error }
save-cancelled = No se guardó.
save-failed = No se pudo guardar { $name }: { $error }
saved = Guardado { $name }
export-gnu = Archivo de sumas (estilo sha256sum)
export-bsd = Archivo de sumas (estilo BSD)
export-csv = Hoja de cálculo (CSV)

## Claves

keys-heading = Claves añadidas
keys-none = Ninguna. Suelte aquí el archivo de clave (.asc, .pub) de un editor para confiar en sus firmas.
keys-remove = Quitar
keys-remove-hint = Dejar de confiar en las firmas hechas con esta clave
key-added = Se añadió la clave de { $name } (huella { $fingerprint }): los archivos de sumas que firmó cuentan ahora como firmados por una clave que usted añadió.
key-add-failed = No se pudo guardar la clave contenida en { $name }: { $error }
key-remove-failed = No se pudo quitar la clave de { $name }: { $error }
key-offer-heading = ¿Confiar en la clave de { $name }?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Huella:
key-offer-dates = Creada el { $created }, caduca el { $expires }.
key-offer-dates-expired = Creada el { $created }, caducó el { $expires }.
key-offer-dates-no-expiry = Creada el { $created }, no caduca nunca.
key-offer-compare = Compare esta huella con la que muestra la web del editor antes de añadirla.
key-offer-look-alike = Esta no es la clave con la que firma { $publisher }. Lleva el nombre de la clave de { $publisher }, pero su huella es otra: cualquiera puede crear una clave con cualquier nombre.
key-offer-bundled = Esta es la clave de { $publisher }, que Hashdrop ya conoce.
key-offer-known = Hashdrop ya confía en esta clave: no hay nada que añadir.
key-offer-add = Añadir
key-offer-cancel = Cancelar
key-offer-close = Cerrar
key-offer-too-many = Hay demasiados archivos de claves esperando respuesta: no se abrió { $name }.
key-declined = La clave de { $name } no se añadió.

## Fragmentos y gráfico de velocidad

piece-waiting = en espera
piece-active = lo procesa el hilo { $worker }
piece-done = hecho
piece-failed = error
piece-one = Fragmento { $n } de { $total }: { $state }
piece-range = Fragmentos { $first }–{ $last } de { $total }: { $state }
piece-differs = { $label } (distinto)
legend-active = en proceso (color del hilo)
graph-seconds = segundos
graph-total = total

## Firmas de un archivo en sí y firmas soltadas

sig-file-released = Este es el archivo que publicó su autor.
sig-file-bad = La firma NO coincide: este archivo se modificó después de firmarse, o la firma es de otro archivo. No lo use.
sig-file-rejected = Firmado por { $name }, pero no se puede confiar en la firma: { $problem }.
sig-file-unreadable = No se pudo leer la firma ({ $reason }).
sig-not-a-signature = incompleta, dañada o no es una firma
sig-file-heading = Firma de { $name }
signature-orphan = { $name } es una firma, pero el archivo que firma no está a su lado. Suelte la firma junto con ese archivo, o suelte primero el archivo de sumas.
dialog-compare-folder = Elegir una carpeta para comparar
dialog-save-comparison = Guardar la comparación
dialog-save-checksums = Guardar un archivo de sumas

## Comparar

compare-intro = Suelte dos archivos, dos carpetas, o una carpeta y su archivo de sumas (uno a cada lado) para ver si son exactamente iguales.
compare-back = ⬅ Volver a la comparación de carpetas
compare-folder-algorithm = Tipo de suma de verificación para comparar los archivos:
compare-folder-algorithm-hint = Cualquier tipo encuentra los archivos que cambiaron. BLAKE3 es el más rápido; SHA-256 es el que leen casi todas las demás herramientas.
compare-quick = Modo rápido
compare-quick-hint = Los archivos con el mismo tamaño y la misma fecha de modificación en ambos lados se consideran iguales sin leerlos. Es más rápido, pero un cambio que conservó el tamaño y la fecha pasa desapercibido.
compare-something-else = Comparar otra cosa
compare-slot-first = Primero
compare-slot-second = Segundo
compare-first-folder = Primera carpeta
compare-second-folder = Segunda carpeta
compare-checksum-file = Archivo de sumas
compare-folder = Carpeta
compare-listed = Según el archivo de sumas
compare-drop-here = Suelte aquí un archivo o una carpeta
compare-choose-file = Elegir archivo…
compare-choose-folder = Elegir carpeta…
compare-same = ✔ Iguales
compare-same-detail = Cada byte de los dos archivos es idéntico.
compare-different = ✖ Distintos
compare-file-error-first = ⚠ El primer archivo: { $error }
compare-file-error-second = ⚠ El segundo archivo: { $error }
compare-running = ⏳ Comparando…
compare-pieces-differ = { $differing ->
    [one] { $differing } de { $total } fragmentos de { $size } es distinto (con borde rojo).
   *[other] { $differing } de { $total } fragmentos de { $size } son distintos (con borde rojo).
}
compare-cannot-start = No se puede empezar a comparar: { $error }
compare-unreadable-path = No se puede leer { $name }: { $error }
compare-save = Guardar:
compare-save-csv = Informe (CSV)…
compare-save-json = Informe (JSON)…
compare-save-sums-first = Sumas de la primera carpeta…
compare-save-sums-second = Sumas de la segunda carpeta…
compare-save-sums-folder = Sumas de la carpeta…

## Comparación de carpetas

audit-listing = ⏳ Listando los archivos de ambos lados…
audit-stop = Detener
audit-stop-hint = Dejar de leer archivos (Esc)
audit-side-progress = { $side }: { $done } de { $total ->
    [one] { $total } archivo
   *[other] { $total } archivos
} · { $size_done } de { $size_total }
audit-identical = { $count ->
    [one] Iguales: { $count } archivo ({ $size })
   *[other] Iguales: { $count } archivos ({ $size })
}
audit-different = Diferentes: { $parts }
audit-count-changed = { $count ->
    [one] { $count } modificado
   *[other] { $count } modificados
}
audit-count-missing = { $count ->
    [one] { $count } ausente
   *[other] { $count } ausentes
}
audit-count-new = { $count ->
    [one] { $count } nuevo
   *[other] { $count } nuevos
}
audit-count-moved = { $count ->
    [one] { $count } movido
   *[other] { $count } movidos
}
audit-count-unreadable = { $count ->
    [one] { $count } ilegible
   *[other] { $count } ilegibles
}
audit-tab = { $category } ({ $count })
audit-tab-matched = Idénticos
audit-tab-changed = Modificados
audit-tab-moved = Movidos
audit-tab-new = Nuevos
audit-tab-missing = Ausentes
audit-tab-duplicates = Duplicados
audit-tab-unreadable = Ilegibles
audit-tab-skipped = Omitidos
audit-stopped = Detenido antes del final: los archivos no alcanzados figuran como ilegibles.
audit-search = Buscar:
audit-search-hint = parte de un nombre de archivo
audit-nothing = Aquí no hay nada.
audit-where-differ = ¿Dónde difieren?
audit-where-differ-hint = Abrir los dos archivos uno al lado del otro
audit-size-unknown = tamaño desconocido
audit-duplicates-first = { $count ->
    [one] { $count } copia en la primera carpeta: { $names }
   *[other] { $count } copias en la primera carpeta: { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } copia en la segunda carpeta: { $names }
   *[other] { $count } copias en la segunda carpeta: { $names }
}
audit-problem-first = { $name } (primera carpeta): { $reason }
audit-problem-second = { $name } (segunda carpeta): { $reason }
audit-skip-fifo = una tubería con nombre (FIFO); leerla podría esperar para siempre
audit-skip-socket = un socket, no un archivo
audit-skip-device = un dispositivo, no un archivo normal
audit-skip-symlink = un enlace simbólico (los enlaces no se siguen dentro de las carpetas)
audit-skip-dangling = un enlace simbólico a algo que no existe
audit-compared-by = Comparadas con la suma { $algorithms }.
audit-quick-caveat = Modo rápido: los archivos con el mismo tamaño y la misma fecha en ambos lados se contaron como iguales sin leerlos.
audit-could-not-start = No se pudo iniciar la comparación: { $error }
audit-folder-unreadable = No se puede leer la carpeta { $name }: { $error }
audit-not-a-folder = { $name } no es una carpeta.
audit-listing-unreadable = No se puede leer el archivo de sumas { $name }: { $error }
audit-listing-empty = { $name } no contiene sumas. Compare una carpeta con otra carpeta, o con su archivo de sumas (SHA256SUMS, *.md5, una lista de hashdeep…).

error-not-found = No encontrado: el archivo se movió o se borró.
error-permission = Permiso denegado: Hashdrop no puede leer este archivo.
error-is-folder = Es una carpeta: añádala como carpeta para comprobar los archivos que contiene.
error-skipped = Omitido: { $reason }.
error-open = No se puede abrir: { $error }.
error-read = No se pudo leer hasta el final: { $error }.
error-changed = Cambió mientras se leía ({ $what }): compruébelo de nuevo cuando nada esté escribiendo en él.
error-too-many-segments = Demasiados fragmentos ({ $segments }): elija un tamaño de fragmento de al menos { $size } para este archivo.
error-too-short = Demasiado corto: { $len }, menos de los { $wanted } pedidos.
error-cancelled = Detenido antes de terminar.
error-internal = Hashdrop tuvo un error interno con este archivo (los demás no se ven afectados): { $detail }
error-task-failed = Hashdrop tuvo un error interno, así que este paso no terminó. No se cambió nada; inténtelo de nuevo.
error-task-failed-check = Hashdrop tuvo un error interno al comprobarla; inténtelo de nuevo
change-replaced = otro archivo ocupó su lugar
change-size = su tamaño pasó de { $from } a { $to }
change-modified = se modificó
change-deleted = se borró
change-ended-early = terminó tras { $at } en lugar de { $expected }
change-truncated = se acortó mientras se leía
trust-error-too-large = es demasiado grande para ser real (más de { $limit })
trust-error-malformed = está dañada o cortada: no son datos OpenPGP válidos
trust-error-bad-format = no es una firma ni una clave { $format } válida
trust-error-no-signature = el archivo no contiene ninguna firma
trust-error-no-key = el archivo de clave no contiene ninguna clave pública OpenPGP
trust-error-not-clear-signed = el archivo no está firmado
trust-error-missing-block = falta su bloque de firma o está cortado
trust-error-several-blocks = contiene { $count } mensajes firmados, y solo se acepta un archivo con uno
trust-error-armour-header = tiene una línea de cabecera inesperada en el mensaje firmado: { $header }
io-not-found = ya no existe
io-permission = permiso denegado
io-timed-out = el dispositivo dejó de responder
io-ended-early = terminó antes de lo esperado
io-disk-error = el disco informó de un error de lectura
io-device-gone = se quitó la unidad
io-share-gone = la carpeta compartida de red ya no está

## Appearance, options and names for screen readers

settings-appearance = Apariencia
settings-theme-system = Como el sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
top-options = Opciones
top-options-hint = Tipos de suma de verificación, hilos, lectura de archivos, apariencia y sus claves
language-menu-name = Idioma: { $name }
results-copy-name = Copiar el { $algorithm } de { $file }
compare-second-longer = El segundo archivo es el primero con { $bytes } bytes más al final.
compare-first-longer = El primer archivo es el segundo con { $bytes } bytes más al final.
segments-summary = { $done } de { $total } partes hechas
graph-summary = { $now } ahora, máximo { $peak }
audit-why-size = tamaños distintos, { $a } y { $b }
audit-why-content = mismo tamaño, contenido distinto
audit-why-content-at = mismo tamaño, contenido distinto desde el byte { $offset }
audit-why-longer-first = la copia de la primera carpeta es la otra con { $bytes } bytes más al final
audit-why-longer-second = la copia de la segunda carpeta es la otra con { $bytes } bytes más al final
audit-hint-matched = El mismo archivo, con el mismo contenido, en { $a } y en { $b }
audit-hint-changed = En { $a } y { $b } con el mismo nombre, pero con contenido distinto
audit-hint-moved = El mismo contenido en ambos, con otro nombre o carpeta en { $b }
audit-hint-new = Solo en { $b }: archivos que { $a } no tiene
audit-hint-missing = Solo en { $a }: archivos que { $b } no tiene
audit-hint-duplicates = Archivos con el mismo contenido más de una vez en un lado
audit-hint-unreadable = Archivos que no se pudieron leer, con el motivo
audit-hint-skipped = Lo que no son archivos normales (enlaces, tuberías, dispositivos), omitido
bench-quick = Prueba rápida (unos segundos)
bench-quick-hint = Mide SHA-256 y BLAKE3 con 128 MiB, con un hilo y con todos, y dice si el límite es el disco o el procesador
bench-lead-disk = Su disco es el límite: la lectura, no la comprobación, marca la velocidad.
bench-lead-cpu = Su procesador es el límite: comprueba más despacio de lo que lee el disco.
expected-forget-name = Dejar de comprobar con { $name }
keys-remove-name = Dejar de confiar en la clave de { $name }

# A folded section of choices for the few who need them.
advanced = Avanzado

## Checking a USB stick or SD card against the image written to it
drive-check-button = Comprobar una memoria USB o una tarjeta SD…
drive-title = Comprobar una memoria USB o una tarjeta SD
drive-close = Cerrar
drive-image = Imagen: { $name } ({ $size })
drive-looking = Buscando memorias USB y tarjetas SD…
drive-none = No se encontró ninguna memoria USB ni tarjeta SD con espacio para esta imagen. Conecte una y vuelva a buscar.
drive-choose = ¿En qué unidad se escribió la imagen?
drive-too-small-hidden = { $count ->
    [one] Otra unidad es más pequeña que la imagen: no puede contenerla.
   *[other] Otras { $count } unidades son más pequeñas que la imagen: no pueden contenerla.
}
drive-refresh = Buscar de nuevo
drive-read-only = La unidad solo se lee, nunca se escribe.
drive-reading = Leyendo { $drive }…
drive-progress = { $done } de { $total } · { $speed }
drive-left-seconds = quedan unos { $n } s
drive-left-minutes = quedan unos { $n } min
drive-stop = Detener
drive-verdict-good = { $kind ->
    [card] Esta tarjeta SD
   *[stick] Esta memoria USB
} contiene exactamente { $name } ({ $size }): se escribió correctamente.
drive-verdict-bad = { $kind ->
    [card] Esta tarjeta SD
   *[stick] Esta memoria USB
} no contiene exactamente { $name }.
drive-verdict-bad-where = La primera diferencia está en el byte { $offset } ({ $hex }); { $count ->
    [one] difiere un fragmento de { $size }.
   *[other] difieren { $count } fragmentos de { $size }.
}
drive-verdict-bad-next = { $kind ->
    [card] Vuelva a escribir la imagen; si falla otra vez, pruebe con otra tarjeta.
   *[stick] Vuelva a escribir la imagen; si falla otra vez, pruebe con otra memoria.
}
drive-too-small = La unidad ({ $drive }) es más pequeña que la imagen ({ $image }): no puede contenerla.
drive-cannot-read = No se puede leer la unidad: { $error }
drive-image-cannot-read = No se puede leer la imagen: { $error }
drive-unknown-model = Unidad desconocida
drive-entry = { $model }, { $size } ({ $name })
drive-opening = Abriendo { $drive }… El sistema puede pedirle su contraseña.
drive-access-denied = El sistema no permitió a Hashdrop leer { $drive }, así que no se comprobó. Vuelva a intentarlo y escriba su contraseña cuando el sistema la pida.
drive-access-cancelled = La lectura de { $drive } se canceló en la petición de contraseña del sistema, así que no se comprobó. Vuelva a intentarlo para que se la pida de nuevo.
drive-access-no-udisks = Para leer { $drive }, Hashdrop se lo pide al servicio de discos del sistema (UDisks2), y este sistema no lo tiene. Instale el paquete udisks2 y vuelva a intentarlo.
drive-access-unknown = El servicio de discos del sistema no conoce { $drive }. Vuelva a conectarla y busque de nuevo.
drive-access-failed = El servicio de discos del sistema no pudo abrir { $drive }: { $error }
stick-check-button = Comprobar una memoria USB sin la imagen…
stick-title = Comprobar una memoria USB o una tarjeta SD sin la imagen
stick-intro = Elija la memoria y luego suelte la lista de sumas de comprobación del editor (como SHA256SUMS, con su firma si la tiene). Hashdrop averigua qué imagen de la lista contiene la memoria; no hace falta el archivo de imagen.
stick-no-drive = No se encontró ninguna memoria USB ni tarjeta SD. Conecte una y busque de nuevo.
stick-choose = ¿Qué unidad quiere comprobar?
stick-drive = Unidad: { $drive }
stick-drop-list = Suelte aquí la lista de sumas de comprobación del editor (SHA256SUMS o similar), con su firma si la tiene.
stick-stopped = Detenido: la unidad no se comprobó y no se cambió nada en ella.
stick-other-drive = Elegir otra unidad
stick-choose-list = Elegir la lista…
dialog-stick-list = Elija la lista de sumas de comprobación del editor (y su firma, si la tiene)
stick-try-again = Volver a intentarlo
stick-searching = Leyendo la unidad desde el principio en busca de una imagen de la lista…
stick-read-so-far = { $done } leídos (la unidad tiene { $total }; la lectura se detiene en cuanto la respuesta es segura)
stick-list-unusable = Esta lista no sirve para encontrar una imagen en una unidad: { $error }
stick-holds = { $kind ->
    [card] Esta tarjeta SD
   *[stick] Esta memoria USB
} contiene exactamente { $name } ({ $size }), tal como figura en { $list }.
stick-list-changed = { $list } se modificó después de firmarse: no confíe en lo que dice.
stick-none = { $kind ->
    [card] Esta tarjeta SD no contiene
   *[stick] Esta memoria USB no contiene
} ninguna de las imágenes que lista { $list }.
stick-none-structure = { $layout ->
    [iso] Según su volumen ISO 9660
    [gpt] Según su tabla de particiones GPT
   *[mbr] Según su tabla de particiones MBR
}, la imagen que contiene termina tras { $size }, y ninguna suma de la lista coincide: se cambió un byte, o contiene otra imagen.
stick-none-searched = Se leyeron sus primeros { $size } y ninguna imagen de la lista está al principio.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Añadir la clave del editor…
sig-add-key-hint = Elija el archivo de clave del editor (.asc, .gpg, .pub, .key). Verá su huella y decidirá si confía en ella.
check-signature-not-checked = { $count ->
    [one] La firma de { $name } NO se ha comprobado
   *[other] { $count } firmas NO se han comprobado
}
check-signature-not-checked-detail = Nada más indica si { $names } es el archivo que firmó su editor. Añada la clave del editor para comprobar la firma, o compare el archivo con la suma de comprobación de la página del editor.
check-signature-unreadable-detail = Nada más indica si { $names } es el archivo que firmó su editor, y añadir una clave no ayudaría: descargue la firma de nuevo, o compare el archivo con la suma de comprobación de la página del editor.
check-match-unchecked = { $count ->
    [one] Coincide, pero la firma NO se ha comprobado
   *[other] { $count } archivos coinciden, pero una firma NO se ha comprobado
}
verdict-signed = { $count ->
    [one] Firmado por su editor
   *[other] Los { $count } archivos están firmados por sus editores
}
check-bad-file-signature-detail = { $name } se modificó después de firmarse, o la firma es de otro archivo. No lo use: descárguelo de nuevo del editor.
row-signed = Firmado
row-signature-not-checked = Firma no comprobada
expected-incomplete = { $have } de { $want } caracteres: { $missing ->
    [one] falta uno o sobra uno
   *[other] faltan { $missing }
}
expected-too-long = { $have } caracteres: { $extra ->
    [one] sobra uno
   *[other] sobran { $extra }
} para una suma { $algorithm } ({ $want })
expected-press-enter = Pulse Intro cuando esté toda la suma de comprobación.
expected-looks-like-one = Parece una suma de comprobación { $algorithm }
expected-which-types = ¿De qué tipos podría ser?
expected-could-be = Podría ser { $names } ({ $chars } caracteres). Se prueban todos.
clipboard-offer = Hay una suma de comprobación en el portapapeles ({ $start }…): ¿comparar los archivos con ella?
clipboard-offer-use = Comparar con ella
clipboard-offer-no = No
## ui (compare drive, file chooser, plain words)
compare-differ-at = Difieren en el byte { $byte }; todos los bytes anteriores son iguales.
compare-details = Detalles
compare-differ-offset = Posición { $hex } ({ $offset } bytes desde el inicio, contando desde 0 como los editores hexadecimales).
bench-lead-split = Su procesador es el límite para { $cpu }; su disco es el límite para { $io }.
chooser-missing = Este escritorio no puede abrir un selector de archivos. Para elegir archivos como siempre, instale xdg-desktop-portal-gtk (o zenity); mientras tanto, escriba la ruta abajo o arrastre archivos a la ventana.
chooser-path = Ruta
chooser-open = Abrir
chooser-cannot-list = No se puede listar { $name }: { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } leídos · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } contiene { $count } claves. ¿En cuáles confiar?
key-offer-several = Un archivo puede contener la clave de cualquiera con cualquier nombre. Añada solo las claves cuya huella haya comparado con la del sitio web del editor.
key-offer-number = Clave { $number } de { $count }
key-offer-add-this = Añadir esta clave
key-offer-add-named = Añadir la clave con la huella { $fingerprint }
key-offer-added = Añadida.
key-declined-rest = Las demás claves de { $name } no se añadieron ({ $count }).
key-file-unreadable = { $name } no es un archivo de claves que Hashdrop pueda leer: { $error }
keys-add-button = Añadir…
keys-add-hint = Elija el archivo de clave de un editor (.asc, .gpg, .pub, allowed_signers); comparará la huella de cada clave antes de añadirla.
keys-bundled-heading = Claves incluidas con Hashdrop
keys-bundled-for = Incluida para { $publisher }
keys-added-on-from = Añadida el { $date } desde { $file }
keys-added-on = Añadida el { $date }
keys-added-from = Añadida desde { $file }
dialog-add-key = Elija el archivo de clave de un editor
## lists (several lists, big lists)
verdict-accidents-note = Nota: { $algorithm } detecta daños accidentales, no manipulaciones: cualquiera puede crear otro archivo con el mismo { $algorithm }. Prefiera SHA-256 cuando el editor lo ofrezca.
reading-list-progress = Leyendo { $name }… { $lines } líneas
reading-list-stopped = Se dejó de leer { $name }: sus sumas de comprobación no se usan.

## Asking the publisher for its signed checksum
settings-publishers = Editores
settings-ask-publisher = Preguntar siempre al editor por los archivos que conoce
settings-ask-publisher-hint = Cuando le da a Hashdrop una descarga que conoce (Ubuntu, Debian, Fedora…), obtiene por sí mismo la lista firmada de sumas del editor desde su propio sitio por HTTPS, sin esperar a que pulse el botón. No se envía nada sobre su archivo.
publisher-ask-button = Pedir a { $publisher } su suma firmada
publisher-ask-hint = Obtiene la lista firmada de sumas del sitio de { $publisher } por HTTPS y comprueba su firma con la clave de { $publisher }. No se envía nada sobre su archivo.
publisher-asking = Pidiendo a { $publisher } su suma firmada…
publisher-matched = Esto es { $name }, exactamente como { $publisher } lo publicó (firmado con la clave de { $publisher } el { $day }).
publisher-matched-undated = Esto es { $name }, exactamente como { $publisher } lo publicó (firmado con la clave de { $publisher }).
publisher-signed-by = Firmado por: { $key }
publisher-renamed = { $publisher } lo lista como { $name }: este archivo fue renombrado.
publisher-cached = Se usó la lista de { $publisher } guardada en una comprobación anterior; su firma se comprobó de nuevo.
publisher-mismatch = Este NO es el archivo que { $publisher } publicó como { $name }: descárguelo de nuevo.
publisher-mismatch-titled = Esto NO es { $title } tal como { $publisher } lo publicó ({ $name }): descárguelo de nuevo.
publisher-bad-signature = NO lo use: la lista de { $publisher } no superó la comprobación de firma
publisher-bad-signature-detail = Algo entre usted y { $publisher } cambió la lista. No confíe en esta descarga; vuelva a obtenerla más tarde desde el sitio de { $publisher } o en otra red.
publisher-no-answer = Sin respuesta de { $publisher }
publisher-unknown = Hashdrop no sabe quién publica un archivo con este nombre, así que no se preguntó nada.
publisher-unsigned = { $publisher } publica sus sumas sin firma, así que Hashdrop no puede dar una respuesta firmada. Compare la suma de abajo con la de la página de descarga de { $publisher }.
publisher-no-key = Hashdrop no tiene ninguna clave de { $publisher } para comprobar una firma, así que no se preguntó nada.
publisher-not-trusted = La lista recibida no está firmada con la clave de { $publisher }, así que no demuestra nada. Compare la suma de abajo con la de la página de descarga de { $publisher }.
publisher-no-list = { $publisher } no tiene una lista de sumas para esta versión donde Hashdrop buscó. Si renombró el archivo, devuélvale su nombre original; o suelte aquí el archivo de sumas de la página de descarga.
publisher-not-listed = Las listas firmadas de { $publisher } no tienen ningún archivo con este nombre ni con esta suma. Si renombró el archivo, devuélvale su nombre original; si no, puede que no venga de { $publisher }.
publisher-file-unreadable = No se pudo leer el archivo: { $reason }
publisher-offline = Hashdrop no pudo llegar al sitio del editor (¿está el equipo sin conexión?). Inténtelo de nuevo cuando esté conectado, o suelte aquí el archivo de sumas que descargó.
publisher-tls-refused = Se rechazó la conexión segura con el sitio del editor, así que no se usó nada de lo que envió. Una red que inspecciona las conexiones seguras (algunas empresas, hoteles) puede causarlo: inténtelo en otra red.
publisher-redirect-refused = El sitio del editor envió a Hashdrop a una dirección que no es segura o no es del editor, así que Hashdrop no la siguió. Inténtelo más tarde, o suelte aquí el archivo de sumas de la página de descarga.
publisher-too-large = El sitio del editor envió mucho más que una lista de sumas, así que Hashdrop dejó de leer. Inténtelo más tarde.
publisher-too-slow = El sitio del editor tardó demasiado en responder. Inténtelo más tarde.
publisher-server-trouble = El sitio del editor no entregó su lista. Inténtelo más tarde, o suelte aquí el archivo de sumas de la página de descarga.
publisher-user-file-unused = Su archivo de editores { $name } no se usó: debe tener el formato de Hashdrop, pertenecerle y nadie más debe poder cambiarlo. Los editores propios de Hashdrop siguen respondiendo.
publisher-offer = Este archivo no vino con ninguna suma. { $publisher } publica una lista firmada de sumas: Hashdrop puede obtenerla del sitio de { $publisher } y comprobar este archivo con ella. No se envía nada hasta que lo pida.
publisher-ask-again = Preguntar de nuevo a { $publisher }
publisher-list-name = «Lista firmada de { $publisher }»
keys-format-openpgp = Clave OpenPGP
keys-format-minisign = Clave minisign/signify
keys-format-ssh = Clave SSH
keys-format-sigstore = Firmante de Sigstore
keys-vouched-by = Avalado por { $issuer }
key-offer-heading-signer = ¿Confiar en este firmante de Sigstore?
key-offer-public-key = Clave pública:
key-offer-key-id = ID de la clave: { $id }
key-offer-identity = Firmante (identidad):
key-offer-issuer = Avalado por (emisor):
key-offer-compare-key = Compare esta clave pública con la que muestra la web del editor antes de añadirla.
key-offer-compare-signer = Compare esta identidad y este emisor con los de la web del editor antes de añadirlos: cualquiera puede firmar con Sigstore con su propia identidad.
signer-added = Se añadió { $identity } (avalado por { $issuer }) como firmante de Sigstore de confianza: los archivos que firmó cuentan ahora como firmados.
sig-trust-signer = Confiar en este firmante…
sig-trust-signer-hint = Vea quién lo firmó con Sigstore, compárelo con la web del editor y decida si confía en él.
check-signature-not-checked-detail-sigstore = { $names } fue firmado por { $identity } (emisor { $issuer }), un firmante que Hashdrop no conoce. Confíe en este firmante solo si la web del editor nombra esta identidad, o compare el archivo con la suma de comprobación de la página del editor.
sig-unknown-sigstore-named = NO comprobada: sus pruebas son válidas, pero cualquiera puede firmar con Sigstore con su propio nombre, así que solo cuenta un firmante de su confianza.
signer-declined = { $identity } no se añadió como firmante de confianza.

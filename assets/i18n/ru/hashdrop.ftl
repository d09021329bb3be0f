# Окно Hashdrop на русском языке.

## Меню языка

language-system = Язык системы ({ $name })
language-no-cjk-font = не установлен китайский/японский шрифт
language-menu-hint = Язык окна

## Общие слова

files-count = { $count ->
    [one] { $count } файл
    [few] { $count } файла
   *[many] { $count } файлов
}

## Параметры

settings-checksum-types = Типы контрольных сумм
settings-threads = Потоки
settings-threads-unit = потоков
settings-threads-hint = Сколько файлов (или частей одного файла) обрабатывается одновременно. В этом компьютере ядер: { $cores }.
settings-mode = Режим
settings-standard = Обычная контрольная сумма
settings-standard-hint = Привычная контрольная сумма всего файла — та, что публикуют на страницах загрузки.
settings-segmented = Суммы по сегментам
settings-segmented-hint = Делит каждый файл на равные части и считает сумму каждой части, чтобы любой тип суммы мог задействовать все потоки. Общий результат (как ETag в S3) отличается от обычной контрольной суммы.
settings-segment-size = размер сегмента
settings-segment-size-hint = Размер каждой части. Чем меньше части, тем равномернее распределяется работа.
settings-reading = Чтение
settings-read-auto = Автоматически
settings-read-auto-hint = Hashdrop выбирает сам: большие файлы отображаются в память, маленькие читаются.
settings-read-mmap = Отображение в память
settings-read-mmap-hint = Система загружает файл в память по ходу вычисления. Обычно быстрее всего для больших локальных файлов.
settings-read-buffered = Чтение с буфером
settings-read-buffered-hint = Читать файл частями размером с буфер, указанный ниже. Подходит для сетевых дисков.
settings-buffer-size = размер буфера
settings-buffer-size-hint = Сколько читается за раз. Чем больше буфер, тем реже обращения к диску.
settings-folders = Папки
settings-recursive = Включая вложенные папки
settings-recursive-hint = При добавлении папки обрабатывать и файлы во вложенных в неё папках.
file-menus-heading = Файловый менеджер
file-menus-add = Добавить Hashdrop в меню моего файлового менеджера
file-menus-add-hint = Добавляет «Контрольные суммы в Hashdrop» в контекстное меню «Файлов» GNOME, Dolphin, Nemo и Thunar, только для вашей учётной записи. Ваши собственные пункты меню сохраняются.
file-menus-added = { $manager }: добавлено.
file-menus-updated = { $manager }: обновлено.
file-menus-already = { $manager }: уже есть.
file-menus-from-package = { $manager }: уже установлено вместе с пакетом Hashdrop.
file-menus-failed = { $manager }: не добавлено. { $error }
file-menus-uca-unreadable = { $manager }: не добавлено, потому что { $path } не удалось прочитать как список действий. Файл оставлен как был.
file-menus-none-found = Не найден ни один файловый менеджер, с которым работает Hashdrop («Файлы» GNOME, Dolphin, Nemo, Thunar).
file-menus-restart = Закройте и снова откройте файловый менеджер, чтобы увидеть новые пункты.
file-menus-sandboxed = Здесь Hashdrop работает как Flatpak и изнутри не может менять меню вашего файлового менеджера. В README описано, как добавить меню вручную.
file-menus-no-home = Не удалось найти вашу домашнюю папку, поэтому ничего не добавлено.
algo-hint-md5 = Старый и быстрый. Годится, чтобы заметить повреждённую загрузку, но не чтобы доказать, кто создал файл. Вычисление идёт одной длинной цепочкой, поэтому над файлом может работать только один поток.
algo-hint-sha1 = Старый. Как и MD5, показывает лишь, что файл цел; каждый файл обрабатывает один поток.
algo-hint-sha256 = Самая распространённая контрольная сумма на страницах загрузки. Надёжная; каждый файл обрабатывает один поток.
algo-hint-sha512 = Надёжная и на 64-битных компьютерах быстрее SHA-256. Каждый файл обрабатывает один поток.
algo-hint-blake2b = Надёжная и быстрая (её выводит b2sum). Каждый файл обрабатывает один поток.
algo-hint-blake2s = Надёжная, рассчитана на небольшие или 32-битные компьютеры. Каждый файл обрабатывает один поток.
algo-hint-blake2bp = BLAKE2b, который внутри делит работу на 4 полосы; результат отличается от BLAKE2b.
algo-hint-blake2sp = BLAKE2s, который внутри делит работу на 8 полос; результат отличается от BLAKE2s.
algo-hint-blake3 = Современная и очень быстрая. Устроена как дерево, поэтому несколько потоков могут делить один большой файл и всё равно получить стандартный результат.
algo-hint-crc32 = Короткая проверка, которую используют файлы SFV и zip. Ловит случайные ошибки, но не подделку.
algo-hint-sha224 = SHA-256, укороченная до 224 бит. Надёжная; каждый файл обрабатывает один поток.
algo-hint-sha384 = SHA-512, укороченная до 384 бит. Надёжная; каждый файл обрабатывает один поток.
algo-hint-sha3 = SHA-3, более новое семейство стандартов. Надёжная, но медленнее SHA-2; каждый файл обрабатывает один поток.
algo-hint-sm3 = Китайский национальный стандарт (GB/T 32905). Надёжная; каждый файл обрабатывает один поток.
algo-hint-blake2b-len = BLAKE2b с более коротким результатом (b2sum -l); он отличается от обрезанного BLAKE2b-512.
algo-hint-xxhash = Очень быстрая, её используют программы резервного копирования и копирования. Ловит случайные ошибки, но не подделку.
algo-hint-crc32c = CRC, которую используют Google Cloud Storage, Amazon S3 и iSCSI. Ловит случайные ошибки, но не подделку.
algo-hint-crc64nvme = CRC, которую Amazon S3 добавляет к каждому объекту. Ловит случайные ошибки, но не подделку.
settings-more-types = Другие типы

## Ожидаемая сумма и результат

expected-label = Ожидаемая контрольная сумма (вставьте сюда)
expected-hint = например, SHA-256 со страницы загрузки или строки файла SHA256SUMS
expected-clear = Очистить
expected-clear-hint = Забыть ожидаемую контрольную сумму
expected-empty = Вставьте контрольную сумму (Ctrl+V), чтобы сверить с ней файлы. Тип определяется по длине.
expected-lines = { $count ->
    [one] { $count } строка с контрольной суммой
    [few] { $count } строки с контрольными суммами
   *[many] { $count } строк с контрольными суммами
}
names-or = { $first } или { $last }
list-separator = {", "}
origin-clipboard = {" "}(ожидаемая сумма из буфера обмена)
origin-listed-at = {" "}(указана в { $name }, строка { $line })
verdict-matches = Совпадает
verdict-does-not-match = НЕ совпадает
verdict-all-match = { $count ->
    [one] Файл совпадает
   *[other] Все файлы совпадают ({ $count })
}
verdict-some-differ = НЕ совпадают: { $count } из { $total }
verdict-ok-detail = Контрольная сумма { $algorithm } файла { $file } в точности равна ожидаемой{ $origin }.
verdict-ok-ambiguous = Сумма такой длины может быть { $names }; это сумма { $algorithm }.
verdict-tried = {" "}(проверены { $names })
parts-cut = { $parts ->
    [1] весь файл одной частью
   *[other] частей: { $parts }, по { $size }
}
verdict-ok-etag = { $file } совпадает с составным ETag Amazon S3{ $origin }: { $cut }.
verdict-ok-composite = { $file } совпадает с составной контрольной суммой { $algorithm } Amazon S3{ $origin }: { $cut }.
check-failed-parts = { $file } не даёт эту составную контрольную сумму Amazon S3 ни при одном из опробованных размеров частей ({ $tried }). Это другой файл, или он был загружен частями необычного размера.
check-failed-parts-count = Ни один размер части не делит { $file } на столько частей: это не тот файл, что был загружен.
row-trying-parts = Пробуем размеры частей…
row-checking-signature = Проверяем подпись…
digest-expected = Ожидаемая
digest-actual = Фактическая
verdict-weak-note = Примечание: совпадение { $algorithm } показывает, что файл цел, но не то, кто его опубликовал. Если издатель предлагает SHA-256, используйте её.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = НЕ используйте: подпись файла { $name } не совпадает
check-bad-signature-detail = Файл { $name } изменён после подписания. Не используйте файлы из его списка: заново скачайте { $name } и его подпись с сайта издателя.
check-mismatch-many-detail = Результат по каждому файлу — в списке ниже. Несовпадающий файл, возможно, повреждён, не докачан или это другая версия: скачайте его заново.
check-hashing = { $count ->
    [one] Проверка { $count } файла…
    [few] Проверка { $count } файлов…
   *[many] Проверка { $count } файлов…
}
check-needs-algorithms = Повторная проверка с помощью { $names }…
check-needs-algorithms-detail = Ожидаемая контрольная сумма может быть другого типа: чтобы это выяснить, файлы читаются ещё раз.
check-not-found = Не найден: { $name }
check-not-found-many = { $count ->
    [one] Не найден { $count } файл для проверки
    [few] Не найдены { $count } файла для проверки
   *[many] Не найдено { $count } файлов для проверки
}
check-not-found-entry-detail = { $name } указан в { $list }, но этого файла нет рядом с { $list }. Перетащите { $name } сюда, чтобы проверить его.
check-not-found-file-detail = Файла { $name } больше нет на прежнем месте: он перемещён или удалён. Перетащите его снова оттуда, где он сейчас.
check-not-found-more = …и ещё { $count }.
check-could-not-hash = { $count ->
    [1] Файл не удалось прочитать
    [one] Не удалось прочитать { $count } файл
    [few] Не удалось прочитать { $count } файла
   *[many] Не удалось прочитать { $count } файлов
}
check-could-not-hash-some = Не удалось прочитать { $count } из { $total } файлов
check-could-not-hash-detail = Причина указана рядом с каждым файлом в списке ниже.
check-not-listed = { $count ->
    [1] Этого файла нет в списке контрольных сумм
    [one] { $count } файл отсутствует в списке контрольных сумм
    [few] { $count } файла отсутствуют в списке контрольных сумм
   *[many] { $count } файлов отсутствуют в списке контрольных сумм
}
check-not-listed-detail = Ни его имени, ни его контрольной суммы нет в { $lists }, поэтому проверить его так нельзя. В { $lists } указаны: { $listed }.
check-match-many-detail = Результат по каждому файлу — в списке ниже.
check-awaiting = Теперь перетащите файл для проверки
check-awaiting-detail = Перетащите скачанный файл в это окно, и он будет сверен с ожидаемой контрольной суммой.
check-ok-other-name = { $file } — тот же файл, что и { $listed } в { $list }, только под другим именем.
check-failed-listed = { $file } — не тот файл, который указан в { $list }{ $tried }{ $origin }. Возможно, он повреждён, не докачан или это другая версия: скачайте его заново.
check-failed-typed = { $file } — не тот файл, для которого вычислена введённая вами сумма { $algorithm }{ $tried }. Возможно, он повреждён, не докачан или это другая версия: скачайте его заново или проверьте, ту ли сумму вы ввели.
check-failed-copied = { $file } — не тот файл, для которого вычислена скопированная вами сумма { $algorithm }{ $tried }. Возможно, он повреждён, не докачан или это другая версия: скачайте его заново или проверьте, ту ли сумму вы скопировали.
check-from-clipboard = Сверено с контрольной суммой, которую вы скопировали.
check-dont-use = Не использовать
check-dont-use-hint = Забыть контрольную сумму, взятую из буфера обмена
check-also-lists = { $count ->
    [one] В { $list } указан ещё { $count } файл, которого здесь нет.
    [few] В { $list } указаны ещё { $count } файла, которых здесь нет.
   *[many] В { $list } указано ещё { $count } файлов, которых здесь нет.
}
trust-unsigned = Без подписи: это показывает, что файл цел, но не то, кто его создал. Чтобы проверить и это, положите { $sig } (с той же страницы) рядом с { $list } и снова перетащите { $list }.
trust-typed = Сверено с контрольной суммой, которую вы ввели: ей можно доверять ровно настолько, насколько странице, с которой вы её скопировали.
trust-copied = Сверено с контрольной суммой, которую вы скопировали: ей можно доверять ровно настолько, насколько странице, с которой вы её скопировали.
row-matches-other-name = Совпадает (другое имя)
row-bad-signature = Подпись НЕ совпадает
row-not-listed = Нет в списке
row-hashing-again = Повторная проверка…

## Верхняя панель

view-hash = Контрольные суммы и проверка загрузки
view-compare = Сравнение
view-bench = Тест скорости
view-bench-hint = Тест скорости: что ограничивает — диск или процессор?
add-files = Добавить файлы…
add-files-hint = Выбрать файлы для вычисления сумм (Ctrl+O)
add-folder = Добавить папку…
add-folder-hint = Вычислить суммы всех файлов в папке
open-checksum-file = Открыть файл контрольных сумм…
open-checksum-file-hint = Проверить каждый файл из списка в файле SHA256SUMS, CHECKSUM, .sha256, .md5 или .sfv

## Главный экран

expected-from-sums = Ожидается: контрольных сумм — { $count }, из файла { $name }
expected-from-publisher = Ожидается: контрольных сумм — { $count }, из подписанного списка { $publisher }
expected-forget = Забыть
expected-forget-hint = Больше не сверять с этим файлом контрольных сумм
getting-ready = Подготовка…
live-workers = Потоки
live-pieces = Части каждого файла
live-speed = Скорость во времени
empty-title = Перетащите файлы или папки в любое место окна
empty-body = Hashdrop вычислит их контрольные суммы. Чтобы проверить загрузку, вставьте выше контрольную сумму с её веб-страницы или перетащите её файл SHA256SUMS.
empty-keys = Ctrl+O — добавить файлы · Ctrl+V — вставить сумму · Esc — остановить

## Таблица результатов

results-heading = Результаты · { files-count }
results-clear = Очистить
results-clear-hint = Забыть эти результаты
results-save = Сохранить результаты…
results-copy-all = Копировать всё
results-copy-all-hint = Скопировать все суммы строками, которые могут проверить sha256sum -c и Hashdrop
results-copy = Копировать
results-copy-hint = Скопировать эту сумму
column-file = Файл
column-size = Размер
column-type = Тип
column-checksum = Контрольная сумма
column-check = Проверка

## Ход работы

eta-seconds = осталось около { $s } с
eta-minutes = осталось около { $min } мин { $s } с
eta-hours = осталось около { $h } ч { $min } мин
duration-under = меньше { $s } с
duration-seconds = { $s } с
progress-listing = Поиск файлов… найдено: { $count }
progress-cancelled = Отменено · готово { $done } из { $total }
progress-done = Готово · { $files } · { $size } за { $time } · { $rate }
progress-done-instant = Готово · { $files } · { $size } за { $time }
progress-running = { $done } из { $total } · { $percent } % · { $rate }
progress-paused = приостановлено
progress-resume = Продолжить
progress-resume-hint = Продолжить вычисление
progress-pause = Пауза
progress-pause-hint = Приостановить и продолжить позже
progress-cancel = Отмена
progress-cancel-hint = Остановить вычисление (Esc). Готовые файлы сохранятся.
worker-name = Поток { $n }
worker-piece = { $name } — часть { $n } из { $total }
worker-pieces = { $name } — части { $first }–{ $last } из { $total } одновременно
worker-idle = простаивает

## Перетаскивание файлов

drop-compare-one = Отпустите, чтобы сравнить
drop-compare-two = Отпустите, чтобы сравнить эти два
drop-compare-many = Перетащите два файла или две папки, чтобы сравнить их (будут взяты первые два)
drop-check-listed = Отпустите, чтобы проверить файлы из списка { $name }
drop-hash-these = Отпустите, чтобы вычислить суммы этих файлов
drop-hash-check-these = Отпустите, чтобы вычислить и проверить эти файлы
drop-hash-named = Отпустите, чтобы вычислить сумму «{ $name }»
drop-hash-check-named = Отпустите, чтобы вычислить и проверить «{ $name }»
drop-hash-count = { $count ->
    [one] Отпустите, чтобы вычислить сумму { $count } файла
   *[other] Отпустите, чтобы вычислить суммы файлов: { $count }
}
drop-hash-check-count = { $count ->
    [one] Отпустите, чтобы вычислить и проверить { $count } файл
   *[other] Отпустите, чтобы вычислить и проверить файлы: { $count }
}
drop-bench = Отпустите файл, чтобы провести на нём тест (он только читается)

## Тест скорости: настройка

bench-algorithms = Алгоритмы
bench-algorithm-hint = Измерить этот алгоритм.
bench-algorithm-weak-hint = Быстрый, но годится лишь для обнаружения случайных повреждений, а не подделки.
bench-threads-heading = Потоки
bench-threads-hint = Сколько потоков считают одновременно. Больше потоков помогает, только если ограничивает процессор, а не диск.
bench-threads = { $count ->
    [one] { $count } поток
    [few] { $count } потока
   *[many] { $count } потоков
}
bench-reading-heading = Чтение файла
bench-io-mmap = mmap
bench-io-buffered = буфер { $size }
bench-mmap-hint = mmap: файл отображается в память, и система подгружает его по ходу вычисления, не копируя в буфер.
bench-buffered-hint = буфер: файл читается в буфер порциями по { $size }, затем обрабатывается. С маленьким буфером чтений гораздо больше.
bench-mode-heading = Режим
bench-standard-word = обычная
bench-segmented-word = по сегментам
bench-standard-hint = обычная: привычная контрольная сумма всего файла, которую публикуют сайты. Только BLAKE3 может задействовать для неё несколько потоков.
bench-segmented-hint = по сегментам: каждый поток читает и обрабатывает свою часть файла (части по 8 MiB); суммы частей объединяются. С потоками быстрее, но сумма отличается от обычной.
bench-repeat-heading = Повторы
bench-repeat-hint = Каждое сочетание замеряется столько раз; в таблице — среднее (медианное) время. Чем больше прогонов, тем стабильнее цифры.
bench-repeat-unit = прогонов каждого
bench-data-heading = Данные
bench-generated = Сгенерированные тестовые данные
bench-generated-hint = Случайные байты во временном файле, который затем удаляется.
bench-generated-data = { $size } сгенерированных данных
bench-quick-try = { $size } (быстрая проверка)
bench-size-hint = Чем больше данных, тем надёжнее цифры, но тем дольше.
bench-your-file = Ваш файл
bench-your-file-hint = Измерить на настоящем файле; он только читается и никогда не изменяется.
bench-choose-file = Выбрать файл…
bench-choose-file-hint = Выбрать файл для измерений (он только читается)
bench-file-chosen = Выбранный файл
bench-peers = Включить другие программы (md5sum, b3sum, …)
bench-peers-hint = Также замерить установленные на этом компьютере программы контрольных сумм на тех же данных, чтобы сравнить с Hashdrop.
bench-plan = Сочетаний: { $cells } × прогонов: { $runs }, данные: { $data }
bench-missing-algorithm = Отметьте хотя бы один алгоритм.
bench-missing-threads = Отметьте хотя бы одно число потоков.
bench-missing-reading = Отметьте хотя бы один способ чтения.
bench-missing-mode = Отметьте хотя бы один режим.
bench-missing-file = Выберите файл или измеряйте на сгенерированных данных.

## Тест скорости: измерение

bench-intro = Измеряет, как быстро этот компьютер читает данные и вычисляет суммы для каждого сочетания, выбранного слева, и говорит, что его ограничивает.
bench-run = Запустить тест
bench-run-hint = Начать измерения с выбранными слева настройками
bench-cancel-hint = Остановить сейчас; уже измеренное сохранится (Esc)
bench-export = Экспорт в { $format }…
bench-export-csv-hint = Одна строка на сочетание, для электронной таблицы
bench-export-json-hint = Все измерения, для программ
bench-export-md-hint = Отчёт, который можно вставить в задачу или вики
bench-error = Не удалось запустить тест: { $error }
bench-empty = Выберите слева, что измерять, и нажмите «{ $run }». С настройками по умолчанию тест занимает несколько минут; «{ $quick }» с одним алгоритмом — секунды.
bench-stopping = Остановка…
bench-status-checking-file = Проверка файла…
bench-status-preparing = Подготовка тестовых данных ({ $size })…
bench-status-reads = Измеряется скорость чтения данных с диска (холодное чтение и из памяти)…
bench-status-memory = Измеряется скорость { $algorithm } на данных, уже находящихся в памяти…
bench-status-memory-all = Измеряется скорость каждого алгоритма на данных, уже находящихся в памяти…
bench-status-warmup = разогревочный прогон
bench-status-run = прогон { $n } из { $total }
bench-status-step = { $n } из { $total }: { $cell }, { $run }
bench-status-peers = Замер других программ: { $tool }
bench-status-finishing = Завершение…

## Тест скорости: результаты

bench-cancelled = Отменено: измерено сочетаний — { $done } из { $total }.
bench-verdict-heading = Что ограничивает этот компьютер
bench-bound-cpu = упирается в процессор
bench-bound-io = упирается в диск
bench-bound-unknown = узкое место неизвестно
bench-chart-heading = Скорость каждого сочетания (MB/s, выше — быстрее)
bench-chart-x = сочетания в порядке измерения (наведите на столбец)
bench-results-heading = Результаты
bench-col-algorithm = Алгоритм
bench-col-threads = Потоки
bench-col-reading = Чтение
bench-col-reading-hint = mmap: отображение в память; буфер: чтение порциями
bench-col-mode = Режим
bench-col-mode-hint = по сегментам: каждый поток обрабатывает свою часть файла
bench-col-median = Медиана
bench-col-median-hint = Середина замеренных прогонов
bench-col-spread = Медленнее – быстрее
bench-col-spread-hint = Разброс замеренных прогонов
bench-col-speedup = Ускорение
bench-col-speedup-hint = По сравнению с тем же сочетанием на одном потоке
bench-col-of-best = От лучшего
bench-col-of-best-hint = Скорость этого сочетания как доля самого быстрого
bench-percent = { $percent } %
bench-peers-heading = Другие программы на тех же данных
bench-col-tool = Программа
bench-col-vs-1-thread = Hashdrop (1 поток)
bench-col-vs-same-threads = Hashdrop (те же потоки)
bench-times-its-speed = ×{ $ratio } от её скорости
bench-seed-heading = Исходный эксперимент (телефоны 2014 года)
bench-seed-intro = Заметки, из которых выросла эта функция: телефоны 2014 года считают суммы файла в 460 МБ, и настольный FreeBSD в зависимости от размера буфера. Меньше секунд — быстрее.
bench-col-device = Устройство
bench-col-conditions = Условия
bench-col-seconds = Секунды
bench-col-note = Примечание

## Тест скорости: фразы вывода

bench-v-measured = {" "}(измерено в матрице: { $speedup }×)
bench-v-every-core = {" "}({ $rate } на всех ядрах в памяти)
bench-v-splits = он делится внутри файла, поэтому больше потоков помогает{ $all }{ $measured }
bench-v-segmented-scales = ; сумма по сегментам (другая сумма, как ETag в S3) масштабируется{ $measured }
bench-lanes-toggle = SIMD-дорожки
bench-lanes-hint = SIMD-дорожки: дополнительно измерить сумму по сегментам по одному сегменту и с { $lanes } сегментами, хешируемыми одновременно на одном ядре, чтобы увидеть, что даёт векторный блок этого процессора.
bench-lanes = { $lanes ->
    [1] по одному сегменту
   *[other] { $lanes } дорожек ({ $kernel })
}
bench-v-lanes = На одном ядре одновременное хеширование { $lanes } сегментов в SIMD-дорожках ({ $kernel }) делает сумму по сегментам в { $speedup } раза быстрее, чем по одному сегменту ({ $fast } против { $slow }): один поток { $name } не может использовать векторный блок, потому что каждый шаг ждёт предыдущего, а { $lanes } независимых сегментов могут.
bench-v-lanes-capped = {" "}Это близко к скорости страничного кеша ({ $warm }): выигрыш ограничивает чтение, а не хеширование.
bench-v-lanes-no-gain = Одновременное хеширование { $lanes } сегментов в SIMD-дорожках ({ $kernel }) здесь не ускорило сумму по сегментам ({ $speedup }×).
bench-v-chain = его обычная сумма — это цепочка, поэтому больше потоков не ускоряет один файл{ $measured }; они помогают на нескольких файлах{ $segmented }
bench-v-cpu = { $name } здесь упирается в процессор: одно ядро считает { $hash }, медленнее, чем диск отдаёт при холодном чтении ({ $cold }); { $threads }.
bench-v-io = { $name } здесь упирается в ввод-вывод: он считает { $hash } на одном ядре, диск отдаёт { $cold } при холодном чтении, поэтому больше потоков на одном файле не помогут; помог бы более быстрый диск.{ $cached }
bench-v-io-cached-cpu = {" "}Когда файл в страничном кэше ({ $warm }), ограничением становится вычисление.
bench-v-io-cached-io = {" "}Даже из страничного кэша ({ $warm }) ограничением остаётся чтение.
bench-v-not-measured = не измерена
bench-v-unknown = { $name }: скорость диска неизвестна ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}Когда файл в кэше, чтение даёт { $warm }, а одно ядро считает { $hash }: для файла в кэше ограничивает вычисление, и { $threads }.
bench-v-unknown-cached-io = {" "}Когда файл в кэше, чтение даёт { $warm }, а одно ядро считает { $hash }: даже для файла в кэше ограничивает чтение.
bench-v-unknown-memory = {" "}Одно ядро считает { $hash } в памяти.
bench-s-cancelled = Отменено до измерения чтения: вывода нет.
bench-s-reads = Диск отдаёт { $cold } при холодном чтении, страничный кэш — { $warm }.
bench-s-reads-no-disk = Страничный кэш отдаёт { $warm }; диск измерить не удалось: { $note }.
bench-s-cpu = Упираются в процессор: { $names }.
bench-s-io = Упираются в ввод-вывод: { $names }.
bench-s-threads-help = Больше потоков ускоряет один файл для: { $names }.
bench-s-busy = Компьютер был загружен (средняя нагрузка { $load } при { $cores } ядрах на момент запуска): цифры для нескольких потоков занижают то, что дали бы свободные ядра.

## Подписи

sig-good-bundled = Подписано: { $name }, ключ, известный Hashdrop (отпечаток { $fingerprint }).
sig-good-added = Подписано: { $name }, ключ, добавленный вами (отпечаток { $fingerprint }).
sig-good-added-on = Подписано ключом { $name }, который вы добавили { $date } (отпечаток { $fingerprint }).
sig-bad = Подпись НЕ совпадает: файл контрольных сумм изменён после подписания. Не используйте его.
sig-unknown-key = НЕ проверена: у Hashdrop нет ключа, который называет эта подпись. Подпись утверждает, что сделана ключом { $fingerprint }: это лишь её утверждение, Hashdrop его не проверял. Добавьте ключ издателя, чтобы проверить её.
sig-good-sigstore = Подписано: { $name } через Sigstore ({ $issuer } подтвердил эту личность), подписант, известный Hashdrop.
sig-unknown-sigstore = НЕ проверена: подпись действительна, но в ней указан { $identity } (подтверждён { $issuer }), которого Hashdrop не знает как подписанта этого издателя. Любой может подписать своим именем: сравните его с указанным на сайте издателя.
sig-rejected = Подписано: { $name }, но подписи нельзя доверять: { $problem }. Эта контрольная сумма лишь показывает, что файл цел.
sig-unreadable = Не удалось прочитать подпись ({ $reason }): эта контрольная сумма лишь показывает, что файл цел.
sig-unsigned = Без подписи: эта контрольная сумма лишь показывает, что файл цел.
sig-found-unreadable = Подпись найдена, но её не удалось прочитать ({ $why }): эта контрольная сумма лишь показывает, что файл цел.

## Файлы контрольных сумм

parse-unrecognised = Это не контрольная сумма, известная Hashdrop ({ $reason }). Вставьте саму сумму или строки из файла контрольных сумм.
sums-empty = В { $name } нет контрольных сумм, которые Hashdrop может прочитать.
load-open = Не удаётся открыть { $name }: { $error }
load-read = Не удаётся прочитать { $name }: { $error }
load-too-large = { $name } слишком велик для файла контрольных сумм.
load-not-text = { $name } не читается как файл контрольных сумм: { $error }
sums-note-malformed = { $count ->
    [one] { $count } строку файла контрольных сумм не удалось прочитать, она пропущена.
    [few] { $count } строки файла контрольных сумм не удалось прочитать, они пропущены.
   *[many] { $count } строк файла контрольных сумм не удалось прочитать, они пропущены.
}
sums-note-duplicate = { $name } указан несколько раз (строки { $lines }); проверяется каждая строка.
sums-note-outside = { $count ->
    [one] { $count } файл из списка лежит вне папки файла контрольных сумм; убедитесь, что так и должно быть.
    [few] { $count } файла из списка лежат вне папки файла контрольных сумм; убедитесь, что так и должно быть.
   *[many] { $count } файлов из списка лежат вне папки файла контрольных сумм; убедитесь, что так и должно быть.
}
reading-file = Чтение { $name }…
segments-label = { $name } · сегменты по { $size }
threads-failed = не удаётся запустить потоки вычисления: { $error }

## Диалоги и сохранение

dialog-add-files = Добавить файлы
dialog-add-folder = Добавить папку
dialog-checksum-file = Открыть файл контрольных сумм (SHA256SUMS, .md5, .sfv…)
dialog-compare = Выберите файл для сравнения
dialog-bench = Выберите файл для теста скорости (он только читается)
dialog-save-results = Сохранить результаты
dialog-save-bench = Сохранить результаты теста
dialog-failed = Не удаётся открыть диалог выбора файла: { $error }
save-cancelled = Не сохранено.
save-failed = Не удалось сохранить { $name }: { $error }
saved = Сохранено: { $name }
export-gnu = Файл контрольных сумм (как sha256sum)
export-bsd = Файл контрольных сумм (стиль BSD)
export-csv = Таблица (CSV)

## Ключи

keys-heading = Добавленные ключи
keys-none = Нет. Перетащите сюда файл ключа издателя (.asc, .pub), чтобы доверять его подписям.
keys-remove = Удалить
keys-remove-hint = Больше не доверять подписям, сделанным этим ключом
key-added = Ключ { $name } добавлен (отпечаток { $fingerprint }): файлы контрольных сумм, подписанные им, теперь считаются подписанными добавленным вами ключом.
key-add-failed = Не удалось сохранить ключ из { $name }: { $error }
key-remove-failed = Не удалось удалить ключ «{ $name }»: { $error }
key-offer-heading = Доверять ключу из { $name }?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Отпечаток:
key-offer-dates = Создан { $created }, действует до { $expires }.
key-offer-dates-expired = Создан { $created }, истёк { $expires }.
key-offer-dates-no-expiry = Создан { $created }, бессрочный.
key-offer-compare = Прежде чем добавить ключ, сравните этот отпечаток с опубликованным на сайте издателя.
key-offer-look-alike = Это не тот ключ, которым подписывает { $publisher }. Он носит имя ключа { $publisher }, но его отпечаток другой: кто угодно может создать ключ с любым именем.
key-offer-bundled = Это ключ { $publisher }, который Hashdrop уже знает.
key-offer-known = Hashdrop уже доверяет этому ключу: добавлять нечего.
key-offer-add = Добавить
key-offer-cancel = Отмена
key-offer-close = Закрыть
key-offer-too-many = Слишком много файлов ключей ждут ответа: { $name } не открыт.
key-declined = Ключ из { $name } не добавлен.

## Части и график скорости

piece-waiting = ожидает
piece-active = обрабатывается потоком { $worker }
piece-done = готово
piece-failed = ошибка
piece-one = Часть { $n } из { $total }: { $state }
piece-range = Части { $first }–{ $last } из { $total }: { $state }
piece-differs = { $label } (отличается)
legend-active = обрабатывается (цвет потока)
graph-seconds = секунды
graph-total = всего

## Подписи самих файлов и перетащенные подписи

sig-file-released = Это тот самый файл, который выпустил издатель.
sig-file-bad = Подпись НЕ совпадает: файл изменён после подписания, или подпись относится к другому файлу. Не используйте его.
sig-file-rejected = Подписано: { $name }, но подписи нельзя доверять: { $problem }.
sig-file-unreadable = Не удалось прочитать подпись ({ $reason }).
sig-not-a-signature = обрезана, повреждена или это не подпись
sig-file-heading = Подпись файла { $name }
signature-orphan = { $name } — это подпись, но подписанного ею файла рядом нет. Перетащите подпись вместе с этим файлом или сначала перетащите файл контрольных сумм.
dialog-compare-folder = Выберите папку для сравнения
dialog-save-comparison = Сохранить сравнение
dialog-save-checksums = Сохранить файл контрольных сумм

## Сравнение

compare-intro = Перетащите два файла, две папки или папку и её файл контрольных сумм (по одному на каждую сторону), чтобы узнать, в точности ли они совпадают.
compare-back = ⬅ Назад к сравнению папок
compare-folder-algorithm = Тип контрольной суммы для сравнения файлов:
compare-folder-algorithm-hint = Любой тип находит изменённые файлы. BLAKE3 — самый быстрый; SHA-256 понимают почти все другие программы.
compare-quick = Быстрый режим
compare-quick-hint = Файлы с одинаковыми размером и датой изменения с обеих сторон считаются одинаковыми без чтения. Быстрее, но изменение, сохранившее размер и дату, останется незамеченным.
compare-something-else = Сравнить другое
compare-slot-first = Первое
compare-slot-second = Второе
compare-first-folder = Первая папка
compare-second-folder = Вторая папка
compare-checksum-file = Файл контрольных сумм
compare-folder = Папка
compare-listed = По файлу контрольных сумм
compare-drop-here = Перетащите сюда файл или папку
compare-choose-file = Выбрать файл…
compare-choose-folder = Выбрать папку…
compare-same = ✔ Одинаковые
compare-same-detail = Все байты двух файлов совпадают.
compare-different = ✖ Различаются
compare-file-error-first = ⚠ Первый файл: { $error }
compare-file-error-second = ⚠ Второй файл: { $error }
compare-running = ⏳ Сравнение…
compare-pieces-differ = { $differing ->
    [one] Различается { $differing } из { $total } частей по { $size } (обведена красным).
   *[other] Различаются { $differing } из { $total } частей по { $size } (обведены красным).
}
compare-cannot-start = Не удаётся начать сравнение: { $error }
compare-unreadable-path = Не удаётся прочитать { $name }: { $error }
compare-save = Сохранить:
compare-save-csv = Отчёт (CSV)…
compare-save-json = Отчёт (JSON)…
compare-save-sums-first = Контрольные суммы первой папки…
compare-save-sums-second = Контрольные суммы второй папки…
compare-save-sums-folder = Контрольные суммы папки…

## Сравнение папок

audit-listing = ⏳ Составляется список файлов с обеих сторон…
audit-stop = Стоп
audit-stop-hint = Прекратить чтение файлов (Esc)
audit-side-progress = { $side }: { $done } из { $total ->
    [one] { $total } файла
   *[other] { $total } файлов
} · { $size_done } из { $size_total }
audit-identical = { $count ->
    [one] Одинаковые: { $count } файл ({ $size })
    [few] Одинаковые: { $count } файла ({ $size })
   *[many] Одинаковые: { $count } файлов ({ $size })
}
audit-different = Различия: { $parts }
audit-count-changed = { $count ->
    [one] { $count } изменён
    [few] { $count } изменены
   *[many] { $count } изменено
}
audit-count-missing = { $count ->
    [one] { $count } отсутствует
    [few] { $count } отсутствуют
   *[many] { $count } отсутствуют
}
audit-count-new = { $count ->
    [one] { $count } новый
    [few] { $count } новых
   *[many] { $count } новых
}
audit-count-moved = { $count ->
    [one] { $count } перемещён
    [few] { $count } перемещены
   *[many] { $count } перемещено
}
audit-count-unreadable = { $count ->
    [one] { $count } не читается
    [few] { $count } не читаются
   *[many] { $count } не читаются
}
audit-tab = { $category } ({ $count })
audit-tab-matched = Одинаковые
audit-tab-changed = Изменённые
audit-tab-moved = Перемещённые
audit-tab-new = Новые
audit-tab-missing = Отсутствующие
audit-tab-duplicates = Дубликаты
audit-tab-unreadable = Нечитаемые
audit-tab-skipped = Пропущенные
audit-stopped = Остановлено до конца: файлы, до которых не дошла очередь, отмечены как нечитаемые.
audit-search = Поиск:
audit-search-hint = часть имени файла
audit-nothing = Здесь ничего нет.
audit-where-differ = Где различие?
audit-where-differ-hint = Открыть два файла рядом
audit-size-unknown = размер неизвестен
audit-duplicates-first = { $count ->
    [one] { $count } копия в первой папке: { $names }
    [few] { $count } копии в первой папке: { $names }
   *[many] { $count } копий в первой папке: { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } копия во второй папке: { $names }
    [few] { $count } копии во второй папке: { $names }
   *[many] { $count } копий во второй папке: { $names }
}
audit-problem-first = { $name } (первая папка): { $reason }
audit-problem-second = { $name } (вторая папка): { $reason }
audit-skip-fifo = именованный канал (FIFO): чтение могло бы ждать вечно
audit-skip-socket = сокет, а не файл
audit-skip-device = устройство, а не обычный файл
audit-skip-symlink = символическая ссылка (внутри папок ссылки не раскрываются)
audit-skip-dangling = символическая ссылка на несуществующий объект
audit-compared-by = Сравнение по контрольной сумме { $algorithms }.
audit-quick-caveat = Быстрый режим: файлы с одинаковыми размером и датой с обеих сторон считались одинаковыми без чтения.
audit-could-not-start = Не удалось начать сравнение: { $error }
audit-folder-unreadable = Не удаётся прочитать папку { $name }: { $error }
audit-not-a-folder = { $name } — не папка.
audit-listing-unreadable = Не удаётся прочитать файл контрольных сумм { $name }: { $error }
audit-listing-empty = В { $name } нет контрольных сумм. Сравните папку с другой папкой или с её файлом контрольных сумм (SHA256SUMS, *.md5, список hashdeep…).

error-not-found = Не найден: файл перемещён или удалён.
error-permission = Доступ запрещён: Hashdrop не может прочитать этот файл.
error-is-folder = Это папка: добавьте её как папку, чтобы проверить файлы в ней.
error-skipped = Пропущен: { $reason }.
error-open = Не удаётся открыть: { $error }.
error-read = Не удалось прочитать до конца: { $error }.
error-changed = Файл изменился во время чтения ({ $what }): проверьте его снова, когда в него ничего не будет записываться.
error-too-many-segments = Слишком много частей ({ $segments }): выберите для этого файла размер части не меньше { $size }.
error-too-short = Слишком короткий: { $len }, меньше запрошенных { $wanted }.
error-cancelled = Остановлено до завершения.
error-internal = Внутренняя ошибка Hashdrop на этом файле (другие файлы не затронуты): { $detail }
error-task-failed = Внутренняя ошибка Hashdrop: этот шаг не завершён. Ничего не изменено; попробуйте ещё раз.
error-task-failed-check = внутренняя ошибка Hashdrop при проверке; попробуйте ещё раз
change-replaced = его место занял другой файл
change-size = его размер изменился с { $from } на { $to }
change-modified = он был изменён
change-deleted = он был удалён
change-ended-early = он закончился на { $at } вместо { $expected }
change-truncated = он стал короче во время чтения
trust-error-too-large = она слишком велика для настоящей (больше { $limit })
trust-error-malformed = она повреждена или обрезана: это не корректные данные OpenPGP
trust-error-bad-format = это не корректная подпись или ключ { $format }
trust-error-no-signature = в файле нет подписи
trust-error-no-key = в файле ключа нет открытого ключа OpenPGP
trust-error-not-clear-signed = файл не подписан
trust-error-missing-block = блок подписи отсутствует или обрезан
trust-error-several-blocks = в нём подписанных сообщений: { $count }, а принимается только файл с одним
trust-error-armour-header = в подписанном сообщении неожиданная строка заголовка: { $header }
io-not-found = его больше нет
io-permission = доступ запрещён
io-timed-out = устройство перестало отвечать
io-ended-early = он закончился раньше, чем ожидалось
io-disk-error = диск сообщил об ошибке чтения
io-device-gone = накопитель был извлечён
io-share-gone = сетевой ресурс больше недоступен

## Appearance, options and names for screen readers

settings-appearance = Оформление
settings-theme-system = Как в системе
settings-theme-light = Светлое
settings-theme-dark = Тёмное
top-options = Настройки
top-options-hint = Типы контрольных сумм, потоки, чтение файлов, оформление и ваши ключи
language-menu-name = Язык: { $name }
results-copy-name = Копировать { $algorithm } файла { $file }
compare-second-longer = Второй файл — это первый и ещё { $bytes } байт в конце.
compare-first-longer = Первый файл — это второй и ещё { $bytes } байт в конце.
segments-summary = Готово частей: { $done } из { $total }
graph-summary = Сейчас { $now }, пик { $peak }
audit-why-size = разный размер: { $a } и { $b }
audit-why-content = тот же размер, другое содержимое
audit-why-content-at = тот же размер, другое содержимое начиная с байта { $offset }
audit-why-longer-first = копия в первой папке — это другая и ещё { $bytes } байт в конце
audit-why-longer-second = копия во второй папке — это другая и ещё { $bytes } байт в конце
audit-hint-matched = Один и тот же файл с тем же содержимым в { $a } и в { $b }
audit-hint-changed = Есть в { $a } и в { $b } под тем же именем, но с другим содержимым
audit-hint-moved = То же содержимое с обеих сторон, но в { $b } под другим именем или в другой папке
audit-hint-new = Только в { $b }: файлы, которых нет в { $a }
audit-hint-missing = Только в { $a }: файлы, которых нет в { $b }
audit-hint-duplicates = Файлы с одинаковым содержимым, встречающиеся на одной стороне несколько раз
audit-hint-unreadable = Файлы, которые не удалось прочитать, с причиной
audit-hint-skipped = Не обычные файлы (ссылки, каналы, устройства), пропущены
bench-quick = Быстрый тест (несколько секунд)
bench-quick-hint = Измеряет SHA-256 и BLAKE3 на 128 МиБ с одним потоком и со всеми и говорит, что ограничивает скорость: диск или процессор
bench-lead-disk = Ограничивает диск: скорость задаёт чтение файла, а не проверка.
bench-lead-cpu = Ограничивает процессор: он проверяет медленнее, чем читает диск.
expected-forget-name = Больше не проверять по { $name }
keys-remove-name = Больше не доверять ключу { $name }

# A folded section of choices for the few who need them.
advanced = Дополнительно

## Checking a USB stick or SD card against the image written to it
drive-check-button = Проверить флешку или SD-карту…
drive-title = Проверить флешку или SD-карту
drive-close = Закрыть
drive-image = Образ: { $name } ({ $size })
drive-looking = Поиск флешек и SD-карт…
drive-none = Не найдено ни флешки, ни SD-карты, на которую поместится этот образ. Подключите её и поищите снова.
drive-choose = На какой накопитель был записан образ?
drive-too-small-hidden = { $count ->
    [one] Ещё { $count } накопитель меньше образа: образ на нём не поместится.
    [few] Ещё { $count } накопителя меньше образа: образ на них не поместится.
   *[many] Ещё { $count } накопителей меньше образа: образ на них не поместится.
}
drive-refresh = Искать снова
drive-read-only = Накопитель только читается, на него ничего не записывается.
drive-reading = Чтение: { $drive }…
drive-progress = { $done } из { $total } · { $speed }
drive-left-seconds = осталось около { $n } с
drive-left-minutes = осталось около { $n } мин
drive-stop = Остановить
drive-verdict-good = { $kind ->
    [card] Эта SD-карта
   *[stick] Эта флешка
} содержит в точности { $name } ({ $size }): запись прошла правильно.
drive-verdict-bad = { $kind ->
    [card] Эта SD-карта
   *[stick] Эта флешка
} не содержит в точности { $name }.
drive-verdict-bad-where = Первое различие — в байте { $offset } ({ $hex }); { $count ->
    [one] различается { $count } часть по { $size }.
    [few] различаются { $count } части по { $size }.
   *[many] различаются { $count } частей по { $size }.
}
drive-verdict-bad-next = { $kind ->
    [card] Запишите образ ещё раз; если снова не получится, возьмите другую карту.
   *[stick] Запишите образ ещё раз; если снова не получится, возьмите другую флешку.
}
drive-too-small = Накопитель ({ $drive }) меньше образа ({ $image }): образ на нём не поместится.
drive-cannot-read = Не удаётся прочитать накопитель: { $error }
drive-image-cannot-read = Не удаётся прочитать образ: { $error }
drive-unknown-model = Неизвестный накопитель
drive-entry = { $model }, { $size } ({ $name })
drive-opening = Открываем { $drive }… Система может спросить ваш пароль.
drive-access-denied = Система не разрешила Hashdrop прочитать { $drive }, поэтому проверка не выполнена. Попробуйте снова и введите пароль, когда система попросит.
drive-access-cancelled = Чтение { $drive } отменено в окне ввода пароля системы, поэтому проверка не выполнена. Попробуйте снова, и система спросит пароль ещё раз.
drive-access-no-udisks = Чтобы прочитать { $drive }, Hashdrop обращается к дисковой службе системы (UDisks2), а в этой системе её нет. Установите пакет udisks2 и попробуйте снова.
drive-access-unknown = Дисковая служба системы не знает { $drive }. Подключите накопитель заново и поищите ещё раз.
drive-access-failed = Дисковая служба системы не смогла открыть { $drive }: { $error }
stick-check-button = Проверить флешку без образа…
stick-title = Проверить флешку или SD-карту без образа
stick-intro = Выберите флешку, затем перетащите список контрольных сумм издателя (например, SHA256SUMS, с подписью, если она есть). Hashdrop найдёт, какой из образов списка записан на флешку; файл образа не нужен.
stick-no-drive = Флешка или SD-карта не найдены. Подключите накопитель и поищите ещё раз.
stick-choose = Какой накопитель проверить?
stick-drive = Накопитель: { $drive }
stick-drop-list = Перетащите сюда список контрольных сумм издателя (SHA256SUMS или похожий), с подписью, если она есть.
stick-stopped = Остановлено: накопитель не проверен, и на нём ничего не изменено.
stick-other-drive = Выбрать другой накопитель
stick-choose-list = Выбрать список…
dialog-stick-list = Выберите список контрольных сумм издателя (и его подпись, если она есть)
stick-try-again = Попробовать снова
stick-searching = Читаем накопитель с начала в поисках образа из списка…
stick-read-so-far = Прочитано { $done } (объём накопителя { $total }; чтение остановится, как только ответ станет точным)
stick-list-unusable = По этому списку нельзя найти образ на накопителе: { $error }
stick-holds = { $kind ->
    [card] На этой SD-карте
   *[stick] На этой флешке
} записан в точности { $name } ({ $size }), как указано в { $list }.
stick-list-changed = { $list } изменён после подписания: не доверяйте тому, что в нём сказано.
stick-none = { $kind ->
    [card] На этой SD-карте
   *[stick] На этой флешке
} нет ни одного из образов, перечисленных в { $list }.
stick-none-structure = { $layout ->
    [iso] Судя по тому ISO 9660
    [gpt] Судя по таблице разделов GPT
   *[mbr] Судя по таблице разделов MBR
}, записанный образ заканчивается после { $size }, и ни одна сумма из списка не совпадает: изменён байт или это другой образ.
stick-none-searched = Прочитаны первые { $size }, и ни один образ из списка не стоит в начале.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Добавить ключ издателя…
sig-add-key-hint = Выберите файл ключа издателя (.asc, .gpg, .pub, .key). Вы увидите его отпечаток и решите, доверять ли ему.
check-signature-not-checked = { $count ->
    [one] Подпись файла { $name } НЕ проверена
   *[other] Подписи НЕ проверены ({ $count })
}
check-signature-not-checked-detail = Больше ничто не говорит, тот ли это файл ({ $names }), который подписал издатель. Добавьте ключ издателя, чтобы проверить подпись, или сравните файл с контрольной суммой на странице издателя.
check-signature-unreadable-detail = Больше ничто не говорит, тот ли это файл ({ $names }), который подписал издатель, и добавление ключа не поможет: скачайте подпись заново или сравните файл с контрольной суммой на странице издателя.
check-match-unchecked = { $count ->
    [one] Совпадает, но подпись НЕ проверена
   *[other] Файлы совпадают ({ $count }), но подпись НЕ проверена
}
verdict-signed = { $count ->
    [one] Подписан издателем
   *[other] Все файлы подписаны издателями ({ $count })
}
check-bad-file-signature-detail = Файл { $name } изменён после подписания, или подпись относится к другому файлу. Не используйте его: скачайте заново у издателя.
row-signed = Подписан
row-signature-not-checked = Подпись не проверена
expected-incomplete = { $have } из { $want } символов: { $missing ->
    [one] одного не хватает или один лишний
   *[other] не хватает { $missing }
}
expected-too-long = { $have } символов: { $extra ->
    [one] один лишний
   *[other] лишних { $extra }
} для суммы { $algorithm } ({ $want })
expected-press-enter = Нажмите Enter, когда контрольная сумма введена целиком.
expected-looks-like-one = Похоже на контрольную сумму { $algorithm }
expected-which-types = Какого типа она может быть?
expected-could-be = Это может быть { $names } ({ $chars } символов). Проверяются все.
clipboard-offer = В буфере обмена контрольная сумма ({ $start }…): сравнить с ней файлы?
clipboard-offer-use = Сравнить с ней
clipboard-offer-no = Нет
## ui (compare drive, file chooser, plain words)
compare-differ-at = Они различаются в байте { $byte }; все байты до него совпадают.
compare-details = Подробности
compare-differ-offset = Смещение { $hex } ({ $offset } байт от начала, счёт с 0, как в шестнадцатеричных редакторах).
bench-lead-split = Для { $cpu } ограничивает ваш процессор; для { $io } — ваш диск.
chooser-missing = Этот рабочий стол не может открыть окно выбора файлов. Чтобы выбирать файлы как обычно, установите xdg-desktop-portal-gtk (или zenity); а пока введите путь ниже или перетащите файлы в окно.
chooser-path = Путь
chooser-open = Открыть
chooser-cannot-list = Не удаётся показать содержимое { $name }: { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = прочитано { $done } · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = В { $name } ключей: { $count }. Каким из них доверять?
key-offer-several = В файле может лежать чей угодно ключ под любым именем. Добавляйте только те ключи, отпечаток которых вы сверили с отпечатком на сайте издателя.
key-offer-number = Ключ { $number } из { $count }
key-offer-add-this = Добавить этот ключ
key-offer-add-named = Добавить ключ с отпечатком { $fingerprint }
key-offer-added = Добавлен.
key-declined-rest = Остальные ключи из { $name } не добавлены ({ $count }).
key-file-unreadable = { $name } — не файл ключей, который Hashdrop может прочитать: { $error }
keys-add-button = Добавить…
keys-add-hint = Выберите файл ключа издателя (.asc, .gpg, .pub, allowed_signers); перед добавлением вы сверите отпечаток каждого ключа.
keys-bundled-heading = Ключи, поставляемые с Hashdrop
keys-bundled-for = Поставляется для { $publisher }
keys-added-on-from = Добавлен { $date } из { $file }
keys-added-on = Добавлен { $date }
keys-added-from = Добавлен из { $file }
dialog-add-key = Выберите файл ключа издателя
## lists (several lists, big lists)
verdict-accidents-note = Примечание: { $algorithm } обнаруживает случайные повреждения, но не подделку: кто угодно может создать другой файл с той же суммой { $algorithm }. Если издатель предлагает SHA-256, используйте её.
reading-list-progress = Чтение { $name }… строк: { $lines }
reading-list-stopped = Чтение { $name } остановлено: его контрольные суммы не используются.

## Asking the publisher for its signed checksum
settings-publishers = Издатели
settings-ask-publisher = Всегда спрашивать издателя о знакомых ему файлах
settings-ask-publisher-hint = Когда вы даёте Hashdrop знакомую ему загрузку (Ubuntu, Debian, Fedora…), он сам получает подписанный список контрольных сумм с сайта издателя по HTTPS, не дожидаясь нажатия кнопки. О вашем файле ничего не отправляется.
publisher-ask-button = Запросить у { $publisher } подписанную контрольную сумму
publisher-ask-hint = Получает по HTTPS подписанный список контрольных сумм с сайта { $publisher } и проверяет подпись ключом { $publisher }. О вашем файле ничего не отправляется.
publisher-asking = Запрашиваем у { $publisher } подписанную контрольную сумму…
publisher-matched = Это { $name } — в точности как его опубликовал { $publisher } (подписано ключом { $publisher } { $day }).
publisher-matched-undated = Это { $name } — в точности как его опубликовал { $publisher } (подписано ключом { $publisher }).
publisher-signed-by = Подписано: { $key }
publisher-renamed = У { $publisher } он значится как { $name }: этот файл переименован.
publisher-cached = Использован список { $publisher }, сохранённый при прошлой проверке; его подпись проверена заново.
publisher-mismatch = Это НЕ тот файл, который { $publisher } опубликовал как { $name }: скачайте его заново.
publisher-mismatch-titled = Это НЕ { $title } в том виде, в каком его опубликовал { $publisher } ({ $name }): скачайте его заново.
publisher-bad-signature = НЕ используйте: список { $publisher } не прошёл проверку подписи
publisher-bad-signature-detail = Что-то между вами и { $publisher } изменило список. Не доверяйте этой загрузке; скачайте её позже с сайта { $publisher } или через другую сеть.
publisher-no-answer = Нет ответа от { $publisher }
publisher-unknown = Hashdrop не знает, кто публикует файл с таким именем, поэтому ничего не запрашивалось.
publisher-unsigned = { $publisher } публикует контрольные суммы без подписи, поэтому Hashdrop не может дать подписанный ответ. Сравните сумму ниже с суммой на странице загрузки { $publisher }.
publisher-no-key = У Hashdrop нет ключа { $publisher } для проверки подписи, поэтому ничего не запрашивалось.
publisher-not-trusted = Полученный список не подписан ключом { $publisher }, поэтому ничего не доказывает. Сравните сумму ниже с суммой на странице загрузки { $publisher }.
publisher-no-list = Там, где искал Hashdrop, у { $publisher } нет списка контрольных сумм для этого выпуска. Если вы переименовали файл, верните ему исходное имя; или перетащите сюда файл с суммами со страницы загрузки.
publisher-not-listed = В подписанных списках { $publisher } нет файла с таким именем или такой суммой. Если вы переименовали файл, верните ему исходное имя; иначе он, возможно, не от { $publisher }.
publisher-file-unreadable = Не удалось прочитать файл: { $reason }
publisher-offline = Hashdrop не смог связаться с сайтом издателя (компьютер не в сети?). Повторите, когда будет подключение, или перетащите сюда скачанный файл с суммами.
publisher-tls-refused = Защищённое соединение с сайтом издателя отклонено, поэтому ничего из полученного не использовано. Причиной может быть сеть, проверяющая защищённые соединения (некоторые офисы, отели): попробуйте другую сеть.
publisher-redirect-refused = Сайт издателя перенаправил Hashdrop на незащищённый или чужой адрес, и Hashdrop не пошёл по нему. Повторите позже или перетащите сюда файл с суммами со страницы загрузки.
publisher-too-large = Сайт издателя прислал намного больше, чем список контрольных сумм, и Hashdrop прекратил чтение. Повторите позже.
publisher-too-slow = Сайт издателя отвечал слишком медленно. Повторите позже.
publisher-server-trouble = Сайт издателя не отдал список. Повторите позже или перетащите сюда файл с суммами со страницы загрузки.
publisher-user-file-unused = Ваш файл издателей { $name } не использован: он должен быть в формате Hashdrop, принадлежать вам, и никто другой не должен иметь права его менять. Встроенные издатели Hashdrop по-прежнему отвечают.
publisher-offer = К этому файлу не прилагалась контрольная сумма. { $publisher } публикует подписанный список сумм: Hashdrop может получить его с сайта { $publisher } и проверить по нему этот файл. Ничего не отправляется, пока вы не попросите.
publisher-ask-again = Спросить { $publisher } ещё раз
publisher-list-name = «Подписанный список { $publisher }»
keys-format-openpgp = Ключ OpenPGP
keys-format-minisign = Ключ minisign/signify
keys-format-ssh = Ключ SSH
keys-format-sigstore = Подписант Sigstore
keys-vouched-by = Подтверждён { $issuer }
key-offer-heading-signer = Доверять этому подписанту Sigstore?
key-offer-public-key = Открытый ключ:
key-offer-key-id = ID ключа: { $id }
key-offer-identity = Подписант (идентификатор):
key-offer-issuer = Подтверждён (издатель OIDC):
key-offer-compare-key = Прежде чем добавить ключ, сравните этот открытый ключ с опубликованным на сайте издателя.
key-offer-compare-signer = Прежде чем добавить, сравните этот идентификатор и издателя с указанными на сайте издателя: подписать через Sigstore может кто угодно от своего имени.
signer-added = { $identity } (подтверждён { $issuer }) добавлен как доверенный подписант Sigstore: подписанные им файлы теперь считаются подписанными.
sig-trust-signer = Доверять этому подписанту…
sig-trust-signer-hint = Посмотрите, кто подписал файл через Sigstore, сравните с сайтом издателя и решите, доверять ли ему.
check-signature-not-checked-detail-sigstore = { $names } подписан { $identity } (издатель { $issuer }), подписантом, которого Hashdrop не знает. Доверяйте ему, только если сайт издателя называет этот идентификатор, или сравните файл с контрольной суммой на странице издателя.
sig-unknown-sigstore-named = НЕ проверена: доказательства верны, но подписать через Sigstore может кто угодно от своего имени, поэтому учитывается только подписант, которому вы доверяете.
signer-declined = { $identity } не добавлен как доверенный подписант.

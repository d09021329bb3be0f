# Das Fenster von Hashdrop, auf Deutsch.

## Sprachmenü

language-system = Systemsprache ({ $name })
language-no-cjk-font = keine chinesische/japanische Schrift installiert
language-menu-hint = Die Sprache des Fensters

## Gemeinsame Wörter

files-count = { $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
}

## Optionen

settings-checksum-types = Prüfsummentypen
settings-threads = Threads
settings-threads-unit = Threads
settings-threads-hint = Wie viele Dateien (oder Teile einer Datei) gleichzeitig berechnet werden. Dieser Computer hat { $cores } Kerne.
settings-mode = Modus
settings-standard = Standard-Prüfsumme
settings-standard-hint = Die übliche Prüfsumme der ganzen Datei, wie sie auf Download-Seiten steht.
settings-segmented = Segment-Prüfsummen
settings-segmented-hint = Teilt jede Datei in gleich große Stücke und berechnet für jedes eine Prüfsumme, sodass jeder Prüfsummentyp alle Threads nutzen kann. Das kombinierte Ergebnis (wie ein S3-ETag) unterscheidet sich von der Standard-Prüfsumme.
settings-segment-size = Segmentgröße
settings-segment-size-hint = Die Größe jedes Stücks. Kleinere Stücke verteilen die Arbeit gleichmäßiger.
settings-reading = Lesen
settings-read-auto = Automatisch
settings-read-auto-hint = Hashdrop entscheidet: große Dateien werden in den Speicher eingeblendet, kleine gelesen.
settings-read-mmap = Speicherabbildung
settings-read-mmap-hint = Das System lädt die Datei während der Berechnung in den Speicher. Meist am schnellsten bei großen lokalen Dateien.
settings-read-buffered = Gepuffertes Lesen
settings-read-buffered-hint = Liest die Datei in Stücken der unten gewählten Puffergröße. Gut für Netzlaufwerke.
settings-buffer-size = Puffergröße
settings-buffer-size-hint = Wie viel auf einmal gelesen wird. Größere Puffer bedeuten weniger Zugriffe auf den Datenträger.
settings-folders = Ordner
settings-recursive = Unterordner einbeziehen
settings-recursive-hint = Beim Hinzufügen eines Ordners auch die Dateien in seinen Unterordnern berechnen.
file-menus-heading = Dateimanager
file-menus-add = Hashdrop zum Menü meines Dateimanagers hinzufügen
file-menus-add-hint = Fügt „Prüfsummen mit Hashdrop“ in das Kontextmenü von GNOME Dateien, Dolphin, Nemo und Thunar ein, nur für Ihr Konto. Ihre eigenen Menüeinträge bleiben erhalten.
file-menus-added = { $manager }: hinzugefügt.
file-menus-updated = { $manager }: aktualisiert.
file-menus-already = { $manager }: schon vorhanden.
file-menus-from-package = { $manager }: bereits mit dem Hashdrop-Paket installiert.
file-menus-failed = { $manager }: nicht hinzugefügt. { $error }
file-menus-uca-unreadable = { $manager }: nicht hinzugefügt, weil { $path } nicht als Liste von Aktionen gelesen werden konnte. Die Datei blieb unverändert.
file-menus-none-found = Kein Dateimanager gefunden, den Hashdrop kennt (GNOME Dateien, Dolphin, Nemo, Thunar).
file-menus-restart = Schließen Sie den Dateimanager und öffnen Sie ihn erneut, um die neuen Einträge zu sehen.
file-menus-sandboxed = Hashdrop läuft hier als Flatpak und kann das Menü Ihres Dateimanagers von dort aus nicht ändern. Die README beschreibt, wie Sie das Menü von Hand hinzufügen.
file-menus-no-home = Ihr Persönlicher Ordner wurde nicht gefunden, daher wurde nichts hinzugefügt.
algo-hint-md5 = Alt und schnell. Gut, um einen beschädigten Download zu erkennen, nicht aber, um zu beweisen, wer die Datei erstellt hat. Die Berechnung ist eine lange Kette, daher kann nur ein Thread an einer Datei arbeiten.
algo-hint-sha1 = Alt. Zeigt wie MD5 nur, dass eine Datei unversehrt ist; eine Datei wird von einem Thread berechnet.
algo-hint-sha256 = Die häufigste Prüfsumme auf Download-Seiten. Sicher; eine Datei wird von einem Thread berechnet.
algo-hint-sha512 = Sicher und auf 64-Bit-Computern schneller als SHA-256. Eine Datei wird von einem Thread berechnet.
algo-hint-blake2b = Sicher und schnell (was b2sum ausgibt). Eine Datei wird von einem Thread berechnet.
algo-hint-blake2s = Sicher, ausgelegt auf kleinere oder 32-Bit-Computer. Eine Datei wird von einem Thread berechnet.
algo-hint-blake2bp = BLAKE2b, das die Arbeit intern auf 4 Spuren verteilt; ergibt ein anderes Ergebnis als BLAKE2b.
algo-hint-blake2sp = BLAKE2s, das die Arbeit intern auf 8 Spuren verteilt; ergibt ein anderes Ergebnis als BLAKE2s.
algo-hint-blake3 = Modern und sehr schnell. Als Baum aufgebaut, sodass mehrere Threads eine große Datei teilen können und trotzdem das Standardergebnis erhalten.
algo-hint-crc32 = Eine kurze Prüfung, die SFV-Dateien und zip verwenden. Erkennt Versehen, keine Manipulation.
algo-hint-sha224 = SHA-256, auf 224 Bit gekürzt. Sicher; eine Datei wird von einem Thread berechnet.
algo-hint-sha384 = SHA-512, auf 384 Bit gekürzt. Sicher; eine Datei wird von einem Thread berechnet.
algo-hint-sha3 = SHA-3, die neuere Standardfamilie. Sicher, aber langsamer als SHA-2; eine Datei wird von einem Thread berechnet.
algo-hint-sm3 = Der chinesische Landesstandard (GB/T 32905). Sicher; eine Datei wird von einem Thread berechnet.
algo-hint-blake2b-len = BLAKE2b mit kürzerem Ergebnis (b2sum -l); ein anderes Ergebnis als ein gekürztes BLAKE2b-512.
algo-hint-xxhash = Äußerst schnell, von Sicherungs- und Kopierprogrammen verwendet. Erkennt Versehen, keine Manipulation.
algo-hint-crc32c = Die CRC von Google Cloud Storage, Amazon S3 und iSCSI. Erkennt Versehen, keine Manipulation.
algo-hint-crc64nvme = Die CRC, die Amazon S3 jedem Objekt hinzufügt. Erkennt Versehen, keine Manipulation.
settings-more-types = Weitere Typen

## Erwartete Prüfsumme und Ergebnis

expected-label = Erwartete Prüfsumme (hier einfügen)
expected-hint = z. B. die SHA-256 von der Download-Seite oder die Zeilen einer SHA256SUMS-Datei
expected-clear = Leeren
expected-clear-hint = Die erwartete Prüfsumme verwerfen
expected-empty = Fügen Sie eine Prüfsumme ein (Strg+V), um die Dateien damit zu prüfen. Der Typ wird an der Länge erkannt.
expected-lines = { $count ->
    [one] { $count } Prüfsummenzeile
   *[other] { $count } Prüfsummenzeilen
}
names-or = { $first } oder { $last }
list-separator = {", "}
origin-clipboard = {" "}(erwartete Prüfsumme aus der Zwischenablage)
origin-listed-at = {" "}(aufgeführt in { $name }, Zeile { $line })
verdict-matches = Stimmt überein
verdict-does-not-match = Stimmt NICHT überein
verdict-all-match = { $count ->
    [one] Die Datei stimmt überein
   *[other] Alle { $count } Dateien stimmen überein
}
verdict-some-differ = { $count } von { $total } Dateien stimmen NICHT überein
verdict-ok-detail = Die { $algorithm }-Prüfsumme von { $file } ist genau die erwartete{ $origin }.
verdict-ok-ambiguous = Eine Prüfsumme dieser Länge kann { $names } sein; es ist eine { $algorithm }-Prüfsumme.
verdict-tried = {" "}(versucht: { $names })
parts-cut = { $parts ->
    [1] die ganze Datei als ein Teil
   *[other] { $parts } Teile zu { $size }
}
verdict-ok-etag = { $file } stimmt mit dem mehrteiligen Amazon-S3-ETag überein{ $origin }: { $cut }.
verdict-ok-composite = { $file } stimmt mit der zusammengesetzten Amazon-S3-{ $algorithm }-Prüfsumme überein{ $origin }: { $cut }.
check-failed-parts = { $file } ergibt diese mehrteilige Amazon-S3-Prüfsumme mit keiner der { $tried } versuchten Teilgrößen. Es ist eine andere Datei, oder sie wurde in Teilen ungewöhnlicher Größe hochgeladen.
check-failed-parts-count = Keine Teilgröße zerlegt { $file } in so viele Teile: Es ist nicht die hochgeladene Datei.
row-trying-parts = Teilgrößen werden versucht …
row-checking-signature = Signatur wird geprüft …
digest-expected = Erwartet
digest-actual = Tatsächlich
verdict-weak-note = Hinweis: Eine übereinstimmende { $algorithm }-Prüfsumme zeigt, dass die Datei unversehrt ist, nicht wer sie veröffentlicht hat. Nehmen Sie SHA-256, wenn der Herausgeber es anbietet.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = NICHT verwenden: Die Signatur von { $name } stimmt nicht überein
check-bad-signature-detail = { $name } wurde nach dem Signieren verändert. Verwenden Sie die darin aufgeführten Dateien nicht: Laden Sie { $name } und die zugehörige Signatur erneut vom Herausgeber herunter.
check-mismatch-many-detail = Das Ergebnis jeder Datei steht in der Liste unten. Eine Datei, die nicht übereinstimmt, ist vielleicht beschädigt, unvollständig oder eine andere Version: Laden Sie sie erneut herunter.
check-hashing = { $count ->
    [one] 1 Datei wird geprüft …
   *[other] { $count } Dateien werden geprüft …
}
check-needs-algorithms = Wird erneut mit { $names } geprüft …
check-needs-algorithms-detail = Die erwartete Prüfsumme kann von einem anderen Typ sein: Die Dateien werden noch einmal gelesen, um das herauszufinden.
check-not-found = Nicht gefunden: { $name }
check-not-found-many = { $count } zu prüfende Dateien wurden nicht gefunden
check-not-found-entry-detail = { $list } führt { $name } auf, aber diese Datei liegt nicht neben { $list }. Ziehen Sie { $name } hierher, um sie zu prüfen.
check-not-found-file-detail = { $name } ist nicht mehr da: Die Datei wurde verschoben oder gelöscht. Ziehen Sie sie von ihrem jetzigen Ort erneut hierher.
check-not-found-more = … und { $count } weitere.
check-could-not-hash = { $count ->
    [one] Die Datei konnte nicht gelesen werden
   *[other] { $count } Dateien konnten nicht gelesen werden
}
check-could-not-hash-some = { $count ->
    [one] { $count } von { $total } Dateien konnte nicht gelesen werden
   *[other] { $count } von { $total } Dateien konnten nicht gelesen werden
}
check-could-not-hash-detail = Warum, steht neben jeder Datei in der Liste unten.
check-not-listed = { $count ->
    [one] Diese Datei steht nicht in der Prüfsummenliste
   *[other] { $count } Dateien stehen nicht in der Prüfsummenliste
}
check-not-listed-detail = Weder ihr Name noch ihre Prüfsumme steht in { $lists }, daher kann sie damit nicht geprüft werden. { $lists } führt { $listed } auf.
check-match-many-detail = Das Ergebnis jeder Datei steht in der Liste unten.
check-awaiting = Jetzt die zu prüfende Datei hierher ziehen
check-awaiting-detail = Ziehen Sie die heruntergeladene Datei auf dieses Fenster, dann wird sie mit der erwarteten Prüfsumme geprüft.
check-ok-other-name = { $file } ist dieselbe Datei wie { $listed } in { $list }, nur unter einem anderen Namen.
check-failed-listed = { $file } ist nicht die Datei, die { $list } aufführt{ $tried }{ $origin }. Sie ist vielleicht beschädigt, unvollständig oder eine andere Version: Laden Sie sie erneut herunter.
check-failed-typed = { $file } ist nicht die Datei, für die die von Ihnen eingegebene { $algorithm }-Prüfsumme erstellt wurde{ $tried }. Sie ist vielleicht beschädigt, unvollständig oder eine andere Version: Laden Sie sie erneut herunter oder prüfen Sie, ob Sie die richtige Prüfsumme eingegeben haben.
check-failed-copied = { $file } ist nicht die Datei, für die die von Ihnen kopierte { $algorithm }-Prüfsumme erstellt wurde{ $tried }. Sie ist vielleicht beschädigt, unvollständig oder eine andere Version: Laden Sie sie erneut herunter oder prüfen Sie, ob Sie die richtige Prüfsumme kopiert haben.
check-from-clipboard = Verglichen mit der Prüfsumme, die Sie kopiert haben.
check-dont-use = Nicht verwenden
check-dont-use-hint = Die aus der Zwischenablage übernommene Prüfsumme verwerfen
check-also-lists = { $count ->
    [one] { $list } führt außerdem 1 Datei auf, die nicht hier ist.
   *[other] { $list } führt außerdem { $count } Dateien auf, die nicht hier sind.
}
trust-unsigned = Nicht signiert: Das zeigt, dass die Datei unversehrt ist, nicht wer sie erstellt hat. Um auch das zu prüfen, legen Sie { $sig } (von derselben Seite) neben { $list } und ziehen Sie { $list } erneut hierher.
trust-typed = Verglichen mit der Prüfsumme, die Sie eingegeben haben: Sie ist so vertrauenswürdig wie die Seite, von der Sie sie kopiert haben.
trust-copied = Verglichen mit der Prüfsumme, die Sie kopiert haben: Sie ist so vertrauenswürdig wie die Seite, von der Sie sie kopiert haben.
row-matches-other-name = Stimmt überein (anderer Name)
row-bad-signature = Signatur stimmt NICHT überein
row-not-listed = Nicht aufgeführt
row-hashing-again = Wird erneut geprüft …

## Obere Leiste

view-hash = Prüfsummen & Download prüfen
view-compare = Vergleichen
view-bench = Benchmark
view-bench-hint = Benchmark: Ist der Datenträger oder die CPU der Engpass?
add-files = Dateien hinzufügen …
add-files-hint = Dateien zum Berechnen auswählen (Strg+O)
add-folder = Ordner hinzufügen …
add-folder-hint = Jede Datei in einem Ordner berechnen
open-checksum-file = Prüfsummendatei öffnen …
open-checksum-file-hint = Jede Datei prüfen, die in einer SHA256SUMS-, CHECKSUM-, .sha256-, .md5- oder .sfv-Datei steht

## Hauptansicht

expected-from-sums = { $count ->
    [one] Erwartet: { $count } Prüfsumme aus der Prüfsummendatei { $name }
   *[other] Erwartet: { $count } Prüfsummen aus der Prüfsummendatei { $name }
}
expected-from-publisher = { $count ->
    [one] Erwartet: { $count } Prüfsumme aus der signierten Liste von { $publisher }
   *[other] Erwartet: { $count } Prüfsummen aus der signierten Liste von { $publisher }
}
expected-forget = Verwerfen
expected-forget-hint = Nicht mehr mit dieser Prüfsummendatei prüfen
getting-ready = Wird vorbereitet …
live-workers = Threads
live-pieces = Stücke jeder Datei
live-speed = Geschwindigkeit im Verlauf
empty-title = Dateien oder Ordner irgendwo auf dieses Fenster ziehen
empty-body = Hashdrop berechnet ihre Prüfsummen. Um einen Download zu prüfen, fügen Sie oben die Prüfsumme von seiner Webseite ein oder ziehen Sie seine SHA256SUMS-Datei hierher.
empty-keys = Strg+O fügt Dateien hinzu · Strg+V fügt eine Prüfsumme ein · Esc bricht ab

## Ergebnistabelle

results-heading = Ergebnisse · { files-count }
results-clear = Leeren
results-clear-hint = Diese Ergebnisse verwerfen
results-save = Ergebnisse speichern …
results-copy-all = Alle kopieren
results-copy-all-hint = Alle Prüfsummen als Zeilen kopieren, die sha256sum -c und Hashdrop prüfen können
results-copy = Kopieren
results-copy-hint = Diese Prüfsumme kopieren
column-file = Datei
column-size = Größe
column-type = Typ
column-checksum = Prüfsumme
column-check = Prüfung

## Fortschritt

eta-seconds = noch etwa { $s } s
eta-minutes = noch etwa { $min } min { $s } s
eta-hours = noch etwa { $h } h { $min } min
duration-under = unter { $s } s
duration-seconds = { $s } s
progress-listing = Dateien werden gesucht … { $count } gefunden
progress-cancelled = Abgebrochen · { $done } von { $total ->
    [one] { $total } Datei
   *[other] { $total } Dateien
} fertig
progress-done = Fertig · { $files } · { $size } in { $time } · { $rate }
progress-done-instant = Fertig · { $files } · { $size } in { $time }
progress-running = { $done } von { $total } · { $percent } % · { $rate }
progress-paused = angehalten
progress-resume = Fortsetzen
progress-resume-hint = Weiter berechnen
progress-pause = Anhalten
progress-pause-hint = Vorerst anhalten, später fortsetzen
progress-cancel = Abbrechen
progress-cancel-hint = Berechnung abbrechen (Esc). Fertige Dateien bleiben erhalten.
worker-name = Thread { $n }
worker-piece = { $name } – Stück { $n } von { $total }
worker-pieces = { $name } – Stücke { $first }–{ $last } von { $total }, gleichzeitig
worker-idle = untätig

## Dateien ablegen

drop-compare-one = Ablegen, um dies zu vergleichen
drop-compare-two = Ablegen, um diese beiden zu vergleichen
drop-compare-many = Zwei Dateien oder Ordner ablegen, um sie zu vergleichen (die ersten beiden werden verwendet)
drop-check-listed = Ablegen, um die in { $name } aufgeführten Dateien zu prüfen
drop-hash-these = Ablegen, um diese Dateien zu berechnen
drop-hash-check-these = Ablegen, um diese Dateien zu berechnen und zu prüfen
drop-hash-named = Ablegen, um „{ $name }“ zu berechnen
drop-hash-check-named = Ablegen, um „{ $name }“ zu berechnen und zu prüfen
drop-hash-count = { $count ->
    [one] Ablegen, um 1 Datei zu berechnen
   *[other] Ablegen, um { $count } Dateien zu berechnen
}
drop-hash-check-count = { $count ->
    [one] Ablegen, um 1 Datei zu berechnen und zu prüfen
   *[other] Ablegen, um { $count } Dateien zu berechnen und zu prüfen
}
drop-bench = Eine Datei ablegen, um damit zu messen (sie wird nur gelesen)

## Benchmark: Einrichtung

bench-algorithms = Algorithmen
bench-algorithm-hint = Diesen Algorithmus messen.
bench-algorithm-weak-hint = Schnell, erkennt aber nur versehentliche Beschädigung, keine Manipulation.
bench-threads-heading = Threads
bench-threads-hint = Wie viele Threads gleichzeitig rechnen. Mehr Threads helfen nur, wenn die CPU und nicht der Datenträger die Grenze ist.
bench-threads = { $count ->
    [one] { $count } Thread
   *[other] { $count } Threads
}
bench-reading-heading = Lesen der Datei
bench-io-mmap = mmap
bench-io-buffered = gepuffert { $size }
bench-mmap-hint = mmap: Die Datei wird in den Speicher eingeblendet und vom System während der Berechnung eingelesen, ohne Kopie in einen Puffer.
bench-buffered-hint = gepuffert: Die Datei wird in Stücken von { $size } in einen Puffer gelesen und dann berechnet. Kleine Puffer bedeuten viel mehr Lesevorgänge.
bench-mode-heading = Modus
bench-standard-word = Standard
bench-segmented-word = segmentiert
bench-standard-hint = Standard: die übliche Prüfsumme der ganzen Datei, wie sie Webseiten veröffentlichen. Nur BLAKE3 kann dafür mehrere Threads nutzen.
bench-segmented-hint = segmentiert: Jeder Thread liest und berechnet sein eigenes Stück der Datei (8-MiB-Stücke); die Prüfsummen der Stücke werden kombiniert. Schneller mit Threads, aber eine andere Prüfsumme als die übliche.
bench-repeat-heading = Wiederholen
bench-repeat-hint = Jede Kombination wird so oft gemessen; die Tabelle zeigt die mittlere Zeit (Median). Mehr Durchläufe ergeben stabilere Werte.
bench-repeat-unit = Durchläufe je Kombination
bench-data-heading = Daten
bench-generated = Erzeugte Testdaten
bench-generated-hint = Zufällige Bytes in einer temporären Datei, die danach gelöscht wird.
bench-generated-data = { $size } erzeugte Daten
bench-quick-try = { $size } (schneller Test)
bench-size-hint = Mehr Daten ergeben verlässlichere Werte, dauern aber länger.
bench-your-file = Eine eigene Datei
bench-your-file-hint = Mit einer echten Datei messen; sie wird nur gelesen, nie verändert.
bench-choose-file = Datei wählen …
bench-choose-file-hint = Eine Datei zum Messen auswählen (sie wird nur gelesen)
bench-file-chosen = Die gewählte Datei
bench-peers = Andere Programme einbeziehen (md5sum, b3sum, …)
bench-peers-hint = Auch die auf diesem Computer installierten Prüfsummenprogramme mit denselben Daten messen, um Hashdrop zu vergleichen.
bench-plan = { $cells ->
    [one] { $cells } Kombination
   *[other] { $cells } Kombinationen
} × { $runs } Durchläufe mit { $data }
bench-missing-algorithm = Wählen Sie mindestens einen Algorithmus.
bench-missing-threads = Wählen Sie mindestens eine Thread-Anzahl.
bench-missing-reading = Wählen Sie mindestens eine Leseart.
bench-missing-mode = Wählen Sie mindestens einen Modus.
bench-missing-file = Wählen Sie eine Datei oder messen Sie mit erzeugten Daten.

## Benchmark: Messung

bench-intro = Misst, wie schnell dieser Computer Daten liest und Prüfsummen berechnet, für jede links gewählte Kombination, und sagt, was ihn bremst.
bench-run = Benchmark starten
bench-run-hint = Mit den links gewählten Einstellungen messen
bench-cancel-hint = Jetzt anhalten; bisher Gemessenes bleibt erhalten (Esc)
bench-export = { $format } exportieren …
bench-export-csv-hint = Eine Zeile je Kombination, für eine Tabellenkalkulation
bench-export-json-hint = Alle Messwerte, für Programme
bench-export-md-hint = Ein Bericht zum Einfügen in ein Ticket oder Wiki
bench-error = Der Benchmark konnte nicht laufen: { $error }
bench-empty = Wählen Sie links, was gemessen werden soll, und klicken Sie dann auf „{ $run }“. Die Voreinstellungen dauern einige Minuten; „{ $quick }“ mit einem Algorithmus dauert Sekunden.
bench-stopping = Wird angehalten …
bench-status-checking-file = Datei wird geprüft …
bench-status-preparing = { $size } Testdaten werden vorbereitet …
bench-status-reads = Es wird gemessen, wie schnell der Datenträger die Daten liest (kalt und aus dem Speicher) …
bench-status-memory = Es wird gemessen, wie schnell { $algorithm } Daten im Speicher berechnet …
bench-status-memory-all = Es wird gemessen, wie schnell jeder Algorithmus Daten im Speicher berechnet …
bench-status-warmup = Aufwärmdurchlauf
bench-status-run = Durchlauf { $n } von { $total }
bench-status-step = { $n } von { $total }: { $cell }, { $run }
bench-status-peers = Andere Programme werden gemessen: { $tool }
bench-status-finishing = Wird abgeschlossen …

## Benchmark: Ergebnisse

bench-cancelled = Abgebrochen: { $done } von { $total } Kombinationen wurden gemessen.
bench-verdict-heading = Was diesen Computer bremst
bench-bound-cpu = CPU-begrenzt
bench-bound-io = datenträgerbegrenzt
bench-bound-unknown = Engpass unbekannt
bench-chart-heading = Geschwindigkeit jeder Kombination (MB/s, höher ist schneller)
bench-chart-x = Kombinationen in der Reihenfolge der Messung (Balken überfahren)
bench-results-heading = Ergebnisse
bench-col-algorithm = Algorithmus
bench-col-threads = Threads
bench-col-reading = Lesen
bench-col-reading-hint = mmap: in den Speicher eingeblendet; gepuffert: stückweise gelesen
bench-col-mode = Modus
bench-col-mode-hint = segmentiert: Jeder Thread berechnet sein eigenes Stück der Datei
bench-col-median = Median
bench-col-median-hint = Der mittlere Wert der gemessenen Durchläufe
bench-col-spread = Langsamster – schnellster
bench-col-spread-hint = Die Streuung der gemessenen Durchläufe
bench-col-speedup = Beschleunigung
bench-col-speedup-hint = Im Vergleich zur selben Kombination mit einem Thread
bench-col-of-best = Vom Besten
bench-col-of-best-hint = Die Geschwindigkeit dieser Kombination als Anteil der schnellsten
bench-percent = { $percent } %
bench-peers-heading = Andere Programme mit denselben Daten
bench-col-tool = Programm
bench-col-vs-1-thread = Hashdrop ist (1 Thread)
bench-col-vs-same-threads = Hashdrop ist (gleiche Threads)
bench-times-its-speed = ×{ $ratio } so schnell
bench-seed-heading = Das ursprüngliche Experiment (Smartphones von 2014)
bench-seed-intro = Die Notizen, aus denen diese Funktion entstand: Smartphones von 2014, die eine 460-MB-Datei berechnen, und ein FreeBSD-Desktop nach Puffergröße. Weniger Sekunden ist schneller.
bench-col-device = Gerät
bench-col-conditions = Bedingungen
bench-col-seconds = Sekunden
bench-col-note = Hinweis

## Benchmark: Sätze des Ergebnisses

bench-v-measured = {" "}(in der Matrix gemessen: { $speedup }×)
bench-v-every-core = {" "}({ $rate } mit allen Kernen im Speicher)
bench-v-splits = er teilt eine Datei auf, daher helfen mehr Threads{ $all }{ $measured }
bench-v-segmented-scales = ; die segmentierte Prüfsumme (eine andere Prüfsumme, wie ein S3-ETag) skaliert sehr wohl{ $measured }
bench-lanes-toggle = SIMD-Lanes
bench-lanes-hint = SIMD-Lanes: die segmentierte Prüfsumme zusätzlich Segment für Segment und mit { $lanes } gleichzeitig gehashten Segmenten auf einem Kern messen, um zu sehen, was die Vektoreinheit dieses Prozessors bringt.
bench-lanes = { $lanes ->
    [1] ein Segment nach dem anderen
   *[other] { $lanes } Lanes ({ $kernel })
}
bench-v-lanes = Auf einem Kern macht das gleichzeitige Hashen von { $lanes } Segmenten in SIMD-Lanes ({ $kernel }) die segmentierte Prüfsumme { $speedup }× schneller als ein Segment nach dem anderen ({ $fast } statt { $slow }): Ein einzelner { $name }-Datenstrom kann die Vektoreinheit nicht nutzen, weil jeder Schritt auf den vorherigen wartet, { $lanes } unabhängige Segmente aber schon.
bench-v-lanes-capped = {" "}Das liegt nahe an dem, was der Seitencache liefert ({ $warm }): Das Lesen, nicht das Hashen, begrenzt den Gewinn.
bench-v-lanes-no-gain = Das gleichzeitige Hashen von { $lanes } Segmenten in SIMD-Lanes ({ $kernel }) hat die segmentierte Prüfsumme hier nicht beschleunigt ({ $speedup }×).
bench-v-chain = seine Standard-Prüfsumme ist eine Kette, daher beschleunigen mehr Threads eine einzelne Datei nicht{ $measured }; sie helfen bei mehreren Dateien{ $segmented }
bench-v-cpu = { $name } ist hier CPU-begrenzt: Ein Kern berechnet { $hash }, langsamer als der Datenträger kalt liefert ({ $cold }); { $threads }.
bench-v-io = { $name } ist hier E/A-begrenzt: Er berechnet { $hash } auf einem Kern, der Datenträger liefert kalt { $cold }, daher helfen mehr Threads bei einer Datei nicht; ein schnellerer Datenträger schon.{ $cached }
bench-v-io-cached-cpu = {" "}Sobald die Datei im Seitencache liegt ({ $warm }), wird die Berechnung zur Grenze.
bench-v-io-cached-io = {" "}Selbst aus dem Seitencache ({ $warm }) ist das Lesen die Grenze.
bench-v-not-measured = nicht gemessen
bench-v-unknown = { $name }: Die Geschwindigkeit des Datenträgers ist unbekannt ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}Mit der Datei im Cache liefert das Lesen { $warm } und ein Kern berechnet { $hash }: Bei einer gecachten Datei ist die Berechnung die Grenze, und { $threads }.
bench-v-unknown-cached-io = {" "}Mit der Datei im Cache liefert das Lesen { $warm } und ein Kern berechnet { $hash }: Selbst bei einer gecachten Datei ist das Lesen die Grenze.
bench-v-unknown-memory = {" "}Ein Kern berechnet { $hash } im Speicher.
bench-s-cancelled = Abgebrochen, bevor das Lesen gemessen wurde: kein Ergebnis.
bench-s-reads = Der Datenträger liefert kalt { $cold }, der Seitencache warm { $warm }.
bench-s-reads-no-disk = Der Seitencache liefert warm { $warm }; der Datenträger konnte nicht gemessen werden: { $note }.
bench-s-cpu = CPU-begrenzt: { $names }.
bench-s-io = E/A-begrenzt: { $names }.
bench-s-threads-help = Mehr Threads beschleunigen eine einzelne Datei bei: { $names }.
bench-s-busy = Der Computer war ausgelastet (Load Average { $load } bei { $cores } Kernen zu Beginn): Werte mit mehr als einem Thread unterschätzen, was freie Kerne leisten würden.

## Signaturen

sig-good-bundled = Signiert von { $name }, einem Schlüssel, den Hashdrop kennt (Fingerabdruck { $fingerprint }).
sig-good-added = Signiert von { $name }, einem von Ihnen hinzugefügten Schlüssel (Fingerabdruck { $fingerprint }).
sig-good-added-on = Signiert von { $name }, einem Schlüssel, den Sie am { $date } hinzugefügt haben (Fingerabdruck { $fingerprint }).
sig-bad = Die Signatur stimmt NICHT: Diese Prüfsummendatei wurde nach dem Signieren verändert. Verwenden Sie sie nicht.
sig-unknown-key = NICHT geprüft: Hashdrop hat den Schlüssel nicht, den diese Signatur nennt. Die Signatur gibt an, mit dem Schlüssel { $fingerprint } erstellt zu sein: Das ist nur ihre Behauptung, die Hashdrop nicht geprüft hat. Fügen Sie den Schlüssel des Herausgebers hinzu, um sie zu prüfen.
sig-good-sigstore = Signiert von { $name } mit Sigstore ({ $issuer } hat diese Identität bestätigt), einem Unterzeichner, den Hashdrop kennt.
sig-unknown-sigstore = NICHT geprüft: Die Signatur ist gültig, nennt aber { $identity } (bestätigt von { $issuer }), den Hashdrop nicht als Unterzeichner dieses Herausgebers kennt. Jeder kann unter seinem eigenen Namen signieren: Vergleichen Sie ihn mit der Identität auf der Website des Herausgebers.
sig-rejected = Signiert von { $name }, aber der Signatur kann nicht vertraut werden: { $problem }. Diese Prüfsumme zeigt nur, dass die Datei unversehrt ist.
sig-unreadable = Die Signatur konnte nicht gelesen werden ({ $reason }): Diese Prüfsumme zeigt nur, dass die Datei unversehrt ist.
sig-unsigned = Nicht signiert: Diese Prüfsumme zeigt nur, dass die Datei unversehrt ist.
sig-found-unreadable = Eine Signatur wurde gefunden, konnte aber nicht gelesen werden ({ $why }): Diese Prüfsumme zeigt nur, dass die Datei unversehrt ist.

## Prüfsummendateien

parse-unrecognised = Keine Prüfsumme, die Hashdrop kennt ({ $reason }). Fügen Sie die Prüfsumme selbst oder Zeilen einer Prüfsummendatei ein.
sums-empty = { $name } enthält keine Prüfsummen, die Hashdrop lesen kann.
load-open = { $name } kann nicht geöffnet werden: { $error }
load-read = { $name } kann nicht gelesen werden: { $error }
load-too-large = { $name } ist zu groß für eine Prüfsummendatei.
load-not-text = { $name } kann nicht als Prüfsummendatei gelesen werden: { $error }
sums-note-malformed = { $count ->
    [one] { $count } Zeile der Prüfsummendatei konnte nicht gelesen werden und wurde übersprungen.
   *[other] { $count } Zeilen der Prüfsummendatei konnten nicht gelesen werden und wurden übersprungen.
}
sums-note-duplicate = { $name } ist mehrfach aufgeführt (Zeilen { $lines }); jede Zeile wird geprüft.
sums-note-outside = { $count ->
    [one] { $count } aufgeführte Datei liegt außerhalb des Ordners der Prüfsummendatei; prüfen Sie, ob Sie das erwartet haben.
   *[other] { $count } aufgeführte Dateien liegen außerhalb des Ordners der Prüfsummendatei; prüfen Sie, ob Sie das erwartet haben.
}
reading-file = { $name } wird gelesen …
segments-label = { $name } · Segmente zu { $size }
threads-failed = Die Threads zum Berechnen können nicht gestartet werden: { $error }

## Dateidialoge und Speichern

dialog-add-files = Dateien hinzufügen
dialog-add-folder = Ordner hinzufügen
dialog-checksum-file = Prüfsummendatei öffnen (SHA256SUMS, .md5, .sfv …)
dialog-compare = Datei zum Vergleichen wählen
dialog-bench = Datei für den Benchmark wählen (sie wird nur gelesen)
dialog-save-results = Ergebnisse speichern
dialog-save-bench = Benchmark speichern
dialog-failed = Der Dateidialog kann nicht geöffnet werden: { $error }
save-cancelled = Nicht gespeichert.
save-failed = { $name } konnte nicht gespeichert werden: { $error }
saved = { $name } gespeichert
export-gnu = Prüfsummendatei (sha256sum-Stil)
export-bsd = Prüfsummendatei (BSD-Tag-Stil)
export-csv = Tabelle (CSV)

## Schlüssel

keys-heading = Hinzugefügte Schlüssel
keys-none = Keine. Ziehen Sie die Schlüsseldatei (.asc, .pub) eines Herausgebers hierher, um seinen Signaturen zu vertrauen.
keys-remove = Entfernen
keys-remove-hint = Mit diesem Schlüssel erstellten Signaturen nicht mehr vertrauen
key-added = Der Schlüssel von { $name } wurde hinzugefügt (Fingerabdruck { $fingerprint }): Damit signierte Prüfsummendateien gelten jetzt als von einem von Ihnen hinzugefügten Schlüssel signiert.
key-add-failed = Der Schlüssel in { $name } konnte nicht gespeichert werden: { $error }
key-remove-failed = Der Schlüssel von { $name } konnte nicht entfernt werden: { $error }
key-offer-heading = Dem Schlüssel in { $name } vertrauen?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Fingerabdruck:
key-offer-dates = Erstellt am { $created }, läuft am { $expires } ab.
key-offer-dates-expired = Erstellt am { $created }, abgelaufen am { $expires }.
key-offer-dates-no-expiry = Erstellt am { $created }, läuft nie ab.
key-offer-compare = Vergleichen Sie diesen Fingerabdruck mit dem auf der Webseite des Herausgebers, bevor Sie ihn hinzufügen.
key-offer-look-alike = Das ist nicht der Schlüssel, mit dem { $publisher } signiert. Er trägt den Namen des Schlüssels von { $publisher }, hat aber einen anderen Fingerabdruck: Jeder kann einen Schlüssel mit einem beliebigen Namen erstellen.
key-offer-bundled = Das ist der Schlüssel von { $publisher }, den Hashdrop bereits kennt.
key-offer-known = Hashdrop vertraut diesem Schlüssel bereits: Es gibt nichts hinzuzufügen.
key-offer-add = Hinzufügen
key-offer-cancel = Abbrechen
key-offer-close = Schließen
key-offer-too-many = Zu viele Schlüsseldateien warten auf eine Antwort: { $name } wurde nicht geöffnet.
key-declined = Der Schlüssel in { $name } wurde nicht hinzugefügt.

## Stücke und Geschwindigkeitsgrafik

piece-waiting = wartet
piece-active = wird von Thread { $worker } berechnet
piece-done = fertig
piece-failed = fehlgeschlagen
piece-one = Stück { $n } von { $total }: { $state }
piece-range = Stücke { $first }–{ $last } von { $total }: { $state }
piece-differs = { $label } (abweichend)
legend-active = wird berechnet (Farbe des Threads)
graph-seconds = Sekunden
graph-total = gesamt

## Signaturen über eine Datei selbst und abgelegte Signaturen

sig-file-released = Dies ist die Datei, die ihr Herausgeber veröffentlicht hat.
sig-file-bad = Die Signatur stimmt NICHT: Diese Datei wurde nach dem Signieren verändert, oder die Signatur gehört zu einer anderen Datei. Verwenden Sie sie nicht.
sig-file-rejected = Signiert von { $name }, aber der Signatur kann nicht vertraut werden: { $problem }.
sig-file-unreadable = Die Signatur konnte nicht gelesen werden ({ $reason }).
sig-not-a-signature = abgeschnitten, beschädigt oder keine Signatur
sig-file-heading = Signatur von { $name }
signature-orphan = { $name } ist eine Signatur, aber die Datei, die sie signiert, liegt nicht daneben. Ziehen Sie die Signatur zusammen mit dieser Datei hierher, oder zuerst die Prüfsummendatei.
dialog-compare-folder = Ordner zum Vergleichen wählen
dialog-save-comparison = Vergleich speichern
dialog-save-checksums = Prüfsummendatei speichern

## Vergleichen

compare-intro = Ziehen Sie zwei Dateien, zwei Ordner oder einen Ordner und seine Prüfsummendatei hierher (je eines auf jede Seite), um zu sehen, ob sie genau gleich sind.
compare-back = ⬅ Zurück zum Ordnervergleich
compare-folder-algorithm = Prüfsummentyp für den Vergleich der Dateien:
compare-folder-algorithm-hint = Jeder Typ findet die geänderten Dateien. BLAKE3 ist am schnellsten; SHA-256 lesen die meisten anderen Programme.
compare-quick = Schnellmodus
compare-quick-hint = Dateien mit gleicher Größe und gleichem Änderungsdatum auf beiden Seiten gelten als gleich, ohne gelesen zu werden. Schneller, aber eine Änderung, die Größe und Datum beibehalten hat, bleibt unbemerkt.
compare-something-else = Etwas anderes vergleichen
compare-slot-first = Erstes
compare-slot-second = Zweites
compare-first-folder = Erster Ordner
compare-second-folder = Zweiter Ordner
compare-checksum-file = Prüfsummendatei
compare-folder = Ordner
compare-listed = In der Prüfsummendatei aufgeführt
compare-drop-here = Datei oder Ordner hierher ziehen
compare-choose-file = Datei wählen …
compare-choose-folder = Ordner wählen …
compare-same = ✔ Gleich
compare-same-detail = Jedes Byte der beiden Dateien ist identisch.
compare-different = ✖ Unterschiedlich
compare-file-error-first = ⚠ Die erste Datei: { $error }
compare-file-error-second = ⚠ Die zweite Datei: { $error }
compare-running = ⏳ Wird verglichen …
compare-pieces-differ = { $total ->
    [one] { $differing } von { $total } Stück zu { $size } unterscheidet sich (rot umrandet).
   *[other] { $differing } von { $total } Stücken zu { $size } unterscheiden sich (rot umrandet).
}
compare-cannot-start = Der Vergleich kann nicht beginnen: { $error }
compare-unreadable-path = { $name } kann nicht gelesen werden: { $error }
compare-save = Speichern:
compare-save-csv = Bericht (CSV) …
compare-save-json = Bericht (JSON) …
compare-save-sums-first = Prüfsummen des ersten Ordners …
compare-save-sums-second = Prüfsummen des zweiten Ordners …
compare-save-sums-folder = Prüfsummen des Ordners …

## Ordnervergleich

audit-listing = ⏳ Die Dateien beider Seiten werden aufgelistet …
audit-stop = Stopp
audit-stop-hint = Keine weiteren Dateien lesen (Esc)
audit-side-progress = { $side }: { $done } von { $total ->
    [one] { $total } Datei
   *[other] { $total } Dateien
} · { $size_done } von { $size_total }
audit-identical = { $count ->
    [one] Identisch: { $count } Datei ({ $size })
   *[other] Identisch: { $count } Dateien ({ $size })
}
audit-different = Unterschiedlich: { $parts }
audit-count-changed = { $count } geändert
audit-count-missing = { $count ->
    [one] { $count } fehlt
   *[other] { $count } fehlen
}
audit-count-new = { $count } neu
audit-count-moved = { $count } verschoben
audit-count-unreadable = { $count } unlesbar
audit-tab = { $category } ({ $count })
audit-tab-matched = Gleich
audit-tab-changed = Geändert
audit-tab-moved = Verschoben
audit-tab-new = Neu
audit-tab-missing = Fehlend
audit-tab-duplicates = Duplikate
audit-tab-unreadable = Unlesbar
audit-tab-skipped = Übersprungen
audit-stopped = Vor dem Ende gestoppt: Nicht erreichte Dateien sind als unlesbar aufgeführt.
audit-search = Suchen:
audit-search-hint = Teil eines Dateinamens
audit-nothing = Keine Einträge.
audit-where-differ = Wo unterscheiden sie sich?
audit-where-differ-hint = Die beiden Dateien nebeneinander öffnen
audit-size-unknown = Größe unbekannt
audit-duplicates-first = { $count ->
    [one] { $count } Kopie im ersten Ordner: { $names }
   *[other] { $count } Kopien im ersten Ordner: { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } Kopie im zweiten Ordner: { $names }
   *[other] { $count } Kopien im zweiten Ordner: { $names }
}
audit-problem-first = { $name } (erster Ordner): { $reason }
audit-problem-second = { $name } (zweiter Ordner): { $reason }
audit-skip-fifo = eine benannte Pipe (FIFO); das Lesen könnte ewig warten
audit-skip-socket = ein Socket, keine Datei
audit-skip-device = ein Gerät, keine normale Datei
audit-skip-symlink = ein symbolischer Link (Links in Ordnern werden nicht verfolgt)
audit-skip-dangling = ein symbolischer Link auf etwas, das nicht existiert
audit-compared-by = Verglichen anhand der { $algorithms }-Prüfsumme.
audit-quick-caveat = Schnellmodus: Dateien mit gleicher Größe und gleichem Datum auf beiden Seiten wurden als gleich gezählt, ohne gelesen zu werden.
audit-could-not-start = Der Vergleich konnte nicht beginnen: { $error }
audit-folder-unreadable = Der Ordner { $name } kann nicht gelesen werden: { $error }
audit-not-a-folder = { $name } ist kein Ordner.
audit-listing-unreadable = Die Prüfsummendatei { $name } kann nicht gelesen werden: { $error }
audit-listing-empty = { $name } enthält keine Prüfsummen. Vergleichen Sie einen Ordner mit einem anderen Ordner oder mit seiner Prüfsummendatei (SHA256SUMS, *.md5, eine hashdeep-Liste …).

error-not-found = Nicht gefunden: Die Datei wurde verschoben oder gelöscht.
error-permission = Zugriff verweigert: Hashdrop darf diese Datei nicht lesen.
error-is-folder = Das ist ein Ordner: Fügen Sie ihn als Ordner hinzu, um die Dateien darin zu prüfen.
error-skipped = Übersprungen: { $reason }.
error-open = Kann nicht geöffnet werden: { $error }.
error-read = Konnte nicht bis zum Ende gelesen werden: { $error }.
error-changed = Die Datei hat sich beim Lesen geändert ({ $what }): Prüfen Sie sie erneut, wenn nichts mehr in sie schreibt.
error-too-many-segments = Zu viele Stücke ({ $segments }): Wählen Sie für diese Datei eine Stückgröße von mindestens { $size }.
error-too-short = Zu kurz: { $len }, weniger als die verlangten { $wanted }.
error-cancelled = Angehalten, bevor sie fertig war.
error-internal = Hashdrop hatte bei dieser Datei einen internen Fehler (die anderen Dateien sind nicht betroffen): { $detail }
error-task-failed = Hashdrop hatte einen internen Fehler, daher wurde dieser Schritt nicht beendet. Nichts wurde verändert; bitte versuchen Sie es erneut.
error-task-failed-check = Hashdrop hatte beim Prüfen einen internen Fehler; bitte versuchen Sie es erneut
change-replaced = eine andere Datei hat ihren Platz eingenommen
change-size = ihre Größe hat sich von { $from } auf { $to } geändert
change-modified = sie wurde geändert
change-deleted = sie wurde gelöscht
change-ended-early = sie endete nach { $at } statt nach { $expected }
change-truncated = sie wurde beim Lesen kürzer
trust-error-too-large = sie ist zu groß, um echt zu sein (über { $limit })
trust-error-malformed = sie ist beschädigt oder abgeschnitten: keine gültigen OpenPGP-Daten
trust-error-bad-format = sie ist keine gültige { $format }-Signatur und kein gültiger { $format }-Schlüssel
trust-error-no-signature = die Datei enthält keine Signatur
trust-error-no-key = die Schlüsseldatei enthält keinen öffentlichen OpenPGP-Schlüssel
trust-error-not-clear-signed = die Datei ist nicht signiert
trust-error-missing-block = ihr Signaturblock fehlt oder ist abgeschnitten
trust-error-several-blocks = sie enthält { $count } signierte Nachrichten, angenommen wird nur eine Datei mit einer
trust-error-armour-header = sie hat eine unerwartete Kopfzeile in der signierten Nachricht: { $header }
io-not-found = sie existiert nicht mehr
io-permission = Zugriff verweigert
io-timed-out = das Gerät antwortet nicht mehr
io-ended-early = sie endete früher als erwartet
io-disk-error = der Datenträger meldete einen Lesefehler
io-device-gone = das Laufwerk wurde entfernt
io-share-gone = die Netzwerkfreigabe ist nicht mehr da

## Appearance, options and names for screen readers

settings-appearance = Darstellung
settings-theme-system = Wie das System
settings-theme-light = Hell
settings-theme-dark = Dunkel
top-options = Optionen
top-options-hint = Prüfsummentypen, Threads, Leseweise, Darstellung und Ihre Schlüssel
language-menu-name = Sprache: { $name }
results-copy-name = { $algorithm } von { $file } kopieren
compare-second-longer = Die zweite Datei ist die erste mit { $bytes } zusätzlichen Bytes am Ende.
compare-first-longer = Die erste Datei ist die zweite mit { $bytes } zusätzlichen Bytes am Ende.
segments-summary = { $done } von { $total } Stücken fertig
graph-summary = Jetzt { $now }, Spitze { $peak }
audit-why-size = Größen unterscheiden sich, { $a } und { $b }
audit-why-content = gleiche Größe, anderer Inhalt
audit-why-content-at = gleiche Größe, anderer Inhalt ab Byte { $offset }
audit-why-longer-first = die Kopie im ersten Ordner ist die andere mit { $bytes } zusätzlichen Bytes am Ende
audit-why-longer-second = die Kopie im zweiten Ordner ist die andere mit { $bytes } zusätzlichen Bytes am Ende
audit-hint-matched = Dieselbe Datei mit gleichem Inhalt in { $a } und in { $b }
audit-hint-changed = In { $a } und { $b } unter gleichem Namen, aber mit anderem Inhalt
audit-hint-moved = Gleicher Inhalt auf beiden Seiten, in { $b } unter anderem Namen oder Ordner
audit-hint-new = Nur in { $b }: Dateien, die { $a } nicht hat
audit-hint-missing = Nur in { $a }: Dateien, die { $b } nicht hat
audit-hint-duplicates = Dateien, deren Inhalt auf einer Seite mehrfach vorkommt
audit-hint-unreadable = Dateien, die nicht gelesen werden konnten, mit dem Grund
audit-hint-skipped = Keine normalen Dateien (Verknüpfungen, Pipes, Geräte), ausgelassen
bench-quick = Schnelltest (wenige Sekunden)
bench-quick-hint = Misst SHA-256 und BLAKE3 mit 128 MiB, mit einem und allen Threads, und sagt, ob die Festplatte oder der Prozessor die Grenze ist
bench-lead-disk = Ihre Festplatte ist die Grenze: Das Lesen, nicht das Prüfen, bestimmt die Geschwindigkeit.
bench-lead-cpu = Ihr Prozessor ist die Grenze: Er prüft langsamer, als die Festplatte liest.
expected-forget-name = Nicht mehr mit { $name } prüfen
keys-remove-name = Dem Schlüssel von { $name } nicht mehr vertrauen

# A folded section of choices for the few who need them.
advanced = Erweitert

## Checking a USB stick or SD card against the image written to it
drive-check-button = USB-Stick oder SD-Karte prüfen …
drive-title = USB-Stick oder SD-Karte prüfen
drive-close = Schließen
drive-image = Abbild: { $name } ({ $size })
drive-looking = Suche nach USB-Sticks und SD-Karten …
drive-none = Es wurde kein USB-Stick und keine SD-Karte gefunden, die groß genug für dieses Abbild ist. Stecken Sie einen Datenträger ein und suchen Sie erneut.
drive-choose = Auf welchen Datenträger wurde das Abbild geschrieben?
drive-too-small-hidden = { $count ->
    [one] Ein weiterer Datenträger ist kleiner als das Abbild: Er kann es nicht aufnehmen.
   *[other] { $count } weitere Datenträger sind kleiner als das Abbild: Sie können es nicht aufnehmen.
}
drive-refresh = Erneut suchen
drive-read-only = Der Datenträger wird nur gelesen, nie beschrieben.
drive-reading = { $drive } wird gelesen …
drive-progress = { $done } von { $total } · { $speed }
drive-left-seconds = noch etwa { $n } s
drive-left-minutes = noch etwa { $n } min
drive-stop = Anhalten
drive-verdict-good = { $kind ->
    [card] Diese SD-Karte
   *[stick] Dieser USB-Stick
} enthält genau { $name } ({ $size }): Das Abbild wurde richtig geschrieben.
drive-verdict-bad = { $kind ->
    [card] Diese SD-Karte
   *[stick] Dieser USB-Stick
} enthält nicht genau { $name }.
drive-verdict-bad-where = Der erste Unterschied liegt bei Byte { $offset } ({ $hex }); { $count ->
    [one] ein Stück von { $size } weicht ab.
   *[other] { $count } Stücke von { $size } weichen ab.
}
drive-verdict-bad-next = { $kind ->
    [card] Schreiben Sie das Abbild erneut; schlägt es wieder fehl, nehmen Sie eine andere Karte.
   *[stick] Schreiben Sie das Abbild erneut; schlägt es wieder fehl, nehmen Sie einen anderen Stick.
}
drive-too-small = Der Datenträger ({ $drive }) ist kleiner als das Abbild ({ $image }): Er kann es nicht aufnehmen.
drive-cannot-read = Der Datenträger kann nicht gelesen werden: { $error }
drive-image-cannot-read = Das Abbild kann nicht gelesen werden: { $error }
drive-unknown-model = Unbekannter Datenträger
drive-entry = { $model }, { $size } ({ $name })
drive-opening = { $drive } wird geöffnet … Das System fragt eventuell nach Ihrem Passwort.
drive-access-denied = Das System hat Hashdrop nicht erlaubt, { $drive } zu lesen, daher wurde nichts geprüft. Versuchen Sie es erneut und geben Sie Ihr Passwort ein, wenn das System danach fragt.
drive-access-cancelled = Das Lesen von { $drive } wurde bei der Passwortabfrage des Systems abgebrochen, daher wurde nichts geprüft. Versuchen Sie es erneut, um wieder gefragt zu werden.
drive-access-no-udisks = Um { $drive } zu lesen, fragt Hashdrop den Datenträgerdienst des Systems (UDisks2), und dieses System hat ihn nicht. Installieren Sie das Paket udisks2 und versuchen Sie es dann erneut.
drive-access-unknown = Der Datenträgerdienst des Systems kennt { $drive } nicht. Stecken Sie ihn erneut ein und suchen Sie dann noch einmal.
drive-access-failed = Der Datenträgerdienst des Systems konnte { $drive } nicht öffnen: { $error }
stick-check-button = USB-Stick ohne das Abbild prüfen …
stick-title = USB-Stick oder SD-Karte ohne das Abbild prüfen
stick-intro = Wählen Sie den Stick und legen Sie dann die Prüfsummenliste des Herausgebers ab (etwa SHA256SUMS, mit ihrer Signatur, falls vorhanden). Hashdrop findet, welches der aufgeführten Abbilder der Stick enthält; die Abbilddatei wird nicht gebraucht.
stick-no-drive = Kein USB-Stick und keine SD-Karte gefunden. Stecken Sie einen ein und suchen Sie dann noch einmal.
stick-choose = Welchen Datenträger möchten Sie prüfen?
stick-drive = Datenträger: { $drive }
stick-drop-list = Legen Sie hier die Prüfsummenliste des Herausgebers ab (SHA256SUMS oder ähnlich), mit ihrer Signatur, falls vorhanden.
stick-stopped = Angehalten: Der Datenträger wurde nicht geprüft, und nichts darauf wurde verändert.
stick-other-drive = Anderen Datenträger wählen
stick-choose-list = Liste auswählen…
dialog-stick-list = Prüfsummenliste des Herausgebers auswählen (und ihre Signatur, falls vorhanden)
stick-try-again = Erneut versuchen
stick-searching = Der Datenträger wird von Anfang an gelesen, auf der Suche nach einem aufgeführten Abbild …
stick-read-so-far = { $done } gelesen (der Datenträger fasst { $total }; das Lesen endet, sobald die Antwort feststeht)
stick-list-unusable = Mit dieser Liste lässt sich kein Abbild auf einem Datenträger finden: { $error }
stick-holds = { $kind ->
    [card] Diese SD-Karte
   *[stick] Dieser USB-Stick
} enthält genau { $name } ({ $size }), wie in { $list } aufgeführt.
stick-list-changed = { $list } wurde nach dem Signieren verändert: Vertrauen Sie ihrem Inhalt nicht.
stick-none = { $kind ->
    [card] Diese SD-Karte enthält
   *[stick] Dieser USB-Stick enthält
} keines der Abbilder, die { $list } aufführt.
stick-none-structure = { $layout ->
    [iso] Laut seinem ISO-9660-Datenträger
    [gpt] Laut seiner GPT-Partitionstabelle
   *[mbr] Laut seiner MBR-Partitionstabelle
} endet das Abbild darauf nach { $size }, und keine Prüfsumme der Liste passt dazu: Ein Byte wurde verändert, oder es ist ein anderes Abbild.
stick-none-searched = Die ersten { $size } wurden gelesen, und keines der aufgeführten Abbilder steht am Anfang.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Schlüssel des Herausgebers hinzufügen…
sig-add-key-hint = Wählen Sie die Schlüsseldatei des Herausgebers (.asc, .gpg, .pub, .key). Sie sehen ihren Fingerabdruck und entscheiden, ob Sie ihr vertrauen.
check-signature-not-checked = { $count ->
    [one] Die Signatur von { $name } wurde NICHT geprüft
   *[other] { $count } Signaturen wurden NICHT geprüft
}
check-signature-not-checked-detail = Nichts anderes sagt, ob { $names } die Datei ist, die der Herausgeber signiert hat. Fügen Sie den Schlüssel des Herausgebers hinzu, um die Signatur zu prüfen, oder vergleichen Sie die Datei mit der Prüfsumme auf der Seite des Herausgebers.
check-signature-unreadable-detail = Nichts anderes sagt, ob { $names } die Datei ist, die der Herausgeber signiert hat, und ein Schlüssel würde daran nichts ändern: Laden Sie die Signatur erneut herunter, oder vergleichen Sie die Datei mit der Prüfsumme auf der Seite des Herausgebers.
check-match-unchecked = { $count ->
    [one] Stimmt überein, aber die Signatur wurde NICHT geprüft
   *[other] { $count } Dateien stimmen überein, aber eine Signatur wurde NICHT geprüft
}
verdict-signed = { $count ->
    [one] Vom Herausgeber signiert
   *[other] Alle { $count } Dateien sind von ihren Herausgebern signiert
}
check-bad-file-signature-detail = { $name } wurde nach dem Signieren verändert, oder die Signatur gehört zu einer anderen Datei. Verwenden Sie sie nicht: Laden Sie sie erneut vom Herausgeber herunter.
row-signed = Signiert
row-signature-not-checked = Signatur nicht geprüft
expected-incomplete = { $have } von { $want } Zeichen: { $missing ->
    [one] eines fehlt oder eines ist zu viel
   *[other] { $missing } fehlen
}
expected-too-long = { $have } Zeichen: { $extra ->
    [one] eines zu viel
   *[other] { $extra } zu viel
} für eine { $algorithm }-Prüfsumme ({ $want })
expected-press-enter = Drücken Sie die Eingabetaste, wenn die ganze Prüfsumme da ist.
expected-looks-like-one = Sieht aus wie eine { $algorithm }-Prüfsumme
expected-which-types = Welche Arten kommen in Frage?
expected-could-be = Es könnte { $names } sein ({ $chars } Zeichen). Alle werden versucht.
clipboard-offer = In der Zwischenablage liegt eine Prüfsumme ({ $start }…): Die Dateien damit vergleichen?
clipboard-offer-use = Damit vergleichen
clipboard-offer-no = Nein
## ui (compare drive, file chooser, plain words)
compare-differ-at = Sie unterscheiden sich bei Byte { $byte }; jedes Byte davor ist gleich.
compare-details = Details
compare-differ-offset = Offset { $hex } ({ $offset } Bytes ab dem Anfang, von 0 an gezählt wie in Hex-Editoren).
bench-lead-split = Für { $cpu } ist Ihr Prozessor die Grenze; für { $io } ist es Ihre Festplatte.
chooser-missing = Diese Arbeitsumgebung kann keinen Dateiauswahldialog öffnen. Installieren Sie xdg-desktop-portal-gtk (oder zenity), um Dateien wie gewohnt auszuwählen; bis dahin geben Sie den Pfad unten ein oder ziehen Dateien auf das Fenster.
chooser-path = Pfad
chooser-open = Öffnen
chooser-cannot-list = { $name } kann nicht aufgelistet werden: { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } gelesen · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } enthält { $count } Schlüssel. Welchen davon vertrauen?
key-offer-several = Eine Datei kann Schlüssel beliebiger Personen unter beliebigem Namen enthalten. Fügen Sie nur die Schlüssel hinzu, deren Fingerabdruck Sie mit dem auf der Webseite des Herausgebers verglichen haben.
key-offer-number = Schlüssel { $number } von { $count }
key-offer-add-this = Diesen Schlüssel hinzufügen
key-offer-add-named = Den Schlüssel mit dem Fingerabdruck { $fingerprint } hinzufügen
key-offer-added = Hinzugefügt.
key-declined-rest = Die übrigen Schlüssel in { $name } wurden nicht hinzugefügt ({ $count }).
key-file-unreadable = { $name } ist keine Schlüsseldatei, die Hashdrop lesen kann: { $error }
keys-add-button = Hinzufügen…
keys-add-hint = Wählen Sie die Schlüsseldatei eines Herausgebers (.asc, .gpg, .pub, allowed_signers); Sie vergleichen den Fingerabdruck jedes Schlüssels, bevor er hinzugefügt wird.
keys-bundled-heading = Mit Hashdrop gelieferte Schlüssel
keys-bundled-for = Mitgeliefert für { $publisher }
keys-added-on-from = Hinzugefügt am { $date } aus { $file }
keys-added-on = Hinzugefügt am { $date }
keys-added-from = Hinzugefügt aus { $file }
dialog-add-key = Schlüsseldatei eines Herausgebers wählen
## lists (several lists, big lists)
verdict-accidents-note = Hinweis: { $algorithm } erkennt versehentliche Beschädigungen, aber keine Manipulation: Jeder kann eine andere Datei mit derselben { $algorithm }-Prüfsumme erzeugen. Nehmen Sie SHA-256, wenn der Herausgeber es anbietet.
reading-list-progress = { $name } wird gelesen … { $lines } Zeilen
reading-list-stopped = Lesen von { $name } abgebrochen: Die Prüfsummen daraus werden nicht verwendet.

## Asking the publisher for its signed checksum
settings-publishers = Herausgeber
settings-ask-publisher = Bekannte Dateien immer beim Herausgeber prüfen
settings-ask-publisher-hint = Wenn Sie Hashdrop einen bekannten Download geben (Ubuntu, Debian, Fedora …), holt es die signierte Prüfsummenliste des Herausgebers von dessen eigener Website über HTTPS selbst, ohne auf Ihren Klick zu warten. Über Ihre Datei wird nichts gesendet.
publisher-ask-button = Signierte Prüfsumme bei { $publisher } abfragen
publisher-ask-hint = Holt die signierte Prüfsummenliste über HTTPS von der Website von { $publisher } und prüft ihre Signatur mit dem Schlüssel von { $publisher }. Über Ihre Datei wird nichts gesendet.
publisher-asking = Signierte Prüfsumme wird bei { $publisher } abgefragt …
publisher-matched = Das ist { $name }, genau so, wie { $publisher } es veröffentlicht hat (am { $day } mit dem Schlüssel von { $publisher } signiert).
publisher-matched-undated = Das ist { $name }, genau so, wie { $publisher } es veröffentlicht hat (mit dem Schlüssel von { $publisher } signiert).
publisher-signed-by = Signiert von: { $key }
publisher-renamed = { $publisher } führt sie als { $name }: Diese Datei wurde umbenannt.
publisher-cached = Die bei einer früheren Prüfung gespeicherte Liste von { $publisher } wurde verwendet; ihre Signatur wurde erneut geprüft.
publisher-mismatch = Das ist NICHT die Datei, die { $publisher } als { $name } veröffentlicht hat: Laden Sie sie erneut herunter.
publisher-mismatch-titled = Das ist NICHT { $title }, wie { $publisher } es veröffentlicht hat ({ $name }): Laden Sie die Datei erneut herunter.
publisher-bad-signature = NICHT verwenden: Die Liste von { $publisher } hat die Signaturprüfung nicht bestanden
publisher-bad-signature-detail = Etwas zwischen Ihnen und { $publisher } hat die Liste verändert. Vertrauen Sie diesem Download nicht; holen Sie ihn später erneut von der Website von { $publisher } oder über ein anderes Netzwerk.
publisher-no-answer = Keine Antwort von { $publisher }
publisher-unknown = Hashdrop weiß nicht, wer eine Datei dieses Namens veröffentlicht; es wurde nichts abgefragt.
publisher-unsigned = { $publisher } veröffentlicht seine Prüfsummen ohne Signatur, daher kann Hashdrop keine signierte Antwort geben. Vergleichen Sie die Prüfsumme unten mit der auf der Download-Seite von { $publisher }.
publisher-no-key = Hashdrop hat keinen Schlüssel von { $publisher }, um eine Signatur zu prüfen; es wurde nichts abgefragt.
publisher-not-trusted = Die erhaltene Liste ist nicht mit dem Schlüssel von { $publisher } signiert und beweist daher nichts. Vergleichen Sie die Prüfsumme unten mit der auf der Download-Seite von { $publisher }.
publisher-no-list = { $publisher } hat dort, wo Hashdrop nachgesehen hat, keine Prüfsummenliste für diese Version. Wenn Sie die Datei umbenannt haben, geben Sie ihr den ursprünglichen Namen zurück, oder ziehen Sie die Prüfsummendatei von der Download-Seite hierher.
publisher-not-listed = Die signierten Listen von { $publisher } enthalten keine Datei dieses Namens oder mit dieser Prüfsumme. Wenn Sie die Datei umbenannt haben, geben Sie ihr den ursprünglichen Namen zurück; sonst stammt sie vielleicht nicht von { $publisher }.
publisher-file-unreadable = Die Datei konnte nicht gelesen werden: { $reason }
publisher-offline = Hashdrop konnte die Website des Herausgebers nicht erreichen (ist der Computer offline?). Versuchen Sie es mit Verbindung erneut, oder ziehen Sie die heruntergeladene Prüfsummendatei hierher.
publisher-tls-refused = Die sichere Verbindung zur Website des Herausgebers wurde abgelehnt; nichts davon wurde verwendet. Ein Netzwerk, das sichere Verbindungen untersucht (manche Firmen, Hotels), kann das verursachen: Versuchen Sie es in einem anderen Netzwerk.
publisher-redirect-refused = Die Website des Herausgebers hat Hashdrop an eine unsichere oder fremde Adresse weitergeleitet; Hashdrop ist ihr nicht gefolgt. Versuchen Sie es später erneut, oder ziehen Sie die Prüfsummendatei von der Download-Seite hierher.
publisher-too-large = Die Website des Herausgebers hat weit mehr als eine Prüfsummenliste gesendet; Hashdrop hat das Lesen abgebrochen. Versuchen Sie es später erneut.
publisher-too-slow = Die Website des Herausgebers hat zu langsam geantwortet. Versuchen Sie es später erneut.
publisher-server-trouble = Die Website des Herausgebers hat ihre Liste nicht geliefert. Versuchen Sie es später erneut, oder ziehen Sie die Prüfsummendatei von der Download-Seite hierher.
publisher-user-file-unused = Ihre Herausgeber-Datei { $name } wurde nicht verwendet: Sie muss im Format von Hashdrop sein, Ihnen gehören, und niemand sonst darf sie ändern können. Die mitgelieferten Herausgeber antworten weiterhin.
publisher-offer = Zu dieser Datei gab es keine Prüfsumme. { $publisher } veröffentlicht eine signierte Prüfsummenliste: Hashdrop kann sie von der Website von { $publisher } holen und diese Datei damit prüfen. Es wird nichts gesendet, bevor Sie es verlangen.
publisher-ask-again = Erneut bei { $publisher } abfragen
publisher-list-name = „Signierte Liste von { $publisher }“
keys-format-openpgp = OpenPGP-Schlüssel
keys-format-minisign = minisign/signify-Schlüssel
keys-format-ssh = SSH-Schlüssel
keys-format-sigstore = Sigstore-Unterzeichner
keys-vouched-by = Bestätigt von { $issuer }
key-offer-heading-signer = Diesem Sigstore-Unterzeichner vertrauen?
key-offer-public-key = Öffentlicher Schlüssel:
key-offer-key-id = Schlüssel-ID: { $id }
key-offer-identity = Unterzeichner (Identität):
key-offer-issuer = Bestätigt von (Aussteller):
key-offer-compare-key = Vergleichen Sie diesen öffentlichen Schlüssel mit dem auf der Webseite des Herausgebers, bevor Sie ihn hinzufügen.
key-offer-compare-signer = Vergleichen Sie diese Identität und diesen Aussteller mit denen auf der Webseite des Herausgebers, bevor Sie sie hinzufügen: Jeder kann mit Sigstore unter seiner eigenen Identität signieren.
signer-added = { $identity } (bestätigt von { $issuer }) ist jetzt ein Sigstore-Unterzeichner, dem Sie vertrauen: Dateien, die er signiert hat, gelten jetzt als signiert.
sig-trust-signer = Diesem Unterzeichner vertrauen…
sig-trust-signer-hint = Sehen Sie, wer mit Sigstore signiert hat, vergleichen Sie es mit der Webseite des Herausgebers und entscheiden Sie, ob Sie ihm vertrauen.
check-signature-not-checked-detail-sigstore = { $names } wurde von { $identity } (Aussteller { $issuer }) signiert, einem Unterzeichner, den Hashdrop nicht kennt. Vertrauen Sie diesem Unterzeichner nur, wenn die Webseite des Herausgebers diese Identität nennt, oder vergleichen Sie die Datei mit der Prüfsumme auf der Seite des Herausgebers.
sig-unknown-sigstore-named = NICHT geprüft: Die Nachweise stimmen, aber mit Sigstore kann jeder unter seinem eigenen Namen signieren, daher zählt nur ein Unterzeichner, dem Sie vertrauen.
signer-declined = { $identity } wurde nicht als vertrauenswürdiger Unterzeichner hinzugefügt.

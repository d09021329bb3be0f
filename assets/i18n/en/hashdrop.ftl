# Hashdrop's window, in English. The keys are the same in every language; see the
# README's "Languages" section to add one. Numbers are formatted by the app.

## Language menu

language-system = System language ({ $name })
language-no-cjk-font = no Chinese/Japanese font installed
language-menu-hint = The window's language

## Shared words

files-count = { $count ->
    [one] { $count } file
   *[other] { $count } files
}

## Options panel

settings-checksum-types = Checksum types
settings-threads = Threads
settings-threads-unit = threads
settings-threads-hint = How many files (or pieces of one file) are hashed at the same time. This computer has { $cores } cores.
settings-mode = Mode
settings-standard = Standard checksum
settings-standard-hint = The usual checksum of the whole file, the one download pages publish.
settings-segmented = Segment checksums
settings-segmented-hint = Cuts each file into equal pieces and checksums each piece, so any checksum type can use every thread. The combined result (like an S3 ETag) differs from the standard checksum.
settings-segment-size = segment size
settings-segment-size-hint = The size of each piece. Smaller pieces spread the work more evenly.
settings-reading = Reading
settings-read-auto = Automatic
settings-read-auto-hint = Let Hashdrop choose: map large files into memory, read small ones.
settings-read-mmap = Memory-mapped
settings-read-mmap-hint = Let the system load the file into memory as it is hashed. Usually fastest for big local files.
settings-read-buffered = Buffered reads
settings-read-buffered-hint = Read the file in pieces of the buffer size below. Good for network drives.
settings-buffer-size = buffer size
settings-buffer-size-hint = How much is read at a time. Larger buffers mean fewer trips to the disk.
settings-folders = Folders
settings-recursive = Include sub-folders
settings-recursive-hint = When you add a folder, also hash the files in the folders inside it.
file-menus-heading = File manager
file-menus-add = Add Hashdrop to my file manager's menu
file-menus-add-hint = Puts “Checksums with Hashdrop” in the right-click menu of GNOME Files, Dolphin, Nemo and Thunar, for your account only. Your own menu items are kept.
file-menus-added = { $manager }: added.
file-menus-updated = { $manager }: updated.
file-menus-already = { $manager }: already there.
file-menus-from-package = { $manager }: already installed with the Hashdrop package.
file-menus-failed = { $manager }: not added. { $error }
file-menus-uca-unreadable = { $manager }: not added, because { $path } could not be read as a list of actions. The file was left as it was.
file-menus-none-found = No file manager that Hashdrop knows was found (GNOME Files, Dolphin, Nemo, Thunar).
file-menus-restart = Close and reopen the file manager to see the new items.
file-menus-sandboxed = Hashdrop runs as a Flatpak here and cannot change your file manager's menu from inside it. The README says how to add the menu by hand.
file-menus-no-home = Your home folder could not be found, so nothing was added.
algo-hint-md5 = Old and fast. Good to spot a damaged download, not to prove who made the file. Its result is one long chain, so only one thread can work on a file.
algo-hint-sha1 = Old. Like MD5, it only shows a file is intact, and one file is hashed by one thread.
algo-hint-sha256 = The most common checksum on download pages. Secure; one file is hashed by one thread.
algo-hint-sha512 = Secure, and faster than SHA-256 on 64-bit computers. One file is hashed by one thread.
algo-hint-blake2b = Secure and fast (what b2sum prints). One file is hashed by one thread.
algo-hint-blake2s = Secure, tuned for smaller or 32-bit computers. One file is hashed by one thread.
algo-hint-blake2bp = BLAKE2b that splits the work into 4 lanes internally; a different result from BLAKE2b.
algo-hint-blake2sp = BLAKE2s that splits the work into 8 lanes internally; a different result from BLAKE2s.
algo-hint-blake3 = Modern and very fast. It is built as a tree, so several threads can share one big file and still get the standard result.
algo-hint-crc32 = A short check used by SFV files and zip. Catches accidents, not tampering.
algo-hint-sha224 = SHA-256 cut to 224 bits. Secure; one file is hashed by one thread.
algo-hint-sha384 = SHA-512 cut to 384 bits. Secure; one file is hashed by one thread.
algo-hint-sha3 = SHA-3, the newer standard family. Secure, but slower than SHA-2; one file is hashed by one thread.
algo-hint-sm3 = The Chinese national standard (GB/T 32905). Secure; one file is hashed by one thread.
algo-hint-blake2b-len = BLAKE2b with a shorter result (b2sum -l); a different result from a cut BLAKE2b-512.
algo-hint-xxhash = Extremely fast, used by backup and copy tools. Catches accidents, not tampering.
algo-hint-crc32c = The CRC used by Google Cloud Storage, Amazon S3 and iSCSI. Catches accidents, not tampering.
algo-hint-crc64nvme = The CRC Amazon S3 adds to every object. Catches accidents, not tampering.
settings-more-types = More types

## Expected checksum and verdict

expected-label = Expected checksum (paste it here)
expected-hint = e.g. the SHA-256 from the download page, or the lines of a SHA256SUMS file
expected-clear = Clear
expected-clear-hint = Forget the expected checksum
expected-empty = Paste a checksum (Ctrl+V) to check the files against it. The type is recognised from its length.
expected-lines = { $count ->
    [one] { $count } checksum line
   *[other] { $count } checksum lines
}
names-or = { $first } or { $last }
list-separator = {", "}
origin-clipboard = {" "}(expected checksum from the clipboard)
origin-listed-at = {" "}(listed in { $name }, line { $line })
verdict-matches = Matches
verdict-does-not-match = Does NOT match
verdict-all-match = { $count ->
    [one] The file matches
   *[other] All { $count } files match
}
verdict-some-differ = { $count } of { $total } files do NOT match
verdict-ok-detail = The { $algorithm } checksum of { $file } is exactly the one expected{ $origin }.
verdict-ok-ambiguous = A checksum of this length can be { $names }; it is a { $algorithm } checksum.
verdict-tried = {" "}(tried { $names })
parts-cut = { $parts ->
    [1] the whole file as one part
   *[other] { $parts } parts of { $size }
}
verdict-ok-etag = { $file } matches the Amazon S3 multipart ETag{ $origin }: { $cut }.
verdict-ok-composite = { $file } matches the Amazon S3 composite { $algorithm } checksum{ $origin }: { $cut }.
check-failed-parts = { $file } does not give this Amazon S3 multipart checksum with any of the { $tried } part sizes tried. It is a different file, or it was uploaded in parts of an unusual size.
check-failed-parts-count = No part size cuts { $file } into that many parts: it is not the file that was uploaded.
row-trying-parts = Trying part sizes…
row-checking-signature = Checking its signature…
digest-expected = Expected
digest-actual = Actual
verdict-weak-note = Note: a matching { $algorithm } shows the file is intact, not who published it. Prefer SHA-256 when the publisher offers it.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = Do NOT use: the signature of { $name } does not match
check-bad-signature-detail = { $name } was changed after it was signed. Do not use the files it lists: download { $name } and its signature again from the publisher.
check-mismatch-many-detail = Each file's verdict is in the list below. A file that does not match may be damaged, incomplete or a different version: download it again.
check-hashing = { $count ->
    [one] Checking 1 file…
   *[other] Checking { $count } files…
}
check-needs-algorithms = Checking again with { $names }…
check-needs-algorithms-detail = The expected checksum can be of another type: the files are read once more to find out.
check-not-found = Not found: { $name }
check-not-found-many = { $count } files to check were not found
check-not-found-entry-detail = { $list } lists { $name }, but it is not next to { $list }. Drop { $name } here to check it.
check-not-found-file-detail = { $name } is not there any more: it was moved or deleted. Drop it again from where it is now.
check-not-found-more = …and { $count } more.
check-could-not-hash = { $count ->
    [one] The file could not be read
   *[other] { $count } files could not be read
}
check-could-not-hash-some = { $count } of { $total } files could not be read
check-could-not-hash-detail = Why is said next to each file in the list below.
check-not-listed = { $count ->
    [one] This file is not in the checksum list
   *[other] { $count } files are not in the checksum list
}
check-not-listed-detail = Neither its name nor its checksum is in { $lists }, so it cannot be checked with it. { $lists } lists { $listed }.
check-match-many-detail = Each file's verdict is in the list below.
check-awaiting = Now drop the file to check
check-awaiting-detail = Drop the downloaded file on this window, and it is checked against the expected checksum.
check-ok-other-name = { $file } is the same file as { $listed } in { $list }, under another name.
check-failed-listed = { $file } is not the file { $list } lists{ $tried }{ $origin }. It may be damaged, incomplete or a different version: download it again.
check-failed-typed = { $file } is not the file the { $algorithm } checksum you entered was made for{ $tried }. It may be damaged, incomplete or a different version: download it again, or check that you entered the right checksum.
check-failed-copied = { $file } is not the file the { $algorithm } checksum you copied was made for{ $tried }. It may be damaged, incomplete or a different version: download it again, or check that you copied the right checksum.
check-from-clipboard = Compared with the checksum you copied.
check-dont-use = Don't use it
check-dont-use-hint = Forget the checksum taken from the clipboard
check-also-lists = { $count ->
    [one] { $list } also lists 1 file that is not here.
   *[other] { $list } also lists { $count } files that are not here.
}
trust-unsigned = Not signed: this shows the file is intact, not who made it. To check that too, put { $sig } (from the same page) next to { $list } and drop { $list } again.
trust-typed = Compared with the checksum you entered: it is as trustworthy as the page you copied it from.
trust-copied = Compared with the checksum you copied: it is as trustworthy as the page you copied it from.
row-matches-other-name = Matches (another name)
row-bad-signature = Signature does NOT match
row-not-listed = Not listed
row-hashing-again = Checking again…

## Top bar

view-hash = Checksums & verify a download
view-compare = Compare
view-bench = Benchmark
view-bench-hint = Benchmark: is your disk or your CPU the bottleneck?
add-files = Add files…
add-files-hint = Choose files to hash (Ctrl+O)
add-folder = Add folder…
add-folder-hint = Hash every file in a folder
open-checksum-file = Open checksum file…
open-checksum-file-hint = Check every file listed in a SHA256SUMS, CHECKSUM, .sha256, .md5 or .sfv file

## Main view

expected-from-sums = { $count ->
    [one] Expected: { $count } checksum from the checksum file { $name }
   *[other] Expected: { $count } checksums from the checksum file { $name }
}
expected-from-publisher = { $count ->
    [one] Expected: { $count } checksum from { $publisher }’s signed list
   *[other] Expected: { $count } checksums from { $publisher }’s signed list
}
expected-forget = Forget it
expected-forget-hint = Stop checking against this checksum file
getting-ready = Getting ready…
live-workers = Workers
live-pieces = Pieces of each file
live-speed = Speed over time
empty-title = Drop files or folders anywhere on this window
empty-body = Hashdrop computes their checksums. To check a download, paste the checksum from its web page above, or drop its SHA256SUMS file.
empty-keys = Ctrl+O adds files · Ctrl+V pastes a checksum · Esc stops

## Results table

results-heading = Results · { files-count }
results-clear = Clear
results-clear-hint = Forget these results
results-save = Save results…
results-copy-all = Copy all
results-copy-all-hint = Copy every checksum as lines that sha256sum -c and Hashdrop can check
results-copy = Copy
results-copy-hint = Copy this checksum
column-file = File
column-size = Size
column-type = Type
column-checksum = Checksum
column-check = Check

## Progress

eta-seconds = about { $s } s left
eta-minutes = about { $min } min { $s } s left
eta-hours = about { $h } h { $min } min left
duration-under = under { $s } s
duration-seconds = { $s } s
progress-listing = Looking for files… { $count } found
progress-cancelled = Cancelled · { $done } of { $total ->
    [one] { $total } file
   *[other] { $total } files
} done
progress-done = Done · { $files } · { $size } in { $time } · { $rate }
progress-done-instant = Done · { $files } · { $size } in { $time }
progress-running = { $done } of { $total } · { $percent } % · { $rate }
progress-paused = paused
progress-resume = Resume
progress-resume-hint = Go on hashing
progress-pause = Pause
progress-pause-hint = Stop for now; resume later
progress-cancel = Cancel
progress-cancel-hint = Stop hashing (Esc). Finished files are kept.
worker-name = Worker { $n }
worker-piece = { $name } — piece { $n } of { $total }
worker-pieces = { $name } — pieces { $first }–{ $last } of { $total }, side by side
worker-idle = idle

## Dropping files

drop-compare-one = Drop to compare this
drop-compare-two = Drop to compare these two
drop-compare-many = Drop two files or folders to compare them (the first two will be used)
drop-check-listed = Drop to check the files listed in { $name }
drop-hash-these = Drop to hash these files
drop-hash-check-these = Drop to hash and check these files
drop-hash-named = Drop to hash “{ $name }”
drop-hash-check-named = Drop to hash and check “{ $name }”
drop-hash-count = { $count ->
    [one] Drop to hash 1 file
   *[other] Drop to hash { $count } files
}
drop-hash-check-count = { $count ->
    [one] Drop to hash and check 1 file
   *[other] Drop to hash and check { $count } files
}
drop-bench = Drop a file to benchmark with it (it is only read)

## Benchmark: set-up

bench-algorithms = Algorithms
bench-algorithm-hint = Measure this algorithm.
bench-algorithm-weak-hint = Fast, but only good for spotting accidental damage, not tampering.
bench-threads-heading = Threads
bench-threads-hint = How many workers hash at once. More threads only help when the CPU, not the disk, is the limit.
bench-threads = { $count ->
    [one] { $count } thread
   *[other] { $count } threads
}
bench-reading-heading = Reading the file
bench-io-mmap = mmap
bench-io-buffered = buffered { $size }
bench-mmap-hint = mmap: the file is mapped into memory and the system reads it in as it is hashed, without copying it into a buffer.
bench-buffered-hint = buffered: the file is read { $size } at a time into a buffer, then hashed. Small buffers mean many more reads.
bench-mode-heading = Mode
bench-standard-word = standard
bench-segmented-word = segmented
bench-standard-hint = standard: the usual checksum of the whole file, the one websites publish. Only BLAKE3 can use several threads for it.
bench-segmented-hint = segmented: each thread reads and hashes its own piece of the file (8 MiB pieces); the pieces' checksums are combined. Faster with threads, but a different checksum than the usual one.
bench-repeat-heading = Repeat
bench-repeat-hint = Each combination is timed this many times; the table shows the middle (median) time. More runs give steadier numbers.
bench-repeat-unit = runs of each
bench-data-heading = Data
bench-generated = Generated test data
bench-generated-hint = Random bytes written to a temporary file, removed afterwards.
bench-generated-data = { $size } of generated data
bench-quick-try = { $size } (quick try)
bench-size-hint = Bigger data gives more trustworthy numbers but takes longer.
bench-your-file = A file of yours
bench-your-file-hint = Measure with a real file; it is only read, never changed.
bench-choose-file = Choose file…
bench-choose-file-hint = Pick a file to measure with (it is only read)
bench-file-chosen = The file chosen
bench-peers = Include other tools (md5sum, b3sum, …)
bench-peers-hint = Also time the checksum programs installed on this computer on the same data, to see how Hashdrop compares.
bench-plan = { $cells ->
    [one] { $cells } combination
   *[other] { $cells } combinations
} × { $runs } runs on { $data }
bench-missing-algorithm = Tick at least one algorithm.
bench-missing-threads = Tick at least one thread count.
bench-missing-reading = Tick at least one way of reading.
bench-missing-mode = Tick at least one mode.
bench-missing-file = Choose a file, or measure generated data.

## Benchmark: running

bench-intro = Times how fast this computer reads and hashes data, with each combination chosen on the left, and says what limits it.
bench-run = Run benchmark
bench-run-hint = Start measuring with the choices on the left
bench-cancel-hint = Stop now; what is measured so far is kept (Esc)
bench-export = Export { $format }…
bench-export-csv-hint = One row per combination, for a spreadsheet
bench-export-json-hint = Everything measured, for programs
bench-export-md-hint = A report to paste in an issue or a wiki
bench-error = The benchmark could not run: { $error }
bench-empty = Choose what to measure on the left, then press “{ $run }”. The defaults take a few minutes; “{ $quick }” with one algorithm takes seconds.
bench-stopping = Stopping…
bench-status-checking-file = Checking the file…
bench-status-preparing = Preparing { $size } of test data…
bench-status-reads = Measuring how fast the disk reads the data (cold and from memory)…
bench-status-memory = Measuring how fast { $algorithm } hashes data already in memory…
bench-status-memory-all = Measuring how fast each algorithm hashes data already in memory…
bench-status-warmup = warm-up run
bench-status-run = run { $n } of { $total }
bench-status-step = { $n } of { $total }: { $cell }, { $run }
bench-status-peers = Timing other tools: { $tool }
bench-status-finishing = Finishing…

## Benchmark: results

bench-cancelled = Cancelled: { $done } of { $total } combinations were measured.
bench-verdict-heading = What limits this computer
bench-bound-cpu = CPU-bound
bench-bound-io = disk-bound
bench-bound-unknown = bottleneck unknown
bench-chart-heading = Speed of each combination (MB/s, higher is faster)
bench-chart-x = combinations, in the order they ran (hover a bar)
bench-results-heading = Results
bench-col-algorithm = Algorithm
bench-col-threads = Threads
bench-col-reading = Reading
bench-col-reading-hint = mmap: mapped into memory; buffered: read a piece at a time
bench-col-mode = Mode
bench-col-mode-hint = segmented: each thread hashes its own piece of the file
bench-col-median = Median
bench-col-median-hint = The middle of the timed runs
bench-col-spread = Slowest – fastest
bench-col-spread-hint = The spread of the timed runs
bench-col-speedup = Speed-up
bench-col-speedup-hint = Compared with the same combination on one thread
bench-col-of-best = Of the best
bench-col-of-best-hint = This combination's speed as a share of the fastest one
bench-percent = { $percent } %
bench-peers-heading = Other tools on the same data
bench-col-tool = Tool
bench-col-vs-1-thread = Hashdrop is (1 thread)
bench-col-vs-same-threads = Hashdrop is (same threads)
bench-times-its-speed = ×{ $ratio } its speed
bench-seed-heading = The original experiment (2014 phones)
bench-seed-intro = The notes this feature grew from: phones of 2014 hashing a 460 MB file, and a FreeBSD desktop by buffer size. Fewer seconds is faster.
bench-col-device = Device
bench-col-conditions = Conditions
bench-col-seconds = Seconds
bench-col-note = Note

## Benchmark: the verdict's sentences

bench-v-measured = {" "}(measured in the matrix: { $speedup }×)
bench-v-every-core = {" "}({ $rate } with every core in memory)
bench-v-splits = it splits within a file, so more threads help{ $all }{ $measured }
bench-v-segmented-scales = ; the segmented digest (a different digest, like an S3 ETag) does scale{ $measured }
bench-lanes-toggle = SIMD lanes
bench-lanes-hint = SIMD lanes: also time the segmented checksum one segment at a time and with { $lanes } segments hashed side by side on one core, to see what this processor's vector unit gains.
bench-lanes = { $lanes ->
    [1] one segment at a time
   *[other] { $lanes } lanes ({ $kernel })
}
bench-v-lanes = On one core, hashing { $lanes } segments side by side in SIMD lanes ({ $kernel }) makes its segmented digest { $speedup }× faster than one segment at a time ({ $fast } against { $slow }): one { $name } stream cannot use the vector unit, because each step needs the one before, but { $lanes } independent segments can.
bench-v-lanes-capped = {" "}That is close to what the page cache delivers ({ $warm }): reading, not hashing, caps the gain.
bench-v-lanes-no-gain = Hashing { $lanes } segments side by side in SIMD lanes ({ $kernel }) did not speed up its segmented digest here ({ $speedup }×).
bench-v-chain = its standard digest is a chain, so more threads do not speed up one file{ $measured }; they help across several files{ $segmented }
bench-v-cpu = { $name } is CPU-bound here: one core hashes { $hash }, slower than the disk delivers cold ({ $cold }); { $threads }.
bench-v-io = { $name } is I/O-bound here: it hashes { $hash } on one core, the disk delivers { $cold } cold, so more threads on one file will not help; a faster disk would.{ $cached }
bench-v-io-cached-cpu = {" "}Once the file is in the page cache ({ $warm }), hashing becomes the limit.
bench-v-io-cached-io = {" "}Even from the page cache ({ $warm }) reading is the limit.
bench-v-not-measured = not measured
bench-v-unknown = { $name }: the disk's speed is unknown ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}With the file cached, reads deliver { $warm } and one core hashes { $hash }: hashing is the limit for a cached file, and { $threads }.
bench-v-unknown-cached-io = {" "}With the file cached, reads deliver { $warm } and one core hashes { $hash }: reading is the limit even for a cached file.
bench-v-unknown-memory = {" "}One core hashes { $hash } in memory.
bench-s-cancelled = Cancelled before the reads were measured: no verdict.
bench-s-reads = The disk delivers { $cold } cold, the page cache { $warm } warm.
bench-s-reads-no-disk = The page cache delivers { $warm } warm; the disk could not be measured: { $note }.
bench-s-cpu = CPU-bound: { $names }.
bench-s-io = I/O-bound: { $names }.
bench-s-threads-help = More threads make one file faster for: { $names }.
bench-s-busy = The machine was busy (load average { $load } on { $cores } cores when the run started): figures with more than one thread understate what idle cores would give.

## Signatures

sig-good-bundled = Signed by { $name }, a key Hashdrop knows (fingerprint { $fingerprint }).
sig-good-added = Signed by { $name }, a key you added (fingerprint { $fingerprint }).
sig-good-added-on = Signed by { $name }, a key you added on { $date } (fingerprint { $fingerprint }).
sig-bad = The signature does NOT match: this checksum file was changed after it was signed. Do not use it.
sig-unknown-key = NOT checked: Hashdrop does not have the key this signature names. The signature says it was made with key { $fingerprint }: that is only its claim, which Hashdrop has not checked. Add the publisher's key to check it.
sig-good-sigstore = Signed by { $name } with Sigstore ({ $issuer } vouched for this identity), a signer Hashdrop knows.
sig-unknown-sigstore = NOT checked: the signature holds, but it names { $identity } (vouched for by { $issuer }), whom Hashdrop does not know as this publisher's signer. Anyone can sign under their own name: compare it with the identity on the publisher's website.
sig-rejected = Signed by { $name }, but the signature cannot be trusted: { $problem }. This checksum only shows the file is intact.
sig-unreadable = The signature could not be read ({ $reason }): this checksum only shows the file is intact.
sig-unsigned = Not signed: this checksum only shows the file is intact.
sig-found-unreadable = A signature was found but could not be read ({ $why }): this checksum only shows the file is intact.

## Checksum files

parse-unrecognised = Not a checksum Hashdrop knows ({ $reason }). Paste the checksum itself, or lines of a checksum file.
sums-empty = { $name } lists no checksums Hashdrop can read.
load-open = Cannot open { $name }: { $error }
load-read = Cannot read { $name }: { $error }
load-too-large = { $name } is too large to be a checksum file.
load-not-text = { $name } cannot be read as a checksum file: { $error }
sums-note-malformed = { $count ->
    [one] { $count } line of the checksum file could not be read and was skipped.
   *[other] { $count } lines of the checksum file could not be read and were skipped.
}
sums-note-duplicate = { $name } is listed more than once (lines { $lines }); each line is checked.
sums-note-outside = { $count ->
    [one] { $count } listed file lies outside the checksum file's folder; check that you expected this.
   *[other] { $count } listed files lie outside the checksum file's folder; check that you expected this.
}
reading-file = Reading { $name }…
segments-label = { $name } · { $size } segments
threads-failed = cannot start the hashing threads: { $error }

## File dialogs and saving

dialog-add-files = Add files
dialog-add-folder = Add folder
dialog-checksum-file = Open a checksum file (SHA256SUMS, .md5, .sfv…)
dialog-compare = Choose a file to compare
dialog-bench = Choose a file to benchmark with (it is only read)
dialog-save-results = Save results
dialog-save-bench = Save the benchmark
dialog-failed = Cannot open the file dialog: { $error }
save-cancelled = Not saved.
save-failed = Could not save { $name }: { $error }
saved = Saved { $name }
export-gnu = Checksum file (sha256sum style)
export-bsd = Checksum file (BSD tag style)
export-csv = Spreadsheet (CSV)

## Keys

keys-heading = Keys you added
keys-none = None. Drop a publisher's key file (.asc, .pub) here to trust its signatures.
keys-remove = Remove
keys-remove-hint = Stop trusting signatures made with this key
key-added = Added the key of { $name } (fingerprint { $fingerprint }): checksum files it signed now count as signed by a key you added.
key-add-failed = The key in { $name } could not be kept: { $error }
key-remove-failed = The key of { $name } could not be removed: { $error }
key-offer-heading = Trust the key in { $name }?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Fingerprint:
key-offer-dates = Made on { $created }, expires on { $expires }.
key-offer-dates-expired = Made on { $created }, expired on { $expires }.
key-offer-dates-no-expiry = Made on { $created }, never expires.
key-offer-compare = Compare this fingerprint with the one on the publisher's website before you add it.
key-offer-look-alike = This is not the key { $publisher } signs with. It carries the name of { $publisher }'s key, but its fingerprint is different: anyone can make a key with any name.
key-offer-bundled = This is { $publisher }'s key, which Hashdrop already knows.
key-offer-known = Hashdrop already trusts this key: there is nothing to add.
key-offer-add = Add
key-offer-cancel = Cancel
key-offer-close = Close
key-offer-too-many = Too many key files are waiting for an answer: { $name } was not opened.
key-declined = The key in { $name } was not added.

## Pieces and the speed graph

piece-waiting = waiting
piece-active = being hashed by worker { $worker }
piece-done = done
piece-failed = failed
piece-one = Piece { $n } of { $total }: { $state }
piece-range = Pieces { $first }–{ $last } of { $total }: { $state }
piece-differs = { $label } (differs)
legend-active = being hashed (worker colour)
graph-seconds = seconds
graph-total = total

## Signatures over a file itself, and dropped signatures
sig-file-released = This is the file its publisher released.
sig-file-bad = The signature does NOT match: this file was changed after it was signed, or the signature is for another file. Do not use it.
sig-file-rejected = Signed by { $name }, but the signature cannot be trusted: { $problem }.
sig-file-unreadable = The signature could not be read ({ $reason }).
sig-not-a-signature = cut short, damaged, or not a signature
sig-file-heading = Signature of { $name }
signature-orphan = { $name } is a signature, but the file it signs is not next to it. Drop the signature together with that file, or drop the checksum file first.
dialog-compare-folder = Choose a folder to compare
dialog-save-comparison = Save the comparison
dialog-save-checksums = Save a checksum file

## Compare view

compare-intro = Drop two files, two folders, or a folder and its checksum file (one on each side) to see whether they are exactly the same.
compare-back = ⬅ Back to the folder comparison
compare-folder-algorithm = Checksum type used to compare files:
compare-folder-algorithm-hint = Any type finds the files that changed. BLAKE3 is the fastest; SHA-256 is what most other tools read.
compare-quick = Quick mode
compare-quick-hint = Files with the same size and modification date on both sides count as the same without being read. Faster, but a change that kept the size and date goes unseen.
compare-something-else = Compare something else
compare-slot-first = First
compare-slot-second = Second
compare-first-folder = First folder
compare-second-folder = Second folder
compare-checksum-file = Checksum file
compare-folder = Folder
compare-listed = Listed in the checksum file
compare-drop-here = Drop a file or a folder here
compare-choose-file = Choose file…
compare-choose-folder = Choose folder…
compare-same = ✔ The same
compare-same-detail = Every byte of the two files is identical.
compare-different = ✖ Different
compare-file-error-first = ⚠ The first file: { $error }
compare-file-error-second = ⚠ The second file: { $error }
compare-running = ⏳ Comparing…
compare-pieces-differ = { $total ->
    [one] { $differing } of { $total } piece of { $size } differs (outlined in red).
   *[other] { $differing } of { $total } pieces of { $size } differ (outlined in red).
}
compare-cannot-start = Cannot start comparing: { $error }
compare-unreadable-path = { $name } cannot be read: { $error }
compare-save = Save:
compare-save-csv = Report (CSV)…
compare-save-json = Report (JSON)…
compare-save-sums-first = Checksums of the first folder…
compare-save-sums-second = Checksums of the second folder…
compare-save-sums-folder = Checksums of the folder…

## Folder comparison

audit-listing = ⏳ Listing the files on both sides…
audit-stop = Stop
audit-stop-hint = Stop reading files (Esc)
audit-side-progress = { $side }: { $done } of { $total ->
    [one] { $total } file
   *[other] { $total } files
} · { $size_done } of { $size_total }
audit-identical = { $count ->
    [one] Identical: { $count } file ({ $size })
   *[other] Identical: { $count } files ({ $size })
}
audit-different = Different: { $parts }
audit-count-changed = { $count } changed
audit-count-missing = { $count } missing
audit-count-new = { $count } new
audit-count-moved = { $count } moved
audit-count-unreadable = { $count } unreadable
audit-tab = { $category } ({ $count })
audit-tab-matched = Identical
audit-tab-changed = Changed
audit-tab-moved = Moved
audit-tab-new = New
audit-tab-missing = Missing
audit-tab-duplicates = Duplicates
audit-tab-unreadable = Unreadable
audit-tab-skipped = Skipped
audit-stopped = Stopped before the end: files not reached are listed as unreadable.
audit-search = Search:
audit-search-hint = part of a file name
audit-nothing = Nothing here.
audit-where-differ = Where do they differ?
audit-where-differ-hint = Open the two files side by side
audit-size-unknown = size unknown
audit-duplicates-first = { $count ->
    [one] { $count } copy in the first folder: { $names }
   *[other] { $count } copies in the first folder: { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } copy in the second folder: { $names }
   *[other] { $count } copies in the second folder: { $names }
}
audit-problem-first = { $name } (first folder): { $reason }
audit-problem-second = { $name } (second folder): { $reason }
audit-skip-fifo = a named pipe (FIFO); reading it could wait forever
audit-skip-socket = a socket, not a file
audit-skip-device = a device, not a regular file
audit-skip-symlink = a symbolic link (links are not followed inside folders)
audit-skip-dangling = a symbolic link to something that does not exist
audit-compared-by = Compared by { $algorithms } checksum.
audit-quick-caveat = Quick mode: files with the same size and date on both sides were counted as the same without being read.
audit-could-not-start = The comparison could not start: { $error }
audit-folder-unreadable = The folder { $name } cannot be read: { $error }
audit-not-a-folder = { $name } is not a folder.
audit-listing-unreadable = The checksum file { $name } cannot be read: { $error }
audit-listing-empty = { $name } holds no checksums. Compare a folder with another folder, or with its checksum file (SHA256SUMS, *.md5, a hashdeep list…).

error-not-found = Not found: the file was moved or deleted.
error-permission = Permission denied: Hashdrop may not read this file.
error-is-folder = This is a folder: add it as a folder to check the files inside.
error-skipped = Skipped: { $reason }.
error-open = Cannot open it: { $error }.
error-read = Could not read it to the end: { $error }.
error-changed = It changed while it was being read ({ $what }): check it again once nothing is writing to it.
error-too-many-segments = Too many pieces ({ $segments }): choose a piece size of at least { $size } for this file.
error-too-short = Too short: { $len }, less than the { $wanted } asked for.
error-cancelled = Stopped before it was finished.
error-internal = Hashdrop hit an internal error on this file (the other files are not affected): { $detail }
error-task-failed = Hashdrop hit an internal error, so this step did not finish. Nothing was changed; please try again.
error-task-failed-check = Hashdrop hit an internal error while checking it; please try again
change-replaced = another file took its place
change-size = its size went from { $from } to { $to }
change-modified = it was modified
change-deleted = it was deleted
change-ended-early = it ended after { $at } instead of { $expected }
change-truncated = it became shorter while it was read
trust-error-too-large = it is too large to be a real one (over { $limit })
trust-error-malformed = it is damaged or cut short: not valid OpenPGP data
trust-error-bad-format = it is not a valid { $format } signature or key
trust-error-no-signature = the file holds no signature
trust-error-no-key = the key file holds no OpenPGP public key
trust-error-not-clear-signed = the file is not signed
trust-error-missing-block = its signature block is missing or cut short
trust-error-several-blocks = it holds { $count } signed messages, and only a file with one is accepted
trust-error-armour-header = it has an unexpected header line in the signed message: { $header }
io-not-found = it no longer exists
io-permission = permission denied
io-timed-out = the device stopped answering
io-ended-early = it ended sooner than expected
io-disk-error = the disk reported a read error
io-device-gone = the drive was removed
io-share-gone = the network share is no longer there

## Appearance, options and names for screen readers

settings-appearance = Appearance
settings-theme-system = As the system
settings-theme-light = Light
settings-theme-dark = Dark
top-options = Options
top-options-hint = Checksum types, threads, how files are read, appearance and your keys
language-menu-name = Language: { $name }
results-copy-name = Copy the { $algorithm } of { $file }
compare-second-longer = The second file is the first with { $bytes } more bytes at its end.
compare-first-longer = The first file is the second with { $bytes } more bytes at its end.
segments-summary = { $done } of { $total } pieces done
graph-summary = { $now } now, peak { $peak }
audit-why-size = sizes differ, { $a } and { $b }
audit-why-content = same size, different content
audit-why-content-at = same size, different content from byte { $offset }
audit-why-longer-first = the copy in the first folder is the other with { $bytes } more bytes at its end
audit-why-longer-second = the copy in the second folder is the other with { $bytes } more bytes at its end
audit-hint-matched = The same file, with the same content, in { $a } and in { $b }
audit-hint-changed = In both { $a } and { $b } under the same name, but with different content
audit-hint-moved = The same content in both, under another name or folder in { $b }
audit-hint-new = Only in { $b }: files { $a } does not have
audit-hint-missing = Only in { $a }: files { $b } does not have
audit-hint-duplicates = Files with the same content more than once on one side
audit-hint-unreadable = Files that could not be read, with the reason
audit-hint-skipped = Things that are not regular files (links, pipes, devices), left out
bench-quick = Quick test (a few seconds)
bench-quick-hint = Measures SHA-256 and BLAKE3 on 128 MiB, with one thread and all of them, and says whether the disk or the processor is the limit
bench-lead-disk = Your disk is the limit: reading the file, not checking it, sets the speed.
bench-lead-cpu = Your processor is the limit: it checks more slowly than the disk reads.
expected-forget-name = Stop checking against { $name }
keys-remove-name = Stop trusting the key of { $name }

# A folded section of choices for the few who need them.
advanced = Advanced

## Checking a USB stick or SD card against the image written to it
drive-check-button = Check a USB stick or SD card…
drive-title = Check a USB stick or SD card
drive-close = Close
drive-image = Image: { $name } ({ $size })
drive-looking = Looking for USB sticks and SD cards…
drive-none = No USB stick or SD card large enough for this image was found. Plug one in, then look again.
drive-choose = Which drive was the image written to?
drive-too-small-hidden = { $count ->
    [one] One more drive is smaller than the image: it cannot hold it.
   *[other] { $count } more drives are smaller than the image: they cannot hold it.
}
drive-refresh = Look again
drive-read-only = The drive is only read, never written.
drive-reading = Reading { $drive }…
drive-progress = { $done } of { $total } · { $speed }
drive-left-seconds = about { $n } s left
drive-left-minutes = about { $n } min left
drive-stop = Stop
drive-verdict-good = { $kind ->
    [card] This SD card
   *[stick] This USB stick
} holds exactly { $name } ({ $size }): it was written correctly.
drive-verdict-bad = { $kind ->
    [card] This SD card does not hold
   *[stick] This USB stick does not hold
} exactly { $name }.
drive-verdict-bad-where = The first difference is at byte { $offset } ({ $hex }); { $count ->
    [one] one piece of { $size } differs.
   *[other] { $count } pieces of { $size } differ.
}
drive-verdict-bad-next = { $kind ->
    [card] Write it again; if it fails again, try another card.
   *[stick] Write it again; if it fails again, try another stick.
}
drive-too-small = The drive ({ $drive }) is smaller than the image ({ $image }): it cannot hold it.
drive-cannot-read = The drive cannot be read: { $error }
drive-image-cannot-read = The image cannot be read: { $error }
drive-unknown-model = Unknown drive
drive-entry = { $model }, { $size } ({ $name })
drive-opening = Opening { $drive }… The system may ask for your password.
drive-access-denied = The system did not allow Hashdrop to read { $drive }, so it was not checked. Try again, and enter your password when the system asks.
drive-access-cancelled = Reading { $drive } was cancelled at the system's password prompt, so it was not checked. Try again to be asked again.
drive-access-no-udisks = To read { $drive }, Hashdrop asks the system's disk service (UDisks2), and this system does not have it. Install the udisks2 package, then try again.
drive-access-unknown = The system's disk service does not know { $drive }. Plug it in again, then look again.
drive-access-failed = The system's disk service could not open { $drive }: { $error }
stick-check-button = Check a USB stick without the image…
stick-title = Check a USB stick or SD card without the image
stick-intro = Choose the stick, then drop the publisher's checksum list (such as SHA256SUMS, with its signature if you have it). Hashdrop finds which listed image the stick holds; the image file is not needed.
stick-no-drive = No USB stick or SD card was found. Plug one in, then look again.
stick-choose = Which drive do you want to check?
stick-drive = Drive: { $drive }
stick-drop-list = Drop the publisher's checksum list here (SHA256SUMS or similar), with its signature if you have it.
stick-stopped = Stopped: the drive was not checked, and nothing on it was changed.
stick-other-drive = Choose another drive
stick-choose-list = Choose the list…
dialog-stick-list = Choose the publisher's checksum list (and its signature, if you have it)
stick-try-again = Try again
stick-searching = Reading the drive from its start, looking for a listed image…
stick-read-so-far = { $done } read (the drive holds { $total }; reading stops as soon as the answer is certain)
stick-list-unusable = This list cannot be used to find an image on a drive: { $error }
stick-holds = { $kind ->
    [card] This SD card
   *[stick] This USB stick
} holds exactly { $name } ({ $size }), as listed in { $list }.
stick-list-changed = { $list } was changed after it was signed: do not trust what it says.
stick-none = { $kind ->
    [card] This SD card holds
   *[stick] This USB stick holds
} none of the images { $list } lists.
stick-none-structure = { $layout ->
    [iso] By its ISO 9660 volume
    [gpt] By its GPT partition table
   *[mbr] By its MBR partition table
}, the image on it ends after { $size }, and no checksum in the list matches it: a byte was changed, or it holds another image.
stick-none-searched = Its first { $size } were read, and no listed image starts it.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Add the publisher's key…
sig-add-key-hint = Choose the publisher's key file (.asc, .gpg, .pub, .key). You will see its fingerprint and decide whether to trust it.
check-signature-not-checked = { $count ->
    [one] The signature of { $name } was NOT checked
   *[other] { $count } signatures were NOT checked
}
check-signature-not-checked-detail = Nothing else tells whether { $names } is the file its publisher signed. Add the publisher's key to check the signature, or compare the file with the checksum on the publisher's page.
check-signature-unreadable-detail = Nothing else tells whether { $names } is the file its publisher signed, and adding a key would not help: download the signature again, or compare the file with the checksum on the publisher's page.
check-match-unchecked = { $count ->
    [one] Matches, but the signature was NOT checked
   *[other] { $count } files match, but a signature was NOT checked
}
verdict-signed = { $count ->
    [one] Signed by its publisher
   *[other] All { $count } files are signed by their publishers
}
check-bad-file-signature-detail = { $name } was changed after it was signed, or the signature is for another file. Do not use it: download it again from the publisher.
row-signed = Signed
row-signature-not-checked = Signature not checked
expected-incomplete = { $have } of { $want } characters: { $missing ->
    [one] one is missing or one too many
   *[other] { $missing } are missing
}
expected-too-long = { $have } characters: { $extra ->
    [one] one too many
   *[other] { $extra } too many
} for a { $algorithm } checksum ({ $want })
expected-press-enter = Press Enter when the whole checksum is there.
expected-looks-like-one = Looks like a { $algorithm } checksum
expected-which-types = Which types could it be?
expected-could-be = It could be { $names } ({ $chars } characters). All are tried.
clipboard-offer = A checksum is on the clipboard ({ $start }…): compare the files with it?
clipboard-offer-use = Compare with it
clipboard-offer-no = No
## ui (compare drive, file chooser, plain words)
compare-differ-at = They differ at byte { $byte }; every byte before it is the same.
compare-details = Details
compare-differ-offset = Offset { $hex } ({ $offset } bytes from the start, counting from 0 as hex editors do).
bench-lead-split = Your processor is the limit for { $cpu }; your disk is the limit for { $io }.
chooser-missing = This desktop cannot open a file chooser. To choose files as usual, install xdg-desktop-portal-gtk (or zenity); meanwhile, type the path below or drop files on the window.
chooser-path = Path
chooser-open = Open
chooser-cannot-list = { $name } cannot be listed: { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } read · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } holds { $count } keys. Trust which of them?
key-offer-several = A file can hold anyone's key under any name. Add only the keys whose fingerprint you have compared with the one on the publisher's website.
key-offer-number = Key { $number } of { $count }
key-offer-add-this = Add this key
key-offer-add-named = Add the key with fingerprint { $fingerprint }
key-offer-added = Added.
key-declined-rest = The other keys in { $name } were not added ({ $count }).
key-file-unreadable = { $name } is not a key file Hashdrop can read: { $error }
keys-add-button = Add…
keys-add-hint = Choose a publisher's key file (.asc, .gpg, .pub, allowed_signers); you compare each key's fingerprint before it is added.
keys-bundled-heading = Keys bundled with Hashdrop
keys-bundled-for = Bundled for { $publisher }
keys-added-on-from = Added on { $date } from { $file }
keys-added-on = Added on { $date }
keys-added-from = Added from { $file }
dialog-add-key = Choose a publisher's key file
## lists (several lists, big lists)
verdict-accidents-note = Note: { $algorithm } detects accidental damage, not tampering: anyone can make another file with the same { $algorithm }. Prefer SHA-256 when the publisher offers it.
reading-list-progress = Reading { $name }… { $lines } lines
reading-list-stopped = Stopped reading { $name }: its checksums are not used.

## Asking the publisher for its signed checksum
settings-publishers = Publishers
settings-ask-publisher = Always ask the publisher for files it knows
settings-ask-publisher-hint = When you give Hashdrop a download it knows (Ubuntu, Debian, Fedora…), it fetches the publisher’s signed list of checksums from the publisher’s own site over HTTPS by itself, without waiting for you to press the button. Nothing about your file is sent.
publisher-ask-button = Ask { $publisher } for its signed checksum
publisher-ask-hint = Fetches the signed list of checksums from { $publisher }’s own site over HTTPS and checks its signature with { $publisher }’s key. Nothing about your file is sent.
publisher-asking = Asking { $publisher } for its signed checksum…
publisher-matched = This is { $name }, exactly as { $publisher } published it (signed by { $publisher }’s key on { $day }).
publisher-matched-undated = This is { $name }, exactly as { $publisher } published it (signed by { $publisher }’s key).
publisher-signed-by = Signed by: { $key }
publisher-renamed = { $publisher } lists it as { $name }: this file was renamed.
publisher-cached = The list from { $publisher } kept from an earlier check was used; its signature was checked again.
publisher-mismatch = This is NOT the file { $publisher } published as { $name }: download it again.
publisher-mismatch-titled = This is NOT { $title } as { $publisher } published it ({ $name }): download it again.
publisher-bad-signature = Do NOT use: { $publisher }’s list failed its signature check
publisher-bad-signature-detail = Something between you and { $publisher } changed the list. Do not trust this download; get it again later from { $publisher }’s own site, or on another network.
publisher-no-answer = No answer from { $publisher }
publisher-unknown = Hashdrop does not know who publishes a file of this name, so nothing was asked.
publisher-unsigned = { $publisher } publishes its checksums without a signature, so Hashdrop cannot give a signed answer. Compare the checksum below with the one on { $publisher }’s download page.
publisher-no-key = Hashdrop has no key of { $publisher } to check a signature with, so nothing was asked.
publisher-not-trusted = The list Hashdrop received is not signed by { $publisher }’s key, so it proves nothing. Compare the checksum below with the one on { $publisher }’s download page.
publisher-no-list = { $publisher } has no list of checksums for this release where Hashdrop looked. If you renamed the file, give it back its original name; or drop here the checksum file from the download page.
publisher-not-listed = The signed lists of { $publisher } have no file of this name or with this checksum. If you renamed the file, give it back its original name; otherwise it may not come from { $publisher }.
publisher-file-unreadable = The file could not be read: { $reason }
publisher-offline = Hashdrop could not reach the publisher’s site (is the computer offline?). Try again once you are connected, or drop here the checksum file you downloaded.
publisher-tls-refused = The secure connection to the publisher’s site was refused, so nothing it sent was used. A network that inspects secure connections (some workplaces, hotels) can cause this: try again on another network.
publisher-redirect-refused = The publisher’s site sent Hashdrop to an address that is not secure, or not the publisher’s own, so Hashdrop did not follow it. Try again later, or drop here the checksum file from the download page.
publisher-too-large = The publisher’s site sent far more than a list of checksums, so Hashdrop stopped reading. Try again later.
publisher-too-slow = The publisher’s site was too slow to answer. Try again later.
publisher-server-trouble = The publisher’s site did not give its list. Try again later, or drop here the checksum file from the download page.
publisher-user-file-unused = Your publishers file { $name } was not used: it must be in Hashdrop’s format, belong to you, and nobody else may be able to change it. Hashdrop’s own publishers still answer.
publisher-offer = No checksum came with this file. { $publisher } publishes a signed list of checksums: Hashdrop can fetch it from { $publisher }’s own site and check this file against it. Nothing is sent until you ask.
publisher-ask-again = Ask { $publisher } again
publisher-list-name = { $publisher }’s signed list
keys-format-openpgp = OpenPGP key
keys-format-minisign = minisign/signify key
keys-format-ssh = SSH key
keys-format-sigstore = Sigstore signer
keys-vouched-by = Vouched for by { $issuer }
key-offer-heading-signer = Trust this Sigstore signer?
key-offer-public-key = Public key:
key-offer-key-id = Key ID: { $id }
key-offer-identity = Signer (identity):
key-offer-issuer = Vouched for by (issuer):
key-offer-compare-key = Compare this public key with the one on the publisher's website before you add it.
key-offer-compare-signer = Compare this identity and issuer with the ones on the publisher's website before you add them: anyone can sign with Sigstore under their own identity.
signer-added = Added { $identity } (vouched for by { $issuer }) as a Sigstore signer you trust: files it signed now count as signed.
sig-trust-signer = Trust this signer…
sig-trust-signer-hint = See who signed it with Sigstore, compare it with the publisher's website, and decide whether to trust them.
check-signature-not-checked-detail-sigstore = { $names } was signed by { $identity } (issuer { $issuer }), a signer Hashdrop does not know. Trust this signer only if the publisher's website names this identity, or compare the file with the checksum on the publisher's page.
sig-unknown-sigstore-named = NOT checked: its proofs hold, but anyone can sign with Sigstore under their own name, so only a signer you trust counts.
signer-declined = { $identity } was not added as a signer you trust.

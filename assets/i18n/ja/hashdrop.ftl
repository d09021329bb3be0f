# Hashdrop のウィンドウ（日本語）。

## 言語メニュー

language-system = システムの言語（{ $name }）
language-no-cjk-font = 中国語・日本語のフォントがありません
language-menu-hint = ウィンドウの表示言語

## 共通の語

files-count = { $count } 個のファイル

## オプション

settings-checksum-types = チェックサムの種類
settings-threads = スレッド
settings-threads-unit = スレッド
settings-threads-hint = 同時に処理するファイル（または 1 つのファイルの分割部分）の数です。このコンピューターのコア数は { $cores } です。
settings-mode = モード
settings-standard = 標準のチェックサム
settings-standard-hint = ファイル全体の通常のチェックサムで、ダウンロードページに掲載されるものです。
settings-segmented = セグメント単位のチェックサム
settings-segmented-hint = 各ファイルを同じ大きさに分割し、部分ごとにチェックサムを計算するので、どの種類でもすべてのスレッドを使えます。結合した結果（S3 の ETag のようなもの）は標準のチェックサムとは異なります。
settings-segment-size = セグメントサイズ
settings-segment-size-hint = 各部分の大きさです。小さいほど作業が均等に分散されます。
settings-reading = 読み込み
settings-read-auto = 自動
settings-read-auto-hint = Hashdrop に任せます。大きなファイルはメモリにマップし、小さなファイルは読み込みます。
settings-read-mmap = メモリマップ
settings-read-mmap-hint = 計算しながらシステムがファイルをメモリに読み込みます。ローカルの大きなファイルでは通常これが最速です。
settings-read-buffered = バッファ読み込み
settings-read-buffered-hint = 下のバッファサイズ単位でファイルを読み込みます。ネットワークドライブに向いています。
settings-buffer-size = バッファサイズ
settings-buffer-size-hint = 一度に読み込む量です。バッファが大きいほどディスクへのアクセスが減ります。
settings-folders = フォルダー
settings-recursive = サブフォルダーを含める
settings-recursive-hint = フォルダーを追加したとき、その中のフォルダーにあるファイルも計算します。
file-menus-heading = ファイルマネージャー
file-menus-add = ファイルマネージャーのメニューに Hashdrop を追加
file-menus-add-hint = GNOME ファイル、Dolphin、Nemo、Thunar の右クリックメニューに「Hashdrop でチェックサム」を追加します（あなたのアカウントのみ）。あなた自身のメニュー項目はそのまま残ります。
file-menus-added = { $manager }: 追加しました。
file-menus-updated = { $manager }: 更新しました。
file-menus-already = { $manager }: すでに追加済みです。
file-menus-from-package = { $manager }: Hashdrop のパッケージですでにインストールされています。
file-menus-failed = { $manager }: 追加できませんでした。{ $error }
file-menus-uca-unreadable = { $manager }: { $path } をアクションの一覧として読み取れなかったため、追加できませんでした。ファイルは変更していません。
file-menus-none-found = Hashdrop が対応するファイルマネージャー（GNOME ファイル、Dolphin、Nemo、Thunar）が見つかりません。
file-menus-restart = 新しい項目を表示するには、ファイルマネージャーを閉じて開き直してください。
file-menus-sandboxed = ここでは Hashdrop が Flatpak として動いているため、ファイルマネージャーのメニューを変更できません。手動で追加する方法は README にあります。
file-menus-no-home = ホームフォルダーが見つからないため、何も追加しませんでした。
algo-hint-md5 = 古くて高速。壊れたダウンロードの発見には使えますが、誰がファイルを作ったかの証明にはなりません。計算が 1 本の長い連鎖なので、1 つのファイルは 1 スレッドでしか処理できません。
algo-hint-sha1 = 古い方式。MD5 と同じくファイルが壊れていないことを示すだけで、1 つのファイルは 1 スレッドで計算します。
algo-hint-sha256 = ダウンロードページで最もよく使われるチェックサム。安全です。1 つのファイルは 1 スレッドで計算します。
algo-hint-sha512 = 安全で、64 ビットのコンピューターでは SHA-256 より高速。1 つのファイルは 1 スレッドで計算します。
algo-hint-blake2b = 安全で高速（b2sum が出力するもの）。1 つのファイルは 1 スレッドで計算します。
algo-hint-blake2s = 安全で、小型や 32 ビットのコンピューター向け。1 つのファイルは 1 スレッドで計算します。
algo-hint-blake2bp = 内部で作業を 4 レーンに分ける BLAKE2b。結果は BLAKE2b とは異なります。
algo-hint-blake2sp = 内部で作業を 8 レーンに分ける BLAKE2s。結果は BLAKE2s とは異なります。
algo-hint-blake3 = 新しく非常に高速。ツリー構造なので、複数のスレッドで 1 つの大きなファイルを分担しても標準の結果が得られます。
algo-hint-crc32 = SFV ファイルや zip で使われる短いチェック。偶発的な破損は見つけられますが、改ざんは防げません。
algo-hint-sha224 = SHA-256 を 224 ビットに切り詰めたもの。安全です。1 つのファイルは 1 スレッドで計算します。
algo-hint-sha384 = SHA-512 を 384 ビットに切り詰めたもの。安全です。1 つのファイルは 1 スレッドで計算します。
algo-hint-sha3 = 新しい標準ファミリー SHA-3。安全ですが SHA-2 より遅く、1 つのファイルは 1 スレッドで計算します。
algo-hint-sm3 = 中国の国家標準（GB/T 32905）。安全です。1 つのファイルは 1 スレッドで計算します。
algo-hint-blake2b-len = 結果を短くした BLAKE2b（b2sum -l）。BLAKE2b-512 を切り詰めたものとは結果が異なります。
algo-hint-xxhash = 非常に高速で、バックアップやコピーのツールが使います。偶発的な破損は見つけられますが、改ざんは防げません。
algo-hint-crc32c = Google Cloud Storage、Amazon S3、iSCSI が使う CRC。偶発的な破損は見つけられますが、改ざんは防げません。
algo-hint-crc64nvme = Amazon S3 がすべてのオブジェクトに付ける CRC。偶発的な破損は見つけられますが、改ざんは防げません。
settings-more-types = その他の種類

## 期待するチェックサムと判定

expected-label = 期待するチェックサム（ここに貼り付け）
expected-hint = 例：ダウンロードページの SHA-256、または SHA256SUMS ファイルの各行
expected-clear = クリア
expected-clear-hint = 期待するチェックサムを消去します
expected-empty = チェックサムを貼り付ける（Ctrl+V）と、それとファイルを照合します。種類は長さから判別されます。
expected-lines = チェックサム { $count } 行
names-or = { $first } または { $last }
list-separator = {"、"}
origin-clipboard = （期待するチェックサムはクリップボードから）
origin-listed-at = （{ $name } の { $line } 行目に記載）
verdict-matches = 一致
verdict-does-not-match = 一致しません
verdict-all-match = { $count ->
    [one] ファイルは一致しました
   *[other] { $count } 個のファイルがすべて一致
}
verdict-some-differ = { $total } 個中 { $count } 個のファイルが一致しません
verdict-ok-detail = { $file } の { $algorithm } チェックサムは期待どおりです{ $origin }。
verdict-ok-ambiguous = この長さのチェックサムは { $names } の可能性があります。これは { $algorithm } のチェックサムです。
verdict-tried = （試したもの：{ $names }）
parts-cut = { $parts ->
    [1] ファイル全体を 1 パートとして
   *[other] { $size } のパート { $parts } 個
}
verdict-ok-etag = { $file } は Amazon S3 のマルチパート ETag{ $origin }と一致します: { $cut }。
verdict-ok-composite = { $file } は Amazon S3 の複合 { $algorithm } チェックサム{ $origin }と一致します: { $cut }。
check-failed-parts = 試した { $tried } 通りのパートサイズのどれでも、{ $file } はこの Amazon S3 マルチパートチェックサムになりません。別のファイルか、珍しいサイズのパートでアップロードされたものです。
check-failed-parts-count = { $file } をその数のパートに分けるパートサイズはありません: アップロードされたファイルではありません。
row-trying-parts = パートサイズを試しています…
row-checking-signature = 署名を確認しています…
digest-expected = 期待値
digest-actual = 実際の値
verdict-weak-note = 注意：{ $algorithm } の一致はファイルが壊れていないことを示すだけで、誰が公開したかは示しません。発行元が SHA-256 を提供している場合はそちらを使ってください。

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = 使用しないでください：{ $name } の署名が一致しません
check-bad-signature-detail = { $name } は署名後に変更されています。記載されたファイルは使用せず、{ $name } とその署名を発行元からもう一度ダウンロードしてください。
check-mismatch-many-detail = 各ファイルの判定は下の一覧にあります。一致しないファイルは、破損している、不完全である、または別のバージョンの可能性があります。もう一度ダウンロードしてください。
check-hashing = { $count } 個のファイルを検証しています…
check-needs-algorithms = { $names } でもう一度検証しています…
check-needs-algorithms-detail = 期待するチェックサムは別の種類の可能性があります。確かめるため、ファイルをもう一度読み込みます。
check-not-found = 見つかりません：{ $name }
check-not-found-many = 検証するファイルが { $count } 個見つかりません
check-not-found-entry-detail = { $list } には { $name } が記載されていますが、{ $list } と同じ場所にありません。検証するには { $name } をここにドロップしてください。
check-not-found-file-detail = { $name } はもうそこにありません。移動または削除されました。今ある場所からもう一度ドロップしてください。
check-not-found-more = …ほかに { $count } 個。
check-could-not-hash = { $count ->
    [one] ファイルを読み込めませんでした
   *[other] { $count } 個のファイルを読み込めませんでした
}
check-could-not-hash-some = { $total } 個のファイルのうち { $count } 個を読み込めませんでした
check-could-not-hash-detail = 理由は下の一覧の各ファイルの横に表示されています。
check-not-listed = { $count ->
    [one] このファイルはチェックサムの一覧にありません
   *[other] { $count } 個のファイルがチェックサムの一覧にありません
}
check-not-listed-detail = 名前もチェックサムも { $lists } にないため、これでは検証できません。{ $lists } に記載されているのは { $listed } です。
check-match-many-detail = 各ファイルの判定は下の一覧にあります。
check-awaiting = 次に、検証するファイルをドロップしてください
check-awaiting-detail = ダウンロードしたファイルをこのウィンドウにドロップすると、期待するチェックサムと照合します。
check-ok-other-name = { $file } は、{ $list } に記載された { $listed } と同じファイルです（名前が違うだけです）。
check-failed-listed = { $file } は { $list } に記載されたファイルではありません{ $tried }{ $origin }。破損している、不完全である、または別のバージョンの可能性があります。もう一度ダウンロードしてください。
check-failed-typed = { $file } は、入力した { $algorithm } チェックサムの対象ファイルではありません{ $tried }。破損している、不完全である、または別のバージョンの可能性があります。もう一度ダウンロードするか、正しいチェックサムを入力したか確認してください。
check-failed-copied = { $file } は、コピーした { $algorithm } チェックサムの対象ファイルではありません{ $tried }。破損している、不完全である、または別のバージョンの可能性があります。もう一度ダウンロードするか、正しいチェックサムをコピーしたか確認してください。
check-from-clipboard = コピーしたチェックサムと照合しました。
check-dont-use = 使わない
check-dont-use-hint = クリップボードから取得したチェックサムを消去します
check-also-lists = { $list } には、ここにないファイルがほかに { $count } 個記載されています。
trust-unsigned = 署名なし：ファイルが壊れていないことは示せますが、誰が作ったかは示せません。それも確かめるには、（同じページにある）{ $sig } を { $list } と同じ場所に置き、{ $list } をもう一度ドロップしてください。
trust-typed = 入力したチェックサムと照合しました。信頼できる度合いは、コピー元のページと同じです。
trust-copied = コピーしたチェックサムと照合しました。信頼できる度合いは、コピー元のページと同じです。
row-matches-other-name = 一致（別の名前）
row-bad-signature = 署名が一致しません
row-not-listed = 記載なし
row-hashing-again = 再検証中…

## 上部バー

view-hash = チェックサムとダウンロードの検証
view-compare = 比較
view-bench = ベンチマーク
view-bench-hint = ベンチマーク：ボトルネックはディスクか CPU か？
add-files = ファイルを追加…
add-files-hint = 計算するファイルを選びます（Ctrl+O）
add-folder = フォルダーを追加…
add-folder-hint = フォルダー内のすべてのファイルを計算します
open-checksum-file = チェックサムファイルを開く…
open-checksum-file-hint = SHA256SUMS、CHECKSUM、.sha256、.md5、.sfv ファイルに記載された各ファイルを検証します

## メイン画面

expected-from-sums = 期待値：チェックサムファイル { $name } の { $count } 個のチェックサム
expected-from-publisher = 期待値：{ $publisher } の署名付き一覧の { $count } 個のチェックサム
expected-forget = 使わない
expected-forget-hint = このチェックサムファイルとの照合をやめます
getting-ready = 準備中…
live-workers = ワーカー
live-pieces = 各ファイルの分割部分
live-speed = 速度の推移
empty-title = ファイルやフォルダーをこのウィンドウのどこかにドロップしてください
empty-body = Hashdrop がそのチェックサムを計算します。ダウンロードを検証するには、Web ページのチェックサムを上に貼り付けるか、SHA256SUMS ファイルをドロップしてください。
empty-keys = Ctrl+O でファイル追加 · Ctrl+V でチェックサム貼り付け · Esc で停止

## 結果の表

results-heading = 結果 · { files-count }
results-clear = クリア
results-clear-hint = これらの結果を消去します
results-save = 結果を保存…
results-copy-all = すべてコピー
results-copy-all-hint = すべてのチェックサムを sha256sum -c と Hashdrop で検証できる行形式でコピーします
results-copy = コピー
results-copy-hint = このチェックサムをコピーします
column-file = ファイル
column-size = サイズ
column-type = 種類
column-checksum = チェックサム
column-check = 照合

## 進行状況

eta-seconds = 残り約 { $s } 秒
eta-minutes = 残り約 { $min } 分 { $s } 秒
eta-hours = 残り約 { $h } 時間 { $min } 分
duration-under = { $s } 秒未満
duration-seconds = { $s } 秒
progress-listing = ファイルを探しています… { $count } 個見つかりました
progress-cancelled = キャンセルしました · { $total } 個中 { $done } 個完了
progress-done = 完了 · { $files } · { $size }（{ $time }）· { $rate }
progress-done-instant = 完了 · { $files } · { $size }（{ $time }）
progress-running = { $done } / { $total } · { $percent }% · { $rate }
progress-paused = 一時停止中
progress-resume = 再開
progress-resume-hint = 計算を続けます
progress-pause = 一時停止
progress-pause-hint = いったん止めて、あとで再開します
progress-cancel = キャンセル
progress-cancel-hint = 計算を中止します（Esc）。完了したファイルは残ります。
worker-name = ワーカー { $n }
worker-piece = { $name } — { $total } 個中 { $n } 番目の部分
worker-pieces = { $name } — { $total } 個中 { $first }～{ $last } 番目の部分を同時に
worker-idle = 待機中

## ファイルのドロップ

drop-compare-one = ドロップして比較
drop-compare-two = ドロップしてこの 2 つを比較
drop-compare-many = 比較するファイルまたはフォルダーを 2 つドロップしてください（最初の 2 つを使います）
drop-check-listed = ドロップして { $name } に記載されたファイルを検証
drop-hash-these = ドロップしてこれらのファイルを計算
drop-hash-check-these = ドロップしてこれらのファイルを計算・検証
drop-hash-named = ドロップして「{ $name }」を計算
drop-hash-check-named = ドロップして「{ $name }」を計算・検証
drop-hash-count = ドロップして { $count } 個のファイルを計算
drop-hash-check-count = ドロップして { $count } 個のファイルを計算・検証
drop-bench = ファイルをドロップしてベンチマークに使います（読み取るだけです）

## ベンチマーク：設定

bench-algorithms = アルゴリズム
bench-algorithm-hint = このアルゴリズムを測定します。
bench-algorithm-weak-hint = 高速ですが、偶発的な破損の発見にしか使えず、改ざんは見抜けません。
bench-threads-heading = スレッド
bench-threads-hint = 同時に計算するスレッドの数です。スレッドを増やして効果があるのは、ディスクではなく CPU が限界のときだけです。
bench-threads = { $count } スレッド
bench-reading-heading = ファイルの読み込み
bench-io-mmap = mmap
bench-io-buffered = バッファ { $size }
bench-mmap-hint = mmap：ファイルをメモリにマップし、計算に合わせてシステムが読み込みます。バッファへのコピーはしません。
bench-buffered-hint = バッファ：ファイルを { $size } ずつバッファに読み込んでから計算します。バッファが小さいほど読み込み回数が増えます。
bench-mode-heading = モード
bench-standard-word = 標準
bench-segmented-word = セグメント
bench-standard-hint = 標準：ファイル全体の通常のチェックサムで、Web サイトが公開するものです。複数のスレッドを使えるのは BLAKE3 だけです。
bench-segmented-hint = セグメント：各スレッドがファイルの担当部分（8 MiB 単位）を読み込んで計算し、部分ごとのチェックサムを結合します。スレッドを使うと速くなりますが、通常とは異なるチェックサムになります。
bench-repeat-heading = 繰り返し
bench-repeat-hint = 各組み合わせをこの回数だけ計測し、表には中央値の時間を示します。回数が多いほど数値が安定します。
bench-repeat-unit = 回ずつ
bench-data-heading = データ
bench-generated = 生成したテストデータ
bench-generated-hint = 一時ファイルに書き込んだランダムなバイト列で、終了後に削除されます。
bench-generated-data = 生成データ { $size }
bench-quick-try = { $size }（お試し）
bench-size-hint = データが大きいほど数値は信頼できますが、時間がかかります。
bench-your-file = 手持ちのファイル
bench-your-file-hint = 実際のファイルで測定します。読み取るだけで、変更はしません。
bench-choose-file = ファイルを選択…
bench-choose-file-hint = 測定に使うファイルを選びます（読み取るだけです）
bench-file-chosen = 選択したファイル
bench-peers = ほかのツールも含める（md5sum、b3sum など）
bench-peers-hint = このコンピューターにインストールされているチェックサムプログラムも同じデータで計測し、Hashdrop と比較します。
bench-plan = { $cells } 通りの組み合わせ × { $runs } 回、データ：{ $data }
bench-missing-algorithm = アルゴリズムを 1 つ以上選んでください。
bench-missing-threads = スレッド数を 1 つ以上選んでください。
bench-missing-reading = 読み込み方法を 1 つ以上選んでください。
bench-missing-mode = モードを 1 つ以上選んでください。
bench-missing-file = ファイルを選ぶか、生成データで測定してください。

## ベンチマーク：測定中

bench-intro = 左で選んだ各組み合わせで、このコンピューターがデータを読み込んで計算する速さを測り、何が限界になっているかを示します。
bench-run = ベンチマークを実行
bench-run-hint = 左の設定で測定を始めます
bench-cancel-hint = 今すぐ止めます。測定済みの結果は残ります（Esc）
bench-export = { $format } で書き出す…
bench-export-csv-hint = 組み合わせごとに 1 行。表計算ソフト向け
bench-export-json-hint = すべての測定値。プログラム向け
bench-export-md-hint = Issue や Wiki に貼り付けるためのレポート
bench-error = ベンチマークを実行できませんでした：{ $error }
bench-empty = 左で測定する内容を選んでから「{ $run }」を押してください。既定の設定では数分かかります。「{ $quick }」でアルゴリズムを 1 つにすれば数秒で終わります。
bench-stopping = 停止しています…
bench-status-checking-file = ファイルを確認しています…
bench-status-preparing = テストデータ { $size } を準備しています…
bench-status-reads = ディスクがデータを読む速さを測っています（コールドとメモリから）…
bench-status-memory = メモリ上のデータを { $algorithm } で計算する速さを測っています…
bench-status-memory-all = メモリ上のデータを各アルゴリズムで計算する速さを測っています…
bench-status-warmup = ウォームアップ
bench-status-run = { $total } 回中 { $n } 回目
bench-status-step = { $total } 件中 { $n } 件目：{ $cell }、{ $run }
bench-status-peers = ほかのツールを計測しています：{ $tool }
bench-status-finishing = 仕上げています…

## ベンチマーク：結果

bench-cancelled = キャンセルしました：{ $total } 通り中 { $done } 通りを測定しました。
bench-verdict-heading = このコンピューターの限界
bench-bound-cpu = CPU 律速
bench-bound-io = ディスク律速
bench-bound-unknown = ボトルネック不明
bench-chart-heading = 各組み合わせの速度（MB/s、高いほど高速）
bench-chart-x = 組み合わせ（測定順。棒にポインターを合わせると表示）
bench-results-heading = 結果
bench-col-algorithm = アルゴリズム
bench-col-threads = スレッド
bench-col-reading = 読み込み
bench-col-reading-hint = mmap：メモリにマップ、バッファ：少しずつ読み込み
bench-col-mode = モード
bench-col-mode-hint = セグメント：各スレッドがファイルの担当部分を計算
bench-col-median = 中央値
bench-col-median-hint = 計測した回の中央の値
bench-col-spread = 最遅 – 最速
bench-col-spread-hint = 計測した回のばらつき
bench-col-speedup = 高速化
bench-col-speedup-hint = 同じ組み合わせの 1 スレッド時との比較
bench-col-of-best = 最速比
bench-col-of-best-hint = この組み合わせの速度が最速の何割か
bench-percent = { $percent }%
bench-peers-heading = 同じデータでのほかのツール
bench-col-tool = ツール
bench-col-vs-1-thread = Hashdrop は（1 スレッド）
bench-col-vs-same-threads = Hashdrop は（同じスレッド数）
bench-times-its-speed = その ×{ $ratio } の速度
bench-seed-heading = 元になった実験（2014 年のスマートフォン）
bench-seed-intro = この機能の元になったメモ：2014 年のスマートフォンで 460 MB のファイルを計算した結果と、バッファサイズ別の FreeBSD デスクトップの結果です。秒数が少ないほど高速です。
bench-col-device = 機器
bench-col-conditions = 条件
bench-col-seconds = 秒
bench-col-note = 備考

## ベンチマーク：判定の文

bench-v-measured = （マトリクスでの実測：{ $speedup }×）
bench-v-every-core = （メモリ上で全コア使用時 { $rate }）
bench-v-splits = ファイル内で分割できるので、スレッドを増やすと速くなります{ $all }{ $measured }
bench-v-segmented-scales = 。セグメント単位のチェックサム（S3 の ETag のような別のチェックサム）ならスレッド数に応じて速くなります{ $measured }
bench-lanes-toggle = SIMD レーン
bench-lanes-hint = SIMD レーン：セグメント単位のチェックサムを、1 セグメントずつ処理した場合と、1 コアで { $lanes } 個のセグメントを同時にハッシュした場合でも測定し、このプロセッサのベクトル演算器の効果を確かめます。
bench-lanes = { $lanes ->
    [1] 1 セグメントずつ
   *[other] { $lanes } レーン（{ $kernel }）
}
bench-v-lanes = 1 コアで { $lanes } 個のセグメントを SIMD レーン（{ $kernel }）で同時にハッシュすると、セグメント単位のチェックサムは 1 セグメントずつ処理するより { $speedup }× 速くなります（{ $fast }、1 つずつでは { $slow }）。{ $name } の 1 本のストリームは各ステップが直前のステップを待つためベクトル演算器を使えませんが、独立した { $lanes } 個のセグメントなら使えます。
bench-v-lanes-capped = これはページキャッシュの読み込み速度（{ $warm }）に近い値です。伸びを抑えているのはハッシュ計算ではなく読み込みです。
bench-v-lanes-no-gain = { $lanes } 個のセグメントを SIMD レーン（{ $kernel }）で同時にハッシュしても、ここではセグメント単位のチェックサムは速くなりませんでした（{ $speedup }×）。
bench-v-chain = 標準のチェックサムは 1 本の連鎖なので、スレッドを増やしても 1 つのファイルは速くなりません{ $measured }。複数のファイルなら効果があります{ $segmented }
bench-v-cpu = { $name } はここでは CPU 律速です：1 コアで { $hash } と、ディスクのコールド読み込み（{ $cold }）より遅いです。{ $threads }。
bench-v-io = { $name } はここでは I/O 律速です：1 コアで { $hash } を計算できますが、ディスクのコールド読み込みは { $cold } なので、1 つのファイルにスレッドを増やしても効果はありません。速いディスクなら効果があります。{ $cached }
bench-v-io-cached-cpu = ファイルがページキャッシュに載ると（{ $warm }）、計算が限界になります。
bench-v-io-cached-io = ページキャッシュからでも（{ $warm }）読み込みが限界です。
bench-v-not-measured = 未測定
bench-v-unknown = { $name }：ディスクの速度は不明です（{ $why }）。{ $cached }
bench-v-unknown-cached-cpu = キャッシュ済みのファイルでは読み込みが { $warm }、1 コアの計算が { $hash } なので、計算が限界です。また、{ $threads }。
bench-v-unknown-cached-io = キャッシュ済みのファイルでは読み込みが { $warm }、1 コアの計算が { $hash } なので、キャッシュ済みでも読み込みが限界です。
bench-v-unknown-memory = メモリ上では 1 コアで { $hash } を計算します。
bench-s-cancelled = 読み込みを測定する前にキャンセルされたため、判定はありません。
bench-s-reads = ディスクはコールドで { $cold }、ページキャッシュはウォームで { $warm } を読み込みます。
bench-s-reads-no-disk = ページキャッシュはウォームで { $warm } を読み込みます。ディスクは測定できませんでした：{ $note }。
bench-s-cpu = CPU 律速：{ $names }。
bench-s-io = I/O 律速：{ $names }。
bench-s-threads-help = スレッドを増やすと 1 つのファイルが速くなるもの：{ $names }。
bench-s-busy = 開始時にコンピューターが混んでいました（{ $cores } コアでロードアベレージ { $load }）。複数スレッドの数値は、空いているコアで得られる値より低めに出ています。

## 署名

sig-good-bundled = { $name } による署名です。Hashdrop が知っている鍵です（フィンガープリント { $fingerprint }）。
sig-good-added = { $name } による署名です。あなたが追加した鍵です（フィンガープリント { $fingerprint }）。
sig-good-added-on = { $date } にあなたが追加した鍵 { $name } で署名されています（フィンガープリント { $fingerprint }）。
sig-bad = 署名が一致しません：このチェックサムファイルは署名後に変更されています。使用しないでください。
sig-unknown-key = 未検証：この署名が示す鍵を Hashdrop は持っていません。署名は鍵 { $fingerprint } で作成されたと主張していますが、それは署名自身の主張にすぎず、Hashdrop は確認していません。確認するには発行元の鍵を追加してください。
sig-good-sigstore = { $name } による Sigstore 署名です（{ $issuer } がこの ID を保証）。Hashdrop が知っている署名者です。
sig-unknown-sigstore = 未検証：署名自体は有効ですが、署名者 { $identity }（{ $issuer } が保証）を Hashdrop はこの発行元の署名者として知りません。誰でも自分の名前で署名できます。発行元のウェブサイトに載っている ID と比べてください。
sig-rejected = { $name } による署名ですが、信頼できません：{ $problem }。このチェックサムはファイルが壊れていないことを示すだけです。
sig-unreadable = 署名を読み取れませんでした（{ $reason }）。このチェックサムはファイルが壊れていないことを示すだけです。
sig-unsigned = 署名なし：このチェックサムはファイルが壊れていないことを示すだけです。
sig-found-unreadable = 署名は見つかりましたが読み取れませんでした（{ $why }）。このチェックサムはファイルが壊れていないことを示すだけです。

## チェックサムファイル

parse-unrecognised = Hashdrop が知っているチェックサムではありません（{ $reason }）。チェックサムそのもの、またはチェックサムファイルの行を貼り付けてください。
sums-empty = { $name } には Hashdrop が読めるチェックサムがありません。
load-open = { $name } を開けません：{ $error }
load-read = { $name } を読み込めません：{ $error }
load-too-large = { $name } はチェックサムファイルとしては大きすぎます。
load-not-text = { $name } をチェックサムファイルとして読み込めません：{ $error }
sums-note-malformed = チェックサムファイルの { $count } 行を読み取れなかったため、スキップしました。
sums-note-duplicate = { $name } が複数回記載されています（{ $lines } 行目）。各行を検証します。
sums-note-outside = 記載されたファイルのうち { $count } 個がチェックサムファイルのフォルダーの外にあります。意図したものか確認してください。
reading-file = { $name } を読み込んでいます…
segments-label = { $name } · { $size } のセグメント
threads-failed = 計算用のスレッドを開始できません：{ $error }

## ファイルダイアログと保存

dialog-add-files = ファイルを追加
dialog-add-folder = フォルダーを追加
dialog-checksum-file = チェックサムファイルを開く（SHA256SUMS、.md5、.sfv など）
dialog-compare = 比較するファイルを選択
dialog-bench = ベンチマークに使うファイルを選択（読み取るだけです）
dialog-save-results = 結果を保存
dialog-save-bench = ベンチマークを保存
dialog-failed = ファイルダイアログを開けません：{ $error }
save-cancelled = 保存しませんでした。
save-failed = { $name } を保存できませんでした：{ $error }
saved = { $name } を保存しました
export-gnu = チェックサムファイル（sha256sum 形式）
export-bsd = チェックサムファイル（BSD タグ形式）
export-csv = 表計算（CSV）

## 鍵

keys-heading = 追加した鍵
keys-none = ありません。発行元の鍵ファイル（.asc、.pub）をここにドロップすると、その署名を信頼します。
keys-remove = 削除
keys-remove-hint = この鍵による署名を信頼しないようにします
key-added = { $name } の鍵を追加しました（フィンガープリント { $fingerprint }）。この鍵で署名されたチェックサムファイルは、あなたが追加した鍵で署名されたものとして扱われます。
key-add-failed = { $name } の鍵を保存できませんでした：{ $error }
key-remove-failed = { $name } の鍵を削除できませんでした：{ $error }
key-offer-heading = { $name } の鍵を信頼しますか？
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = フィンガープリント：
key-offer-dates = 作成日 { $created }、有効期限 { $expires }。
key-offer-dates-expired = 作成日 { $created }、{ $expires } に期限切れ。
key-offer-dates-no-expiry = 作成日 { $created }、有効期限なし。
key-offer-compare = 追加する前に、このフィンガープリントを発行元のウェブサイトに載っているものと比べてください。
key-offer-look-alike = これは { $publisher } が署名に使う鍵ではありません。{ $publisher } の鍵の名前を名乗っていますが、フィンガープリントが違います。鍵の名前は誰でも自由に付けられます。
key-offer-bundled = これは Hashdrop がすでに知っている { $publisher } の鍵です。
key-offer-known = Hashdrop はすでにこの鍵を信頼しています。追加するものはありません。
key-offer-add = 追加
key-offer-cancel = キャンセル
key-offer-close = 閉じる
key-offer-too-many = 返答を待っている鍵ファイルが多すぎます。{ $name } は開きませんでした。
key-declined = { $name } の鍵は追加しませんでした。

## 分割部分と速度グラフ

piece-waiting = 待機中
piece-active = ワーカー { $worker } が計算中
piece-done = 完了
piece-failed = 失敗
piece-one = { $total } 個中 { $n } 番目の部分：{ $state }
piece-range = { $total } 個中 { $first }–{ $last } 番目の部分：{ $state }
piece-differs = { $label }（相違あり）
legend-active = 計算中（ワーカーの色）
graph-seconds = 秒
graph-total = 合計

## ファイル自体の署名とドロップされた署名

sig-file-released = これは発行元が公開したファイルそのものです。
sig-file-bad = 署名が一致しません：このファイルは署名後に変更されたか、署名が別のファイルのものです。使用しないでください。
sig-file-rejected = { $name } による署名ですが、信頼できません：{ $problem }。
sig-file-unreadable = 署名を読み取れませんでした（{ $reason }）。
sig-not-a-signature = 途中で切れているか、壊れているか、署名ではありません
sig-file-heading = { $name } の署名
signature-orphan = { $name } は署名ですが、署名対象のファイルが同じ場所にありません。署名をそのファイルと一緒にドロップするか、先にチェックサムファイルをドロップしてください。
dialog-compare-folder = 比較するフォルダーを選択
dialog-save-comparison = 比較結果を保存
dialog-save-checksums = チェックサムファイルを保存

## 比較

compare-intro = 2 つのファイル、2 つのフォルダー、またはフォルダーとそのチェックサムファイルを左右に 1 つずつドロップすると、まったく同じかどうかがわかります。
compare-back = ⬅ フォルダーの比較に戻る
compare-folder-algorithm = ファイルの比較に使うチェックサムの種類:
compare-folder-algorithm-hint = どの種類でも変更されたファイルを見つけられます。BLAKE3 が最も速く、SHA-256 はほとんどのツールで読めます。
compare-quick = 高速モード
compare-quick-hint = 両側でサイズと更新日時が同じファイルは、読み込まずに同じとみなします。速くなりますが、サイズと日時を変えない変更は見逃されます。
compare-something-else = 別のものを比較
compare-slot-first = 1 つ目
compare-slot-second = 2 つ目
compare-first-folder = 1 つ目のフォルダー
compare-second-folder = 2 つ目のフォルダー
compare-checksum-file = チェックサムファイル
compare-folder = フォルダー
compare-listed = チェックサムファイルの記載
compare-drop-here = ここにファイルかフォルダーをドロップ
compare-choose-file = ファイルを選択…
compare-choose-folder = フォルダーを選択…
compare-same = ✔ 同じです
compare-same-detail = 2 つのファイルはすべてのバイトが一致しています。
compare-different = ✖ 異なります
compare-file-error-first = ⚠ 1 つ目のファイル：{ $error }
compare-file-error-second = ⚠ 2 つ目のファイル：{ $error }
compare-running = ⏳ 比較中…
compare-pieces-differ = { $size } ずつの { $total } 個の部分のうち { $differing } 個が異なります（赤枠）。
compare-cannot-start = 比較を開始できません：{ $error }
compare-unreadable-path = { $name } を読み取れません：{ $error }
compare-save = 保存：
compare-save-csv = レポート（CSV）…
compare-save-json = レポート（JSON）…
compare-save-sums-first = 1 つ目のフォルダーのチェックサム…
compare-save-sums-second = 2 つ目のフォルダーのチェックサム…
compare-save-sums-folder = フォルダーのチェックサム…

## フォルダーの比較

audit-listing = ⏳ 両側のファイルを一覧にしています…
audit-stop = 停止
audit-stop-hint = ファイルの読み込みを止めます（Esc）
audit-side-progress = { $side }：{ $total } 個中 { $done } 個のファイル · { $size_total } 中 { $size_done }
audit-identical = 同一：{ $count } 個のファイル（{ $size }）
audit-different = 相違あり：{ $parts }
audit-count-changed = 変更 { $count } 個
audit-count-missing = 欠落 { $count } 個
audit-count-new = 新規 { $count } 個
audit-count-moved = 移動 { $count } 個
audit-count-unreadable = 読み取り不可 { $count } 個
audit-tab = { $category }（{ $count }）
audit-tab-matched = 同一
audit-tab-changed = 変更
audit-tab-moved = 移動
audit-tab-new = 新規
audit-tab-missing = 欠落
audit-tab-duplicates = 重複
audit-tab-unreadable = 読み取り不可
audit-tab-skipped = スキップ
audit-stopped = 途中で停止しました：読み込みが届かなかったファイルは読み取り不可として表示されます。
audit-search = 検索：
audit-search-hint = ファイル名の一部
audit-nothing = 該当なし。
audit-where-differ = どこが違う？
audit-where-differ-hint = 2 つのファイルを並べて開きます
audit-size-unknown = サイズ不明
audit-duplicates-first = 1 つ目のフォルダーに { $count } 個のコピー：{ $names }
audit-duplicates-second = 2 つ目のフォルダーに { $count } 個のコピー：{ $names }
audit-problem-first = { $name }（1 つ目のフォルダー）：{ $reason }
audit-problem-second = { $name }（2 つ目のフォルダー）：{ $reason }
audit-skip-fifo = 名前付きパイプ（FIFO）です。読み込むと永久に待つおそれがあります
audit-skip-socket = ソケットであり、ファイルではありません
audit-skip-device = デバイスであり、通常のファイルではありません
audit-skip-symlink = シンボリックリンクです（フォルダー内のリンクはたどりません）
audit-skip-dangling = 存在しないものを指すシンボリックリンクです
audit-compared-by = { $algorithms } チェックサムで比較しました。
audit-quick-caveat = 高速モード：両側でサイズと日時が同じファイルは、読み込まずに同じとみなしました。
audit-could-not-start = 比較を開始できませんでした：{ $error }
audit-folder-unreadable = フォルダー { $name } を読み取れません：{ $error }
audit-not-a-folder = { $name } はフォルダーではありません。
audit-listing-unreadable = チェックサムファイル { $name } を読み取れません：{ $error }
audit-listing-empty = { $name } にはチェックサムがありません。フォルダーを別のフォルダーか、そのチェックサムファイル（SHA256SUMS、*.md5、hashdeep の一覧…）と比較してください。

error-not-found = 見つかりません：ファイルが移動または削除されました。
error-permission = アクセスが拒否されました：Hashdrop はこのファイルを読めません。
error-is-folder = これはフォルダーです：中のファイルを確認するには、フォルダーとして追加してください。
error-skipped = スキップしました：{ $reason }。
error-open = 開けません：{ $error }。
error-read = 最後まで読めませんでした：{ $error }。
error-changed = 読み取り中に変更されました（{ $what }）。書き込みが終わってから、もう一度確認してください。
error-too-many-segments = 分割数が多すぎます（{ $segments }）：このファイルには { $size } 以上の分割サイズを選んでください。
error-too-short = 短すぎます：{ $len } しかなく、求められた { $wanted } に足りません。
error-cancelled = 終わる前に停止しました。
error-internal = このファイルで Hashdrop の内部エラーが起きました（他のファイルには影響ありません）：{ $detail }
error-task-failed = Hashdrop の内部エラーのため、この手順は完了しませんでした。何も変更されていません。もう一度お試しください。
error-task-failed-check = 確認中に Hashdrop の内部エラーが起きました。もう一度お試しください
change-replaced = 別のファイルに置き換えられました
change-size = サイズが { $from } から { $to } に変わりました
change-modified = 変更されました
change-deleted = 削除されました
change-ended-early = { $expected } のはずが { $at } で終わりました
change-truncated = 読み取り中に短くなりました
trust-error-too-large = 本物としては大きすぎます（{ $limit } を超えています）
trust-error-malformed = 壊れているか途中で切れています（有効な OpenPGP データではありません）
trust-error-bad-format = 有効な { $format } の署名または鍵ではありません
trust-error-no-signature = ファイルに署名が含まれていません
trust-error-no-key = 鍵ファイルに OpenPGP 公開鍵が含まれていません
trust-error-not-clear-signed = ファイルは署名されていません
trust-error-missing-block = 署名ブロックがないか、途中で切れています
trust-error-several-blocks = 署名済みメッセージが { $count } 個含まれています。受け付けるのは 1 個だけのファイルです
trust-error-armour-header = 署名済みメッセージに想定外のヘッダー行があります: { $header }
io-not-found = もう存在しません
io-permission = アクセスが拒否されました
io-timed-out = デバイスが応答しなくなりました
io-ended-early = 予想より早く終わりました
io-disk-error = ディスクが読み取りエラーを報告しました
io-device-gone = ドライブが取り外されました
io-share-gone = ネットワーク共有がなくなりました

## Appearance, options and names for screen readers

settings-appearance = 外観
settings-theme-system = システムに合わせる
settings-theme-light = ライト
settings-theme-dark = ダーク
top-options = オプション
top-options-hint = チェックサムの種類、スレッド、ファイルの読み方、外観、追加した鍵
language-menu-name = 言語: { $name }
results-copy-name = { $file } の { $algorithm } をコピー
compare-second-longer = 2 番目のファイルは、1 番目のファイルの末尾に { $bytes } バイトを加えたものです。
compare-first-longer = 1 番目のファイルは、2 番目のファイルの末尾に { $bytes } バイトを加えたものです。
segments-summary = { $total } 個中 { $done } 個の部分が完了
graph-summary = 現在 { $now }、最大 { $peak }
audit-why-size = サイズが違います（{ $a } と { $b }）
audit-why-content = サイズは同じで内容が違います
audit-why-content-at = サイズは同じで、{ $offset } バイト目から内容が違います
audit-why-longer-first = 1 番目のフォルダーのコピーは、もう一方の末尾に { $bytes } バイトを加えたものです
audit-why-longer-second = 2 番目のフォルダーのコピーは、もう一方の末尾に { $bytes } バイトを加えたものです
audit-hint-matched = { $a } と { $b } の両方にある、内容も同じファイル
audit-hint-changed = { $a } と { $b } に同じ名前であるが、内容が違うファイル
audit-hint-moved = 内容は同じだが、{ $b } では別の名前やフォルダーにあるファイル
audit-hint-new = { $b } だけにあるファイル（{ $a } にはない）
audit-hint-missing = { $a } だけにあるファイル（{ $b } にはない）
audit-hint-duplicates = 片側に同じ内容が複数あるファイル
audit-hint-unreadable = 読めなかったファイルとその理由
audit-hint-skipped = 通常のファイルでないもの（リンク、パイプ、デバイス）は除外
bench-quick = クイックテスト（数秒）
bench-quick-hint = 128 MiB で SHA-256 と BLAKE3 を 1 スレッドと全スレッドで測り、ディスクとプロセッサのどちらが限界かを示します
bench-lead-disk = ディスクが限界です。速さを決めるのは確認ではなく読み込みです。
bench-lead-cpu = プロセッサが限界です。ディスクの読み込みより確認が遅いです。
expected-forget-name = { $name } での確認をやめる
keys-remove-name = { $name } の鍵を信頼しない

# A folded section of choices for the few who need them.
advanced = 詳細設定

## Checking a USB stick or SD card against the image written to it
drive-check-button = USB メモリーまたは SD カードを確認…
drive-title = USB メモリーまたは SD カードを確認
drive-close = 閉じる
drive-image = イメージ：{ $name }（{ $size }）
drive-looking = USB メモリーと SD カードを探しています…
drive-none = このイメージが入る USB メモリーや SD カードが見つかりません。差し込んでから、もう一度探してください。
drive-choose = イメージを書き込んだドライブはどれですか？
drive-too-small-hidden = ほかに { $count } 台のドライブがイメージより小さいため、イメージが入りません。
drive-refresh = もう一度探す
drive-read-only = ドライブは読み取るだけで、書き込みはしません。
drive-reading = { $drive } を読み取っています…
drive-progress = { $done } / { $total } · { $speed }
drive-left-seconds = 残り約 { $n } 秒
drive-left-minutes = 残り約 { $n } 分
drive-stop = 停止
drive-verdict-good = この{ $kind ->
    [card] SD カード
   *[stick] USB メモリー
}には { $name }（{ $size }）がそのまま入っています：正しく書き込まれました。
drive-verdict-bad = この{ $kind ->
    [card] SD カード
   *[stick] USB メモリー
}の内容は { $name } と一致しません。
drive-verdict-bad-where = 最初の違いはバイト { $offset }（{ $hex }）にあります。{ $size } の分割のうち { $count } 個が異なります。
drive-verdict-bad-next = もう一度書き込んでください。それでも失敗する場合は、別の{ $kind ->
    [card] SD カード
   *[stick] USB メモリー
}を試してください。
drive-too-small = ドライブ（{ $drive }）はイメージ（{ $image }）より小さいため、イメージが入りません。
drive-cannot-read = ドライブを読み取れません：{ $error }
drive-image-cannot-read = イメージを読み取れません：{ $error }
drive-unknown-model = 不明なドライブ
drive-entry = { $model }、{ $size }（{ $name }）
drive-opening = { $drive } を開いています… システムがパスワードを求める場合があります。
drive-access-denied = システムが Hashdrop に { $drive } の読み取りを許可しなかったため、確認していません。もう一度試し、システムに求められたらパスワードを入力してください。
drive-access-cancelled = システムのパスワード入力で { $drive } の読み取りが取り消されたため、確認していません。もう一度試すと、再び尋ねられます。
drive-access-no-udisks = { $drive } を読み取るために Hashdrop はシステムのディスクサービス（UDisks2）に頼みますが、このシステムにはありません。udisks2 パッケージをインストールしてから、もう一度お試しください。
drive-access-unknown = システムのディスクサービスは { $drive } を認識していません。差し直してから、もう一度探してください。
drive-access-failed = システムのディスクサービスが { $drive } を開けませんでした: { $error }
stick-check-button = イメージなしで USB メモリーを確認…
stick-title = イメージなしで USB メモリーまたは SD カードを確認
stick-intro = メモリーを選び、配布元のチェックサム一覧（SHA256SUMS など。署名があれば一緒に）をドロップしてください。一覧のどのイメージが書き込まれているかを Hashdrop が見つけます。イメージファイルは要りません。
stick-no-drive = USB メモリーも SD カードも見つかりません。差し込んでから、もう一度探してください。
stick-choose = どのドライブを確認しますか?
stick-drive = ドライブ: { $drive }
stick-drop-list = 配布元のチェックサム一覧（SHA256SUMS など）をここにドロップしてください。署名があれば一緒に。
stick-stopped = 中止しました。ドライブは確認されておらず、内容も何も変更されていません。
stick-other-drive = 別のドライブを選ぶ
stick-choose-list = 一覧を選ぶ…
dialog-stick-list = 配布元のチェックサム一覧を選んでください（署名があれば一緒に）
stick-try-again = もう一度試す
stick-searching = ドライブを先頭から読み、一覧にあるイメージを探しています…
stick-read-so-far = { $done } 読み取り済み（ドライブの容量は { $total }。答えが確定したら読み取りを止めます）
stick-list-unusable = この一覧ではドライブ上のイメージを探せません: { $error }
stick-holds = { $kind ->
    [card] この SD カード
   *[stick] この USB メモリー
}には、{ $list } にあるとおりの { $name }（{ $size }）が正確に書き込まれています。
stick-list-changed = { $list } は署名の後で変更されています。書かれている内容を信用しないでください。
stick-none = { $kind ->
    [card] この SD カード
   *[stick] この USB メモリー
}には、{ $list } にあるイメージのどれも書き込まれていません。
stick-none-structure = { $layout ->
    [iso] ISO 9660 ボリューム
    [gpt] GPT パーティションテーブル
   *[mbr] MBR パーティションテーブル
}によると、書き込まれたイメージは { $size } で終わりますが、一覧のどのチェックサムとも一致しません。1 バイトでも変わったか、別のイメージです。
stick-none-searched = 先頭の { $size } を読みましたが、一覧のどのイメージも先頭にありません。

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = 発行元の鍵を追加…
sig-add-key-hint = 発行元の鍵ファイル（.asc、.gpg、.pub、.key）を選んでください。フィンガープリントを確認してから、信頼するかどうかを決められます。
check-signature-not-checked = { $count ->
    [one] { $name } の署名は検証されていません
   *[other] { $count } 個の署名が検証されていません
}
check-signature-not-checked-detail = { $names } が発行元の署名したファイルかどうかを示すものは他にありません。署名を検証するには発行元の鍵を追加するか、発行元のページのチェックサムと比較してください。
check-signature-unreadable-detail = { $names } が発行元の署名したファイルかどうかを示すものは他になく、鍵を追加しても解決しません。署名をもう一度ダウンロードするか、発行元のページのチェックサムと比較してください。
check-match-unchecked = { $count ->
    [one] 一致しましたが、署名は検証されていません
   *[other] { $count } 個のファイルが一致しましたが、署名は検証されていません
}
verdict-signed = { $count ->
    [one] 発行元の署名あり
   *[other] { $count } 個のファイルすべてに発行元の署名あり
}
check-bad-file-signature-detail = { $name } は署名後に変更されたか、署名が別のファイルのものです。使用せず、発行元からもう一度ダウンロードしてください。
row-signed = 署名あり
row-signature-not-checked = 署名未検証
expected-incomplete = { $want } 文字中 { $have } 文字：{ $missing ->
    [one] 1 文字足りないか 1 文字多すぎます
   *[other] { $missing } 文字足りません
}
expected-too-long = { $have } 文字：{ $algorithm } のチェックサム（{ $want } 文字）より { $extra } 文字多すぎます
expected-press-enter = チェックサムをすべて入力したら Enter を押してください。
expected-looks-like-one = { $algorithm } のチェックサムのようです
expected-which-types = どの種類の可能性がありますか？
expected-could-be = { $names }（{ $chars } 文字）の可能性があります。すべて試します。
clipboard-offer = クリップボードにチェックサムがあります（{ $start }…）：これとファイルを比較しますか？
clipboard-offer-use = これと比較
clipboard-offer-no = いいえ
## ui (compare drive, file chooser, plain words)
compare-differ-at = { $byte } バイト目で異なります。それより前のバイトはすべて同じです。
compare-details = 詳細
compare-differ-offset = オフセット { $hex }（先頭から { $offset } バイト。16 進エディターと同じく 0 から数えます）。
bench-lead-split = { $cpu } はプロセッサが、{ $io } はディスクが速度の限界です。
chooser-missing = このデスクトップではファイル選択ダイアログを開けません。通常どおりファイルを選ぶには xdg-desktop-portal-gtk（または zenity）をインストールしてください。それまでは下にパスを入力するか、ファイルをウィンドウにドロップしてください。
chooser-path = パス
chooser-open = 開く
chooser-cannot-list = { $name } の一覧を表示できません：{ $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } 読み込み済み · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } には { $count } 個の鍵があります。どれを信頼しますか？
key-offer-several = ファイルには、誰の鍵でも、どんな名前でも入れられます。発行元のウェブサイトに載っているものとフィンガープリントを比べた鍵だけを追加してください。
key-offer-number = 鍵 { $number } / { $count }
key-offer-add-this = この鍵を追加
key-offer-add-named = フィンガープリント { $fingerprint } の鍵を追加
key-offer-added = 追加しました。
key-declined-rest = { $name } のほかの鍵は追加しませんでした（{ $count } 個）。
key-file-unreadable = { $name } は Hashdrop が読める鍵ファイルではありません: { $error }
keys-add-button = 追加…
keys-add-hint = 発行元の鍵ファイル（.asc、.gpg、.pub、allowed_signers）を選びます。追加する前に、鍵ごとにフィンガープリントを比べます。
keys-bundled-heading = Hashdrop に同梱の鍵
keys-bundled-for = { $publisher } 用に同梱
keys-added-on-from = { $date } に { $file } から追加
keys-added-on = { $date } に追加
keys-added-from = { $file } から追加
dialog-add-key = 発行元の鍵ファイルを選ぶ
## lists (several lists, big lists)
verdict-accidents-note = 注意：{ $algorithm } は偶発的な破損を検出しますが、改ざんは検出しません。同じ { $algorithm } を持つ別のファイルは誰でも作れます。発行元が SHA-256 を提供している場合はそちらを使ってください。
reading-list-progress = { $name } を読み込み中… { $lines } 行
reading-list-stopped = { $name } の読み込みを中止しました。そのチェックサムは使われません。

## Asking the publisher for its signed checksum
settings-publishers = 配布元
settings-ask-publisher = 既知のファイルは常に配布元に確認する
settings-ask-publisher-hint = 既知のダウンロード（Ubuntu、Debian、Fedora など）を渡すと、ボタンを押さなくても、配布元の署名付きチェックサム一覧を配布元のサイトから HTTPS で自動的に取得します。ファイルの情報は何も送信しません。
publisher-ask-button = { $publisher } に署名付きチェックサムを問い合わせる
publisher-ask-hint = { $publisher } のサイトから署名付きチェックサム一覧を HTTPS で取得し、{ $publisher } の鍵で署名を確認します。ファイルの情報は何も送信しません。
publisher-asking = { $publisher } に署名付きチェックサムを問い合わせ中…
publisher-matched = これは { $publisher } が公開したとおりの { $name } です（{ $day } に { $publisher } の鍵で署名）。
publisher-matched-undated = これは { $publisher } が公開したとおりの { $name } です（{ $publisher } の鍵で署名）。
publisher-signed-by = 署名者: { $key }
publisher-renamed = { $publisher } の一覧では { $name } です。このファイルは名前が変更されています。
publisher-cached = 以前の確認で保存した { $publisher } の一覧を使いました。署名はもう一度確認しました。
publisher-mismatch = これは { $publisher } が { $name } として公開したファイルではありません。もう一度ダウンロードしてください。
publisher-mismatch-titled = これは { $publisher } が公開した { $title }（{ $name }）ではありません。もう一度ダウンロードしてください。
publisher-bad-signature = 使用しないでください: { $publisher } の一覧は署名の確認に失敗しました
publisher-bad-signature-detail = あなたと { $publisher } の間の何かが一覧を書き換えました。このダウンロードは信用せず、後で { $publisher } のサイトから、または別のネットワークで取り直してください。
publisher-no-answer = { $publisher } から回答がありません
publisher-unknown = この名前のファイルの配布元がわからないため、何も問い合わせていません。
publisher-unsigned = { $publisher } はチェックサムを署名なしで公開しているため、署名付きの回答はできません。下のチェックサムを { $publisher } のダウンロードページのものと比べてください。
publisher-no-key = 署名を確認するための { $publisher } の鍵がないため、何も問い合わせていません。
publisher-not-trusted = 受け取った一覧は { $publisher } の鍵で署名されていないため、何の証明にもなりません。下のチェックサムを { $publisher } のダウンロードページのものと比べてください。
publisher-no-list = Hashdrop が確認した場所には、このリリースの { $publisher } のチェックサム一覧がありません。ファイル名を変えた場合は元の名前に戻すか、ダウンロードページのチェックサムファイルをここにドロップしてください。
publisher-not-listed = { $publisher } の署名付き一覧には、この名前のファイルもこのチェックサムのファイルもありません。ファイル名を変えた場合は元の名前に戻してください。そうでなければ { $publisher } のファイルではないかもしれません。
publisher-file-unreadable = ファイルを読み込めませんでした: { $reason }
publisher-offline = 配布元のサイトに接続できませんでした（オフラインではありませんか？）。接続してからもう一度試すか、ダウンロードしたチェックサムファイルをここにドロップしてください。
publisher-tls-refused = 配布元サイトへの安全な接続が拒否されたため、受け取ったものは使っていません。安全な接続を検査するネットワーク（一部の職場やホテル）が原因のことがあります。別のネットワークで試してください。
publisher-redirect-refused = 配布元サイトが安全でないアドレス、または配布元以外のアドレスへ転送しようとしたため、従いませんでした。後でもう一度試すか、ダウンロードページのチェックサムファイルをここにドロップしてください。
publisher-too-large = 配布元サイトがチェックサム一覧よりはるかに大きなデータを送ってきたため、読み込みを止めました。後でもう一度試してください。
publisher-too-slow = 配布元サイトの応答が遅すぎました。後でもう一度試してください。
publisher-server-trouble = 配布元サイトが一覧を返しませんでした。後でもう一度試すか、ダウンロードページのチェックサムファイルをここにドロップしてください。
publisher-user-file-unused = 配布元ファイル { $name } は使いませんでした。Hashdrop の形式で、あなたの所有であり、ほかの誰も変更できない必要があります。Hashdrop 同梱の配布元は引き続き使えます。
publisher-offer = このファイルにはチェックサムが付いていません。{ $publisher } は署名付きのチェックサム一覧を公開しています。Hashdrop は { $publisher } のサイトからそれを取得して、このファイルを確認できます。頼まれるまで何も送信しません。
publisher-ask-again = { $publisher } にもう一度問い合わせる
publisher-list-name = { $publisher } の署名付き一覧
keys-format-openpgp = OpenPGP 鍵
keys-format-minisign = minisign/signify 鍵
keys-format-ssh = SSH 鍵
keys-format-sigstore = Sigstore 署名者
keys-vouched-by = { $issuer } が保証
key-offer-heading-signer = この Sigstore 署名者を信頼しますか？
key-offer-public-key = 公開鍵:
key-offer-key-id = 鍵 ID: { $id }
key-offer-identity = 署名者（ID）:
key-offer-issuer = 保証した発行者:
key-offer-compare-key = 追加する前に、この公開鍵を発行元のウェブサイトに載っているものと比べてください。
key-offer-compare-signer = 追加する前に、この ID と発行者を発行元のウェブサイトに載っているものと比べてください。Sigstore では誰でも自分の ID で署名できます。
signer-added = { $identity }（{ $issuer } が保証）を信頼する Sigstore 署名者として追加しました。この署名者が署名したファイルは署名済みとして扱われます。
sig-trust-signer = この署名者を信頼…
sig-trust-signer-hint = Sigstore で誰が署名したかを確認し、発行元のウェブサイトと比べて、信頼するかどうかを決めてください。
check-signature-not-checked-detail-sigstore = { $names } は { $identity }（発行者 { $issuer }）によって署名されていますが、Hashdrop はこの署名者を知りません。発行元のウェブサイトがこの ID を示している場合にのみ信頼するか、ファイルを発行元のページのチェックサムと比べてください。
sig-unknown-sigstore-named = 確認されていません：証明は有効ですが、Sigstore では誰でも自分の名前で署名できるため、信頼する署名者だけが数えられます。
signer-declined = { $identity } は信頼する署名者として追加されませんでした。

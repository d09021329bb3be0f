# Hashdrop 窗口的简体中文文本。

## 语言菜单

language-system = 系统语言（{ $name }）
language-no-cjk-font = 未安装中文/日文字体
language-menu-hint = 窗口显示的语言

## 通用词语

files-count = { $count } 个文件

## 选项面板

settings-checksum-types = 校验和类型
settings-threads = 线程
settings-threads-unit = 个线程
settings-threads-hint = 同时计算多少个文件（或一个文件的多少个分段）。这台电脑有 { $cores } 个核心。
settings-mode = 模式
settings-standard = 标准校验和
settings-standard-hint = 整个文件的常规校验和，即下载页面上公布的那种。
settings-segmented = 分段校验和
settings-segmented-hint = 把每个文件切成大小相同的分段，分别计算校验和，这样任何校验和类型都能用上所有线程。合并后的结果（类似 S3 ETag）与标准校验和不同。
settings-segment-size = 分段大小
settings-segment-size-hint = 每个分段的大小。分段越小，工作分配得越均匀。
settings-reading = 读取方式
settings-read-auto = 自动
settings-read-auto-hint = 由 Hashdrop 决定：大文件映射到内存，小文件直接读取。
settings-read-mmap = 内存映射
settings-read-mmap-hint = 在计算时由系统把文件载入内存。对本地大文件通常最快。
settings-read-buffered = 缓冲读取
settings-read-buffered-hint = 按下面的缓冲区大小分块读取文件。适合网络驱动器。
settings-buffer-size = 缓冲区大小
settings-buffer-size-hint = 每次读取多少数据。缓冲区越大，访问磁盘的次数越少。
settings-folders = 文件夹
settings-recursive = 包括子文件夹
settings-recursive-hint = 添加文件夹时，也计算其中各子文件夹里的文件。
file-menus-heading = 文件管理器
file-menus-add = 将 Hashdrop 添加到我的文件管理器菜单
file-menus-add-hint = 在 GNOME 文件、Dolphin、Nemo 和 Thunar 的右键菜单中加入“用 Hashdrop 计算校验和”，仅对您的账户生效。您自己的菜单项会保留。
file-menus-added = { $manager }：已添加。
file-menus-updated = { $manager }：已更新。
file-menus-already = { $manager }：已经存在。
file-menus-from-package = { $manager }：已随 Hashdrop 软件包安装。
file-menus-failed = { $manager }：未添加。{ $error }
file-menus-uca-unreadable = { $manager }：未添加，因为无法将 { $path } 读取为动作列表。该文件保持原样。
file-menus-none-found = 未找到 Hashdrop 支持的文件管理器（GNOME 文件、Dolphin、Nemo、Thunar）。
file-menus-restart = 关闭并重新打开文件管理器即可看到新的菜单项。
file-menus-sandboxed = 此处 Hashdrop 以 Flatpak 运行，无法从沙盒内更改文件管理器的菜单。README 中说明了如何手动添加菜单。
file-menus-no-home = 找不到您的主文件夹，因此未添加任何内容。
algo-hint-md5 = 古老而快速。适合发现损坏的下载，但不能证明文件出自谁手。它的计算是一条长链，所以一个文件只能由一个线程处理。
algo-hint-sha1 = 古老。和 MD5 一样，只能说明文件完好；一个文件由一个线程计算。
algo-hint-sha256 = 下载页面上最常见的校验和。安全；一个文件由一个线程计算。
algo-hint-sha512 = 安全，在 64 位电脑上比 SHA-256 更快。一个文件由一个线程计算。
algo-hint-blake2b = 安全且快速（即 b2sum 输出的结果）。一个文件由一个线程计算。
algo-hint-blake2s = 安全，针对较小或 32 位的电脑优化。一个文件由一个线程计算。
algo-hint-blake2bp = 在内部把工作分成 4 路的 BLAKE2b；结果与 BLAKE2b 不同。
algo-hint-blake2sp = 在内部把工作分成 8 路的 BLAKE2s；结果与 BLAKE2s 不同。
algo-hint-blake3 = 现代且非常快。它采用树形结构，多个线程可以共同处理一个大文件，结果仍是标准校验和。
algo-hint-crc32 = SFV 文件和 zip 使用的简短校验。能发现意外损坏，但防不了篡改。
algo-hint-sha224 = 截短到 224 位的 SHA-256。安全；一个文件由一个线程计算。
algo-hint-sha384 = 截短到 384 位的 SHA-512。安全；一个文件由一个线程计算。
algo-hint-sha3 = 较新的标准系列 SHA-3。安全，但比 SHA-2 慢；一个文件由一个线程计算。
algo-hint-sm3 = 中国国家标准（GB/T 32905）。安全；一个文件由一个线程计算。
algo-hint-blake2b-len = 结果较短的 BLAKE2b（b2sum -l）；与截短的 BLAKE2b-512 结果不同。
algo-hint-xxhash = 极快，备份和复制工具常用。能发现意外损坏，但防不了篡改。
algo-hint-crc32c = Google Cloud Storage、Amazon S3 和 iSCSI 使用的 CRC。能发现意外损坏，但防不了篡改。
algo-hint-crc64nvme = Amazon S3 为每个对象添加的 CRC。能发现意外损坏，但防不了篡改。
settings-more-types = 更多类型

## 预期校验和与结论

expected-label = 预期校验和（粘贴到这里）
expected-hint = 例如下载页面上的 SHA-256，或 SHA256SUMS 文件中的各行
expected-clear = 清除
expected-clear-hint = 不再使用这个预期校验和
expected-empty = 粘贴一个校验和（Ctrl+V）即可用它来核对文件。校验和类型会根据长度自动识别。
expected-lines = { $count } 行校验和
names-or = { $first } 或 { $last }
list-separator = {"，"}
origin-clipboard = （预期校验和取自剪贴板）
origin-listed-at = （列于 { $name } 第 { $line } 行）
verdict-matches = 一致
verdict-does-not-match = 不一致
verdict-all-match = { $count ->
    [one] 文件一致
   *[other] 全部 { $count } 个文件一致
}
verdict-some-differ = { $total } 个文件中有 { $count } 个不一致
verdict-ok-detail = { $file } 的 { $algorithm } 校验和与预期完全一致{ $origin }。
verdict-ok-ambiguous = 这个长度的校验和可能是 { $names }；它是 { $algorithm } 校验和。
verdict-tried = （已尝试 { $names }）
parts-cut = { $parts ->
    [1] 整个文件作为一个分段
   *[other] { $parts } 个 { $size } 的分段
}
verdict-ok-etag = { $file } 与 Amazon S3 分段上传 ETag{ $origin }一致：{ $cut }。
verdict-ok-composite = { $file } 与 Amazon S3 组合 { $algorithm } 校验和{ $origin }一致：{ $cut }。
check-failed-parts = 在尝试的 { $tried } 种分段大小中，{ $file } 都得不到这个 Amazon S3 分段校验和。这是另一个文件，或者上传时使用了不常见的分段大小。
check-failed-parts-count = 没有任何分段大小能把 { $file } 分成这么多段：它不是上传的那个文件。
row-trying-parts = 正在尝试分段大小…
row-checking-signature = 正在检查其签名…
digest-expected = 预期
digest-actual = 实际
verdict-weak-note = 注意：{ $algorithm } 一致只能说明文件完好，不能说明发布者是谁。发布者提供 SHA-256 时请优先使用。

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = 请勿使用：{ $name } 的签名不符
check-bad-signature-detail = { $name } 在签名后被修改过。请勿使用其中列出的文件：请从发布者处重新下载 { $name } 及其签名。
check-mismatch-many-detail = 每个文件的结论见下方列表。不一致的文件可能已损坏、不完整或是其他版本：请重新下载。
check-hashing = 正在核对 { $count } 个文件…
check-needs-algorithms = 正在用 { $names } 重新核对…
check-needs-algorithms-detail = 预期校验和可能是另一种类型：为了弄清这一点，会再读取一次这些文件。
check-not-found = 未找到：{ $name }
check-not-found-many = 有 { $count } 个要核对的文件未找到
check-not-found-entry-detail = { $list } 中列出了 { $name }，但它不在 { $list } 旁边。把 { $name } 拖到这里即可核对。
check-not-found-file-detail = { $name } 已不在原处：它已被移动或删除。请从它现在的位置重新拖入。
check-not-found-more = …还有 { $count } 个。
check-could-not-hash = { $count ->
    [one] 无法读取该文件
   *[other] 有 { $count } 个文件无法读取
}
check-could-not-hash-some = { $total } 个文件中有 { $count } 个无法读取
check-could-not-hash-detail = 原因写在下方列表中各文件的旁边。
check-not-listed = { $count ->
    [one] 这个文件不在校验和列表中
   *[other] 有 { $count } 个文件不在校验和列表中
}
check-not-listed-detail = { $lists } 中既没有它的文件名，也没有它的校验和，因此无法用它核对。{ $lists } 中列出的是 { $listed }。
check-match-many-detail = 每个文件的结论见下方列表。
check-awaiting = 现在请拖入要核对的文件
check-awaiting-detail = 把下载的文件拖放到这个窗口，就会用预期校验和核对它。
check-ok-other-name = { $file } 与 { $list } 中的 { $listed } 是同一个文件，只是名称不同。
check-failed-listed = { $file } 不是 { $list } 中列出的那个文件{ $tried }{ $origin }。它可能已损坏、不完整或是其他版本：请重新下载。
check-failed-typed = { $file } 不是你输入的 { $algorithm } 校验和所对应的文件{ $tried }。它可能已损坏、不完整或是其他版本：请重新下载，或检查输入的校验和是否正确。
check-failed-copied = { $file } 不是你复制的 { $algorithm } 校验和所对应的文件{ $tried }。它可能已损坏、不完整或是其他版本：请重新下载，或检查复制的校验和是否正确。
check-from-clipboard = 已与你复制的校验和核对。
check-dont-use = 不使用
check-dont-use-hint = 不再使用取自剪贴板的校验和
check-also-lists = { $list } 中还列出了 { $count } 个不在这里的文件。
trust-unsigned = 未签名：这只能说明文件完好，不能说明它出自谁手。要核对这一点，请把（同一页面上的）{ $sig } 放到 { $list } 旁边，然后重新拖入 { $list }。
trust-typed = 已与你输入的校验和核对：它的可信程度与你复制它的那个页面相同。
trust-copied = 已与你复制的校验和核对：它的可信程度与你复制它的那个页面相同。
row-matches-other-name = 一致（名称不同）
row-bad-signature = 签名不符
row-not-listed = 未列出
row-hashing-again = 正在重新核对…

## 顶栏

view-hash = 校验和与下载验证
view-compare = 比较
view-bench = 基准测试
view-bench-hint = 基准测试：瓶颈是磁盘还是 CPU？
add-files = 添加文件…
add-files-hint = 选择要计算的文件（Ctrl+O）
add-folder = 添加文件夹…
add-folder-hint = 计算文件夹中的所有文件
open-checksum-file = 打开校验和文件…
open-checksum-file-hint = 核对 SHA256SUMS、CHECKSUM、.sha256、.md5 或 .sfv 文件中列出的每个文件

## 主视图

expected-from-sums = 预期：来自校验和文件 { $name } 的 { $count } 个校验和
expected-from-publisher = 预期：来自 { $publisher } 签名列表的 { $count } 个校验和
expected-forget = 不再使用
expected-forget-hint = 不再按这个校验和文件核对
getting-ready = 正在准备…
live-workers = 工作线程
live-pieces = 各文件的分段
live-speed = 速度变化
empty-title = 把文件或文件夹拖放到窗口任意位置
empty-body = Hashdrop 会计算它们的校验和。要验证下载，请把下载页面上的校验和粘贴到上方，或拖入它的 SHA256SUMS 文件。
empty-keys = Ctrl+O 添加文件 · Ctrl+V 粘贴校验和 · Esc 停止

## 结果表

results-heading = 结果 · { files-count }
results-clear = 清除
results-clear-hint = 清除这些结果
results-save = 保存结果…
results-copy-all = 全部复制
results-copy-all-hint = 把所有校验和复制为 sha256sum -c 和 Hashdrop 都能核对的格式
results-copy = 复制
results-copy-hint = 复制这个校验和
column-file = 文件
column-size = 大小
column-type = 类型
column-checksum = 校验和
column-check = 核对

## 进度

eta-seconds = 大约还剩 { $s } 秒
eta-minutes = 大约还剩 { $min } 分 { $s } 秒
eta-hours = 大约还剩 { $h } 小时 { $min } 分
duration-under = 不到 { $s } 秒
duration-seconds = { $s } 秒
progress-listing = 正在查找文件… 已找到 { $count } 个
progress-cancelled = 已取消 · 完成 { $done } / { $total } 个文件
progress-done = 完成 · { $files } · { $size } · 耗时：{ $time } · { $rate }
progress-done-instant = 完成 · { $files } · { $size } · 耗时：{ $time }
progress-running = { $done } / { $total } · { $percent }% · { $rate }
progress-paused = 已暂停
progress-resume = 继续
progress-resume-hint = 继续计算
progress-pause = 暂停
progress-pause-hint = 暂时停下，稍后继续
progress-cancel = 取消
progress-cancel-hint = 停止计算（Esc）。已完成的文件会保留。
worker-name = 线程 { $n }
worker-piece = { $name } — 第 { $n } / { $total } 段
worker-pieces = { $name } — 同时处理第 { $first }–{ $last } / { $total } 段
worker-idle = 空闲

## 拖放文件

drop-compare-one = 放下以进行比较
drop-compare-two = 放下以比较这两项
drop-compare-many = 请拖入两个文件或文件夹进行比较（将使用前两个）
drop-check-listed = 放下以核对 { $name } 中列出的文件
drop-hash-these = 放下以计算这些文件
drop-hash-check-these = 放下以计算并核对这些文件
drop-hash-named = 放下以计算“{ $name }”
drop-hash-check-named = 放下以计算并核对“{ $name }”
drop-hash-count = 放下以计算 { $count } 个文件
drop-hash-check-count = 放下以计算并核对 { $count } 个文件
drop-bench = 放下一个文件用于基准测试（只会读取它）

## 基准测试：设置

bench-algorithms = 算法
bench-algorithm-hint = 测量这个算法。
bench-algorithm-weak-hint = 速度快，但只能发现意外损坏，防不了篡改。
bench-threads-heading = 线程
bench-threads-hint = 同时计算的线程数。只有当瓶颈是 CPU 而不是磁盘时，更多线程才有帮助。
bench-threads = { $count } 个线程
bench-reading-heading = 读取文件
bench-io-mmap = mmap
bench-io-buffered = 缓冲 { $size }
bench-mmap-hint = mmap：把文件映射到内存，由系统在计算时读入，不复制到缓冲区。
bench-buffered-hint = 缓冲：每次把 { $size } 读入缓冲区再计算。缓冲区越小，读取次数越多。
bench-mode-heading = 模式
bench-standard-word = 标准
bench-segmented-word = 分段
bench-standard-hint = 标准：整个文件的常规校验和，即网站公布的那种。只有 BLAKE3 能用多个线程计算它。
bench-segmented-hint = 分段：每个线程读取并计算文件中属于自己的一段（每段 8 MiB），再合并各段的校验和。用多线程更快，但结果与常规校验和不同。
bench-repeat-heading = 重复
bench-repeat-hint = 每种组合计时这么多次；表中显示中位数时间。次数越多，数字越稳定。
bench-repeat-unit = 次（每种组合）
bench-data-heading = 数据
bench-generated = 生成的测试数据
bench-generated-hint = 写入临时文件的随机字节，测试后删除。
bench-generated-data = { $size } 生成数据
bench-quick-try = { $size }（快速试用）
bench-size-hint = 数据越大，数字越可信，但耗时更长。
bench-your-file = 你自己的文件
bench-your-file-hint = 用真实文件测量；只读取，绝不修改。
bench-choose-file = 选择文件…
bench-choose-file-hint = 选择用于测量的文件（只会读取）
bench-file-chosen = 已选择的文件
bench-peers = 包括其他工具（md5sum、b3sum 等）
bench-peers-hint = 同时用相同数据为本机安装的校验和程序计时，看看 Hashdrop 表现如何。
bench-plan = { $cells } 种组合 × { $runs } 次，数据：{ $data }
bench-missing-algorithm = 请至少勾选一种算法。
bench-missing-threads = 请至少勾选一个线程数。
bench-missing-reading = 请至少勾选一种读取方式。
bench-missing-mode = 请至少勾选一种模式。
bench-missing-file = 请选择一个文件，或使用生成的数据测量。

## 基准测试：运行

bench-intro = 按左侧选择的每种组合，测量这台电脑读取和计算数据的速度，并指出瓶颈所在。
bench-run = 运行基准测试
bench-run-hint = 按左侧的选择开始测量
bench-cancel-hint = 立即停止；已测得的结果会保留（Esc）
bench-export = 导出 { $format }…
bench-export-csv-hint = 每种组合一行，供电子表格使用
bench-export-json-hint = 全部测量数据，供程序使用
bench-export-md-hint = 可粘贴到 issue 或 wiki 中的报告
bench-error = 基准测试无法运行：{ $error }
bench-empty = 在左侧选择要测量的内容，然后点击“{ $run }”。默认设置需要几分钟；用“{ $quick }”且只选一种算法只需几秒。
bench-stopping = 正在停止…
bench-status-checking-file = 正在检查文件…
bench-status-preparing = 正在准备 { $size } 测试数据…
bench-status-reads = 正在测量磁盘读取数据的速度（冷读取和从内存读取）…
bench-status-memory = 正在测量 { $algorithm } 计算内存中数据的速度…
bench-status-memory-all = 正在测量每种算法计算内存中数据的速度…
bench-status-warmup = 预热
bench-status-run = 第 { $n } / { $total } 次
bench-status-step = { $n } / { $total }：{ $cell }，{ $run }
bench-status-peers = 正在为其他工具计时：{ $tool }
bench-status-finishing = 正在收尾…

## 基准测试：结果

bench-cancelled = 已取消：{ $total } 种组合中测量了 { $done } 种。
bench-verdict-heading = 这台电脑的瓶颈
bench-bound-cpu = 受限于 CPU
bench-bound-io = 受限于磁盘
bench-bound-unknown = 瓶颈未知
bench-chart-heading = 每种组合的速度（MB/s，越高越快）
bench-chart-x = 组合，按运行顺序排列（悬停在柱上查看）
bench-results-heading = 结果
bench-col-algorithm = 算法
bench-col-threads = 线程
bench-col-reading = 读取
bench-col-reading-hint = mmap：映射到内存；缓冲：逐段读取
bench-col-mode = 模式
bench-col-mode-hint = 分段：每个线程计算文件中属于自己的一段
bench-col-median = 中位数
bench-col-median-hint = 各次计时的中间值
bench-col-spread = 最慢 – 最快
bench-col-spread-hint = 各次计时的波动范围
bench-col-speedup = 加速比
bench-col-speedup-hint = 与单线程下相同组合相比
bench-col-of-best = 占最快
bench-col-of-best-hint = 这种组合的速度占最快组合的比例
bench-percent = { $percent }%
bench-peers-heading = 相同数据下的其他工具
bench-col-tool = 工具
bench-col-vs-1-thread = Hashdrop 是它的（1 个线程）
bench-col-vs-same-threads = Hashdrop 是它的（相同线程数）
bench-times-its-speed = ×{ $ratio } 倍速度
bench-seed-heading = 最初的实验（2014 年的手机）
bench-seed-intro = 这项功能源自的笔记：2014 年的手机计算一个 460 MB 文件，以及一台 FreeBSD 台式机在不同缓冲区大小下的表现。秒数越少越快。
bench-col-device = 设备
bench-col-conditions = 条件
bench-col-seconds = 秒
bench-col-note = 备注

## 基准测试：结论语句

bench-v-measured = （矩阵中实测：{ $speedup }×）
bench-v-every-core = （在内存中使用全部核心时为 { $rate }）
bench-v-splits = 它能在文件内部拆分，所以更多线程有帮助{ $all }{ $measured }
bench-v-segmented-scales = ；分段校验和（一种不同的校验和，类似 S3 ETag）确实能随线程加速{ $measured }
bench-lanes-toggle = SIMD 通道
bench-lanes-hint = SIMD 通道：另外测量分段校验和逐段计算、以及在一个核心上同时哈希 { $lanes } 个分段时的速度，看看这颗处理器的向量单元能带来多少提升。
bench-lanes = { $lanes ->
    [1] 逐段计算
   *[other] { $lanes } 个通道（{ $kernel }）
}
bench-v-lanes = 在一个核心上，用 SIMD 通道（{ $kernel }）同时哈希 { $lanes } 个分段，分段校验和比逐段计算快 { $speedup }×（{ $fast }，逐段为 { $slow }）：单个 { $name } 数据流无法利用向量单元，因为每一步都要等前一步完成，而 { $lanes } 个独立分段可以。
bench-v-lanes-capped = 这已接近页面缓存的读取速度（{ $warm }）：限制提升的是读取，而不是哈希计算。
bench-v-lanes-no-gain = 用 SIMD 通道（{ $kernel }）同时哈希 { $lanes } 个分段，在这里没有让分段校验和变快（{ $speedup }×）。
bench-v-chain = 它的标准校验和是一条链，所以更多线程不能加快单个文件{ $measured }；但对多个文件有帮助{ $segmented }
bench-v-cpu = { $name } 在这里受限于 CPU：单核计算速度为 { $hash }，低于磁盘冷读取速度（{ $cold }）；{ $threads }。
bench-v-io = { $name } 在这里受限于 I/O：单核计算速度为 { $hash }，磁盘冷读取只有 { $cold }，所以给单个文件加线程没有帮助；换更快的磁盘才有用。{ $cached }
bench-v-io-cached-cpu = 文件进入页缓存后（{ $warm }），计算就成了瓶颈。
bench-v-io-cached-io = 即使从页缓存读取（{ $warm }），瓶颈仍是读取。
bench-v-not-measured = 未测量
bench-v-unknown = { $name }：磁盘速度未知（{ $why }）。{ $cached }
bench-v-unknown-cached-cpu = 文件已缓存时，读取速度为 { $warm }，单核计算速度为 { $hash }：对已缓存的文件，计算是瓶颈；并且{ $threads }。
bench-v-unknown-cached-io = 文件已缓存时，读取速度为 { $warm }，单核计算速度为 { $hash }：即使文件已缓存，读取仍是瓶颈。
bench-v-unknown-memory = 在内存中单核计算速度为 { $hash }。
bench-s-cancelled = 在测量读取之前已取消：没有结论。
bench-s-reads = 磁盘冷读取速度为 { $cold }，页缓存热读取速度为 { $warm }。
bench-s-reads-no-disk = 页缓存热读取速度为 { $warm }；无法测量磁盘：{ $note }。
bench-s-cpu = 受限于 CPU：{ $names }。
bench-s-io = 受限于 I/O：{ $names }。
bench-s-threads-help = 更多线程能加快单个文件的算法：{ $names }。
bench-s-busy = 测试开始时机器很忙（{ $cores } 个核心，平均负载 { $load }）：多线程的数字低于空闲核心能达到的水平。

## 签名

sig-good-bundled = 由 { $name } 签名，这是 Hashdrop 已知的密钥（指纹 { $fingerprint }）。
sig-good-added = 由 { $name } 签名，这是你添加的密钥（指纹 { $fingerprint }）。
sig-good-added-on = 由 { $name } 签名，这是你在 { $date } 添加的密钥（指纹 { $fingerprint }）。
sig-bad = 签名不符：这个校验和文件在签名后被修改过。请勿使用。
sig-unknown-key = 未检查：Hashdrop 没有此签名所指的密钥。签名声称由密钥 { $fingerprint } 生成：这只是它自己的声称，Hashdrop 并未检查。请添加发布者的密钥来检查它。
sig-good-sigstore = 由 { $name } 通过 Sigstore 签名（{ $issuer } 为此身份担保），这是 Hashdrop 已知的签名者。
sig-unknown-sigstore = 未检查：签名本身有效，但签名者是 { $identity }（由 { $issuer } 担保），Hashdrop 不知道它是此发布者的签名者。任何人都能以自己的身份签名：请与发布者网站上公布的身份核对。
sig-rejected = 由 { $name } 签名，但该签名不可信：{ $problem }。这个校验和只能说明文件完好。
sig-unreadable = 无法读取签名（{ $reason }）：这个校验和只能说明文件完好。
sig-unsigned = 未签名：这个校验和只能说明文件完好。
sig-found-unreadable = 找到了签名，但无法读取（{ $why }）：这个校验和只能说明文件完好。

## 校验和文件

parse-unrecognised = 这不是 Hashdrop 认识的校验和（{ $reason }）。请粘贴校验和本身，或校验和文件中的行。
sums-empty = { $name } 中没有 Hashdrop 能读取的校验和。
load-open = 无法打开 { $name }：{ $error }
load-read = 无法读取 { $name }：{ $error }
load-too-large = { $name } 太大，不可能是校验和文件。
load-not-text = 无法把 { $name } 作为校验和文件读取：{ $error }
sums-note-malformed = 校验和文件中有 { $count } 行无法读取，已跳过。
sums-note-duplicate = { $name } 被列出了多次（第 { $lines } 行）；每一行都会核对。
sums-note-outside = 列出的文件中有 { $count } 个位于校验和文件所在文件夹之外；请确认这是预期的。
reading-file = 正在读取 { $name }…
segments-label = { $name } · { $size } 分段
threads-failed = 无法启动计算线程：{ $error }

## 文件对话框与保存

dialog-add-files = 添加文件
dialog-add-folder = 添加文件夹
dialog-checksum-file = 打开校验和文件（SHA256SUMS、.md5、.sfv…）
dialog-compare = 选择要比较的文件
dialog-bench = 选择用于基准测试的文件（只会读取）
dialog-save-results = 保存结果
dialog-save-bench = 保存基准测试
dialog-failed = 无法打开文件对话框：{ $error }
save-cancelled = 未保存。
save-failed = 无法保存 { $name }：{ $error }
saved = 已保存 { $name }
export-gnu = 校验和文件（sha256sum 格式）
export-bsd = 校验和文件（BSD 标记格式）
export-csv = 电子表格（CSV）

## 密钥

keys-heading = 你添加的密钥
keys-none = 无。把发布者的密钥文件（.asc、.pub）拖到这里，即可信任其签名。
keys-remove = 移除
keys-remove-hint = 不再信任用这个密钥做的签名
key-added = 已添加 { $name } 的密钥（指纹 { $fingerprint }）：由它签名的校验和文件现在算作由你添加的密钥签名。
key-add-failed = 无法保存 { $name } 中的密钥：{ $error }
key-remove-failed = 无法移除 { $name } 的密钥：{ $error }
key-offer-heading = 信任 { $name } 中的密钥吗？
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = 指纹：
key-offer-dates = 创建于 { $created }，{ $expires } 过期。
key-offer-dates-expired = 创建于 { $created }，已于 { $expires } 过期。
key-offer-dates-no-expiry = 创建于 { $created }，永不过期。
key-offer-compare = 添加之前，请将此指纹与发布者网站上公布的指纹进行比较。
key-offer-look-alike = 这不是 { $publisher } 用来签名的密钥。它使用了 { $publisher } 密钥的名称，但指纹不同：任何人都可以用任意名称制作密钥。
key-offer-bundled = 这是 Hashdrop 已经认识的 { $publisher } 密钥。
key-offer-known = Hashdrop 已经信任此密钥：无需添加。
key-offer-add = 添加
key-offer-cancel = 取消
key-offer-close = 关闭
key-offer-too-many = 等待回答的密钥文件太多：未打开 { $name }。
key-declined = 未添加 { $name } 中的密钥。

## 分段与速度图

piece-waiting = 等待中
piece-active = 正由线程 { $worker } 计算
piece-done = 完成
piece-failed = 失败
piece-one = 第 { $n } / { $total } 段：{ $state }
piece-range = 第 { $first }–{ $last } / { $total } 段：{ $state }
piece-differs = { $label }（有差异）
legend-active = 正在计算（线程颜色）
graph-seconds = 秒
graph-total = 总计

## 文件本身的签名与拖入的签名

sig-file-released = 这正是发布者发布的文件。
sig-file-bad = 签名不符：这个文件在签名后被修改过，或者这个签名属于另一个文件。请勿使用。
sig-file-rejected = 由 { $name } 签名，但该签名不可信：{ $problem }。
sig-file-unreadable = 无法读取签名（{ $reason }）。
sig-not-a-signature = 不完整、已损坏或不是签名
sig-file-heading = { $name } 的签名
signature-orphan = { $name } 是一个签名，但它所签名的文件不在旁边。请把签名和那个文件一起拖入，或者先拖入校验和文件。
dialog-compare-folder = 选择要比较的文件夹
dialog-save-comparison = 保存比较结果
dialog-save-checksums = 保存校验和文件

## 比较

compare-intro = 拖入两个文件、两个文件夹，或者一个文件夹及其校验和文件（每边一个），看看它们是否完全相同。
compare-back = ⬅ 返回文件夹比较
compare-folder-algorithm = 比较文件所用的校验和类型：
compare-folder-algorithm-hint = 任何类型都能找出改动过的文件。BLAKE3 最快；SHA-256 是大多数其他工具能读取的类型。
compare-quick = 快速模式
compare-quick-hint = 两边大小和修改日期都相同的文件不经读取即视为相同。更快，但保持了大小和日期的改动会被漏掉。
compare-something-else = 比较其他内容
compare-slot-first = 第一个
compare-slot-second = 第二个
compare-first-folder = 第一个文件夹
compare-second-folder = 第二个文件夹
compare-checksum-file = 校验和文件
compare-folder = 文件夹
compare-listed = 校验和文件所列
compare-drop-here = 把文件或文件夹拖到这里
compare-choose-file = 选择文件…
compare-choose-folder = 选择文件夹…
compare-same = ✔ 完全相同
compare-same-detail = 两个文件的每个字节都相同。
compare-different = ✖ 不同
compare-file-error-first = ⚠ 第一个文件：{ $error }
compare-file-error-second = ⚠ 第二个文件：{ $error }
compare-running = ⏳ 正在比较…
compare-pieces-differ = 每段 { $size }，共 { $total } 段，其中 { $differing } 段不同（红框标出）。
compare-cannot-start = 无法开始比较：{ $error }
compare-unreadable-path = 无法读取 { $name }：{ $error }
compare-save = 保存：
compare-save-csv = 报告（CSV）…
compare-save-json = 报告（JSON）…
compare-save-sums-first = 第一个文件夹的校验和…
compare-save-sums-second = 第二个文件夹的校验和…
compare-save-sums-folder = 文件夹的校验和…

## 文件夹比较

audit-listing = ⏳ 正在列出两边的文件…
audit-stop = 停止
audit-stop-hint = 停止读取文件（Esc）
audit-side-progress = { $side }：{ $done } / { $total } 个文件 · { $size_done } / { $size_total }
audit-identical = 完全相同：{ $count } 个文件（{ $size }）
audit-different = 有差异：{ $parts }
audit-count-changed = 已更改 { $count } 个
audit-count-missing = 缺失 { $count } 个
audit-count-new = 新增 { $count } 个
audit-count-moved = 已移动 { $count } 个
audit-count-unreadable = 无法读取 { $count } 个
audit-tab = { $category }（{ $count }）
audit-tab-matched = 相同
audit-tab-changed = 已更改
audit-tab-moved = 已移动
audit-tab-new = 新增
audit-tab-missing = 缺失
audit-tab-duplicates = 重复
audit-tab-unreadable = 无法读取
audit-tab-skipped = 已跳过
audit-stopped = 未完成就已停止：尚未读到的文件列为无法读取。
audit-search = 搜索：
audit-search-hint = 文件名的一部分
audit-nothing = 这里没有内容。
audit-where-differ = 哪里不同？
audit-where-differ-hint = 并排打开这两个文件
audit-size-unknown = 大小未知
audit-duplicates-first = 第一个文件夹中有 { $count } 个副本：{ $names }
audit-duplicates-second = 第二个文件夹中有 { $count } 个副本：{ $names }
audit-problem-first = { $name }（第一个文件夹）：{ $reason }
audit-problem-second = { $name }（第二个文件夹）：{ $reason }
audit-skip-fifo = 命名管道（FIFO）；读取它可能会一直等待
audit-skip-socket = 套接字，不是文件
audit-skip-device = 设备，不是普通文件
audit-skip-symlink = 符号链接（文件夹内的链接不会被跟随）
audit-skip-dangling = 指向不存在目标的符号链接
audit-compared-by = 按 { $algorithms } 校验和比较。
audit-quick-caveat = 快速模式：两边大小和日期都相同的文件未经读取即计为相同。
audit-could-not-start = 无法开始比较：{ $error }
audit-folder-unreadable = 无法读取文件夹 { $name }：{ $error }
audit-not-a-folder = { $name } 不是文件夹。
audit-listing-unreadable = 无法读取校验和文件 { $name }：{ $error }
audit-listing-empty = { $name } 中没有校验和。请把文件夹与另一个文件夹或其校验和文件（SHA256SUMS、*.md5、hashdeep 列表…）比较。

error-not-found = 未找到：文件已被移动或删除。
error-permission = 权限被拒绝：Hashdrop 无法读取此文件。
error-is-folder = 这是一个文件夹：请把它作为文件夹添加，以检查其中的文件。
error-skipped = 已跳过：{ $reason }。
error-open = 无法打开：{ $error }。
error-read = 无法读完：{ $error }。
error-changed = 读取期间文件发生了变化（{ $what }）：请在没有程序写入它之后再检查一次。
error-too-many-segments = 分块太多（{ $segments }）：请为此文件选择至少 { $size } 的分块大小。
error-too-short = 太短：只有 { $len }，少于要求的 { $wanted }。
error-cancelled = 在完成之前已停止。
error-internal = Hashdrop 处理此文件时发生内部错误（其他文件不受影响）：{ $detail }
error-task-failed = Hashdrop 发生内部错误，此步骤未完成。没有任何更改；请重试。
error-task-failed-check = Hashdrop 在检查时发生内部错误；请重试
change-replaced = 另一个文件取代了它
change-size = 大小从 { $from } 变为 { $to }
change-modified = 它被修改了
change-deleted = 它被删除了
change-ended-early = 它在 { $at } 处结束，而不是 { $expected }
change-truncated = 读取期间它变短了
trust-error-too-large = 它太大了，不可能是真的（超过 { $limit }）
trust-error-malformed = 它已损坏或不完整：不是有效的 OpenPGP 数据
trust-error-bad-format = 它不是有效的 { $format } 签名或密钥
trust-error-no-signature = 该文件不包含签名
trust-error-no-key = 该密钥文件不包含 OpenPGP 公钥
trust-error-not-clear-signed = 该文件未签名
trust-error-missing-block = 它的签名块缺失或不完整
trust-error-several-blocks = 它包含 { $count } 条签名消息，只接受仅含一条的文件
trust-error-armour-header = 签名消息中有意外的头部行：{ $header }
io-not-found = 它已不存在
io-permission = 权限被拒绝
io-timed-out = 设备停止响应
io-ended-early = 它比预期更早结束
io-disk-error = 磁盘报告了读取错误
io-device-gone = 驱动器已被移除
io-share-gone = 网络共享已不在

## Appearance, options and names for screen readers

settings-appearance = 外观
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
top-options = 选项
top-options-hint = 校验和类型、线程、文件读取方式、外观和您添加的密钥
language-menu-name = 语言：{ $name }
results-copy-name = 复制 { $file } 的 { $algorithm }
compare-second-longer = 第二个文件就是第一个文件末尾多了 { $bytes } 个字节。
compare-first-longer = 第一个文件就是第二个文件末尾多了 { $bytes } 个字节。
segments-summary = 已完成 { $done } / { $total } 个分块
graph-summary = 当前 { $now }，峰值 { $peak }
audit-why-size = 大小不同：{ $a } 和 { $b }
audit-why-content = 大小相同，内容不同
audit-why-content-at = 大小相同，从第 { $offset } 个字节起内容不同
audit-why-longer-first = 第一个文件夹中的副本就是另一个末尾多了 { $bytes } 个字节
audit-why-longer-second = 第二个文件夹中的副本就是另一个末尾多了 { $bytes } 个字节
audit-hint-matched = { $a } 和 { $b } 中都有且内容相同的文件
audit-hint-changed = { $a } 和 { $b } 中同名但内容不同的文件
audit-hint-moved = 两边内容相同，但在 { $b } 中名称或文件夹不同
audit-hint-new = 仅在 { $b } 中：{ $a } 没有的文件
audit-hint-missing = 仅在 { $a } 中：{ $b } 没有的文件
audit-hint-duplicates = 在一侧出现多次的相同内容文件
audit-hint-unreadable = 无法读取的文件及原因
audit-hint-skipped = 非普通文件（链接、管道、设备），已略过
bench-quick = 快速测试（几秒钟）
bench-quick-hint = 用 128 MiB 数据以单线程和全部线程测量 SHA-256 与 BLAKE3，并说明瓶颈是磁盘还是处理器
bench-lead-disk = 磁盘是瓶颈：决定速度的是读取，而不是校验。
bench-lead-cpu = 处理器是瓶颈：它校验的速度比磁盘读取慢。
expected-forget-name = 停止用 { $name } 校验
keys-remove-name = 不再信任 { $name } 的密钥

# A folded section of choices for the few who need them.
advanced = 高级

## Checking a USB stick or SD card against the image written to it
drive-check-button = 检查 U 盘或 SD 卡…
drive-title = 检查 U 盘或 SD 卡
drive-close = 关闭
drive-image = 镜像：{ $name }（{ $size }）
drive-looking = 正在查找 U 盘和 SD 卡…
drive-none = 没有找到能容纳此镜像的 U 盘或 SD 卡。请插入后重新查找。
drive-choose = 镜像写入了哪个驱动器？
drive-too-small-hidden = 另有 { $count } 个驱动器比镜像小，容纳不下它。
drive-refresh = 重新查找
drive-read-only = 只读取驱动器，从不写入。
drive-reading = 正在读取 { $drive }…
drive-progress = { $done } / { $total } · { $speed }
drive-left-seconds = 约剩 { $n } 秒
drive-left-minutes = 约剩 { $n } 分钟
drive-stop = 停止
drive-verdict-good = 此{ $kind ->
    [card] SD 卡
   *[stick] U 盘
}中的内容与 { $name }（{ $size }）完全相同：写入正确。
drive-verdict-bad = 此{ $kind ->
    [card] SD 卡
   *[stick] U 盘
}中的内容与 { $name } 不完全相同。
drive-verdict-bad-where = 第一处差异在第 { $offset } 字节（{ $hex }）；有 { $count } 个 { $size } 的分块不同。
drive-verdict-bad-next = 请重新写入；如果仍然失败，请换一个{ $kind ->
    [card] SD 卡
   *[stick] U 盘
}。
drive-too-small = 驱动器（{ $drive }）比镜像（{ $image }）小：容纳不下它。
drive-cannot-read = 无法读取驱动器：{ $error }
drive-image-cannot-read = 无法读取镜像：{ $error }
drive-unknown-model = 未知驱动器
drive-entry = { $model }，{ $size }（{ $name }）
drive-opening = 正在打开 { $drive }… 系统可能会要求输入密码。
drive-access-denied = 系统不允许 Hashdrop 读取 { $drive }，因此没有检查。请重试，并在系统要求时输入密码。
drive-access-cancelled = 在系统的密码提示处取消了对 { $drive } 的读取，因此没有检查。重试即可再次被询问。
drive-access-no-udisks = 要读取 { $drive }，Hashdrop 需要通过系统的磁盘服务（UDisks2），而本系统没有安装。请安装 udisks2 软件包后重试。
drive-access-unknown = 系统的磁盘服务不认识 { $drive }。请重新插入后再找一次。
drive-access-failed = 系统的磁盘服务无法打开 { $drive }：{ $error }
stick-check-button = 不用镜像检查 U 盘…
stick-title = 不用镜像检查 U 盘或 SD 卡
stick-intro = 选择 U 盘，然后拖入发布者的校验和列表（例如 SHA256SUMS，有签名的话一起拖入）。Hashdrop 会找出 U 盘上写的是列表中的哪个镜像；不需要镜像文件。
stick-no-drive = 没有找到 U 盘或 SD 卡。请插入后再找一次。
stick-choose = 要检查哪个驱动器？
stick-drive = 驱动器：{ $drive }
stick-drop-list = 把发布者的校验和列表（SHA256SUMS 之类）拖到这里，有签名的话一起拖入。
stick-stopped = 已停止：驱动器未检查，其中的内容也没有任何改动。
stick-other-drive = 选择其他驱动器
stick-choose-list = 选择列表…
dialog-stick-list = 选择发布者的校验和列表（有签名的话一并选择）
stick-try-again = 重试
stick-searching = 正在从头读取驱动器，查找列表中的镜像…
stick-read-so-far = 已读取 { $done }（驱动器容量 { $total }；一旦结果确定就停止读取）
stick-list-unusable = 无法用这个列表在驱动器上查找镜像：{ $error }
stick-holds = { $kind ->
    [card] 这张 SD 卡
   *[stick] 这个 U 盘
}上写的正是 { $list } 中列出的 { $name }（{ $size }）。
stick-list-changed = { $list } 在签名后被修改过：不要相信其中的内容。
stick-none = { $kind ->
    [card] 这张 SD 卡
   *[stick] 这个 U 盘
}上没有 { $list } 列出的任何镜像。
stick-none-structure = { $layout ->
    [iso] 根据其 ISO 9660 卷
    [gpt] 根据其 GPT 分区表
   *[mbr] 根据其 MBR 分区表
}，上面的镜像在 { $size } 处结束，但与列表中的任何校验和都不符：有字节被改动，或者是另一个镜像。
stick-none-searched = 已读取开头的 { $size }，列表中没有任何镜像位于开头。

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = 添加发布者的密钥…
sig-add-key-hint = 选择发布者的密钥文件（.asc、.gpg、.pub、.key）。您会看到它的指纹，再决定是否信任它。
check-signature-not-checked = { $count ->
    [one] { $name } 的签名未经检查
   *[other] { $count } 个签名未经检查
}
check-signature-not-checked-detail = 没有其他依据能说明 { $names } 是否为发布者签名的文件。请添加发布者的密钥来检查签名，或将文件与发布者页面上的校验和比较。
check-signature-unreadable-detail = 没有其他依据能说明 { $names } 是否为发布者签名的文件，添加密钥也无济于事：请重新下载签名，或将文件与发布者页面上的校验和比较。
check-match-unchecked = { $count ->
    [one] 一致，但签名未经检查
   *[other] { $count } 个文件一致，但有签名未经检查
}
verdict-signed = { $count ->
    [one] 已由发布者签名
   *[other] 全部 { $count } 个文件均已由发布者签名
}
check-bad-file-signature-detail = { $name } 在签名后被修改过，或签名属于另一个文件。请勿使用：请从发布者处重新下载。
row-signed = 已签名
row-signature-not-checked = 签名未检查
expected-incomplete = { $want } 个字符中的 { $have } 个：{ $missing ->
    [one] 少了一个或多了一个
   *[other] 少了 { $missing } 个
}
expected-too-long = { $have } 个字符：比 { $algorithm } 校验和（{ $want } 个）多了 { $extra } 个
expected-press-enter = 输入完整的校验和后请按 Enter。
expected-looks-like-one = 看起来是 { $algorithm } 校验和
expected-which-types = 可能是哪些类型？
expected-could-be = 可能是 { $names }（{ $chars } 个字符）。都会尝试。
clipboard-offer = 剪贴板上有一个校验和（{ $start }…）：用它来比较文件吗？
clipboard-offer-use = 用它比较
clipboard-offer-no = 否
## ui (compare drive, file chooser, plain words)
compare-differ-at = 两者在第 { $byte } 个字节处不同；之前的每个字节都相同。
compare-details = 详细信息
compare-differ-offset = 偏移量 { $hex }（从开头算起 { $offset } 个字节，像十六进制编辑器那样从 0 开始计数）。
bench-lead-split = 对 { $cpu } 来说，处理器是瓶颈；对 { $io } 来说，磁盘是瓶颈。
chooser-missing = 此桌面无法打开文件选择器。要像平常一样选择文件，请安装 xdg-desktop-portal-gtk（或 zenity）；在此之前，请在下方输入路径，或把文件拖到窗口上。
chooser-path = 路径
chooser-open = 打开
chooser-cannot-list = 无法列出 { $name }：{ $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = 已读取 { $done } · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } 含有 { $count } 个密钥。信任其中哪些？
key-offer-several = 一个文件可以用任何名字装入任何人的密钥。只添加那些指纹已与发布者网站上的指纹核对过的密钥。
key-offer-number = 第 { $number } 个密钥，共 { $count } 个
key-offer-add-this = 添加此密钥
key-offer-add-named = 添加指纹为 { $fingerprint } 的密钥
key-offer-added = 已添加。
key-declined-rest = { $name } 中的其他密钥未添加（{ $count } 个）。
key-file-unreadable = { $name } 不是 Hashdrop 能读取的密钥文件：{ $error }
keys-add-button = 添加…
keys-add-hint = 选择发布者的密钥文件（.asc、.gpg、.pub、allowed_signers）；每个密钥在添加前都要核对指纹。
keys-bundled-heading = Hashdrop 自带的密钥
keys-bundled-for = 为 { $publisher } 自带
keys-added-on-from = { $date } 从 { $file } 添加
keys-added-on = { $date } 添加
keys-added-from = 从 { $file } 添加
dialog-add-key = 选择发布者的密钥文件
## lists (several lists, big lists)
verdict-accidents-note = 注意：{ $algorithm } 只能发现意外损坏，不能发现篡改：任何人都能做出另一个 { $algorithm } 相同的文件。发布者提供 SHA-256 时请优先使用。
reading-list-progress = 正在读取 { $name }… 已读 { $lines } 行
reading-list-stopped = 已停止读取 { $name }：不使用其中的校验和。

## Asking the publisher for its signed checksum
settings-publishers = 发布方
settings-ask-publisher = 对已知文件总是询问发布方
settings-ask-publisher-hint = 当您交给 Hashdrop 一个它认识的下载文件（Ubuntu、Debian、Fedora…）时，它会自动通过 HTTPS 从发布方自己的网站获取其签名的校验和列表，无需等您按按钮。不会发送任何关于您文件的信息。
publisher-ask-button = 向 { $publisher } 获取其签名的校验和
publisher-ask-hint = 通过 HTTPS 从 { $publisher } 的网站获取签名的校验和列表，并用 { $publisher } 的密钥检查其签名。不会发送任何关于您文件的信息。
publisher-asking = 正在向 { $publisher } 获取签名的校验和…
publisher-matched = 这就是 { $name }，与 { $publisher } 发布的完全一致（{ $day } 由 { $publisher } 的密钥签名）。
publisher-matched-undated = 这就是 { $name }，与 { $publisher } 发布的完全一致（由 { $publisher } 的密钥签名）。
publisher-signed-by = 签名者：{ $key }
publisher-renamed = { $publisher } 列出的名称是 { $name }：此文件已被重命名。
publisher-cached = 使用了之前检查时保存的 { $publisher } 列表；其签名已重新检查。
publisher-mismatch = 这不是 { $publisher } 以 { $name } 发布的文件：请重新下载。
publisher-mismatch-titled = 这不是 { $publisher } 发布的 { $title }（{ $name }）：请重新下载。
publisher-bad-signature = 请勿使用：{ $publisher } 的列表未通过签名检查
publisher-bad-signature-detail = 您与 { $publisher } 之间的某个环节篡改了列表。请不要信任此下载；稍后从 { $publisher } 自己的网站或在其他网络上重新获取。
publisher-no-answer = { $publisher } 没有给出答复
publisher-unknown = Hashdrop 不知道谁发布了此名称的文件，因此没有询问任何一方。
publisher-unsigned = { $publisher } 发布的校验和没有签名，因此 Hashdrop 无法给出经签名的答复。请将下面的校验和与 { $publisher } 下载页上的进行比较。
publisher-no-key = Hashdrop 没有 { $publisher } 的密钥来检查签名，因此没有询问。
publisher-not-trusted = 收到的列表不是由 { $publisher } 的密钥签名的，因此不能证明任何事。请将下面的校验和与 { $publisher } 下载页上的进行比较。
publisher-no-list = 在 Hashdrop 查找的位置，{ $publisher } 没有此版本的校验和列表。如果您重命名过文件，请改回原名；或把下载页上的校验和文件拖到这里。
publisher-not-listed = { $publisher } 的签名列表中没有此名称或此校验和的文件。如果您重命名过文件，请改回原名；否则它可能并非来自 { $publisher }。
publisher-file-unreadable = 无法读取文件：{ $reason }
publisher-offline = Hashdrop 无法连接发布方的网站（电脑是否离线？）。联网后再试，或把您下载的校验和文件拖到这里。
publisher-tls-refused = 与发布方网站的安全连接被拒绝，因此未使用其发送的任何内容。检查安全连接的网络（某些单位、酒店）可能导致此问题：请换一个网络再试。
publisher-redirect-refused = 发布方网站把 Hashdrop 转到了不安全或不属于发布方的地址，Hashdrop 没有跟随。请稍后再试，或把下载页上的校验和文件拖到这里。
publisher-too-large = 发布方网站发送的内容远超一份校验和列表，Hashdrop 已停止读取。请稍后再试。
publisher-too-slow = 发布方网站响应太慢。请稍后再试。
publisher-server-trouble = 发布方网站没有提供其列表。请稍后再试，或把下载页上的校验和文件拖到这里。
publisher-user-file-unused = 您的发布方文件 { $name } 未被使用：它必须是 Hashdrop 的格式、属于您，且其他人不能修改。Hashdrop 自带的发布方仍可答复。
publisher-offer = 此文件没有附带校验和。{ $publisher } 发布了签名的校验和列表：Hashdrop 可以从 { $publisher } 自己的网站获取它并据此检查此文件。在您要求之前不会发送任何内容。
publisher-ask-again = 再次询问 { $publisher }
publisher-list-name = { $publisher } 的签名列表
keys-format-openpgp = OpenPGP 密钥
keys-format-minisign = minisign/signify 密钥
keys-format-ssh = SSH 密钥
keys-format-sigstore = Sigstore 签名者
keys-vouched-by = 由 { $issuer } 担保
key-offer-heading-signer = 信任此 Sigstore 签名者？
key-offer-public-key = 公钥：
key-offer-key-id = 密钥 ID：{ $id }
key-offer-identity = 签名者（身份）：
key-offer-issuer = 担保方（签发者）：
key-offer-compare-key = 添加之前，请将此公钥与发布者网站上公布的公钥进行比较。
key-offer-compare-signer = 添加之前，请将此身份和签发者与发布者网站上公布的进行比较：任何人都可以用自己的身份通过 Sigstore 签名。
signer-added = 已将 { $identity }（由 { $issuer } 担保）添加为您信任的 Sigstore 签名者：它签名的文件现在算作已签名。
sig-trust-signer = 信任此签名者…
sig-trust-signer-hint = 查看是谁用 Sigstore 签名的，与发布者网站比较，再决定是否信任。
check-signature-not-checked-detail-sigstore = { $names } 由 { $identity }（签发者 { $issuer }）签名，这是 Hashdrop 不认识的签名者。只有在发布者网站列出此身份时才信任它，或者将文件与发布者页面上的校验和进行比较。
sig-unknown-sigstore-named = 未检查：其证明有效，但任何人都可以用自己的名义通过 Sigstore 签名，因此只有您信任的签名者才算数。
signer-declined = { $identity } 未被添加为您信任的签名者。

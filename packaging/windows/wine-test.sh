#!/usr/bin/env bash
# Tests the Windows build under Wine (Debian: wine, wine64), against coreutils and the
# Linux build of the same source, on the same files:
#   - sum: byte-identical to sha256sum/md5sum/sha1sum/sha512sum/b2sum (LF line ends);
#   - check: messages and exit codes of sha256sum -c; CRLF lists; `\` in names; names in
#     another case; a failing line;
#   - compare: same output and exit code as the Linux build;
#   - a path over 260 characters; a non-ASCII name, through a pipe, a file and a console;
#   - hashdrop.com (the console launcher) passes the output and the exit code through;
#   - the installer: silent install, the registry keys (wine reg query), the installed
#     exe runs, silent uninstall removes the keys and the files.
# Usage: packaging/windows/wine-test.sh [DIR]   (DIR defaults to target/windows, as made
# by build.sh). A missing wine skips, and fails under CI=true, where .ci/run installs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
dir=$(realpath "${1:-target/windows}")
linux_hashdrop=${LINUX_HASHDROP:-$root/target/debug/hashdrop}

if ! command -v wine >/dev/null; then
  if [[ ${CI:-} == true ]]; then echo "wine-test: wine is not installed, but CI=true: CI installs it" >&2; exit 1; fi
  echo "wine-test: skipping: wine not installed"; exit 0
fi
for f in "$dir/hashdrop.exe" "$dir/hashdrop.com" "$linux_hashdrop"; do
  [[ -x $f || -f $f ]] || { echo "wine-test: $f is missing (run packaging/windows/build.sh and cargo build)" >&2; exit 1; }
done

export WINEPREFIX=${WINEPREFIX:-$root/target/wine-prefix}
export WINEDEBUG=-all
# No Mono or Gecko install prompts; Hashdrop needs neither.
export WINEDLLOVERRIDES="mscoree,mshtml="
export LC_ALL=C.UTF-8
wineboot --init >/dev/null 2>&1
wineserver -p60 || true # keep the server up between the many short runs (fails if one is up)
# Wine 8.0 lacks bcryptprimitives.dll, which Rust's std imports (ProcessPrng); Windows 10+
# has it. A stand-in goes into this prefix only (see wine/bcryptprimitives.c).
sys32=$WINEPREFIX/drive_c/windows/system32
if [[ ! -f $sys32/bcryptprimitives.dll ]]; then
  x86_64-w64-mingw32-gcc -shared -O2 -o "$sys32/bcryptprimitives.dll" \
    packaging/windows/wine/bcryptprimitives.c packaging/windows/wine/bcryptprimitives.def -ladvapi32
fi

failures=0
pass() { echo "ok   $1"; }
fail() { echo "FAIL $1"; failures=$((failures + 1)); }
# same NAME EXPECTED_FILE ACTUAL_FILE
same() { if cmp -s "$2" "$3"; then pass "$1"; else fail "$1"; diff <(od -c "$2") <(od -c "$3") | head -n 10 || true; fi; }
hd() { wine "$dir/hashdrop.exe" "$@"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
head -c 3000000 /dev/urandom >big.bin
printf 'abc' >small.txt
: >empty
printf 'caf\xc3\xa9' >'café ☕ 日本.txt'
mkdir -p Sub
printf 'in a folder\n' >Sub/Inner.txt
files=(big.bin small.txt empty 'café ☕ 日本.txt' Sub/Inner.txt)

# --- sum, against coreutils -------------------------------------------------------------
for pair in sha256:sha256sum md5:md5sum sha1:sha1sum sha512:sha512sum blake2b:b2sum; do
  algo=${pair%%:*} tool=${pair#*:}
  "$tool" "${files[@]}" >want.txt
  hd sum -a "$algo" "${files[@]}" >got.txt
  same "sum -a $algo = $tool (LF line ends, non-ASCII name)" want.txt got.txt
done
sha256sum "${files[@]}" >want.txt
hd sum "${files[@]}" | cat >got.txt
same "sum through a pipe" want.txt got.txt

# --- check -------------------------------------------------------------------------------
sha256sum "${files[@]}" >SUMS
check_like_gnu() { # NAME LIST
  local code_want=0 code_got=0
  sha256sum -c "$2" >want.txt 2>want.err || code_want=$?
  hd check "$2" >got.txt 2>got.err || code_got=$?
  same "$1: output" want.txt got.txt
  if [[ $code_want == "$code_got" ]]; then pass "$1: exit code $code_got"; else fail "$1: exit code $code_got, sha256sum says $code_want"; fi
}
check_like_gnu "check (LF)" SUMS
sed 's/$/\r/' SUMS >SUMS.crlf
check_like_gnu "check (CRLF)" SUMS.crlf
sed 's/small.txt/wrong.txt/; 1s/^./0/' SUMS >SUMS.bad
check_like_gnu "check with a failing and a missing line" SUMS.bad

# Windows only: `\` separators and another case find the same files. A listed name
# with `\` is printed as GNU prints it, escaped: `\sub\\INNER.TXT: OK`.
sed 's|Sub/Inner.txt|sub\\INNER.TXT|; s|small.txt|SMALL.TXT|' SUMS >SUMS.win
code=0
hd check SUMS.win >got.txt 2>&1 || code=$?
if [[ $code == 0 ]] && grep -qxF '\sub\\INNER.TXT: OK' got.txt && grep -qxF 'SMALL.TXT: OK' got.txt; then
  pass "check finds 'sub\\INNER.TXT' and 'SMALL.TXT'"
else
  fail "check with \\ and another case (exit $code)"; cat got.txt
fi

# --- compare, against the Linux build ---------------------------------------------------
cp big.bin big2.bin
printf 'x' | dd of=big2.bin bs=1 seek=2000000 conv=notrunc status=none
for args in "big.bin big.bin" "big.bin big2.bin" "small.txt big.bin" "small.txt nothing"; do
  code_l=0 code_w=0
  # shellcheck disable=SC2086 # the pairs are split on purpose
  "$linux_hashdrop" compare $args >want.txt 2>&1 || code_l=$?
  # shellcheck disable=SC2086
  hd compare $args >got.txt 2>&1 || code_w=$?
  same "compare $args: output" want.txt got.txt
  [[ $code_l == "$code_w" ]] && pass "compare $args: exit code $code_w" || fail "compare $args: exit $code_w, Linux $code_l"
done
"$linux_hashdrop" sum -a blake3 -a crc32 "${files[@]}" >want.txt
hd sum -a blake3 -a crc32 "${files[@]}" >got.txt
same "sum -a blake3 -a crc32 = the Linux build" want.txt got.txt

# --- long paths, consoles, the launcher ---------------------------------------------------
long=$(printf 'folder-with-a-long-name-%02d/' $(seq 1 12))
mkdir -p "$long"
cp small.txt "${long}file.txt"
(( ${#long} > 260 )) || fail "the long path is not long enough"
sha256sum "${long}file.txt" >want.txt
hd sum "${long}file.txt" >got.txt
same "sum of a ${#long}-character path" want.txt got.txt

sha256sum 'café ☕ 日本.txt' >want.txt
# `script` gives the program a terminal, which Wine turns into a Windows console: the
# name goes through WriteConsoleW, not a byte write.
script -qec "wine '$dir/hashdrop.exe' sum 'café ☕ 日本.txt'" /dev/null | tr -d '\r' | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' | grep -v '^\s*$' >got.txt || true
same "non-ASCII name printed in a console" want.txt got.txt

code=0
wine "$dir/hashdrop.com" check SUMS.bad >got.txt 2>/dev/null || code=$?
sha256sum -c SUMS.bad >want.txt 2>/dev/null || true
same "hashdrop.com passes the output through" want.txt got.txt
[[ $code == 1 ]] && pass "hashdrop.com returns the exit code (1)" || fail "hashdrop.com returned $code, not 1"

# What Windows does when another program truncates a mapped file (docs/windows.md):
# Wine, like Windows, refuses with ERROR_USER_MAPPED_FILE (1224).
x86_64-w64-mingw32-gcc -O1 -o truncate-mapped.exe "$root/packaging/windows/wine/truncate-mapped.c"
wine truncate-mapped.exe 2>&1 | tr -d '\r' >got.txt || true
if grep -qx 'SetEndOfFile: refused 1224' got.txt && grep -qx 'TRUNCATE_EXISTING: refused 1224' got.txt; then
  pass "a mapped file cannot be truncated (ERROR_USER_MAPPED_FILE)"
else
  fail "truncating a mapped file"; cat got.txt
fi

# Files on network shares are read, never mapped, even with --io mmap. Wine's trace of
# NtMapViewOfSection shows whether the file (4000000 bytes = 0x3d0900) was mapped. N: is
# declared a network drive (GetDriveTypeW answers DRIVE_REMOTE); \\fileserver\share is
# a UNC path (Wine's dosdevices/unc). Both point at folders of their own, as Wine names
# a file by the drive that reaches it most directly.
mkdir -p net/drive net/unc
head -c 4000000 /dev/urandom >net/drive/m.bin
cp net/drive/m.bin net/unc/m.bin
cp net/drive/m.bin local.bin
ln -sfn "$PWD/net/drive" "$WINEPREFIX/dosdevices/n:"
mkdir -p "$WINEPREFIX/dosdevices/unc/fileserver"
ln -sfn "$PWD/net/unc" "$WINEPREFIX/dosdevices/unc/fileserver/share"
wine reg add 'HKLM\Software\Wine\Drives' /v 'n:' /d network /f >/dev/null
wineserver -k # the drive type is read when the server starts
sha256sum local.bin | cut -d' ' -f1 >want.txt
for f in local.bin 'N:\m.bin' '\\fileserver\share\m.bin'; do
  WINEDEBUG=+virtual wine "$dir/hashdrop.exe" sum --io mmap "$f" >got.txt 2>trace.txt || true
  maps=$(grep -c 'NtMapViewOfSection.*size=3d0900' trace.txt || true)
  digest_ok=$(cut -d' ' -f1 got.txt | cmp -s - want.txt && echo yes || echo no)
  case $f in
    local.bin) want_maps=1 ;;
    *) want_maps=0 ;;
  esac
  if [[ $maps == "$want_maps" && $digest_ok == yes ]]; then
    pass "--io mmap on $f: $([[ $maps == 1 ]] && echo mapped || echo read), right digest"
  else
    fail "--io mmap on $f: mapped $maps times (want $want_maps), digest right: $digest_ok"
  fi
done
rm -f "$WINEPREFIX/dosdevices/n:" "$WINEPREFIX/dosdevices/unc/fileserver/share"
wine reg delete 'HKLM\Software\Wine\Drives' /v 'n:' /f >/dev/null

# --- the installer --------------------------------------------------------------------------
setup=$(ls "$dir"/hashdrop-*-setup.exe 2>/dev/null | head -n1 || true)
if [[ -z $setup ]]; then
  fail "no installer in $dir"
else
  keys=(
    'HKCU\Software\Classes\*\shell\Hashdrop\command'
    'HKCU\Software\Classes\Directory\shell\Hashdrop\command'
    'HKCU\Software\Classes\.sha256\OpenWithProgids'
    'HKCU\Software\Classes\.blake2\OpenWithProgids'
    'HKCU\Software\Classes\Hashdrop.Checksums\shell\open\command'
    'HKCU\Software\Classes\Applications\hashdrop.exe\SupportedTypes'
    'HKCU\Software\Microsoft\Windows\CurrentVersion\App Paths\hashdrop.exe'
    'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Hashdrop'
  )
  wine "$setup" /S
  wineserver -w
  # The first Wine command after the server ended can fail with no output at all (seen
  # once in CI on the first key, which the next checks then found): a key counts as
  # missing only if three queries a second apart do not find it.
  reg_has() {
    local try
    for try in 1 2 3; do
      wine reg query "$1" >reg.txt 2>&1 && return 0
      sleep 1
    done
    return 1
  }
  for k in "${keys[@]}"; do
    if reg_has "$k"; then pass "installed: $k"; else fail "installed: $k"; cat reg.txt; fi
  done
  wine reg query 'HKCU\Software\Classes\*\shell\Hashdrop' /ve | grep -q 'Checksums with Hashdrop' &&
    pass "the menu item says 'Checksums with Hashdrop'" || fail "the menu item's text"
  wine reg query 'HKCU\Software\Classes\.md5\OpenWithProgids' /v Hashdrop.Checksums >/dev/null 2>&1 &&
    pass ".md5 is offered 'Open with' Hashdrop" || fail ".md5 Open with"
  instdir=$(wine reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Hashdrop' /v InstallLocation |
    tr -d '\r' | sed -n 's/.*REG_SZ *//p')
  installed=$(winepath -u "$instdir" 2>/dev/null | tr -d '\r')
  sha256sum small.txt >want.txt
  wine "$installed/hashdrop.exe" sum small.txt >got.txt
  same "the installed hashdrop.exe runs" want.txt got.txt
  appdata=$(winepath -u "$(wine cmd /c 'echo %APPDATA%' | tr -d '\r')" | tr -d '\r')
  links=("$appdata/Microsoft/Windows/Start Menu/Programs/Hashdrop.lnk" "$appdata/Microsoft/Windows/SendTo/Hashdrop.lnk")
  for l in "${links[@]}"; do [[ -f $l ]] && pass "shortcut ${l#"$appdata"/}" || fail "shortcut $l"; done

  wine "$installed/uninstall.exe" /S
  wineserver -w
  sleep 1
  wineserver -w
  for k in "${keys[@]}"; do
    if wine reg query "$k" >/dev/null 2>&1; then fail "uninstalled: $k is still there"; else pass "uninstalled: $k"; fi
  done
  for l in "${links[@]}"; do [[ ! -e $l ]] && pass "uninstalled: ${l#"$appdata"/}" || fail "uninstalled: $l is still there"; done
  [[ ! -e $installed ]] && pass "uninstalled: $instdir removed" || { fail "uninstalled: $instdir still has"; ls -la "$installed"; }
fi

echo
if ((failures)); then echo "wine-test: $failures FAILED"; exit 1; fi
echo "wine-test: all passed"

#!/usr/bin/env bash
# CI: build the .deb, install it with dpkg on this machine, and use the installed
# command: --version, a `sum` checked against sha256sum's digest and a `check`.
# Idempotent (reinstalling the same version is fine); reuses the release build when it
# is up to date. Run from anywhere: bash packaging/ci-deb-check.sh [--dev]
# (--dev: package a dev-profile build, as CI does; see packaging/build-deb.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
export DEBIAN_FRONTEND=noninteractive
say() { echo "ci-deb-check: $*"; }

deb=$(packaging/build-deb.sh "$@" | tail -n 1)
say "built $deb"
dpkg-deb --contents "$deb" | awk '{print $6}' > /tmp/hashdrop-deb-contents.txt
for f in ./usr/bin/hashdrop \
         ./usr/share/applications/io.github.hashdrop.Hashdrop.desktop \
         ./usr/share/metainfo/io.github.hashdrop.Hashdrop.metainfo.xml \
         ./usr/share/mime/packages/io.github.hashdrop.Hashdrop.xml \
         ./usr/share/icons/hicolor/scalable/apps/io.github.hashdrop.Hashdrop.svg \
         ./usr/share/icons/hicolor/256x256/apps/io.github.hashdrop.Hashdrop.png \
         ./usr/share/nautilus-python/extensions/hashdrop.py \
         ./usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.desktop \
         ./usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.check.desktop \
         ./usr/share/nemo/actions/io.github.hashdrop.Hashdrop.nemo_action \
         ./usr/share/nemo/actions/io.github.hashdrop.Hashdrop.check.nemo_action; do
  grep -qxF "$f" /tmp/hashdrop-deb-contents.txt || { say "missing from the package: $f"; exit 1; }
done

# dpkg -i does not fetch dependencies (the window's libraries): if some are missing,
# let apt complete the installation.
if ! dpkg -i "$deb"; then
  say "installing missing dependencies with apt-get"
  apt-get update -qq
  apt-get install -f -y -qq --no-install-recommends
fi
[[ $(dpkg-query -W -f='${Status}' hashdrop) == "install ok installed" ]] || { say "not installed"; exit 1; }

bin=/usr/bin/hashdrop
want_version=$(awk -F'"' '/^version =/ {print $2; exit}' Cargo.toml)
got_version=$("$bin" --version)
say "$got_version"
[[ $got_version == "hashdrop $want_version" ]] || { say "expected hashdrop $want_version"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
printf 'abc' > a.txt
# A name that would trip the test-only fault hook: the package must not have it.
printf 'abc' > x_HASHDROP_PANIC_TEST.txt
"$bin" sum -a sha256 a.txt x_HASHDROP_PANIC_TEST.txt > SHA256SUMS
want="ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
printf '%s  a.txt\n%s  x_HASHDROP_PANIC_TEST.txt\n' "$want" "$want" | cmp - SHA256SUMS \
  || { say "unexpected sum output:"; cat SHA256SUMS; exit 1; }
if command -v sha256sum >/dev/null; then
  sha256sum -c --quiet SHA256SUMS
fi
"$bin" check SHA256SUMS
say "the installed hashdrop works"

# The desktop files are well-formed where the validators are installed.
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate /usr/share/applications/io.github.hashdrop.Hashdrop.desktop
fi
# The file managers' menus are installed where the file managers read them, and are
# the files of packaging/file-managers/.
for f in /usr/share/nautilus-python/extensions/hashdrop.py \
         /usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.desktop \
         /usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.check.desktop \
         /usr/share/nemo/actions/io.github.hashdrop.Hashdrop.nemo_action \
         /usr/share/nemo/actions/io.github.hashdrop.Hashdrop.check.nemo_action; do
  [[ -f $f ]] || { say "not installed: $f"; exit 1; }
done
cmp /usr/share/nautilus-python/extensions/hashdrop.py "$repo/packaging/file-managers/nautilus/hashdrop.py"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate /usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.desktop
  desktop-file-validate /usr/share/kio/servicemenus/io.github.hashdrop.Hashdrop.check.desktop
fi
if /usr/bin/python3 -c "import gi; gi.require_version('Nautilus', '4.0')" 2>/dev/null; then
  # The installed extension loads as nautilus-python loads it, and offers its item.
  /usr/bin/python3 - <<'PY'
import importlib.util
spec = importlib.util.spec_from_file_location("hashdrop_ext", "/usr/share/nautilus-python/extensions/hashdrop.py")
ext = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ext)
cmd = ext.command_for(["x"])
assert cmd is not None and cmd[-1] == "x", cmd
PY
fi
say "the file managers' menus are installed"
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net /usr/share/metainfo/io.github.hashdrop.Hashdrop.metainfo.xml
fi
say "ok"

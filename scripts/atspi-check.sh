#!/usr/bin/env bash
# The real window read as a screen reader reads it: starts Hashdrop under Xvfb in a
# private session bus with AT-SPI enabled, with FILES given, and prints what
# scripts/atspi-dump.py saw (the window's name, named nodes, values, announcements).
# Usage: scripts/atspi-check.sh HASHDROP_BINARY FILE [LATER_FILE...]
# Each LATER_FILE is handed over by another launch, 4 s after the one before (so the
# verdict changes while a screen reader listens). FILE `-`: the window opens empty.
set -euo pipefail
bin=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
# ATSPI_DATA: a data folder prepared by the caller (keys added, say), kept afterwards;
# otherwise a fresh one, removed.
if [[ -n ${ATSPI_DATA:-} ]]; then
  data=$ATSPI_DATA
else
  data=$(mktemp -d)
  trap 'rm -rf "$data"' EXIT
fi
export XDG_DATA_HOME=$data XDG_RUNTIME_DIR=$data
dbus-run-session -- bash -c '
  set -u
  # Xvfb picks a free display and says which once it is ready (a random one could be
  # taken by a check running beside this one); then the accessibility bus, waited for
  # rather than slept on (a loaded machine took longer than a fixed second and a half,
  # and the dump, finding no bus, printed nothing).
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$XDG_RUNTIME_DIR/display" >/dev/null 2>&1 & X=$!
  for _ in $(seq 1 200); do [[ -s $XDG_RUNTIME_DIR/display ]] && break; sleep 0.05; done
  export DISPLAY=:$(cat "$XDG_RUNTIME_DIR/display")
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & B=$!
  for _ in $(seq 1 200); do
    busctl --user get-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled >/dev/null 2>&1 && break
    sleep 0.05
  done
  # What a screen reader sets; AccessKit waits for it.
  busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled b true
  busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true
  # Listen 12 s, and 4 s more for each later file after the first.
  later=$(( $# > 3 ? $# - 3 : 0 ))
  /usr/bin/python3 "$0" $(( 12 + 4 * later )) & P=$!
  sleep 1
  first=("$2"); [[ $2 == - ]] && first=()
  LIBGL_ALWAYS_SOFTWARE=1 "$1" "${first[@]}" >/dev/null 2>&1 & A=$!
  for later in "${@:3}"; do
    sleep 4
    LIBGL_ALWAYS_SOFTWARE=1 "$1" "$later" >/dev/null 2>&1 || true
  done
  wait $P || true
  kill $A $B $X 2>/dev/null || true
' "$here/atspi-dump.py" "$bin" "$@"

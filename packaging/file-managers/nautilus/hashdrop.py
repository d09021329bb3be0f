# Hashdrop in the menu of GNOME Files (Nautilus 43 and later, nautilus-python's
# API "Nautilus 4.0"): "Checksums with Hashdrop" for any selection of files and
# folders, and "Check with Hashdrop" when checksum files (SHA256SUMS, *.sha256, ...)
# are among them.
#
# Installed as /usr/share/nautilus-python/extensions/hashdrop.py by the .deb (which
# recommends python3-nautilus), or as ~/.local/share/nautilus-python/extensions/
# hashdrop.py by the app's "Add Hashdrop to my file manager's menu". Nautilus loads
# it at its next start (`nautilus -q` ends the running one).
#
# The selected paths are passed to Hashdrop as arguments, never through a shell. One
# launch gets the whole selection; an open Hashdrop window takes the files (one window
# for many launches).
#
# When Hashdrop is not on PATH but is installed as a Flatpak, it is started as
# `flatpak run --file-forwarding io.github.hashdrop.Hashdrop @@ FILES @@`, as
# Collision's extension does.

import os
import re
import shutil
import subprocess

import gi

gi.require_version("Nautilus", "4.0")
from gi.repository import GLib, GObject, Gio, Nautilus  # noqa: E402

APP_ID = "io.github.hashdrop.Hashdrop"

# Set by "Add Hashdrop to my file manager's menu" to the program that installed this
# file (a source build that is not on PATH); None: look on PATH, then for the Flatpak.
HASHDROP_COMMAND = None

# What the checksum files are called: the globs of the shared-mime-info types that
# Hashdrop installs (packaging/hashdrop-mime.xml).
CHECKSUM_NAME = re.compile(
    r"^(CHECKSUMS?|MD5SUMS|SHA1SUMS|SHA256SUMS|SHA512SUMS|B2SUMS|B3SUMS"
    r"|.*-CHECKSUM|.*\.(checksums?|digests|md5|md5sum|MD5SUMS|sha1|sha1sum"
    r"|sha256|sha256sum|SHA256SUMS|sha512|sha512sum|b2|blake2b|b3|blake3|sfv))$"
)

# The menu's words, in the languages the app speaks.
WORDS = {
    "en": (
        "Checksums with Hashdrop",
        "Compute the checksums of the selection in Hashdrop",
        "Check with Hashdrop",
        "Check the files this checksum file lists, in Hashdrop",
    ),
    "de": (
        "Prüfsummen mit Hashdrop",
        "Die Prüfsummen der Auswahl in Hashdrop berechnen",
        "Mit Hashdrop prüfen",
        "Die in dieser Prüfsummendatei genannten Dateien in Hashdrop prüfen",
    ),
    "es": (
        "Sumas de comprobación con Hashdrop",
        "Calcular en Hashdrop las sumas de comprobación de la selección",
        "Comprobar con Hashdrop",
        "Comprobar en Hashdrop los archivos que enumera este archivo de sumas",
    ),
    "fr": (
        "Sommes de contrôle avec Hashdrop",
        "Calculer dans Hashdrop les sommes de contrôle de la sélection",
        "Vérifier avec Hashdrop",
        "Vérifier dans Hashdrop les fichiers listés dans ce fichier de sommes",
    ),
    "ja": (
        "Hashdrop でチェックサム",
        "選択したもののチェックサムを Hashdrop で計算します",
        "Hashdrop で検証",
        "このチェックサムファイルに書かれたファイルを Hashdrop で検証します",
    ),
    "pt_BR": (
        "Somas de verificação com o Hashdrop",
        "Calcular no Hashdrop as somas de verificação da seleção",
        "Verificar com o Hashdrop",
        "Verificar no Hashdrop os arquivos listados neste arquivo de somas",
    ),
    "ru": (
        "Контрольные суммы в Hashdrop",
        "Вычислить в Hashdrop контрольные суммы выбранного",
        "Проверить в Hashdrop",
        "Проверить в Hashdrop файлы, перечисленные в этом файле контрольных сумм",
    ),
    "zh_CN": (
        "用 Hashdrop 计算校验和",
        "在 Hashdrop 中计算所选内容的校验和",
        "用 Hashdrop 校验",
        "在 Hashdrop 中校验此校验和文件列出的文件",
    ),
}


def words():
    """The menu's words in the first of the person's languages that Hashdrop speaks."""
    for name in GLib.get_language_names():
        base = name.split(".")[0].split("@")[0]
        for tag in (base, base.split("_")[0]):
            if tag in WORDS:
                return WORDS[tag]
            if tag == "pt":
                return WORDS["pt_BR"]
            if tag == "zh":
                return WORDS["zh_CN"]
    return WORDS["en"]


_flatpak_installed = None


def flatpak_installed():
    """Whether Hashdrop is installed as a Flatpak (asked once per Nautilus process)."""
    global _flatpak_installed
    if _flatpak_installed is None:
        flatpak = shutil.which("flatpak")
        _flatpak_installed = False
        if flatpak is not None:
            try:
                done = subprocess.run(
                    [flatpak, "info", APP_ID],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=10,
                )
                _flatpak_installed = done.returncode == 0
            except (OSError, subprocess.SubprocessError):
                _flatpak_installed = False
    return _flatpak_installed


def command_for(paths):
    """The argument vector that opens `paths` in Hashdrop, or None when there is none."""
    if HASHDROP_COMMAND is not None and os.access(HASHDROP_COMMAND, os.X_OK):
        return [HASHDROP_COMMAND, *paths]
    program = shutil.which("hashdrop")
    if program is not None:
        return [program, *paths]
    flatpak = shutil.which("flatpak")
    if flatpak is not None and flatpak_installed():
        # The paths reach the sandbox through the document portal.
        return [flatpak, "run", "--file-forwarding", APP_ID, "@@", *paths, "@@"]
    return None


def local_path(info):
    """The file's path on this machine, or None (a remote location without one)."""
    location = info.get_location()
    return location.get_path() if location is not None else None


def is_checksum_file(info):
    """Whether the file is a checksum file (by its type, or by its name)."""
    if info.is_directory():
        return False
    mime = info.get_mime_type() or ""
    return mime.startswith("text/x-checksum") or CHECKSUM_NAME.match(info.get_name()) is not None


def launch(argv):
    """Starts `argv` directly: no shell ever sees the paths."""
    # Standard input is /dev/null; output and errors go where Nautilus's go (the journal).
    return Gio.Subprocess.new(argv, Gio.SubprocessFlags.NONE)


class HashdropMenuProvider(GObject.GObject, Nautilus.MenuProvider):
    """The items of the selection's context menu."""

    def __init__(self):
        super().__init__()
        # The processes started, so that the caller (and the tests) can wait for them.
        self.launched = []

    def get_file_items(self, files):
        paths = [local_path(f) for f in files]
        if not files or any(p is None for p in paths):
            return []
        if command_for([]) is None:
            return []
        label, tip, check_label, check_tip = words()
        items = []
        item = Nautilus.MenuItem(name="Hashdrop::checksums", label=label, tip=tip, icon=APP_ID)
        item.connect("activate", self._activate, paths)
        items.append(item)
        sums = [p for f, p in zip(files, paths) if is_checksum_file(f)]
        if sums:
            item = Nautilus.MenuItem(name="Hashdrop::check", label=check_label, tip=check_tip, icon=APP_ID)
            item.connect("activate", self._activate, sums)
            items.append(item)
        return items

    def _activate(self, _item, paths):
        argv = command_for(paths)
        if argv is None:
            return
        try:
            self.launched.append(launch(argv))
        except GLib.Error as e:
            print(f"hashdrop extension: cannot start {argv[0]}: {e.message}")
        # Keep only the recent ones: Gio reaps the processes itself.
        del self.launched[:-16]

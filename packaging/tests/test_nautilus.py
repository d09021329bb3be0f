"""The Nautilus extension (packaging/file-managers/nautilus/hashdrop.py), loaded under
GObject introspection as nautilus-python loads it, without a Nautilus process.

Needs python3-gi and gir1.2-nautilus-4.0 (Debian). Stand-in `hashdrop` and `flatpak`
programs on PATH record the arguments they get, NUL-separated, so the test sees the
exact paths that arrived. Run by tests/file_managers.rs, or by hand:

    /usr/bin/python3 packaging/tests/test_nautilus.py
"""

import importlib.util
import os
import pathlib
import stat
import sys
import tempfile
import unittest

import gi

gi.require_version("Nautilus", "4.0")
from gi.repository import Gio, Nautilus  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXTENSION = ROOT / "packaging" / "file-managers" / "nautilus" / "hashdrop.py"
APP_ID = "io.github.hashdrop.Hashdrop"

# Writes its arguments to $HASHDROP_RECORD, each followed by a NUL byte (file names
# may hold newlines). Only shell built-ins: PATH holds nothing else.
RECORDER = """#!/bin/sh
printf '%s\\0' "$@" > "$HASHDROP_RECORD"
"""

# A stand-in flatpak: `flatpak info APP` says it is installed; `flatpak run ...`
# records its arguments as the hashdrop stand-in does.
FLATPAK = """#!/bin/sh
if [ "$1" = info ]; then
  [ "$2" = "%s" ] && exit 0
  exit 1
fi
printf '%%s\\0' "$@" > "$HASHDROP_RECORD"
""" % APP_ID


def load_extension():
    """A fresh copy of the extension module, as nautilus-python imports it."""
    spec = importlib.util.spec_from_file_location("hashdrop_extension", EXTENSION)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class FileInfo:
    """A stand-in for Nautilus.FileInfo: what the extension asks of one."""

    def __init__(self, location, mime="application/octet-stream", directory=False):
        self.location = location
        self.mime = mime
        self.directory = directory

    @classmethod
    def local(cls, path, **kw):
        return cls(Gio.File.new_for_path(str(path)), **kw)

    def get_location(self):
        return self.location

    def get_name(self):
        return self.location.get_basename()

    def get_mime_type(self):
        return self.mime

    def is_directory(self):
        return self.directory

    def get_uri(self):
        return self.location.get_uri()


class NautilusExtension(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = pathlib.Path(self.tmp.name)
        self.bin = self.dir / "bin"
        self.bin.mkdir()
        self.files = self.dir / "files"
        self.files.mkdir()
        self.record = self.dir / "record"
        self.saved_env = dict(os.environ)
        # Only the stand-ins are on PATH: an installed hashdrop must not answer.
        os.environ["PATH"] = str(self.bin)
        os.environ["HASHDROP_RECORD"] = str(self.record)
        os.environ["LANGUAGE"] = ""
        os.environ["LC_ALL"] = "C"
        self.saved_cwd = os.getcwd()
        # A shell started with these names would create files here.
        os.chdir(self.files)
        self.ext = load_extension()

    def tearDown(self):
        os.chdir(self.saved_cwd)
        os.environ.clear()
        os.environ.update(self.saved_env)
        self.tmp.cleanup()

    def stand_in(self, name, text):
        path = self.bin / name
        path.write_text(text)
        path.chmod(stat.S_IRWXU)
        return path

    def make(self, name, directory=False, mime="application/octet-stream"):
        path = self.files / name
        if directory:
            path.mkdir()
        else:
            path.write_bytes(b"abc")
        return path, FileInfo.local(path, mime=mime, directory=directory)

    def activate(self, provider, item):
        item.activate()
        self.assertTrue(provider.launched, "a process was started")
        process = provider.launched[-1]
        process.wait(None)
        self.assertTrue(process.get_successful(), "the stand-in ran")
        raw = self.record.read_bytes()
        self.assertTrue(raw.endswith(b"\0"), raw)
        return [os.fsdecode(a) for a in raw[:-1].split(b"\0")]

    def selection(self):
        names = [
            "plain.iso",
            "name with space.iso",
            "données 日本語.txt",
            "$(touch pwned); `touch pwned2` & echo 'x'.bin",
            "-n",
        ]
        made = [self.make(n) for n in names]
        made.append(self.make("a folder", directory=True, mime="inode/directory"))
        made.append(self.make("SHA256SUMS", mime="text/x-checksum-sha256"))
        return [p for p, _ in made], [f for _, f in made]

    def test_checksums_get_the_exact_paths_without_a_shell(self):
        self.stand_in("hashdrop", RECORDER)
        paths, infos = self.selection()
        provider = self.ext.HashdropMenuProvider()
        self.assertIsInstance(provider, Nautilus.MenuProvider)
        items = provider.get_file_items(infos)
        labels = [i.props.label for i in items]
        self.assertEqual(labels, ["Checksums with Hashdrop", "Check with Hashdrop"])
        self.assertEqual(items[0].props.icon, APP_ID)
        got = self.activate(provider, items[0])
        self.assertEqual(got, [str(p) for p in paths])
        # No shell ran: the names' commands did nothing.
        self.assertEqual(sorted(os.listdir(self.files)), sorted(p.name for p in paths))

    def test_check_gets_only_the_checksum_files(self):
        self.stand_in("hashdrop", RECORDER)
        iso, iso_info = self.make("debian 12.iso")
        sums, sums_info = self.make("SHA256SUMS", mime="text/plain")
        md5, md5_info = self.make("Fedora-Workstation-40-CHECKSUM", mime="text/plain")
        provider = self.ext.HashdropMenuProvider()
        items = provider.get_file_items([iso_info, sums_info, md5_info])
        self.assertEqual(len(items), 2)
        self.assertEqual(items[1].props.name, "Hashdrop::check")
        self.assertEqual(self.activate(provider, items[1]), [str(sums), str(md5)])

    def test_checksum_files_are_known_by_type_or_name(self):
        is_sums = self.ext.is_checksum_file
        for name in ["SHA256SUMS", "x.sha256", "x.md5", "B3SUMS", "CHECKSUM", "a.sfv", "x.iso.sha512sum"]:
            self.assertTrue(is_sums(FileInfo.local(self.files / name, mime="text/plain")), name)
        for name in ["x.iso", "SHA256SUMS.gpg", "notes.txt", "sha256"]:
            self.assertFalse(is_sums(FileInfo.local(self.files / name, mime="text/plain")), name)
        self.assertTrue(is_sums(FileInfo.local(self.files / "list", mime="text/x-checksum")))
        self.assertFalse(is_sums(FileInfo.local(self.files / "B2SUMS", directory=True)))

    def test_one_file_or_many(self):
        self.stand_in("hashdrop", RECORDER)
        provider = self.ext.HashdropMenuProvider()
        one, info = self.make("ünïcødé.bin")
        items = provider.get_file_items([info])
        self.assertEqual(len(items), 1, "no checksum file: no Check item")
        self.assertEqual(self.activate(provider, items[0]), [str(one)])
        made = [self.make(f"file {i}.bin") for i in range(10)]
        items = provider.get_file_items([f for _, f in made])
        self.assertEqual(self.activate(provider, items[0]), [str(p) for p, _ in made])

    def test_remote_locations_get_no_item(self):
        self.stand_in("hashdrop", RECORDER)
        provider = self.ext.HashdropMenuProvider()
        remote = FileInfo(Gio.File.new_for_uri("sftp://example.invalid/x.iso"))
        _, local = self.make("x.iso")
        self.assertEqual(provider.get_file_items([local, remote]), [])
        self.assertEqual(provider.get_file_items([]), [])

    def test_flatpak_with_file_forwarding(self):
        flatpak = self.stand_in("flatpak", FLATPAK)
        paths, infos = self.selection()
        provider = self.ext.HashdropMenuProvider()
        items = provider.get_file_items(infos)
        self.assertEqual(len(items), 2)
        got = self.activate(provider, items[0])
        want = ["run", "--file-forwarding", APP_ID, "@@", *map(str, paths), "@@"]
        self.assertEqual(got, want)
        self.assertEqual(self.ext.command_for(["x"])[0], str(flatpak))

    def test_a_hashdrop_on_path_wins_over_the_flatpak(self):
        self.stand_in("flatpak", FLATPAK)
        hashdrop = self.stand_in("hashdrop", RECORDER)
        self.assertEqual(self.ext.command_for(["x"]), [str(hashdrop), "x"])

    def test_nothing_to_start_means_no_item(self):
        # A flatpak program without the app installed.
        self.stand_in("flatpak", FLATPAK.replace(APP_ID, "org.example.Other"))
        _, info = self.make("x.iso")
        self.assertEqual(self.ext.HashdropMenuProvider().get_file_items([info]), [])

    def test_the_command_set_by_the_installer(self):
        program = self.stand_in("hashdrop-built-here", RECORDER)
        self.ext.HASHDROP_COMMAND = str(program)
        self.assertEqual(self.ext.command_for(["x"]), [str(program), "x"])

    def test_the_menu_speaks_the_persons_language(self):
        self.stand_in("hashdrop", RECORDER)
        _, info = self.make("SHA256SUMS")
        for lang, first in [
            ("es_ES.UTF-8", "Sumas de comprobación con Hashdrop"),
            ("de_DE.UTF-8", "Prüfsummen mit Hashdrop"),
            ("pt_BR.UTF-8", "Somas de verificação com o Hashdrop"),
            ("zh_CN.UTF-8", "用 Hashdrop 计算校验和"),
            ("C", "Checksums with Hashdrop"),
        ]:
            os.environ["LC_ALL"] = lang
            items = self.ext.HashdropMenuProvider().get_file_items([info])
            self.assertEqual(items[0].props.label, first, lang)
            self.assertEqual(len(items), 2)

    def test_the_extension_never_uses_a_shell(self):
        source = EXTENSION.read_text()
        for word in ["shell=True", "os.system", "os.popen", "spawn_command_line"]:
            self.assertNotIn(word, source)


if __name__ == "__main__":
    unittest.main(verbosity=2)

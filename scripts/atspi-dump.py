#!/usr/bin/python3
"""Reads the real window's accessibility tree as a screen reader does (AT-SPI), and
listens for what it announces. Prints one line per fact the test checks:

  WINDOW <role> <name>          the application's frames
  NODE <role> <name>            every named node
  VALUE <name> <current> <max>  nodes with a value (the progress bar)
  ANNOUNCE <text>               what the window announced (a live region's change)
  URGENCY <politeness> <text>   the same announcement with its AT-SPI politeness
                                (1 polite: after what is being said; 2 assertive: at once)

Run it inside the session bus the app uses, with AT-SPI enabled (scripts/atspi-check.sh).
"""
import sys
import pyatspi
from gi.repository import GLib

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 8.0


def on_event(event):
    if event.type.startswith("object:announcement"):
        print("ANNOUNCE", str(event.any_data), flush=True)
        print("URGENCY", event.detail1, str(event.any_data), flush=True)


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    try:
        role, name = node.getRoleName(), node.name or ""
    except Exception:
        return
    if depth == 1 or role == "frame":
        print("WINDOW", role, name, flush=True)
    if name:
        print("NODE", role, name.replace("\n", " "), flush=True)
    try:
        v = node.queryValue()
        print("VALUE", name, v.currentValue, v.maximumValue, flush=True)
    except Exception:
        pass
    for i in range(node.childCount):
        try:
            walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            pass


def dump():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == "hashdrop":
            walk(app, 0)
    pyatspi.Registry.stop()
    return False


pyatspi.Registry.registerEventListener(on_event, "object")
GLib.timeout_add(int(SECONDS * 1000), dump)
pyatspi.Registry.start()

#!/usr/bin/python3
"""Reads the real window's accessibility tree as a screen reader does (AT-SPI), and
listens for what it announces. Prints one line per fact the test checks:

  WINDOW <role> <name>          the application's frames
  NODE <role> <name>            every named node
  VALUE <name> <current> <max>  nodes with a value (the progress bar)
  ANNOUNCE <text>               what the window announced (a live region's change)
  URGENCY <politeness> <text>   the same announcement with its AT-SPI politeness
                                (1 polite: after what is being said; 2 assertive: at once)
  PRESSED <name>                the button named HASHDROP_ATSPI_PRESS (if set) was found
                                and pressed through AT-SPI's Action interface, 5 s in
  NOT PRESSED <name>            it was not found, or had no action

Run it inside the session bus the app uses, with AT-SPI enabled (scripts/atspi-check.sh).
"""
import os
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


def find(node, name, depth=0):
    if node is None or depth > 60:
        return None
    try:
        if node.name == name:
            return node
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return None
    for child in children:
        found = find(child, name, depth + 1)
        if found is not None:
            return found
    return None


def press():
    """Presses the button a person using a screen reader would, by its name."""
    name = os.environ.get("HASHDROP_ATSPI_PRESS", "")
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is None or (app.name or "").lower() != "hashdrop":
            continue
        button = find(app, name)
        if button is not None:
            try:
                action = button.queryAction()
                if action.nActions > 0 and action.doAction(0):
                    print("PRESSED", name, flush=True)
                    return False
            except Exception:
                pass
    print("NOT PRESSED", name, flush=True)
    return False


def dump():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == "hashdrop":
            walk(app, 0)
    pyatspi.Registry.stop()
    return False


pyatspi.Registry.registerEventListener(on_event, "object")
if os.environ.get("HASHDROP_ATSPI_PRESS"):
    GLib.timeout_add(5000, press)
GLib.timeout_add(int(SECONDS * 1000), dump)
pyatspi.Registry.start()

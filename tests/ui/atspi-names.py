#!/usr/bin/python3
"""Walks the accessibility tree of the program whose process is PID, as a
screen reader meets it, and prints a line for each node a key can stop on
whose name a screen reader would say wrongly: no name, the name of a
widget type ("GtkFlowBoxChild"), a raw mnemonic ("_Watch"), a name said
twice over ("Next Dungeon Next Dungeon", "Reset… Reset Statistics"), or a
description that only says the name again. The last line counts the
nodes walked.

usage: atspi-names.py PID (on the bus tests/ui/atspi-run starts)"""
import re
import sys
import time

import pyatspi

TYPE_NAME = re.compile(r"\b(?:Gtk|Adw|Lair)[A-Z][A-Za-z]+\b")
MNEMONIC = re.compile(r"(?:^|\s)_\w")


def words(text):
    """The words of text, as a listener hears them: no underline, no
    ellipsis, no case"""
    return [w for w in re.split(r"[\s…]+", text.replace("_", "").lower()) if w]


def said_twice(name):
    """Whether the name is two names one after the other, one of which
    starts the other: "Play Play", "Join Seat 1 Join", "Reset… Reset
    Statistics" """
    parts = name.split()
    for i in range(1, len(parts)):
        first, second = words(" ".join(parts[:i])), words(" ".join(parts[i:]))
        if not first or not second:
            continue
        shorter, longer = (first, second) if len(first) <= len(second) else (second, first)
        if longer[:len(shorter)] == shorter:
            return True
    return False


def problems(node, path, found, counted):
    try:
        role = node.getRoleName()
        name = node.name or ""
        description = node.description or ""
        states = node.getState()
    except Exception:
        return
    counted[0] += 1
    where = f"{path} > {role} {name!r}"
    # GTK 4.8 calls every scrolled window focusable, yet Tab never stops on
    # one: the keys go to what it holds
    if states.contains(pyatspi.STATE_FOCUSABLE) and role not in ("frame", "dialog", "window", "scroll pane"):
        if not name.strip():
            found.append(f"unnamed: {where}")
        elif TYPE_NAME.search(name):
            found.append(f"named by a type: {where}")
        elif MNEMONIC.search(name):
            found.append(f"a mnemonic said aloud: {where}")
        elif said_twice(name):
            found.append(f"named twice over: {where}")
        if description and words(description) == words(name):
            found.append(f"its description says its name again: {where}")
        elif description and TYPE_NAME.search(description):
            found.append(f"described by a type: {where} ({description!r})")
    try:
        children = list(node)
    except Exception:
        return
    # a window is named in the path, to tell where a node is
    here = f"{path} > {role} {name!r}" if role in ("frame", "dialog", "window") else f"{path} > {role}"
    for child in children:
        if child is not None:
            problems(child, here if len(path) < 200 else path, found, counted)


def find_app(pid):
    end = time.time() + 30
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    return None


def main():
    pid = int(sys.argv[1])
    app = find_app(pid)
    if app is None:
        print(f"no application of process {pid} on the accessibility bus")
        sys.exit(2)
    app.clearCache()
    found = []
    counted = [0]
    problems(app, "", found, counted)
    for line in found:
        print(line)
    print(f"walked {counted[0]} nodes")


main()

#!/usr/bin/python3
"""What a screen reader is told as the story plays, on a GTK that can
announce (4.14 and later): two computer seats play a dungeon at the
story's fastest pace while the test listens on the accessibility bus for
the game's announcements. Each beat is announced politely, once, in the
story's order: the dungeon's walk-in first, then every room in turn, each
seat's way out, and the last room the summary names.

usage: test-announce.py SPIDER-LAIR-BINARY (inside tests/ui/atspi-run)"""
import os
import re
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from gi.repository import GLib
except ImportError:
    print("1..0 # SKIP no pyatspi")
    sys.exit(0)

TIMEOUT = 60
ROOM = re.compile(r"(?:^| )Room (\d+): ")
# how a dungeon ends, as its summary says it
ENDING = re.compile(r"The spider’s lair was in room (\d+)\.|Everybody is out, after (\d+) rooms?")
# AT-SPI's politeness of a polite announcement (ATSPI_LIVE_POLITE)
POLITE = 1

heard = []


def heard_cb(event):
    if event.type == "object:announcement":
        heard.append((event.any_data, event.detail1))


def wait_for(app, what, find, timeout=TIMEOUT):
    """find()'s first answer that is not None, the bus's events
    delivered meanwhile"""
    context = GLib.MainContext.default()
    end = time.time() + timeout
    while time.time() < end:
        while context.iteration(False):
            pass
        if app is not None:
            app.clearCache()
        found = find()
        if found is not None:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never found: {what}")


def find(root, name, role=None):
    """The first node named name (GTK 4.8 adds a button's words after its
    label, so "name …" matches too) and, if given, of the role"""
    def match(node):
        return node is not None and (node.name == name or node.name.startswith(name + " ")) and \
            (role is None or node.getRoleName() in role)
    try:
        return pyatspi.findDescendant(root, match) if root is not None else None
    except Exception:
        return None


def click(node):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "press", "activate"):
            action.doAction(i)
            return
    action.doAction(0)


def main():
    binary = sys.argv[1]
    home = tempfile.mkdtemp(prefix="spider-lair-announce-")
    # the story at its fastest, computers that do not think long, no sound
    settings = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as keyfile:
        keyfile.write("[io/github/spiderlair/SpiderLair]\n"
                      "animation-speed=4.0\nthink-delay=uint32 0\nsound=false\n")
    env = dict(os.environ,
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               GSETTINGS_BACKEND="keyfile")
    pyatspi.Registry.registerEventListener(heard_cb, "object:announcement")
    proc = subprocess.Popen([binary], env=env)
    print("1..3")
    try:
        app = wait_for(None, "the application on the bus", lambda: next(
            (a for a in pyatspi.Registry.getDesktop(0)
             if a is not None and a.name == os.path.basename(binary)), None))
        buttons = ("push button", "button")
        for seat in (1, 2):
            click(wait_for(app, f"Computer Player at Seat {seat}",
                           lambda: find(app, f"Computer Player at Seat {seat}", buttons)))
        play = wait_for(app, "Play, enabled", lambda: (lambda node: node if node is not None and node.getState().contains(
            pyatspi.STATE_SENSITIVE) else None)(find(app, "Play", buttons)))
        click(play)
        # the dungeon's end is announced as its summary shows
        wait_for(app, "the first dungeon's end announced",
                 lambda: True if any(ENDING.search(said) for said, _ in heard) else None, 240)
        wait_for(app, "the first dungeon's summary", lambda: find(app, "Dungeon 1 Is Over", ("label",)))
        # the summary's own words: where the lair was, or how far they went
        card = wait_for(app, "the summary", lambda: find(app, "Summary of the dungeon"))
        text = " ".join(n.name for n in pyatspi.findAllDescendants(
            card, lambda n: n is not None and n.getRoleName() == "label"))
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    for said, politeness in heard:
        print(f"# {politeness} {said}")

    # the first dungeon's story, to its end: a table of computers goes on
    # into the next by itself
    ends = [i for i, (said, _) in enumerate(heard) if ENDING.search(said)]
    del heard[ends[0] + 1:]
    texts = [said for said, _ in heard]
    assert texts, "nothing was announced"
    assert all(said.strip() for said in texts), f"an empty announcement among {texts}"
    assert all(politeness == POLITE for _, politeness in heard), \
        f"an announcement not polite: {sorted(set(p for _, p in heard))}"
    print(f"ok 1 {len(texts)} announcements, all polite and all saying something")

    # the story's order: the walk-in, then room after room, never one twice
    assert texts[0].startswith("Dungeon 1: the players walk in."), texts[0]
    rooms = [int(number) for said in texts for number in ROOM.findall(said)]
    assert rooms and rooms == list(range(1, len(rooms) + 1)), f"rooms announced in the order {rooms}"
    assert sum(said.startswith("Dungeon 1: the players walk in.") for said in texts) == 1, \
        "the walk-in was announced twice"
    print(f"ok 2 the walk-in, then rooms 1 to {rooms[-1]} in order")

    # every seat's way out, and as far as the summary says they went
    story = " ".join(texts)
    for name in ("Tilly Torch", "Old Rook"):
        ways_out = len(re.findall(rf"{name} leaves with \d+ gems?\.|The spider scares {name} out\b", story))
        assert ways_out == 1, f"how {name} came out was announced {ways_out} times: {story}"
    match = ENDING.search(text)
    assert match, f"the summary says neither where the lair was nor how far they went: {text}"
    last = int(match[1] or match[2])
    assert rooms[-1] == last, f"the summary ends in room {last}, the announcements in room {rooms[-1]}"
    assert ENDING.search(texts[-1]) and ENDING.search(texts[-1])[0] == match[0], \
        f"the last announcement is not the summary's end ({match[0]!r}): {texts[-1]!r}"
    print(f"ok 3 each seat's way out announced, and the dungeon's end as the summary says it (room {last})")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""A player's game through the accessibility tree, as a screen reader user
would play it: join seat 1 by name, give seat 2 to the computer, play, and
leave in each dungeon until the results name the winner.

usage: test-player.py SPIDER-LAIR-BINARY (inside tests/ui/atspi-run)"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
except ImportError:
    print("1..0 # SKIP no pyatspi")
    sys.exit(0)
if shutil.which("xdotool") is None:
    print("1..0 # SKIP no xdotool")
    sys.exit(0)

# generous: the first window of a cold machine waits for the font cache
TIMEOUT = 60


APP = None


def names(node, depth=0):
    """The tree below node, a line per node, to say what was there"""
    lines = []
    try:
        lines.append("  " * min(depth, 20) + f"{node.getRoleName()} {node.name!r}")
        for child in node:
            if child is not None:
                lines.extend(names(child, depth + 1))
    except Exception:
        pass
    return lines


def wait_for(what, find, timeout=TIMEOUT):
    end = time.time() + timeout
    while time.time() < end:
        if APP is not None:
            # libatspi keeps children it has seen; pages of the window
            # come and go, so ask the window again
            APP.clearCache()
        found = find()
        if found is not None:
            return found
        time.sleep(0.1)
    if APP is not None:
        print("\n".join("# " + line for line in names(APP)))
    raise AssertionError(f"never found: {what}")


def focused(node):
    """node, once it has the keyboard focus"""
    try:
        return node if node.getState().contains(pyatspi.STATE_FOCUSED) else None
    except Exception:
        return None


def find(root, role, name=None, prefix=None):
    """The first node of the role named name, or whose name starts with
    prefix. GTK 4.8 adds a button's own words after the accessible label
    ("Join Seat 1 Join"), so a name matches that way too. The showing state
    is not reliable there, so hidden widgets count: names are unique."""
    def match(node):
        if node is None or node.getRoleName() != role:
            return False
        if name is not None:
            return node.name == name or node.name.startswith(name + " ")
        if prefix is not None:
            return node.name.startswith(prefix)
        return True
    try:
        return pyatspi.findDescendant(root, match)
    except Exception:
        return None


def find_named(root, name):
    """Any node called exactly name"""
    try:
        return pyatspi.findDescendant(root, lambda n: n is not None and n.name == name)
    except Exception:
        return None


def actions(node):
    try:
        action = node.queryAction()
        return action if action.nActions > 0 else None
    except NotImplementedError:
        return None


def click(node):
    """Clicks node through its action; a GTK 4.8 menu button has none, so
    it gets the focus and a press of the space bar, as from the keyboard"""
    action = actions(node)
    if action is not None:
        names = [action.getName(i) for i in range(action.nActions)]
        for wanted in ("click", "press", "activate"):
            if wanted in names:
                action.doAction(names.index(wanted))
                return
        action.doAction(0)
        return
    inner = pyatspi.findDescendant(node, lambda n: n is not None and n is not node and
                                   n.getRoleName() == "push button")
    if inner is not None and actions(inner) is not None:
        return click(inner)
    target = inner if inner is not None else node
    assert target.queryComponent().grabFocus(), f"cannot focus {node.name}"
    wait_for(f"the focus on {node.name}", lambda: focused(target))
    subprocess.run(["xdotool", "key", "space"], check=True)


def main():
    binary = sys.argv[1]
    home = tempfile.mkdtemp(prefix="spider-lair-player-")
    env = dict(os.environ,
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               GSETTINGS_BACKEND="memory")
    proc = subprocess.Popen([binary, "--quick"], env=env)
    print("1..4")
    try:
        global APP
        app = APP = wait_for("the application on the bus", lambda: next(
            (a for a in pyatspi.Registry.getDesktop(0)
             if a is not None and a.name == os.path.basename(binary)), None))

        click(wait_for("Join Seat 1", lambda: find(app, "push button", "Join Seat 1")))
        def entry():
            return find(app, "text", "Name at Seat 1")
        wait_for("the name entry", entry)
        # the entry has the focus and its text selected: typing replaces it
        # (GTK 4.8 does not let the bus set an entry's text, nor read it)
        wait_for("the focus in the name entry", lambda: focused(entry()))
        # Tab after the name: the keys arrive in order, so once the focus
        # has left the entry the whole name is in it
        subprocess.run(["xdotool", "type", "--delay", "30", "Ada"], check=True)
        subprocess.run(["xdotool", "key", "Tab"], check=True)
        wait_for("the focus out of the name entry",
                 lambda: entry() if focused(entry()) is None else None)
        click(wait_for("Done", lambda: find(app, "push button", "Done Joining Seat 1")))
        click(wait_for("Computer at seat 2",
                       lambda: find(app, "push button", "Computer Player at Seat 2")))
        # every control is named once, in words: no "Play Play", no raw
        # mnemonic, no drop-down named after its widget type
        for name in ("Play", "Quit", "Statistics", "Leave Seat 1", "Level for Old Rook"):
            assert find_named(app, name) is not None, f"nothing named {name!r}"
        for name in ("Play Play", "Quit Quit", "_Play", "GtkToggleButton", "Leave Seat 1 Leave"):
            assert find_named(app, name) is None, f"a control is named {name!r}"
        print("ok 1 seats taken through named controls")

        click(wait_for("Play", lambda: find(app, "push button", "Play")))
        wait_for("Ada's panel", lambda: find(app, "label", "Ada"))
        print("ok 2 the game started")
        if os.environ.get("LAIR_DUMP"):
            time.sleep(1)
            print("\n".join("# " + line for line in names(APP)))

        # in each dungeon Ada opens her option menu and leaves; each
        # dungeon's summary waits for its button
        dungeons = 0
        summaries = set()
        end = time.time() + 4 * TIMEOUT
        while time.time() < end:
            if find(app, "push button", "Play Again") is not None:
                break
            APP.clearCache()
            # the button stays in the tree once shown, and clicking it
            # when no summary waits does nothing
            try:
                for title in pyatspi.findAllDescendants(
                        app, lambda n: n is not None and n.getRoleName() == "label"
                        and n.name.startswith("Dungeon ") and n.name.endswith(" Is Over")):
                    summaries.add(title.name)
            except Exception:
                pass
            for label in ("Next Dungeon", "See Results"):
                button = find(app, "push button", label)
                if button is not None:
                    click(button)
            menu = find(app, "push button", "Choose for Ada")
            if menu is not None and menu.getState().contains(pyatspi.STATE_SENSITIVE):
                click(menu)
                leave = wait_for("Leave in the menu", lambda: find(app, "push button", "Leave"), 5)
                click(leave)
                dungeons += 1
            time.sleep(0.2)
        else:
            print("\n".join("# " + line for line in names(APP)))
            raise AssertionError("the game did not end")
        assert dungeons >= 1, "Ada never chose"
        assert len(summaries) >= 1, "no dungeon summary was shown"
        print(f"ok 3 Ada left {dungeons} times through her option menu, {len(summaries)} summaries read")

        def winner_label():
            return pyatspi.findDescendant(app, lambda n: n is not None and n.getRoleName() == "label"
                                          and n.name.endswith((" Wins", " Win")))
        winner = wait_for("the winner", winner_label)
        assert winner.name.startswith(("Ada", "Old Rook")), winner.name
        print(f"ok 4 the results name the winner: {winner.name}")
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(home, ignore_errors=True)


main()

#!/usr/bin/python3
"""A player's game through the accessibility tree and the keyboard alone,
as a screen reader user would play it: join seat 1 by name, give seat 2 to
the computer, start with Ctrl+Return, choose every room through the seat's
choice button, read each dungeon's summary, then the results, and go back
to the menu. After each room the test reads the board as the tree says it
(room, seats, the log's rows by their names, the path's room cards) and
checks it against itself, against the summaries and results, and against
the game the history recorded. The room cards are checked against what
the log told of each room as it was entered; at each dungeon's end, the
whole dungeon turned face up against the summary.

usage: test-player.py SPIDER-LAIR-BINARY (inside tests/ui/atspi-run)"""
import os
import re
import shutil
import sqlite3
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


def at_summary():
    """Whether the focus is on a dungeon's summary: a row of its table,
    or its button to go on"""
    name = focus_name() or ""
    return SUMMARY_ROW.match(name) is not None or name.startswith(("Next Dungeon", "See Results"))


# what a newer GTK's AT-SPI (Debian testing's) calls a role, as GTK 4.8
# calls it: a push button a button, and a group (a seat's panel, the
# path of rooms, a summary) a grouping, where GTK 4.8 says panel
NEWER_ROLES = {"button": "push button", "grouping": "panel"}


def role_name(node):
    """node's role, as GTK 4.8's AT-SPI names it"""
    name = node.getRoleName()
    return NEWER_ROLES.get(name, name)


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
        if node is None or role_name(node) != role:
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
                                   role_name(n) == "push button")
    if inner is not None and actions(inner) is not None:
        return click(inner)
    target = inner if inner is not None else node
    assert target.queryComponent().grabFocus(), f"cannot focus {node.name}"
    wait_for(f"the focus on {node.name}", lambda: focused(target))
    subprocess.run(["xdotool", "key", "space"], check=True)


def deepest(root, role, name):
    """The innermost node of the role named name: a GTK 4.8 menu button is a
    push button holding the push button that takes the focus, a newer
    one's (GTK 4.24's) holds a toggle button"""
    roles = (role, "toggle button") if role == "push button" else (role,)
    node = find(root, role, name)
    while node is not None:
        inner = None
        try:
            inner = pyatspi.findDescendant(node, lambda n: n is not None and n is not node and
                                           role_name(n) in roles and
                                           (n.name == name or n.name.startswith(name + " ")))
        except Exception:
            pass
        if inner is None:
            return node
        node = inner
    return None


def focus_node():
    """The node with the keyboard focus, or None"""
    APP.clearCache()
    try:
        return pyatspi.findDescendant(APP, lambda n: n is not None and
                                      n.getState().contains(pyatspi.STATE_FOCUSED))
    except Exception:
        return None


def focus_name():
    node = focus_node()
    return node.name if node is not None else None


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)


SEAT = re.compile(r"^(?P<name>[^,]+), (?P<state>.+), (?P<hand>\d+) gems? in hand, "
                  r"\$(?P<chest>-?\d+), (?P<bars>\d+) bars?$")
ROOM = re.compile(r"^Dungeon (?P<dungeon>\d) · Room (?P<room>\d+)$")
OUT = ("left safely", "scared out", "out")


def seats():
    """Each seat's card, as its name says it (the name of its panel, which
    GTK 4.8 calls a filler and newer GTKs a group): {name: (state, hand,
    chest, bars)}"""
    table = find(APP, "table", "Seats in the game")
    found = {}
    if table is None:
        return found
    for node in pyatspi.findAllDescendants(table, lambda n: n is not None and SEAT.match(n.name) is not None):
        match = SEAT.match(node.name)
        if match:
            found[match["name"]] = (match["state"], int(match["hand"]), int(match["chest"]), int(match["bars"]))
    return found


def log_lines():
    """The lines of the game log the list shows, in order, as a screen
    reader walking the list hears them: each row is named for the line its
    label shows"""
    view = find(APP, "list", "What happened")
    if view is None:
        return []
    lines = []
    for row in pyatspi.findAllDescendants(view, lambda n: n is not None and role_name(n) == "list item"):
        label = pyatspi.findDescendant(row, lambda n: n is not None and role_name(n) == "label")
        text = label.name if label is not None else None
        assert text and row.name == text, f"a row of the log is named {row.name!r}, its line says {text!r}"
        lines.append(row.name)
    return lines


CARD = re.compile(r"^Room (?P<room>\d+), (?P<rest>.+)$")
# a room as the log tells it on entering: what it held, and what it says
# or how its chance turned out, when the players may know that yet
TOLD = re.compile(r"^Room (?P<room>\d+): (?P<what>.+?)(?:\. (?P<outcome>.+))?$")
ENDING = re.compile(r"The spider’s lair was in room (?P<lair>\d+)\.|"
                    r"Everybody is out, after (?P<depth>\d+) rooms?(?:; the spider’s lair was in room (?P<far>\d+))?\.")
# a row of a dungeon's summary, as its name says it
SUMMARY_ROW = re.compile(r"^(?P<name>[^:]+): (?P<ending>.+)\. Banked \+?\$(?P<banked>-?\d+), chest \$(?P<chest>-?\d+)\.$")
WALK_IN = re.compile(r"^Dungeon (?P<dungeon>\d): the players walk in\.$")
NEXT_CARD = "The next room, face down"
LAIR = "The Spider’s Lair"
NEVER_ENTERED = ", never entered"
NEVER_REACHED = ", the spider’s lair, never reached"


def room_cards():
    """The names of the path's cards, in the order they lie, as a screen
    reader walking the group of rooms meets them; None without the path"""
    path = find(APP, "panel", "Rooms of the dungeon")
    if path is None:
        return None
    cards = []
    for index in range(path.childCount):
        card = path.getChildAtIndex(index)
        if card is not None and role_name(card) == "image":
            cards.append(card.name)
    return cards


def told_rooms(lines, dungeon):
    """{room: (what, outcome)} for each room the log told in the dungeon, as
    the rows the tree holds say it: the rows after the dungeon's first line
    (all of them when that line has scrolled out of the list)"""
    starts = [i for i, line in enumerate(lines) if WALK_IN.match(line)]
    if starts:
        last = WALK_IN.match(lines[starts[-1]])
        assert int(last["dungeon"]) == dungeon, \
            f"in dungeon {dungeon} the log's latest dungeon is {lines[starts[-1]]!r}"
        lines = lines[starts[-1] + 1:]
    told = {}
    for line in lines:
        match = TOLD.match(line)
        if match:
            told.setdefault(int(match["room"]), (match["what"], match["outcome"]))
    return told


def content_problems(number, rest):
    """What is wrong with what a face-up card says its room held: a gem
    room says how many gems, a gold bar its value, never 0"""
    said = rest.lower()
    if said == "gems" or said.startswith("gems,") or re.match(r"^0 gems\b", said):
        return [f"room {number} holds gems, but says no count: {rest!r}"]
    if said == "gold bar" or said.startswith("gold bar,") or "$0" in said:
        return [f"room {number} holds a gold bar, but says no value: {rest!r}"]
    return []


def says_told(number, rest, told):
    """What is wrong with a card against what the log told of its room when
    the players entered it: what it held, and anything it said then"""
    what, outcome = told
    problems = []
    # the log and the card say it in the same words ("Gold bar worth $4")
    if not (rest.lower() == what.lower() or rest.lower().startswith(what.lower() + ", ")):
        problems.append(f"room {number}: the log said {what!r}, its card says {rest!r}")
    # the log's sentence is one part of the card's name, without its
    # full stop
    if outcome is not None and f", {outcome.removesuffix('.')}" not in rest:
        problems.append(f"room {number}: the log said {outcome!r}, its card says {rest!r}")
    return problems


def path_problems_in_play(cards, dungeon, room, latest, told):
    """What is wrong with the path as the tree says it at a decision in
    room: every room entered in order, the current one saying so and
    saying what the log's latest room said, the rooms passed saying what
    the log told of them, and the room ahead face down, telling nothing"""
    if cards is None:
        return ["no path of rooms in the tree"]
    problems = []
    if not cards or cards[-1] != NEXT_CARD:
        problems.append(f"the last card is not the room ahead, face down: {cards[-1:]}")
    faces = cards[:-1] if cards and cards[-1] == NEXT_CARD else cards
    if NEXT_CARD in faces:
        problems.append("a face-down room ahead before the rooms entered")
    parsed = [CARD.match(name) for name in faces]
    if None in parsed:
        problems.append(f"a card not named for its room: {faces[parsed.index(None)]!r}")
        return problems
    numbers = [int(match["room"]) for match in parsed]
    if numbers != list(range(1, room + 1)):
        problems.append(f"the cards are rooms {numbers}, not rooms 1 to {room}")
    current = [match for match in parsed if match["rest"].endswith(", current")]
    if len(current) != 1:
        problems.append(f"{len(current)} cards say they are current")
    elif int(current[0]["room"]) != room:
        problems.append(f"the badge says room {room}, the current card {current[0].string!r}")
    for match in parsed:
        number, rest = int(match["room"]), match["rest"]
        if any(word in rest for word in ("never entered", "never reached", "face down")):
            problems.append(f"a room entered reads {match.string!r}")
        problems.extend(content_problems(number, rest))
        if rest.endswith(", current"):
            rest = rest[:-len(", current")]
            told_now = TOLD.match(latest)
            problems.extend(says_told(number, rest, (told_now["what"], told_now["outcome"])))
        elif number not in told:
            problems.append(f"room {number} was passed, the log never told it")
        else:
            problems.extend(says_told(number, rest, told[number]))
    return problems


def path_problems_at_end(cards, depth, lair, told):
    """What is wrong with the whole dungeon turned face up at its end, as
    the tree says it: the rooms entered as the log told them, each room
    never entered named so with what it would have held, the lair marked
    whether or not anybody reached it, and no room current or face down"""
    if cards is None:
        return ["no path of rooms in the tree"]
    problems = []
    parsed = [CARD.match(name) for name in cards]
    if None in parsed:
        return [f"a card not named for its room: {cards[parsed.index(None)]!r}"]
    numbers = [int(match["room"]) for match in parsed]
    if numbers != list(range(1, len(numbers) + 1)) or len(numbers) < depth:
        problems.append(f"the cards are rooms {numbers}, the dungeon was {depth} rooms deep")
    lairs = [int(match["room"]) for match in parsed if match["rest"].startswith(LAIR)]
    if lairs != ([lair] if lair else []):
        problems.append(f"the summary puts the lair in room {lair}, the cards in {lairs}")
    for match in parsed:
        number, rest = int(match["room"]), match["rest"]
        if rest.endswith(", current") or "face down" in rest:
            problems.append(f"the dungeon is over, and a card reads {match.string!r}")
        problems.extend(content_problems(number, rest))
        if number <= depth:
            if "never entered" in rest or "never reached" in rest:
                problems.append(f"room {number} was entered, its card reads {match.string!r}")
            elif number not in told:
                problems.append(f"room {number} was entered, the log never told it")
            else:
                problems.extend(says_told(number, rest, told[number]))
        elif number == lair:
            if not rest.endswith(NEVER_REACHED):
                problems.append(f"the lair was never reached, its card reads {match.string!r}")
        elif not rest.endswith(NEVER_ENTERED):
            problems.append(f"room {number} was never entered, its card reads {match.string!r}")
    return problems


def settled_path(what, check, timeout=10):
    """The path's cards once check finds nothing wrong with them; fails
    with what was wrong when they never agree"""
    seen = {"cards": None, "problems": None}

    def agreed():
        seen["cards"] = room_cards()
        seen["problems"] = check(seen["cards"])
        return seen["cards"] if not seen["problems"] else None
    end = time.time() + timeout
    while time.time() < end:
        APP.clearCache()
        cards = agreed()
        if cards is not None:
            return cards
        time.sleep(0.1)
    raise AssertionError(f"{what}: " + "; ".join(seen["problems"]) +
                         "\n" + "\n".join(f"# {name}" for name in seen["cards"] or []))


def room_badge():
    node = pyatspi.findDescendant(APP, lambda n: n is not None and role_name(n) == "label"
                                  and ROOM.match(n.name) is not None)
    if node is None:
        return None
    match = ROOM.match(node.name)
    return int(match["dungeon"]), int(match["room"])


def gather_told(told):
    """Keeps what the log's rows say of each room of the dungeon the badge
    names, as a screen reader walking the list hears them now. GTK 4.8
    keeps a list's rows in the tree well beyond its view; a newer one
    (4.12 on) only those about it, so the rooms a computer plays after Ada left
    can have scrolled out of the tree by the dungeon's end: they are read
    as they are told, and what scrolled away before is read back at the
    summary (read_back_log). Between two dungeons, when the badge and the
    log's latest dungeon differ, nothing is kept."""
    badge = room_badge()
    if badge is None:
        return
    dungeon = badge[0]
    lines = log_lines()
    starts = [WALK_IN.match(line) for line in lines if WALK_IN.match(line)]
    if starts and int(starts[-1]["dungeon"]) != dungeon:
        return
    for number, room_told in told_rooms(lines, dungeon).items():
        told.setdefault(dungeon, {}).setdefault(number, room_told)


def read_back_log(told, dungeon, depth):
    """Scrolls the log back from its end with the mouse wheel over it, for
    the rooms whose lines were told while nothing read the tree (a
    computer playing on alone after Ada left), and reads the rows the list
    then holds; the keys stay on the summary"""
    view = find(APP, "list", "What happened")
    if view is None:
        return
    x, y, width, height = view.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    window = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True,
                            check=True).stdout.strip()
    subprocess.run(["xdotool", "mousemove", "--window", window, str(x + width // 2), str(y + height // 2)],
                   check=True)
    for _ in range(40):
        lines = log_lines()
        for number, room_told in told_rooms(lines, dungeon).items():
            told.setdefault(dungeon, {}).setdefault(number, room_told)
        if any(WALK_IN.match(line) for line in lines) or \
                all(number in told.get(dungeon, {}) for number in range(1, depth + 1)):
            break
        subprocess.run(["xdotool", "click", "--repeat", "3", "--delay", "30", "4"], check=True)
        time.sleep(0.3)


def inside(state):
    return not state.startswith(OUT)


def assert_focus_usable(where):
    """The focus is on something a key can use: there, enabled, shown"""
    node = wait_for(f"a focused control {where}", focus_node, 10)
    states = node.getState()
    assert states.contains(pyatspi.STATE_SENSITIVE), f"{where}: the focus is on insensitive {node.name!r}"
    assert states.contains(pyatspi.STATE_VISIBLE), f"{where}: the focus is on hidden {node.name!r}"
    return node


def is_option(name):
    """Whether name is an option's: its title and what it means, or one of
    Monte's cards"""
    return name is not None and (" — " in name or re.match(r"^Card \d", name) is not None)


def choose(leave):
    """Opens Ada's options from the keyboard and takes the first way to go
    on, or walks the options with the arrows to Leave, with Return"""
    key("Return")
    first = wait_for("the focus in Ada's options",
                     lambda: focus_name() if is_option(focus_name()) else None, 10)
    seen = [first]
    name = first
    while leave and not name.startswith("Leave — "):
        key("Down")
        name = wait_for("the focus to move on", lambda: focus_name() if focus_name() != seen[-1] else None, 10)
        assert name not in seen[:-1] and is_option(name), f"no way to leave among {seen + [name]}"
        seen.append(name)
    key("Return")
    return name


def main():
    binary = sys.argv[1]
    home = tempfile.mkdtemp(prefix="spider-lair-player-")
    env = dict(os.environ,
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               GSETTINGS_BACKEND="memory")
    proc = subprocess.Popen([binary, "--quick"], env=env)
    print("1..9")
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
        wait_for("Play enabled", lambda: find(app, "push button", "Play") if find(
            app, "push button", "Play").getState().contains(pyatspi.STATE_SENSITIVE) else None)
        app.clearCache()
        # every control is named once, in words: no "Play Play", no raw
        # mnemonic, no drop-down named after its widget type
        # (the tree is read again until each is found: a busy bus can
        # drop a walk over the whole window half way)
        for name in ("Play", "Quit", "Statistics", "Leave Seat 1", "Level for Old Rook"):
            wait_for(f"a control named {name!r}", lambda: find_named(app, name))
        for name in ("Play Play", "Quit Quit", "_Play", "GtkToggleButton", "Leave Seat 1 Leave"):
            assert find_named(app, name) is None, f"a control is named {name!r}"
        print("ok 1 seats taken through named controls")

        # from here on the keyboard alone
        key("ctrl+Return")
        wait_for("Ada's panel", lambda: find(app, "label", "Ada"))
        wait_for("the focus on Ada's choice button, not on the way back to the menu",
                 lambda: focused(deepest(app, "push button", "Choose for Ada")))
        print("ok 2 Ctrl+Return started the game with the focus on Ada's choice button")

        reads = []          # what the tree said at each of Ada's decisions
        news_heard = 0      # rooms told on her button
        summaries = []      # each dungeon's summary, as read
        summary_rows = []   # each summary's rows: {name: (banked, chest, ending)}
        told = {}           # {dungeon: {room: (what, outcome)}} as the log told them
        path_reads = {"decisions": 0, "passed": 0, "ends": 0, "never entered": 0, "lairs unreached": 0}
        end = time.time() + 6 * TIMEOUT
        while True:
            assert time.time() < end, "the game did not end"
            app.clearCache()
            if find(app, "push button", "Play Again") is not None:
                break
            name = focus_name() or ""
            if SUMMARY_ROW.match(name) or name.startswith(("Next Dungeon", "See Results")):
                title = pyatspi.findDescendant(app, lambda n: n is not None and role_name(n) == "label"
                                               and re.match(r"^Dungeon \d Is Over$", n.name) is not None)
                card = find(app, "panel", "Summary of the dungeon")
                text = [n.name for n in pyatspi.findAllDescendants(
                    card, lambda n: n is not None and role_name(n) == "label")] if card else []
                summaries.append((title.name if title else None, "\n".join(text)))
                # the focus lands on the summary, on its first row; each row
                # says one seat's way out, what it banked and its chest
                assert SUMMARY_ROW.match(name), f"the summary opened with the focus on {name!r}"
                seat_rows = [n.name for n in pyatspi.findAllDescendants(
                    card, lambda n: n is not None and role_name(n) == "list item")] if card else []
                read_rows = {}
                for row in seat_rows:
                    match = SUMMARY_ROW.match(row)
                    assert match, f"a row of the summary says {row!r}"
                    read_rows[match["name"]] = (int(match["banked"]), int(match["chest"]), match["ending"])
                assert set(read_rows) == {"Ada", "Old Rook"}, seat_rows
                summary_rows.append(read_rows)
                # the whole dungeon face up, as the summary says it ended
                dungeon = len(summaries)
                ending = ENDING.search(summaries[-1][1])
                assert ending, f"dungeon {dungeon}: no ending in the summary {summaries[-1][1]!r}"
                depth = int(ending["lair"] or ending["depth"])
                lair = int(ending["lair"] or ending["far"] or 0)
                for number, room_told in told_rooms(log_lines(), dungeon).items():
                    told.setdefault(dungeon, {}).setdefault(number, room_told)
                if any(number not in told.get(dungeon, {}) for number in range(1, depth + 1)):
                    read_back_log(told, dungeon, depth)
                cards = settled_path(f"the rooms at the end of dungeon {dungeon}",
                                     lambda cards: path_problems_at_end(cards, depth, lair, told.get(dungeon, {})))
                print(f"# dungeon {dungeon}, {depth} rooms deep, the lair in room {lair or 'none'}: "
                      f"{len(cards)} cards, {cards[depth - 1]!r} the last entered", flush=True)
                path_reads["ends"] += 1
                path_reads["never entered"] += sum(name.endswith(NEVER_ENTERED) for name in cards)
                path_reads["lairs unreached"] += sum(name.endswith(NEVER_REACHED) for name in cards)
                # Tab leaves the rows for the way on
                for _ in range(3):
                    if (focus_name() or "").startswith(("Next Dungeon", "See Results")):
                        break
                    key("Tab")
                    time.sleep(0.3)
                name = focus_name() or ""
                assert name.startswith(("Next Dungeon", "See Results")), f"Tab from the rows went to {name!r}"
                key("Return")
                wait_for("the summary to go", lambda: None if focus_name() == name else True, 10)
                assert_focus_usable("after the summary")
                continue
            gather_told(told)
            choose_button = deepest(app, "push button", "Choose for Ada")
            if choose_button is None or not choose_button.getState().contains(pyatspi.STATE_SENSITIVE):
                time.sleep(0.1)
                continue
            # Ada's decision: read the board as the tree says it
            board = seats()
            if "Ada" not in board or board["Ada"][0] != "not chosen":
                time.sleep(0.1)
                continue
            read = {"room": room_badge(), "seats": board, "log": log_lines(),
                    "news": choose_button.description or ""}
            # what a screen reader hears on her button: the room she is
            # in, told as it was turned over, when it is a new one
            if not reads or reads[-1]["room"] != read["room"]:
                assert f"Room {read['room'][1]}: " in read["news"], \
                    f"in room {read['room']} Ada's button says {read['news']!r}"
                news_heard += 1
            reads.append(read)
            print(f"# {read['room']} {board} {read['log'][-3:]}", flush=True)
            # the path as the tree says it, against the badge and the log
            dungeon, room = read["room"]
            for number, room_told in told_rooms(read["log"], dungeon).items():
                told.setdefault(dungeon, {}).setdefault(number, room_told)
            latest = next((line for line in reversed(read["log"]) if TOLD.match(line)), None)
            assert latest is not None and int(TOLD.match(latest)["room"]) == room, \
                f"the badge says room {room}, the log's latest room is {latest!r}"
            read["cards"] = settled_path(
                f"the rooms in room {read['room']}",
                lambda cards: path_problems_in_play(cards, dungeon, room, latest, told.get(dungeon, {})))
            print(f"# {read['cards']}", flush=True)
            path_reads["decisions"] += 1
            path_reads["passed"] += room - 1
            # the keys are still on her button, whatever the room brought
            node = assert_focus_usable(f"in room {read['room']}")
            assert focused(choose_button), \
                f"in room {read['room']} the focus is on {node.getRoleName()} {node.name!r}, not on Ada's button"
            dungeon, room = read["room"]
            leave = room >= 3 or board["Ada"][1] >= 12
            read["choice"] = choose(leave)
            leave = read["choice"].startswith("Leave — ")
            if leave:
                wait_for("Ada's panel to say she left", lambda: seats().get("Ada", ("",))[0].startswith(
                    ("left safely", "scared out", "winner")) or at_summary() or None, 10)
                assert_focus_usable("after Ada left")
                node = focus_node()
                assert not (node.name.startswith("Choose for Ada") or node.name.startswith("Change choice for Ada")), \
                    "the focus stayed on the button of a seat that left"
            else:
                # the room moves on (or the Sphinx asks again, for what
                # Ada paid), or the dungeon ends
                wait_for("the next room", lambda: True if room_badge() != read["room"] or
                         seats() != read["seats"] or
                         at_summary() else None, 10)
        assert news_heard > 0, "no new room was told on Ada's button"
        print(f"ok 3 a whole game by keyboard: {len(reads)} decisions, {len(summaries)} summaries, "
              f"{news_heard} new rooms told on Ada's button")

        # the board as read, against itself
        previous = None
        shared = 0
        for read in reads:
            dungeon, room = read["room"]
            board = read["seats"]
            assert set(board) == {"Ada", "Old Rook"}, board
            lines = read["log"]
            room_lines = [line for line in lines if line.startswith("Room ")]
            assert room_lines, f"no room in the log at {read['room']}: {lines}"
            assert room_lines[-1].startswith(f"Room {room}: "), \
                f"the badge says room {room}, the log's latest room is {room_lines[-1]!r}"
            for name, (state, hand, chest, bars) in board.items():
                if state.startswith("left safely"):
                    # "left safely with 8 gems", "… with a $8 gold bar",
                    # "… with 3 coins": no gems named is none taken
                    gems = re.search(r"(\d+) gems?\b", state)
                    took = int(gems.group(1)) if gems else 0
                    assert any(line.startswith(f"{name} leaves with {took} gem") for line in lines) or \
                        previous is None or previous["room"][0] != dungeon, \
                        f"{name} {state}, but the log does not say so: {lines}"
            # the gems of a gem room are shared as the log says, and Ada's
            # hand shows her share
            gem_room = re.match(rf"^Room {room}: (\d+) gems?$", room_lines[-1])
            after = lines[len(lines) - lines[::-1].index(room_lines[-1]):]
            takes = [int(m[1]) for m in (re.match(r"^Ada takes (\d+) gems?\.$", line) for line in after) if m]
            if gem_room and previous is not None and previous["room"] == (dungeon, room - 1) and \
                    previous["choice"].startswith("Stay — "):
                assert board["Ada"][1] - previous["seats"]["Ada"][1] == sum(takes), \
                    f"room {read['room']}: Ada's hand went from {previous['seats']['Ada'][1]} to " \
                    f"{board['Ada'][1]}, the log says {after}"
                shared += 1
            if previous is not None and previous["room"][0] == dungeon:
                assert room in (previous["room"][1], previous["room"][1] + 1), \
                    f"from room {previous['room']} to {read['room']}"
                assert not previous["choice"].startswith("Leave"), "Ada chose again after leaving"
                # her chest does not move while she only walks on
                if previous["choice"].startswith("Stay — "):
                    assert board["Ada"][2] == previous["seats"]["Ada"][2], (previous, read)
            previous = read
        print(f"ok 4 the board read {len(reads)} times agrees with itself and the log "
              f"({shared} gem rooms shared)")

        # the results, and the game as the history recorded it, replayed
        app.clearCache()
        rows = {}
        for node in pyatspi.findAllDescendants(app, lambda n: n is not None and
                                               n.description.startswith("Place ")):
            match = re.match(r"^Place (\d), \$(\d+) · (\d+) bars?; dungeon by dungeon: (.*)$", node.description)
            assert match, node.description
            rows[node.name.split(",")[0].strip()] = (int(match[2]), int(match[3]),
                                                     [int(x) for x in re.findall(r"\$(\d+)", match[4])])
        # the game as the history recorded it (a window's game has a seed
        # too large for a scenario file, so it is read, not replayed)
        db = os.path.join(home, "data", "spider-lair", "history.db")
        wait_for("the game in the history", lambda: os.path.exists(db) or None, 10)
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            recorded = {name: (chest, bars, bool(winner)) for name, chest, bars, winner in conn.execute(
                "SELECT name, chest, gold_bars, winner FROM seats ORDER BY seat")}
            depths = [depth for (depth,) in conn.execute("SELECT depth FROM dungeons ORDER BY dungeon")]
        assert set(recorded) == {"Ada", "Old Rook"}, recorded
        print(f"ok 5 the history recorded the game: {recorded}, {depths} rooms deep")

        assert len(summaries) == len(depths) == 5, (summaries, depths)
        for d, ((title, text), recorded_depth) in enumerate(zip(summaries, depths)):
            assert title == f"Dungeon {d + 1} Is Over", title
            match = re.search(r"The spider’s lair was in room (\d+)\.|Everybody is out, after (\d+) rooms", text)
            assert match, text
            depth = int(match[1] or match[2])
            assert depth == recorded_depth, \
                f"dungeon {d + 1}: the summary says {depth} rooms, the history {recorded_depth}"
            assert all(read["room"][1] <= depth for read in reads if read["room"][0] == d + 1), \
                f"dungeon {d + 1}: a room beyond the last one"
        # each row's chest is the chest the results give for that dungeon,
        # and what it banked the difference from the dungeon before
        for d, read_rows in enumerate(summary_rows):
            for name, (banked, chest, ending) in read_rows.items():
                per_dungeon = rows[name][2]
                assert chest == per_dungeon[d], \
                    f"dungeon {d + 1}: {name}'s row says chest ${chest}, the results ${per_dungeon[d]}"
                assert banked == chest - (per_dungeon[d - 1] if d > 0 else 0), \
                    f"dungeon {d + 1}: {name}'s row says banked ${banked} ({ending})"
        print("ok 6 each dungeon's summary agrees with the history and the results")

        for name in ("Ada", "Old Rook"):
            chest, bars, per_dungeon = rows[name]
            assert (chest, bars) == recorded[name][:2], \
                f"{name}: the results say ${chest} and {bars} bars, the history {recorded[name]}"
            assert len(per_dungeon) == 5 and per_dungeon[-1] == chest, (name, per_dungeon)
        # a dungeon starts with the chests the last one ended with
        started = set()
        for read in reads:
            d = read["room"][0]
            first = read["room"] == (d, 1) and d not in started
            started.add(d)
            for name in ("Ada", "Old Rook"):
                if d > 1 and first:
                    assert read["seats"][name][2] == rows[name][2][d - 2], \
                        f"{name} had ${read['seats'][name][2]} in dungeon {d}, the results " \
                        f"${rows[name][2][d - 2]} after dungeon {d - 1}"
        winners = [name for name in ("Ada", "Old Rook") if recorded[name][2]]
        winner = wait_for("the winner", lambda: pyatspi.findDescendant(
            app, lambda n: n is not None and role_name(n) == "label" and n.name.endswith((" Wins", " Win"))))
        assert winner.name == f"{' and '.join(winners)} {'Wins' if len(winners) == 1 else 'Win'}", \
            f"the results say {winner.name!r}, the history {winners}"
        print(f"ok 7 the results agree with the history: {winner.name}")

        # back to the menu with the keyboard
        node = assert_focus_usable("on the results")
        key("Escape")
        wait_for("the menu", lambda: find(app, "push button", "Join Seat 3"))
        print(f"ok 8 back to the menu from the results with Escape (the focus was on {node.name!r})")
        assert path_reads["decisions"] == len(reads) and path_reads["ends"] == 5, path_reads
        print(f"ok 9 the room cards agree with the badge and the log at {path_reads['decisions']} decisions "
              f"({path_reads['passed']} cards of rooms passed) and with each summary at {path_reads['ends']} "
              f"dungeons' ends ({path_reads['never entered']} rooms never entered, "
              f"{path_reads['lairs unreached']} lairs never reached)")
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(home, ignore_errors=True)


main()

#!/usr/bin/env python3
"""spider-lair-cli advise: the Expert's advice for one seat at the decision
after a scenario file's last moves. TAP output."""
import json
import os
import subprocess
import sys
import tempfile

cli = sys.argv[1]
here = sys.argv[2]
a = os.path.join(here, "advise-a.json")
b = os.path.join(here, "advise-b.json")
tests = []


def run(*args, check=True):
    r = subprocess.run([cli, *args], capture_output=True, text=True, env={**os.environ, "LC_ALL": "C.UTF-8"})
    if check and r.returncode != 0:
        raise AssertionError(f"{args}: exit {r.returncode}: {r.stderr}")
    return r


def test(fn):
    tests.append(fn)
    return fn


@test
def options_and_figures():
    advice = json.loads(run("advise", a, "--seat", "1").stdout)
    assert advice["seat"] == 1 and advice["dungeon"] == 1 and advice["room"] == 3, advice
    assert advice["decision"] == "room"
    choices = [o["choice"] for o in advice["options"]]
    assert choices == ["stay", "leave"], choices
    # best is what the numbers say: the option that won most often, or
    # null when the options are too close to tell apart
    wins = {o["choice"]: o["win"] for o in advice["options"]}
    assert advice["too_close"] in (True, False)
    if advice["too_close"]:
        assert advice["best"] is None, advice
        assert "too close to tell apart" in advice["advice"]
    else:
        assert wins[advice["best"]] == max(wins.values()), advice
        assert advice["advice"].startswith(advice["best"].capitalize() + " wins most often."), advice["advice"]
    # an Expert seat may keep another by its own rule
    assert advice["expert"] in choices
    for o in advice["options"]:
        assert 0.0 <= o["win"] <= 1.0, o
        assert 0.0 < o["margin"] <= 0.5, o
        assert f"{round(o['win'] * 100)} % ± " in advice["advice"], (o, advice["advice"])
        assert o["average_chest"] >= 0, o
    # 3 players share the first two gem rooms: the hand is what the replay says
    replay = json.loads(run("replay", a).stdout)
    steps = replay["dungeons"][0]["steps"]
    assert advice["hand"] == sum(s["gems"] // 3 for s in steps[:2]), (advice["hand"], steps[:2])
    assert advice["odds"] == steps[2]["odds"], (advice["odds"], steps[2])
    assert advice["rumor"] == steps[2]["rumor"]
    assert advice["games_per_option"] > 0
    assert f"you hold {advice['hand']} gems" in advice["advice"], advice["advice"]
    assert "of simulated games" in advice["advice"]


@test
def same_twice():
    assert run("advise", a, "--seat", "2").stdout == run("advise", a, "--seat", "2").stdout


@test
def unseen_order_does_not_matter():
    # the files differ only in the order of the rooms after room 3
    for seat in ("1", "2"):
        assert run("advise", a, "--seat", seat).stdout == run("advise", b, "--seat", seat).stdout
    # yet the games differ
    assert run("replay", a).stdout != run("replay", b).stdout


@test
def expert_seat_replays_the_same():
    first = run("replay", a).stdout
    assert first == run("replay", a).stdout
    assert json.loads(first)["players"][2]["computer"] is True


@test
def errors():
    r = run("advise", a, "--seat", "4", check=False)
    assert r.returncode == 2 and r.stdout == "" and "seat" in r.stderr, r
    r = run("advise", a, check=False)
    assert r.returncode == 2 and r.stdout == ""
    with tempfile.TemporaryDirectory() as tmp:
        left = os.path.join(tmp, "left.json")
        with open(a) as f:
            scenario = json.load(f)
        scenario["dungeons"][0]["moves"].append(["leave", "stay", "-"])
        with open(left, "w") as f:
            json.dump(scenario, f)
        r = run("advise", left, "--seat", "1", check=False)
        assert r.returncode == 2 and r.stdout == "" and "not inside" in r.stderr, r
        ok = json.loads(run("advise", left, "--seat", "2").stdout)
        assert ok["room"] == 4


print(f"1..{len(tests)}")
failed = 0
for n, fn in enumerate(tests, 1):
    try:
        fn()
        print(f"ok {n} {fn.__name__}")
    except Exception as e:  # report every failure, then fail
        failed += 1
        print(f"not ok {n} {fn.__name__}: {e!r}")
sys.exit(1 if failed else 0)

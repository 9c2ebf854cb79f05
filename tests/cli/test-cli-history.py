#!/usr/bin/env python3
"""spider-lair-cli with a history: simulate --record writes games, stats
reads them back, and replay --db judges Highest Score and Deepest
Explorer against them without writing. TAP output."""
import json
import os
import subprocess
import sys
import tempfile

cli = sys.argv[1]
scenario = sys.argv[2]
tests = []


def run(*args, check=True):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    if check and r.returncode != 0:
        raise AssertionError(f"{args}: exit {r.returncode}: {r.stderr}")
    return r


def test(fn):
    tests.append(fn)
    return fn


with tempfile.TemporaryDirectory() as tmp:
    db = os.path.join(tmp, "history.db")

    @test
    def record_and_count():
        run("simulate", "--games", "150", "--players", "3", "--record", "--db", db)
        run("simulate", "--games", "50", "--players", "5", "--seed", "900", "--record", "--db", db)
        stats = json.loads(run("stats", "--db", db, "--json").stdout)["stats"]
        assert stats["games_played"] == 200, stats["games_played"]
        assert stats["players"] == 150 * 3 + 50 * 5, stats["players"]
        assert stats["games_with_ais"] == 200

    @test
    def recorded_stats_equal_simulated():
        # the history holds exactly what simulate counted itself
        db2 = os.path.join(tmp, "second.db")
        sim = json.loads(run("simulate", "--games", "300", "--players", "4", "--seed", "77",
                             "--json", "--record", "--db", db2).stdout)["stats"]
        stored = json.loads(run("stats", "--db", db2, "--json").stdout)["stats"]
        for key, value in sim.items():
            assert stored[key] == value, (key, stored[key], value)

    @test
    def usage_carries_over():
        # usage counts read from the history and written back after the games
        usage = json.loads(run("stats", "--db", db, "--json").stdout)["usage"]
        assert all(v >= 0 for v in usage.values()), usage
        assert sum(usage.values()) > 0, usage

    @test
    def replay_against_history():
        stats = json.loads(run("stats", "--db", db, "--json").stdout)["stats"]
        before = os.path.getsize(db)
        alone = json.loads(run("replay", scenario).stdout)
        judged = json.loads(run("replay", "--db", db, scenario).stdout)
        deepest_game = max(d["depth"] for d in alone["dungeons"])
        for a, j in zip(alone["players"], judged["players"]):
            winner = a["seat"] in alone["winners"]
            want_high = winner and a["chest"] >= stats["highest_winning_score"]
            assert ("highest-score" in j["achievements"]) == want_high, (j, stats["highest_winning_score"])
            # without a history, every winner earns it
            assert ("highest-score" in a["achievements"]) == winner
            if "deepest-explorer" in j["achievements"]:
                assert "deepest-explorer" in a["achievements"]
            if deepest_game < stats["max_depth"]:
                assert "deepest-explorer" not in j["achievements"]
        assert os.path.getsize(db) == before

    @test
    def errors():
        r = run("stats", "extra", check=False)
        assert r.returncode == 2 and r.stdout == ""
        r = run("simulate", "--db", db, check=False)
        assert r.returncode == 2
        bad = os.path.join(tmp, "not-a-db")
        with open(bad, "w") as f:
            f.write("this is not a history")
        r = run("simulate", "--games", "3", "--record", "--db", bad, check=False)
        # a damaged history is moved aside and a fresh one started
        assert r.returncode == 0, r.stderr
        assert any(n.startswith("not-a-db.corrupt-") for n in os.listdir(tmp)), os.listdir(tmp)

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

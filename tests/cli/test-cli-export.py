#!/usr/bin/env python3
"""spider-lair-cli export and history: every recorded game comes out as a
scenario file that replay plays to the chests, gold bars, winners and
achievements the history holds; history lists the games with their seats.
TAP output."""
import json
import os
import sqlite3
import subprocess
import sys
import tempfile

cli = sys.argv[1]
tests = []

# earned against the earlier games of the history: replay without --db
# gives them to every winner and every seat that reached the game's
# deepest room, so the history's are a subset of the replay's
HISTORY_BASED = {"highest-score", "deepest-explorer"}


def run(*args, check=True):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    if check and r.returncode != 0:
        raise AssertionError(f"{args}: exit {r.returncode}: {r.stderr}")
    return r


def test(fn):
    tests.append(fn)
    return fn


def history(db, *args):
    return json.loads(run("history", "--db", db, "--json", *args).stdout)["games"]


with tempfile.TemporaryDirectory() as tmp:
    db = os.path.join(tmp, "history.db")
    run("simulate", "--games", "120", "--players", "4", "--record", "--db", db,
        "--opponents", "easy,normal,hard,gems:8")
    run("simulate", "--games", "60", "--players", "2", "--seed", "500", "--record", "--db", db)
    run("simulate", "--games", "40", "--players", "9", "--seed", "900", "--record", "--db", db,
        "--opponents", "warnings:2")
    run("simulate", "--games", "30", "--players", "1", "--seed", "3000", "--record", "--db", db)

    @test
    def history_lists_every_game():
        games = history(db)
        assert len(games) == 250, len(games)
        ids = [g["id"] for g in games]
        assert ids == sorted(ids, reverse=True), "newest first"
        for g in games:
            assert g["replay"] is True, g
            assert len(g["winners"]) >= 1, g
            for s in g["seats"]:
                assert s["kind"] == "computer" and s["level"], s
                assert s["name"].startswith("Computer "), s
            winners = [s["seat"] for s in g["seats"] if s["chest"] == max(x["chest"] for x in g["seats"])]
            assert set(g["winners"]) <= set(winners), g
        nine = [g for g in games if len(g["seats"]) == 9]
        assert len(nine) == 40 and all(s["level"] == "warnings:2" for s in nine[0]["seats"])

    @test
    def history_filters_and_sorts():
        by_score = history(db, "--sort", "score")
        scores = [max(s["chest"] for s in g["seats"]) for g in by_score]
        assert scores == sorted(scores, reverse=True), scores[:10]
        up = history(db, "--sort", "players", "--ascending")
        sizes = [len(g["seats"]) for g in up]
        assert sizes == sorted(sizes), sizes[:10]
        named = history(db, "--player", "Computer 9")
        assert len(named) == 40 and all(len(g["seats"]) == 9 for g in named)
        assert history(db, "--player", "Nobody") == []
        text = run("history", "--db", db).stdout
        assert "Computer 3 (computer, hard)" in text, text[:300]

    @test
    def export_replays_the_same():
        # every other game of the history: each table size, 125 games of
        # every kind of computer (two programs each, under the sanitizers)
        games = history(db)[::2]
        assert {len(g["seats"]) for g in games} == {1, 2, 4, 9}
        for g in games:
            scenario = os.path.join(tmp, f"game-{g['id']}.json")
            exported = run("export", "--db", db, "--game", str(g["id"])).stdout
            with open(scenario, "w") as f:
                f.write(exported)
            sc = json.loads(exported)
            assert sc["format"] == 1 and sc["seed"] == g["seed"], sc
            assert sc["players"] == len(g["seats"])
            assert sc["computers"] == [s["seat"] for s in g["seats"] if s["kind"] == "computer"]
            # every computer decision is explicit: none is left to the computer
            for d in sc["dungeons"]:
                assert d["moves"], d
                for row in d["moves"]:
                    assert any(c != "-" for c in row), row
            result = json.loads(run("replay", scenario).stdout)
            assert result["winners"] == g["winners"], (g["id"], result["winners"], g["winners"])
            for got, want in zip(result["players"], g["seats"]):
                assert got["chest"] == want["chest"], (g["id"], got, want)
                assert got["gold_bars"] == want["gold_bars"], (g["id"], got, want)
                assert got["computer"] == (want["kind"] == "computer")
                got_a, want_a = set(got["achievements"]), set(want["achievements"])
                assert got_a - HISTORY_BASED == want_a - HISTORY_BASED, (g["id"], got_a, want_a)
                assert want_a & HISTORY_BASED <= got_a, (g["id"], got_a, want_a)

    @test
    def export_refuses_what_cannot_replay():
        r = run("export", "--db", db, "--game", "100000", check=False)
        assert r.returncode == 1 and r.stdout == "" and "100000" in r.stderr, r
        r = run("export", "--db", db, check=False)
        assert r.returncode == 2 and r.stdout == ""
        # a game recorded before replays were kept, and a damaged replay
        old = os.path.join(tmp, "old.db")
        run("simulate", "--games", "3", "--record", "--db", old)
        with sqlite3.connect(old) as conn:
            conn.execute("UPDATE games SET replay = NULL WHERE id = 1")
            conn.execute("UPDATE games SET replay = substr (replay, 1, length (replay) - 1) WHERE id = 2")
        conn.close()
        games = {g["id"]: g for g in history(old)}
        assert games[1]["replay"] is False and games[2]["replay"] is True and games[3]["replay"] is True
        r = run("export", "--db", old, "--game", "1", check=False)
        assert r.returncode == 1 and r.stdout == "" and "before" in r.stderr, r.stderr
        r = run("export", "--db", old, "--game", "2", check=False)
        assert r.returncode == 1 and r.stdout == "" and "damaged" in r.stderr, r.stderr
        run("export", "--db", old, "--game", "3")

    @test
    def history_of_an_empty_history():
        empty = os.path.join(tmp, "empty.db")
        assert history(empty) == []
        assert run("history", "--db", empty).stdout.strip() != ""
        r = run("history", "--db", empty, "--sort", "colour", check=False)
        assert r.returncode == 2 and r.stdout == ""

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

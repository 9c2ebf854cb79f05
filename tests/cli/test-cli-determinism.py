#!/usr/bin/env python3
"""The same seed gives byte-identical `simulate --json` output, run after
run, and a different seed a different game; and the same output, and the
same games recorded, on one thread as on three. TAP output."""
import os
import subprocess
import sys
import tempfile

cli = sys.argv[1]


def run(*args):
    r = subprocess.run([cli, *args], capture_output=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr.decode(errors="replace"))
        raise AssertionError(f"{' '.join(args)}: exit {r.returncode}")
    return r.stdout


def simulate(seed, players, opponents, *extra, games=400):
    return run("simulate", "--json", "--games", str(games), "--players", str(players),
               "--seed", str(seed), "--opponents", opponents, *extra)


cases = [(3, "hard,normal,easy"), (6, "normal"), (9, "hard,normal,easy,gems:8,warnings:2,random:0.2,normal,hard,easy")]
results = []
for players, opponents in cases:
    a = simulate(11, players, opponents)
    b = simulate(11, players, opponents)
    c = simulate(12, players, opponents)
    results.append((a == b and a != c and a.startswith(b"{"),
                    f"{players} players: same seed same bytes, other seed other game"))

# several blocks of games, the last one short, with the checks on
for players, opponents in cases:
    one = simulate(5, players, opponents, "--jobs", "1", "--check", games=3500)
    three = simulate(5, players, opponents, "--jobs", "3", "--check", games=3500)
    results.append((one == three and one.startswith(b"{"),
                    f"{players} players, 3,500 games: --jobs 1 and --jobs 3 give the same bytes"))

# the history holds the same games in the same order
with tempfile.TemporaryDirectory() as tmp:
    dbs = [os.path.join(tmp, f"jobs-{j}.db") for j in (1, 3)]
    for db, jobs in zip(dbs, ("1", "3")):
        run("simulate", "--games", "2200", "--players", "5", "--seed", "40", "--jobs", jobs,
            "--record", "--db", db)
    same = all(run("export", "--db", dbs[0], "--game", str(g)) == run("export", "--db", dbs[1], "--game", str(g))
               for g in (1, 999, 1000, 1001, 1777, 2200))
    same = same and run("stats", "--db", dbs[0], "--json") == run("stats", "--db", dbs[1], "--json")
    results.append((same, "--record with --jobs 1 and --jobs 3: the same games in the same order"))

print(f"1..{len(results)}")
failed = 0
for n, (ok, name) in enumerate(results, 1):
    failed += not ok
    print(f"{'ok' if ok else 'not ok'} {n} {name}")
sys.exit(1 if failed else 0)

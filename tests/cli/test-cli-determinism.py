#!/usr/bin/env python3
"""The same seed gives byte-identical `simulate --json` output, run after
run, and a different seed a different game. TAP output."""
import subprocess
import sys

cli = sys.argv[1]


def simulate(seed, players, opponents):
    return subprocess.run([cli, "simulate", "--json", "--games", "400", "--players", str(players),
                           "--seed", str(seed), "--opponents", opponents],
                          check=True, capture_output=True).stdout


cases = [(3, "hard,normal,easy"), (6, "normal"), (9, "hard,normal,easy,gems:8,warnings:2,random:0.2,normal,hard,easy")]
print(f"1..{len(cases)}")
failed = 0
for n, (players, opponents) in enumerate(cases, 1):
    a = simulate(11, players, opponents)
    b = simulate(11, players, opponents)
    c = simulate(12, players, opponents)
    ok = a == b and a != c and a.startswith(b"{")
    failed += not ok
    print(f"{'ok' if ok else 'not ok'} {n} {players} players: same seed same bytes, other seed other game")
sys.exit(1 if failed else 0)

#!/usr/bin/env python3
"""Soak: plays GAMES seeded games (1,000,000 by default) spread over 1 to 9
players and every kind of computer player, with the conservation checks of
`simulate --check` after every step, and reports games per second. A broken
invariant fails it.

usage: bench/soak.py CLI [GAMES]
"""
import json
import subprocess
import sys
import time

KINDS = ["hard", "normal", "easy", "gems:8", "warnings:2", "random:0.15", "normal", "hard", "normal"]


def main():
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    per = games // 9
    start = time.monotonic()
    for players in range(1, 10):
        cmd = [cli, "simulate", "--check", "--json", "--games", str(per), "--players", str(players),
               "--seed", str(players * 100_000_000), "--opponents", ",".join(KINDS[:players])]
        run = subprocess.run(cmd, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{players} players: {run.stderr.strip()}")
        result = json.loads(run.stdout)
        print(f"{players} players: {result['games']} games, conservation held after every step")
    seconds = time.monotonic() - start
    print(f"{9 * per} games with --check in {seconds:.1f} s: {9 * per / seconds:.0f} games per second")


if __name__ == "__main__":
    main()

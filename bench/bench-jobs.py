#!/usr/bin/env python3
"""simulate on one thread against two: the same games, side by side.

Runs `spider-lair-cli simulate --jobs 1` and `--jobs 2` in turn, five
pairs, the order alternating within each pair, and prints each run's
clock and CPU time, each pair's ratio of the clock's times, and the median
of the ratios. Both runs must print the same JSON (the games are the same
for any number of jobs), or the benchmark fails. The machine may be
shared: the load average is printed before and after, and is the figure
to quote with the ratio.

usage: bench/bench-jobs.py CLI [GAMES [PAIRS [SIMULATE-ARGS…]]]
"""
import os
import resource
import statistics
import subprocess
import sys
import time


def run(cli, jobs, games, extra):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run([cli, "simulate", "--json", "--games", str(games), "--jobs", str(jobs), *extra],
                         check=True, capture_output=True).stdout
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, wall, cpu


def main():
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 2000000
    pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    extra = sys.argv[4:] or ["--players", "6", "--seed", "1"]
    ratios = []

    print(f"simulate --games {games} {' '.join(extra)}, {os.cpu_count()} processors")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for p in range(pairs):
        order = (1, 2) if p % 2 == 0 else (2, 1)
        results = {}
        for jobs in order:
            results[jobs] = run(cli, jobs, games, extra)
        if results[1][0] != results[2][0]:
            print("the two runs printed different results", file=sys.stderr)
            return 1
        ratio = results[1][1] / results[2][1]
        ratios.append(ratio)
        print(f"pair {p + 1}: --jobs 1 {results[1][1]:6.2f} s ({results[1][2]:6.2f} CPU-s), "
              f"--jobs 2 {results[2][1]:6.2f} s ({results[2][2]:6.2f} CPU-s): {ratio:.2f} ×")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"median of the clock's ratios, --jobs 1 over --jobs 2: {statistics.median(ratios):.2f} ×")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Computer-player tournament: plays tables of computer players with
spider-lair-cli simulate and writes the results as docs/ai.md.

usage: bench/tournament.py CLI [--games N] [--out docs/ai.md]
       bench/tournament.py CLI --expert [--games N] [--jobs J] [--out docs/ai.md]

With --expert it plays only the Expert's tables (the Expert is slow: use a
few thousand games) and rewrites the "## Expert" section at the end of the
file, keeping the rest.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

BASELINES = ["warnings:1", "warnings:2", "gems:5", "gems:10", "random:0.1"]


def tables():
    for players in range(2, 10):
        yield "Hard against Normal", ["hard"] + ["normal"] * (players - 1)
    for players in (2, 4, 6):
        for base in BASELINES:
            yield f"Hard against {base}", ["hard"] + [base] * (players - 1)
    for players in (2, 4, 6):
        for base in BASELINES:
            yield f"Normal against {base}", ["normal"] + [base] * (players - 1)
    for players in (2, 4, 6):
        yield "Easy against Normal", ["easy"] + ["normal"] * (players - 1)
    yield "Mixed", ["hard", "normal", "easy", "gems:10", "warnings:2", "random:0.1"]
    yield "Mixed", ["hard", "hard", "normal", "normal", "easy", "easy", "gems:5", "warnings:1", "random:0.1"]
    yield "Mixed", ["hard", "normal", "gems:10", "warnings:2"]


def expert_tables():
    """(name, seats, share of --games): the baselines are far behind, so
    half as many games settle them"""
    yield "Expert against Hard", ["expert", "hard", "hard", "hard"], 1
    yield "Expert against Normal", ["expert", "normal", "normal", "normal"], 1
    for players in (2, 4, 6):
        for base in ("gems:10", "warnings:2"):
            yield f"Expert against {base}", ["expert"] + [base] * (players - 1), 0.5


def run(cli, seats, games, seed, extra=()):
    cmd = [cli, "simulate", "--json", "--games", str(games), "--players", str(len(seats)),
           "--seed", str(seed), "--opponents", ",".join(seats), *extra]
    start = time.monotonic()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out), time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--games", type=int, default=100000)
    parser.add_argument("--out", default="docs/ai.md")
    parser.add_argument("--expert", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()

    if args.expert:
        expert_main(args)
        return

    rows = []
    worst_hard = {}
    total_games = 0
    total_time = 0.0
    for n, (name, seats) in enumerate(tables()):
        result, seconds = run(args.cli, seats, args.games, 1 + n * 10_000_000)
        total_games += args.games
        total_time += seconds
        fair = 1.0 / len(seats)
        for kind in result["kinds"]:
            lo, hi = kind["win_rate_interval"]
            rows.append((name, len(seats), kind["kind"], kind["seats"], kind["win_rate"], lo, hi,
                         kind["win_rate"] / fair, kind["average_score"]))
            if kind["kind"] == "hard" and kind["seats"] == 1:
                key = name
                worst_hard[key] = min(worst_hard.get(key, 99), kind["win_rate"] / fair)
        print(f"{name:28} {len(seats)} players: " +
              ", ".join(f"{k['kind']} {100 * k['win_rate']:.1f} %" for k in result["kinds"]),
              file=sys.stderr)

    # the Expert's section is played separately (--expert): keep it
    expert_section = ""
    if os.path.exists(args.out):
        text = open(args.out).read()
        if "\n## Expert\n" in text:
            expert_section = text[text.index("\n## Expert\n"):]

    with open(args.out, "w") as f:
        f.write("# Computer players\n\n")
        f.write("Spider Lair's computer seats play at four levels, and `spider-lair-cli simulate\n"
                "--opponents` adds baselines to measure them against.\n\n")
        f.write("| player | how it plays |\n| --- | --- |\n")
        f.write("| `easy` | the design's stay/leave logic with timid, inattentive personalities: leaves early, rarely follows the Monte cards, and at a quarter of its decisions picks any option without thinking |\n")
        f.write("| `normal` | exactly the design's personality variables and stay/leave logic |\n")
        f.write("| `hard` | weighs what leaving banks now (hand and a share of the floor) against the next room's rumored gems at the lair odds; follows the Win 2 card, carries little people, eats mushrooms, banks and makes devil deals when the odds say so; protects a lead in the last dungeon. It sees only what a careful player sees: no hidden room order |\n")
        f.write("| `expert` | plays the rest of the game out for each option from games sampled afresh from what the table shows, and picks the option that wins the most of them (see the Expert section) |\n")
        f.write("| `warnings:K` | leaves once K warnings were seen in the dungeon |\n")
        f.write("| `gems:G` | leaves with G gems or more in hand |\n")
        f.write("| `random:P` | leaves with probability P at every decision |\n\n")
        f.write(f"Each table below is {args.games:,} seeded games; the win rate splits ties between the\n"
                "winners, and the interval is the 95 % Wilson score interval. *× fair* is the win\n"
                "rate over the fair share (1 / players).\n\n")
        f.write("Regenerate with `python3 bench/tournament.py _build/src/cli/spider-lair-cli`.\n\n")
        f.write("| table | players | player | seats | win rate | 95 % interval | × fair | average score |\n")
        f.write("| --- | ---: | --- | ---: | ---: | --- | ---: | ---: |\n")
        for name, players, kind, seats, rate, lo, hi, ratio, score in rows:
            f.write(f"| {name} | {players} | `{kind}` | {seats} | {100 * rate:.1f} % | "
                    f"{100 * lo:.1f}–{100 * hi:.1f} % | {ratio:.2f} | {score:.1f} |\n")
        f.write("\n## Hard against its fair share\n\n")
        f.write("The lowest ratio over the player counts of each table kind, one Hard seat:\n\n")
        f.write("| table | lowest × fair |\n| --- | ---: |\n")
        for key, ratio in sorted(worst_hard.items()):
            f.write(f"| {key} | {ratio:.2f} |\n")
        below = [(name, players, kind, seats, ratio) for name, players, kind, seats, rate, lo, hi, ratio, score
                 in rows if kind == "hard" and ratio < 1.5]
        f.write("\nTables where a Hard seat won less than 1.5 × its fair share:\n\n")
        if below:
            for name, players, kind, seats, ratio in below:
                f.write(f"- {name}, {players} players ({seats} Hard seat{'s' if seats > 1 else ''}): {ratio:.2f} × fair\n")
        else:
            f.write("- none\n")
        f.write(f"\n{total_games:,} games in {total_time:.0f} s "
                f"({total_games / total_time:,.0f} games per second, all tables).\n")
        f.write(expert_section)


def expert_main(args):
    todo = list(enumerate(expert_tables()))
    start = time.monotonic()
    done = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run, args.cli, seats, int(args.games * share), 500_000_000 + n * 10_000_000): n
                   for n, (name, seats, share) in todo}
        # the tables are slow: the section is rewritten as each one ends
        for future in concurrent.futures.as_completed(futures):
            done[futures[future]] = future.result()
            write_expert(args, todo, done, time.monotonic() - start)


def write_expert(args, todo, done, wall):
    rows = []
    cpu = 0.0
    n_games = 0
    for n, (name, seats, share) in todo:
        if n not in done:
            continue
        result, seconds = done[n]
        cpu += seconds
        n_games += result["games"]
        fair = 1.0 / len(seats)
        for kind in result["kinds"]:
            lo, hi = kind["win_rate_interval"]
            rows.append((name, len(seats), kind["kind"], kind["seats"], kind["win_rate"], lo, hi,
                         kind["win_rate"] / fair, kind["average_score"], result["games"]))
        print(f"{name:28} {len(seats)} players: " +
              ", ".join(f"{k['kind']} {100 * k['win_rate']:.1f} %" for k in result["kinds"]),
              file=sys.stderr)

    text = open(args.out).read() if os.path.exists(args.out) else ""
    marker = "\n## Expert\n"
    rest = ""
    if marker in text:
        start = text.index(marker)
        end = text.find("\n## ", start + len(marker))
        rest = text[end:] if end >= 0 else ""
        text = text[:start]
    text = text.rstrip("\n") + "\n"
    text += marker + "\n"
    text += ("`expert` looks ahead: for each option it plays the rest of the game out many\n"
             "times (480 games per decision, shared among the options) from games sampled\n"
             "afresh from what the table shows, with the other seats at their own levels\n"
             "(Experts as Hard, people as Normal) and itself as Hard, and picks the option\n"
             "that wins the most of them. It keeps Hard's choice unless another option wins\n"
             "more by over 1.5 standard errors of the paired difference.\n\n")
    text += (f"Played with `bench/tournament.py --expert --games {args.games}`: the tables against\n"
             f"Hard and Normal are {args.games:,} seeded games, those against the baselines\n"
             f"{args.games // 2:,}; intervals are 95 % Wilson score intervals.\n\n")
    text += "| table | players | games | player | seats | win rate | 95 % interval | × fair | average score |\n"
    text += "| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: |\n"
    for name, players, kind, seats, rate, lo, hi, ratio, score, games in rows:
        text += (f"| {name} | {players} | {games:,} | `{kind}` | {seats} | {100 * rate:.1f} % | "
                 f"{100 * lo:.1f}–{100 * hi:.1f} % | {ratio:.2f} | {score:.1f} |\n")
    text += f"\n{n_games:,} games in {cpu:.0f} s of simulation ({wall:.0f} s wall).\n"
    text += rest
    with open(args.out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()

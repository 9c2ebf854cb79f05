#!/usr/bin/env python3
"""bench-phone-memory — the game's memory with the phones' server and
four phones connected, against the same game without a server.

Runs lair-phone-game in the menu with four phone seats and four
WebSocket clients (phonews, as the page's socket), then with four seats
and no phone; prints each one's resident and proportional set sizes
(VmRSS, Pss from /proc) after the connections are made and the state
sent. Figures only: it fails on nothing but a broken run.

Usage: bench-phone-memory.py LAIR-PHONE-GAME
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from phonews import Game, WebSocket  # noqa: E402


def memory(pid):
    rss = pss = 0
    with open('/proc/%d/status' % pid) as f:
        for line in f:
            if line.startswith('VmRSS:'):
                rss = int(line.split()[1])
    with open('/proc/%d/smaps_rollup' % pid) as f:
        for line in f:
            if line.startswith('Pss:'):
                pss = int(line.split()[1])
    return rss, pss


def measure(binary, seats, connect):
    game = Game(binary, '--seats', seats, '--menu')
    clients = []
    if connect:
        for seat in range(len(seats)):
            ws = WebSocket(game.addresses[seat].replace('http://', 'ws://') + 'ws')
            ws.recv()
            clients.append(ws)
    time.sleep(1.0)
    for ws in clients:
        ws.drain(0.1)
    figures = memory(game.proc.pid)
    for ws in clients:
        ws.close()
    game.close()
    return figures


def main():
    binary = sys.argv[1]
    runs = int(os.environ.get('RUNS', '3'))
    with_phones = [measure(binary, 'pppp', True) for _ in range(runs)]
    without = [measure(binary, 'mmmm', False) for _ in range(runs)]
    for name, figures in (('with server and 4 phones', with_phones), ('without server', without)):
        rss = sorted(f[0] for f in figures)[len(figures) // 2]
        pss = sorted(f[1] for f in figures)[len(figures) // 2]
        print('%-26s RSS %6d KiB  PSS %6d KiB  (median of %d)' % (name, rss, pss, runs))


if __name__ == '__main__':
    main()

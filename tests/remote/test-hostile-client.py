#!/usr/bin/env python3
"""test-hostile-client — what the phones' server does with clients that
are not the game's page: wrong tokens, another seat's token, a missing
or foreign Origin, a foreign Host, oversized and malformed messages,
floods, stale choices, path tricks.

One seeded game (two phone seats, a mouse seat, a computer) is played
twice by the same good clients: once alone, once with the attacks made
on the side. The results must be the same, every attack refused, and the
good clients answered to the end.

Usage: test-hostile-client.py LAIR-PHONE-GAME
"""
import sys
import time
import urllib.parse

sys.path.insert(0, __import__('os').path.dirname(__file__))
from phonews import Closed, Game, Refused, WebSocket, http_get, policy  # noqa: E402

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print('not ok:', what, flush=True)


def token_of(address):
    return urllib.parse.urlsplit(address).path.split('/')[2]


def expect_refused(address, path, status, what, **headers):
    code, head, body = http_get(address, path, headers)
    check(code in ((status,) if isinstance(status, int) else status),
          '%s: %s gave %d, not %s' % (what, path, code, status))
    check(b'root:' not in body and b'<script' not in body, '%s: %s served something' % (what, path))
    return head


def http_attacks(game):
    a0 = game.addresses[0]
    t0 = token_of(a0)
    # the page itself, with its headers
    code, head, body = http_get(a0, '/p/%s/' % t0)
    check(code == 200 and b'phone.js' in body, 'the page is served')
    policy_header = head.get('content-security-policy', '')
    check("default-src 'none'" in policy_header and "script-src 'self'" in policy_header,
          'a strict Content-Security-Policy: %r' % policy_header)
    check(head.get('x-content-type-options') == 'nosniff', 'X-Content-Type-Options: nosniff')
    check(head.get('referrer-policy') == 'no-referrer', 'no referrer carries the token away')
    code, head, body = http_get(a0, '/p/%s/art/lair.svg' % t0)
    check(code == 200 and head.get('content-type', '').startswith('image/svg+xml'), 'the art is served')

    wrong = ('0' * 32, t0[:-1] + ('0' if t0[-1] != '0' else '1'), t0[:-1], t0 + '0', t0.upper(), '')
    for token in wrong:
        head = expect_refused(a0, '/p/%s/' % token, 403, 'wrong token')
        check(head.get('x-content-type-options') == 'nosniff', 'a refusal has its headers too')
    for path in ('/', '/index.html', '/phone.js', '/etc/passwd', '/p/', '/p', '/ws',
                 '/art/lair.svg', '/p/x/../', '/p/%s' % ('0' * 32)):
        expect_refused(a0, path, 403, 'no token')
    # path tricks with a good token: only the page's own files
    for path in ('/p/%s/../../../../etc/passwd', '/p/%s/..%%2f..%%2fetc/passwd', '/p/%s/%%2e%%2e/%%2e%%2e/etc/passwd',
                 '/p/%s//etc/passwd', '/p/%s/art/../../../etc/passwd', '/p/%s/art/lair.svg%%00.html',
                 '/p/%s/art/..%%2flair.svg', '/p/%s/art/nothing.svg', '/p/%s/lair-remote-server.c',
                 '/p/%s/art/', '/p/%s/index.html/', '/p/%s/ws/x'):
        code, head, body = http_get(a0, path % t0)
        check(code in (400, 403, 404), 'path trick %s gave %d' % (path, code))
        check(b'root:' not in body and b'function' not in body, 'path trick %s served something' % path)
    # another name for the machine (DNS rebinding) or no name at all
    expect_refused(a0, '/p/%s/' % t0, 403, 'foreign Host', Host='evil.example:%d' % game.ready['port'])
    # (without a Host, HTTP/1.1 is refused before the server looks)
    expect_refused(a0, '/p/%s/' % t0, (400, 403), 'no Host', Host=None)
    # the same address written another way is still the page's own file
    code, _, body = http_get(a0, '/p/x/../%s/./phone.js' % t0)
    check(code == 403 or b"'use strict'" in body, 'dot segments lead to the page only')
    code, _, _ = http_get(a0, '/p/%s/' % t0, method='POST')
    check(code in (403, 405), 'POST gave %d' % code)


def websocket_attacks(game, decision):
    a0, a1 = game.addresses[0], game.addresses[1]
    base = a0.replace('http://', 'ws://')
    t0 = token_of(a0)
    for url, origin, what in (
            (base.replace(t0, '0' * 32) + 'ws', 'same', 'wrong token'),
            (base + 'ws', None, 'missing Origin'),
            (base + 'ws', 'http://evil.example', 'foreign Origin'),
            (base + 'ws', 'null', 'null Origin'),
            (base + 'ws', 'https://%s' % urllib.parse.urlsplit(a0).netloc, 'https Origin'),
            (base + 'nothing', 'same', 'not the socket')):
        try:
            WebSocket(url, origin=origin).close()
            check(False, '%s: the handshake went through' % what)
        except Refused as e:
            check(e.status in (403, 404), '%s: refused with %d' % (what, e.status))

    # another seat's token is that seat's, and only its own state
    other = WebSocket(a1.replace('http://', 'ws://') + 'ws')
    state = other.recv()
    check(state['type'] == 'state' and state['seat']['index'] == 1, "seat 2's token reads seat 2")
    other.close()

    # messages the protocol does not have, on a connection of seat 1
    ws = WebSocket(base + 'ws')
    state = ws.recv()
    check(state['seat']['index'] == 0, "seat 1's token reads seat 1")
    for message, code in (('not json', 'malformed'),
                          ('{"v":1,"type":"choose","decision":%d,"choice":"stay","seat":1}' % decision,
                           'unknown-field'),
                          ('{"v":1,"type":"choose","decision":%d,"choice":"everything"}' % decision,
                           'unknown-choice'),
                          ('{"v":9,"type":"hello"}', 'version'),
                          ('{"v":1,"type":"choose","decision":"%d","choice":"stay"}' % decision, 'wrong-type'),
                          ('[' * 100 + ']' * 100, 'malformed'),
                          # stale: a decision that is over, or not yet come
                          ('{"v":1,"type":"choose","decision":%d,"choice":"stay"}' % max(1, decision - 1)
                           if decision > 1 else '{"v":1,"type":"choose","decision":999,"choice":"stay"}',
                           'too-late'),
                          ('{"v":1,"type":"choose","decision":%d,"choice":"pay"}' % decision, 'not-allowed')):
        ws.send(message)
        replies = [m for m in ws.drain(1.0) if m['type'] == 'error']
        check(len(replies) == 1 and replies[0]['code'] == code,
              '%s: answered %s, not %s' % (message[:40], [r['code'] for r in replies], code))
    ws.send_frame(2, b'\x00\x01binary')
    replies = [m for m in ws.drain(1.0) if m['type'] == 'error']
    check(len(replies) == 1, 'a binary message is refused')
    ws.close()

    # too large: the connection is cut
    ws = WebSocket(base + 'ws')
    ws.recv()
    ws.send('{"v":1,"type":"hello","x":"%s"}' % ('a' * 8000))
    try:
        ws.drain(3.0)
        check(ws.closed, 'an oversized message closes the connection')
    except Closed:
        pass
    check(ws.closed, 'an oversized message closes the connection')
    ws.close()

    # a flood: cut off
    ws = WebSocket(base + 'ws')
    ws.recv()
    for _ in range(200):
        try:
            ws.send('{"v":1,"type":"hello"}')
        except OSError:
            break
    try:
        ws.drain(3.0)
    except Closed:
        pass
    check(ws.closed, 'a flood closes the connection')
    ws.close()

    # too many connections for one seat: the good client holds one
    extra = []
    refused = None
    for _ in range(8):
        try:
            w = WebSocket(base + 'ws')
            w.recv()
            extra.append(w)
        except Refused as e:
            refused = e.status
            break
    check(refused == 429 and len(extra) < 8, 'connections per seat are limited (%s after %d)' % (refused, len(extra)))
    for w in extra:
        w.close()
    time.sleep(0.3)


def play(binary, attack):
    game = Game(binary, '--seats', 'ppmc', '--seed', '11', '--grace', '50', '--wait')
    phones = {seat: WebSocket(game.addresses[seat].replace('http://', 'ws://') + 'ws') for seat in (0, 1)}
    chosen = {0: 0, 1: 0}
    attacked = set()
    results = None
    if attack:
        http_attacks(game)
    deadline = time.monotonic() + 300
    while results is None:
        check(time.monotonic() < deadline, 'the game ends in time')
        if time.monotonic() > deadline:
            break
        for seat, ws in phones.items():
            for message in ws.drain(0.02):
                if message['type'] == 'error':
                    check(False, 'a good client was refused: %s' % message)
                if message['type'] != 'state':
                    continue
                check(message['seat']['index'] == seat, 'a phone is told its own seat only')
                check(not (message['reveal'] and message['deciding']), 'no reveal while choosing')
                if message['deciding'] and message['chosen'] is None and chosen[seat] != message['decision']:
                    decision = message['decision']
                    if attack and decision not in attacked and decision in (1, 2, 6):
                        attacked.add(decision)
                        websocket_attacks(game, decision)
                    chosen[seat] = decision
                    ws.send({'v': 1, 'type': 'choose', 'decision': decision, 'choice': policy(message)})
        try:
            import select
            ready, _, _ = select.select([game.proc.stdout], [], [], 0)
            while ready:
                line = game.read(5)
                if line['event'] == 'finished':
                    results = line
                    break
                ready, _, _ = select.select([game.proc.stdout], [], [], 0)
        except EOFError:
            check(False, 'the game stopped')
            break
    if attack:
        check(attacked >= {1, 2}, 'the attacks were made (%s)' % sorted(attacked))
        # and the good clients are still answered
        for seat, ws in phones.items():
            ws.send({'v': 1, 'type': 'hello'})
            answer = [m for m in ws.drain(2.0) if m['type'] == 'state']
            check(len(answer) >= 1 and answer[-1]['phase'] == 'finished',
                  'seat %d answered after it all (%s)' % (seat, [m['phase'] for m in answer]))
    for ws in phones.values():
        ws.close()
    check(game.close() == 0, 'the game exits cleanly')
    return results


def main():
    binary = sys.argv[1]
    clean = play(binary, attack=False)
    attacked = play(binary, attack=True)
    print('clean:', clean, flush=True)
    print('attacked:', attacked, flush=True)
    check(clean is not None and clean == attacked, 'the game ends the same with or without the attacks')
    if failures:
        print('%d failures' % len(failures))
        sys.exit(1)
    print('all checks passed')


if __name__ == '__main__':
    main()

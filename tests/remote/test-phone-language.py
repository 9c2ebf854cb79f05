#!/usr/bin/env python3
"""test-phone-language — each phone in its own language, the game in its own

The game runs in English (LANG=C.UTF-8) with the built translations; a
phone is spoken to in the first language of its Accept-Language that
the game has, English otherwise, and one phone's language never leaks
into another's nor into the game's.

Usage: test-phone-language.py LAIR-PHONE-GAME SOURCE-ROOT BUILD-PO-DIR
Skipped (77) where the German and French locales are not installed.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from phonews import Game, WebSocket  # noqa: E402


def msgstr(po, msgid):
    with open(po, encoding='utf-8') as f:
        m = re.search(r'^msgid "%s"\nmsgstr "(.*)"$' % re.escape(msgid), f.read(), re.M)
    return m.group(1)


def main():
    binary, source, po_dir = sys.argv[1:4]
    locales = subprocess.run(['locale', '-a'], capture_output=True, text=True).stdout.lower()
    if 'de_de.utf8' not in locales or 'fr_fr.utf8' not in locales:
        print('no de_DE.UTF-8 or fr_FR.UTF-8 locale: skipped')
        sys.exit(77)
    os.environ.update(LANG='C.UTF-8', LC_ALL='C.UTF-8', LANGUAGE='', LAIR_LOCALEDIR=po_dir)
    expected = {
        'de': msgstr(os.path.join(source, 'po', 'de.po'), 'Hint'),
        'fr': msgstr(os.path.join(source, 'po', 'fr.po'), 'Hint'),
        'en': 'Hint',
    }
    assert expected['de'] != 'Hint' and expected['fr'] != 'Hint'
    failures = 0
    cases = {
        # the game in English
        'C.UTF-8': (('de-CH,de;q=0.9,en;q=0.5', 'de'), (None, 'en'), ('fr-FR', 'fr'),
                    ('ja, en-GB;q=0.8', 'en'), ('en;q=0.2,fr;q=0.9', 'fr'),
                    ('de', 'de'), ('x' * 300, 'en'), (';;,,q=,', 'en')),
        # the game in German: a phone still gets English, or French
        'de_DE.UTF-8': (('en-US,en', 'en'), (None, 'en'), ('fr', 'fr'), ('de', 'de')),
    }
    for game_locale, phones in cases.items():
        os.environ.update(LANG=game_locale, LC_ALL=game_locale)
        game = Game(binary, '--seats', 'pm', '--menu')
        url = game.addresses[0].replace('http://', 'ws://') + 'ws'
        for header, language in phones:
            ws = WebSocket(url, headers={'Accept-Language': header} if header else None)
            state = ws.recv()
            ws.close()
            ok = state['words']['hint'] == expected[language] and state['lang'] == language
            failures += not ok
            print('%s %s %r -> %r' % ('ok' if ok else 'not ok', game_locale, (header or '')[:40],
                                      state['words']['hint']), flush=True)
        game.close()
    failures += check_hints(binary)
    if failures:
        sys.exit(1)


def check_hints(binary):
    """A phone's hint comes in the phone's language, as its buttons do:
    each option of the hint is named as the phone's own option is, while
    the game (and so the window) speaks English."""
    os.environ.update(LANG='C.UTF-8', LC_ALL='C.UTF-8')
    game = Game(binary, '--seats', 'pp', '--wait')
    failures = 0
    phones = []
    for seat, language in ((0, 'de'), (1, 'fr')):
        url = game.addresses[seat].replace('http://', 'ws://') + 'ws'
        phones.append((WebSocket(url, headers={'Accept-Language': language}), language))
    for ws, language in phones:
        state = ws.recv()
        while not state.get('deciding'):
            state = ws.recv()
        ws.send({'v': 1, 'type': 'hint', 'decision': state['decision']})
        hint = ws.recv(timeout=60)
        while hint.get('type') != 'hint':
            hint = ws.recv(timeout=60)
        ws.close()
        labels = sorted(o['label'] for o in hint['options'])
        buttons = sorted(o['label'] for o in state['options'])
        # the odds sentence has plural forms (gettext's dngettext): English
        # there would mean the phone's locale was not used for them
        ok = (labels == buttons and state['lang'] == language and 'Stay' not in labels
              and 'of the time' not in hint['sentence'])
        failures += not ok
        print('%s hint %s %r, buttons %r: %s' % ('ok' if ok else 'not ok', language, labels, buttons,
                                               hint['sentence']), flush=True)
    game.close()
    return failures


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
# check-gui-labels.py — every label the help pages name is one the window shows
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-gui-labels.py PO-FILE PAGE...
#
# The msgids of a complete translation are exactly the translatable strings
# of the program, so a <gui> label of a page must be one of them, once the
# mnemonic underscore and a trailing ellipsis are taken off both.  A msgid
# with number conversions stands for every label it formats: "Pay 4 Gems
# and Cross" is "Pay %d Gems and Cross", and a page may write "…" for any
# value: "This game was not recorded: …".  Prints TAP and exits 1 when a
# page names a label the window does not have.

import ast
import re
import sys
import xml.etree.ElementTree as ET

MALLARD = '{http://projectmallard.org/1.0/}'


def normalize(text):
    text = ' '.join(text.split())
    text = text.replace('_', '')
    for tail in ('…', '...'):
        if text.endswith(tail):
            text = text[:-len(tail)].rstrip()
    return text


CONVERSION = re.compile(r'%(?:\d+\$)?([-+ #0]*)(\d*)(?:\.\d+)?(?:l|ll|h|z|G_G(?:U?INT64)_FORMAT)?([diuxfgs%])')


def pattern(msgid):
    """A regular expression for the labels a msgid with conversions makes."""
    parts = []
    last = 0
    for match in CONVERSION.finditer(msgid):
        parts.append(re.escape(msgid[last:match.start()]))
        kind = match.group(3)
        if kind == '%':
            parts.append('%')
        elif kind == 'f' or kind == 'g':
            parts.append(r'[-+]?\d+(?:\.\d+)?')
        else:
            parts.append(r'[-+]?\d+')
        last = match.end()
    parts.append(re.escape(msgid[last:]))
    return re.compile(''.join(parts) + r'\Z')


def po_strings(path):
    """The msgid and msgid_plural strings of a .po file, normalized."""
    strings = set()
    keyword = None
    value = None

    def flush():
        if keyword in ('msgid', 'msgid_plural') and value:
            strings.add(normalize(value))
            # a page may quote a message with "…" where a value goes in
            strings.add(normalize(CONVERSION.sub('…', value)))

    with open(path, encoding='utf-8') as po:
        for line in po:
            line = line.strip()
            if line.startswith('#') or not line:
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
            if match:
                flush()
                keyword = match.group(1)
                value = ast.literal_eval(match.group(2))
            elif line.startswith('"'):
                value += ast.literal_eval(line)
    flush()
    return strings


def gui_labels(path):
    """(line-less) list of the <gui> labels a page names."""
    tree = ET.parse(path)
    return [normalize(''.join(gui.itertext()))
            for gui in tree.iter(MALLARD + 'gui')]


def main():
    if len(sys.argv) < 3:
        sys.stderr.write('usage: check-gui-labels.py PO-FILE PAGE...\n')
        return 2

    known = po_strings(sys.argv[1])
    # a %s could be any text at all, so only numbers stand in for conversions
    formats = [pattern(msgid) for msgid in known
               if CONVERSION.search(msgid)
               and not any(m.group(3) == 's' for m in CONVERSION.finditer(msgid))]
    pages = sys.argv[2:]
    failed = False

    print('1..%d' % len(pages))
    for n, page in enumerate(pages, 1):
        labels = gui_labels(page)
        unknown = sorted({label for label in labels
                          if label not in known
                          and not any(f.match(label) for f in formats)})
        name = page.rsplit('/', 1)[-1]
        if unknown:
            failed = True
            print('not ok %d - %s' % (n, name))
            for label in unknown:
                print('# no such label in the window: "%s"' % label)
        else:
            print('ok %d - %s: %d labels' % (n, name, len(labels)))

    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
# Checks that icons parse as SVG and have the canvas they are drawn for.
#
#   check-icons.py --size 128 FILE...
#   check-icons.py --size 16 --symbolic [--only-these DIR] [--encoder PATH] FILE...
#
# A symbolic icon must stay recolourable: GTK paints the foreground colour
# over the fill of path, rect and circle elements only, and leaves strokes
# alone, so those are all a symbolic icon may draw with. --only-these fails
# on an SVG in DIR that is not among FILE, so the list and the folder agree.
# --encoder runs gtk4-encode-symbolic-svg on each, the loader GTK uses.

import argparse
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

SVG_NS = '{http://www.w3.org/2000/svg}'
SYMBOLIC_COLOUR = '#2e3436'
DRAWING = {'path', 'rect', 'circle'}
ALLOWED = DRAWING | {'svg', 'g', 'title', 'desc', 'metadata'}


def local_name(tag):
    return tag[len(SVG_NS):] if tag.startswith(SVG_NS) else tag


def style_properties(elem):
    props = {}
    for decl in elem.get('style', '').split(';'):
        if ':' in decl:
            key, value = decl.split(':', 1)
            props[key.strip()] = value.strip()
    for key in ('fill', 'stroke', 'stroke-width'):
        if elem.get(key) is not None:
            props[key] = elem.get(key)
    return props


def check_canvas(path, root, size):
    problems = []
    if root.tag != SVG_NS + 'svg':
        return ['the root element is <%s>, not an SVG <svg>' % root.tag]
    viewbox = root.get('viewBox', '').replace(',', ' ').split()
    try:
        numbers = [float(v) for v in viewbox]
    except ValueError:
        numbers = []
    if numbers != [0, 0, size, size]:
        problems.append('viewBox is "%s", not "0 0 %d %d"' % (root.get('viewBox'), size, size))
    for attr in ('width', 'height'):
        value = root.get(attr)
        if value is not None and value.removesuffix('px') != str(size):
            problems.append('%s is "%s", not %d' % (attr, value, size))
    return problems


def check_symbolic(root):
    problems = []
    drawn = 0
    for elem in root.iter():
        name = local_name(elem.tag)
        if name not in ALLOWED:
            problems.append('<%s> is not recoloured by GTK; use path, rect or circle' % name)
            continue
        props = style_properties(elem)
        stroke = props.get('stroke', 'none')
        if stroke != 'none':
            problems.append('<%s> has a stroke, which GTK does not recolour' % name)
        fill = props.get('fill')
        if fill is not None and fill.lower() not in (SYMBOLIC_COLOUR, 'none'):
            problems.append('<%s> is filled with %s, not %s' % (name, fill, SYMBOLIC_COLOUR))
        if name in DRAWING:
            drawn += 1
    if drawn == 0:
        problems.append('draws nothing')
    return problems


def encode(encoder, path, size):
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run([encoder, '--output', out, path, '%dx%d' % (size, size)],
                                capture_output=True, text=True)
        if result.returncode != 0 or not os.listdir(out):
            return ['GTK could not load it: %s' % (result.stderr.strip() or 'no output')]
    return []


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--size', type=int, required=True)
    parser.add_argument('--symbolic', action='store_true')
    parser.add_argument('--only-these')
    parser.add_argument('--encoder')
    parser.add_argument('files', nargs='+')
    args = parser.parse_args()

    failed = 0
    for path in args.files:
        if not os.path.isfile(path):
            print('missing: %s' % path)
            failed += 1
            continue
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as e:
            print('%s: not well-formed XML: %s' % (path, e))
            failed += 1
            continue
        problems = check_canvas(path, root, args.size)
        if args.symbolic:
            problems += check_symbolic(root)
            if args.encoder and not problems:
                problems += encode(args.encoder, path, args.size)
        for problem in problems:
            print('%s: %s' % (path, problem))
        if problems:
            failed += 1

    if args.only_these:
        listed = {os.path.realpath(f) for f in args.files}
        for name in sorted(os.listdir(args.only_these)):
            path = os.path.join(args.only_these, name)
            if name.endswith('.svg') and os.path.realpath(path) not in listed:
                print('not in the list of icons: %s' % path)
                failed += 1

    print('%d icons checked, %d with problems' % (len(args.files), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

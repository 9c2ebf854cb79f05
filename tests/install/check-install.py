#!/usr/bin/env python3
"""What `meson install` puts in place, checked file by file.

usage: check-install.py SOURCE_ROOT MANIFEST

Configures a fresh build of SOURCE_ROOT with the Flatpak manifest's own
meson options and prefix (/app), installs it into a temporary DESTDIR, and
checks the tree: both programs, the desktop file, the metainfo, the
scalable and symbolic application icons, the settings schema, the help
pages of every language, the translations, and the licence. It then runs
the installed spider-lair-cli and validates the installed desktop file and
metainfo. Prints TAP.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

APP_ID = 'io.github.spiderlair.SpiderLair'
PREFIX = '/app'

results = []


def ok(condition, what):
    results.append((bool(condition), what))
    return condition


def linguas(path):
    if not os.path.isfile(path):
        return []
    words = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            words += line.split('#', 1)[0].split()
    return words


def manifest_options(manifest_path):
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    module = manifest['modules'][-1]
    return module.get('config-opts', [])


def expected_files(source_root):
    share = PREFIX + '/share'
    files = [
        PREFIX + '/bin/spider-lair',
        PREFIX + '/bin/spider-lair-cli',
        share + '/applications/%s.desktop' % APP_ID,
        share + '/metainfo/%s.metainfo.xml' % APP_ID,
        share + '/icons/hicolor/scalable/apps/%s.svg' % APP_ID,
        share + '/icons/hicolor/symbolic/apps/%s-symbolic.svg' % APP_ID,
        share + '/glib-2.0/schemas/%s.gschema.xml' % APP_ID,
        share + '/licenses/%s/COPYING' % APP_ID,
    ]
    pages = sorted(glob.glob(os.path.join(source_root, 'help', 'C', '*.page')))
    # every page in every language of help/LINGUAS, translated or not
    for lang in ['C'] + linguas(os.path.join(source_root, 'help', 'LINGUAS')):
        for page in pages:
            files.append(share + '/help/%s/spider-lair/%s' % (lang, os.path.basename(page)))
        # the pages include it: without it yelp cannot read them
        files.append(share + '/help/%s/spider-lair/legal.xml' % lang)
    for lang in linguas(os.path.join(source_root, 'po', 'LINGUAS')):
        files.append(share + '/locale/%s/LC_MESSAGES/spider-lair.mo' % lang)
    return files


def run(args, **kwargs):
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kwargs)


def main():
    source_root, manifest = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix='spider-lair-install-')
    try:
        build = os.path.join(work, 'build')
        dest = os.path.join(work, 'dest')
        options = manifest_options(manifest)
        setup = run(['meson', 'setup', build, source_root, '--prefix=' + PREFIX] + options)
        if not ok(setup.returncode == 0, 'configures with the manifest options %s' % options):
            print(setup.stdout, file=sys.stderr)
            return finish()
        compiled = run(['meson', 'compile', '-C', build])
        if not ok(compiled.returncode == 0, 'builds'):
            print(compiled.stdout[-4000:], file=sys.stderr)
            return finish()
        env = dict(os.environ, DESTDIR=dest)
        installed = run(['meson', 'install', '-C', build, '--no-rebuild'], env=env)
        if not ok(installed.returncode == 0, 'installs into a DESTDIR'):
            print(installed.stdout[-4000:], file=sys.stderr)
            return finish()

        root = dest
        for path in expected_files(source_root):
            full = root + path
            ok(os.path.isfile(full) and os.path.getsize(full) > 0, 'installs %s' % path)
        for path in (PREFIX + '/bin/spider-lair', PREFIX + '/bin/spider-lair-cli'):
            ok(os.access(root + path, os.X_OK), '%s is executable' % path)
        with open(root + PREFIX + '/share/licenses/%s/COPYING' % APP_ID, encoding='utf-8') as f:
            ok('GNU GENERAL PUBLIC LICENSE' in f.read(1000), 'the licence is the GPL text')

        # nothing lands outside the prefix
        stray = [p for p in glob.glob(os.path.join(dest, '*')) if os.path.basename(p) != PREFIX.strip('/')]
        ok(not stray, 'installs only under %s (found %s)' % (PREFIX, stray))

        cli = run([root + PREFIX + '/bin/spider-lair-cli', 'replay',
                   os.path.join(source_root, 'tests', 'scenarios', 'design-example.json')])
        try:
            winners = json.loads(cli.stdout)['winners'] if cli.returncode == 0 else None
        except ValueError:
            winners = None
        ok(winners, 'the installed spider-lair-cli replays a scenario')

        validate = shutil.which('desktop-file-validate')
        if validate:
            checked = run([validate, root + PREFIX + '/share/applications/%s.desktop' % APP_ID])
            ok(checked.returncode == 0 and not checked.stdout.strip(),
               'the installed desktop file validates %s' % checked.stdout.strip())
        appstream = shutil.which('appstreamcli')
        if appstream:
            checked = run([appstream, 'validate', '--no-net',
                           root + PREFIX + '/share/metainfo/%s.metainfo.xml' % APP_ID])
            ok(checked.returncode == 0, 'the installed metainfo validates %s' % checked.stdout.strip())
        schemas = shutil.which('glib-compile-schemas')
        if schemas:
            checked = run([schemas, '--strict', '--dry-run', root + PREFIX + '/share/glib-2.0/schemas'])
            ok(checked.returncode == 0, 'the installed schema compiles')
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return finish()


def finish():
    print('1..%d' % len(results))
    for i, (passed, what) in enumerate(results, 1):
        # a tool's words of several lines: the first on the test's line,
        # the rest as TAP comments
        first, *more = what.split('\n')
        print('%s %d - %s' % ('ok' if passed else 'not ok', i, first))
        for line in more:
            print('# ' + line)
    return 0 if results and all(p for p, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
# Checks the Flatpak manifest without the runtime:
#
#   check-manifest.py MANIFEST APP_ID BINARY SOURCE_ROOT
#
# The app id and command match what the project installs, the sandbox opens
# no home or host files but does open the sound server (for the game's
# sound effects) and the network (for the phones that play a seat: see
# README.md), and the last module builds this project with meson from the
# source tree, with only options the project declares. A library module
# before it downloads only over https, each archive pinned by its sha256.
# flatpak-builder, where installed, also reads it.

import json
import os
import re
import shutil
import subprocess
import sys

FORBIDDEN = [
    (re.compile(r'^--filesystem=(home|host|host-os|host-etc|~)(/.*)?(:(ro|rw|create))?$'),
     'home or host files'),
    (re.compile(r'^--socket=x11$'), 'X11 always, rather than as a fallback to Wayland'),
]

# GNOME runtimes get security updates for about a year; 47 is past its end
OLDEST_SUPPORTED_RUNTIME = 49

# what run, run-tests and build-aux/flatpak-bundle make inside the tree
BUILD_FOLDERS = ['.git', '.flatpak-builder', '_build', '_build-test', '_build-sanitize',
                 '_build-fuzz', '_flatpak', 'spider-lair.flatpak']

# meson's own options a manifest might reasonably set
MESON_BUILTINS = {'buildtype', 'optimization', 'debug', 'warning_level', 'werror',
                  'default_library', 'prefix', 'libdir', 'datadir', 'c_args', 'c_link_args'}


def project_options(source_root):
    names = set()
    for name in ('meson.options', 'meson_options.txt'):
        path = os.path.join(source_root, name)
        if os.path.isfile(path):
            with open(path, encoding='utf-8') as f:
                names |= set(re.findall(r"option\s*\(\s*'([^']+)'", f.read()))
    return names


def check(manifest_path, app_id, binary, source_root):
    problems = []
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    if not isinstance(manifest, dict):
        return ['the manifest is not a JSON object']

    found_id = manifest.get('app-id', manifest.get('id'))
    if found_id != app_id:
        problems.append('app-id is %r, not %r' % (found_id, app_id))
    if manifest.get('command') != binary:
        problems.append('command is %r, not %r' % (manifest.get('command'), binary))
    if manifest.get('runtime') != 'org.gnome.Platform':
        problems.append('runtime is %r, not the GNOME runtime' % manifest.get('runtime'))
    if manifest.get('sdk') != 'org.gnome.Sdk':
        problems.append('sdk is %r, not the GNOME SDK' % manifest.get('sdk'))
    version = manifest.get('runtime-version')
    if not isinstance(version, str) or not version:
        problems.append('runtime-version is not a version string')
    elif not version.isdigit() or int(version) < OLDEST_SUPPORTED_RUNTIME:
        problems.append('runtime-version %s is older than GNOME %d, the oldest still supported'
                        % (version, OLDEST_SUPPORTED_RUNTIME))

    finish_args = manifest.get('finish-args', [])
    for arg in finish_args:
        for pattern, what in FORBIDDEN:
            if pattern.match(arg):
                problems.append('finish-args %s opens %s' % (arg, what))
    for needed in ('--socket=wayland', '--share=ipc', '--socket=pulseaudio', '--share=network'):
        if needed not in finish_args:
            problems.append('finish-args lacks %s' % needed)

    modules = manifest.get('modules', [])
    if not modules or not isinstance(modules[-1], dict):
        return problems + ['no module builds the application']
    for library in modules[:-1]:
        if not isinstance(library, dict):
            problems.append('a module is not an object')
            continue
        for source in library.get('sources', []):
            if source.get('type') not in ('archive', 'file'):
                problems.append('module %s has a %s source, not a pinned archive'
                                % (library.get('name'), source.get('type')))
            elif not str(source.get('url', '')).startswith('https://'):
                problems.append('module %s downloads without https' % library.get('name'))
            elif not re.match(r'^[0-9a-f]{64}$', str(source.get('sha256', ''))):
                problems.append('module %s has no sha256 for its source' % library.get('name'))
    module = modules[-1]
    if module.get('name') != binary:
        problems.append('the last module is %r, not %r' % (module.get('name'), binary))
    if module.get('buildsystem') != 'meson':
        problems.append('the last module builds with %r, not meson' % module.get('buildsystem'))
    manifest_dir = os.path.dirname(os.path.abspath(manifest_path))
    dirs = [os.path.realpath(os.path.join(manifest_dir, s.get('path', '')))
            for s in module.get('sources', []) if s.get('type') == 'dir']
    if os.path.realpath(source_root) not in dirs:
        problems.append('the last module does not build from the project directory %s' % source_root)
    for source in module.get('sources', []):
        if source.get('type') != 'dir':
            problems.append('the module downloads a %s source; it must build from the tree alone'
                            % source.get('type'))
            continue
        skipped = set(source.get('skip', []))
        for folder in BUILD_FOLDERS:
            if folder not in skipped:
                problems.append('the dir source copies %s, a build folder' % folder)

    declared = project_options(source_root)
    for opt in module.get('config-opts', []):
        m = re.match(r'^-D([A-Za-z0-9_.:-]+)=', opt)
        if not m:
            continue
        name = m.group(1)
        if name not in declared and name not in MESON_BUILTINS and not name.startswith('b_'):
            problems.append('config-opts sets %s, which the project does not declare' % name)

    return problems


def main():
    if len(sys.argv) != 5:
        print('usage: check-manifest.py MANIFEST APP_ID BINARY SOURCE_ROOT', file=sys.stderr)
        return 2
    manifest_path, app_id, binary, source_root = sys.argv[1:]
    try:
        problems = check(manifest_path, app_id, binary, source_root)
    except (OSError, ValueError) as e:
        problems = ['cannot read the manifest: %s' % e]

    builder = shutil.which('flatpak-builder')
    if builder and not problems:
        result = subprocess.run([builder, '--show-manifest', manifest_path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            problems.append('flatpak-builder cannot read it: %s' % result.stderr.strip())
    elif not builder:
        print('flatpak-builder is not installed; its reading of the manifest is skipped')

    for problem in problems:
        print('%s: %s' % (manifest_path, problem))
    if not problems:
        print('%s: fine' % manifest_path)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())

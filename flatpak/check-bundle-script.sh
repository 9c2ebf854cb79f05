#!/bin/sh
# check-bundle-script.sh SCRIPT: the Flatpak bundle script parses, passes
# shellcheck where installed, and every option it gives flatpak-builder and
# flatpak build-bundle is one the installed tools know.
set -u
script=$1
status=0
sh -n "$script" || { echo "$script does not parse"; status=1; }
if command -v shellcheck >/dev/null 2>&1; then
  shellcheck "$script" || status=1
else
  echo "shellcheck is not installed; skipped"
fi
check_options () {
  tool=$1; shift
  help=$("$@" --help 2>&1) || true
  for option in $(sed -n "/^$tool /,/[^\\\\]\$/p" "$script" | grep -o -- '--[a-z0-9-]*' | sort -u); do
    case "$help" in
      *"$option"*) ;;
      *) echo "$tool does not know $option"; status=1 ;;
    esac
  done
}
if command -v flatpak-builder >/dev/null 2>&1; then
  check_options flatpak-builder flatpak-builder
  check_options "flatpak build-bundle" flatpak build-bundle
else
  echo "flatpak-builder is not installed; the options are not checked"
fi
[ $status -eq 0 ] && echo "$script: fine"
exit $status

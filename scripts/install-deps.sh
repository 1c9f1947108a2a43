#!/usr/bin/env bash
# Installs the Debian packages Overhear needs to build, run and test; run by `make run` and
# `make test`. Only the Swift toolchain is assumed: this list is the one place that names
# them (espeak-ng, ALSA, ncursesw; tmux for the end-to-end tests of the UI).
set -euo pipefail

PACKAGES=(libespeak-ng-dev espeak-ng-data libasound2-dev libncurses-dev tmux)

missing=()
for package in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: missing Debian packages: ${missing[*]}" >&2
    echo "install-deps: run as root, or: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

#!/bin/sh
# Pins every package the Docker image installs (hadolint's DL3013) in deploy/constraints.txt:
# run it after a change to the dependencies in pyproject.toml.
set -eu
cd "$(dirname "$0")/.."
venv=$(mktemp -d)
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet '.[redis]'
{
    echo "# Written by deploy/pin-constraints.sh: every package the Docker image installs."
    "$venv/bin/pip" freeze --exclude atout
} > deploy/constraints.txt
rm -rf "$venv"

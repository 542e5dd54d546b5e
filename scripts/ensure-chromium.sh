#!/usr/bin/env bash
# Playwright cannot download its own browser here: use Debian's Chromium, installing it when we may.
set -euo pipefail
CHROMIUM=/usr/lib/chromium/chromium
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

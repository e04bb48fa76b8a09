#!/usr/bin/env bash
# Makes sure this machine has what the tests need beyond node_modules: Debian's Chromium (e2e,
# Lighthouse), the PostgreSQL 15 server binaries (integration tests), nginx (the load balancer of
# the multi-instance test) and a font for screenshots.
# As root with apt-get it installs what is missing; otherwise it says what to install and fails.
# Quick and silent when everything is there.
set -euo pipefail

CHROMIUM="${CHROME_PATH:-/usr/bin/chromium}"
PG_BIN_DIR="${POSTGRES_BIN_DIR:-/usr/lib/postgresql/15/bin}"
NGINX="${NGINX_BIN:-/usr/sbin/nginx}"

missing=()
[[ -x "$CHROMIUM" ]] || missing+=(chromium)
[[ -x "$PG_BIN_DIR/initdb" && -x "$PG_BIN_DIR/pg_ctl" ]] || missing+=(postgresql-15)
[[ -x "$NGINX" ]] || missing+=(nginx)
if ! ls /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf >/dev/null 2>&1 &&
  ! { command -v fc-list >/dev/null && [[ -n "$(fc-list 2>/dev/null | head -n 1)" ]]; }; then
  missing+=(fonts-dejavu-core)
fi

[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null; then
  echo "Missing test dependencies: install the Debian packages ${missing[*]} (e.g. sudo apt-get install -y ${missing[*]})." >&2
  exit 1
fi

echo "Installing test dependencies: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

for needed in "$CHROMIUM" "$PG_BIN_DIR/initdb" "$NGINX"; do
  if [[ ! -x "$needed" ]]; then
    echo "Installed ${missing[*]} but $needed is still missing." >&2
    exit 1
  fi
done

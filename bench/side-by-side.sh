#!/usr/bin/env bash
# Issue 22's before/after figures in one sitting: the listing mix on PostgreSQL and on PGlite,
# and how soon a started server answers, for two builds of the server, one after the other.
#   bash bench/side-by-side.sh <before main.js> <after main.js> <postgres url> <PGlite dir> [runs]
# Each build is measured with nothing else running; `uptime` is printed beside every figure.
set -uo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 pg=$3 pglite=$4 runs=${5:-3}
for build in before after; do
  server=${!build}
  echo "=== $build: listing mix, PostgreSQL, 2 workers ($server)"
  WORKERS=2 npx tsx bench/listing-load.ts --database-url "$pg" --server "$server" --runs "$runs" --skip-query-timing 2>&1 | grep -E '^\{"run"'
  echo "=== $build: listing mix, PGlite"
  npx tsx bench/listing-load.ts --data-dir "$pglite" --server "$server" --runs "$runs" --skip-query-timing 2>&1 | grep -E '^\{"run"'
done
for build in before after; do
  server=${!build}
  for target in "--database-url $pg" "--data-dir $pglite"; do
    echo "=== $build: first answer ($target)"
    uptime
    npx tsx bench/first-answer.ts $target --server "$server" --runs "$runs" 2>/dev/null | tr -d '\n' | grep -oE '"runs":\[.*\]' | head -c 3000; echo
  done
done

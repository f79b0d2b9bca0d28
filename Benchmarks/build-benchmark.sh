#!/usr/bin/env bash
# Times `trellis build` against Hugo on the same synthetic catalog (see generate.py).
#   bash Benchmarks/build-benchmark.sh [PAGES] [COMPONENTS_PER_PAGE]
# Needs: a release build of trellis, and hugo + hyperfine (apt-get install hugo hyperfine).
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-1000}
per_page=${2:-40}
root=/tmp/trellis-bench
rm -rf "$root"
python3 Benchmarks/generate.py "$pages" "$per_page" "$root"
swift build -c release --product trellis >/dev/null
trellis=$(swift build -c release --show-bin-path)/trellis
"$trellis" build "$root/trellis" --output "$root/trellis-site"
hugo --quiet -s "$root/hugo" -d "$root/hugo-site"
echo "HTML files: trellis $(find "$root/trellis-site" -name '*.html' | wc -l), hugo $(find "$root/hugo-site" -name '*.html' | wc -l)"
hyperfine --warmup 1 --runs 5 \
  "$trellis build $root/trellis --output $root/trellis-site" \
  "hugo --quiet -s $root/hugo -d $root/hugo-site"

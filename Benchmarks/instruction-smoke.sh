#!/usr/bin/env bash
# A performance check that cannot rot and does not flake: counts the instructions (valgrind's cachegrind, no cache
# simulation) that `trellis build` executes on a small, fixed corpus — a cold build, a warm build with nothing
# changed, and a warm build after one page edit — and fails when any count exceeds twice its baseline in
# Benchmarks/instruction-baseline.tsv. Instruction counts move by well under 1 % from run to run; wall time on a
# shared 2-core VM moves by 2×, which is why no test asserts a time.
#
#   bash Benchmarks/instruction-smoke.sh                 # the debug build CI already made (.build/debug/trellis)
#   CONFIG=release bash Benchmarks/instruction-smoke.sh  # a release build (swift build -c release --product trellis)
#   UPDATE=1 bash Benchmarks/instruction-smoke.sh        # measure and write the baseline for CONFIG
#
# Environment: CONFIG (debug), PAGES (30), SHARED (../shared: the corpus comes from its bench/make-corpus.py), WORK
# (a temporary folder). Needs valgrind and python3. The binary is stripped first: valgrind 3.19 cannot read the
# debug information Swift 6.3 writes, and counting needs none.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-debug}
pages=${PAGES:-30}
shared=${SHARED:-../shared}
baseline=Benchmarks/instruction-baseline.tsv
binary=.build/$config/trellis
[[ -x $binary ]] || { echo "instruction-smoke: no $binary (run swift build${config/debug/} first)" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "instruction-smoke: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[[ -f $shared/bench/make-corpus.py ]] || { echo "instruction-smoke: no $shared/bench/make-corpus.py (set SHARED)" >&2; exit 1; }

work=${WORK:-$(mktemp -d)}
trap 'rm -rf "$work"' EXIT
strip -o "$work/trellis" "$binary"
python3 "$shared/bench/make-corpus.py" --pages "$pages" --out "$work/project" >/dev/null

# count NAME: runs one build under cachegrind and prints its instruction count.
count() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$work/trellis" build "$work/project" \
        --output "$work/site" >/dev/null 2>"$work/valgrind.log" || {
        cat "$work/valgrind.log" >&2
        echo "instruction-smoke: the build failed under valgrind" >&2
        exit 1
    }
    sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$work/valgrind.log" | tr -d ,
}

declare -A measured
measured[cold]=$(count)
measured[warm]=$(count)
# One page edited as an editor saves it: the first text value of its first component changed.
python3 - "$work/project/Content/pages/p00001.json" <<'EOF'
import json, sys
path = sys.argv[1]
doc = json.load(open(path, encoding="utf-8"))
def edit(value):
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("title", "label", "body", "name") and isinstance(item, str):
                value[key] = item + " (edited)"
                return True
            if edit(item):
                return True
    if isinstance(value, list):
        return any(edit(item) for item in value)
    return False
assert edit(doc), "no text value to edit"
json.dump(doc, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
EOF
measured[edit]=$(count)

if [[ -n ${UPDATE:-} ]]; then
    touch "$baseline"
    grep -v "^$config	" "$baseline" >"$work/baseline" || true
    for build in cold warm edit; do printf '%s\t%s\t%s\n' "$config" "$build" "${measured[$build]}" >>"$work/baseline"; done
    sort "$work/baseline" >"$baseline"
    echo "instruction-smoke: baseline for $config written to $baseline"
fi

failed=0
printf '%-6s %-5s %16s %16s %8s %14s\n' config build instructions baseline ratio "per page"
for build in cold warm edit; do
    expected=$(awk -F'\t' -v c="$config" -v b="$build" '$1 == c && $2 == b { print $3 }' "$baseline")
    [[ -n $expected ]] || { echo "instruction-smoke: no $config/$build baseline in $baseline (UPDATE=1)" >&2; exit 1; }
    got=${measured[$build]}
    ratio=$(awk -v g="$got" -v e="$expected" 'BEGIN { printf "%.3f", g / e }')
    printf '%-6s %-5s %16s %16s %8s %14s\n' "$config" "$build" "$got" "$expected" "$ratio" $((got / pages))
    if awk -v r="$ratio" 'BEGIN { exit !(r > 2) }'; then
        echo "instruction-smoke: $config $build build executes $ratio× its baseline instructions (limit 2×)" >&2
        failed=1
    fi
done
exit $failed

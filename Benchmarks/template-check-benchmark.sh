#!/usr/bin/env bash
# What the HTML5 template check costs per page: times `trellis build` of two Trellis versions on the shared
# benchmark corpus (../shared/bench/make-corpus.py), at 3 viewports and at 1, in one hyperfine call each.
#
#   bash Benchmarks/template-check-benchmark.sh OLD NEW
#     OLD, NEW: a trellis binary, or a commit of this repository (built in a temporary worktree, in release mode).
#     e.g. bash Benchmarks/template-check-benchmark.sh 5a3239b 187cd7c
#   Environment: PAGES (1000), RUNS (7), WORK (/tmp/bench/template-check), CALLGRIND=1 to also count
#   instructions (valgrind --tool=callgrind) of one build of 100 pages per version and viewport count, a
#   machine-independent figure, with the new check's own inclusive share.
#
# Trellis before 187cd7c parsed rendered templates as XML, so it refuses the corpus's HTML5 templates
# (`<img …>`). OLD therefore builds an XHTML copy of the corpus (void elements self-closed; the templates have no
# boolean attributes), and NEW builds both the original ("new") and the XHTML copy ("new-xhtml", the same input as
# OLD). All three must render the same number of `class="c-…"` components, or the script stops.
# Prints median wall time, mean user and user+sys CPU per build, and the change against old (% and ms a page).
# On a shared VM, system time swings with memory reclaim and writeback: user CPU and callgrind are steadier.
# Needs hyperfine and python3 (valgrind for CALLGRIND=1).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
pages=${PAGES:-1000}
runs=${RUNS:-7}
work=${WORK:-/tmp/bench/template-check}
bench=$repo/../shared/bench
[[ -f $bench/make-corpus.py ]] || bench=/work/shared/bench
mkdir -p "$work"
worktrees=()
trap 'for w in "${worktrees[@]}"; do git -C "$repo" worktree remove --force "$w"; done' EXIT

# binary OLD|NEW: sets $trellis to a trellis binary, building a commit in a worktree (removed on exit) if needed.
binary() {
    if [[ -x $1 ]]; then trellis=$(realpath "$1"); return; fi
    local tree=$work/src-$1
    git -C "$repo" worktree add --detach "$tree" "$1"
    worktrees+=("$tree")
    swift build -c release --product trellis --package-path "$tree"
    trellis=$tree/.build/release/trellis
}
binary "$1" && old=$trellis
binary "$2" && new=$trellis

# corpus VIEWPORTS PAGES: writes corpus-PAGES-vpVIEWPORTS and its XHTML copy, prints the path.
corpus() {
    local dir=$work/corpus-$2-vp$1
    python3 "$bench/make-corpus.py" --pages "$2" --viewports "$1" --out "$dir" >&2
    rm -rf "$dir-xhtml" && cp -r "$dir" "$dir-xhtml"
    sed -i -E 's#<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)([^>]*[^/])>#<\1\2 />#g' \
        "$dir-xhtml"/Templates/components/*.mustache
    echo "$dir"
}

components() { cat "$1"/pages/*/*.html | grep -o 'class="c-' | wc -l; }

for viewports in 3 1; do
    dir=$(corpus "$viewports" "$pages")
    "$old" build "$dir-xhtml" --output "$work/out-old" --force
    "$new" build "$dir" --output "$work/out-new" --force --timings
    "$new" build "$dir-xhtml" --output "$work/out-new-xhtml" --force
    counts="$(components "$work/out-old") $(components "$work/out-new") $(components "$work/out-new-xhtml")"
    echo "components rendered (old new new-xhtml): $counts"
    [[ $(echo "$counts" | tr ' ' '\n' | sort -u | wc -l) == 1 ]] || { echo "outputs differ" >&2; exit 1; }
    hyperfine --warmup 1 --runs "$runs" --prepare "rm -rf $work/out-old $work/out-new $work/out-new-xhtml; sync" \
        --export-json "$work/vp$viewports.json" \
        -n old "$old build $dir-xhtml --output $work/out-old --force" \
        -n new "$new build $dir --output $work/out-new --force" \
        -n new-xhtml "$new build $dir-xhtml --output $work/out-new-xhtml --force"
done

python3 - "$work" "$pages" <<'EOF'
import json, statistics, sys
work, pages = sys.argv[1], int(sys.argv[2])
print(f"\n{pages} pages; per figure: seconds, change against old in % and in ms a page")
print("viewports command   | wall median           | user CPU mean         | user+sys CPU mean")
for viewports in (3, 1):
    results = {r["command"]: r for r in json.load(open(f"{work}/vp{viewports}.json"))["results"]}
    figures = {n: (statistics.median(r["times"]), r["user"], r["user"] + r["system"]) for n, r in results.items()}
    for name, values in figures.items():
        cells = [f"{v:6.2f} {100 * (v / o - 1):+5.1f}% {1000 * (v - o) / pages:+6.2f}"
                 for v, o in zip(values, figures["old"])]
        print(f"{viewports:9} {name:9} | " + " | ".join(cells))
EOF

if [[ ${CALLGRIND:-0} == 1 ]]; then
    for viewports in 3 1; do
        dir=$(corpus "$viewports" 100)
        for version in old new; do
            bin=$old input=$dir-xhtml
            [[ $version == new ]] && bin=$new input=$dir
            profile=$work/callgrind.vp$viewports.$version
            rm -rf "$work/out-cg"
            valgrind --tool=callgrind --callgrind-out-file="$profile" \
                "$bin" build "$input" --output "$work/out-cg" --force >/dev/null 2>&1
            echo "callgrind, 100 pages, $viewports viewport(s), $version: $(grep '^summary:' "$profile") instructions"
        done
        # The new check's own share (inclusive): HTMLFragmentChecker.check and the component render around it.
        callgrind_annotate --inclusive=yes "$work/callgrind.vp$viewports.new" 2>/dev/null \
            | grep -E '^ *[0-9,]+ .*(HTMLFragmentCheckerV5check_7context|ComponentRendererV6render_7unknown)' \
            | grep -v -e "'2" -e '=>' | cut -c1-160 || true
    done
fi

#!/usr/bin/env bash
# The edit loop on the shared benchmark corpus (../shared/bench/make-corpus.py): how long a cold `trellis build` takes,
# how long warm rebuilds take after no change, one page edit, one template edit (then the same template again), one
# included-section edit, and how long `trellis serve` takes from an editor's atomic save (temp file + rename) of a page, and of a template while
# a page showing it is open, to the live-reload events and to serving the page with the new text. Prints a Markdown table (medians of RUNS, wall milliseconds) and writes
# /tmp/bench/results/edit-loop.json.
#
#   bash Benchmarks/edit-loop-benchmark.sh
#   Environment: TRELLIS_BIN (.build/release/trellis), PAGES (1000), RUNS (5), SHARED (../shared), WORK
#   (/tmp/bench/edit-loop-work-PAGES: scratch copies and logs).
# Every run builds in a fresh copy of the corpus, so edits never accumulate from one run to the next, made in a folder
# never used before: nothing is deleted before a cold build. (On an ext4 without a journal, as on the project's machine,
# making a file scans past every inode freed in the last 30 s to 5.5 min: a cold build right after `rm -rf` of the last
# run's copy took 2.9–4.4 s instead of 2.5–3.2, which flattered every ratio to it.) The copies are removed at the end;
# a benchmark started within about five minutes of the last one's end still meets its deletes. Builds are timed
# from the shell (date +%s%N) with `--timings --diagnostics json`, whose summary gives Trellis's own figure and phases;
# `sync` runs before every build, outside the timing. Needs python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
trellis=${TRELLIS_BIN:-.build/release/trellis}
pages=${PAGES:-1000}
runs=${RUNS:-5}
shared=${SHARED:-../shared}
corpus=/tmp/bench/edit-loop-$pages
work=${WORK:-/tmp/bench/edit-loop-work-$pages}
results=/tmp/bench/results
[[ -x $trellis ]] || { echo "no trellis binary at $trellis (build it or set TRELLIS_BIN)" >&2; exit 1; }
trellis=$(realpath "$trellis")
[[ -f $shared/bench/make-corpus.py ]] || { echo "no $shared/bench/make-corpus.py (set SHARED)" >&2; exit 1; }

server=""
cleanup() { if [[ -n $server ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi; }
trap cleanup EXIT
trap 'exit 130' INT TERM

rm -rf "$work" && mkdir -p "$work" "$results"
scratch=""
helper=$work/edit_loop.py
# The helper takes the page edit from Benchmarks/benchmark_edits.py, which Benchmarks/paired-warm-builds.py shares.
export TRELLIS_BENCHMARKS=$repo/Benchmarks
cat >"$helper" <<'EOF'
import http.client, json, os, queue, re, sys, threading, time, urllib.parse
sys.path.insert(0, os.environ["TRELLIS_BENCHMARKS"])
from benchmark_edits import edit_page as edit

def edit_template(path, marker):
    """Puts marker after the rating template's "out of 5" (replacing an earlier one), saved atomically."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text, count = re.subn(r"out of 5( \[[^\]]*\])?", f"out of 5 [{marker}]", text, count=1)
    if count != 1:
        sys.exit(f"no 'out of 5' in {path}")
    tmp = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)

def serve(url, project, page, shown, other, runs, out):
    """Per run: atomic save of a page edit, then time to the `preview` event (the saved page shown on its own), to
    a GET of `page` showing the text, and to the `rebuild` event (the whole site rebuilt); then the same for an edit
    of rating.mustache, with the browser's event stream showing the page folder `shown` (a page with ratings), and
    the time until `other` (a rendering of another page with ratings, open nowhere) is served with the edit."""
    host = urllib.parse.urlsplit(url)
    events = queue.Queue()
    sse = http.client.HTTPConnection(host.hostname, host.port, timeout=600)
    sse.request("GET", "/_trellis/events?page=" + urllib.parse.quote(shown, safe=""),
                headers={"Accept": "text/event-stream"})
    stream = sse.getresponse()
    def listen():
        name = None
        for raw in iter(stream.readline, b""):
            line = raw.decode().rstrip("\r\n")
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:") and name in ("rebuild", "preview"):
                events.put((time.perf_counter(), name, json.loads(line[5:])))
    threading.Thread(target=listen, daemon=True).start()
    def fetch(path):
        conn = http.client.HTTPConnection(host.hostname, host.port, timeout=60)
        conn.request("GET", path)
        return conn.getresponse().read().decode()
    def timed(kind, run, rel, fetched, marker, save, other=None):
        time.sleep(1.0)  # let the watcher settle: the previous rebuild is done, no change is pending
        while not events.empty():
            events.get()
        save()
        t0 = time.perf_counter()
        t_preview = t_page = t_other = None
        # A page nobody has open, requested as soon as the save is made and again until it shows the edit: the
        # event listener keeps the events' times meanwhile.
        while other is not None and t_other is None and time.perf_counter() - t0 < 300:
            if marker in fetch(other):
                t_other = time.perf_counter()
            else:
                time.sleep(0.002)
        while True:
            t_event, name, event = events.get(timeout=300)
            if rel not in event.get("changed", []):
                continue
            if name == "preview":
                t_preview = t_event
            elif not event.get("succeeded"):
                sys.exit(f"rebuild failed: {event}")
            if t_page is None and marker in fetch(fetched):
                t_page = time.perf_counter()
            if name == "rebuild":
                t_rebuild, build_ms = t_event, event.get("milliseconds")
                break
        figure = {"kind": kind, "run": run, "preview_ms": (t_preview - t0) * 1e3 if t_preview else None,
                  "page_ms": (t_page - t0) * 1e3, "event_ms": (t_rebuild - t0) * 1e3, "build_ms": build_ms,
                  "other_ms": (t_other - t0) * 1e3 if t_other else None}
        print(f"serve run {run} {kind}: preview {figure['preview_ms']} ms, page {figure['page_ms']:.0f} ms, "
              f"other page {figure['other_ms']} ms, rebuild event {figure['event_ms']:.0f} ms, build {build_ms} ms",
              file=sys.stderr)
        return figure
    rel, template, figures = "Content/pages/p00001.json", "Templates/components/rating.mustache", []
    for run in range(1, runs + 1):
        marker = f"Served edit {run} {time.time_ns() % 10**9}"
        figures.append(timed("page", run, rel, page, marker, lambda: edit(os.path.join(project, rel), marker)))
        marker = f"Template edit {run} {time.time_ns() % 10**9}"
        figures.append(timed("template", run, template, shown + "phone.html", marker,
                             lambda: edit_template(os.path.join(project, template), marker), other))
    json.dump(figures, open(out, "w"), indent=1)

if __name__ == "__main__":
    if sys.argv[1] == "edit":
        edit(sys.argv[2], sys.argv[3])
    else:
        serve(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6], int(sys.argv[7]), sys.argv[8])
EOF

# Made again only when make-corpus.py changed: making it deletes the last one's files (see above).
maker=$(sha256sum "$shared/bench/make-corpus.py" | cut -d' ' -f1)
if [[ $(cat "$corpus/.made-by" 2>/dev/null) != "$maker" ]]; then
    python3 "$shared/bench/make-corpus.py" --pages "$pages" --out "$corpus" >&2
    echo "$maker" >"$corpus/.made-by"
fi
# fresh NAME: a copy of the corpus in a new folder, $scratch (no site, no cache).
fresh() { scratch=$work/project-$1 && cp -a "$corpus" "$scratch" && rm -rf "$scratch/_site" "$scratch/._site.trellis-cache"; }
builds=$work/builds.jsonl

# timed KIND RUN: one `trellis build` of the scratch project, appended to builds.jsonl.
timed() {
    local log=$work/build.log t0 t1
    sync
    t0=$(date +%s%N)
    "$trellis" build "$scratch" --timings --diagnostics json >/dev/null 2>"$log" || { tail -5 "$log" >&2; exit 1; }
    t1=$(date +%s%N)
    printf '{"kind":"%s","run":%d,"wall_ns":%d,"report":%s}\n' "$1" "$2" "$((t1 - t0))" "$(tail -n 1 "$log")" >>"$builds"
    echo "run $2 $1: $(((t1 - t0) / 1000000)) ms" >&2
}
# shows TEXT FILE: fails unless the last build wrote TEXT (checked after the timing).
shows() { grep -rqF -- "$1" "$scratch/_site/$2" || { echo "the build did not write \"$1\" into $2" >&2; exit 1; }; }

for run in $(seq 1 "$runs"); do
    fresh "$run"
    rating=$scratch/Templates/components/rating.mustache
    [[ -f $rating ]] || { echo "no rating.mustache; templates: $(ls "$scratch/Templates/components")" >&2; exit 1; }
    # A project's files are older than a few seconds when it is built, not copied a moment before: a build records
    # what it read only once every input's stamp has settled (docs/performance.md, "Nothing changed").
    sleep 4
    timed cold "$run"
    timed warm-nothing "$run"
    # The same without the build record: what every warm build pays before doing its change's work.
    rm -f "$scratch/._site.trellis-cache/last-build"
    timed warm-nothing-cache "$run"
    python3 "$helper" edit "$scratch/Content/pages/p00001.json" "Edited page $run"
    timed warm-page "$run"
    shows "Edited page $run" pages/p00001/phone.html
    grep -qF 'out of 5' "$rating" || { echo "rating.mustache no longer says 'out of 5'" >&2; exit 1; }
    sed -i 's/out of 5/out of 5 stars/' "$rating"
    timed warm-template "$run"
    shows 'out of 5 stars' pages
    # The same template edited again: the edit loop's steady state, where the files the last edit replaced wait to be
    # written over (docs/safety.md).
    sed -i 's/out of 5 stars/out of 5 stars!/' "$rating"
    timed warm-template-again "$run"
    shows 'out of 5 stars!' pages
    python3 "$helper" edit "$scratch/Content/sections/shared/footer.json" "Edited footer $run"
    timed warm-section "$run"
    shows "Edited footer $run" pages/p00001/phone.html
done

# trellis serve: edit → event → page served with the new text.
fresh serve
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$trellis" serve "$scratch" --port "$port" >"$work/serve.out" 2>"$work/serve.err" &
server=$!
url=""
for _ in $(seq 1 1500); do
    kill -0 "$server" 2>/dev/null || { echo "trellis serve exited:" >&2; tail -5 "$work/serve.err" >&2; exit 1; }
    url=$(grep -o 'http://[^ ]*/' "$work/serve.out" | head -n 1 || true)
    [[ -n $url ]] && curl -sf -o /dev/null "$url" && break
    url=""
    sleep 0.2
done
[[ -n $url ]] || { echo "trellis serve did not answer within 300 s" >&2; exit 1; }
# The browser shows the first page with ratings while rating.mustache is edited.
rated=$(grep -l '"rating"' "$scratch"/Content/pages/*.json | sed -n 1p)
[[ -n $rated ]] || { echo "no page shows a rating" >&2; exit 1; }
# Another page whose rendering shows ratings, which no browser shows: requested right after the template is saved.
other=$(grep -lF 'out of 5' "$scratch"/_site/pages/*/phone.html | grep -vF "/$(basename "$rated" .json)/" | sed -n 1p)
[[ -n $other ]] || { echo "no second page shows a rating" >&2; exit 1; }
python3 "$helper" serve "$url" "$scratch" /pages/p00001/phone.html "/pages/$(basename "$rated" .json)/" \
    "/${other#"$scratch"/_site/}" "$runs" "$work/serve.json"
cleanup && server=""
rm -rf "$work"/project-*

commit=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - "$builds" "$work/serve.json" "$results/edit-loop.json" "$pages" "$runs" "$("$trellis" --version)" "$commit" <<'EOF'
import json, os, statistics as st, sys, time
builds_path, serve_path, out, pages, runs, version, commit = sys.argv[1:]
builds = [json.loads(line) for line in open(builds_path)]
serve = json.load(open(serve_path))
kinds = [("cold", "cold build (no _site)"), ("warm-nothing", "warm, nothing changed"),
         ("warm-nothing-cache", "warm, nothing changed, the build record removed"),
         ("warm-page", "warm, one page edited"), ("warm-template", "warm, rating.mustache edited"),
         ("warm-template-again", "warm, rating.mustache edited again"),
         ("warm-section", "warm, shared/footer.json edited")]
med = lambda xs: st.median(xs) if xs else None
summary = {}
for kind, _ in kinds:
    rows = [b for b in builds if b["kind"] == kind]
    walls = [b["wall_ns"] / 1e6 for b in rows]
    phases = {}
    for b in rows:
        for p in b["report"]["summary"].get("phases", []):
            phases.setdefault(p["name"], []).append(p["milliseconds"])
    summary[kind] = {"wall_ms": walls, "median_ms": med(walls),
                     "trellis_ms": med([b["report"]["summary"]["milliseconds"] for b in rows]),
                     "files_written": rows[-1]["report"]["summary"].get("filesWritten"),
                     "phases_median_ms": {k: med(v) for k, v in phases.items()}}
cold = summary["cold"]["median_ms"]
for kind, _ in kinds:
    summary[kind]["ratio_to_cold"] = summary[kind]["median_ms"] / cold
sv = {kind: {k: med([r[k] for r in serve if r["kind"] == kind and r[k] is not None])
             for k in ("preview_ms", "page_ms", "event_ms", "build_ms", "other_ms")} for kind in ("page", "template")}
print(f"\n{pages} pages, {runs} runs, {version} ({commit}), {os.cpu_count()} CPUs; medians, wall ms\n")
print("| step | median ms | min – max | × cold | trellis-reported ms |")
print("| --- | ---: | ---: | ---: | ---: |")
for kind, label in kinds:
    s = summary[kind]
    print(f"| {label} | {s['median_ms']:.0f} | {min(s['wall_ms']):.0f} – {max(s['wall_ms']):.0f} | "
          f"{s['ratio_to_cold']:.2f} | {s['trellis_ms']:.0f} |")
for kind, what in (("page", "page saved"), ("template", "rating.mustache saved, a page with ratings in view")):
    for key, label in (("preview_ms", "page shown (preview event)"), ("page_ms", "page GET shows the edit"),
                       ("other_ms", "another page, open nowhere, served with the edit"),
                       ("event_ms", "whole site rebuilt (rebuild event)")):
        xs = [r[key] for r in serve if r["kind"] == kind and r[key] is not None]
        if xs:
            print(f"| serve, {what}: save → {label} | {sv[kind][key]:.0f} | {min(xs):.0f} – {max(xs):.0f} | – | "
                  f"build {sv[kind]['build_ms']:.0f} |")
print()
# Every phase any kind of build reported, in the order first seen (a rebuild updates in place, a cold build stages).
names = list(dict.fromkeys(n for k, _ in kinds for n in summary[k]["phases_median_ms"]))
print("| phase (median ms) | " + " | ".join(k for k, _ in kinds) + " |")
print("| --- |" + " ---: |" * len(kinds))
for n in names:
    print(f"| {n} | " + " | ".join(f"{summary[k]['phases_median_ms'].get(n, 0):.0f}" for k, _ in kinds) + " |")
json.dump({"pages": int(pages), "runs": int(runs), "version": version, "commit": commit, "cpus": os.cpu_count(),
           "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "builds": summary,
           "serve": {"runs": serve, "median": sv}}, open(out, "w"), indent=1)
print(f"results: {out}")
EOF

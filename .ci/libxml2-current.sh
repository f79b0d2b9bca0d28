#!/usr/bin/env bash
# Runs TrellisValidation's tests against a current libxml2 (Debian unstable's, 2.15.x at the time of writing), next
# to the system's 2.9.14 that the rest of CI uses. libxml2 2.13 changed how errors reach the validator, and 2.14
# replaced the HTML parser's tokenizer, so both generations must be tested.
#
# Steps, each printed as it runs:
#   1. install the build tools that are missing (dpkg-dev for `apt-get source`, a C toolchain, pkg-config, xz);
#   2. fetch unstable's libxml2 source package through the machine's own Debian mirror, read from its apt
#      configuration (no host name is written here). A private apt state in a temporary folder is used, so the
#      machine's apt configuration and package lists are left untouched;
#   3. build it with as few optional features as possible into $TRELLIS_LIBXML2_PREFIX (default
#      /tmp/trellis-libxml2-current), skipped when that prefix already holds the same version;
#   4. run `swift test --filter TrellisValidationTests` in a generated package of TrellisValidation alone (in
#      .build-libxml2-current) with
#      PKG_CONFIG_PATH and LD_LIBRARY_PATH pointing at the prefix, and TRELLIS_EXPECT_LIBXML2 set to the built
#      version, which a test compares with the version libxml2 reports at run time.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
prefix=${TRELLIS_LIBXML2_PREFIX:-/tmp/trellis-libxml2-current}
suite=${TRELLIS_LIBXML2_SUITE:-sid}
log() { printf 'libxml2-current: %s\n' "$*"; }

# 1. Build tools.
missing=()
command -v apt-get >/dev/null 2>&1 || { log "needs a Debian-based machine (apt-get)"; exit 1; }
command -v dpkg-source >/dev/null 2>&1 || missing+=(dpkg-dev)
command -v cc >/dev/null 2>&1 || missing+=(build-essential)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkgconf)
command -v xz >/dev/null 2>&1 || missing+=(xz-utils)
[[ -e /usr/share/keyrings/debian-archive-keyring.gpg ]] || missing+=(debian-archive-keyring)
if ((${#missing[@]})); then
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# 2. The Debian mirror this machine already uses: the first URI of a deb822 .sources file, or of a one-line
# sources.list entry, that serves the main archive (not the security archive).
mirror_uri() {
  local file uri
  for file in /etc/apt/sources.list.d/*.sources; do
    [[ -f $file ]] || continue
    while read -r uri; do
      [[ $uri == */debian || $uri == */debian/ ]] && { echo "${uri%/}"; return; }
    done < <(sed -n 's/^[[:space:]]*URIs:[[:space:]]*//p' "$file" | tr ' ' '\n' | sed '/^$/d')
  done
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -f $file ]] || continue
    uri=$(awk '$1 == "deb" || $1 == "deb-src" {
                 for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { print $i; break } }' "$file" \
      | grep -E '/debian/?$' | head -n 1 || true)
    [[ -n $uri ]] && { echo "${uri%/}"; return; }
  done
  return 1
}
mirror=$(mirror_uri) || { log "no Debian mirror found in /etc/apt/sources.list(.d)"; exit 1; }
log "Debian mirror from the apt configuration: $mirror"

work=$(mktemp -d /tmp/trellis-libxml2-src.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/apt/lists/partial" "$work/apt/cache/archives/partial"
printf 'deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] %s %s main\n' "$mirror" "$suite" \
  >"$work/apt/sources.list"
apt_private=(
  -o "Dir::Etc::SourceList=$work/apt/sources.list"
  -o "Dir::Etc::SourceParts=$work/apt/none"
  -o "Dir::State::Lists=$work/apt/lists"
  -o "Dir::Cache=$work/apt/cache"
  -o "Debug::NoLocking=true"
  -o "APT::Sandbox::User=root"
)
log "apt-get update (deb-src $suite, private state in $work/apt)"
apt-get "${apt_private[@]}" update -qq

version=$(apt-cache "${apt_private[@]}" showsrc libxml2 | sed -n 's/^Version: //p' | sort -V | tail -n 1)
[[ -n $version ]] || { log "no libxml2 source package in $suite"; exit 1; }
upstream=${version#*:}
upstream=${upstream%%-*}
upstream=${upstream%%+*}
log "libxml2 in $suite: $version (upstream $upstream)"

# 3. Build, unless the prefix already holds this version.
if [[ -f $prefix/lib/pkgconfig/libxml-2.0.pc ]] &&
  [[ $(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --modversion libxml-2.0) == "$upstream" ]]; then
  log "$prefix already holds libxml2 $upstream: build skipped"
else
  build_started=$SECONDS
  log "apt-get source libxml2=$version into $work"
  (cd "$work" && apt-get "${apt_private[@]}" source -qq --only-source "libxml2=$version" >/dev/null)
  source_dir=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'libxml2-*' | head -n 1)
  [[ -n $source_dir ]] || { log "apt-get source unpacked nothing"; exit 1; }
  if [[ ! -x $source_dir/configure ]]; then
    log "the source has no configure script: installing autoconf, automake, libtool"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends autoconf automake libtool
    (cd "$source_dir" && autoreconf -fi >/dev/null)
  fi
  # Everything optional that needs another library or is not used by Trellis is left out; the HTML parser,
  # threads and the tree API stay in (the default).
  options=(
    --prefix="$prefix" --disable-static --without-python --without-icu --without-lzma --without-zlib
    --without-readline --without-history --without-iconv --without-docs --without-debug
  )
  log "configure ${options[*]}"
  # Options a release does not know (they come and go between releases) are only warned about by configure.
  (cd "$source_dir" && ./configure "${options[@]}" >"$work/configure.log" 2>&1) || {
    tail -n 40 "$work/configure.log"
    exit 1
  }
  log "make -j$(nproc) && make install"
  rm -rf "$prefix"
  (cd "$source_dir" && make -j"$(nproc)" >"$work/make.log" 2>&1 && make install >>"$work/make.log" 2>&1) || {
    tail -n 40 "$work/make.log"
    exit 1
  }
  log "built libxml2 $upstream into $prefix in $((SECONDS - build_started)) s"
fi

# 4. The validation tests against the new library.
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export LD_LIBRARY_PATH="$prefix/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export TRELLIS_EXPECT_LIBXML2=$upstream
log "pkg-config: $(pkg-config --cflags --libs libxml-2.0)"
# Only the validator and its tests are built, in a package of their own that links the repository's folders: the
# whole package would build every dependency (Hummingbird, OpenAPIKit…) a second time for tests that use none.
pkg=$PWD/.build-libxml2-current/package
scratch=$PWD/.build-libxml2-current/build
mkdir -p "$pkg/Sources" "$pkg/Tests"
ln -sfn "$PWD/Sources/CLibXML2" "$pkg/Sources/CLibXML2"
ln -sfn "$PWD/Sources/TrellisValidation" "$pkg/Sources/TrellisValidation"
ln -sfn "$PWD/Tests/TrellisValidationTests" "$pkg/Tests/TrellisValidationTests"
cat >"$pkg/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.1
// Generated by .ci/libxml2-current.sh: TrellisValidation and its tests alone, against another libxml2.
import PackageDescription

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
]
let package = Package(
    name: "TrellisValidationAlone",
    platforms: [.macOS(.v14)],
    targets: [
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0"),
        .target(name: "TrellisValidation", dependencies: ["CLibXML2"], swiftSettings: settings),
        .testTarget(name: "TrellisValidationTests", dependencies: ["TrellisValidation"], swiftSettings: settings),
    ]
)
PACKAGE
log "swift build --build-tests (TrellisValidation alone, in $pkg)"
swift build --build-tests --package-path "$pkg" --scratch-path "$scratch"
bin_path=$(swift build --show-bin-path --package-path "$pkg" --scratch-path "$scratch")
test_binary=$(find "$bin_path/" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
[[ -n $test_binary ]] || { log "no test binary in $bin_path"; exit 1; }
# The dynamic loader must pick the new library (2.14+ is libxml2.so.16; the system's 2.9 is libxml2.so.2), and
# only that one: two libxml2s in one process would each keep their own global state.
loaded=$(ldd "$test_binary" | grep -E 'libxml2\.so' || true)
log "$(basename "$test_binary") loads: $(tr -s ' \t' ' ' <<<"$loaded")"
if ! grep -q "$prefix/lib/" <<<"$loaded" || [[ $(wc -l <<<"$loaded") -ne 1 ]]; then
  log "the test binary does not load libxml2 from $prefix (and only from there)"
  exit 1
fi
log "swift test --filter TrellisValidationTests (TRELLIS_EXPECT_LIBXML2=$upstream)"
swift test --skip-build --package-path "$pkg" --scratch-path "$scratch" --filter TrellisValidationTests
log "done in $((SECONDS - started)) s"

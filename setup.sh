#!/bin/sh
# Vigie's set-up: installs the system packages that are missing, then runs Vigie or its tests.
#
#   ./setup.sh run [ARGS...]      install what is missing, build, run `vigie ARGS` (default: the example game)
#   ./setup.sh test               install what is missing, then run the whole test suite (Linux, and
#                                 the Windows build's tests under Wine)
#   ./setup.sh test-windows       build Vigie for Windows (x86_64-pc-windows-gnu) and run under Wine
#                                 every test that is not marked Linux-only; compare its events with
#                                 the Linux build's; check the zip
#   ./setup.sh package-windows    make vigie-windows-x86_64.zip (vigie.exe, what sits beside it, a
#                                 plain-text guide), and check it in a fresh Wine prefix
#
# On Debian or Ubuntu the packages are installed with apt-get (through sudo when not root); on
# another system the script prints the list to install by hand.
set -eu

cd "$(dirname "$0")"

# Debian package names: to build Vigie (ALSA for sound, speech-dispatcher's library for speech,
# libclang for its bindings, udev's library to find gamepads), to speak (speech-dispatcher with espeak-ng), and to test speech
# headless (a PulseAudio server, sox to measure what it heard, tmux for the terminal). pactl and
# pacat (pulseaudio-utils) list the audio devices and play a player's secrets on their own.
# The phone page is tested in a real headless Chromium (chromium, chromium-driver) driven by Node
# (nodejs, npm: only when no `node` is found, since Node may come from elsewhere).
PACKAGES="build-essential pkg-config libasound2-dev libspeechd-dev libclang1-14 libclang-common-14-dev libudev-dev \
speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio-utils"
TEST_PACKAGES="pulseaudio sox tmux chromium chromium-driver"
if ! command -v node >/dev/null 2>&1; then
    TEST_PACKAGES="$TEST_PACKAGES nodejs npm"
fi
# Windows, built here: mingw-w64 links vigie.exe, Wine runs it and its tests, zip packs the
# download (unzip opens it again for its test).
WINDOWS_PACKAGES="gcc-mingw-w64-x86-64 wine wine64 zip unzip"
# Where rustup cannot add the Windows target: Debian's own Rust and its standard library's
# source, from which cargo builds the standard library for Windows (docs/windows.md).
DEBIAN_RUST_PACKAGES="rustc-web rust-web-src"
WIN_TARGET=x86_64-pc-windows-gnu
ZIP=vigie-windows-x86_64.zip

missing_packages() {
    for p in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            printf '%s ' "$p"
        fi
    done
}

# Installs the packages named, those missing only.
install_list() {
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        echo "This is not a Debian or Ubuntu system: please install the equivalents of: $*" >&2
        return 0
    fi
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    echo "Installing the missing packages: $missing"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    # shellcheck disable=SC2086
    $sudo apt-get update -q
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
}

find_cargo() {
    if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
        . "$HOME/.cargo/env"
    fi
    if ! command -v cargo >/dev/null 2>&1; then
        echo "Rust is not installed. Install it with rustup (https://rustup.rs), then run this again." >&2
        exit 1
    fi
}

# Sums the `test result:` lines of a cargo test log: "P passed, F failed, I ignored".
count_tests() {
    awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($i ~ /^passed/) p += $(i-1); if ($i ~ /^failed/) f += $(i-1); if ($i ~ /^ignored/) g += $(i-1) } }
         END { printf "%d %d %d\n", p, f, g }' "$1"
}

run_tests() {
    if cargo fmt --version >/dev/null 2>&1; then
        echo "== cargo fmt --check"
        cargo fmt --all -- --check
    else
        echo "== rustfmt is not installed: formatting not checked"
    fi
    if cargo clippy --version >/dev/null 2>&1; then
        echo "== cargo clippy"
        cargo clippy --locked --workspace --all-targets -- -D warnings
    else
        echo "== clippy is not installed: lints not checked"
    fi
    # The Windows build first: its tests under Wine, and what the Linux suite compares with it
    # (vigie.exe's events, the zip).
    windows_status=0
    windows_tests || windows_status=$?
    echo "== npm ci (the phone page's browser test: playwright-core, axe-core)"
    (cd tests/phones && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "== cargo test"
    log=$(mktemp)
    # (errexit would end the group at a failing cargo before its status is written: test it.)
    { if cargo test --locked --workspace 2>&1; then rc=0; else rc=1; fi; echo "$rc" > "$log.status"; } | tee "$log"
    status=$(cat "$log.status")
    # One closing line for the whole suite, summed over every test binary.
    set -- $(count_tests "$log")
    echo "Summary: $1 passed, $2 failed (Linux)"
    [ -n "${WINDOWS_SUMMARY:-}" ] && echo "$WINDOWS_SUMMARY"
    rm -f "$log" "$log.status"
    [ "$windows_status" -eq 0 ] || return "$windows_status"
    return "$status"
}

# ----- Windows -----

# The Windows target and its tools: rustup's target where rustup can add it, else Debian's Rust
# building the standard library; the test set-up's DLL for Wine; a Wine prefix of this run's own.
windows_setup() {
    # shellcheck disable=SC2086
    install_list $WINDOWS_PACKAGES || return 1
    # A target folder of its own: the two compilers never share one.
    WIN_DIR="$PWD/target/windows"
    WIN_STD=""
    if [ "${VIGIE_WINDOWS_RUST:-}" != debian ] && command -v rustup >/dev/null 2>&1 \
        && { rustup target list --installed 2>/dev/null | grep -qx "$WIN_TARGET" \
             || timeout 600 rustup target add "$WIN_TARGET" >/dev/null 2>&1; }; then
        WIN_ROUTE=rustup
        echo "== Windows: rustup's $WIN_TARGET target"
    else
        WIN_ROUTE=debian
        echo "== Windows: rustup cannot add $WIN_TARGET here; Debian's Rust builds the standard library"
        # shellcheck disable=SC2086
        install_list $DEBIAN_RUST_PACKAGES || return 1
        WIN_STD="-Zbuild-std=std,panic_abort,panic_unwind,test"
        WIN_DIR="$PWD/target/windows-debian"
    fi
    export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
    export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine
    # Test set-up only, never in the zip: Wine 8 lacks bcryptprimitives.dll's ProcessPrng, which
    # Rust's standard library asks for (tests/windows/bcryptprimitives.c).
    shim="$WIN_DIR/wine-shim"
    if [ ! -f "$shim/bcryptprimitives.dll" ] || [ tests/windows/bcryptprimitives.c -nt "$shim/bcryptprimitives.dll" ]; then
        mkdir -p "$shim"
        x86_64-w64-mingw32-gcc -shared -O2 -o "$shim/bcryptprimitives.dll" \
            tests/windows/bcryptprimitives.c tests/windows/bcryptprimitives.def -ladvapi32 || return 1
    fi
    gcc_dir=$(dirname "$(x86_64-w64-mingw32-gcc -print-libgcc-file-name)")
    pthread_dir=$(dirname "$(x86_64-w64-mingw32-gcc -print-file-name=libwinpthread-1.dll)")
    export VIGIE_WINE_SHIM="$shim"
    export WINEPATH="$shim;$gcc_dir;$pthread_dir"
    export WINEDEBUG=-all
    if [ "${1:-}" != no-prefix ] && [ -z "${WINEPREFIX_OURS:-}" ]; then
        WINEPREFIX=$(mktemp -d "${TMPDIR:-/tmp}/vigie-wine.XXXXXX")
        export WINEPREFIX
        WINEPREFIX_OURS=1
        trap windows_cleanup EXIT
        # The first start of a new prefix takes a few seconds (and says that wine32 is missing:
        # harmless for 64-bit programs); one server for the whole run.
        wineboot --init >/dev/null 2>&1 || true
        wineserver -p >/dev/null 2>&1 || true
    fi
}

windows_cleanup() {
    if [ -n "${WINEPREFIX_OURS:-}" ]; then
        wineserver -k >/dev/null 2>&1 || true
        rm -rf "$WINEPREFIX"
    fi
}

# cargo SUBCOMMAND [ARGS...] for Windows, in its own target folder.
win_cargo() {
    sub=$1
    shift
    if [ "$WIN_ROUTE" = debian ]; then
        # shellcheck disable=SC2086
        CARGO_TARGET_DIR="$WIN_DIR" RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1 \
            cargo "$sub" --target "$WIN_TARGET" $WIN_STD "$@"
    else
        CARGO_TARGET_DIR="$WIN_DIR" cargo "$sub" --target "$WIN_TARGET" "$@"
    fi
}

win_clippy() {
    if [ "$WIN_ROUTE" = rustup ] && cargo clippy --version >/dev/null 2>&1; then
        win_cargo clippy --locked --workspace --all-targets -- -D warnings
    elif [ "$WIN_ROUTE" = debian ] && [ -x /usr/bin/cargo-clippy ]; then
        # Debian's clippy (rust-web-clippy) matches Debian's compiler.
        # shellcheck disable=SC2086
        CARGO_TARGET_DIR="$WIN_DIR" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 /usr/bin/cargo-clippy clippy \
            --target "$WIN_TARGET" $WIN_STD --locked --workspace --all-targets -- -D warnings
    else
        echo "== clippy for $WIN_TARGET is not installed: lints for Windows not checked"
    fi
}

# Builds the Windows tests, runs them under Wine, counts them; then the checks of the Windows
# build made from Linux (its events against the Linux build's, the zip). Sets WINDOWS_SUMMARY.
# (Called where a failure must not end the script at once: each step says if it failed.)
windows_tests() {
    windows_setup || return 1
    echo "== cargo clippy for $WIN_TARGET"
    win_clippy || return 1
    echo "== cargo test for $WIN_TARGET, under Wine"
    wlog=$(mktemp)
    { if win_cargo test --locked --workspace 2>&1; then rc=0; else rc=1; fi; echo "$rc" > "$wlog.status"; } | tee "$wlog"
    wstatus=$(cat "$wlog.status")
    set -- $(count_tests "$wlog")
    linux_only=$(grep -c "ignored, Linux-only" "$wlog" || true)
    others=$(( $3 - linux_only ))
    WINDOWS_SUMMARY="Summary: $1 passed, $2 failed under Wine (Windows build); $linux_only left out as Linux-only; $others benchmarks not run (as on Linux)"
    echo "$WINDOWS_SUMMARY"
    rm -f "$wlog" "$wlog.status"
    [ "$wstatus" -eq 0 ] || return 1
    # What the Linux suite checks against the Windows build: a zip of the build just tested.
    make_zip debug "$WIN_DIR/$ZIP" || return 1
    export VIGIE_WINDOWS_EXE="$WIN_DIR/$WIN_TARGET/debug/vigie.exe"
    export VIGIE_WINDOWS_ZIP="$WIN_DIR/$ZIP"
    export VIGIE_REQUIRE_WINDOWS=1
}

# Makes the zip from the Windows build of PROFILE (release or debug) at PATH: vigie.exe, the
# screen reader's DLL beside it, the guides, an example game. Nothing of the test set-up.
make_zip() {
    profile=$1
    out=$2
    # A failed step leaves no zip at all: never an older one that looks like this build's.
    rm -f "$out"
    if [ "$profile" = release ]; then
        win_cargo build --locked --release --bin vigie || return 1
    else
        win_cargo build --locked --bin vigie || return 1
    fi
    exe="$WIN_DIR/$WIN_TARGET/$profile/vigie.exe"
    # vigie.exe must need nothing but Windows itself (and the DLL packed beside it).
    extra=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u \
        | grep -v -x -E 'api-ms-win-[a-z0-9-]+\.dll|(kernel32|ntdll|user32|advapi32|ole32|oleaut32|combase|shell32|userenv|ws2_32|rpcrt4|propsys|mmdevapi|msvcrt|bcrypt|bcryptprimitives|crypt32|secur32|winmm|xinput1_4|hid|setupapi|dinput8|gdi32|ucrtbase|iphlpapi|ncrypt|ksuser|avrt|dwmapi|uxtheme|cfgmgr32|powrprof|winhttp)\.dll' || true)
    if [ -n "$extra" ]; then
        echo "vigie.exe needs DLLs that Windows does not have: $extra" >&2
        return 1
    fi
    stage=$(mktemp -d)
    if ! zip_stage "$profile" "$exe" "$stage" "$out"; then
        rm -rf "$stage"
        return 1
    fi
    rm -rf "$stage"
    echo "== $out ($(du -k "$out" | cut -f1) kB, vigie.exe from the $profile build)"
}

# Fills STAGE with the zip's contents and packs it into OUT.
zip_stage() {
    profile=$1
    exe=$2
    stage=$3
    out=$4
    mkdir -p "$stage/vigie/examples" "$stage/vigie/licences"
    # A release download carries no debugging symbols: 70 MB of vigie.exe become 11 (the
    # unstripped one stays in the build folder for developers).
    if [ "$profile" = release ]; then
        x86_64-w64-mingw32-strip -o "$stage/vigie/vigie.exe" "$exe" || return 1
    else
        cp "$exe" "$stage/vigie/vigie.exe" || return 1
    fi
    { cp packaging/windows/README.txt packaging/windows/LISEZMOI.txt "$stage/vigie/" \
        && cp packaging/windows/nvda/nvdaControllerClient64.dll "$stage/vigie/" \
        && cp packaging/windows/nvda/LICENSE-NVDA.txt "$stage/vigie/licences/nvdaControllerClient.txt" \
        && cp docs/examples/three-players.vigie "$stage/vigie/examples/"; } || return 1
    # Windows's Notepad and screen readers read either line ending; CRLF for older ones.
    for t in "$stage"/vigie/*.txt "$stage"/vigie/licences/*.txt; do
        sed -i 's/\r*$/\r/' "$t"
    done
    (cd "$stage" && zip -q -r -X "$out.tmp" vigie) || return 1
    mv "$out.tmp" "$out"
}

package_windows() {
    windows_setup no-prefix || return 1
    make_zip release "$PWD/$ZIP" || return 1
    echo "== the zip in a fresh Wine prefix: vigie.exe --version, script, simulate"
    cargo build --locked --bin vigie || return 1
    VIGIE_WINDOWS_ZIP="$PWD/$ZIP" VIGIE_REQUIRE_WINDOWS=1 cargo test --locked --test tests -- windows::the_zip
}

mode="${1:-run}"
[ $# -gt 0 ] && shift
EXTRA=""
case "$mode" in
    test)
        EXTRA="$TEST_PACKAGES"
        # The speech tests must run, not skip, when the suite is run from here.
        export VIGIE_REQUIRE_SPEECH=1
        ;;
esac
# shellcheck disable=SC2086
install_list $PACKAGES $EXTRA
find_cargo
case "$mode" in
    run)
        # With no arguments: the table interface (a spoken main menu).
        cargo run --locked --release --quiet -- "$@"
        ;;
    test)
        run_tests
        ;;
    test-windows)
        windows_tests
        echo "== vigie.exe's events against the Linux build's, and the zip, checked from Linux"
        cargo test --locked --test tests -- windows::
        echo "$WINDOWS_SUMMARY"
        ;;
    package-windows)
        package_windows
        ;;
    *)
        echo "usage: ./setup.sh run [ARGS...] | test | test-windows | package-windows" >&2
        exit 2
        ;;
esac

#!/bin/sh
# Vigie's set-up: installs the system packages that are missing, then runs Vigie or its tests.
#
#   ./setup.sh run [ARGS...]   install what is missing, build, run `vigie ARGS` (default: the example game)
#   ./setup.sh test            install what is missing, then run the whole test suite
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

missing_packages() {
    for p in $PACKAGES $EXTRA; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            printf '%s ' "$p"
        fi
    done
}

install_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        echo "This is not a Debian or Ubuntu system: please install the equivalents of: $PACKAGES $EXTRA" >&2
        return 0
    fi
    missing=$(missing_packages)
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
    echo "== npm ci (the phone page's browser test: playwright-core, axe-core)"
    (cd tests/phones && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "== cargo test"
    log=$(mktemp)
    # (errexit would end the group at a failing cargo before its status is written: test it.)
    { if cargo test --locked --workspace 2>&1; then rc=0; else rc=1; fi; echo "$rc" > "$log.status"; } | tee "$log"
    status=$(cat "$log.status")
    # One closing line for the whole suite, summed over every test binary.
    awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($i ~ /^passed/) p += $(i-1); if ($i ~ /^failed/) f += $(i-1) } }
         END { printf "Summary: %d passed, %d failed\n", p, f }' "$log"
    rm -f "$log" "$log.status"
    return "$status"
}

mode="${1:-run}"
[ $# -gt 0 ] && shift
EXTRA=""
if [ "$mode" = test ]; then
    EXTRA="$TEST_PACKAGES"
    # The speech tests must run, not skip, when the suite is run from here.
    export VIGIE_REQUIRE_SPEECH=1
fi
install_packages
find_cargo
case "$mode" in
    run)
        # With no arguments: the table interface (a spoken main menu).
        cargo run --locked --release --quiet -- "$@"
        ;;
    test)
        run_tests
        ;;
    *)
        echo "usage: ./setup.sh run [ARGS...] | ./setup.sh test" >&2
        exit 2
        ;;
esac

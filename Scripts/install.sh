#!/bin/sh
# Builds the release binary of memorize, strips it, and installs it with its man page and shell
# completions under a prefix; or, with --uninstall, removes exactly those files again.
#
#   Scripts/install.sh [--prefix DIR] [--uninstall]
#
# The prefix is ~/.local by default, or /usr/local when run as root (sudo Scripts/install.sh).
# Installed, under the prefix:
#   bin/memorize
#   share/man/man6/memorize.6
#   share/bash-completion/completions/memorize
#   share/zsh/site-functions/_memorize
#   share/fish/vendor_completions.d/memorize.fish
#
# Environment (optional): SCRATCH_PATH, the SwiftPM build directory (default: SwiftPM's .build).
set -eu

usage() {
    echo "usage: Scripts/install.sh [--prefix DIR] [--uninstall]" >&2
    exit 64
}

root=$(cd "$(dirname "$0")/.." && pwd)
prefix=
uninstall=false
while [ $# -gt 0 ]; do
    case $1 in
    --prefix)
        [ $# -ge 2 ] && [ -n "$2" ] || { echo "install.sh: --prefix needs a directory" >&2; usage; }
        prefix=$2
        shift 2
        ;;
    --prefix=*)
        prefix=${1#--prefix=}
        [ -n "$prefix" ] || { echo "install.sh: --prefix needs a directory" >&2; usage; }
        shift
        ;;
    --uninstall) uninstall=true; shift ;;
    -h | --help)
        sed -n '2,16s/^# \{0,1\}//p' "$0"
        exit 0
        ;;
    *) echo "install.sh: unknown argument '$1'" >&2; usage ;;
    esac
done
home=${HOME:-}
if [ -z "$prefix" ]; then
    if [ "$(id -u)" -eq 0 ]; then
        prefix=/usr/local
    elif [ -n "$home" ]; then
        prefix=$home/.local
    else
        echo "install.sh: HOME is not set; give the prefix with --prefix DIR" >&2
        exit 64
    fi
fi
case $prefix in
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac

# The installed files, each as "source destination", sources relative to the repository; the
# binary's source is filled in after the build.
files="BINARY bin/memorize
share/man/man6/memorize.6 share/man/man6/memorize.6
share/bash-completion/completions/memorize share/bash-completion/completions/memorize
share/zsh/site-functions/_memorize share/zsh/site-functions/_memorize
share/fish/vendor_completions.d/memorize.fish share/fish/vendor_completions.d/memorize.fish"

if $uninstall; then
    echo "$files" | while read -r _ destination; do
        if [ -e "$prefix/$destination" ] || [ -L "$prefix/$destination" ]; then
            rm -f "$prefix/$destination"
            echo "removed $prefix/$destination"
        fi
        # Remove the folders the install made, now empty, up to the prefix; a folder holding
        # anything else stays.
        directory=$(dirname "$prefix/$destination")
        while [ "$directory" != "$prefix" ] && rmdir "$directory" 2>/dev/null; do
            directory=$(dirname "$directory")
        done
    done
    exit 0
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "install.sh: swift is not in PATH (under sudo, try: sudo env \"PATH=\$PATH\" Scripts/install.sh)" >&2
    exit 69
fi
build="swift build -c release --product memorize${SCRATCH_PATH:+ --scratch-path $SCRATCH_PATH}"
if [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
    # Under sudo, build as the user who ran it, so the build folder stays theirs.
    build="sudo -u $SUDO_USER -- $build"
fi
echo "+ $build" >&2
(cd "$root" && $build)
bin=$(cd "$root" && $build --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
cp "$bin/memorize" "$work/memorize"
strip --strip-all --remove-section=.comment --remove-section=.note "$work/memorize"

echo "$files" | while read -r source destination; do
    case $source in
    BINARY) source=$work/memorize mode=755 ;;
    *) source=$root/$source mode=644 ;;
    esac
    install -d -m 755 "$(dirname "$prefix/$destination")"
    install -m "$mode" "$source" "$prefix/$destination"
    echo "installed $prefix/$destination"
done

# Say what a shell still needs to find these files, where the prefix is not a place it looks in.
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "note: add $prefix/bin to PATH to run memorize; man then finds its page too" ;;
esac
completions=$prefix/share/bash-completion/completions
bash_finds=false
if [ "${BASH_COMPLETION_USER_DIR:-${XDG_DATA_HOME:-$home/.local/share}/bash-completion}/completions" = "$completions" ]; then
    bash_finds=true
fi
old_ifs=$IFS
IFS=:
for directory in ${XDG_DATA_DIRS:-/usr/local/share:/usr/share}; do
    if [ "${directory%/}/bash-completion/completions" = "$completions" ]; then bash_finds=true; fi
done
IFS=$old_ifs
if ! $bash_finds; then
    echo "note: bash-completion does not look in $completions; add to ~/.bashrc: . $completions/memorize"
fi
if command -v zsh >/dev/null 2>&1 &&
    ! zsh -c 'print -l -- $fpath' 2>/dev/null | grep -qx "$prefix/share/zsh/site-functions"; then
    echo "note: for zsh, add to ~/.zshrc before compinit: fpath=($prefix/share/zsh/site-functions \$fpath)"
fi
if command -v fish >/dev/null 2>&1 &&
    ! fish -c 'printf "%s\n" $fish_complete_path' 2>/dev/null | grep -qx "$prefix/share/fish/vendor_completions.d"; then
    echo "note: for fish, add to ~/.config/fish/config.fish:" \
        "set -p fish_complete_path $prefix/share/fish/vendor_completions.d"
fi
echo "$("$prefix/bin/memorize" --version) is installed in $prefix"

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
#   share/locale/LL/LC_MESSAGES/memorize.mo   (the translations: ko, zh_CN)
#   share/memorize/install-manifest   (what --uninstall removes: these files, the folders it made)
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
        sed -n '2,18s/^# \{0,1\}//p' "$0"
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
# One spelling of the prefix (no trailing slash), so every path below compares equal to it.
while [ "${prefix%/}" != "$prefix" ] && [ "$prefix" != / ]; do prefix=${prefix%/}; done
manifest_name=share/memorize/install-manifest
manifest=$prefix/$manifest_name

checksum() {
    sha256sum <"$1" | cut -d ' ' -f 1
}

# The installed files, each as "source destination", sources relative to the repository; the
# binary's source is filled in after the build.
files="BINARY bin/memorize
share/man/man6/memorize.6 share/man/man6/memorize.6
share/bash-completion/completions/memorize share/bash-completion/completions/memorize
share/zsh/site-functions/_memorize share/zsh/site-functions/_memorize
share/fish/vendor_completions.d/memorize.fish share/fish/vendor_completions.d/memorize.fish
share/locale/ko/LC_MESSAGES/memorize.mo share/locale/ko/LC_MESSAGES/memorize.mo
share/locale/zh_CN/LC_MESSAGES/memorize.mo share/locale/zh_CN/LC_MESSAGES/memorize.mo"

if $uninstall; then
    # Exactly what the manifest lists: a file only if it is still the one installed, and a folder
    # only if the install made it and it is empty now. Nothing else under the prefix is touched.
    if [ ! -f "$manifest" ]; then
        echo "install.sh: no $manifest: nothing was installed in $prefix by this script, so nothing is removed" >&2
        exit 1
    fi
    while read -r kind hash destination; do
        [ "$kind" = file ] || continue
        if [ ! -f "$prefix/$destination" ] || [ -L "$prefix/$destination" ]; then continue; fi
        if [ "$(checksum "$prefix/$destination")" = "$hash" ]; then
            rm -f "$prefix/$destination"
            echo "removed $prefix/$destination"
        else
            echo "install.sh: kept $prefix/$destination: it changed since it was installed" >&2
        fi
    done <"$manifest"
    folders=$(sed -n 's/^dir //p' "$manifest")
    rm -f "$manifest"
    # Deepest first, so a folder is empty once the folders it holds are gone.
    echo "$folders" | sort -r | while read -r folder; do
        [ -n "$folder" ] && rmdir "$prefix/$folder" 2>/dev/null || true
    done
    exit 0
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "install.sh: swift is not in PATH (under sudo, try: sudo env \"PATH=\$PATH\" Scripts/install.sh)" >&2
    exit 69
fi
# The build's arguments stay whole (a SCRATCH_PATH may hold spaces); under sudo, build as the user
# who ran it, so the build folder stays theirs.
build() {
    if [ -n "${SCRATCH_PATH:-}" ]; then set -- --scratch-path "$SCRATCH_PATH" "$@"; fi
    if [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
        (cd "$root" && sudo -u "$SUDO_USER" -- swift build -c release --product memorize "$@")
    else
        (cd "$root" && swift build -c release --product memorize "$@")
    fi
}
echo "+ swift build -c release --product memorize${SCRATCH_PATH:+ --scratch-path '$SCRATCH_PATH'}" >&2
build
bin=$(build --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
cp "$bin/memorize" "$work/memorize"
strip --strip-all --remove-section=.comment --remove-section=.note "$work/memorize"

# The manifest: the folders this install made (kept from an earlier install into the same prefix,
# whose folders are ours too), then each file with its checksum.
record=$work/manifest
: >"$record"
if [ -f "$manifest" ]; then grep '^dir ' "$manifest" >>"$record" || true; fi
install -d -m 755 "$prefix"

# Makes the folders of `$1` (relative to the prefix) that are missing, recording each.
make_folders() {
    path=
    old_ifs=$IFS
    IFS=/
    set -f
    for part in $1; do
        path=${path:+$path/}$part
        if [ ! -d "$prefix/$path" ]; then
            mkdir -m 755 "$prefix/$path"
            echo "dir $path" >>"$record"
        fi
    done
    set +f
    IFS=$old_ifs
}

echo "$files" | while read -r source destination; do
    case $source in
    BINARY) source=$work/memorize mode=755 ;;
    *) source=$root/$source mode=644 ;;
    esac
    make_folders "$(dirname "$destination")"
    install -m "$mode" "$source" "$prefix/$destination"
    echo "file $(checksum "$prefix/$destination") $destination" >>"$record"
    echo "installed $prefix/$destination"
done
make_folders "$(dirname "$manifest_name")"
install -m 644 "$record" "$manifest"

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

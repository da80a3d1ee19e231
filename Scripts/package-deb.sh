#!/bin/sh
# Builds the Debian package memorize_<version>_<arch>.deb with dpkg-deb: the stripped release
# binary in /usr/games, the man page in /usr/share/man/man6, the bash, zsh and fish completions, the
# translations in /usr/share/locale, the copyright file, a Debian changelog made from CHANGELOG.md, and
# the lobby's parts for an operator (the key command in /usr/lib/memorize; the sshd snippet and the
# systemd unit as examples).
#
#   Scripts/package-deb.sh [--output DIR]
#
# The package goes in DIR (default: the current directory); its path is printed last. The
# version is the one the built binary prints, and CHANGELOG.md must have a section for it.
#
# Environment (all optional):
#   SCRATCH_PATH  the SwiftPM build directory (default: SwiftPM's .build)
#   MAINTAINER    the Maintainer field (default: The memorize authors <maintainers@memorize.invalid>)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
output=.
while [ $# -gt 0 ]; do
    case $1 in
    --output)
        [ $# -ge 2 ] && [ -n "$2" ] || { echo "package-deb.sh: --output needs a directory" >&2; exit 64; }
        output=$2
        shift 2
        ;;
    --output=*) output=${1#--output=}; shift ;;
    -h | --help) sed -n '2,14s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "package-deb.sh: unknown argument '$1'" >&2; echo "usage: Scripts/package-deb.sh [--output DIR]" >&2; exit 64 ;;
    esac
done
[ -d "$output" ] || { echo "package-deb.sh: $output is not a directory" >&2; exit 66; }
maintainer=${MAINTAINER:-The memorize authors <maintainers@memorize.invalid>}

build="swift build -c release --product memorize${SCRATCH_PATH:+ --scratch-path $SCRATCH_PATH}"
echo "+ $build" >&2
(cd "$root" && $build)
bin=$(cd "$root" && $build --show-bin-path)

version=$("$bin/memorize" --version | sed 's/^memorize //')
architecture=$(dpkg --print-architecture)
package=memorize_${version}_$architecture.deb
if ! grep -q "^## $version - " "$root/CHANGELOG.md"; then
    echo "package-deb.sh: CHANGELOG.md has no section \"## $version - YYYY-MM-DD HH:MM UTC\" for this version" >&2
    exit 65
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
umask 022
stage=$work/memorize
doc=$stage/usr/share/doc/memorize
mkdir -p "$stage/DEBIAN" "$stage/usr/games" "$stage/usr/share/man/man6" \
    "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d" "$stage/usr/share/lintian/overrides" "$doc/examples" \
    "$stage/usr/lib/memorize"

install -m 755 "$bin/memorize" "$stage/usr/games/memorize"
strip --strip-all --remove-section=.comment --remove-section=.note "$stage/usr/games/memorize"
gzip -9n <"$root/share/man/man6/memorize.6" >"$stage/usr/share/man/man6/memorize.6.gz"
chmod 644 "$stage/usr/share/man/man6/memorize.6.gz"
install -m 644 "$root/share/bash-completion/completions/memorize" "$stage/usr/share/bash-completion/completions/"
# Debian's zsh reads packaged completions from vendor-completions (site-functions is for /usr/local).
install -m 644 "$root/share/zsh/site-functions/_memorize" "$stage/usr/share/zsh/vendor-completions/"
install -m 644 "$root/share/fish/vendor_completions.d/memorize.fish" "$stage/usr/share/fish/vendor_completions.d/"
# The translations, where gettext looks for them from /usr/games/memorize (../share/locale).
for catalog in "$root"/share/locale/*/LC_MESSAGES/memorize.mo; do
    language=$(basename "$(dirname "$(dirname "$catalog")")")
    mkdir -p "$stage/usr/share/locale/$language/LC_MESSAGES"
    install -m 644 "$catalog" "$stage/usr/share/locale/$language/LC_MESSAGES/"
done
install -m 644 "$root/Packaging/deb/copyright" "$doc/copyright"
install -m 644 "$root/Packaging/deb/lintian-overrides" "$stage/usr/share/lintian/overrides/memorize"
# The lobby over SSH: nothing is switched on by installing; LOBBY in the man page says how.
install -m 755 "$root/Packaging/lobby/lobby-authorized-keys" "$stage/usr/lib/memorize/"
install -m 644 "$root/Packaging/lobby/memorize-lobby.conf" "$root/Packaging/lobby/memorize-lobby.service" \
    "$root/Packaging/lobby/memorize-lobby.socket" "$doc/examples/"

# The Debian changelog, one entry per "## VERSION - DATE" section of CHANGELOG.md, one "*" per
# "- " item, wrapped to 80 columns, without Markdown's backquotes.
awk -v maintainer="$maintainer" '
function flush() {
    if (item == "") return
    gsub(/`/, "", item)
    n = split(item, words, " ")
    line = "  *"
    for (i = 1; i <= n; i++) {
        if (length(line) + 1 + length(words[i]) > 78) { print line; line = "   " }
        line = line " " words[i]
    }
    print line
    item = ""
}
function close_entry() {
    flush()
    if (date == "") return
    command = "date -u -R -d \"" date "\""
    command | getline stamp
    close(command)
    print ""
    print " -- " maintainer "  " stamp
    date = ""
}
/^## [0-9]/ {
    close_entry()
    if (entries++) print ""
    print "memorize (" $2 ") unstable; urgency=medium"
    print ""
    # "## 0.2.0 - 2026-11-30 22:00 UTC": the date and the time, 12:00 UTC when no time is given.
    date = $4 " " ($5 == "" ? "12:00" : $5) " UTC"
    next
}
date == "" { next }
/^- / { flush(); item = substr($0, 3); next }
/^  +[^ ]/ && item != "" { sub(/^ +/, ""); item = item " " $0; next }
/^$/ { flush(); next }
END { close_entry() }
' "$root/CHANGELOG.md" | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

installed_size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<CONTROL
Package: memorize
Version: $version
Architecture: $architecture
Maintainer: $maintainer
Installed-Size: $installed_size
Section: games
Priority: optional
Description: memory card game (Concentration) for the terminal
 Turn two cards at a time, find the pairs, and score points for
 remembering where you saw a card. Themes of emoji come with the game,
 and more can be added in a JSON file. It is drawn with ncurses, plays
 with the keyboard or the mouse, and works over SSH, without colors and
 outside a UTF-8 locale.
 .
 The binary is statically linked and needs no other package.
CONTROL
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k 2) >"$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

dpkg-deb --root-owner-group --build "$stage" "$output/$package" >&2
echo "$output/$package"

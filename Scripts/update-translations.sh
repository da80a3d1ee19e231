#!/bin/sh
# Brings every translation in step with the message catalogs, and builds the catalogs the game reads.
#
#   Scripts/update-translations.sh
#
# 1. swift run memorize-docs writes po/memorize.pot from the catalogs in the sources (xgettext cannot
#    read Swift).
# 2. msgmerge adds each new message to po/LL.po untranslated, marks a changed one fuzzy (a guess from
#    the old text, to be checked); msgattrib drops a removed one.
# 3. msgfmt checks each po/LL.po (-c: the header, and the placeholders of every c-format message) and
#    writes share/locale/LL/LC_MESSAGES/memorize.mo, which is committed: the install script, the .deb and
#    a run from the checkout read it from there.
#
# Then translate what --statistics reports as untranslated or fuzzy (see docs/TRANSLATING.md), run
# this again, and commit po/ and share/locale/. The tests fail while any message is untranslated or
# fuzzy, or a committed file is out of date.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift run memorize-docs >/dev/null
for po in po/*.po; do
    language=$(basename "$po" .po)
    msgmerge --quiet --update --backup=none "$po" po/memorize.pot
    # A message no catalog has any more is dropped, not kept as obsolete (#~).
    msgattrib --no-obsolete --output-file="$po" "$po"
    mkdir -p "share/locale/$language/LC_MESSAGES"
    printf '%s: ' "$language"
    msgfmt --check --statistics -o "share/locale/$language/LC_MESSAGES/memorize.mo" "$po"
    chmod 644 "share/locale/$language/LC_MESSAGES/memorize.mo"
done

import MemorizeLocalization

/// Why a theme file is refused, as messages (docs/TRANSLATING.md): the player reads them after
/// `theme file "my.json" refused:`. Field names (`"emojis"`, `"pairs"`), JSON's words and the shapes
/// a field takes (`["face", "face"]`, `{"gradient": …}`) are what the player types in the file and stay
/// as they are; so do code points (`U+FE0F`). Every `%N$s` that is a face, a name or a field comes in
/// already quoted. A place in the file comes in as `placeInFile` (` at line 3, column 7`) or empty.
package enum ThemeText: MessageCatalog {
    // The file as a whole (ThemeError).
    case invalidJSON, notAList, emptyList, invalidTheme, duplicateName
    // Any field.
    case placeInFile, missingField, notAString, emptyField, tooLong, unsafeText, notAnObject
    case mustHoldOnlyStrings, mustBeArrayOfStrings, holdsEmptyString, holdsBlankFace
    case nameInvisibleCharacter
    // `emojis`.
    case notASingleCharacter, duplicateEmoji, lookAlikeLetters, lookAlikeSymbols
    // `matches`.
    case eitherEmojisOrMatches, matchesShape, aListOf, onePairOneFace, duplicateFace, looksTheSame
    case faceInvisibleCharacter, faceSpaceAtEnd, widthUncertain, inTextFace, faceTooWide
    // `names`.
    case namesShape, pairsForMatches, namesForEmojis
    // `pairs` and `color`.
    case pairsValue, colorShape, colorShapeFound
    // What FaceRules says of a face it refuses.
    case blankBraille, severalCodePoints, unassigned, privateUse, combiningMark, invisible, newerThanUnicode
    case emojiWithoutSelector, differentWidths
    // `translations`: a theme's name (and spoken names) per language.
    case translationsShape, unknownLanguage, languageTwice, languageShape, unknownLanguageField, nameTooWide
    case translatedNameTaken

    package var message: Message {
        switch self {
        case .invalidJSON:
            Message(
                "invalid JSON at line %1$s, column %2$s: %3$s",
                comment: "%1$s, %2$s: the line and column; %3$s: the parser's problem (JSONText).")
        case .notAList:
            Message(
                "expected a JSON array of themes, found %1$s",
                comment: "%1$s: a kind of JSON value (an object, a string) or null.")
        case .emptyList: Message("the list of themes is empty")
        case .invalidTheme:
            Message(
                "theme %1$s: %2$s",
                comment: "%1$s: the theme's place in the file and its name, #2 \"Fruit\", kept as it is; "
                    + "%2$s: what is wrong with it, one of the messages below.")
        case .duplicateName:
            Message("theme %1$s: the name is used by more than one theme", comment: "%1$s: the name, quoted.")
        case .placeInFile:
            Message(
                " at line %1$s, column %2$s",
                comment: "Where a string is in the file, put right after it in other messages (so it begins with a "
                    + "space in English); %1$s: the line; %2$s: the column.")
        case .missingField:
            Message("the field %1$s is missing", comment: "%1$s: a field of the file, quoted: \"emojis\".")
        case .notAString:
            Message(
                "%1$s must be a string, found %2$s",
                comment: "%1$s: a field, quoted; %2$s: a kind of JSON value (a number, an array) or null.")
        case .emptyField: Message("%1$s is empty", comment: "%1$s: a field, quoted: \"emojis\", \"name\".")
        case .tooLong:
            Message(
                "%1$s is longer than %2$s characters: %3$s",
                comment: "%1$s: a field, quoted; %2$s: the most characters, 64; %3$s: the start of the text, quoted.")
        case .unsafeText:
            Message(
                "%1$s contains control characters or escape sequences: %2$s",
                comment: "%1$s: a field, quoted; %2$s: the text, quoted with its control characters escaped.")
        case .notAnObject:
            Message("expected an object, found %1$s", comment: "A theme must be {…}; %1$s: a kind of JSON value.")
        case .mustHoldOnlyStrings:
            Message(
                "%1$s must hold only strings, found %2$s",
                comment: "%1$s: a field, quoted; %2$s: a kind of JSON value.")
        case .mustBeArrayOfStrings:
            Message(
                "%1$s must be an array of strings, found %2$s",
                comment: "%1$s: a field, quoted; %2$s: a kind of JSON value.")
        case .holdsEmptyString:
            Message("%1$s holds an empty string", comment: "%1$s: a field, quoted: \"emojis\".")
        case .holdsBlankFace:
            Message(
                "%1$s holds a blank face%2$s",
                comment: "%1$s: a field, quoted; %2$s: where the face is (\" at line 3, column 7\") or nothing.")
        case .nameInvisibleCharacter:
            Message(
                "%1$s %2$s%3$s holds an invisible character, %4$s, at character %5$s; it would misalign every "
                    + "list of names",
                comment: "%1$s: the field, \"name\"; %2$s: the name, quoted; %3$s: where it is in the file, or "
                    + "nothing; %4$s: the character's code point, U+200B; %5$s: its place in the name, from 1.")
        case .notASingleCharacter:
            Message("%1$s is not a single character", comment: "%1$s: a face of \"emojis\", quoted.")
        case .duplicateEmoji: Message("duplicate emoji %1$s", comment: "%1$s: the face, quoted.")
        case .lookAlikeLetters:
            Message(
                "%1$s (%2$s) looks the same as %3$s (%4$s): letters of different scripts, which a player cannot tell "
                    + "apart%5$s",
                comment: "%1$s, %3$s: two faces, quoted, such as a Latin A and a Cyrillic А; %2$s, %4$s: their code "
                    + "points; %5$s: where the first is in the file, or nothing.")
        case .lookAlikeSymbols:
            Message(
                "%1$s (%2$s) looks the same as %3$s (%4$s): symbols drawn alike, which a player cannot tell apart%5$s",
                comment: "%1$s, %3$s: two faces, quoted, such as two dashes; %2$s, %4$s: their code points; "
                    + "%5$s: where the first is in the file, or nothing.")
        case .eitherEmojisOrMatches:
            Message("give either \"emojis\" (equal pairs) or \"matches\" (pairs of different cards), not both")
        case .matchesShape:
            Message(
                "\"matches\" must be an array of pairs, each [\"face\", \"face\"], found %1$s",
                comment: "%1$s: a kind of JSON value, or the next message.")
        case .aListOf:
            Message("a list of %1$s", comment: "What was found instead of a pair: a list of this many values.")
        case .onePairOneFace:
            Message(
                "the pair [%1$s, %2$s] is one face twice%3$s; a pair here is two different cards (use \"emojis\" for "
                    + "pairs of equal cards)",
                comment: "%1$s, %2$s: the two faces, quoted; %3$s: where the pair is in the file, or nothing.")
        case .duplicateFace:
            Message(
                "duplicate face %1$s%2$s; a face is in one pair only",
                comment: "%1$s: the face, quoted; %2$s: where it is in the file, or nothing.")
        case .looksTheSame:
            Message(
                "%1$s looks the same as %2$s: letters or symbols a player cannot tell apart%3$s",
                comment: "%1$s, %2$s: two faces, quoted; %3$s: where the first is in the file, or nothing.")
        case .faceInvisibleCharacter:
            Message(
                "%1$s%2$s holds an invisible character, %3$s, at character %4$s",
                comment: "%1$s: a text face, quoted; %2$s: where it is, or nothing; %3$s: the code point, U+200B; "
                    + "%4$s: its place in the face, from 1.")
        case .faceSpaceAtEnd:
            Message(
                "%1$s begins or ends with a space%2$s",
                comment: "%1$s: a text face, quoted; %2$s: where it is, or nothing.")
        case .widthUncertain:
            Message(
                "is drawn at different widths",
                comment: "Said of a character after \"in %1$s: \" (the next message), without a subject.")
        case .inTextFace:
            Message(
                "in %1$s: %2$s%3$s",
                comment: "%1$s: a text face, quoted; %2$s: what is wrong with one of its characters; %3$s: where the "
                    + "face is, or nothing.")
        case .faceTooWide:
            Message(
                "%1$s is %2$s cells wide; a text face is at most %3$s%4$s",
                comment: "%1$s: a text face, quoted; %2$s: its width in terminal cells; %3$s: the most, 12; %4$s: "
                    + "where it is, or nothing.")
        case .namesShape:
            Message(
                "%1$s must be an array of pairs of names, in the shape of \"matches\", found %2$s",
                comment: "%1$s: the field, \"names\"; %2$s: a kind of JSON value.")
        case .pairsForMatches:
            Message(
                "%1$s has %2$s pairs for %3$s matches; give one for each",
                comment: "%1$s: the field, \"names\"; %2$s: the pairs of names given; %3$s: the pairs of \"matches\".")
        case .namesForEmojis:
            Message(
                "%1$s has %2$s names for %3$s emojis; give one for each",
                comment: "%1$s: the field, \"names\"; %2$s: the names given; %3$s: the faces of \"emojis\".")
        case .pairsValue:
            Message(
                "\"pairs\" must be a whole number of at least 1 or \"random\", found %1$s",
                comment: "%1$s: the number or the text found, or a kind of JSON value.")
        case .colorShape:
            Message("\"color\" must be a color name or {\"gradient\": [\"name\", \"name\"]}")
        case .colorShapeFound:
            Message(
                "\"color\" must be a color name or {\"gradient\": [\"name\", \"name\"]}, found %1$s",
                comment: "%1$s: a kind of JSON value.")
        case .blankBraille:
            Message(
                "%1$s (U+2800) is a blank braille pattern, which draws an empty card",
                comment: "%1$s: the face, quoted.")
        case .severalCodePoints:
            Message(
                "%1$s is several code points drawn as one character (a flag, a skin tone, a keycap, a joined emoji "
                    + "or a letter with a separate accent); a card shows single characters only",
                comment: "%1$s: the face, quoted, and its code points: \"🇫🇷\" (U+1F1EB U+1F1F7).")
        case .unassigned:
            Message("%1$s is not an assigned character", comment: "%1$s: the face, quoted, and its code point.")
        case .privateUse:
            Message(
                "%1$s is a private-use character, which terminals draw differently or not at all",
                comment: "%1$s: the face, quoted, and its code point.")
        case .combiningMark:
            Message(
                "%1$s is a combining mark, which draws nothing on its own",
                comment: "%1$s: the face, quoted, and its code point.")
        case .invisible:
            Message("%1$s is an invisible character", comment: "%1$s: the face, quoted, and its code point.")
        case .newerThanUnicode:
            Message(
                "%1$s is newer than Unicode %2$s, and many terminals cannot draw it yet",
                comment: "%1$s: the face, quoted, and its code point; %2$s: a Unicode version, 15.1.")
        case .emojiWithoutSelector:
            Message(
                "%1$s is drawn one or two columns wide depending on the terminal; write it with U+FE0F after it for "
                    + "its emoji form",
                comment: "%1$s: the face, quoted, and its code point.")
        case .differentWidths:
            Message(
                "%1$s is drawn at different widths by different terminals",
                comment: "%1$s: the face, quoted, and its code point.")
        case .translationsShape:
            Message(
                "%1$s must be an object of languages, such as {\"ko\": {\"name\": \"…\"}}, found %2$s",
                comment: "%1$s: the field, \"translations\"; %2$s: a kind of JSON value. Keep the example as it is.")
        case .unknownLanguage:
            Message(
                "%1$s names an unknown language %2$s%3$s; the languages are %4$s",
                comment: "%1$s: the field, \"translations\"; %2$s: the language written, quoted (\"kr\"); %3$s: where "
                    + "it is, or nothing; %4$s: the languages the game speaks, quoted: \"ko\", \"zh_CN\".")
        case .languageTwice:
            Message(
                "%1$s gives the language %2$s twice",
                comment: "%1$s: the field, \"translations\"; %2$s: the language, quoted (\"ko\").")
        case .languageShape:
            Message(
                "%1$s must be an object with a \"name\", found %2$s",
                comment: "%1$s: the language's field, \"translations.ko\"; %2$s: a kind of JSON value.")
        case .unknownLanguageField:
            Message(
                "%1$s has an unknown field %2$s%3$s; a language gives \"name\" and \"names\"",
                comment: "%1$s: the language's field, \"translations.ko\"; %2$s: the unknown field, quoted; %3$s: "
                    + "where it is, or nothing.")
        case .nameTooWide:
            Message(
                "%1$s is %2$s cells wide; a name is at most %3$s",
                comment: "%1$s: a theme's name in a language, quoted; %2$s: its width in terminal cells; %3$s: the "
                    + "most, 64.")
        case .translatedNameTaken:
            Message(
                "%1$s %2$s%3$s looks the same as the name of theme %4$s in that language",
                comment: "%1$s: the field, \"translations.ko.name\"; %2$s: the name, quoted; %3$s: where it is, or "
                    + "nothing; %4$s: the other theme's English name, quoted.")
        }
    }
}

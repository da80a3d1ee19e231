import MemorizeLocalization

/// What is wrong inside a scores file that cannot be read (`ScoreFile`), shown in parentheses in the
/// notice of `ScoresText.damaged`. Member names in quotes (`"records"`, `"cards"`), `true`, `false`,
/// `null` and `YYYY-MM-DD` are the file's own words, kept as they are.
package enum ScoreFileText: MessageCatalog {
    case jsonError, expectedJSONObject, mustBeArray, record, matchRecord, versusRecord, mustBeNonEmpty
    case moreWinsThanGames, expectedObject, mustBeNonEmptyFound, mustBeBoolean, mustBeDate, winsMoreThanGames
    case mustBeObject, mustBeWhole, mustBeWholeFrom
    case nothing, emptyString

    package var message: Message {
        switch self {
        case .jsonError:
            Message(
                "line %1$s, column %2$s: %3$s",
                comment: "Where the scores file is not JSON. %3$s: what the JSON reader found wrong there.")
        case .expectedJSONObject:
            Message("expected a JSON object, found %1$s", comment: "%1$s: a kind of value (an array, a string).")
        case .mustBeArray:
            Message("%1$s must be an array, found %2$s", comment: "%1$s: a member, \"records\"; %2$s: what is there.")
        case .record:
            Message("record #%1$s", comment: "The place of a best score in the scores file: record #3.")
        case .matchRecord:
            Message("match record #%1$s", comment: "The place of a player's wins in the scores file.")
        case .versusRecord:
            Message("versus record #%1$s", comment: "The place of a level's record against the computer.")
        case .mustBeNonEmpty:
            Message(
                "%1$s must be a non-empty string",
                comment: "%1$s: a place and member in the file: match record #2: \"name\".")
        case .moreWinsThanGames:
            Message("%1$s: more wins than games", comment: "%1$s: match record #2.")
        case .expectedObject:
            Message("%1$s: expected an object, found %2$s", comment: "%1$s: record #3; %2$s: what is there.")
        case .mustBeNonEmptyFound:
            Message(
                "%1$s must be a non-empty string, found %2$s",
                comment: "%1$s: a place and member: record #3: \"variant\"; %2$s: what is there.")
        case .mustBeBoolean:
            Message(
                "%1$s must be true or false, found %2$s",
                comment: "true and false are the file's words. %1$s: record #3: \"timed\"; %2$s: what is there.")
        case .mustBeDate:
            Message(
                "%1$s must be a date written YYYY-MM-DD, found %2$s",
                comment: "%1$s: record #3: \"daily\"; %2$s: what is there.")
        case .winsMoreThanGames:
            Message(
                "%1$s: \"wins\" is more than \"games\"",
                comment: "\"wins\" and \"games\" are the file's members. %1$s: record #3.")
        case .mustBeObject:
            Message("%1$s must be an object, found %2$s", comment: "%1$s: record #3: \"bestScore\".")
        case .mustBeWhole:
            Message("%1$s must be a whole number, found %2$s", comment: "%1$s: a member; %2$s: what is there.")
        case .mustBeWholeFrom:
            Message(
                "%1$s must be a whole number from %2$s, found %3$s",
                comment: "%1$s: a member; %2$s: the smallest allowed, 0 or 1; %3$s: what is there.")
        case .nothing:
            Message("nothing", comment: "What was found where a member is missing: found nothing.")
        case .emptyString:
            Message("an empty string", comment: "What was found: found an empty string.")
        }
    }
}

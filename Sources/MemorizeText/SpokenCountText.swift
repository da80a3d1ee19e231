import MemorizeLocalization

/// Counts and lengths of time in words (`SpokenText`), as messages (docs/TRANSLATING.md): said by a
/// screen reader in plain mode and written in lists, so a translation uses the words its speech engine
/// reads as a number and its unit.
package enum SpokenCountText: MessageCatalog {
    case seconds, minutes, minutesAndSeconds
    case cards, flips, pairs, games, faces

    package var message: Message {
        switch self {
        case .seconds:
            Message(
                "%1$s second", plural: "%1$s seconds", comment: "A length of time under a minute. %1$s: the seconds.")
        case .minutes:
            Message(
                "%1$s minute", plural: "%1$s minutes", comment: "A length of time in whole minutes. %1$s: the minutes.")
        case .minutesAndSeconds:
            Message(
                "%1$s minute %2$s", plural: "%1$s minutes %2$s",
                comment: "A length of time, spoken: 1 minute 47. %1$s: the minutes; %2$s: the seconds, 1 to 59.")
        case .cards:
            Message("%1$s card", plural: "%1$s cards", comment: "%1$s: a number of cards.")
        case .flips:
            Message("%1$s flip", plural: "%1$s flips", comment: "%1$s: how many cards were turned up.")
        case .pairs:
            Message("%1$s pair", plural: "%1$s pairs", comment: "%1$s: a number of pairs.")
        case .games:
            Message("%1$s game", plural: "%1$s games", comment: "%1$s: a number of games played.")
        case .faces:
            Message("%1$s face", plural: "%1$s faces", comment: "%1$s: a number of faces (pictures) in a theme.")
        }
    }
}

import MemorizeLocalization

/// Numbers as a screen reader should say them: words where a symbol would be read wrong or not at all
/// (`1:47` is read "one forty-seven", a lone `?` not at all), and singulars where there is one.
package enum SpokenText {
    /// What a count counts, each with its plural message in every language.
    package enum Noun: Sendable {
        case card, flip, pair, game, face

        var message: SpokenCountText {
            switch self {
            case .card: .cards
            case .flip: .flips
            case .pair: .pairs
            case .game: .games
            case .face: .faces
            }
        }
    }

    /// `1 pair`, `2 pairs` (`짝 2개`, `2 对`): the form the player's language gives the count.
    package static func count(_ number: Int, _ noun: Noun) -> String {
        noun.message.text(count: number, "\(number)")
    }

    /// A length of time in words: `7 seconds`, `1 minute`, `1 minute 47`, `12 minutes 5` (`1분 47초`,
    /// `1 分 47 秒`).
    package static func duration(seconds: Int) -> String {
        let seconds = max(0, seconds)
        guard seconds >= 60 else { return SpokenCountText.seconds.text(count: seconds, "\(seconds)") }
        let minutes = seconds / 60
        guard seconds % 60 != 0 else { return SpokenCountText.minutes.text(count: minutes, "\(minutes)") }
        return SpokenCountText.minutesAndSeconds.text(count: minutes, "\(minutes)", "\(seconds % 60)")
    }

    /// A day in words in the run's language, `December 2, 2026` (`2026年12月2日`, `2026년 12월 2일`), from
    /// `2026-12-02`; the text itself when it is not such a day.
    package static func date(_ iso: String, in language: Language = Translator.active.language) -> String {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return iso }
        return LocalDate.long(year: parts[0], month: parts[1], day: parts[2], in: language)
    }

    /// A whole number as a listener hears it in English, the sign in a word: `minus 10`. A translated
    /// sentence says a number below zero through a message of its own (`score minus %1$s`): a word for
    /// minus alone would be the same msgid as plain mode's points lost, which read otherwise. A reader says a hyphen
    /// before a number as nothing after a `·`, and some say no sign at all.
    package static func number(_ value: Int) -> String {
        value < 0 ? "minus \(value.magnitude)" : "\(value)"
    }
}

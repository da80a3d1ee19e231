import MemorizeLocalization

/// Numbers as a screen reader should say them: words where a symbol would be read wrong or not at all
/// (`1:47` is read "one forty-seven", a lone `?` not at all), and singulars where there is one.
package enum SpokenText {
    /// `1 pair`, `2 pairs`; `plural` for a word that does not take an `s`.
    package static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }

    /// A length of time in words: `7 seconds`, `1 minute`, `1 minute 47`, `12 minutes 5`.
    package static func duration(seconds: Int) -> String {
        let seconds = max(0, seconds)
        guard seconds >= 60 else { return count(seconds, "second") }
        let minutes = count(seconds / 60, "minute")
        return seconds % 60 == 0 ? minutes : "\(minutes) \(seconds % 60)"
    }

    /// A day in words in the run's language, `December 2, 2026` (`2026年12月2日`, `2026년 12월 2일`), from
    /// `2026-12-02`; the text itself when it is not such a day.
    package static func date(_ iso: String, in language: Language = Translator.active.language) -> String {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return iso }
        return LocalDate.long(year: parts[0], month: parts[1], day: parts[2], in: language)
    }

    /// A whole number as a listener hears it, the sign in a word: `minus 10`. A reader says a hyphen
    /// before a number as nothing after a `·`, and some say no sign at all.
    package static func number(_ value: Int) -> String {
        value < 0 ? "minus \(value.magnitude)" : "\(value)"
    }
}

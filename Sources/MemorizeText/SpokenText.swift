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
}

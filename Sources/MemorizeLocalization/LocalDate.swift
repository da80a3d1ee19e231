/// A day written out as each language writes it: `December 3, 2026`, `2026年12月3日`, `2026년 12월 3일`.
package enum LocalDate {
    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The day in words; `month` is 1 to 12.
    package static func long(year: Int, month: Int, day: Int, in language: Language = Translator.active.language)
        -> String
    {
        switch language {
        case .english: "\(englishMonths[month - 1]) \(day), \(year)"
        case .chinese: "\(year)年\(month)月\(day)日"
        case .korean: "\(year)년 \(month)월 \(day)일"
        }
    }
}

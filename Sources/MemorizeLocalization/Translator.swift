/// Looks messages up in one language: English, which is the catalog itself and costs nothing, or
/// a gettext catalog.
package struct Translator: Sendable {
    /// The language messages are shown in.
    package let language: Language
    private let singular: @Sendable (String) -> String
    private let plural: @Sendable (String, String, Int) -> String

    /// A translator over lookups: `singular(msgid)` and `plural(msgid, msgidPlural, count)` give the
    /// translation, or the English text they were given when there is none (as gettext does).
    package init(
        language: Language, singular: @escaping @Sendable (String) -> String,
        plural: @escaping @Sendable (String, String, Int) -> String
    ) {
        self.language = language
        self.singular = singular
        self.plural = plural
    }

    /// English: the catalog's own text, with English's plural rule, and no call into gettext.
    package static let english = Translator(
        language: .english, singular: { $0 }, plural: { one, other, count in count == 1 ? one : other })

    /// The translator of this run: English until start-up activates another language, once, before
    /// any other thread starts (`GettextCatalog.activate`), and never changed after.
    nonisolated(unsafe) private static var activated = Translator.english

    /// A translator for one task and the tasks it starts (`Translator.$scoped.withValue`), ahead of the
    /// run's: tests show one screen in Korean while others run in English in the same process.
    @TaskLocal package static var scoped: Translator?

    /// The translator every message uses: the task's, if one is set, else the run's.
    package static var active: Translator {
        scoped ?? activated
    }

    /// The language start-up chose for the run, whatever a task's `scoped` translator is: for what a run
    /// prepares once (the built-in themes' names in other languages), without a task-local read.
    package static var runLanguage: Language {
        activated.language
    }

    /// Makes `translator` the one every message uses from now on. Called once, at start-up.
    package static func activate(_ translator: Translator) {
        activated = translator
    }

    /// The message's text in this language, its placeholders still unfilled.
    package func translate(_ message: Message) -> String {
        if language == .english { return message.english }
        return singular(message.english)
    }

    /// The form of the message for `count`, its placeholders still unfilled.
    package func translate(_ message: Message, count: Int) -> String {
        guard let englishPlural = message.englishPlural else { return translate(message) }
        if language == .english { return count == 1 ? message.english : englishPlural }
        return plural(message.english, englishPlural, count)
    }
}

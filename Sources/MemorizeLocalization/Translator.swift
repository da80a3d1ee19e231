import Synchronization

/// Looks messages up in one language: English, which is the catalog itself and costs nothing, or
/// a gettext catalog.
package struct Translator: Sendable {
    /// The language messages are shown in.
    package let language: Language
    /// Whether messages are looked up: not for English, whose catalog is the code itself.
    private let looksUp: Bool
    private let singular: @Sendable (String) -> String
    private let plural: @Sendable (String, String, Int) -> String

    /// A translator over lookups: `singular(msgid)` and `plural(msgid, msgidPlural, count)` give the
    /// translation, or the English text they were given when there is none (as gettext does).
    package init(
        language: Language, singular: @escaping @Sendable (String) -> String,
        plural: @escaping @Sendable (String, String, Int) -> String
    ) {
        self.language = language
        self.looksUp = language != .english
        self.singular = singular
        self.plural = plural
        if language != .english { Self.anyTranslation.store(true, ordering: .relaxed) }
    }

    private init(pseudo transform: @escaping @Sendable (String) -> String) {
        language = .english
        looksUp = true
        singular = transform
        plural = { one, other, count in transform(count == 1 ? one : other) }
        Self.anyTranslation.store(true, ordering: .relaxed)
    }

    /// A made-up language for tests: every message's English through `transform` (wrapped, made longer),
    /// with English's faces, dates and plural rule, so that a screen shows every text that came from the
    /// catalog, and any that did not.
    package static func pseudo(_ transform: @escaping @Sendable (String) -> String) -> Translator {
        Translator(pseudo: transform)
    }

    /// Whether a translator in another language than English was ever made in this process: until
    /// one is, every message is English, and a message is a comparison and a return, with no task-local
    /// value to read and no exclusive access to begin (each costs the solo game's first frame).
    package static var translating: Bool { anyTranslation.load(ordering: .relaxed) }

    private static let anyTranslation = Atomic(false)

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
        guard translating else { return activated }
        return scoped ?? activated
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
        guard looksUp else { return message.english }
        return singular(message.english)
    }

    /// The form of the message for `count`, its placeholders still unfilled.
    package func translate(_ message: Message, count: Int) -> String {
        guard let englishPlural = message.englishPlural else { return translate(message) }
        guard looksUp else { return count == 1 ? message.english : englishPlural }
        return plural(message.english, englishPlural, count)
    }
}

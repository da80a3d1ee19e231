/// One message of the catalog: its English text, which is also its key in the `.po` files (the
/// msgid), the English plural when the message counts something, and a note for translators.
///
/// A message is a whole sentence (or a whole line): never glue a sentence from translated pieces,
/// since other languages order the pieces differently. What changes inside it is a positional
/// placeholder, `%1$s`, `%2$s`, … (C's positional form, which `msgfmt -c` checks in every
/// translation); `%%` is a percent sign. A translation may reorder the placeholders but must keep
/// each of them.
package struct Message: Equatable, Sendable {
    /// The English text, the msgid.
    package let english: String
    /// The English plural (msgid_plural), for a message chosen by a count through `ngettext`.
    package let englishPlural: String?
    /// What a translator needs to know: what the placeholders hold, where the line is shown.
    package let comment: String?

    package init(_ english: String, plural: String? = nil, comment: String? = nil) {
        self.english = english
        self.englishPlural = plural
        self.comment = comment
    }

    /// The message in the player's language, its placeholders filled with `arguments` in order
    /// (`arguments[0]` is `%1$s`).
    package func text(_ arguments: [String], in translator: Translator = .active) -> String {
        MessageFormat.fill(translator.translate(self), arguments)
    }

    /// The message for `count` things: the form the language's plural rule picks for `count`, with
    /// its placeholders filled with `arguments` (the count, when the sentence shows it, is one of them).
    package func text(count: Int, _ arguments: [String], in translator: Translator = .active) -> String {
        MessageFormat.fill(translator.translate(self, count: count), arguments)
    }
}

/// The messages of one part of the program, as an enumeration: every case is a message, and
/// `allCases` is what the `.pot` generator reads, so a message cannot be used without being in
/// the catalog.
///
///     enum CommandLineText: MessageCatalog {
///         case unknownOption
///         var message: Message {
///             switch self {
///             case .unknownOption: Message("unknown option %1$s", comment: "%1$s: the option, quoted")
///             }
///         }
///     }
///     CommandLineText.unknownOption.text("\"--colour\"")
package protocol MessageCatalog: CaseIterable, Sendable {
    var message: Message { get }
    /// The message's English text alone. A catalog on the solo game's first frame (the status line,
    /// the hints) gives it without making the whole message; the others take it from `message`.
    var english: String { get }
}

extension MessageCatalog {
    package var english: String { message.english }

    /// The message in the player's language with its placeholders filled in order.
    package func text(_ arguments: String...) -> String {
        // English, as long as no other language exists in the process: no translator to ask, and
        // nothing of the message made but its text.
        guard Translator.translating else { return MessageFormat.fill(english, arguments) }
        return message.text(arguments)
    }

    /// The message for `count` things, through the language's plural rule.
    package func text(count: Int, _ arguments: String...) -> String {
        let message = message
        guard Translator.translating else {
            let english = count == 1 ? message.english : message.englishPlural ?? message.english
            return MessageFormat.fill(english, arguments)
        }
        return message.text(count: count, arguments)
    }

    /// Every message of the catalog, in the order of its cases.
    package static var messages: [Message] {
        allCases.map(\.message)
    }
}

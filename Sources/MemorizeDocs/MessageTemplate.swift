import MemorizeApp
import MemorizeCommandLine
import MemorizeJSON
import MemorizeKeys
import MemorizeLobby
import MemorizeLocalization
import MemorizeNetwork
import MemorizeRenderer
import MemorizeScores
import MemorizeSystem
import MemorizeText
import MemorizeThemes
import MemorizeViewModel
import TerminalBackend

/// `po/memorize.pot`, the template every translation starts from, written from the message catalogs
/// (xgettext cannot read Swift): each message with its translator's comment, the catalog case it comes
/// from, and `c-format` when it has placeholders, so that `msgfmt -c` checks every translation keeps them.
package enum MessageTemplate {
    /// One catalog: its name, as the references say it, and its messages with their cases' names.
    package struct Catalog: Sendable {
        package let name: String
        package let entries: [(name: String, message: Message)]

        package init<Catalog: MessageCatalog>(_ type: Catalog.Type) {
            name = String(describing: type)
            entries = type.allCases.map { (String(describing: $0), $0.message) }
        }
    }

    /// Every catalog of the program. A new catalog is added here, once, and its messages join the template.
    package static let catalogs: [Catalog] = [
        Catalog(CommandLineText.self),
        Catalog(PlainText.self),
        Catalog(TableText.self),
        Catalog(LobbyText.self),
        Catalog(AppText.self),
        Catalog(TableLineText.self),
        Catalog(LobbyNoticeText.self),
        Catalog(HelpScreenText.self),
        Catalog(OptionHelpText.self),
        Catalog(ListingText.self),
        Catalog(ExitStatusText.self),
        Catalog(SystemText.self),
        Catalog(ScoresText.self),
        Catalog(ScoreFileText.self),
        Catalog(TerminalText.self),
        Catalog(SpokenCountText.self),
        Catalog(ChoiceText.self),
        Catalog(SummaryText.self),
        Catalog(CountText.self),
        Catalog(DailyText.self),
        Catalog(NewGameText.self),
        Catalog(ScreenText.self),
        Catalog(TableScreenText.self),
        Catalog(LobbyScreenText.self),
        Catalog(CardNameText.self),
        Catalog(RendererText.self),
        Catalog(KeyText.self),
        Catalog(JSONText.self),
        Catalog(ThemeText.self),
    ]

    /// The template's text. A message used by two cases is one entry with both references.
    package static func text(catalogs: [Catalog] = catalogs) -> String {
        var order: [String] = []
        var merged: [String: (message: Message, references: [String], comments: [String])] = [:]
        for catalog in catalogs {
            for (name, message) in catalog.entries {
                let key = message.english + "\u{0}" + (message.englishPlural ?? "")
                if merged[key] == nil {
                    order.append(key)
                    merged[key] = (message, [], [])
                }
                merged[key]?.references.append("\(catalog.name).\(name)")
                if let comment = message.comment, !(merged[key]?.comments.contains(comment) ?? true) {
                    merged[key]?.comments.append(comment)
                }
            }
        }
        var text = """
            # The messages of memorize, written by memorize-docs from the message catalogs in the sources.
            # Do not edit: change the catalog, run swift run memorize-docs, then Scripts/update-translations.sh.
            msgid ""
            msgstr ""
            "Project-Id-Version: memorize \(CommandLineReference.version)\\n"
            "Language: \\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

            """
        for key in order {
            guard let (message, references, comments) = merged[key] else { continue }
            text += "\n"
            for comment in comments { text += "#. " + comment + "\n" }
            text += "#: " + references.joined(separator: " ") + "\n"
            if message.english.contains("%") || (message.englishPlural?.contains("%") ?? false) {
                text += "#, c-format\n"
            }
            text += "msgid " + quoted(message.english) + "\n"
            if let plural = message.englishPlural {
                text += "msgid_plural " + quoted(plural) + "\n"
                text += "msgstr[0] \"\"\nmsgstr[1] \"\"\n"
            } else {
                text += "msgstr \"\"\n"
            }
        }
        return text
    }

    /// A PO string: quoted, with backslash, quote, tab and newline escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

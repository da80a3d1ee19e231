import Foundation
import MemorizeLocalization
import Synchronization

/// A translation read from the checkout's `po/LL.po`, for tests that show a screen or a line in
/// another language inside the test process: gettext's catalog is the process's (one locale, one
/// domain), while `Translator.$scoped.withValue(...)` is one task's.
///
///     let korean = try TranslationCatalog.translator(for: .korean)
///     let line = Translator.$scoped.withValue(korean) { renderStatusLine() }
///
/// It reads what `msgfmt` builds the `.mo` from: each translated message (a fuzzy one is left out,
/// as `msgfmt` leaves it out) and, for a plural message, the form for one count, since Korean and
/// Chinese have one form.
package enum TranslationCatalog {
    package static func translator(for language: Language) throws -> Translator {
        guard let name = language.catalogName else { return .english }
        let table = try table(named: name)
        return Translator(
            language: language, singular: { table[$0] ?? $0 },
            plural: { one, other, count in table[one] ?? (count == 1 ? one : other) })
    }

    /// The tables read so far, by catalog: the files do not change during a run, and dozens of tests
    /// each read the same two (a second of CPU in all).
    private static let tables = Mutex<[String: [String: String]]>([:])

    private static func table(named name: String) throws -> [String: String] {
        if let table = tables.withLock({ $0[name] }) { return table }
        let url = Places.repository.appendingPathComponent("po/\(name).po")
        let table = try entries(in: String(contentsOf: url, encoding: .utf8))
        tables.withLock { $0[name] = table }
        return table
    }

    /// The translated messages of a `.po` file's text, by msgid.
    package static func entries(in text: String) throws -> [String: String] {
        var table: [String: String] = [:]
        var msgid: String?
        var msgstr: String?
        var fuzzy = false
        var field: String?
        func finish() {
            if let msgid, let msgstr, !msgid.isEmpty, !msgstr.isEmpty, !fuzzy { table[msgid] = msgstr }
            msgid = nil
            msgstr = nil
            fuzzy = false
            field = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                finish()
            } else if line.hasPrefix("#~") {
                continue
            } else if line.hasPrefix("#,") {
                fuzzy = fuzzy || line.contains("fuzzy")
            } else if line.hasPrefix("#") {
                continue
            } else if line.hasPrefix("\"") {
                let piece = try unquote(line)
                if field == "msgid" { msgid? += piece }
                if field == "msgstr" { msgstr? += piece }
            } else if let space = line.firstIndex(of: " ") {
                let keyword = String(line[..<space])
                let value = try unquote(line[line.index(after: space)...])
                switch keyword {
                case "msgid":
                    if msgstr != nil { finish() }
                    msgid = value
                    field = "msgid"
                case "msgstr", "msgstr[0]":
                    msgstr = value
                    field = "msgstr"
                default:
                    field = nil  // msgid_plural, msgctxt and later plural forms
                }
            }
        }
        finish()
        return table
    }

    struct BadLine: Error, CustomStringConvertible {
        let line: String
        var description: String { "not a quoted .po string: \(line)" }
    }

    /// The text of a `.po` string, `"…"` with C's escapes.
    private static func unquote(_ quoted: Substring) throws -> String {
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { throw BadLine(line: String(quoted)) }
        var result = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

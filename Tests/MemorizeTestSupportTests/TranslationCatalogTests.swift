import MemorizeLocalization
import MemorizeTestSupport
import Testing

@Suite("The checkout's translations, read for one task")
struct TranslationCatalogTests {
    @Test("A .po file's entries: joined continuation lines, escapes, plurals' one form; fuzzy and obsolete left out")
    func entries() throws {
        let text = """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"

            #. a comment
            msgid "Card %1$s."
            msgstr "%1$s번 카드."

            msgid ""
            "A \\"long\\" "
            "line"
            msgstr "긴 "
            "줄"

            msgid "%1$s pair"
            msgid_plural "%1$s pairs"
            msgstr[0] "짝 %1$s개"

            #, fuzzy
            msgid "Guess"
            msgstr "추측"

            #~ msgid "Old"
            #~ msgstr "옛"
            """
        let table = try TranslationCatalog.entries(in: text)
        #expect(table == ["Card %1$s.": "%1$s번 카드.", "A \"long\" line": "긴 줄", "%1$s pair": "짝 %1$s개"])
    }

    @Test("Korean for one task only: the committed catalog, and English around it")
    func scoped() throws {
        let korean = try TranslationCatalog.translator(for: .korean)
        let message = Message("match")
        let inside = Translator.$scoped.withValue(korean) { message.text([]) }
        #expect(inside == "짝 맞음")
        #expect(message.text([]) == "match")
    }
}

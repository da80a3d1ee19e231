import Testing

@testable import MemorizeDocs

@Suite("Roff: text made safe for a man page")
struct RoffTests {
    @Test(
        "escapes what roff would read as a request or an escape",
        arguments: [
            ("plain words", "plain words"),
            (#"a \ backslash"#, #"a \e backslash"#),
            (".starts with a dot", #"\&.starts with a dot"#),
            ("'starts with a quote", #"\&'starts with a quote"#),
            ("use --themes-file or -h", #"use \-\-themes\-file or \-h"#),
            ("a face-down card", "a face-down card"),
            ("(--seed) and --option=VALUE", #"(\-\-seed) and \-\-option=VALUE"#),
            ("scores 0, -1 or -2", #"scores 0, \-1 or \-2"#),
            ("a → b é", #"a \[u2192] b \[u00E9]"#),
        ])
    func escaped(text: String, expected: String) {
        #expect(Roff.escaped(text) == expected)
    }

    @Test("fonts switch back to regular")
    func fonts() {
        #expect(Roff.bold("--help") == #"\fB\-\-help\fR"#)
        #expect(Roff.italic("NAME") == #"\fINAME\fR"#)
    }

    @Test("a help line becomes a sentence")
    func sentence() {
        #expect(Roff.sentence("print the version and exit") == "Print the version and exit.")
        #expect(Roff.sentence("Already one.") == "Already one.")
    }

    @Test("text is laid out one sentence a line, within 80 bytes, and no paragraph right after a heading")
    func layout() {
        let long = String(repeating: "word ", count: 30) + "end. Next sentence. e.g. not split"
        let lines = Roff.laidOut([".SH NAME", ".PP", long, ".nf", String(repeating: "x ", count: 50), ".fi"])
        #expect(lines.first == ".SH NAME")
        #expect(!lines.contains(".PP"))
        let text = lines.filter { !$0.hasPrefix(".") && !$0.hasPrefix("x ") }
        #expect(text.allSatisfy { $0.utf8.count <= 80 })
        #expect(text.contains { $0.hasSuffix("end.") })
        #expect(text.contains("Next sentence. e.g. not split"))
        #expect(lines.contains(String(repeating: "x ", count: 50)), "a no-fill block is kept as it is")
        #expect(text.joined(separator: " ") == long)
    }

    @Test("a wrapped line that would start with a dot is guarded")
    func wrappedDot() {
        let lines = Roff.laidOut([String(repeating: "a", count: 79) + " .dot"])
        #expect(lines == [String(repeating: "a", count: 79), #"\&.dot"#])
    }
}

import ScreenKit
import Testing
import UTF8Samples

/// The escape-sequence decoder: what each terminal sends, and that nothing but a lone Esc is Esc.
struct InputDecoderTests {
    /// Decodes `text` in one go, then as the terminal would after a pause (`flushPending`).
    static func decoded(_ text: String, flush: Bool = true) -> [InputEvent] {
        decoded(Array(text.utf8), flush: flush)
    }

    static func decoded(_ bytes: [UInt8], flush: Bool = true) -> [InputEvent] {
        var decoder = InputDecoder()
        var events = decoder.decode(bytes)
        if flush { events += decoder.flushPending() }
        return events
    }

    // MARK: - Text and Enter

    @Test func lettersSpaceAndUTF8AreCharacters() {
        #expect(Self.decoded("q é🐙") == [.character("q"), .character(" "), .character("é"), .character("🐙")])
    }

    @Test func carriageReturnAndLineFeedAreEnter() {
        #expect(Self.decoded("\r\n") == [.enter, .enter])
    }

    @Test func invalidUTF8AndControlCharactersAreDropped() {
        // A lone continuation byte, an overlong "/", a surrogate, a value past U+10FFFF, a C1 control,
        // Tab, Ctrl-S, then a letter that must survive all of it.
        let bytes: [UInt8] = [0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0xC2, 0x85, 9, 0x13]
        #expect(Self.decoded(bytes + [UInt8(ascii: "k")]) == [.character("k")])
    }

    @Test func delAndCtrlHAreBackspace() {
        #expect(Self.decoded([0x7F, 0x08]) == [.backspace, .backspace])
    }

    @Test func aCharacterCutShortIsDroppedAndTheNextByteCounts() {
        #expect(Self.decoded([0xE2, 0x82, UInt8(ascii: "q")]) == [.character("q")])
        #expect(Self.decoded([0xF0, 0x9F]) == [], "half an emoji at a pause")
    }

    @Test func aCharacterSplitAcrossReadsIsWhole() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xF0, 0x9F]) == [])
        #expect(decoder.isPending)
        #expect(decoder.decode([0x90, 0x99]) == [.character("🐙")])
        #expect(!decoder.isPending)
    }

    // MARK: - Esc

    @Test func aLoneEscIsEscOnlyAfterThePause() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isPending)
        #expect(decoder.flushPending() == [.escape])
        #expect(!decoder.isPending)
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[1;5".utf8)) == [])
        #expect(decoder.decode(Array("C".utf8)) == [.right])
        #expect(decoder.flushPending() == [])
    }

    @Test func twoEscsInOneReadAreOneEsc() {
        #expect(Self.decoded("\u{1B}\u{1B}") == [.escape])
    }

    @Test(arguments: ["\u{1B}x", "\u{1B}q", "\u{1B}Q", "\u{1B} ", "\u{1B}\r", "\u{1B}\u{7F}", "\u{1B}é", "\u{1B}1"])
    func altAndAKeyIsNotEsc(_ sequence: String) {
        #expect(Self.decoded(sequence) == [])
    }

    @Test(arguments: ["\u{1B}[", "\u{1B}O", "\u{1B}[1;", "\u{1B}[<0;1", "\u{1B}[M!", "\u{1B}]11;rgb:", "\u{1B}P"])
    func aSequenceCutShortIsDroppedAtThePause(_ sequence: String) {
        #expect(Self.decoded(sequence) == [])
    }

    // MARK: - Keys

    @Test(arguments: [
        ("\u{1B}[A", InputEvent.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        // Shift, Alt, Ctrl and their mixes (xterm), the old SS3 form, rxvt's Shift and Ctrl arrows.
        ("\u{1B}[1;2A", .up), ("\u{1B}[1;3B", .down), ("\u{1B}[1;5C", .right), ("\u{1B}[1;8D", .left),
        ("\u{1B}O5A", .up), ("\u{1B}O1;5B", .down), ("\u{1B}[a", .up), ("\u{1B}[c", .right), ("\u{1B}Od", .left),
        ("\u{1B}\u{1B}[A", .up),
    ])
    func arrowsInEveryForm(_ sequence: String, _ key: InputEvent) {
        #expect(Self.decoded(sequence) == [key])
    }

    @Test(arguments: [
        ("\u{1B}[H", InputEvent.home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[1;5H", .home), ("\u{1B}[5;2~", .pageUp),
        ("\u{1B}[5^", .pageUp), ("\u{1B}[6@", .pageDown), ("\u{1B}[7$", .home), ("\u{1B}OM", .enter),
    ])
    func homeEndAndPagesInEveryForm(_ sequence: String, _ key: InputEvent) {
        #expect(Self.decoded(sequence) == [key])
    }

    @Test func rxvtsShiftedKeyEndsAtTheNextByte() {
        #expect(Self.decoded("\u{1B}[5$q", flush: false) == [.pageUp, .character("q")])
        #expect(Self.decoded("\u{1B}[6$") == [.pageDown], "at a pause")
    }

    @Test(arguments: [
        "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[3;5~", "\u{1B}OP", "\u{1B}OQ", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;2P",
        "\u{1B}[[A", "\u{1B}[[B", "\u{1B}[[E", "\u{1B}[Z", "\u{1B}[E", "\u{1B}[G", "\u{1B}Op", "\u{1B}Oj",
        "\u{1B}[27;5;113~", "\u{1B}[113;5u", "\u{1B}[2$",
    ])
    func otherKeysAreDropped(_ sequence: String) {
        #expect(Self.decoded(sequence) == [])
    }

    @Test func theLinuxConsolesFunctionKeysDoNotLeakALetter() {
        #expect(Self.decoded("\u{1B}[[Aq") == [.character("q")])
    }

    // MARK: - Terminal reports

    @Test(arguments: [
        "\u{1B}[I", "\u{1B}[O", "\u{1B}[12;40R", "\u{1B}[?62;22c", "\u{1B}[>41;371;0c", "\u{1B}[?2004;1$y",
        "\u{1B}[4;1$y", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",
        "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^private\u{1B}\\", "\u{1B}Xsos\u{07}",
    ])
    func focusReportsRepliesAndStringsAreDropped(_ sequence: String) {
        #expect(Self.decoded(sequence + "k") == [.character("k")])
    }

    @Test func aStringMayHoldEscapesAndEndsAtTheFirstTerminator() {
        #expect(Self.decoded("\u{1B}]0;q\u{1B}[Aq\u{07}j") == [.up, .character("q"), .character("j")])
    }

    @Test func anEscInsideASequenceStartsANewOne() {
        #expect(Self.decoded("\u{1B}[1;\u{1B}[B") == [.down])
        #expect(Self.decoded("\u{1B}[12\u{18}q") == [.character("q")], "CAN cancels")
        #expect(Self.decoded("\u{1B}[1;5é") == [.character("é")], "a character after half a sequence counts")
    }

    // MARK: - Paste

    @Test func pastedTextIsDroppedWhole() {
        let paste = "\u{1B}[200~q\r\u{1B}[A\u{1B}[201~"
        #expect(Self.decoded(paste + "j") == [.character("j")])
    }

    @Test func aPasteWithoutItsEndIsDroppedUpToThePause() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~qqq\u{1B}[20".utf8)) == [])
        #expect(decoder.isPending)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func aPasteEndMarkerSplitAcrossReadsEndsThePaste() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[200~x\u{1B}\u{1B}[20".utf8))
        #expect(decoder.decode(Array("1~l".utf8)) == [.character("l")])
    }

    // MARK: - Mouse

    @Test func anX10ClickIsAClickAndItsReleaseIsNothing() {
        // Button 1 pressed at column 5, row 2 (0-based), then released.
        let press =
            "\u{1B}[M" + String(UnicodeScalar(32)) + String(UnicodeScalar(33 + 5)) + String(UnicodeScalar(33 + 2))
        let release = "\u{1B}[M#" + String(UnicodeScalar(33 + 5)) + String(UnicodeScalar(33 + 2))
        #expect(Self.decoded(press + release) == [.click(row: 2, column: 5)])
    }

    @Test func anX10ReportReadsRawBytesBeyondASCII() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 200, 33 + 100]
        #expect(Self.decoded(bytes) == [.click(row: 100, column: 200)])
    }

    @Test func sgrClicksAndTheWheel() {
        #expect(Self.decoded("\u{1B}[<0;10;4M") == [.click(row: 3, column: 9)])
        #expect(Self.decoded("\u{1B}[<0;10;4m") == [], "a release")
        #expect(Self.decoded("\u{1B}[<16;1;1M") == [.click(row: 0, column: 0)], "Ctrl-click")
        #expect(Self.decoded("\u{1B}[<64;3;7M") == [.scrollUp(row: 6, column: 2)])
        #expect(Self.decoded("\u{1B}[<65;3;7M") == [.scrollDown(row: 6, column: 2)])
        #expect(Self.decoded("\u{1B}[<2;3;7M\u{1B}[<32;3;7M\u{1B}[<66;3;7M\u{1B}[<128;3;7M") == [])
        #expect(Self.decoded("\u{1B}[<0;0;5M") == [], "columns start at 1")
    }

    @Test func urxvtsDecimalMouseReport() {
        #expect(Self.decoded("\u{1B}[32;11;5M") == [.click(row: 4, column: 10)])
    }

    @Test func anSGRReportWithThirtyThreeParametersIsHarmless() {
        // The report that smashed ncurses' stack.
        let report = "\u{1B}[<" + String(repeating: "1;", count: 33) + "1M"
        #expect(Self.decoded(report + "q") == [.character("q")])
    }

    @Test func anEndlessSequenceUsesBoundedMemoryAndAbsurdNumbersSaturate() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[<".utf8))
        for _ in 0..<10_000 { _ = decoder.decode(Array("123456789012;".utf8)) }
        #expect(decoder.decode(Array("M".utf8)) == [])
        #expect(Self.decoded("\u{1B}[<0;99999999999999999999;3M") == [.click(row: 2, column: 99_998)])
    }
}

/// The decoder reads characters with the one strict UTF-8 decoder: bytes that are not UTF-8 are
/// dropped, and the byte after them is read as ever.
@Suite("Input: bytes that are not UTF-8")
struct InputDecoderUTF8Tests {
    @Test("each sequence that is not UTF-8 is dropped whole, and the next byte read afresh")
    func invalidIsDropped() {
        for bytes in UTF8Samples.invalid {
            #expect(InputDecoderTests.decoded(bytes + [0x78]) == [.character("x")], "\(bytes)")
            #expect(InputDecoderTests.decoded([0x1B] + bytes + [0x78]).last == .character("x"), "Alt+\(bytes)")
        }
        for bytes in UTF8Samples.valid {
            let character = Character(String(decoding: bytes, as: UTF8.self))
            #expect(InputDecoderTests.decoded(bytes + [0x78]) == [.character(character), .character("x")])
        }
        // C1 controls are UTF-8, but no text.
        #expect(InputDecoderTests.decoded([0xC2, 0x85, 0x78]) == [.character("x")])
    }
}

import MemorizeLocalization
import Testing

@Suite("Positional placeholders")
struct MessageFormatTests {
    @Test("each placeholder takes the argument at its position, in any order, as often as it appears")
    func fillsByPosition() {
        #expect(MessageFormat.fill("option %1$s needs %2$s", ["--seed", "N"]) == "option --seed needs N")
        #expect(MessageFormat.fill("%2$s를 %1$s", ["a", "b"]) == "b를 a")
        #expect(MessageFormat.fill("%1$s %2$s or %1$s=%2$s", ["--x", "N"]) == "--x N or --x=N")
        #expect(MessageFormat.fill("%1$d pairs", ["8"]) == "8 pairs")
    }

    @Test("%% is a percent sign; a text without placeholders comes back unchanged, and so does a stray %")
    func keepsTheRest() {
        #expect(MessageFormat.fill("100%% done, %1$s", ["ok"]) == "100% done, ok")
        #expect(MessageFormat.fill("no placeholder", ["unused"]) == "no placeholder")
        #expect(MessageFormat.fill("50% off %3$s", ["a"]) == "50% off %3$s")
        #expect(MessageFormat.fill("ends with %", []) == "ends with %")
    }

    @Test("the positions a template names, in the order written")
    func positions() {
        #expect(MessageFormat.positions(in: "%2$s … %1$s, %2$s 100%%") == [2, 1, 2])
        #expect(MessageFormat.positions(in: "none") == [])
    }
}

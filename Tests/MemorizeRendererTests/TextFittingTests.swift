import Testing

@testable import MemorizeRenderer

@Suite("Fitting text into columns")
struct TextFittingTests {
    @Test("truncation counts emoji as two columns and ends in the ellipsis")
    func truncation() {
        #expect(TextFitting.truncated("Halloween", toColumns: 20, ellipsis: "…") == "Halloween")
        #expect(TextFitting.truncated("Halloween", toColumns: 5, ellipsis: "…") == "Hall…")
        #expect(TextFitting.truncated("👻👻👻", toColumns: 5) == "👻👻")
        #expect(TextFitting.truncated("👻👻👻", toColumns: 4, ellipsis: "…") == "👻…")
        #expect(TextFitting.truncated("abc", toColumns: 1, ellipsis: "…") == "a")
        #expect(TextFitting.truncated("abc", toColumns: 0) == "")
        #expect(TextFitting.truncated("abc", toColumns: -3) == "")
    }

    @Test("wrapping breaks at spaces and cuts words longer than a line")
    func wrapping() {
        #expect(
            TextFitting.wrapped("Enlarge the window or press q", toColumns: 12) == [
                "Enlarge the", "window or", "press q",
            ])
        #expect(TextFitting.wrapped("abcdefgh", toColumns: 3) == ["abc", "def", "gh"])
        // A path longer than a line breaks after a slash, never inside a name, unless a name is longer.
        #expect(
            TextFitting.wrapped("in \"/home/ann/.local/state/scores.json\" now", toColumns: 16) == [
                "in", "\"/home/ann/", ".local/state/", "scores.json\" now",
            ])
        #expect(TextFitting.wrapped("/abcdefgh/ij", toColumns: 4) == ["/abc", "defg", "h/ij"])
        #expect(TextFitting.wrapped("👻👻", toColumns: 1) == [])
        #expect(TextFitting.wrapped("a b", toColumns: 0) == [])
    }

    @Test("clock is m:ss")
    func clock() {
        #expect(TextFitting.clock(0) == "0:00")
        #expect(TextFitting.clock(42) == "0:42")
        #expect(TextFitting.clock(600) == "10:00")
        #expect(TextFitting.clock(-5) == "0:00")
    }
}

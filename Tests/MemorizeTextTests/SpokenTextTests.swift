import MemorizeText
import Testing

@Suite("Numbers in words, for speech")
struct SpokenTextTests {
    @Test(
        "durations",
        arguments: [
            (0, "0 seconds"), (1, "1 second"), (7, "7 seconds"), (59, "59 seconds"), (60, "1 minute"),
            (107, "1 minute 47"), (120, "2 minutes"), (725, "12 minutes 5"), (-3, "0 seconds"),
        ])
    func durations(seconds: Int, words: String) {
        #expect(SpokenText.duration(seconds: seconds) == words)
    }

    @Test("singulars and plurals")
    func counts() {
        #expect(SpokenText.count(1, .pair) == "1 pair")
        #expect(SpokenText.count(0, .pair) == "0 pairs")
        #expect(SpokenText.count(2, .face) == "2 faces")
    }
}

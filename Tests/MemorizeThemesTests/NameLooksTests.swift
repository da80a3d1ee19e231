import MemorizeText
import Testing

/// Issue 42: `--names 'Ann,Аnn'` (a Cyrillic А), `I,ı` and `Ss,ß` were taken as different players.
@Suite("Names as they read: the theme checker's look-alike rule, and case folded")
struct NameLooksTests {
    @Test(
        "names a player cannot tell apart share a key",
        arguments: [
            ("Ann", "\u{0410}nn"), ("I", "\u{0131}"), ("Ss", "\u{00DF}"), ("ann", "ANN"), ("Bob", "\u{0412}ob"),
            ("Computer", "C\u{043E}mputer"), ("Player 2", "\u{0420}layer 2"), ("Li", "L\u{0130}"),
            ("Mas", "Ma\u{017F}"),
        ])
    func alike(first: String, second: String) {
        #expect(NameLooks.key(first) == NameLooks.key(second))
    }

    @Test(
        "names that differ in a letter a player sees stay apart",
        arguments: [("Ann", "Anna"), ("Asa", "\u{00C5}sa"), ("Lee", "L\u{00E9}e"), ("Ivan", "\u{0418}van")])
    func apart(first: String, second: String) {
        #expect(NameLooks.key(first) != NameLooks.key(second))
    }
}

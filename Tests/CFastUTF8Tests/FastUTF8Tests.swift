import CFastUTF8
import Glibc
import MemorizeTestSupport
import Testing

/// The shortcut must answer exactly as glibc does in a UTF-8 locale, for every value ncurses may pass.
@Suite("CFastUTF8: UTF-8 conversion without glibc's general converter")
struct FastUTF8Tests {
    /// Runs `body` with this thread in the C.UTF-8 locale, leaving the process's locale alone.
    private func inUTF8Locale(_ body: () -> Void) throws {
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        body()
    }

    @Test("every value from 0 to U+10FFFF, surrogates included, encodes as glibc's wcrtomb encodes it", .computing)
    func encodingMatchesGlibc() throws {
        try inUTF8Locale {
            memorize_utf8_shortcut_enable(1)
            var mismatches: [Int] = []
            var ours = [CChar](repeating: 0, count: 8)
            var theirs = [CChar](repeating: 0, count: 8)
            for value in stride(from: 0, through: 0x10_FFFF, by: 1) {
                var state = mbstate_t()
                let expected = wcrtomb(&theirs, wchar_t(value), &state)
                var ourState = mbstate_t()
                let count = __wrap_wcrtomb(&ours, wchar_t(value), &ourState)
                if count != expected || (count > 0 && ours[0..<count] != theirs[0..<count]) {
                    mismatches.append(value)
                }
            }
            #expect(mismatches.isEmpty, "U+\(mismatches.prefix(5).map { String($0, radix: 16) })")
        }
    }

    @Test("a value that is no scalar is refused with EILSEQ, and a null buffer is the one-byte reset")
    // Above U+10FFFF the release link hands the value to glibc; these tests link without it.
    func refusalsAndReset() {
        memorize_utf8_shortcut_enable(1)
        var bytes = [CChar](repeating: 0, count: 8)
        for value in [0xD800, 0xDFFF, 0x11_0000, -1] {
            errno = 0
            #expect(__wrap_wcrtomb(&bytes, wchar_t(value), nil) == -1)
            #expect(errno == EILSEQ)
        }
        #expect(__wrap_wcrtomb(nil, 0x2500, nil) == 1)
        #expect(memorize_utf8_encode(&bytes, 0x2500) == 3)
        #expect(bytes[0..<3].map { UInt8(bitPattern: $0) } == [0xE2, 0x94, 0x80])
    }

    @Test("wctob gives the byte of ASCII only, as glibc does in a UTF-8 locale")
    func singleBytes() throws {
        try inUTF8Locale {
            memorize_utf8_shortcut_enable(1)
            let values = Array(0..<0x300) + [0x2500, 0x1F47B, 0x10_FFFF, 0x11_0000]
            for value in values {
                #expect(__wrap_wctob(wint_t(value)) == wctob(wint_t(value)), "U+\(String(value, radix: 16))")
            }
        }
    }
}

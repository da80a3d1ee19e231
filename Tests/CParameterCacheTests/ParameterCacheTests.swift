import CParameterCache
import Testing

/// The cache hands back an expansion only for the same string (address and text) and number, and
/// keeps none that could depend on an earlier expansion.
@Suite("CParameterCache: remembered expansions of terminfo strings with one number")
struct ParameterCacheTests {
    /// xterm-256color's set_a_foreground, as ncurses holds it (escapes already decoded).
    private static let setForeground = "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"

    /// `text` as a C string at an address that stays the same for the duration of `body`.
    private func withCString<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        let bytes = Array(text.utf8CString)
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        defer { pointer.deallocate() }
        pointer.initialize(from: bytes, count: bytes.count)
        return body(pointer)
    }

    private func found(_ format: UnsafePointer<CChar>, _ value: Int32) -> String? {
        memorize_parameter_cache_find(format, value).map { String(cString: $0) }
    }

    @Test("an expansion stored is found for the same string and number, and for no other number")
    func storeThenFind() {
        withCString(Self.setForeground) { format in
            #expect(found(format, 201) == nil)
            memorize_parameter_cache_store(format, 201, "\u{1B}[38;5;201m")
            #expect(found(format, 201) == "\u{1B}[38;5;201m")
            #expect(found(format, 202) == nil)
            memorize_parameter_cache_store(format, 3, "\u{1B}[33m")
            #expect(found(format, 3) == "\u{1B}[33m")
        }
    }

    @Test("the same text at another address, or other text at the same address, is another string")
    func identityAndText() {
        withCString(Self.setForeground) { format in
            memorize_parameter_cache_store(format, 17, "\u{1B}[38;5;17m")
            withCString(Self.setForeground) { copy in
                #expect(found(copy, 17) == nil)
            }
            // The terminal's strings freed and another put at the same address.
            format[2] = CChar(UInt8(ascii: "X"))
            #expect(found(format, 17) == nil)
        }
    }

    @Test("a string with variables (%P, %g) is never remembered")
    func variablesAreNotRemembered() {
        withCString("\u{1B}[%p1%Pa%ga%dm") { format in
            memorize_parameter_cache_store(format, 5, "\u{1B}[5m")
            #expect(found(format, 5) == nil)
        }
        withCString("\u{1B}[%gb%p1%dm") { format in
            memorize_parameter_cache_store(format, 6, "\u{1B}[6m")
            #expect(found(format, 6) == nil)
        }
    }

    @Test("an expansion or a string too long for a slot is not remembered, and neither is a null one")
    func limits() {
        withCString(Self.setForeground) { format in
            let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "m"
            memorize_parameter_cache_store(format, 99, long)
            #expect(found(format, 99) == nil)
            memorize_parameter_cache_store(format, 98, nil)
            #expect(found(format, 98) == nil)
        }
        withCString(String(repeating: "%p1%d", count: 30)) { format in
            memorize_parameter_cache_store(format, 4, "4")
            #expect(found(format, 4) == nil)
        }
    }
}

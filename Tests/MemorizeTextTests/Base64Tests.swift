import MemorizeText
import Testing

@Suite("Base64, for the clipboard escape")
struct Base64Tests {
    // RFC 4648's test vectors, section 10.
    @Test(
        "the RFC's vectors",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ])
    func vectors(text: String, encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
    }

    @Test("every byte value, and text beyond ASCII")
    func allBytes() {
        #expect(Base64.encode([0x00, 0xFF, 0xFE]) == "AP/+")
        #expect(Base64.encode(Array("🟩".utf8)) == "8J+fqQ==")
    }
}

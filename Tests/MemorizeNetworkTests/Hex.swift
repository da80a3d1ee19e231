/// Bytes from hexadecimal as the draft prints them, across lines; spaces and line breaks are skipped.
func bytes(hex: String) -> [UInt8] {
    let digits = Array(hex.filter(\.isHexDigit))
    precondition(digits.count.isMultiple(of: 2), "an odd number of hex digits")
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}

/// Bytes as lower-case hexadecimal, so a failed expectation prints what the draft prints.
func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}

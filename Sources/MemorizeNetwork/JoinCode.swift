/// The short code a host prints and a player types: the password of the table's PAKE (CPace), which
/// never crosses the network and cannot be tested offline; each connection is at most one guess, and
/// `TableTiming.wrongCodeLimit` wrong guesses retire it.
package enum JoinCode {
    /// Letters and digits that cannot be read as one another (no 0/O, 1/I/L), in lower case.
    package static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")

    /// How many characters a code has: 31^6, about 890 million codes.
    package static let length = 6

    /// A code from `random`, which must come from the system's generator.
    package static func make(using random: inout some RandomNumberGenerator) -> String {
        String((0..<length).map { _ in alphabet[Int(random.next(upperBound: UInt64(alphabet.count)))] })
    }

    /// A code as typed: trimmed, in lower case; nil when it cannot be one.
    package static func normalized(_ typed: String) -> String? {
        let code = String(typed.lowercased().filter { !$0.isWhitespace && $0 != "-" })
        guard code.count == length, code.allSatisfy(alphabet.contains) else { return nil }
        return code
    }
}

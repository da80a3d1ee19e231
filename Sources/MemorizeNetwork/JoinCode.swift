/// The short code a host prints and a guest types, and the proofs that each side knows it.
///
/// The code never crosses the network: each side sends HMAC-SHA-256 under the code of both nonces and
/// of which side it is, so a stranger who watches one exchange learns nothing to join with, and a
/// replayed proof fails against the next exchange's fresh nonces.
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

    /// Which side a proof speaks for, so that a host's proof cannot be sent back as a guest's.
    package enum Side: String, Sendable {
        case host, guest
    }

    /// The proof that `side` knows `code`, for this exchange's two nonces.
    package static func proof(code: String, side: Side, guestNonce: [UInt8], hostNonce: [UInt8]) -> [UInt8] {
        SHA256.hmac(
            key: Array(code.utf8),
            message: Array("memorize \(side.rawValue) v\(WireMessage.version)".utf8) + guestNonce + hostNonce)
    }
}

/// Letters standing in for faces on terminals that cannot draw Unicode.
package enum AsciiFaces {
    /// The stand-ins in order: A–Z, then a–z, then 0–9.
    package static let symbols: [Character] = (0..<62).map(symbol(at:))

    /// Shown for a face past the last stand-in, which a theme that large would need.
    package static let overflow: Character = "#"

    /// The stand-in for the face at `index` among a game's distinct faces.
    package static func symbol(at index: Int) -> Character {
        let value: Int
        switch index {
        case 0..<26: value = 0x41 + index  // A–Z
        case 26..<52: value = 0x61 + index - 26  // a–z
        case 52..<62: value = 0x30 + index - 52  // 0–9
        default: return overflow
        }
        return Character(Unicode.Scalar(UInt8(value)))
    }

    /// Gives each distinct face of a board its own stand-in, for each card in board order.
    ///
    /// Faces are numbered in the theme's order, so a face keeps its letter wherever it lands on the
    /// board; a face missing from `themeOrder` comes after, in board order. A board has a few dozen
    /// faces at most, so they are compared in place, byte for byte: a card's face is a copy of its
    /// theme's, and a theme holds no two faces that Unicode counts as the same. Hashing them into
    /// sets and a dictionary, or comparing them as Unicode does, was a fiftieth of the instructions
    /// to the first frame.
    ///
    /// - Parameters:
    ///   - faces: The card contents in board order.
    ///   - themeOrder: The theme's faces.
    /// - Returns: The stand-in of each card of `faces`.
    package static func standIns(faces: [String], themeOrder: [String]) -> [Character] {
        let onBoard = faces.map(Spelling.init)
        var ordered: [Spelling] = []
        for face in themeOrder.map(Spelling.init) where onBoard.contains(face) && !ordered.contains(face) {
            ordered.append(face)
        }
        for face in onBoard where !ordered.contains(face) {
            ordered.append(face)
        }
        return onBoard.map { face in symbol(at: ordered.firstIndex(of: face) ?? ordered.count) }
    }

    /// A face's bytes with a hash of them, so that most unequal faces differ at the first compare.
    private struct Spelling: Equatable {
        let text: String
        let hash: UInt64

        init(_ text: String) {
            self.text = text
            // FNV-1a: a few instructions a byte, and the same in every run (unlike `Hasher`).
            hash = text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }

        static func == (first: Spelling, second: Spelling) -> Bool {
            guard first.hash == second.hash else { return false }
            var left = first.text
            var right = second.text
            return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
        }
    }
}

/// Letters standing in for faces on terminals that cannot draw Unicode.
package enum AsciiFaces {
    /// The stand-ins in order: A–Z, then a–z, then 0–9.
    package static let symbols: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// Shown for a face past the last stand-in, which a theme that large would need.
    package static let overflow: Character = "#"

    /// The stand-in for the face at `index` among a game's distinct faces.
    package static func symbol(at index: Int) -> Character {
        symbols.indices.contains(index) ? symbols[index] : overflow
    }

    /// Gives each distinct face of a board its own stand-in.
    ///
    /// Faces are numbered in the theme's order, so a face keeps its letter wherever it lands on the
    /// board; a face missing from `themeOrder` comes after, in board order.
    ///
    /// - Parameters:
    ///   - faces: The card contents in board order.
    ///   - themeOrder: The theme's faces.
    /// - Returns: A stand-in for every face in `faces`.
    package static func assign(faces: [String], themeOrder: [String]) -> [String: Character] {
        let onBoard = Set(faces)
        var ordered = themeOrder.filter { onBoard.contains($0) }
        var listed = Set(ordered)
        for face in faces where listed.insert(face).inserted {
            ordered.append(face)
        }
        var symbols: [String: Character] = [:]
        for (index, face) in ordered.enumerated() {
            symbols[face] = symbol(at: index)
        }
        return symbols
    }
}

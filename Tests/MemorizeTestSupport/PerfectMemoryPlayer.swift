/// A player with a perfect memory, as the end-to-end tests play a whole game: it knows nothing of how
/// the game deals, only the faces it has been shown. It turns up a card it has not seen, chooses a
/// pair as soon as both its places are known, and never turns a known card up to look at it again,
/// so it finishes in at most two choices a card and never pays for a mismatch it could have avoided.
///
/// The terminal is the caller's: `turnUp` chooses a card not seen yet and returns the face the
/// screen then shows; `choose` chooses a card whose face is known (the second of a known pair).
package struct PerfectMemoryPlayer {
    /// Whether two faces make a pair: equal faces by default, a picture and its word for a theme of
    /// different pairs.
    package let isPair: (String, String) -> Bool
    /// The face read at each place, `nil` where none has been seen.
    package private(set) var faces: [String?]
    /// The places of the pairs found.
    package private(set) var matched: Set<Int> = []
    /// Every card chosen, in order.
    package private(set) var choices: [Int] = []

    package init(cardCount: Int, isPair: @escaping (String, String) -> Bool = { $0 == $1 }) {
        faces = Array(repeating: nil, count: cardCount)
        self.isPair = isPair
    }

    /// The game cannot be finished by remembering: a face pairs with nothing, or turns up twice.
    package struct Stuck: Error, CustomStringConvertible {
        package let description: String
    }

    /// Plays until every card is matched.
    /// - Throws: `Stuck` when the board cannot be finished by remembering within two choices a card,
    ///   and whatever `turnUp` or `choose` throw.
    package mutating func play(
        turnUp: (Int) async throws -> String, choose: (Int) async throws -> Void
    ) async throws {
        while matched.count < faces.count {
            guard choices.count <= 2 * faces.count else {
                throw Stuck(description: "\(choices.count) choices for \(faces.count) cards: \(faces)")
            }
            // A pair whose places are both known: its second card came up in a mismatch.
            if let first = faces.indices.first(where: { !matched.contains($0) && partner(of: $0) != nil }),
                let second = partner(of: first)
            {
                try await pick(first, choose)
                try await pick(second, choose)
                matched.formUnion([first, second])
                continue
            }
            let first = try unseen()
            try await look(at: first, turnUp)
            if let second = partner(of: first) {
                try await pick(second, choose)
                matched.formUnion([first, second])
                continue
            }
            let second = try unseen()
            try await look(at: second, turnUp)
            if partner(of: first) == second { matched.formUnion([first, second]) }
        }
    }

    /// The unmatched place, other than `card`, whose known face pairs with `card`'s.
    package func partner(of card: Int) -> Int? {
        guard let face = faces[card] else { return nil }
        return faces.indices.first { place in
            place != card && !matched.contains(place) && faces[place].map { isPair(face, $0) } == true
        }
    }

    private func unseen() throws -> Int {
        guard let card = faces.indices.first(where: { faces[$0] == nil }) else {
            throw Stuck(description: "every face seen and \(faces.count - matched.count) cards unmatched: \(faces)")
        }
        return card
    }

    private mutating func pick(_ card: Int, _ choose: (Int) async throws -> Void) async throws {
        choices.append(card)
        try await choose(card)
    }

    private mutating func look(at card: Int, _ turnUp: (Int) async throws -> String) async throws {
        choices.append(card)
        faces[card] = try await turnUp(card)
    }
}

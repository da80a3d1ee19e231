import MemoryGame

/// What a player has been shown of a board: which card showed which face, when, and what is face up
/// or matched now. It is built from `ChoiceOutcome`s alone, so it holds a face only for a card that
/// was turned up in front of the players; it has no way to reach the game itself, and so cannot
/// yield the face of a card that was never shown.
///
/// Every update and every query a player needs on each turn costs O(1) unless it says O(n), so players stay fast on
/// boards of any size.
package struct BoardObservation: Sendable {
    /// How many cards are on the board.
    package let cardCount: Int
    /// How many choices have been observed.
    package private(set) var choiceCount = 0

    /// By card: the face it showed, or -1 while it has never been shown.
    private var shownFace: [Int]
    /// By card: the choice (1 for the first) at which it last showed its face, or 0.
    private var shownAt: [Int]
    private var faceUp: [Bool]
    private var matched: [Bool]
    /// The cards never shown and not matched, in no order; `unseenSlot` finds a card in it.
    private var unseen: [Int]
    private var unseenSlot: [Int]
    /// By face: the cards that have shown it.
    private var cardsByFace: [Int: [Int]] = [:]
    /// The faces both of whose cards have been shown and are not matched; `knownSlot` finds one.
    private var knownFaces: [Int] = []
    private var knownSlot: [Int: Int] = [:]
    /// The unmatched cards face up now, in the order they turned: at most two in a pairs game.
    private var openCards: [Int] = []
    /// Every card turned up, in order; players that remember only the latest ones read it backwards.
    package private(set) var showings: [Showing] = []
    /// How many faces have been shown by exactly one card that is still in play.
    package private(set) var knownSingleCount = 0
    /// The faces counted in `knownSingleCount`.
    private var singleFaces: Set<Int> = []

    /// One card turned face up.
    package struct Showing: Hashable, Sendable {
        /// The card turned.
        package var card: Int
        /// The face it showed.
        package var face: Int
        /// The choice (counting from 1) that turned it.
        package var choice: Int
        /// Whether it showed its face for the first time: it was never shown before.
        package var isFirst: Bool
    }

    /// Whether the faces come in pairs of two different cards, numbered `2 × pair + side`: a face
    /// is then remembered by its pair, as a player who knows that 猫 is 🐱 does.
    private let facesInPairs: Bool

    /// A board of `cardCount` cards, all face down and never shown; its faces in pairs of two
    /// different cards when `facesInPairs`.
    package init(cardCount: Int, facesInPairs: Bool = false) {
        self.cardCount = max(cardCount, 0)
        self.facesInPairs = facesInPairs
        shownFace = Array(repeating: -1, count: self.cardCount)
        shownAt = Array(repeating: 0, count: self.cardCount)
        faceUp = Array(repeating: false, count: self.cardCount)
        matched = Array(repeating: false, count: self.cardCount)
        unseen = Array(0..<self.cardCount)
        unseenSlot = Array(0..<self.cardCount)
    }

    // MARK: - Reading

    /// The face the card at `index` showed, or nil if it has never been shown.
    package func face(ofCard index: Int) -> Int? {
        guard index >= 0, index < cardCount, shownFace[index] >= 0 else { return nil }
        return shownFace[index]
    }

    /// The choice (counting from 1) at which the card at `index` last showed its face; nil if never.
    package func lastShown(card index: Int) -> Int? {
        guard index >= 0, index < cardCount, shownAt[index] > 0 else { return nil }
        return shownAt[index]
    }

    /// Whether the card at `index` is face up now.
    package func isFaceUp(_ index: Int) -> Bool { index >= 0 && index < cardCount && faceUp[index] }

    /// Whether the card at `index` is matched.
    package func isMatched(_ index: Int) -> Bool { index >= 0 && index < cardCount && matched[index] }

    /// The cards that have shown `face`, in the order they first showed it.
    package func cards(showing face: Int) -> [Int] { cardsByFace[face] ?? [] }

    /// The cards that have never been shown and are not matched, in no particular order.
    package var unseenCards: [Int] { unseen }

    /// The one unmatched card face up, waiting for a second card to be compared with; nil when none
    /// or two are face up.
    package var waitingCard: Int? { openCards.count == 1 ? openCards[0] : nil }

    /// A card of a pair whose two cards have both been shown and are not matched yet, if any.
    package var knownPairCard: Int? {
        guard let face = knownFaces.last else { return nil }
        return cardsByFace[face]?.first { !matched[$0] && !faceUp[$0] } ?? cardsByFace[face]?.first
    }

    /// The cards in play that showed a face no other card has shown yet, in card order: each one's
    /// partner is still face down and never shown. O(n).
    package var knownSingleCards: [Int] {
        (0..<cardCount).filter { shownFace[$0] >= 0 && !matched[$0] && singleFaces.contains(shownFace[$0]) }
    }

    /// Whether the card at `index` can be chosen: on the board, not face up, not matched.
    package func isChoosable(_ index: Int) -> Bool {
        index >= 0 && index < cardCount && !faceUp[index] && !matched[index]
    }

    // MARK: - Observing

    /// Takes in what one choice did.
    package mutating func record(_ outcome: ChoiceOutcome) {
        guard !outcome.isIgnored else { return }
        choiceCount += 1
        for event in outcome.events {
            switch event {
            case .turnedDown(let card):
                guard isOnBoard(card) else { continue }
                faceUp[card] = false
                openCards.removeAll { $0 == card }
            case .turnedUp(let card, let face):
                guard isOnBoard(card) else { continue }
                faceUp[card] = true
                // A card a mismatch left face up may start the next turn without turning down first.
                openCards.removeAll { $0 == card }
                openCards.append(card)
                show(card, face: facesInPairs ? face >> 1 : face)
            case .matched(let first, let second):
                for card in [first, second] where isOnBoard(card) {
                    if shownFace[card] >= 0, singleFaces.remove(shownFace[card]) != nil { knownSingleCount -= 1 }
                    matched[card] = true
                    openCards.removeAll { $0 == card }
                    removeFromUnseen(card)
                    if shownFace[card] >= 0 { forgetKnownPair(shownFace[card]) }
                }
            case .mismatched:
                break
            }
        }
    }

    private func isOnBoard(_ card: Int) -> Bool { card >= 0 && card < cardCount }

    private mutating func show(_ card: Int, face: Int) {
        shownAt[card] = choiceCount
        showings.append(
            Showing(
                card: card, face: shownFace[card] < 0 ? face : shownFace[card], choice: choiceCount,
                isFirst: shownFace[card] < 0))
        guard shownFace[card] < 0 else { return }
        shownFace[card] = face
        cardsByFace[face, default: []].append(card)
        removeFromUnseen(card)
        let shown = cardsByFace[face] ?? []
        // A face is a known single while one card has shown it: its partner is still to be found.
        if shown.count == 1, !matched[card] {
            singleFaces.insert(face)
            knownSingleCount += 1
        } else if singleFaces.remove(face) != nil {
            knownSingleCount -= 1
        }
        if shown.count == 2, !shown.contains(where: { matched[$0] }), knownSlot[face] == nil {
            knownSlot[face] = knownFaces.count
            knownFaces.append(face)
        }
    }

    private mutating func forgetKnownPair(_ face: Int) {
        guard let slot = knownSlot.removeValue(forKey: face) else { return }
        let last = knownFaces.removeLast()
        guard last != face else { return }
        knownFaces[slot] = last
        knownSlot[last] = slot
    }

    /// Removes `card` from the unseen cards in O(1): the last one takes its slot.
    private mutating func removeFromUnseen(_ card: Int) {
        let slot = unseenSlot[card]
        guard slot >= 0 else { return }
        let last = unseen[unseen.count - 1]
        unseen[slot] = last
        unseenSlot[last] = slot
        unseen.removeLast()
        unseenSlot[card] = -1
    }
}

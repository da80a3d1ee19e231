import MemorizeTable
import MemoryGame

/// A headless player at a server's table, from what a seat hears alone (`TableEvent`): it remembers
/// every face it has seen and chooses a known pair when it has one. The tests' and the benchmark's
/// players; no door ships it.
package struct LobbyBot: Sendable {
    /// This bot's seat (nil until seated, or watching).
    package private(set) var seat: Int?
    package private(set) var board: TableBoard?
    package private(set) var state: TableState?
    /// Faces seen, by card.
    private var seen: [Int: Int] = [:]
    /// The card this bot turned first in its turn, while the turn lasts.
    private var first: Int?
    /// A choice asked for and not yet answered.
    private var asked = false

    package init() {}

    /// Whether a choice this bot asked for is not answered yet.
    package var isWaiting: Bool { asked }

    /// Whether the game on the table is over.
    package var isOver: Bool { state?.over ?? false }

    package mutating func hear(_ event: TableEvent) {
        switch event {
        case .seats(_, let here): seat = here
        case .board(let given):
            board = given
            state = nil
            seen = [:]
            first = nil
            asked = false
        case .table(let given): state = given
        case .choice(let choice):
            note(choice.events)
            state = choice.state
            if choice.seat == seat { asked = false }
            let ended = choice.events.contains { event in
                switch event {
                case .matched, .mismatched: true
                case .turnedUp, .turnedDown: false
                }
            }
            if ended || choice.seat != seat {
                first = nil
            } else if choice.events.contains(.turnedUp(choice.card, face: seen[choice.card] ?? -1)) {
                first = choice.card
            }
        case .ignored: asked = false
        default: break
        }
    }

    /// The card to choose now, and the deal it is of, when it is this seat's turn and no choice is on
    /// its way.
    package mutating func nextChoice() -> (card: Int, deal: Int)? {
        guard let seat, let state, let board, !state.over, state.seat == seat, !asked, state.deal == board.deal
        else { return nil }
        let open = state.cards.indices.filter { state.cards[$0] & 2 == 0 }
        let card: Int?
        if let first, let face = seen[first] {
            card =
                open.first { $0 != first && seen[$0] == face } ?? open.first { $0 != first && seen[$0] == nil }
                ?? open.first { $0 != first }
        } else {
            var byFace: [Int: Int] = [:]
            var pair: Int?
            for index in open {
                guard let face = seen[index] else { continue }
                if byFace[face] != nil {
                    pair = byFace[face]
                    break
                }
                byFace[face] = index
            }
            card = pair ?? open.first { seen[$0] == nil } ?? open.first
        }
        guard let card else { return nil }
        asked = true
        return (card, board.deal)
    }

    private mutating func note(_ events: [ChoiceEvent]) {
        for event in events {
            if case .turnedUp(let card, let face) = event { seen[card] = face }
        }
    }
}

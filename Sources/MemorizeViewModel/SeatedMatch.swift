import MemorizePlayers
import MemorizeThemes
import MemoryGame

/// What a player at the board learns from the events a presenter hears, and nothing else: a card
/// turned up and its face (`GameEvent.turnedUp`), and, from the rules every player knows, what that
/// turned down, matched or mismatched. It keeps it as a `BoardObservation`, so any `Player` can play
/// from it, as plain mode's listener plays from its lines.
package struct EventListener {
    /// What has been shown in the game on the board.
    package private(set) var observation = BoardObservation(cardCount: 0)
    /// The unmatched cards face up, and a match's two cards until the next card turns them down.
    private var open: [Int] = []
    /// Face identities, by the face's text, in the order the faces were first shown.
    private var faceIDs: [String: Int] = [:]
    /// How many passes in a row were made: turns of two cards both shown before, that did not match.
    package private(set) var passesInARow = 0

    package init() {}

    /// Takes in the events of one action.
    package mutating func hear(_ events: [GameEvent]) {
        for event in events {
            switch event {
            case .dealt(let cards):
                observation = BoardObservation(cardCount: cards)
                open = []
                faceIDs = [:]
                passesInARow = 0
            case .turnedUp(let card, let face, _):
                turnedUp(card, face: faceID(face.text))
            default:
                continue
            }
        }
    }

    private mutating func faceID(_ text: String) -> Int {
        if let id = faceIDs[text] { return id }
        faceIDs[text] = faceIDs.count
        return faceIDs.count - 1
    }

    /// The choice the rules say turned `card` up: as the game's own `ChoiceOutcome` would tell it.
    private mutating func turnedUp(_ card: Int, face: Int) {
        var events: [ChoiceEvent] = []
        let waiting = open.count == 1 ? open[0] : nil
        if let waiting {
            events.append(.turnedUp(card, face: face))
            let isMatch = observation.face(ofCard: waiting) == face
            events.append(isMatch ? .matched(waiting, card) : .mismatched(waiting, card))
            open.append(card)
            // A pass: both cards had been shown before this turn, and they did not match.
            let isPass =
                !isMatch && observation.face(ofCard: card) != nil && observation.showings.last?.isFirst == false
            observation.record(ChoiceOutcome(events: events))
            passesInARow = isPass ? passesInARow + 1 : 0
            return
        }
        // None or two face up: they turn down first, except the one chosen (the natural move).
        for other in open where other != card { events.append(.turnedDown(other)) }
        events.append(.turnedUp(card, face: face))
        open = [card]
        observation.record(ChoiceOutcome(events: events))
    }
}

/// One game against the computer played through the view model, as a presenter plays it: the player
/// here chooses by `.intent(.choose(card:))` from what the events told it (`EventListener`), and the
/// computer moves when the clock says, at plain mode's pace (at once). The bench measures the
/// computer this way, so that it measures the computer of the game under the game's rules.
package enum SeatedMatch {
    /// How a game ended.
    package struct Result: Equatable, Sendable {
        /// Pairs found by the player here and by the computer.
        package var playerPairs: Int
        package var computerPairs: Int
        /// Whether it was stopped after `passLimit` passes in a row: a position where moving is worse
        /// than passing for both, which only ends when one side gives in. The pairs left go to nobody.
        package var stoppedByPasses: Bool
        /// The cards the computer chose, in order.
        package var computerCards: [Int]
    }

    /// The faces of the bench's boards: any distinct texts will do, since only the game compares them.
    static func theme(pairs: Int) -> Theme {
        Theme(name: "Bench", emojis: (0..<pairs).map { "f\($0)" }, pairs: .fixed(pairs), color: .named("white"))
    }

    /// Plays the board `seed` deals (dealt as `--seed` deals) on a theme of `pairs` faces: `player`
    /// here against the computer at `level`, the player moving first or second.
    ///
    /// - Parameters:
    ///   - passLimit: How many passes in a row stop the game.
    ///   - limit: The most choices, against a player that never finishes.
    package static func play(
        _ player: inout some Player, against level: ComputerLevel, pairs: Int, seed: UInt64, playerFirst: Bool,
        passLimit: Int = 10, limit: Int = 10_000
    ) -> Result {
        let you = Seat(name: "You")
        let computer = Seat(name: "Computer", kind: .computer(level))
        let policy = PresenterPolicy(otherSeatsPause: .zero, firstMovePause: .zero)
        let variant = ThemeVariant(theme(pairs: pairs))
        let clock = StoppedClock()
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: seed), firstSeed: seed, clock: clock,
            settings: GameViewModel.Settings(
                seats: playerFirst ? [you, computer] : [computer, you], isPractice: true, policy: policy))
        let here = playerFirst ? 0 : 1
        var listener = EventListener()
        listener.hear(game.events)
        var result = Result(playerPairs: 0, computerPairs: 0, stoppedByPasses: false, computerCards: [])
        var choices = 0
        while game.seats.reduce(0, { $0 + $1.pairs }) < pairs, choices < limit {
            if listener.passesInARow >= passLimit {
                result.stoppedByPasses = true
                break
            }
            if game.isComputersTurn {
                game.send(.clockTicked(now: clock.now))
            } else {
                game.send(.intent(.choose(card: player.nextCard(seeing: listener.observation))))
            }
            for case .turnedUp(let card, _, let seat) in game.events where seat != here {
                result.computerCards.append(card)
            }
            listener.hear(game.events)
            choices += 1
        }
        result.playerPairs = game.seats[here].pairs
        result.computerPairs = game.seats[1 - here].pairs
        return result
    }
}

/// A clock that does not move: the bench's games take no time.
private final class StoppedClock: GameClock {
    let now: Duration = .zero
}

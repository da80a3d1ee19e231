import MemorizeKeys
import MemorizeTable
import MemorizeText

/// What the lobby's screen shows: the lobby as the server last told it (MemorizeTable's views, with
/// no socket or message in them), so the renderer and plain mode read only this.
package typealias LobbyListing = LobbySnapshot

extension LobbySnapshot {
    /// One open table.
    package typealias Table = LobbyTable
    /// One result on today's daily board.
    package typealias Result = LobbyDailyEntry
}

extension LobbyTable {
    /// How many seats are open.
    package var openSeats: Int { seats.filter(\.isEmpty).count }
    /// Whether a seat can be taken: an open one, before or during the game.
    package var joinable: Bool { openSeats > 0 }
}

/// What the player asks of the lobby; the app turns each into a lobby message.
package enum LobbyRequest: Equatable, Sendable {
    case join(table: Int)
    case watch(table: Int)
    case newTable(NewTableChoices)
    case daily
    case chooseName(String)
    case quit
}

/// The choices of the new-table form: theme, mode, seats and the computer.
package struct NewTableChoices: Equatable, Sendable {
    package var theme: String
    package var matchismo: Bool
    package var timed: Bool
    /// 2 to 4, the computer's included.
    package var seats: Int
    /// `easy`, `normal`, `hard` or `expert`, or nil for no computer seat.
    package var computer: String?

    package init(theme: String, matchismo: Bool = false, timed: Bool = false, seats: Int = 2, computer: String? = nil) {
        self.theme = theme
        self.matchismo = matchismo
        self.timed = timed
        self.seats = seats
        self.computer = computer
    }

    /// The computer's levels, weakest first, as `--versus` names them.
    package static let levels = ["easy", "normal", "hard", "expert"]
}

/// The lobby's screen: the listing, which table is selected, and the form when one is being made.
///
/// `send(_:)` changes the screen and returns what to ask the server, if anything; the server's answer
/// comes back as a new listing (`update(_:)`) or a notice.
package struct LobbyScreen: Equatable, Sendable {
    /// Which part of the lobby is in front.
    package enum Panel: Equatable, Sendable {
        case tables, board, help
        /// The new-table form, on its `field`-th choice.
        case form(field: Int)
    }

    package private(set) var listing: LobbyListing
    /// The index of the selected table in `listing.tables`; nil when there is none.
    package private(set) var selected: Int?
    package private(set) var panel: Panel = .tables
    /// The form's choices, kept between two tables made.
    package private(set) var choices: NewTableChoices
    /// The themes the form offers, `Matchismo` aside.
    package let themes: [String]
    /// A one-line answer of the server (a table full, the daily played), shown until the next intent.
    package var notice: String?

    /// The form's choices, in order: theme, mode, timing, seats, computer.
    package static let formFields = 5

    package init(listing: LobbyListing, themes: [String]) {
        self.listing = listing
        self.themes = themes.isEmpty ? ["Animals"] : themes
        choices = NewTableChoices(theme: self.themes[0])
        selected = listing.tables.isEmpty ? nil : 0
    }

    /// The server's new listing; the selection stays on the same table when it is still open.
    package mutating func update(_ listing: LobbyListing) {
        let selectedID = selected.map { self.listing.tables[$0].id }
        self.listing = listing
        if let selectedID, let index = listing.tables.firstIndex(where: { $0.id == selectedID }) {
            selected = index
        } else {
            selected = listing.tables.isEmpty ? nil : min(selected ?? 0, listing.tables.count - 1)
        }
    }

    /// Applies what the player meant; returns the request for the server, if the intent makes one.
    package mutating func send(_ intent: LobbyIntent) -> LobbyRequest? {
        notice = nil
        if case .form(let field) = panel { return sendToForm(intent, field: field) }
        switch intent {
        case .move(let direction):
            guard panel == .tables, let current = selected else { return nil }
            switch direction {
            case .up: selected = max(0, current - 1)
            case .down: selected = min(listing.tables.count - 1, current + 1)
            case .left, .right: break
            }
        case .select(let index):
            guard listing.tables.indices.contains(index) else { return nil }
            panel = .tables
            selected = index
        case .join:
            guard panel == .tables, let table = selectedTable else { return nil }
            guard table.joinable else {
                notice = LobbyScreenText.noFreeSeat.text("\(table.id)")
                return nil
            }
            return .join(table: table.id)
        case .watch:
            guard panel == .tables, let table = selectedTable else { return nil }
            return .watch(table: table.id)
        case .newTable:
            panel = .form(field: 0)
        case .daily:
            guard !listing.playedToday else {
                notice = LobbyScreenText.playedToday.text()
                return nil
            }
            return .daily
        case .toggleBoard: panel = panel == .board ? .tables : .board
        case .toggleHelp: panel = panel == .help ? .tables : .help
        case .back: panel = .tables
        case .quit: return .quit
        case .type, .deleteBackward: break
        }
        return nil
    }

    /// The table the selection is on.
    package var selectedTable: LobbyListing.Table? {
        selected.flatMap { listing.tables.indices.contains($0) ? listing.tables[$0] : nil }
    }

    private mutating func sendToForm(_ intent: LobbyIntent, field: Int) -> LobbyRequest? {
        switch intent {
        case .move(.up): panel = .form(field: max(0, field - 1))
        case .move(.down): panel = .form(field: min(Self.formFields - 1, field + 1))
        case .move(.left): change(field, by: -1)
        case .move(.right): change(field, by: 1)
        case .join:
            panel = .tables
            return .newTable(choices)
        case .back, .newTable: panel = .tables
        case .quit: return .quit
        default: break
        }
        return nil
    }

    /// Steps the form's `field` through its values, wrapping around.
    private mutating func change(_ field: Int, by step: Int) {
        func stepped(_ index: Int, count: Int) -> Int { ((index + step) % count + count) % count }
        switch field {
        case 0:
            let index = themes.firstIndex(of: choices.theme) ?? 0
            choices.theme = themes[stepped(index, count: themes.count)]
        case 1: choices.matchismo.toggle()
        case 2: choices.timed.toggle()
        case 3:
            choices.seats = 2 + stepped(choices.seats - 2, count: 3)
            // A computer must leave a seat for a friend.
            if choices.seats == 2 { choices.computer = nil }
        default:
            let levels: [String?] = [nil] + NewTableChoices.levels
            let index = levels.firstIndex(of: choices.computer) ?? 0
            choices.computer = levels[stepped(index, count: levels.count)]
            if choices.computer != nil && choices.seats == 2 { choices.seats = 3 }
        }
    }

    /// The form's choices as label and value, in field order, for the grid and for plain mode.
    package var formRows: [(label: String, value: String)] {
        [
            (LobbyScreenText.theme.text(), choices.matchismo ? LobbyScreenText.matchismoDeals.text() : choices.theme),
            (
                LobbyScreenText.mode.text(),
                choices.matchismo ? LobbyScreenText.matchismo.text() : LobbyScreenText.pairs.text()
            ),
            (
                LobbyScreenText.timing.text(),
                choices.timed ? LobbyScreenText.timed.text() : LobbyScreenText.untimed.text()
            ),
            (LobbyScreenText.seats.text(), "\(choices.seats)"),
            (
                LobbyScreenText.computer.text(),
                choices.computer.map { LobbyScreenText.oneSeat.text($0) } ?? LobbyScreenText.none.text()
            ),
        ]
    }
}

extension LobbyListing.Table {
    /// Who sits, in seat order: names, `open` for a free seat, `(away)` after an away one; each name
    /// made safe to show.
    package var seatsText: String {
        seats.enumerated().map { index, name in
            guard !name.isEmpty else { return LobbyScreenText.open.text() }
            let shown = SafeText.stripped(name, limit: 24)
            return away.contains(index) ? LobbyScreenText.away.text(shown) : shown
        }.joinedText(separator: ", ")
    }
}

import MemorizeLocalization
import MemorizeSetup

/// The new-game screen: the choices of a game, one row each, the current row, and the command line
/// that deals the same game. A value with no rules in it: each row changes by a step (arrows, a
/// click), by typing (names, seed), or from a typed answer (plain mode).
package struct NewGameForm: Hashable, Sendable {
    /// A row of the screen.
    package enum Row: Hashable, Sendable, CaseIterable {
        case game, daily, theme, size, timed, players, names, first, seed, start
    }

    /// A theme the screen offers, and the most pairs it can deal.
    package struct ThemeOption: Hashable, Sendable {
        /// The theme's name, as `--theme` takes it and the choices keep it.
        package var name: String
        /// The name shown in the run's language.
        package var shownName: String
        package var most: Int

        package init(name: String, shownName: String? = nil, most: Int) {
            self.name = name
            self.shownName = shownName ?? name
            self.most = most
        }
    }

    /// One row as a presenter shows it.
    package struct Line: Hashable, Sendable {
        package var row: Row
        /// What the row chooses (`Theme`).
        package var label: String
        /// The choice (`Animals`, `random`).
        package var value: String
        /// The question plain mode asks for the row, with what Enter keeps.
        package var question: String
    }

    /// The choices as they stand.
    package private(set) var choices: NewGameChoices
    /// The themes offered, in the picker's order.
    package let themes: [ThemeOption]
    /// The row the cursor is on.
    package private(set) var row: Row = .game
    /// The names as typed, commas between them.
    package private(set) var namesText: String
    /// The seed as typed, digits only; empty for a random seed.
    package private(set) var seedText: String
    /// Why the last start was refused (the command line's own message), until the next change.
    package var problem: String?

    /// Cards a Matchismo game may deal.
    package static let cardRange = 2...52
    /// The longest name the command line takes.
    static let nameLimit = 32

    /// A form opening with `choices`, offering `themes`: a theme not offered is random again, and a
    /// pair count is kept within what the theme can deal.
    package init(choices: NewGameChoices, themes: [ThemeOption]) {
        self.themes = themes
        var choices = choices
        if let theme = choices.theme {
            choices.theme = themes.first { $0.name.lowercased() == theme.lowercased() }?.name
        }
        choices.cards = min(max(choices.cards, Self.cardRange.lowerBound), Self.cardRange.upperBound)
        choices.players = min(max(choices.players, 1), 4)
        self.choices = choices
        namesText = choices.names.joined(separator: ", ")
        seedText = choices.seed.map { "\($0)" } ?? ""
        self.choices.pairs = clampedPairs(choices.pairs)
    }

    // MARK: - Reading

    /// The rows shown for these choices: a daily chooses theme, size, seats and seed itself, and
    /// Matchismo has no theme.
    package var rows: [Row] {
        Row.allCases.filter { row in
            switch row {
            case .game, .daily, .timed, .start: true
            case .theme: !choices.daily && !choices.matchismo
            case .size, .players, .seed: !choices.daily
            case .names: !choices.daily && (choices.computer != nil || choices.players > 1)
            case .first: !choices.daily && choices.computer != nil
            }
        }
    }

    /// The index of the current row in `rows`.
    package var selectedIndex: Int { rows.firstIndex(of: row) ?? 0 }

    /// Whether the current row takes typed text (names, seed), so letters type rather than move.
    package var isTyping: Bool { row == .names || row == .seed }

    /// The most pairs the chosen theme deals (the most any theme does, for a random one).
    var mostPairs: Int {
        let offered = choices.theme.map { name in themes.filter { $0.name == name } } ?? themes
        return max(2, offered.map(\.most).max() ?? 2)
    }

    /// Every shown row as a presenter draws or asks it.
    package var lines: [Line] { rows.map(line(for:)) }

    /// The command that deals this game, each word ready for a shell.
    package var commandLine: String {
        (["memorize"] + choices.arguments.map(ThemeVariant.shellWord)).joined(separator: " ")
    }

    private func line(for row: Row) -> Line {
        switch row {
        case .game:
            // The question keeps the word a player types; the value is the game's name.
            return Line(
                row: row, label: NewGameText.game.text(),
                value: choices.matchismo ? NewGameText.matchismo.text() : NewGameText.pairsGame.text(),
                question: NewGameText.gameQuestion.text(choices.matchismo ? "matchismo" : "pairs"))
        case .daily:
            let value = choices.daily ? NewGameText.todaysDeal.text() : NewGameText.no.text()
            return Line(
                row: row, label: NewGameText.daily.text(), value: value,
                question: NewGameText.dailyQuestion.text(choices.daily ? "yes" : "no"))
        case .theme:
            let value =
                choices.theme.map { name in themes.first { $0.name == name }?.shownName ?? name }
                ?? NewGameText.random.text()
            return Line(
                row: row, label: NewGameText.theme.text(), value: value,
                question: NewGameText.themeQuestion.text("\(themes.count)", value))
        case .size:
            if choices.matchismo {
                return Line(
                    row: row, label: NewGameText.cards.text(), value: "\(choices.cards)",
                    question: NewGameText.cardsQuestion.text("\(choices.cards)"))
            }
            let value = choices.pairs.map { "\($0)" } ?? NewGameText.themesOwn.text()
            return Line(
                row: row, label: NewGameText.pairs.text(), value: value,
                question: NewGameText.pairsQuestion.text("\(mostPairs)", value))
        case .timed:
            return Line(
                row: row, label: NewGameText.timed.text(),
                value: choices.timed ? NewGameText.yes.text() : NewGameText.no.text(),
                question: NewGameText.timedQuestion.text(choices.timed ? "yes" : "no"))
        case .players:
            let value = playersValue
            return Line(
                row: row, label: NewGameText.players.text(), value: value,
                question: NewGameText.playersQuestion.text(value))
        case .names:
            let value = namesText.isEmpty ? NewGameText.defaultNames.text() : namesText
            let alone = choices.computer == nil
            return Line(
                row: row, label: alone ? NewGameText.names.text() : NewGameText.yourName.text(), value: value,
                question: alone ? NewGameText.namesQuestion.text(value) : NewGameText.yourNameQuestion.text(value))
        case .first:
            let value = choices.computerFirst ? NewGameText.theComputer.text() : NewGameText.you.text()
            return Line(
                row: row, label: NewGameText.first.text(), value: value,
                question: NewGameText.firstQuestion.text(value))
        case .seed:
            let value = seedText.isEmpty ? NewGameText.random.text() : seedText
            return Line(
                row: row, label: NewGameText.seed.text(), value: value,
                question: NewGameText.seedQuestion.text(value))
        case .start:
            return Line(row: row, label: "", value: NewGameText.dealThisGame.text(), question: "")
        }
    }

    private var playersValue: String {
        if let computer = choices.computer { return NewGameText.computerLevel.text(computer.rawValue) }
        return choices.players == 1 ? NewGameText.alone.text() : "\(choices.players)"
    }

    // MARK: - Changing

    /// Moves the cursor `by` rows down (up when negative), stopping at either end.
    package mutating func move(by step: Int) {
        let rows = rows
        let index = min(max(selectedIndex + step, 0), rows.count - 1)
        row = rows[index]
    }

    /// Puts the cursor on the shown row at `index`, if there is one.
    package mutating func select(index: Int) {
        let rows = rows
        guard rows.indices.contains(index) else { return }
        row = rows[index]
    }

    /// Steps the current row's choice to the next (or the previous) value, wrapping around.
    package mutating func step(forward: Bool) {
        problem = nil
        let delta = forward ? 1 : -1
        switch row {
        case .game: choices.matchismo.toggle()
        case .daily: choices.daily.toggle()
        case .timed: choices.timed.toggle()
        case .first: choices.computerFirst.toggle()
        case .theme:
            // Random, then each theme.
            let names: [String?] = [nil] + themes.map(\.name)
            let index = names.firstIndex(of: choices.theme) ?? 0
            choices.theme = names[(index + delta + names.count) % names.count]
            choices.pairs = clampedPairs(choices.pairs)
        case .size:
            if choices.matchismo {
                let range = Self.cardRange
                choices.cards = wrapped(choices.cards + delta, in: range)
            } else {
                // The theme's own, then 2 to the most.
                let values: [Int?] = [nil] + (2...mostPairs).map { $0 }
                let index = values.firstIndex(of: choices.pairs) ?? 0
                choices.pairs = values[(index + delta + values.count) % values.count]
            }
        case .players:
            let values = Self.playerValues
            let current = values.firstIndex { $0.players == choices.players && $0.computer == choices.computer } ?? 0
            let next = values[(current + delta + values.count) % values.count]
            choices.players = next.players
            choices.computer = next.computer
            syncNames()
        case .names, .seed, .start: break
        }
        keepRowShown()
    }

    /// Types `character` into the current text row: any visible character but a comma's misuse in a
    /// name, digits in the seed.
    package mutating func type(_ character: Character) {
        problem = nil
        switch row {
        case .names:
            guard !character.isNewline, namesText.count < 4 * (Self.nameLimit + 2) else { return }
            namesText.append(character)
            syncNames()
        case .seed:
            guard character.isASCII, character.isNumber, UInt64(seedText + String(character)) != nil else { return }
            seedText.append(character)
            choices.seed = UInt64(seedText)
        default: break
        }
    }

    /// Deletes the last character of the current text row.
    package mutating func deleteBackward() {
        problem = nil
        switch row {
        case .names:
            guard !namesText.isEmpty else { return }
            namesText.removeLast()
            syncNames()
        case .seed:
            guard !seedText.isEmpty else { return }
            seedText.removeLast()
            choices.seed = UInt64(seedText)
        default: break
        }
    }

    /// Sets the current row from a typed answer (plain mode): empty keeps it; a word it does not know
    /// leaves it and says false.
    @discardableResult
    package mutating func answer(_ text: String) -> Bool {
        problem = nil
        let word = text.lowercased()
        guard !word.isEmpty else { return true }
        let yes = ["y", "yes", "on", "true", "1"].contains(word)
        let no = ["n", "no", "off", "false", "0"].contains(word)
        switch row {
        case .game:
            guard ["pairs", "p", "memorize", "matchismo", "m"].contains(word) else { return false }
            choices.matchismo = word.hasPrefix("m") && word != "memorize"
        case .daily, .timed:
            guard yes || no else { return false }
            if row == .daily { choices.daily = yes } else { choices.timed = yes }
        case .theme:
            if word == "random" || word == "r" {
                choices.theme = nil
            } else if let number = Int(word), themes.indices.contains(number - 1) {
                choices.theme = themes[number - 1].name
            } else if let theme = themes.first(where: {
                $0.name.lowercased() == word || $0.shownName.lowercased() == word
            }) ?? uniquePrefix(word) {
                choices.theme = theme.name
            } else {
                return false
            }
            choices.pairs = clampedPairs(choices.pairs)
        case .size:
            if !choices.matchismo, ["own", "o", "theme", "all"].contains(word) {
                choices.pairs = nil
                break
            }
            guard let number = Int(word) else { return false }
            if choices.matchismo {
                guard Self.cardRange.contains(number) else { return false }
                choices.cards = number
            } else {
                guard (2...mostPairs).contains(number) else { return false }
                choices.pairs = number
            }
        case .players:
            let words = word.split(separator: " ").map(String.init)
            if let number = Int(word), (1...4).contains(number) {
                choices.players = number
                choices.computer = nil
            } else if words.first == "computer" || words.first == "c" {
                let level = words.count > 1 ? ComputerOpponent.Level(rawValue: words[1]) : .normal
                guard let level, words.count <= 2 else { return false }
                choices.computer = level
                choices.players = 1
            } else {
                return false
            }
            syncNames()
        case .names:
            namesText = word == "-" ? "" : text
            syncNames()
        case .first:
            guard ["you", "y", "me", "computer", "c"].contains(word) else { return false }
            choices.computerFirst = word.hasPrefix("c")
        case .seed:
            if word == "random" || word == "r" {
                seedText = ""
                choices.seed = nil
            } else {
                guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(word) else { return false }
                seedText = word
                choices.seed = seed
            }
        case .start: break
        }
        keepRowShown()
        return true
    }

    // MARK: - Helpers

    /// The seats a players row steps through: 1 to 4 here, then the computer at each level.
    static let playerValues: [(players: Int, computer: ComputerOpponent.Level?)] =
        (1...4).map { ($0, nil) } + ComputerOpponent.Level.allCases.map { (1, $0) }

    private func uniquePrefix(_ word: String) -> ThemeOption? {
        let candidates = themes.filter { $0.name.lowercased().hasPrefix(word) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private func clampedPairs(_ pairs: Int?) -> Int? {
        pairs.map { min(max($0, 2), mostPairs) }
    }

    private func wrapped(_ value: Int, in range: ClosedRange<Int>) -> Int {
        value > range.upperBound ? range.lowerBound : value < range.lowerBound ? range.upperBound : value
    }

    /// The typed names as the choices hold them: split at commas, trimmed, one a seat here at most.
    private mutating func syncNames() {
        let parts = namesText.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        choices.names = namesText.isEmpty ? [] : parts
    }

    /// After a change hides the current row (a daily hides the theme), the cursor stays on a shown one.
    private mutating func keepRowShown() {
        guard !rows.contains(row) else { return }
        row = .start
    }
}

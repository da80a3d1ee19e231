import MemorizeScores
import MemorizeSetup
import MemorizeSystem

/// The last choices made on the new-game screen, kept beside the scores
/// (`$XDG_STATE_HOME/memorize/new-game`) so that the screen opens with them next time.
///
/// The file holds the options themselves, one a line under a first line that names the format, and
/// is read back by the command line's parser: a file that does not parse, or names an option that
/// does not choose a game, is ignored as if it were missing. A choice is a convenience: nothing here
/// ever stops a game or says a word.
struct NewGameFile: Sendable {
    /// The first line of the file, which says what it is and its format.
    static let header = "memorize new-game 1"
    /// The options that choose a game, the only ones the file may hold; a command line that gives
    /// any of them chose its game, and the screen opens with that.
    static let gameOptions: Set<String> = [
        "--theme", "--seed", "--pairs", "--mode", "--cards", "--timed", "--daily", "--players", "--names",
        "--versus", "--first",
    ]
    /// More than a file of choices ever needs: a larger one is not read.
    static let sizeLimit = 4096

    /// Where the choices are kept, or nil when there is nowhere (as for the scores).
    let path: String?
    private let system: SystemAccess

    init(system: SystemAccess) {
        let scores = ScoreStore.defaultPath(environment: system.environment)
        path = scores.map { String($0.dropLast("scores.json".count)) + "new-game" }
        self.system = system
    }

    /// The choices kept, or nil when there are none that can be used.
    func load() -> NewGameChoices? {
        guard let path, case .bytes(let bytes) = system.readFile(path), bytes.count <= Self.sizeLimit else {
            return nil
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header) else { return nil }
        let arguments = lines.dropFirst().filter { !$0.isEmpty }.map(String.init)
        // Each option on its own line, never a value that looks like one: the parser would take it.
        let parsed = OptionParser.parse(arguments)
        guard parsed.error == nil, parsed.given.isSubset(of: Self.gameOptions) else { return nil }
        return Self.choices(of: parsed.options, given: parsed.given)
    }

    /// Keeps `choices` for the next run, without the seed (which would deal the same board every
    /// time) and the themes file (which the run gives). A failure is ignored: the next run opens the
    /// screen with its own game.
    func save(_ choices: NewGameChoices) {
        guard let path else { return }
        var kept = choices
        kept.seed = nil
        kept.themesFile = nil
        let text = ([Self.header] + kept.arguments).map { $0 + "\n" }.joined()
        _ = system.writeFileAtomically(FilePath(path), Array(text.utf8))
    }

    /// The choices that parsed options make, as the command line reads them.
    static func choices(of options: Options, given: Set<String>) -> NewGameChoices {
        var setup = options.setup
        if !given.contains("--players"), setup.computer == nil, setup.names.count > 1 {
            setup.players = min(setup.names.count, 4)
        }
        var choices = NewGameChoices(setup: setup, theme: options.themeName)
        choices.seed = options.setup.seed
        choices.daily = options.daily != nil
        if let cards = options.cards { choices.cards = cards }
        return choices
    }
}

/// Why the command line refused the new-game screen's game: what `memorize` would have printed, in
/// one line without its program name, for the screen to show.
package struct NewGameRefusal: Error, Equatable, Sendable {
    package let reason: String

    init(_ error: CommandLineError) {
        reason = error.message.split(separator: "\n").map { $0.hasPrefix("memorize: ") ? $0.dropFirst(10) : $0 }
            .joined(separator: "; ")
    }
}

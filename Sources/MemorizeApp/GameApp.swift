import MemorizeSystem
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import TerminalBackend

/// Plays in the real terminal: the edge where ncurses, the system clock and the seeded generator are
/// made and handed to the `GameLoop`.
public enum GameApp {
    /// Plays `theme` first (the player can switch), the first deal from `seed`.
    ///
    /// - Parameters:
    ///   - pairs: `--pairs`: every theme deals this many pairs (as many as it has), or its own count.
    ///   - bell: `--bell`: ring the bell on a match and at the end of a game.
    ///   - matchismoCards: `--mode matchismo`: start with Matchismo dealing this many cards (`--cards`);
    ///     nil starts with `theme`.
    ///   - timed: `--timed`: every game under timed bonus scoring.
    ///   - animates: whether choices flip and matches flash.
    /// - Returns: The process exit status; a signal ends the process by that signal instead.
    public static func run(
        themes: [Theme], theme: Theme, seed: UInt64, pairs: Int? = nil, bell: Bool = false,
        matchismoCards: Int? = nil, timed: Bool = false, animates: Bool = false, system: SystemAccess
    ) -> Int32 {
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: system.isSet("NO_COLOR"))
        } catch {
            let type = error.terminalType.isEmpty ? "(unset)" : SafeText.quoted(error.terminalType)
            system.writeError("memorize: the terminal type \(type) \(error.problem)\n")
            return ExitStatus.notATerminal.rawValue
        }
        let clock = MonotonicClock()
        // The first deal uses the seed itself, so the seed the summary shows deals that board again;
        // later deals and random themes draw from a generator derived from it.
        // Matchismo sits in the picker beside the themes, and starts the run when it was asked for.
        let themeVariants: [any GameVariant] = themes.map { ThemeVariant($0, pairs: pairs) }
        let matchismo = MatchismoVariant(cardCount: matchismoCards ?? 12)
        let first: any GameVariant = matchismoCards == nil ? ThemeVariant(theme, pairs: pairs) : matchismo
        let plain = themeVariants + [matchismo]
        let variants: [any GameVariant] = timed ? plain.map { TimedVariant($0) } : plain
        let viewModel = GameViewModel(
            variants: variants, variant: timed ? TimedVariant(first) : first,
            generator: SplitMix64(seed: seed ^ 0x6D65_6D6F_7269_7A65), firstSeed: seed, clock: clock)
        viewModel.scoreKeeper = StoredScores(system: system)
        viewModel.ringsBell = bell
        viewModel.animates = animates
        var loop = GameLoop(terminal: terminal, viewModel: viewModel, clock: clock)
        switch loop.run() {
        case .quit:
            terminal.stop()
            return ExitStatus.success.rawValue
        case .signal(let signalNumber):
            // Input that cannot be read ends the game like a hangup; say why instead of dying by it.
            if let failure = terminal.inputFailure {
                terminal.stop()
                system.writeError("memorize: cannot read the terminal (standard input): \(failure)\n")
                return ExitStatus.ioError.rawValue
            }
            terminal.stopAndDie(by: signalNumber)
        }
    }
}

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
    /// - Returns: The process exit status; a signal ends the process by that signal instead.
    public static func run(
        themes: [Theme], theme: Theme, seed: UInt64, pairs: Int? = nil, bell: Bool = false, system: SystemAccess
    ) -> Int32 {
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: system.isSet("NO_COLOR"))
        } catch {
            let type = error.terminalType.isEmpty ? "(unset)" : SafeText.quoted(error.terminalType)
            system.writeError("memorize: the terminal type \(type) \(error.problem)\n")
            return ExitCode.notATerminal
        }
        let clock = MonotonicClock()
        // The first deal uses the seed itself, so the seed the summary shows deals that board again;
        // later deals and random themes draw from a generator derived from it.
        let viewModel = GameViewModel(
            themes: themes, theme: theme, pairs: pairs, generator: SplitMix64(seed: seed ^ 0x6D65_6D6F_7269_7A65),
            firstSeed: seed, clock: clock)
        viewModel.scoreKeeper = StoredScores(system: system)
        viewModel.ringsBell = bell
        var loop = GameLoop(terminal: terminal, viewModel: viewModel, clock: clock)
        switch loop.run() {
        case .quit:
            terminal.stop()
            return ExitCode.success
        case .signal(let signalNumber):
            terminal.stopAndDie(by: signalNumber)
        }
    }
}

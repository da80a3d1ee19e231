import MemorizeSystem
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import TerminalBackend

/// Plays in the real terminal: the edge where ncurses, the system clock and the seeded generator are
/// made and handed to the `GameLoop`.
public enum GameApp {
    /// Plays `theme` first (the player can switch), dealing with a generator seeded by `seed`.
    ///
    /// - Returns: The process exit status; a signal ends the process by that signal instead.
    public static func run(themes: [Theme], theme: Theme, seed: UInt64, system: SystemAccess) -> Int32 {
        let terminal: Terminal
        do {
            terminal = try Terminal(noColor: system.isSet("NO_COLOR"))
        } catch {
            let type = error.terminalType.isEmpty ? "(unset)" : SafeText.quoted(error.terminalType)
            system.writeError("memorize: the terminal type \(type) \(error.problem)\n")
            return ExitCode.notATerminal
        }
        let clock = MonotonicClock()
        let viewModel = GameViewModel(themes: themes, theme: theme, generator: SplitMix64(seed: seed), clock: clock)
        var loop = GameLoop(terminal: terminal, viewModel: viewModel, clock: clock)
        switch loop.run() {
        case .quit:
            terminal.stop()
            return ExitCode.success
        case .signal(let signalNumber):
            // Input that cannot be read ends the game like a hangup; say why instead of dying by it.
            if let failure = terminal.inputFailure {
                terminal.stop()
                system.writeError("memorize: cannot read the terminal (standard input): \(failure)\n")
                return ExitCode.ioError
            }
            terminal.stopAndDie(by: signalNumber)
        }
    }
}

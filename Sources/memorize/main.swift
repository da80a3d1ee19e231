import Glibc
import MemorizeApp
import MemorizeCommandLine
import MemorizeSystem
import MemorizeText

// Everything about the command line is decided in MemorizeCommandLine, where it can be tested;
// this file only connects it to the process and to the game loop.
//
// Not top-level code: that runs on the main actor, and checking that costs the concurrency runtime
// and libdispatch at start-up, which a single-threaded game never uses otherwise.
nonisolated func main() -> Never {
    // Before anything opens a descriptor: a socket must never become a closed standard output.
    StandardDescriptors.ensureOpen()
    // The arguments as bytes: `CommandLine.arguments` repairs bytes that are not UTF-8, and a path
    // repaired so names a file that does not exist. `RawText` keeps them for the system calls.
    let arguments = (0..<Int(CommandLine.argc)).map { index in
        CommandLine.unsafeArgv[index].map {
            RawText.decoding(UnsafeBufferPointer(start: $0, count: strlen($0)).map { UInt8(bitPattern: $0) })
        } ?? ""
    }
    switch CommandLineTool.launch(arguments: arguments, system: .live) {
    case .exit(let status):
        exit(status)
    case .lobby(let request):
        exit(
            LobbySession.run(
                socketPath: request.socketPath, fingerprint: request.fingerprint, themes: request.themes,
                setup: request.setup,
                system: .live))
    case .serve(let request):
        let daily: @Sendable (CalendarDate) -> LobbyHall.DailyDeal = { date in
            let deal = CommandLineTool.daily(of: date)
            return LobbyHall.DailyDeal(theme: deal.theme, seed: deal.seed, date: date.description, number: deal.number)
        }
        exit(
            GameApp.serve(
                GameApp.ServeSetup(
                    socketPath: request.socketPath, statePath: request.statePath, themes: request.themes,
                    daily: daily),
                system: .live))
    case .play(let request):
        // The new-game screen's game is dealt as its command line would be, by the command line's code.
        let newDeal: GameApp.NewDeal = { choices, current in
            switch CommandLineTool.newGame(choices, current: current, system: .live) {
            case .success(let next): .deal(GameApp.Deal(themes: next.themes, firstTheme: next.theme, setup: next.setup))
            case .failure(let error): .refused(error.reason)
            }
        }
        exit(
            GameApp.run(
                themes: request.themes, firstTheme: request.theme, setup: request.setup, system: .live,
                newDeal: newDeal))
    }
}

main()

import MemorizeKeys
import MemorizeLobby
import MemorizeLocalization
import MemorizeRenderer
import MemorizeSetup
import MemorizeSystem
import MemorizeText
import MemorizeViewModel
import ScreenKit
import TerminalBackend

/// The lobby of a grid session (`memorize --lobby` without plain mode): `LobbyScreen` drawn by
/// `LobbyRenderer` on the terminal, keys and clicks through `LobbyGridInput`, the server's news on the
/// same wait. Its terminal is closed while a table's game runs (`GameApp.run` opens its own) and
/// opened again when the player comes back.
final class LobbyGridHall {
    private let link: LobbyDoorLink
    private let themes: [String]
    private let setup: GameSetup
    private let system: SystemAccess
    /// The lobby once the server has sent it; nil before its first snapshot.
    private var screen: LobbyScreen?
    /// The name prompt while the server asks for a name.
    private var naming: LobbyNameEntry?
    private var arrival = LobbyTableArrival()
    /// A line of the server's that came with no screen to show it on yet.
    private var waitingNotice: String?

    init(link: LobbyDoorLink, themes: [String], setup: GameSetup, system: SystemAccess) {
        self.link = link
        self.themes = themes
        self.setup = setup
        self.system = system
    }

    /// Why one stretch on the terminal ended.
    private enum Stretch {
        case exit(Int32)
        case table
    }

    func run() -> Int32 {
        while true {
            let terminal: Terminal
            do {
                terminal = try Terminal(
                    noColor: system.isSet("NO_COLOR"), showsCursor: setup.showsCursor,
                    narrowGlyphs: setup.narrowGlyphs, system: system)
            } catch {
                system.writeError("memorize: \(error.message(.lobby))\n")
                return ExitStatus.notATerminal.rawValue
            }
            switch stretch(on: terminal) {
            case .exit(let status):
                terminal.stop()
                return status
            case .table:
                terminal.stop()
                arrival.play(link: link, setup: setup, system: system)
                // The end of input is the SSH session gone (its channel closed): no goodbye.
                if LineReader(descriptor: 0).nextLine(timeout: .milliseconds(1)) == .ended {
                    link.drop()
                    return ExitStatus.success.rawValue
                }
                link.update { $0.leaveTable() }
            }
        }
    }

    /// The lobby on `terminal` until the session ends or a table's game is ready.
    private func stretch(on terminal: Terminal) -> Stretch {
        let wait = SourceWait(sources: terminal.sources + [link])
        var drawn: Frame?
        while true {
            let frame = self.frame(size: terminal.size, capabilities: terminal.capabilities)
            if frame != drawn {
                terminal.draw(frame)
                drawn = frame
            }
            for message in wait.wait(timeout: nil) {
                switch message {
                case .signal(let signalNumber):
                    if let failure = terminal.inputFailure {
                        terminal.stop()
                        system.writeError("memorize: " + AppText.cannotReadTerminal.text("\(failure)") + "\n")
                        return .exit(ExitStatus.ioError.rawValue)
                    }
                    link.drop()
                    terminal.stopAndDie(by: signalNumber)
                case .endOfInput: return .exit(ExitStatus.success.rawValue)
                case .input(.resize), .resumed: drawn = nil
                case .input(let event):
                    if let status = pressed(event, size: terminal.size) { return .exit(status) }
                case .table: break
                }
            }
            for item in link.takeNews() {
                if let stretch = heard(item) { return stretch }
            }
        }
    }

    /// What the terminal shows now.
    private func frame(size: TerminalSize, capabilities: TerminalCapabilities) -> Frame {
        var capabilities = capabilities
        if setup.narrowGlyphs { capabilities.narrowGlyphs = true }
        if let naming { return LobbyRenderer.render(naming: naming, size: size, capabilities: capabilities) }
        if let screen { return LobbyRenderer.render(screen, size: size, capabilities: capabilities) }
        return LobbyRenderer.render(
            waiting: waitingNotice ?? LobbyText.connecting.text(), size: size, capabilities: capabilities)
    }

    /// A key or a click; the exit status when it ends the session.
    private func pressed(_ event: InputEvent, size: TerminalSize) -> Int32? {
        let request: LobbyRequest?
        if naming != nil {
            guard let intent = LobbyGridInput.namingIntent(for: event) else { return nil }
            request = naming?.send(intent)
        } else if let current = screen {
            guard let intent = LobbyGridInput.intent(for: event, on: current, size: size) else { return nil }
            request = screen?.send(intent)
        } else {
            // Before the lobby has come, only leaving means anything.
            request = KeyBindings.lobbyIntent(for: event, on: .lobby) == .quit ? .quit : nil
        }
        guard let request else { return nil }
        return LobbyTableArrival.ask(request, on: link) ? ExitStatus.success.rawValue : nil
    }

    /// The server's news; how the stretch ends, when it does.
    private func heard(_ item: LobbyNews) -> Stretch? {
        switch item {
        case .nameNeeded:
            // Asked again after a name was sent: the notice before it said why.
            naming = LobbyNameEntry(notice: naming?.notice)
        case .named:
            naming = nil
        case .lobby(let snapshot):
            if screen == nil {
                screen = LobbyScreen(listing: snapshot, themes: themes)
            } else {
                screen?.update(snapshot)
            }
        case .notice(let line): show(line)
        case .leftTable: break
        case .ended(let line):
            return .exit(ended(line))
        case .table(let event):
            if let line = arrival.take(event) { show(line) }
            if arrival.isReady {
                // Said while the table waited for its seats; not news once the player is back.
                screen?.notice = nil
                return .table
            }
        }
        return nil
    }

    private func show(_ line: String) {
        if naming != nil {
            naming?.notice = line
        } else if screen != nil {
            screen?.notice = line
        } else {
            waitingNotice = line
        }
    }

    private func ended(_ line: String) -> Int32 {
        system.writeError("memorize: \(SafeText.escaped(line))\n")
        return ExitStatus.tableFailed.rawValue
    }
}

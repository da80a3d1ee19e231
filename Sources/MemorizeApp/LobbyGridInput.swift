import MemorizeKeys
import MemorizeRenderer
import MemorizeViewModel
import ScreenKit

/// What the grid player means on the lobby's screens: keys through the lobby's key table, a click
/// through what the renderer drew on that row. A click on a table selects it; a click on the selected
/// table joins it.
enum LobbyGridInput {
    /// What `event` means on `screen` drawn at `size`; nil for what means nothing there.
    static func intent(for event: InputEvent, on screen: LobbyScreen, size: TerminalSize) -> LobbyIntent? {
        switch event {
        case .click(let row, _):
            guard let index = LobbyRenderer.tableIndex(atRow: row, in: screen, size: size) else { return nil }
            return index == screen.selected ? .join : .select(index)
        case .scrollUp: return screen.panel == .tables ? .move(.up) : nil
        case .scrollDown: return screen.panel == .tables ? .move(.down) : nil
        default:
            if case .form = screen.panel { return KeyBindings.lobbyIntent(for: event, on: .lobbyForm) }
            return KeyBindings.lobbyIntent(for: event, on: .lobby)
        }
    }

    /// What `event` means on the name prompt.
    static func namingIntent(for event: InputEvent) -> LobbyIntent? {
        KeyBindings.lobbyIntent(for: event, on: .lobbyName)
    }
}

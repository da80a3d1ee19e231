import MemorizeKeys
import MemorizeViewModel
import ScreenKit

/// What the grid player means by a key or a click: the key table (`KeyBindings`) read on the screen
/// showing, and what the last frame drew under the pointer. The grid presenter sends what these
/// give; nothing else turns keys into intents.
package enum GridInput {
    /// What a key means on the screen of `mode`: its binding's intent there, or `.goOn` for a key
    /// bound to nothing (which still ends a wait). While a notice shows (`noticeShows`), Esc only
    /// dismisses it, on every screen, as the notice itself says. Nil for what is not a key: a click,
    /// a resize.
    package static func intent(forKey event: InputEvent, in mode: ScreenMode, noticeShows: Bool) -> Intent? {
        switch event {
        case .click, .resize: return nil
        case .escape where noticeShows: return .dismissNotice
        default: break
        }
        let action = KeyBindings.action(for: event, on: KeyScreen(mode))
        // The table folds letters to lowercase; a name is typed as it was.
        if case .typeNewGame? = action, case .character(let typed) = event { return .newGameScreen(.type(typed)) }
        return action.map(intent(for:)) ?? .goOn
    }

    /// What a click on `target` means.
    package static func intent(for target: ClickTarget) -> Intent {
        switch target {
        case .card(let index): .choose(card: index)
        case .theme(let index): .pickTheme(index)
        case .newGameRow(let index): .newGameScreen(.pickRow(index))
        case .action(let action): intent(for: action)
        }
    }

    /// The intent of a key table command.
    package static func intent(for action: KeyAction) -> Intent {
        switch action {
        case .moveCursor(let direction): .moveCursor(direction)
        case .chooseCard: .chooseCardUnderCursor
        case .newGame: .newGame
        case .replay: .replay
        case .showThemePicker: .showThemes
        case .moveThemeSelection(let direction): .moveThemeSelection(direction)
        case .pageThemeSelection(let direction): .pageThemeSelection(direction)
        case .jumpThemeSelectionToEnd(let direction): .jumpThemeSelectionToEnd(direction)
        case .jumpToTheme(let character): .jumpToTheme(startingWith: character)
        case .pickSelectedTheme: .pickSelectedTheme
        case .closeThemePicker: .closeThemes
        case .toggleSummary: .toggleSummary
        case .copyShare: .copyShare
        case .toggleHelp: .toggleHelp
        case .pause: .pause
        case .resume: .resume
        case .confirm: .answer(yes: true)
        case .cancel: .answer(yes: false)
        case .quit(let alwaysAsk): .quit(alwaysAsk: alwaysAsk)
        case .showNewGame: .newGameScreen(.open)
        case .moveNewGameRow(let direction): .newGameScreen(.move(direction))
        case .stepNewGameChoice(let direction): .newGameScreen(.step(direction))
        case .typeNewGame(let character): .newGameScreen(.type(character))
        case .deleteNewGame: .newGameScreen(.deleteBackward)
        case .startNewGame: .newGameScreen(.start)
        case .closeNewGame: .newGameScreen(.close)
        }
    }
}

import MemorizeKeys
import MemorizeViewModel
import ScreenKit

/// What the grid player means by a key or a click: the key table (`KeyBindings`) read on the screen
/// showing, and what the last frame drew under the pointer. The grid presenter sends what these
/// give; nothing else turns keys into intents. It sits beside the presenter, not in the renderer:
/// drawing a frame needs no key.
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
        let intent = KeyBindings.intent(for: event, on: KeyScreen(mode))
        // The table folds letters to lowercase; a name is typed as it was.
        if case .newGameScreen(.type)? = intent, case .character(let typed) = event {
            return .newGameScreen(.type(typed))
        }
        return intent ?? .goOn
    }

    /// What a click on `target` means.
    package static func intent(for target: ClickTarget) -> Intent {
        switch target {
        case .card(let index): .choose(card: index)
        case .theme(let index): .pickTheme(index)
        case .newGameRow(let index): .newGameScreen(.pickRow(index))
        case .action(let intent): intent
        }
    }
}

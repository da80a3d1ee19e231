import MemorizeKeys
import MemorizeSetup

/// The new-game screen: every choice of the next game on one screen, which deals it as the command
/// line it shows would. The view model only keeps the choices; dealing them is the run's
/// (`requestedNewGame`), through the command line's parser, so the screen cannot deal a game its
/// command line would not.
extension GameViewModel {
    /// Why the new-game screen cannot open here, when it cannot.
    var whyNoNewGameScreen: String? {
        if settings.table != nil { return ScreenText.noNewGameAtTable.text() }
        return newGameChoices == nil ? ScreenText.noNewGameHere.text() : nil
    }

    func perform(_ intent: NewGameIntent) {
        if intent == .open {
            guard screenState.fits else { return }
            if let reason = whyNoNewGameScreen {
                screenState.message = ChoiceMessage(text: reason, asciiText: reason)
                return
            }
            guard let choices = newGameChoices else { return }
            screenState.overlay = .newGame(NewGameForm(choices: choices, themes: themeOptions))
            return
        }
        guard screenState.fits, case .newGame(var form)? = screenState.overlay else { return }
        switch intent {
        case .open: return
        case .move(let direction):
            form.move(by: direction == .up ? -1 : 1)
        case .step(let direction):
            form.step(forward: direction != .left)
        case .type(let character):
            form.type(character)
        case .deleteBackward:
            form.deleteBackward()
        case .pickRow(let index):
            if index == form.selectedIndex, form.row == .start { return startChosenGame(form) }
            if index == form.selectedIndex { form.step(forward: true) } else { form.select(index: index) }
        case .answer(let text):
            guard form.answer(text) else {
                form.problem = ScreenText.notAChoice.text(text)
                break
            }
            if form.row == .start || form.selectedIndex == form.rows.count - 2 {
                return startChosenGame(form)
            }
            form.move(by: 1)
        case .start:
            return startChosenGame(form)
        case .close:
            newGameChoices = form.choices
            screenState.overlay = nil
            return
        }
        newGameChoices = form.choices
        screenState.overlay = .newGame(form)
    }

    /// Deals the form's game, asking first during a game.
    private func startChosenGame(_ form: NewGameForm) {
        newGameChoices = form.choices
        screenState.dealtNewGameForm = form
        screenState.overlay = .newGame(form)
        guard !askFirst(.dealChosen) else { return }
        requestChosenGame()
    }

    /// Asks the run for the chosen game: the loop ends, and the run deals it from its command line.
    func requestChosenGame() {
        guard let choices = newGameChoices else { return }
        screenState.overlay = nil
        requestedNewGame = choices
        isQuitRequested = true
    }

    /// The run could not deal the chosen game (the command line refused it, saying why): the screen
    /// opens again with the reason, and the game under way goes on.
    package func refuseNewGame(because reason: String) {
        requestedNewGame = nil
        isQuitRequested = false
        guard let choices = newGameChoices else { return }
        var form = screenState.dealtNewGameForm ?? NewGameForm(choices: choices, themes: themeOptions)
        form.problem = reason
        screenState.overlay = .newGame(form)
    }

    /// The themes the screen offers: those of the picker, with the most pairs each can deal.
    var themeOptions: [NewGameForm.ThemeOption] {
        variants.compactMap { variant in
            var base = variant
            while let wrapper = base as? any WrappingVariant { base = wrapper.base }
            guard let theme = (base as? ThemeVariant)?.theme else { return nil }
            return NewGameForm.ThemeOption(name: theme.name, shownName: theme.shownName, most: theme.emojis.count)
        }
    }
}

/// A variant that plays another one its own way (timed, recorded): the new-game screen looks through
/// it for the theme.
package protocol WrappingVariant: GameVariant {
    /// The variant it wraps.
    var base: any GameVariant { get }
}

extension WrappingVariant {
    /// The wrapped variant's name in the run's language.
    package var shownName: String { base.shownName }
}

extension TimedVariant: WrappingVariant {}

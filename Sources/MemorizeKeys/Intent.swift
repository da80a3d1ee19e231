/// What the player meant, whatever they pressed, clicked or typed to say it: the presenters turn
/// their input into these (the grid through the key table, plain mode from its own words), so the
/// view model never sees a key.
///
/// It lives here, beside the key table, rather than in the view model: the table maps each key
/// straight to one of these, and the key table sits below the view model (the help and the docs
/// read it too), so this is the lowest module both see. What an intent does is the view model's.
package enum Intent: Hashable, Sendable {
    /// Move the board cursor.
    case moveCursor(CursorDirection)
    /// Choose the card under the cursor.
    case chooseCardUnderCursor
    /// Choose the card at this index (it gets the cursor).
    case choose(card: Int)
    /// Deal a new game of a random theme of the same game (asking first during a game).
    case newGame
    /// Deal the same theme again, from a finished game.
    case replay
    /// Open the theme picker.
    case showThemes
    /// Move the picker's highlighted row.
    case moveThemeSelection(CursorDirection)
    /// Move the picker's highlighted row a page up or down.
    case pageThemeSelection(CursorDirection)
    /// Highlight the first or the last theme (`.up` or `.down`).
    case jumpThemeSelectionToEnd(CursorDirection)
    /// Highlight the next theme whose name starts with this character.
    case jumpToTheme(startingWith: Character)
    /// Play the highlighted theme (asking first during a game).
    case pickSelectedTheme
    /// Highlight the theme at this index and play it (asking first during a game).
    case pickTheme(Int)
    /// Close the theme picker without picking.
    case closeThemes
    /// Hide or show a finished game's summary, to look at the board.
    case toggleSummary
    /// Copy a finished daily's lines to share to the clipboard.
    case copyShare
    /// Show or hide the help.
    case toggleHelp
    /// Hide the board and stop the clock.
    case pause
    /// Show the board again after a pause.
    case resume
    /// Answer the question asked.
    case answer(yes: Bool)
    /// Leave, asking first during a game, or always (a lone Esc may be the start of a key a slow
    /// link split in two).
    case quit(alwaysAsk: Bool)
    /// Put the notice away: it stays until the player says so, since it may matter (scores not
    /// saved), and does nothing else.
    case dismissNotice
    /// Something done on the new-game screen, or opening it.
    case newGameScreen(NewGameIntent)
    /// Nothing but "go on": a key that means nothing where it was pressed still ends a wait (the
    /// hold on the last match, another seat's pause).
    case goOn
}

/// What the player meant on the new-game screen.
package enum NewGameIntent: Hashable, Sendable {
    /// Open the screen.
    case open
    /// Move to the row above or below.
    case move(CursorDirection)
    /// Step the current row's choice: right to the next value, left to the previous.
    case step(CursorDirection)
    /// Type a character into the current row (names, seed).
    case type(Character)
    /// Delete the last character of the current row.
    case deleteBackward
    /// Put the cursor on a shown row; on the row it is on already, step its choice (a click).
    case pickRow(Int)
    /// Answer the current row's question and go to the next row (plain mode); an empty answer keeps
    /// the choice. After the last question the game is dealt.
    case answer(String)
    /// Deal the chosen game (asking first during a game).
    case start
    /// Close the screen without dealing.
    case close
}

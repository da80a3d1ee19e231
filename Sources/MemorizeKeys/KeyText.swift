import MemorizeLocalization

/// The key table's words (docs/TRANSLATING.md): what each key does, as the help box and `--help` say
/// it; the word each hint line shows after its keys; and the key labels that are words rather than
/// keys (`any key`, `mouse click`). The keys themselves (`q`, `Enter`, `Esc`, `Space`, `PgUp PgDn`)
/// are what the player presses and stay as they are.
///
/// A hint is a word or two on a line that drops hints when short of room: a translation is no wider
/// in cells than the English where it can be (a CJK character takes two).
package enum KeyText: MessageCatalog {
    // What the keys do: the help box, `--help` and the man page (which stays English).
    case moveTheCursor, chooseTheCard, chooseACard, playThisThemeAgain, newGameRandomTheme, pickATheme
    case newGameWithOptions, pauseBoardHidden, hideOrShowSummary, copyShareLines, showOrHideHelp
    case quitAsksDuringGame, quit, moveTheSelection, pageUpOrDown, scrollTheList, firstOrLastTheme
    case playHighlightedTheme, closeThemeList, jumpToTheme, moveToRow, moveOrChange, changeTheChoice
    case goToRowOrChange, dealThisGame, closeWithoutDealing, deleteLastCharacter, typeNameOrSeed
    case closeTheHelp, yes, no, resume, quitAsksFirst
    case chooseATable, takeAFreeSeat, chooseATableByClick, watchTheTable, makeANewTable, playTodaysDaily
    case showOrHideTodaysBoard, showOrHideLobbyHelp, backFromBoardOrHelp, leaveTheLobby, moveToChoice
    case makeTheTable, backToTheTables, takeTheName, typeTheName
    // The hints' words.
    case hintMove, hintChoose, hintPick, hintPlayAgain, hintNewGame, hintNew, hintThemes, hintOptions, hintPause
    case hintView, hintHelp, hintSelect, hintPlay, hintClose, hintJump, hintRow, hintChange, hintDeal
    case hintDelete, hintType, hintJoin, hintWatch, hintDaily, hintBoard, hintChoice, hintMakeIt
    case hintBack, hintTakeIt, hintLeave
    // Key labels that are words.
    case arrowsLabel, upDownLabel, leftRightLabel, wheelLabel, mouseClickLabel, anyKeyLabel, anyOtherKeyLabel
    case aLetterLabel

    /// The message of a key label that is words (`any key`, `arrows`); nil for the keys themselves.
    init?(label: String) {
        let labels: [KeyText] = [
            .arrowsLabel, .upDownLabel, .leftRightLabel, .wheelLabel, .mouseClickLabel, .anyKeyLabel,
            .anyOtherKeyLabel, .aLetterLabel,
        ]
        guard let found = labels.first(where: { $0.english == label }) else { return nil }
        self = found
    }

    /// The English text alone: what a run in English shows, with nothing else of the message made.
    package var english: String {
        switch self {
        case .moveTheCursor: "move the cursor"
        case .chooseTheCard: "choose the card"
        case .chooseACard: "choose a card"
        case .playThisThemeAgain: "play this theme again"
        case .newGameRandomTheme: "new game, random theme"
        case .pickATheme: "pick a theme"
        case .newGameWithOptions: "new game with options"
        case .pauseBoardHidden: "pause, board hidden"
        case .hideOrShowSummary: "hide or show the summary, to view the board"
        case .copyShareLines: "copy a daily's lines to share to the clipboard"
        case .showOrHideHelp: "show or hide this help"
        case .quitAsksDuringGame: "quit (asks during a game)"
        case .quit: "quit"
        case .moveTheSelection: "move the selection"
        case .pageUpOrDown: "a page up or down"
        case .scrollTheList: "scroll the list"
        case .firstOrLastTheme: "the first or the last theme"
        case .playHighlightedTheme: "play the highlighted theme"
        case .closeThemeList: "close the theme list"
        case .jumpToTheme: "jump to the next theme with that letter"
        case .moveToRow: "move to the row above or below"
        case .moveOrChange: "move (j k) or change the choice (h l)"
        case .changeTheChoice: "change the choice"
        case .goToRowOrChange: "go to a row, or change its choice"
        case .dealThisGame: "deal this game (asks during a game)"
        case .closeWithoutDealing: "close without dealing"
        case .deleteLastCharacter: "delete the last character"
        case .typeNameOrSeed: "type a name or a seed"
        case .closeTheHelp: "close the help"
        case .yes: "yes"
        case .no: "no"
        case .resume: "resume"
        case .quitAsksFirst: "quit (asks first)"
        case .chooseATable: "choose a table"
        case .takeAFreeSeat: "take a free seat at the chosen table"
        case .chooseATableByClick: "choose a table; a second click on it joins it"
        case .watchTheTable: "watch the chosen table"
        case .makeANewTable: "make a new table"
        case .playTodaysDaily: "play today's daily (once a day)"
        case .showOrHideTodaysBoard: "show or hide today's board"
        case .showOrHideLobbyHelp: "show or hide the lobby's help"
        case .backFromBoardOrHelp: "back to the tables from the board or the help"
        case .leaveTheLobby: "leave the lobby"
        case .moveToChoice: "move to the choice above or below"
        case .makeTheTable: "make the table and sit at it"
        case .backToTheTables: "back to the tables"
        case .takeTheName: "take the name typed"
        case .typeTheName: "type the name the other players see"
        case .hintMove: "move"
        case .hintChoose: "choose"
        case .hintPick: "pick"
        case .hintPlayAgain: "play again"
        case .hintNewGame: "new game"
        case .hintNew: "new"
        case .hintThemes: "themes"
        case .hintOptions: "options"
        case .hintPause: "pause"
        case .hintView: "view"
        case .hintHelp: "help"
        case .hintSelect: "select"
        case .hintPlay: "play"
        case .hintClose: "close"
        case .hintJump: "jump"
        case .hintRow: "row"
        case .hintChange: "change"
        case .hintDeal: "deal"
        case .hintDelete: "delete"
        case .hintType: "type"
        case .hintJoin: "join"
        case .hintWatch: "watch"
        case .hintDaily: "daily"
        case .hintBoard: "board"
        case .hintChoice: "choice"
        case .hintMakeIt: "make it"
        case .hintBack: "back"
        case .hintTakeIt: "take it"
        case .hintLeave: "leave"
        case .arrowsLabel: "arrows"
        case .upDownLabel: "up/down"
        case .leftRightLabel: "left/right"
        case .wheelLabel: "wheel"
        case .mouseClickLabel: "mouse click"
        case .anyKeyLabel: "any key"
        case .anyOtherKeyLabel: "any other key"
        case .aLetterLabel: "a letter"
        }
    }

    package var message: Message {
        switch self {
        case .moveTheCursor: Message(english, comment: "What the arrow keys do, in the key help.")
        case .chooseTheCard: Message(english, comment: "Enter and Space: turn the card under the cursor.")
        case .chooseACard: Message(english, comment: "A mouse click on a card.")
        case .playThisThemeAgain: Message(english, comment: "Enter at the end of a game.")
        case .newGameRandomTheme: Message(english)
        case .pickATheme: Message(english, comment: "t opens the list of themes.")
        case .newGameWithOptions: Message(english, comment: "o opens the new-game box.")
        case .pauseBoardHidden: Message(english, comment: "p pauses the game and hides the cards.")
        case .hideOrShowSummary:
            Message(
                english,
                comment: "v at the end of a game: the summary box, which may cover the board.")
        case .copyShareLines:
            Message(
                english,
                comment: "c at the end of a daily: the lines a player pastes to show the result.")
        case .showOrHideHelp: Message(english, comment: "? shows the box of keys.")
        case .quitAsksDuringGame: Message(english)
        case .quit: Message(english, comment: "What q does; also the word on the hint line (q quit), 4 cells.")
        case .moveTheSelection: Message(english, comment: "In the list of themes.")
        case .pageUpOrDown: Message(english, comment: "PgUp and PgDn in the list of themes.")
        case .scrollTheList: Message(english, comment: "The mouse wheel in the list of themes.")
        case .firstOrLastTheme: Message(english, comment: "Home and End in the list of themes.")
        case .playHighlightedTheme: Message(english)
        case .closeThemeList: Message(english)
        case .jumpToTheme:
            Message(english, comment: "A letter in the list of themes.")
        case .moveToRow: Message(english, comment: "In the new-game box, a row per choice.")
        case .moveOrChange:
            Message(
                english, comment: "The keys j k l h, kept as they are, in brackets.")
        case .changeTheChoice: Message(english, comment: "Left and right on a row of choices.")
        case .goToRowOrChange: Message(english, comment: "Space or a click, new-game box.")
        case .dealThisGame: Message(english, comment: "Enter in the new-game box.")
        case .closeWithoutDealing: Message(english, comment: "Esc in the new-game box.")
        case .deleteLastCharacter: Message(english, comment: "Backspace on a row of text.")
        case .typeNameOrSeed: Message(english, comment: "Typing on the new-game box's rows of text.")
        case .closeTheHelp: Message(english, comment: "Any key, in the key help.")
        case .yes: Message(english, comment: "y answers a question; also the hint's word (y yes).")
        case .no: Message(english, comment: "Any other key answers no; also the hint's word.")
        case .resume: Message(english, comment: "Ends the pause; also the hint's word (p resume), 6 cells.")
        case .quitAsksFirst: Message(english, comment: "q while the game is paused.")
        case .chooseATable: Message(english, comment: "In the lobby: the tables players sit at.")
        case .takeAFreeSeat: Message(english)
        case .chooseATableByClick: Message(english)
        case .watchTheTable: Message(english)
        case .makeANewTable: Message(english)
        case .playTodaysDaily: Message(english, comment: "The daily: one deal a day.")
        case .showOrHideTodaysBoard:
            Message(english, comment: "The board of today's daily's results.")
        case .showOrHideLobbyHelp: Message(english)
        case .backFromBoardOrHelp: Message(english)
        case .leaveTheLobby: Message(english)
        case .moveToChoice: Message(english, comment: "The lobby's new-table form.")
        case .makeTheTable: Message(english)
        case .backToTheTables: Message(english)
        case .takeTheName: Message(english, comment: "Enter at the lobby's name prompt.")
        case .typeTheName: Message(english)
        case .hintMove: Message(english, comment: "Hint line, after the arrow keys: 4 cells.")
        case .hintChoose: Message(english, comment: "Hint line, after Enter: choose a card, or a table; 6 cells.")
        case .hintPick: Message(english, comment: "Hint line, a shorter word for choose (Enter pick): 4 cells.")
        case .hintPlayAgain: Message(english, comment: "Hint line at the end of a game: 10 cells.")
        case .hintNewGame: Message(english, comment: "Hint line: 8 cells.")
        case .hintNew: Message(english, comment: "Hint line, short for new game; in the lobby, a new table: 3 cells.")
        case .hintThemes: Message(english, comment: "Hint line: the list of themes; 6 cells.")
        case .hintOptions: Message(english, comment: "Hint line: the new game's options; 7 cells.")
        case .hintPause: Message(english, comment: "Hint line: 5 cells.")
        case .hintView: Message(english, comment: "Hint line at the end of a game: hide the summary to see the board.")
        case .hintHelp: Message(english, comment: "Hint line: 4 cells.")
        case .hintSelect: Message(english, comment: "Hint line in the list of themes, after the arrows.")
        case .hintPlay: Message(english, comment: "Hint line in the list of themes: play the theme chosen.")
        case .hintClose: Message(english, comment: "Hint line: close the box.")
        case .hintJump: Message(english, comment: "Hint line, after a-z: jump to a theme by its first letter.")
        case .hintRow: Message(english, comment: "Hint line in the new-game box: go to another row.")
        case .hintChange: Message(english, comment: "Hint line: change the choice on the row.")
        case .hintDeal: Message(english, comment: "Hint line in the new-game box: deal the game chosen.")
        case .hintDelete: Message(english, comment: "Hint line after Backspace.")
        case .hintType: Message(english, comment: "Hint line on a row of text: type a name or a seed.")
        case .hintJoin: Message(english, comment: "Lobby hint: sit at the table chosen.")
        case .hintWatch: Message(english, comment: "Lobby hint: watch the table chosen.")
        case .hintDaily: Message(english, comment: "Lobby hint: play today's daily.")
        case .hintBoard: Message(english, comment: "Lobby hint: today's board of results.")
        case .hintChoice: Message(english, comment: "Lobby hint: go to another choice of the new-table form.")
        case .hintMakeIt: Message(english, comment: "Lobby hint: make the new table.")
        case .hintBack: Message(english, comment: "Lobby hint: back to the tables.")
        case .hintTakeIt: Message(english, comment: "Lobby hint at the name prompt: take the name typed.")
        case .hintLeave: Message(english, comment: "Lobby hint: leave the lobby.")
        case .arrowsLabel:
            Message(english, comment: "The four arrow keys, named where the arrows cannot be drawn: a key label.")
        case .upDownLabel: Message(english, comment: "The up and down arrow keys: a key label.")
        case .leftRightLabel: Message(english, comment: "The left and right arrow keys: a key label.")
        case .wheelLabel: Message(english, comment: "The mouse wheel: a key label.")
        case .mouseClickLabel: Message(english, comment: "A key label.")
        case .anyKeyLabel: Message(english, comment: "A key label.")
        case .anyOtherKeyLabel: Message(english, comment: "A key label: any key but y answers no.")
        case .aLetterLabel: Message(english, comment: "A key label: any letter or digit.")
        }
    }
}

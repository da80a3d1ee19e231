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

    package var message: Message {
        switch self {
        case .moveTheCursor: Message("move the cursor", comment: "What the arrow keys do, in the key help.")
        case .chooseTheCard: Message("choose the card", comment: "Enter and Space: turn the card under the cursor.")
        case .chooseACard: Message("choose a card", comment: "A mouse click on a card.")
        case .playThisThemeAgain: Message("play this theme again", comment: "Enter at the end of a game.")
        case .newGameRandomTheme: Message("new game, random theme")
        case .pickATheme: Message("pick a theme", comment: "t opens the list of themes.")
        case .newGameWithOptions: Message("new game with options", comment: "o opens the new-game box.")
        case .pauseBoardHidden: Message("pause, board hidden", comment: "p pauses the game and hides the cards.")
        case .hideOrShowSummary:
            Message(
                "hide or show the summary, to view the board",
                comment: "v at the end of a game: the summary box, which may cover the board.")
        case .copyShareLines:
            Message(
                "copy a daily's lines to share to the clipboard",
                comment: "c at the end of a daily: the lines a player pastes to show the result.")
        case .showOrHideHelp: Message("show or hide this help", comment: "? shows the box of keys.")
        case .quitAsksDuringGame: Message("quit (asks during a game)")
        case .quit: Message("quit", comment: "What q does; also the word on the hint line (q quit), 4 cells.")
        case .moveTheSelection: Message("move the selection", comment: "In the list of themes.")
        case .pageUpOrDown: Message("a page up or down", comment: "PgUp and PgDn in the list of themes.")
        case .scrollTheList: Message("scroll the list", comment: "The mouse wheel in the list of themes.")
        case .firstOrLastTheme: Message("the first or the last theme", comment: "Home and End in the list of themes.")
        case .playHighlightedTheme: Message("play the highlighted theme")
        case .closeThemeList: Message("close the theme list")
        case .jumpToTheme:
            Message("jump to the next theme with that letter", comment: "A letter in the list of themes.")
        case .moveToRow: Message("move to the row above or below", comment: "In the new-game box, a row per choice.")
        case .moveOrChange:
            Message(
                "move (j k) or change the choice (h l)", comment: "The keys j k l h, kept as they are, in brackets.")
        case .changeTheChoice: Message("change the choice", comment: "Left and right on a row of choices.")
        case .goToRowOrChange: Message("go to a row, or change its choice", comment: "Space or a click, new-game box.")
        case .dealThisGame: Message("deal this game (asks during a game)", comment: "Enter in the new-game box.")
        case .closeWithoutDealing: Message("close without dealing", comment: "Esc in the new-game box.")
        case .deleteLastCharacter: Message("delete the last character", comment: "Backspace on a row of text.")
        case .typeNameOrSeed: Message("type a name or a seed", comment: "Typing on the new-game box's rows of text.")
        case .closeTheHelp: Message("close the help", comment: "Any key, in the key help.")
        case .yes: Message("yes", comment: "y answers a question; also the hint's word (y yes).")
        case .no: Message("no", comment: "Any other key answers no; also the hint's word.")
        case .resume: Message("resume", comment: "Ends the pause; also the hint's word (p resume), 6 cells.")
        case .quitAsksFirst: Message("quit (asks first)", comment: "q while the game is paused.")
        case .chooseATable: Message("choose a table", comment: "In the lobby: the tables players sit at.")
        case .takeAFreeSeat: Message("take a free seat at the chosen table")
        case .chooseATableByClick: Message("choose a table; a second click on it joins it")
        case .watchTheTable: Message("watch the chosen table")
        case .makeANewTable: Message("make a new table")
        case .playTodaysDaily: Message("play today's daily (once a day)", comment: "The daily: one deal a day.")
        case .showOrHideTodaysBoard:
            Message("show or hide today's board", comment: "The board of today's daily's results.")
        case .showOrHideLobbyHelp: Message("show or hide the lobby's help")
        case .backFromBoardOrHelp: Message("back to the tables from the board or the help")
        case .leaveTheLobby: Message("leave the lobby")
        case .moveToChoice: Message("move to the choice above or below", comment: "The lobby's new-table form.")
        case .makeTheTable: Message("make the table and sit at it")
        case .backToTheTables: Message("back to the tables")
        case .takeTheName: Message("take the name typed", comment: "Enter at the lobby's name prompt.")
        case .typeTheName: Message("type the name the other players see")
        case .hintMove: Message("move", comment: "Hint line, after the arrow keys: 4 cells.")
        case .hintChoose: Message("choose", comment: "Hint line, after Enter: choose a card, or a table; 6 cells.")
        case .hintPick: Message("pick", comment: "Hint line, a shorter word for choose (Enter pick): 4 cells.")
        case .hintPlayAgain: Message("play again", comment: "Hint line at the end of a game: 10 cells.")
        case .hintNewGame: Message("new game", comment: "Hint line: 8 cells.")
        case .hintNew: Message("new", comment: "Hint line, short for new game; in the lobby, a new table: 3 cells.")
        case .hintThemes: Message("themes", comment: "Hint line: the list of themes; 6 cells.")
        case .hintOptions: Message("options", comment: "Hint line: the new game's options; 7 cells.")
        case .hintPause: Message("pause", comment: "Hint line: 5 cells.")
        case .hintView: Message("view", comment: "Hint line at the end of a game: hide the summary to see the board.")
        case .hintHelp: Message("help", comment: "Hint line: 4 cells.")
        case .hintSelect: Message("select", comment: "Hint line in the list of themes, after the arrows.")
        case .hintPlay: Message("play", comment: "Hint line in the list of themes: play the theme chosen.")
        case .hintClose: Message("close", comment: "Hint line: close the box.")
        case .hintJump: Message("jump", comment: "Hint line, after a-z: jump to a theme by its first letter.")
        case .hintRow: Message("row", comment: "Hint line in the new-game box: go to another row.")
        case .hintChange: Message("change", comment: "Hint line: change the choice on the row.")
        case .hintDeal: Message("deal", comment: "Hint line in the new-game box: deal the game chosen.")
        case .hintDelete: Message("delete", comment: "Hint line after Backspace.")
        case .hintType: Message("type", comment: "Hint line on a row of text: type a name or a seed.")
        case .hintJoin: Message("join", comment: "Lobby hint: sit at the table chosen.")
        case .hintWatch: Message("watch", comment: "Lobby hint: watch the table chosen.")
        case .hintDaily: Message("daily", comment: "Lobby hint: play today's daily.")
        case .hintBoard: Message("board", comment: "Lobby hint: today's board of results.")
        case .hintChoice: Message("choice", comment: "Lobby hint: go to another choice of the new-table form.")
        case .hintMakeIt: Message("make it", comment: "Lobby hint: make the new table.")
        case .hintBack: Message("back", comment: "Lobby hint: back to the tables.")
        case .hintTakeIt: Message("take it", comment: "Lobby hint at the name prompt: take the name typed.")
        case .hintLeave: Message("leave", comment: "Lobby hint: leave the lobby.")
        case .arrowsLabel:
            Message("arrows", comment: "The four arrow keys, named where the arrows cannot be drawn: a key label.")
        case .upDownLabel: Message("up/down", comment: "The up and down arrow keys: a key label.")
        case .leftRightLabel: Message("left/right", comment: "The left and right arrow keys: a key label.")
        case .wheelLabel: Message("wheel", comment: "The mouse wheel: a key label.")
        case .mouseClickLabel: Message("mouse click", comment: "A key label.")
        case .anyKeyLabel: Message("any key", comment: "A key label.")
        case .anyOtherKeyLabel: Message("any other key", comment: "A key label: any key but y answers no.")
        case .aLetterLabel: Message("a letter", comment: "A key label: any letter or digit.")
        }
    }
}

import MemorizeLocalization

/// The new-game screen (`NewGameForm`), as messages (docs/TRANSLATING.md): each row's label and value
/// as the grid draws them (a label column and a value column of a box at least 40 cells wide: keep them
/// short), and the question plain mode asks for the row. The words a player types in answer (`pairs`,
/// `matchismo`, `yes`, `no`, `random`, `own`, `computer`, `easy`, `normal`, `hard`, `expert`, `you`, a
/// dash) stay as they are in every language.
package enum NewGameText: MessageCatalog {
    case game, daily, theme, cards, pairs, timed, players, names, yourName, first, seed
    case matchismo, pairsGame, todaysDeal, yes, no, random, themesOwn, computerLevel, alone, defaultNames
    case theComputer, you, dealThisGame
    case gameQuestion, dailyQuestion, themeQuestion, cardsQuestion, pairsQuestion, timedQuestion
    case playersQuestion, namesQuestion, yourNameQuestion, firstQuestion, seedQuestion

    package var message: Message {
        switch self {
        case .game: Message("Game", comment: "A label of the new-game screen: pairs or Matchismo.")
        case .daily: Message("Daily", comment: "A label of the new-game screen: today's daily deal or not.")
        case .theme: Message("Theme", comment: "A label of the new-game screen.")
        case .cards: Message("Cards", comment: "A label of the new-game screen: how many cards Matchismo deals.")
        case .pairs: Message("Pairs", comment: "A label of the new-game screen: how many pairs.")
        case .timed: Message("Timed", comment: "A label of the new-game screen: timed bonus scoring or not.")
        case .players: Message("Players", comment: "A label of the new-game screen.")
        case .names: Message("Names", comment: "A label of the new-game screen: the players' names.")
        case .yourName: Message("Your name", comment: "A label of the new-game screen, against the computer.")
        case .first: Message("First", comment: "A label of the new-game screen: who turns the first card.")
        case .seed: Message("Seed", comment: "A label of the new-game screen: the number that deals the board.")
        case .matchismo: Message("Matchismo", comment: "A value of the new-game screen: the card game's name.")
        case .pairsGame: Message("Pairs", comment: "A value of the new-game screen: the pairs game.")
        case .todaysDeal: Message("today's deal", comment: "A value of the new-game screen's Daily row.")
        case .yes: Message("yes", comment: "A value of the new-game screen.")
        case .no: Message("no", comment: "A value of the new-game screen.")
        case .random: Message("random", comment: "A value of the new-game screen: a random theme or seed.")
        case .themesOwn:
            Message("the theme's own", comment: "A value of the new-game screen: as many pairs as the theme deals.")
        case .computerLevel:
            Message("computer, %1$s", comment: "A value of the new-game screen. %1$s: the level (hard), as typed.")
        case .alone: Message("1 (alone)", comment: "A value of the new-game screen: one player.")
        case .defaultNames: Message("(default)", comment: "A value of the new-game screen: the names not given.")
        case .theComputer: Message("the computer", comment: "A value of the new-game screen's First row.")
        case .you: Message("you", comment: "A value of the new-game screen's First row.")
        case .dealThisGame: Message("Deal this game", comment: "The new-game screen's last row, which deals.")
        case .gameQuestion:
            Message(
                "Game: pairs or matchismo? Enter keeps %1$s.",
                comment: "Plain mode asks. pairs and matchismo are typed as they are. %1$s: pairs or matchismo.")
        case .dailyQuestion:
            Message(
                "Today's daily deal, yes or no? Enter keeps %1$s.",
                comment: "Plain mode asks. yes and no are typed as they are. %1$s: yes or no, as typed.")
        case .themeQuestion:
            Message(
                "Theme: a name, a number from 1 to %1$s, or random? Enter keeps %2$s.",
                comment: "Plain mode asks; random is typed. %1$s: how many themes; %2$s: the theme now, or random.")
        case .cardsQuestion:
            Message("Cards, from 2 to 52? Enter keeps %1$s.", comment: "Plain mode asks. %1$s: the cards now.")
        case .pairsQuestion:
            Message(
                "Pairs, from 2 to %1$s, or own for the theme's? Enter keeps %2$s.",
                comment: "Plain mode asks; own is typed. %1$s: the most pairs; %2$s: the pairs now.")
        case .timedQuestion:
            Message(
                "Timed bonus scoring, yes or no? Enter keeps %1$s.",
                comment: "Plain mode asks. yes and no are typed. %1$s: yes or no.")
        case .playersQuestion:
            Message(
                "Players: 1 to 4 here, or computer, or computer easy, normal, hard or expert? Enter keeps %1$s.",
                comment: "Plain mode asks; computer and its levels are typed as they are. %1$s: the players now.")
        case .namesQuestion:
            Message(
                "Names, separated by commas? A dash for the default. Enter keeps %1$s.",
                comment: "Plain mode asks. %1$s: the names now.")
        case .yourNameQuestion:
            Message(
                "Your name? A dash for the default. Enter keeps %1$s.",
                comment: "Plain mode asks, against the computer. %1$s: the name now.")
        case .firstQuestion:
            Message(
                "Who turns first, you or computer? Enter keeps %1$s.",
                comment: "Plain mode asks; you and computer are typed. %1$s: the computer, or you.")
        case .seedQuestion:
            Message(
                "Seed: a number, or random? Enter keeps %1$s.",
                comment: "Plain mode asks; random is typed. %1$s: the seed now, or random.")
        }
    }
}

import MemorizeText
import MemorizeViewModel

/// The line that says what the last choice did, fitted to the columns it has.
enum MessageLine {
    /// `message` in at most `columns` columns. A line that ends in whose turn it is (`No match · Ann's
    /// turn`) keeps that end whole: the name is shortened first, as the status line shortens it (so
    /// seats stay told apart), then the result before it is cut; any other line is cut at its end.
    static func fitted(
        _ message: ChoiceMessage, players: [PlayerStanding], toColumns columns: Int, context: RenderContext
    ) -> String {
        let unicode = context.capabilities.unicode
        let ellipsis = context.glyphs.ellipsis
        let text = message.text(unicode: unicode)
        guard TextWidth.columns(of: text) > columns, let seat = message.turnSeat, players.indices.contains(seat),
            text.hasSuffix(players[seat].name + verb)
        else { return TextFitting.truncated(text, toColumns: columns, ellipsis: ellipsis) }
        let names = players.map(\.name)
        let before = String(text.dropLast(names[seat].count + verb.count))
        let shortest = min(SeatStandings.readableName, TextWidth.columns(of: names[seat]))
        for nameColumns in stride(from: TextWidth.columns(of: names[seat]) - 1, through: shortest, by: -1) {
            let line = before + SeatStandings.names(of: names, toColumns: nameColumns, unicode: unicode)[seat] + verb
            if TextWidth.columns(of: line) <= columns { return line }
        }
        let turn = SeatStandings.names(of: names, toColumns: shortest, unicode: unicode)[seat] + verb
        let separator = unicode ? " · " : " - "
        let room = columns - TextWidth.columns(of: turn) - separator.count
        guard before.hasSuffix(separator), room > TextWidth.columns(of: ellipsis) else {
            return TextFitting.truncated(turn, toColumns: columns, ellipsis: ellipsis)
        }
        let result = TextFitting.truncated(
            String(before.dropLast(separator.count)), toColumns: room, ellipsis: ellipsis)
        return result + separator + turn
    }

    /// What follows the name at the end of a line that passed the turn (`'s turn`, ` 님 차례`); a language
    /// that puts it before the name (`轮到 Bob`) is cut at its end as any other line.
    private static var verb: String { ChoiceText.playersTurn.text("") }
}

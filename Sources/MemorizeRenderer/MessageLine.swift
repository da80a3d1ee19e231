import MemorizeText
import MemorizeViewModel

/// The line that says what the last choice did, fitted to the columns it has.
enum MessageLine {
    /// `message` in at most `columns` columns. A line that ends in whose turn it is (`No match · Ann's
    /// turn`) keeps that end whole: the name is shortened first, as the status line shortens it (so
    /// seats stay told apart), then the result before it is cut; any other line is cut at its end.
    ///
    /// The turn is what follows the line's last separator (` · `), in whatever words the language puts
    /// around the name (`Ann's turn`, `Ann 차례`, `轮到 Ann`).
    static func fitted(
        _ message: ChoiceMessage, players: [PlayerStanding], toColumns columns: Int, context: RenderContext
    ) -> String {
        let unicode = context.capabilities.unicode
        let ellipsis = context.glyphs.ellipsis
        let text = message.text(unicode: unicode)
        guard TextWidth.columns(of: text) > columns else { return text }
        let separator = unicode ? " · " : " - "
        let turnStart = text.lastRange(ofText: separator)
        let whole = turnStart.map { String(text[$0.upperBound...]) } ?? text
        guard let seat = message.turnSeat, players.indices.contains(seat),
            let nameRange = whole.lastRange(ofText: players[seat].name)
        else { return TextFitting.truncated(text, toColumns: columns, ellipsis: ellipsis) }
        let names = players.map(\.name)
        let result = turnStart.map { String(text[..<$0.lowerBound]) }
        let lead = String(whole[..<nameRange.lowerBound])
        let trail = String(whole[nameRange.upperBound...])
        let before = result.map { $0 + separator } ?? ""
        let shortest = min(SeatStandings.readableName, TextWidth.columns(of: names[seat]))
        for nameColumns in stride(from: TextWidth.columns(of: names[seat]) - 1, through: shortest, by: -1) {
            let name = SeatStandings.names(of: names, toColumns: nameColumns, unicode: unicode)[seat]
            let line = before + lead + name + trail
            if TextWidth.columns(of: line) <= columns { return line }
        }
        let turn = lead + SeatStandings.names(of: names, toColumns: shortest, unicode: unicode)[seat] + trail
        let room = columns - TextWidth.columns(of: turn) - separator.count
        guard let result, room > TextWidth.columns(of: ellipsis) else {
            return TextFitting.truncated(turn, toColumns: columns, ellipsis: ellipsis)
        }
        return TextFitting.truncated(result, toColumns: room, ellipsis: ellipsis) + separator + turn
    }
}

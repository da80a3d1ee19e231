import ScreenKit

/// The characters of one rectangular border.
struct BorderGlyphs: Sendable {
    var topLeft: Character
    var top: Character
    var topRight: Character
    var left: Character
    var right: Character
    var bottomLeft: Character
    var bottom: Character
    var bottomRight: Character

    /// A border drawn with one corner character, one horizontal and one vertical.
    init(corner: Character, horizontal: Character, vertical: Character) {
        self.init(
            topLeft: corner, top: horizontal, topRight: corner, left: vertical, right: vertical,
            bottomLeft: corner, bottom: horizontal, bottomRight: corner)
    }

    init(
        topLeft: Character, top: Character, topRight: Character, left: Character, right: Character,
        bottomLeft: Character, bottom: Character, bottomRight: Character
    ) {
        self.topLeft = topLeft
        self.top = top
        self.topRight = topRight
        self.left = left
        self.right = right
        self.bottomLeft = bottomLeft
        self.bottom = bottom
        self.bottomRight = bottomRight
    }
}

/// Every character the renderer draws that is not content, in a Unicode and an ASCII set.
///
/// A terminal whose locale is not UTF-8 cannot draw box-drawing characters, so each glyph has an ASCII
/// stand-in chosen so that the card states and the cursor still look different from each other.
struct Glyphs: Sendable {
    /// A card that is face down or face up.
    var card: BorderGlyphs
    /// Fills the top border of the card under the cursor, between the corners, in the cursor's style.
    var cursorBar: Character
    /// Replaces the left border of the card under the cursor on its face's row: the cursor in text,
    /// which a screen reader speaks (ASCII in both sets, as a reader says `>` and not every arrow).
    var cursorMark: Character
    /// The pair the last choice matched, until the next choice.
    var justMatchedCard: BorderGlyphs
    /// Drawn in the top border of a just-matched card, so a match shows without color too.
    var matchMarker: Character
    /// A matched, finished card.
    var matchedCard: BorderGlyphs
    /// Help, theme picker and summary boxes.
    var overlay: BorderGlyphs
    /// The pattern on a card's back.
    var cardBackPattern: Character
    /// Marks the selected theme in the picker.
    var selectionMarker: Character
    /// Shown in a box border when the list scrolls further up or down.
    var moreAbove: Character
    var moreBelow: Character
    /// Between the items of a hint line.
    var separator: String
    /// Ends text that was cut short.
    var ellipsis: String
    /// Between the two numbers of a size.
    var times: String

    static let unicode = Glyphs(
        card: BorderGlyphs(
            topLeft: "┌", top: "─", topRight: "┐", left: "│", right: "│", bottomLeft: "└", bottom: "─",
            bottomRight: "┘"),
        cursorBar: " ",
        cursorMark: ">",
        justMatchedCard: BorderGlyphs(
            topLeft: "╔", top: "═", topRight: "╗", left: "║", right: "║", bottomLeft: "╚", bottom: "═",
            bottomRight: "╝"),
        matchMarker: "✓",
        matchedCard: BorderGlyphs(
            topLeft: "┌", top: "┄", topRight: "┐", left: "┆", right: "┆", bottomLeft: "└", bottom: "┄",
            bottomRight: "┘"),
        overlay: BorderGlyphs(
            topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│", bottomLeft: "╰", bottom: "─",
            bottomRight: "╯"),
        cardBackPattern: "░", selectionMarker: "▶",
        moreAbove: "▲", moreBelow: "▼", separator: " · ", ellipsis: "…",
        times: "×")

    static let ascii = Glyphs(
        card: BorderGlyphs(corner: "+", horizontal: "-", vertical: "|"),
        cursorBar: " ",
        cursorMark: ">",
        justMatchedCard: BorderGlyphs(corner: "*", horizontal: "*", vertical: "*"),
        matchMarker: "!",
        matchedCard: BorderGlyphs(corner: ".", horizontal: ".", vertical: "."),
        overlay: BorderGlyphs(corner: "+", horizontal: "-", vertical: "|"),
        cardBackPattern: ":", selectionMarker: ">",
        moreAbove: "^", moreBelow: "v", separator: " | ", ellipsis: ".",
        times: "x")

    /// The set a terminal with `capabilities` can draw.
    static func forTerminal(_ capabilities: TerminalCapabilities) -> Glyphs {
        capabilities.unicode && !capabilities.narrowGlyphs ? .unicode : .ascii
    }
}

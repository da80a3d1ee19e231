import MemorizeKeys

/// What a mouse click landed on, as the screen drew it.
package enum ClickTarget: Hashable, Sendable {
    /// A card on the board, by its index.
    case card(Int)
    /// A row of the theme picker, by the index of its variant.
    case theme(Int)
    /// A row of the new-game screen, by its index among the shown rows.
    case newGameRow(Int)
    /// A key named in a box or on the hint line (the game-over box's "Enter play again", say):
    /// clicking it means the key's intent.
    case action(Intent)
}

/// A direction the player moves the cursor (or a list selection) in.
package enum CursorDirection: Hashable, Sendable, CaseIterable {
    case up, down, left, right
}

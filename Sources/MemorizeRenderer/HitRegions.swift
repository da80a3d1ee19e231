import MemorizeViewModel
import ScreenKit

/// Where the clickable things of a frame were drawn, collected while drawing it, so that a click is
/// mapped to exactly what the player saw under the pointer.
package final class HitRegions {
    /// A rectangle of cells and what it stands for.
    package struct Region: Equatable, Sendable {
        package var rows: Range<Int>
        package var columns: Range<Int>
        package var target: ClickTarget
    }

    /// The regions in drawing order; later ones are on top.
    package private(set) var regions: [Region] = []

    package init() {}

    /// What a click at a cell hits: the topmost region covering it.
    package func target(atRow row: Int, column: Int) -> ClickTarget? {
        regions.last { $0.rows.contains(row) && $0.columns.contains(column) }?.target
    }

    func add(rows: Range<Int>, columns: Range<Int>, target: ClickTarget) {
        regions.append(Region(rows: rows, columns: columns, target: target))
    }

    /// Forgets what lies under a box drawn over it, so a click on the box never reaches a card below.
    func cover(rows: Range<Int>, columns: Range<Int>) {
        regions.removeAll { $0.rows.overlaps(rows) && $0.columns.overlaps(columns) }
    }
}

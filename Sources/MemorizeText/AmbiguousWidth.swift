/// Characters whose East-Asian width is ambiguous: one cell in most terminals, two in a terminal set
/// to draw them wide (the usual setting for Chinese, Japanese and Korean), so a board drawn with them
/// falls apart there. The table is generated (`AmbiguousWidthTable.swift`).
package enum AmbiguousWidth {
    /// Whether `scalar` has East-Asian width A.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}

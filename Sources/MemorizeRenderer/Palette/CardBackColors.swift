import ScreenKit

/// The colors of a card back's pattern, column by column, for what the terminal can show.
///
/// One theme color paints every column. Two or more make a gradient across the card on terminals with
/// 256 colors or more; with 8 or 16 colors the first color stands for all; with no colors there is none,
/// and the pattern alone marks the card.
enum CardBackColors {
    /// The foreground color of each of `count` interior columns; `.default` means no color.
    static func columnColors(
        for themeColors: [TerminalColor], count: Int, capabilities: TerminalCapabilities
    ) -> [TerminalColor] {
        guard count > 0 else { return [] }
        guard capabilities.colorCount > 0, let first = themeColors.first else {
            return Array(repeating: .default, count: count)
        }
        guard capabilities.colorCount >= 256, themeColors.count > 1 else {
            return Array(repeating: first, count: count)
        }
        return (0..<count).map { column in
            gradientColor(themeColors, at: count == 1 ? 0 : Double(column) / Double(count - 1))
        }
    }

    /// The color `position` (0…1) of the way along a gradient through `stops`.
    ///
    /// The two ends are the theme's own colors; between them the mix is the nearest palette entry.
    static func gradientColor(_ stops: [TerminalColor], at position: Double) -> TerminalColor {
        guard let first = stops.first, let last = stops.last else { return .default }
        if position <= 0 { return first }
        if position >= 1 { return last }
        let scaled = position * Double(stops.count - 1)
        let segment = min(stops.count - 2, Int(scaled))
        let start = stops[segment]
        let end = stops[segment + 1]
        // The terminal's default color has no known value to mix with: keep the nearer end.
        guard let from = RGB(start), let to = RGB(end) else {
            return scaled - Double(segment) < 0.5 ? start : end
        }
        return from.mixed(with: to, fraction: scaled - Double(segment)).nearestPaletteColor
    }
}

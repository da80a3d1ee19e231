import ScreenKit

/// A color as red, green and blue levels (0–255), for mixing terminal colors.
struct RGB: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    /// The eight basic colors as xterm shows them.
    static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    ]

    /// The bright variants, palette entries 8–15.
    static let bright: [RGB] = [
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The six levels of each channel in the 6×6×6 color cube (palette entries 16–231).
    static let cubeLevels: [Double] = [0, 95, 135, 175, 215, 255]

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The color a terminal shows for `color`, or nil for the terminal's default.
    init?(_ color: TerminalColor) {
        switch color {
        case .default:
            return nil
        case .basic(let index):
            self = Self.basic[Int(index % 8)]
        case .palette(let index, _):
            self = Self.palette(Int(index))
        }
    }

    /// The color of a 256-color palette entry.
    static func palette(_ index: Int) -> RGB {
        switch index {
        case ..<8:
            return basic[max(0, index)]
        case 8..<16:
            return bright[index - 8]
        case 16..<232:
            let cube = index - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = Double(8 + 10 * (min(index, 255) - 232))
            return RGB(level, level, level)
        }
    }

    /// The point `fraction` of the way from `self` to `other`.
    func mixed(with other: RGB, fraction: Double) -> RGB {
        RGB(
            red + (other.red - red) * fraction, green + (other.green - green) * fraction,
            blue + (other.blue - blue) * fraction)
    }

    /// Squared distance, to find the nearest color.
    func distance(to other: RGB) -> Double {
        let red = self.red - other.red
        let green = self.green - other.green
        let blue = self.blue - other.blue
        return red * red + green * green + blue * blue
    }

    /// The nearest palette entry among the color cube and the gray ramp (16–255), which unlike entries
    /// 0–15 look the same on every terminal, with the nearest basic color as the 8-color fallback.
    var nearestPaletteColor: TerminalColor {
        func nearestLevel(_ value: Double) -> Int {
            Self.cubeLevels.indices.min { abs(Self.cubeLevels[$0] - value) < abs(Self.cubeLevels[$1] - value) } ?? 0
        }
        let cubeIndex = 16 + 36 * nearestLevel(red) + 6 * nearestLevel(green) + nearestLevel(blue)
        let average = (red + green + blue) / 3
        let grayIndex = 232 + min(23, max(0, Int(((average - 8) / 10).rounded())))
        let index =
            distance(to: Self.palette(grayIndex)) < distance(to: Self.palette(cubeIndex)) ? grayIndex : cubeIndex
        return .palette(UInt8(index), fallback: nearestBasicIndex)
    }

    /// The basic color (0–7) closest in hue: black when dark, white when grayish, otherwise the
    /// channels that are at least half as strong as the strongest.
    ///
    /// Plain nearest distance would turn a mid gray into yellow, as the basic colors are so sparse.
    var nearestBasicIndex: UInt8 {
        let strongest = max(red, green, blue)
        let weakest = min(red, green, blue)
        if strongest < 48 { return 0 }
        if strongest - weakest < strongest * 0.3 { return 7 }
        let half = strongest / 2
        return (red >= half ? 1 : 0) + (green >= half ? 2 : 0) + (blue >= half ? 4 : 0)
    }
}

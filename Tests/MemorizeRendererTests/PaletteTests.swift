import ScreenKit
import Testing

@testable import MemorizeRenderer

@Suite("Color mixing for card-back gradients")
struct PaletteTests {
    @Test("palette entries convert to the xterm colors")
    func paletteToRGB() {
        #expect(RGB.palette(196) == RGB(255, 0, 0))
        #expect(RGB.palette(21) == RGB(0, 0, 255))
        #expect(RGB.palette(208) == RGB(255, 135, 0))
        #expect(RGB.palette(232) == RGB(8, 8, 8))
        #expect(RGB.palette(255) == RGB(238, 238, 238))
        #expect(RGB.palette(9) == RGB(255, 0, 0))
        #expect(RGB(.basic(4)) == RGB(0, 0, 238))
        #expect(RGB(.default) == nil)
    }

    @Test("a color goes back to the nearest cube or gray entry, with the nearest basic color as fallback")
    func nearest() {
        #expect(RGB(255, 0, 0).nearestPaletteColor == .palette(196, fallback: 1))
        #expect(RGB(250, 140, 10).nearestPaletteColor == .palette(208, fallback: 3))
        #expect(RGB(128, 128, 128).nearestPaletteColor == .palette(244, fallback: 7))
        #expect(RGB(20, 20, 20).nearestPaletteColor == .palette(233, fallback: 0))
        #expect(RGB(128, 0, 128).nearestPaletteColor == .palette(90, fallback: 5))
        #expect(RGB(0, 135, 135).nearestPaletteColor == .palette(30, fallback: 6))
        #expect(RGB(0, 0, 130).nearestPaletteColor == .palette(18, fallback: 4))
    }

    @Test("a gradient keeps its ends and mixes between them")
    func gradient() {
        let stops: [TerminalColor] = [.palette(196, fallback: 1), .palette(21, fallback: 4)]
        #expect(CardBackColors.gradientColor(stops, at: 0) == stops[0])
        #expect(CardBackColors.gradientColor(stops, at: 1) == stops[1])
        // Halfway between (255, 0, 0) and (0, 0, 255) is (128, 0, 128): cube levels 2, 0, 2.
        #expect(CardBackColors.gradientColor(stops, at: 0.5) == .palette(90, fallback: 5))
        let three: [TerminalColor] = [.palette(196, fallback: 1), .palette(46, fallback: 2), .palette(21, fallback: 4)]
        #expect(CardBackColors.gradientColor(three, at: 0.5) == three[1])
    }

    @Test("column colors follow the terminal: gradient at 256, first color at 8, none at 0")
    func columnColors() {
        let stops: [TerminalColor] = [.red, .blue]
        let full = CardBackColors.columnColors(
            for: stops, count: 3, capabilities: TerminalCapabilities(unicode: true, colorCount: 256))
        // The basic colors are xterm's (205, 0, 0) and (0, 0, 238): halfway is near cube entry 54.
        #expect(full == [.red, .palette(54, fallback: 5), .blue])
        let eight = CardBackColors.columnColors(
            for: stops, count: 3, capabilities: TerminalCapabilities(unicode: true, colorCount: 8))
        #expect(eight == [.red, .red, .red])
        let none = CardBackColors.columnColors(
            for: stops, count: 3, capabilities: TerminalCapabilities(unicode: true, colorCount: 0))
        #expect(none == [.default, .default, .default])
        #expect(CardBackColors.columnColors(for: stops, count: 0, capabilities: .full).isEmpty)
        #expect(CardBackColors.columnColors(for: stops, count: 1, capabilities: .full) == [.red])
    }
}

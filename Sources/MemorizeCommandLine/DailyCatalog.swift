import MemorizeSystem
import MemorizeThemes

/// The themes the daily deal draws from: a catalog of its own, written out here and frozen, so that
/// adding, removing, reordering or editing a built-in theme never changes a past or future daily board.
///
/// Version 1, in force from 0.4.0: the built-in themes that had at least ten faces then, each with the
/// first ten, and every daily deals all ten pairs. Never edit this list; a new catalog would be a new
/// version with its own first day, and the days before it would keep this one (`DailyDealTests` pins
/// boards across several years).
enum DailyCatalog {
    /// The catalog's version, for the CHANGELOG and the tests.
    static let version = 1

    /// The catalog's first day, which is daily #1.
    static let firstDay = CalendarDate(year: 2026, month: 12, day: 2)!

    /// The number a daily is shared by (`Memorize #17`): #1 on `firstDay`, nil for a day before it.
    static func number(of date: CalendarDate) -> Int? {
        let number = date.dayNumber - firstDay.dayNumber + 1
        return number >= 1 ? number : nil
    }

    /// How many pairs every daily game of pairs deals.
    static let pairs = 10

    /// How many cards every Matchismo daily deals.
    static let matchismoCards = 20

    /// The themes, in the order the deal draws from.
    static let themes: [Theme] = [
        Theme(
            name: "Halloween", emojis: ["👻", "🎃", "🦇", "💀", "🍬", "🍫", "🧙", "🍭", "🌙", "🧛"], pairs: .fixed(pairs),
            color: .named("orange")),
        Theme(
            name: "Sports", emojis: ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱", "🏓", "🥊"], pairs: .fixed(pairs),
            color: .gradient("blue", "cyan")),
        Theme(
            name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯"], pairs: .fixed(pairs),
            color: .named("brown")),
        Theme(
            name: "Food", emojis: ["🍕", "🍔", "🌮", "🍣", "🍩", "🍪", "🧀", "🥐", "🍜", "🥨"], pairs: .fixed(pairs),
            color: .gradient("yellow", "red")),
        Theme(
            name: "Fruit", emojis: ["🍎", "🍌", "🍇", "🍉", "🍓", "🍒", "🍍", "🥝", "🍑", "🍋"], pairs: .fixed(pairs),
            color: .named("green")),
        Theme(
            name: "Ocean", emojis: ["🐙", "🦀", "🐠", "🐬", "🐳", "🦈", "🐚", "🦑", "🐡", "🦞"], pairs: .fixed(pairs),
            color: .named("blue")),
        Theme(
            name: "Faces", emojis: ["😀", "😂", "😍", "😎", "🤔", "😴", "🤯", "🥳", "😱", "🤠"], pairs: .fixed(pairs),
            color: .named("yellow")),
    ]
}

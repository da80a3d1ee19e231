import MemorizeSystem
import MemorizeThemes
import MemoryGame

/// The daily deal (SPEC §7.3): a theme and a seed from the date alone, so every player on every
/// machine, with every later build, gets the same board on the same day.
///
/// The theme comes from the frozen `DailyCatalog`, never from the built-in themes as they are now nor from
/// a player's own, and every draw goes through the project's own `SplitMix64` and `Shuffle`, which are
/// pinned by tests and never change. Every daily has the catalog's size: ten pairs, or twenty cards of
/// Matchismo.
enum DailyDeal {
    /// Mixed into the day number so that the daily seeds are not the small numbers of `--seed 1`,
    /// `--seed 2`… ("dailydea" in ASCII).
    static let salt: UInt64 = 0x6461_696C_7964_6561

    /// The theme and the seed of the first deal of `date`'s daily game.
    ///
    /// - Parameters:
    ///   - date: The day.
    ///   - themes: The themes to draw from; the daily catalog, always, outside tests.
    static func deal(for date: CalendarDate, themes: [Theme] = DailyCatalog.themes) -> (theme: Theme, seed: UInt64) {
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(date.dayNumber)) ^ salt)
        let theme = themes[Shuffle.number(below: themes.count, using: &generator)]
        return (theme, generator.next())
    }
}

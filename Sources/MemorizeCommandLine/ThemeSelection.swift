import MemorizeLocalization
import MemorizeThemes
import MemoryGame

/// Picks the theme of the first game.
enum ThemeSelection {
    /// The theme called `name`, ignoring case; failing an exact name, the one theme whose name starts
    /// with `name`. A name is the theme's own or its name in the run's language (`translations`), so
    /// `--theme 핼러윈` in Korean is `--theme Halloween`.
    ///
    /// An exact name wins over a prefix, so a theme called "Fruit" stays reachable next to "Fruits", and
    /// a theme's own name wins over a translation.
    /// - Throws: `.unknownTheme` listing every theme, or `.ambiguousTheme` listing the candidates.
    static func theme(named name: String, in loaded: LoadedThemes) throws(CommandLineError) -> Theme {
        let wanted = name.lowercased()
        if let exact = loaded.themes.first(where: { $0.name.lowercased() == wanted }) { return exact }
        let language = Translator.active.language
        if let exact = loaded.themes.first(where: { $0.name(in: language).lowercased() == wanted }) { return exact }
        let candidates = loaded.themes.filter {
            $0.name.lowercased().hasPrefix(wanted) || $0.name(in: language).lowercased().hasPrefix(wanted)
        }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw .unknownTheme(name, available: loaded.themes.map(\.name), source: loaded.source)
        default:
            throw .ambiguousTheme(name, candidates: candidates.map(\.name))
        }
    }

    /// A theme drawn from `themes` by a generator seeded with `seed`, so `--seed` replays the choice;
    /// `nil` only for an empty list, which `ThemeCatalog` never returns.
    static func randomTheme(from themes: [Theme], seed: UInt64) -> Theme? {
        var generator = SplitMix64(seed: seed)
        // Themes of different pairs teach, and a learner picks one by name: a random first game is
        // drawn among the themes of equal pairs, as before the others existed, so every seed draws
        // the theme it always drew. A file of nothing else draws among its own.
        let equalPairs = themes.filter { !$0.hasDifferentPairs }
        return Shuffle.element(of: equalPairs.isEmpty ? themes : equalPairs, using: &generator)
    }
}

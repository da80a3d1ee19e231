import MemoryGame

/// Runs an interactive game in the terminal until the player quits.
public enum GameApp {
    /// Plays `theme` first (the player can switch), dealing with a generator seeded by `seed`.
    ///
    /// - Returns: The process exit status.
    public static func run(themes: [Theme], theme: Theme, seed: UInt64) -> Int32 {
        0
    }
}

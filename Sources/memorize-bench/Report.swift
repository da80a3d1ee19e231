/// What was measured for one board size and one player.
struct ResultRow {
    let pairs: Int
    let player: Player
    /// Choices in the whole game.
    let choices: Int
    /// Median nanoseconds per choice of `MemoryGame` over the whole game.
    let modelNanoseconds: Double
    /// Median nanoseconds per choice of the baseline over its first `baselineChoices` choices.
    let baselineNanoseconds: Double
    let baselineChoices: Int

    var speedup: Double { baselineNanoseconds / max(modelNanoseconds, .leastNonzeroMagnitude) }
}

/// The Markdown tables and target lines printed by `memorize-bench`.
struct Report {
    let seed: UInt64
    let repetitions: Int
    let baselinePrefix: Int
    let rows: [ResultRow]
    let checksum: Int

    /// The most a choice may take on any board, called from another module as the app calls it.
    static let maximumNanoseconds = 100.0
    /// The least speedup over the baseline on the largest board.
    static let minimumSpeedup = 100.0

    /// Every line of the report, in order.
    var lines: [String] {
        var lines = [
            "### Model: time per choice",
            "",
            "Seed \(Format.hex(seed)) (SplitMix64), median of \(repetitions) samples, nanoseconds per choice. "
                + "Each player's choice sequence is recorded first and then replayed on freshly dealt games, "
                + "so neither the player's bookkeeping nor dealing is timed. The baseline (the CS193p algorithm: "
                + "linear search by id, a filter for the one face-up card, a reset of every card on each new pair) "
                + "replays the same sequences, but only their first \(Format.grouped(baselinePrefix)) choices "
                + "when a game is longer (marked \"prefix\"); its per-choice cost does not depend on how far "
                + "the game has gone. MemoryGame is called from another module, as the app calls it; its rules "
                + "are inlinable, so they are specialised for Int here as the baseline is. On the largest boards a "
                + "choice costs about one cache miss, so the target is a time per choice at every size, not a growth.",
            "",
            "| Pairs | Player | Choices | Memorize ns/choice | Baseline ns/choice | Baseline choices timed | Speedup |",
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            let timed =
                row.baselineChoices < row.choices
                ? "\(Format.grouped(row.baselineChoices)) (prefix)" : "\(Format.grouped(row.baselineChoices)) (all)"
            lines.append(
                "| \(Format.grouped(row.pairs)) | \(row.player.title) | \(Format.grouped(row.choices)) "
                    + "| \(Format.decimal(row.modelNanoseconds)) | \(Format.decimal(row.baselineNanoseconds)) "
                    + "| \(timed) | \(Format.ratio(row.speedup)) |")
        }
        lines += [
            "", targetTable(), "", "Checksum of all final scores: \(checksum) (consumed so no replay is elided).",
        ]
        return lines
    }

    private func targetTable() -> String {
        guard let largest = rows.map(\.pairs).max() else { return "" }
        var lines = [
            "| Player | Slowest ns/choice (any size) | Target ≤ \(Format.decimal(Report.maximumNanoseconds)) "
                + "| Speedup at \(Format.grouped(largest)) pairs | Target ≥ \(Format.ratio(Report.minimumSpeedup)) |",
            "| --- | ---: | --- | ---: | --- |",
        ]
        for player in Player.allCases {
            let played = rows.filter { $0.player == player }
            guard let slowest = played.map(\.modelNanoseconds).max(),
                let large = played.first(where: { $0.pairs == largest })
            else { continue }
            lines.append(
                "| \(player.title) | \(Format.decimal(slowest)) "
                    + "| \(Format.verdict(slowest <= Report.maximumNanoseconds)) "
                    + "| \(Format.ratio(large.speedup)) | \(Format.verdict(large.speedup >= Report.minimumSpeedup)) |"
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// Number formatting without Foundation.
enum Format {
    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Two decimals below 10, one below 1,000, none above; thousands grouped.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let decimals = value < 10 ? 2 : (value < 1_000 ? 1 : 0)
        var scale = 1
        for _ in 0..<decimals {
            scale *= 10
        }
        let scaled = Int((value * Double(scale)).rounded())
        let whole = grouped(scaled / scale)
        guard decimals > 0 else { return whole }
        let fraction = String(scaled % scale)
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A value with its sign, `+1.13` or `−0.02` (the true minus), to `decimals` places.
    static func signed(_ value: Double, decimals: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<decimals {
            scale *= 10
        }
        let rounded = (value * scale).rounded() / scale
        let magnitude = abs(rounded)
        let whole = Int(magnitude)
        var fraction = String(Int(((magnitude - Double(whole)) * scale).rounded()))
        fraction = String(repeating: "0", count: max(decimals - fraction.count, 0)) + fraction
        let digits = decimals > 0 ? "\(grouped(whole)).\(fraction)" : grouped(whole)
        return (rounded < 0 ? "−" : "+") + digits
    }

    /// A ratio such as `1.35×` or `2,410×`.
    static func ratio(_ value: Double) -> String {
        decimal(value) + "×"
    }

    /// `0x5EED`.
    static func hex(_ value: UInt64) -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }

    /// The word printed after a target.
    static func verdict(_ passed: Bool) -> String {
        passed ? "PASS" : "FAIL"
    }
}

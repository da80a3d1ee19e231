import MemorizeLocalization
import MemorizeText

/// How the screen writes numbers: one minus sign everywhere, the true minus `−` where Unicode can be
/// drawn and `-` elsewhere, so a score reads the same on the status line, in a message and in the
/// summary.
package enum NumberText {
    /// What a count counts, each with its plural message.
    package enum Noun: Sendable {
        case pair, point
        /// `pts`, where a line has little room.
        case pointShort
    }

    /// `12`, `−3`.
    package static func plain(_ value: Int, unicode: Bool) -> String {
        value < 0 ? (unicode ? "−" : "-") + String(value.magnitude) : String(value)
    }

    /// Points with their sign: `+2`, `−1`, `0`.
    package static func signed(_ value: Int, unicode: Bool) -> String {
        value > 0 ? "+\(value)" : plain(value, unicode: unicode)
    }

    /// A count and its noun in the player's language, singular for one: `1 pair`, `3 pairs`,
    /// `−1 point`, `0 pts` (`짝 3개`, `3 对`).
    package static func count(_ value: Int, _ noun: Noun, unicode: Bool = true) -> String {
        let count = Int(clamping: value.magnitude)
        let number = plain(value, unicode: unicode)
        return switch noun {
        case .pair: SpokenCountText.pairs.text(count: count, number)
        case .point: CountText.points.text(count: count, number)
        case .pointShort: CountText.pointsShort.text(count: count, number)
        }
    }
}

/// The counts the screen writes (`NumberText.count`), as messages (docs/TRANSLATING.md): beside names in
/// the status line and the summary, where there is little room.
package enum CountText: MessageCatalog {
    case points, pointsShort

    package var message: Message {
        switch self {
        case .points: Message("%1$s point", plural: "%1$s points", comment: "%1$s: a score, maybe below zero.")
        case .pointsShort:
            Message(
                "%1$s pt", plural: "%1$s pts",
                comment: "Points, abbreviated where a line has little room (the status line). %1$s: a score.")
        }
    }
}

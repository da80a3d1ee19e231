/// How the screen writes numbers: one minus sign everywhere, the true minus `−` where Unicode can be
/// drawn and `-` elsewhere, so a score reads the same on the status line, in a message and in the
/// summary.
package enum NumberText {
    /// `12`, `−3`.
    package static func plain(_ value: Int, unicode: Bool) -> String {
        value < 0 ? (unicode ? "−" : "-") + String(value.magnitude) : String(value)
    }

    /// Points with their sign: `+2`, `−1`, `0`.
    package static func signed(_ value: Int, unicode: Bool) -> String {
        value > 0 ? "+\(value)" : plain(value, unicode: unicode)
    }

    /// A count and its noun, singular for one: `1 pair`, `3 pairs`, `0 points`; the noun takes an `s`.
    package static func count(_ value: Int, _ noun: String, unicode: Bool = true) -> String {
        plain(value, unicode: unicode) + " " + (value.magnitude == 1 ? noun : noun + "s")
    }
}

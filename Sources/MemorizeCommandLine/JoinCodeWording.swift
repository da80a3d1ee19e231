/// How `--help`, the man page and the messages describe a join code. Written out rather than read
/// from `JoinCode` at run time, since the option table that uses them is built at every start (the
/// derivation cost more instructions than the rest of the table); a test reads them back from
/// `JoinCode`, so what they say a code is written with is what the parser accepts.
enum JoinCodeWording {
    /// How many characters a code has, in a word where one reads better than a digit.
    static let length = "six"

    /// What a code is written with, as the letters and digits it leaves out: saying what is missing is
    /// shorter than listing 31 characters, and it names the ones a player would otherwise type by
    /// mistake.
    static let characters = "letters and digits without i, l, o, 0 or 1"

    /// A code to show as an example, made of the alphabet's own characters.
    static let example = "k7m2qx"
}

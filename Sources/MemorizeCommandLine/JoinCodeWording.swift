import MemorizeNetwork

/// How `--help`, the man page and the messages describe a join code, read from `JoinCode`, so that
/// what they say a code is written with is what the parser accepts, whatever the alphabet becomes.
enum JoinCodeWording {
    /// How many characters a code has, in a word where one reads better than a digit: `six`.
    static var length: String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(JoinCode.length) ? words[JoinCode.length] : String(JoinCode.length)
    }

    /// What a code is written with, as the letters and digits it leaves out: `letters and digits
    /// without i, l, o, 0 or 1`. Saying what is missing is shorter than listing 31 characters, and it
    /// names the ones a player would otherwise type by mistake.
    static var characters: String {
        let lettersAndDigits = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let left = lettersAndDigits.filter { !JoinCode.alphabet.contains($0) }.map(String.init)
        guard let last = left.last else { return "letters and digits" }
        let list = left.count == 1 ? last : left.dropLast().joined(separator: ", ") + " or " + last
        return "letters and digits without " + list
    }

    /// A code to show as an example, made of the alphabet's own characters.
    static let example = "k7m2qx"
}

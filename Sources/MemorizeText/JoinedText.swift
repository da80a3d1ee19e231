extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives them.
    ///
    /// Written out for the code that runs before the first frame: the standard library's version
    /// is not specialised for a caller in another module, so its first call looks up the array's
    /// conformances at run time, which costs about 0.1 M instructions in this static binary.
    package func joinedText(separator: String) -> String {
        var result = ""
        for (index, string) in enumerated() {
            if index > 0 { result += separator }
            result += string
        }
        return result
    }
}

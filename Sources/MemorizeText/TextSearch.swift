extension String {
    /// Where `text` first occurs in the string, comparing characters, or nil if it does not occur (or is
    /// empty).
    ///
    /// Written out because the standard library's `firstRange(of:)` lives in `_StringProcessing`: one
    /// call to it links that module and the regex parser behind it (about 1 MB of code, metadata and
    /// conformances) into the static `memorize`, and the runtime's conformance lookups at start-up then
    /// read their records too (a few hundred KiB more resident before the first frame).
    package func firstRange(ofText text: String) -> Range<Index>? {
        guard let first = text.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].hasPrefix(text) {
                return found..<index(found, offsetBy: text.count)
            }
            start = index(after: found)
        }
        return nil
    }

    /// Where `text` last occurs in the string, comparing characters, or nil (see `firstRange(ofText:)`
    /// for why the standard library's `ranges(of:)` is not used).
    package func lastRange(ofText text: String) -> Range<Index>? {
        guard let first = text.first else { return nil }
        var last: Range<Index>?
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].hasPrefix(text) { last = found..<index(found, offsetBy: text.count) }
            start = index(after: found)
        }
        return last
    }
}

extension String {
    /// Whether `text` occurs in the string, comparing characters (see `firstRange(ofText:)` for why the
    /// standard library's `contains(_:)` for strings is not used).
    package func containsText(_ text: String) -> Bool { firstRange(ofText: text) != nil }
}

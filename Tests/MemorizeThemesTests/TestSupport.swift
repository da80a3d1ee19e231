import MemorizeThemes
import Testing

/// The bytes of `text`, as a theme file holds them.
func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// Checks that `error` is a JSON syntax error at `line` and `column` for `reason`.
func expectSyntaxError(
    _ error: ThemeError?, line: Int, column: Int, reason: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case .syntax(let syntax)? = error else {
        Issue.record("expected a JSON syntax error, got \(String(describing: error))", sourceLocation: sourceLocation)
        return
    }
    #expect(syntax.line == line, "line", sourceLocation: sourceLocation)
    #expect(syntax.column == column, "column", sourceLocation: sourceLocation)
    #expect(syntax.reason == reason, "reason", sourceLocation: sourceLocation)
    #expect(
        error?.description == "invalid JSON at line \(line), column \(column): \(reason)",
        sourceLocation: sourceLocation)
}

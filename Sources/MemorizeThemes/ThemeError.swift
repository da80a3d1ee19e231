import MemorizeJSON
import MemorizeText

/// Why a theme file was refused. Messages never contain raw control characters.
package enum ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is not valid JSON.
    case syntax(JSONSyntaxError)
    /// The document is valid JSON but not a list of themes.
    case notAList(found: String)
    /// The list holds no themes.
    case emptyList
    /// One theme is unusable; `theme` names it (or its position when it has no usable name).
    case invalidTheme(theme: String, problem: String)
    /// Two themes share a name, ignoring case.
    case duplicateName(String)

    package var description: String {
        switch self {
        case .syntax(let error):
            "invalid JSON at line \(error.line), column \(error.column): \(error.reason)"
        case .notAList(let found):
            "expected a JSON array of themes, found \(found)"
        case .emptyList:
            "the list of themes is empty"
        case .invalidTheme(let theme, let problem):
            "theme \(theme): \(problem)"
        case .duplicateName(let name):
            "theme \(SafeText.quoted(name)): the name is used by more than one theme"
        }
    }
}

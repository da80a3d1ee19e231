import MemorizeJSON
import MemorizeLocalization
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
            ThemeText.invalidJSON.text(String(error.line), String(error.column), error.reason)
        case .notAList(let found):
            ThemeText.notAList.text(found)
        case .emptyList:
            ThemeText.emptyList.text()
        case .invalidTheme(let theme, let problem):
            ThemeText.invalidTheme.text(theme, problem)
        case .duplicateName(let name):
            ThemeText.duplicateName.text(SafeText.quoted(name))
        }
    }
}

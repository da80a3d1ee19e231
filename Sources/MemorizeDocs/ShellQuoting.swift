/// Quoting for the words the completion scripts are generated with, so any help text or value is
/// one literal word in the script.
enum ShellQuoting {
    /// `text` in single quotes for bash and zsh: a quote inside becomes `'\''`.
    static func posix(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    /// `text` in single quotes for fish, where a backslash and a quote inside are escaped.
    static func fish(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}

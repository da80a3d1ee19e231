import MemorizeCommandLine
import MemorizeKeys

/// One file `memorize-docs` writes: where it goes in the repository and what it holds.
package struct GeneratedFile: Equatable, Sendable {
    /// The path from the repository root, which is also the path under an install prefix.
    package let path: String
    /// The whole text.
    package let contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Every file written from the option and key tables: the man page and the three completions,
/// under `share/` as they are laid out under an install prefix (`/usr/local/share/...`); and the
/// translations' template, `po/memorize.pot`, from the message catalogs.
package enum GeneratedFiles {
    /// The files, generated from `options` and `bindings` (by default the program's own tables).
    package static func all(
        options: [DocumentedOption] = CommandLineReference.options,
        bindings: [KeyBinding] = KeyBindings.all + KeyBindings.lobby
    ) -> [GeneratedFile] {
        let program = CommandLineReference.programName
        return [
            GeneratedFile(
                path: "share/man/man6/\(program).6", contents: ManPage.text(options: options, bindings: bindings)),
            GeneratedFile(
                path: "share/bash-completion/completions/\(program)", contents: BashCompletion.script(options: options)
            ),
            GeneratedFile(
                path: "share/zsh/site-functions/_\(program)", contents: ZshCompletion.script(options: options)),
            GeneratedFile(
                path: "share/fish/vendor_completions.d/\(program).fish",
                contents: FishCompletion.script(options: options)
            ),
            GeneratedFile(path: "po/\(program).pot", contents: MessageTemplate.text()),
        ]
    }
}

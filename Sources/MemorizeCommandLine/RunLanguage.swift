import MemorizeLocalization
import MemorizeSystem

/// Starts the language of a run, before its first message: nothing at all for English (the
/// catalog's own text), and gettext's catalog of any other language the environment or `--lang`
/// names, when one is found beside the program.
enum RunLanguage {
    /// Decides the language from `--lang` and the environment, and activates its catalog.
    ///
    /// - Returns: The language messages are now shown in: English when the one chosen has no
    ///   catalog where the program looked.
    @discardableResult
    static func start(override: Language?, system: SystemAccess) -> Language {
        let language = LanguageChoice.language(override: override, environment: system.environment)
        guard language != .english, let executable = system.executablePath() else { return .english }
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let candidates = GettextCatalog.candidateDirectories(executableDirectory: folder)
        guard let directory = GettextCatalog.directory(of: language, among: candidates, exists: system.fileExists)
        else { return .english }
        Translator.activate(
            GettextCatalog.activate(language, directory: directory, setEnvironment: system.setEnvironment))
        return language
    }
}

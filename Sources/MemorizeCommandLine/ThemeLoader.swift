import Glibc
import MemorizeLocalization
import MemorizeSystem
import MemorizeText
import MemorizeThemes

/// The themes of a run and a description of where they came from, for messages.
struct LoadedThemes: Equatable, Sendable {
    var themes: [Theme]
    /// Such as `the built-in themes`, or a quoted path, or both sources joined by "and".
    var source: String
}

/// Finds, reads and validates the theme files of a run.
///
/// - `--themes-file PATH` wins, and then only that file is read.
/// - Otherwise the shipped themes: `./themes.json` when the current directory is this repository
///   (`swift run memorize`), else the copy built into the binary; then the user's own themes file,
///   if there is one, is added after them.
struct ThemeLoader {
    /// The shipped file, relative to the current directory of a run from the repository.
    static let repositoryThemesPath = "themes.json"
    /// The manifest that marks the current directory as this repository.
    static let manifestPath = "Package.swift"
    /// How messages name the built-in copy.
    static var builtInSource: String { CommandLineText.builtInThemes.text() }

    let system: SystemAccess
    /// The run's language, which names the built-in themes (`BuiltInThemes.themes(for:)`).
    var language = Translator.runLanguage

    /// Loads the themes for a run.
    ///
    /// - Parameter themesFile: The path given with `--themes-file`, if any.
    /// - Throws: `CommandLineError.cannotOpen` (exit 66) or `.refusedThemeFile`/`.nameClash` (exit 65).
    func load(themesFile: String?) throws(CommandLineError) -> LoadedThemes {
        if let themesFile {
            return LoadedThemes(themes: try themes(inFile: themesFile), source: SafeText.quoted(themesFile))
        }
        var loaded = try shippedThemes()
        if let userPath = userThemesPath, let extra = try optionalThemes(inFile: userPath) {
            do {
                loaded.themes = try ThemeCatalog.merging(loaded.themes, with: extra)
            } catch {
                guard case .duplicateName(let name) = error else {
                    throw .refusedThemeFile(path: userPath, problem: error.description)
                }
                throw .nameClash(name: name, file: userPath, otherSource: loaded.source)
            }
            loaded.source = CommandLineText.twoThemeSources.text(loaded.source, SafeText.quoted(userPath))
        }
        return loaded
    }

    /// `$XDG_CONFIG_HOME/memorize/themes.json`, or `$HOME/.config/memorize/themes.json`.
    ///
    /// The XDG base directory spec says a relative `XDG_CONFIG_HOME` is invalid and to be ignored.
    var userThemesPath: String? {
        if let configHome = system.environment("XDG_CONFIG_HOME"), configHome.hasPrefix("/") {
            return Self.joined(configHome, "memorize/themes.json")
        }
        if let home = system.environment("HOME"), !home.isEmpty {
            return Self.joined(home, ".config/memorize/themes.json")
        }
        return nil
    }

    // MARK: - Sources

    private func shippedThemes() throws(CommandLineError) -> LoadedThemes {
        if isRunFromRepository,
            let themes = try optionalThemes(inFile: Self.repositoryThemesPath)
        {
            return LoadedThemes(themes: themes, source: SafeText.quoted(Self.repositoryThemesPath))
        }
        // Compiled in and checked by BuiltInThemesTests: reading and checking them again at every
        // start cost more than a tenth of the time to the first frame.
        return LoadedThemes(themes: BuiltInThemes.themes(for: language), source: Self.builtInSource)
    }

    /// Whether the current directory holds this package, so its `themes.json` is the shipped one and
    /// not some other project's file that happens to have the same name.
    private var isRunFromRepository: Bool {
        guard case .bytes(let bytes) = system.readFile(Self.manifestPath) else { return false }
        return Self.isMemorizeManifest(bytes)
    }

    /// Whether a `Package.swift` declares the package named "Memorize", however it is spaced.
    static func isMemorizeManifest(_ text: String) -> Bool {
        isMemorizeManifest(Array(text.utf8))
    }

    /// The same check on raw bytes: it runs at every start from the repository, so it skips
    /// String's Unicode machinery and copies nothing: whitespace is skipped while matching.
    static func isMemorizeManifest(_ bytes: [UInt8]) -> Bool {
        let needle: StaticString = "Package(name:\"Memorize\""
        return needle.withUTF8Buffer { needle in
            bytes.withUnsafeBufferPointer { bytes in
                func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
                for start in bytes.indices where bytes[start] == needle[0] {
                    var position = start
                    var matched = 0
                    while matched < needle.count, position < bytes.count {
                        if isSpace(bytes[position]) {
                            position += 1
                        } else if bytes[position] == needle[matched] {
                            position += 1
                            matched += 1
                        } else {
                            break
                        }
                    }
                    if matched == needle.count { return true }
                }
                return false
            }
        }
    }

    // MARK: - Reading

    private func themes(inFile path: String) throws(CommandLineError) -> [Theme] {
        guard let themes = try optionalThemes(inFile: path) else {
            throw .cannotOpen(path: path, reason: CommandLineText.noSuchFile.text())
        }
        return themes
    }

    /// The themes in a file, or `nil` when there is no file; any other failure is an error.
    private func optionalThemes(inFile path: String) throws(CommandLineError) -> [Theme]? {
        switch system.readFile(path) {
        case .bytes(let bytes):
            // The repository's own themes.json, unchanged since the build, is the built-in copy.
            if Self.isBuiltInCopy(bytes) { return BuiltInThemes.themes(for: language) }
            return try parse(bytes, path: path)
        case .missing:
            return nil
        case .directory:
            throw .cannotOpen(path: path, reason: CommandLineText.isDirectory.text())
        case .notARegularFile:
            throw .cannotOpen(path: path, reason: CommandLineText.notRegularFile.text())
        case .unreadable(let reason):
            throw .cannotOpen(path: path, reason: reason)
        case .tooLarge(let limit):
            throw .refusedThemeFile(path: path, problem: CommandLineText.fileTooLarge.text("\(limit)"))
        }
    }

    /// Whether `bytes` are the built-in themes file, compared with `memcmp`: the file is read at every
    /// start from the checkout, and comparing it element by element cost 180,000 instructions of the
    /// first frame once the themes carried their names in two more languages.
    static func isBuiltInCopy(_ bytes: [UInt8]) -> Bool {
        var json = BuiltInThemes.json
        return json.withUTF8 { json in
            bytes.withUnsafeBufferPointer { bytes in
                guard bytes.count == json.count else { return false }
                guard let left = bytes.baseAddress, let right = json.baseAddress else { return bytes.isEmpty }
                return memcmp(left, right, bytes.count) == 0
            }
        }
    }

    private func parse(_ bytes: [UInt8], path: String) throws(CommandLineError) -> [Theme] {
        do {
            return try ThemeCatalog.themes(fromJSON: bytes)
        } catch {
            throw .refusedThemeFile(path: path, problem: error.description)
        }
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        var directory = directory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        return directory == "/" ? "/" + relative : directory + "/" + relative
    }
}

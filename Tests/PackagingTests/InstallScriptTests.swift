import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

/// `Scripts/install.sh` run as a player runs it, into a temporary prefix, then the installed files
/// used as the player would: the binary from another directory, the page through `man`, and the
/// completions found by each shell where it looks for them.
@Suite(
    "Scripts/install.sh",
    .enabled(if: ["swift", "strip", "readelf", "man"].allSatisfy(Command.isInstalled)))
struct InstallScriptTests {
    static let script = Places.repository.appendingPathComponent("Scripts/install.sh").path

    /// The files the script installs, relative to the prefix, and their modes.
    static let installed: [(path: String, mode: Int)] =
        [("bin/memorize", 0o755)] + GeneratedFiles.all().filter { $0.path.hasPrefix("share/") }.map { ($0.path, 0o644) }
        + ["ko", "zh_CN"].map { ("share/locale/\($0)/LC_MESSAGES/memorize.mo", 0o644) }

    /// Every regular file under `directory`, relative to it, sorted.
    static func files(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = directory.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    @Test("it installs the stripped binary, the page and the completions, and --uninstall removes exactly those")
    func installAndUninstall() async throws {
        try await ReleaseBuild.require()
        let directory = try TemporaryDirectory()
        let prefix = directory.url.appendingPathComponent("prefix")
        // Something of the player's own under the prefix, which neither step may touch.
        try directory.write(".TH OTHER 6\n", to: "prefix/share/man/man6/other.6")

        let install = try await Command.run(
            Self.script, ["--prefix", prefix.path], environment: ReleaseBuild.environment, in: directory.url)
        #expect(install.status == 0, "\(install.output)\(install.errors)")
        #expect(install.output.contains("memorize \(CommandLineReference.version) is installed in \(prefix.path)"))
        #expect(
            Self.files(under: prefix)
                == (Self.installed.map(\.path) + ["share/man/man6/other.6", "share/memorize/install-manifest"]).sorted()
        )
        for (path, mode) in Self.installed {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(path).path)
            #expect(attributes[.posixPermissions] as? Int == mode, "\(path) has the wrong mode")
        }
        for file in GeneratedFiles.all() where file.path.hasPrefix("share/") {
            let text = try String(contentsOf: prefix.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text == file.contents, "\(file.path) differs from the generated file")
        }
        let binary = prefix.appendingPathComponent("bin/memorize").path
        #expect(try await !ELF.hasSymbolTable(binary), "the installed binary is not stripped")

        // Run from a directory that is not the repository: the built-in themes, and the real version.
        let elsewhere = try TemporaryDirectory()
        let version = try await Command.run(binary, ["--version"], in: elsewhere.url)
        #expect(version.output == "memorize \(CommandLineReference.version)\n")
        let themes = try await Command.run(binary, ["--list-themes", "--names-only"], in: elsewhere.url)
        #expect(themes.status == 0)
        #expect(themes.output.hasPrefix("Halloween\n"))
        let listed = try await Command.run(binary, ["--list-themes"], in: elsewhere.url)
        #expect(listed.output.split(separator: "\n").count == themes.output.split(separator: "\n").count)
        // The translations found beside the installed binary (PREFIX/share/locale), the locale not generated.
        let korean = try await Command.run(
            binary, ["--colour"], environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": nil, "LANGUAGE": nil],
            in: elsewhere.url)
        #expect(korean.errors.hasPrefix("memorize: 알 수 없는 옵션"), "\(korean.errors)")

        let page = try await Command.run(
            "man", ["-l", prefix.appendingPathComponent("share/man/man6/memorize.6").path],
            environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"])
        #expect(page.status == 0)
        #expect(page.output.replacing(/.\u{8}/, with: "").contains("memorize - a memory card game"))

        let uninstall = try await Command.run(
            Self.script, ["--prefix", prefix.path, "--uninstall"], environment: ReleaseBuild.environment)
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(uninstall.output.split(separator: "\n").count == Self.installed.count)
        #expect(Self.files(under: prefix) == ["share/man/man6/other.6"])
        // The folders it made are gone; the one holding the player's page stays.
        let left = try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("share").path)
        #expect(left == ["man"])
    }

    @Test("under ~/.local, man, bash and fish find what it installed; zsh is told how")
    func shellsFindTheFiles() async throws {
        try await ReleaseBuild.require()
        let home = try TemporaryDirectory()
        let prefix = home.url.appendingPathComponent(".local")
        let bin = prefix.appendingPathComponent("bin").path
        let install = try await Command.run(
            Self.script, ["--prefix", prefix.path], environment: ReleaseBuild.environment, in: home.url)
        #expect(install.status == 0, "\(install.errors)")
        // As a player's shell would run: their home, the prefix's bin in PATH, no XDG overrides.
        let player: [String: String?] = [
            "HOME": home.path, "PATH": bin + ":/usr/bin:/bin", "XDG_DATA_HOME": nil, "XDG_DATA_DIRS": nil,
            "XDG_CONFIG_HOME": nil, "MANPATH": nil,
        ]

        // man-db finds a page beside a bin folder in PATH.
        let found = try await Command.run("man", ["-w", "memorize"], environment: player)
        #expect(found.output == prefix.appendingPathComponent("share/man/man6/memorize.6").path + "\n")

        if FileManager.default.fileExists(atPath: "/usr/share/bash-completion/bash_completion") {
            let bash = try await Command.run(
                "bash",
                [
                    "--norc", "-c",
                    ". /usr/share/bash-completion/bash_completion; __load_completion memorize && complete -p memorize",
                ], environment: player)
            #expect(bash.output == "complete -F _memorize memorize\n", "\(bash.errors)")
        }
        if Command.isInstalled("fish") {
            let fish = try await Command.run("fish", ["-c", "complete -C 'memorize --th'"], environment: player)
            #expect(fish.output.hasPrefix("--theme\t"), "\(fish.errors)")
        }
        if Command.isInstalled("zsh") {
            let functions = prefix.appendingPathComponent("share/zsh/site-functions").path
            #expect(install.output.contains("fpath=(\(functions) $fpath)"))
            let zsh = try await Command.run(
                "zsh",
                [
                    "-f", "-c",
                    "fpath=(\(functions) $fpath); autoload -Uz compinit; compinit -u -d \(home.path)/zcompdump; "
                        + "print -r -- $_comps[memorize]",
                ], environment: player)
            #expect(zsh.output == "_memorize\n", "\(zsh.errors)")
        }
    }

    // MARK: - Uninstalling exactly what was installed

    @Test("--uninstall with a trailing slash keeps the prefix, its parents and the folders the player made")
    func uninstallKeepsWhatItDidNotMake() async throws {
        let tools = try FakeToolchain()
        let parent = tools.directory.url.appendingPathComponent("parent")
        let prefix = parent.appendingPathComponent("prefix")
        // An empty folder of the player's own, made before installing, where the install puts a file.
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("share/zsh/site-functions"), withIntermediateDirectories: true)
        let install = try await tools.runScript(["--prefix", prefix.path + "/"])
        #expect(install.status == 0, "\(install.errors)")
        #expect(
            Self.files(under: prefix) == (Self.installed.map(\.path) + ["share/memorize/install-manifest"]).sorted())

        let uninstall = try await tools.runScript(["--prefix", prefix.path + "/", "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(uninstall.output.split(separator: "\n").count == Self.installed.count)
        #expect(Self.files(under: prefix).isEmpty)
        let left = FileManager.default.enumerator(atPath: parent.path)?.allObjects as? [String] ?? []
        #expect(left.sorted() == ["prefix", "prefix/share", "prefix/share/zsh", "prefix/share/zsh/site-functions"])
    }

    @Test("--uninstall removes no file it did not install: one changed since, or any where it never installed")
    func uninstallKeepsFilesItDidNotInstall() async throws {
        let tools = try FakeToolchain()
        let elsewhere = tools.directory.url.appendingPathComponent("elsewhere")
        let theirs = try tools.directory.write("#!/bin/sh\n", to: "elsewhere/bin/memorize")
        let refused = try await tools.runScript(["--prefix", elsewhere.path, "--uninstall"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("nothing is removed"))
        #expect(FileManager.default.fileExists(atPath: theirs))

        let prefix = tools.directory.url.appendingPathComponent("prefix")
        let install = try await tools.runScript(["--prefix", prefix.path])
        #expect(install.status == 0, "\(install.errors)")
        let binary = prefix.appendingPathComponent("bin/memorize").path
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: URL(fileURLWithPath: binary))
        let uninstall = try await tools.runScript(["--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.status == 0)
        #expect(uninstall.errors.contains("kept \(binary): it changed since it was installed"))
        #expect(Self.files(under: prefix) == ["bin/memorize"])
    }

    @Test("a SCRATCH_PATH with a space reaches swift build as one argument")
    func scratchPathWithASpace() async throws {
        let tools = try FakeToolchain()
        let scratch = tools.directory.path + "/build folder"
        let prefix = tools.directory.url.appendingPathComponent("prefix")
        let install = try await tools.runScript(["--prefix", prefix.path], scratchPath: scratch)
        #expect(install.status == 0, "\(install.errors)")
        let calls = try tools.swiftCalls()
        #expect(calls.count == 2)
        for call in calls {
            let index = try #require(call.firstIndex(of: "--scratch-path"))
            #expect(call.count > index + 1 && call[index + 1] == scratch, "\(call)")
        }
    }

    @Test("a wrong argument is refused before anything is built", arguments: [["--bogus"], ["--prefix"], ["x"]])
    func refusals(arguments: [String]) async throws {
        let result = try await Command.run(Self.script, arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("install.sh: "))
        #expect(!result.errors.contains("swift build"))
    }
}

/// Stand-ins for `swift` and `strip` first in PATH, so the script's own logic runs in milliseconds:
/// `swift` logs its arguments (one a line, `---` after each call) and shows a folder holding a
/// `memorize` script that prints a version.
final class FakeToolchain {
    let directory: TemporaryDirectory
    private let log: String

    init() throws {
        directory = try TemporaryDirectory()
        log = directory.path + "/swift-calls"
        let swift = """
            #!/bin/sh
            for argument; do printf '%s\\n' "$argument"; done >>"$FAKE_SWIFT_LOG"
            echo --- >>"$FAKE_SWIFT_LOG"
            for argument; do [ "$argument" = --show-bin-path ] && echo "$FAKE_SWIFT_BIN"; done
            exit 0

            """
        for (name, text) in [
            ("tools/swift", swift), ("tools/strip", "#!/bin/sh\nexit 0\n"),
            ("products/memorize", "#!/bin/sh\necho 'memorize 0.0'\n"),
        ] {
            let path = try directory.write(text, to: name)
            chmod(path, 0o755)
        }
    }

    /// Runs the install script with the stand-ins, in the temporary directory.
    ///
    /// A stand-in just written may still be open for writing in a child that another test forked
    /// meanwhile, and then running it fails with "Text file busy" until that child execs (the shell
    /// says so, and the script stops with 126 or its own 1); such a run is tried again, a few times.
    func runScript(_ arguments: [String], scratchPath: String? = nil) async throws -> Command.Result {
        var result: Command.Result
        var tries = 0
        var busy = false
        repeat {
            try? FileManager.default.removeItem(atPath: log)
            result = try await Command.run(
                InstallScriptTests.script, arguments,
                environment: [
                    "PATH": directory.path + "/tools:/usr/bin:/bin", "FAKE_SWIFT_LOG": log,
                    "FAKE_SWIFT_BIN": directory.path + "/products", "SCRATCH_PATH": scratchPath, "SUDO_USER": nil,
                ], in: directory.url)
            tries += 1
            busy = result.status == 126 || result.errors.contains("Text file busy")
            if busy { try await Task.sleep(for: .milliseconds(100)) }
        } while busy && tries < 5
        return result
    }

    /// The arguments of each call of `swift`.
    func swiftCalls() throws -> [[String]] {
        let text = try String(contentsOfFile: log, encoding: .utf8)
        return text.components(separatedBy: "---\n").dropLast().map { $0.split(separator: "\n").map(String.init) }
    }
}

import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

/// `Scripts/package-deb.sh`: the package is built once, then read with `dpkg-deb -c`, `-f` and
/// `-x`, its binary run and its page shown, and checked by `lintian`.
@Suite(
    "Scripts/package-deb.sh",
    .enabled(if: ["swift", "strip", "readelf", "dpkg-deb", "dpkg"].allSatisfy(Command.isInstalled)))
struct DebianPackageTests {
    /// The package, built once per test run into a folder that lives as long as the run.
    static let built = Task<Result<String, PackageError>, Never> {
        do {
            try await ReleaseBuild.require()
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-deb-\(UUID())")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let result = try await Command.run(
                Places.repository.appendingPathComponent("Scripts/package-deb.sh").path, ["--output", output.path],
                environment: ReleaseBuild.environment)
            guard result.status == 0 else { return .failure(PackageError(reason: result.output + result.errors)) }
            return .success(String(result.output.split(separator: "\n").last ?? ""))
        } catch {
            return .failure(PackageError(reason: "\(error)"))
        }
    }

    /// The path of the package, built by the first test that asks.
    static func package() async throws -> String {
        try await built.value.get()
    }

    /// The package unpacked into a directory of its own, removed when the value goes.
    static func unpacked() async throws -> TemporaryDirectory {
        let package = try await package()
        let root = try TemporaryDirectory()
        #expect(try await Command.run("dpkg-deb", ["-x", package, root.path]).status == 0)
        return root
    }

    struct PackageError: Error {
        let reason: String
    }

    static func architecture() async -> String {
        (try? await Command.run("dpkg", ["--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines))
            ?? ""
    }

    /// The files every package holds, with their modes as `dpkg-deb -c` prints them.
    static let expectedFiles = [
        "-rwxr-xr-x root/root ./usr/games/memorize",
        "-rw-r--r-- root/root ./usr/share/bash-completion/completions/memorize",
        "-rw-r--r-- root/root ./usr/share/doc/memorize/changelog.gz",
        "-rw-r--r-- root/root ./usr/share/doc/memorize/copyright",
        "-rw-r--r-- root/root ./usr/share/doc/memorize/examples/memorize-lobby.conf",
        "-rw-r--r-- root/root ./usr/share/doc/memorize/examples/memorize-lobby.service",
        "-rw-r--r-- root/root ./usr/share/doc/memorize/examples/memorize-lobby.socket",
        "-rwxr-xr-x root/root ./usr/lib/memorize/lobby-authorized-keys",
        "-rw-r--r-- root/root ./usr/share/fish/vendor_completions.d/memorize.fish",
        "-rw-r--r-- root/root ./usr/share/lintian/overrides/memorize",
        "-rw-r--r-- root/root ./usr/share/locale/ko/LC_MESSAGES/memorize.mo",
        "-rw-r--r-- root/root ./usr/share/locale/zh_CN/LC_MESSAGES/memorize.mo",
        "-rw-r--r-- root/root ./usr/share/man/man6/memorize.6.gz",
        "-rw-r--r-- root/root ./usr/share/zsh/vendor-completions/_memorize",
    ]

    @Test("its name, fields and file list are those of a Debian game package")
    func contents() async throws {
        let package = try await Self.package()
        let name = "memorize_\(CommandLineReference.version)_\(await Self.architecture()).deb"
        #expect(URL(fileURLWithPath: package).lastPathComponent == name)

        let listing = try await Command.run("dpkg-deb", ["-c", package])
        #expect(listing.status == 0)
        let files = listing.output.split(separator: "\n").filter { !$0.hasPrefix("d") }.map { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return [fields[0], fields[1], fields[fields.count - 1]].joined(separator: " ")
        }
        #expect(files.sorted() == Self.expectedFiles.sorted())
        #expect(listing.output.split(separator: "\n").allSatisfy { $0.contains(" root/root ") }, "owned by root")

        for (field, value) in [
            ("Package", "memorize"), ("Version", CommandLineReference.version),
            ("Architecture", await Self.architecture()),
            ("Section", "games"), ("Priority", "optional"),
        ] {
            let shown = try await Command.run("dpkg-deb", ["-f", package, field])
            #expect(shown.output == value + "\n", "\(field)")
        }
    }

    @Test("unpacked, its binary runs anywhere and its page, completions and changelog are right")
    func unpacked() async throws {
        let root = try await Self.unpacked()
        let binary = root.url.appendingPathComponent("usr/games/memorize").path
        #expect(try await !ELF.hasSymbolTable(binary), "the packaged binary is not stripped")

        let elsewhere = try TemporaryDirectory()
        let version = try await Command.run(binary, ["--version"], in: elsewhere.url)
        #expect(version.output == "memorize \(CommandLineReference.version)\n")
        let themes = try await Command.run(binary, ["--list-themes"], in: elsewhere.url)
        #expect(themes.status == 0)
        #expect(themes.output.split(separator: "\n").count >= 8)

        if Command.isInstalled("man") {
            let page = try await Command.run(
                "man", ["-l", root.url.appendingPathComponent("usr/share/man/man6/memorize.6.gz").path],
                environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"])
            let text = page.output.replacing(/.\u{8}/, with: "")
            #expect(text.contains("memorize - a memory card game"))
            #expect(text.split(separator: "\n").last?.hasPrefix("memorize \(CommandLineReference.version) ") == true)
        }

        let shipped = [
            "usr/share/bash-completion/completions/memorize": "share/bash-completion/completions/memorize",
            "usr/share/zsh/vendor-completions/_memorize": "share/zsh/site-functions/_memorize",
            "usr/share/fish/vendor_completions.d/memorize.fish": "share/fish/vendor_completions.d/memorize.fish",
        ]
        let generated = Dictionary(uniqueKeysWithValues: GeneratedFiles.all().map { ($0.path, $0.contents) })
        for (packaged, source) in shipped {
            let text = try String(contentsOf: root.url.appendingPathComponent(packaged), encoding: .utf8)
            #expect(text == generated[source], "\(packaged) is not the generated completion")
        }

        let changelog = try await Command.run(
            "gzip", ["-dc", root.url.appendingPathComponent("usr/share/doc/memorize/changelog.gz").path])
        let lines = changelog.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "memorize (\(CommandLineReference.version)) unstable; urgency=medium")
        #expect(lines.filter { $0.hasPrefix("memorize (") }.count >= 2, "every version of CHANGELOG.md is there")
        #expect(lines.filter { $0.hasPrefix("  ") }.allSatisfy { $0.count <= 80 }, "items are wrapped")
        #expect(!changelog.output.contains("`"))
    }

    /// One call to a string function of `_StringProcessing` (`String.contains(_:)` for text,
    /// `firstRange(of:)`) links that module and its regex parser: about 1 MB of code, and a few hundred
    /// KiB more resident before the first frame, since the runtime reads their conformances at start-up.
    @Test("its binary holds no regex engine: the standard library's _StringProcessing is not linked in")
    func noRegexEngine() async throws {
        let root = try await Self.unpacked()
        let binary = try Data(contentsOf: root.url.appendingPathComponent("usr/games/memorize"))
        #expect(binary.count > 1_000_000)
        for module in ["_StringProcessing", "_RegexParser"] {
            #expect(
                binary.range(of: Data(module.utf8)) == nil,
                "\(module) is linked in; use MemorizeText's containsText(_:) and firstRange(ofText:)")
        }
    }

    /// The release link places the standard library's one large section (`stdlib-placement.ld`); a
    /// toolchain whose library member has another name would leave the section holding only its
    /// offset, and start-up would page in up to five more 64 KiB windows of code, silently.
    @Test("its binary has the standard library's code in a section of its own, on a 64 KiB boundary")
    func standardLibraryPlaced() async throws {
        let root = try await Self.unpacked()
        let section = try await ELF.section(
            ".text.stdlib", in: root.url.appendingPathComponent("usr/games/memorize").path)
        let placed = try #require(section, "no .text.stdlib section: the release link did not read stdlib-placement.ld")
        #expect(placed.address % 0x10000 == 0)
        #expect(
            placed.size > 1_000_000, "the section holds \(placed.size) bytes: libswiftCore.a(Swift.o) was not matched")
    }

    /// Where the last package lintian passed is described (see `lintianInput`).
    static let lintianPassed = URL(fileURLWithPath: ReleaseBuild.scratchPath).appendingPathComponent("lintian-passed")

    /// Everything of `package` lintian judges but its files' times, which change with every build, and
    /// lintian's version: its fields, every file's mode, owner, size and path, and every file's MD5.
    static func lintianInput(_ package: String) async throws -> String {
        var parts = [try await Command.run("lintian", ["--version"]).output]
        parts.append(try await Command.run("dpkg-deb", ["-f", package]).output)
        parts.append(try await Command.run("dpkg-deb", ["-I", package, "md5sums"]).output)
        let listing = try await Command.run("dpkg-deb", ["-c", package]).output
        parts.append(
            listing.split(separator: "\n").map { line in
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                return fields.count < 6
                    ? String(line) : ([fields[0], fields[1], fields[2]] + fields[5...]).joined(separator: " ")
            }.joined(separator: "\n"))
        return parts.joined(separator: "\n--\n")
    }

    /// lintian takes about 20 s of a core, so a package it passed is not checked again: the test
    /// keeps what it checked (`lintianInput`) beside the release build and runs lintian only when
    /// that differs, as it does after any change to the binary, the page, the completions, the
    /// changelog, the overrides, the fields or lintian itself.
    @Test("lintian reports no errors", .enabled(if: Command.isInstalled("lintian")))
    func lintian() async throws {
        let package = try await Self.package()
        let input = try await Self.lintianInput(package)
        if (try? String(contentsOf: Self.lintianPassed, encoding: .utf8)) == input { return }
        try? FileManager.default.removeItem(at: Self.lintianPassed)
        // Information tags too, to see an override that is no longer needed.
        let result = try await Command.run("lintian", ["--display-info", "--tag-display-limit", "0", package])
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(errors.isEmpty, "lintian errors:\n\(errors.joined(separator: "\n"))")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("unused-override"), "an override no longer needed:\n\(result.output)")
        if errors.isEmpty, result.status == 0, !result.output.contains("unused-override") {
            try input.write(to: Self.lintianPassed, atomically: true, encoding: .utf8)
        }
    }
}

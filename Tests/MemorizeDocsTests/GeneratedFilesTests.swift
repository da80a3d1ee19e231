import Foundation
import MemorizeCommandLine
import MemorizeDocs
import MemorizeTestSupport
import Testing

@Suite("Generated files")
struct GeneratedFilesTests {
    @Test("the committed man page and completions are what memorize-docs makes now")
    func committedFilesAreCurrent() async throws {
        for file in GeneratedFiles.all() {
            let committed = try String(
                contentsOf: Places.repository.appendingPathComponent(file.path), encoding: .utf8)
            #expect(
                committed == file.contents,
                "\(file.path) is out of date: run swift run memorize-docs and commit the result")
        }
    }

    @Test("the files go where an install prefix keeps them")
    func paths() {
        #expect(
            GeneratedFiles.all().map(\.path) == [
                "share/man/man6/memorize.6", "share/bash-completion/completions/memorize",
                "share/zsh/site-functions/_memorize", "share/fish/vendor_completions.d/memorize.fish",
                "po/memorize.pot",
            ])
    }

    @Test("memorize-docs writes the files, and --check fails only while one differs")
    func tool() async throws {
        let docs = try Places.builtExecutable("memorize-docs")
        let repository = try TemporaryDirectory()
        try repository.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        #expect(try await Command.run(docs, ["--check", repository.path]).status == 1)

        let written = try await Command.run(docs, [repository.path])
        #expect(written.status == 0, "\(written.errors)")
        for file in GeneratedFiles.all() {
            let text = try String(contentsOf: repository.url.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text == file.contents)
            let attributes = try FileManager.default.attributesOfItem(
                atPath: repository.url.appendingPathComponent(file.path).path)
            #expect((attributes[.posixPermissions] as? Int) == 0o644, "\(file.path) should be readable by all")
        }
        #expect(try await Command.run(docs, ["--check", repository.path]).status == 0)

        try repository.write("stale\n", to: "share/zsh/site-functions/_memorize")
        let check = try await Command.run(docs, ["--check", repository.path])
        #expect(check.status == 1)
        #expect(
            check.errors
                == "memorize-docs: share/zsh/site-functions/_memorize is out of date; run swift run memorize-docs\n")
    }

    @Test("memorize-docs refuses a folder that is not the repository, and a bad argument")
    func toolRefusals() async throws {
        let docs = try Places.builtExecutable("memorize-docs")
        let elsewhere = try TemporaryDirectory()
        let notRepository = try await Command.run(docs, [elsewhere.path])
        #expect(notRepository.status == 66)
        #expect(notRepository.errors.hasPrefix("memorize-docs: "))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.url.appendingPathComponent("share").path))
        #expect(try await Command.run(docs, ["--bogus"]).status == 64)
    }

    @Test("options added to the table appear in every file, with their values")
    func newOptions() {
        // The translations' template holds messages, not options.
        for file in GeneratedFiles.all(options: Fixtures.futureOptions) where file.path.hasPrefix("share/") {
            #expect(file.contents.contains("rules"), "\(file.path) lacks --rules")
            #expect(file.contents.contains("plain"), "\(file.path) lacks the values of --rules")
            #expect(file.contents.contains("players"), "\(file.path) lacks --players")
            #expect(file.contents.contains("hints"), "\(file.path) lacks --hints")
        }
    }
}

import Foundation
import MemorizeTestSupport
import Testing

/// `Examples/MemoryGameConsumer`, a package of someone else's, built against the `MemoryGame` product as
/// another package gets it: from a tagged version of a git repository, not from this folder. SwiftPM
/// refuses such a dependency when a target of the product has unsafe flags, and the consumer's link
/// fails when the library needs a system library it does not name; either fails this test.
///
/// The copy of the repository, the consumer and its build are kept between runs (in the packaging
/// build's folder, ignored by git), so a run whose sources have not changed builds nothing: from
/// scratch, the consumer's build is about 20 s of a core. The copy is committed with fixed dates, so
/// the same files make the same commit; when they differ, the new commit gets the next tag, and the
/// consumer, its resolved versions forgotten, must resolve to it.
@Suite("The MemoryGame library in another package", .enabled(if: ["swift", "git"].allSatisfy(Command.isInstalled)))
struct LibraryConsumerTests {
    static let folder = URL(fileURLWithPath: ReleaseBuild.scratchPath).appendingPathComponent("library-consumer")

    static let git = [
        "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false",
        "-c", "tag.gpgsign=false",
    ]

    static func git(_ arguments: [String], in directory: URL) async throws -> String {
        let result = try await Command.run(
            "git", git + arguments, environment: ["GIT_AUTHOR_DATE": "@0 +0000", "GIT_COMMITTER_DATE": "@0 +0000"],
            in: directory)
        try #require(result.status == 0, "git \(arguments): \(result.errors)")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Replaces `item` in `directory` with the repository's.
    static func copy(_ item: String, from source: URL, to directory: URL) throws {
        let target = directory.appendingPathComponent(item)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: target)
    }

    /// The copy of the repository, committed and tagged as a release; returns the tag of its files.
    static func release(in repository: URL) async throws -> String {
        if !FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path) {
            try? FileManager.default.removeItem(at: repository)
            try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
            _ = try await git(["init", "-q"], in: repository)
        }
        // The manifest and every target's folder, as a clone of a release would have them.
        for item in ["Package.swift", "Sources", "Tests"] {
            try copy(item, from: Places.repository, to: repository)
        }
        _ = try await git(["add", "-A"], in: repository)
        if try await !git(["status", "--porcelain"], in: repository).isEmpty {
            _ = try await git(["commit", "-q", "-m", "release"], in: repository)
        }
        if let tag = try await git(["tag", "--points-at", "HEAD", "--list", "1.0.*"], in: repository)
            .split(separator: "\n").first
        {
            return String(tag)
        }
        let count = try await git(["tag", "--list", "1.0.*"], in: repository).split(separator: "\n").count
        _ = try await git(["tag", "1.0.\(count)"], in: repository)
        return "1.0.\(count)"
    }

    @Test("a package that depends on a tagged MemoryGame resolves, links and plays every kind of game")
    func consumerBuildsAndPlays() async throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let repository = Self.folder.appendingPathComponent("memorize")
        let consumer = Self.folder.appendingPathComponent("consumer")
        let tag = try await Self.release(in: repository)

        try? FileManager.default.removeItem(at: consumer)
        try FileManager.default.copyItem(
            at: Places.repository.appendingPathComponent("Examples/MemoryGameConsumer"), to: consumer)
        let manifest = consumer.appendingPathComponent("Package.swift")
        let local = #".package(name: "Memorize", path: "../..")"#
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(local), "the example's manifest no longer names the local package")
        try text.replacingOccurrences(of: local, with: #".package(url: "\#(repository.path)", from: "1.0.0")"#)
            .write(to: manifest, atomically: true, encoding: .utf8)

        let scratch = Self.folder.appendingPathComponent("build").path
        func swift(_ arguments: [String]) async throws {
            let result = try await Command.run(
                "swift", arguments + ["--scratch-path", scratch], in: consumer, timeout: .seconds(600))
            try #require(result.status == 0, "swift \(arguments): \(result.output)\(result.errors)")
        }
        func resolved() throws -> String {
            try String(contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
        }
        try await swift(["build", "--product", "memory-game-example"])
        // SwiftPM keeps the version it checked out before while it still satisfies the manifest: a
        // new tag is taken by an update, as another package's maintainer would take it.
        if try !resolved().contains("\"version\" : \"\(tag)\"") {
            try await swift(["package", "update"])
            try await swift(["build", "--product", "memory-game-example"])
        }
        // The version SwiftPM resolved is the newest release, the one of these files.
        #expect(try resolved().contains("\"version\" : \"\(tag)\""), "resolved another version than \(tag)")
        let run = try await Command.run(scratch + "/debug/memory-game-example", [])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n")
        // The remembering player never mismatches a card it has seen, so it loses no point: +2 for each
        // of 6 pairs, and at 2.5 s a choice the timed bonus multiplies each by 10 − 2. The related
        // pairs, a picture and its word, are shuffled as the words were, and played by pair alike.
        #expect(
            lines == [
                "words: 6 pairs, 20 flips, score 12", "timed: 6 pairs, 20 flips, score 96",
                "related: 6 pairs, 20 flips, score 12", "matchismo: 10 of 12 cards matched, score -11",
            ])
    }
}

import Foundation
import MemorizeTestSupport
import Testing

/// `Examples/MemoryGameConsumer`, a package of someone else's, built against the `MemoryGame` product as
/// another package gets it: from a tagged version of a git repository, not from this folder. SwiftPM
/// refuses such a dependency when a target of the product has unsafe flags, and the consumer's link
/// fails when the library needs a system library it does not name; either fails this test.
@Suite("The MemoryGame library in another package", .enabled(if: ["swift", "git"].allSatisfy(Command.isInstalled)))
struct LibraryConsumerTests {
    @Test("a package that depends on a tagged MemoryGame resolves, links and plays every kind of game")
    func consumerBuildsAndPlays() async throws {
        let directory = try TemporaryDirectory()
        let repository = directory.url.appendingPathComponent("memorize")
        let consumer = directory.url.appendingPathComponent("consumer")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        // The manifest and every target's folder, as a clone of a release would have them.
        for item in ["Package.swift", "Sources", "Tests"] {
            try FileManager.default.copyItem(
                at: Places.repository.appendingPathComponent(item), to: repository.appendingPathComponent(item))
        }
        let git = ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"]
        for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "release"], ["tag", "1.0.0"]] {
            let result = try await Command.run("git", git + step, in: repository)
            try #require(result.status == 0, "git \(step): \(result.errors)")
        }

        try FileManager.default.copyItem(
            at: Places.repository.appendingPathComponent("Examples/MemoryGameConsumer"), to: consumer)
        let manifest = consumer.appendingPathComponent("Package.swift")
        let local = #".package(name: "Memorize", path: "../..")"#
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(local), "the example's manifest no longer names the local package")
        try text.replacingOccurrences(of: local, with: #".package(url: "\#(repository.path)", from: "1.0.0")"#)
            .write(to: manifest, atomically: true, encoding: .utf8)

        let scratch = directory.url.appendingPathComponent("build").path
        let build = try await Command.run(
            "swift", ["build", "--scratch-path", scratch, "--product", "memory-game-example"], in: consumer,
            timeout: .seconds(600))
        try #require(build.status == 0, "\(build.output)\(build.errors)")
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

import Foundation
import MemorizeCommandLine
import MemorizeTestSupport
import Testing

/// The version is written once, in `CommandLineReference`; a document that names a version of the game
/// or of the library must name that one, and no committed document names a folder of the machine it was
/// made on.
@Suite("Versions and paths in the documents")
struct DocumentedVersionTests {
    /// The documents a player or a maintainer reads, relative to the repository.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: Places.repository.appendingPathComponent("docs").path)
        return [
            "README.md", "BENCHMARKS.md", "Examples/MemoryGameConsumer/Package.swift",
            "Sources/MemoryGame/MemoryGame.docc/MemoryGame.md",
        ]
            + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    }

    static func text(of document: String) throws -> String {
        try String(contentsOf: Places.repository.appendingPathComponent(document), encoding: .utf8)
    }

    @Test("every version a document names is the version memorize prints")
    func versions() throws {
        // `memorize 0.3.3`, `memorize_0.3.3_amd64.deb`, `from: "0.3.3"`.
        let pattern = #/(?:memorize[ _]|from: ")(\d+\.\d+\.\d+)/#
        var named = 0
        for document in try Self.documents() {
            for match in try Self.text(of: document).matches(of: pattern) {
                named += 1
                #expect(String(match.1) == CommandLineReference.version, "\(document) names \(match.0)")
            }
        }
        #expect(named > 0, "no document names the version: the pattern no longer finds them")
    }

    @Test("no document names a folder of the machine it was made on")
    func noMachinePaths() throws {
        for document in try Self.documents() {
            let text = try Self.text(of: document)
            for folder in ["/work/", "/root/", "/home/runner", "/tmp/memorize", Places.repository.path] {
                let named = text.contains(folder)
                #expect(!named, "\(document) names \(folder)")
            }
        }
    }
}

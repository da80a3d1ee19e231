import Foundation
import MemorizeCommandLine
import MemorizeTestSupport
import Testing

@Suite("CHANGELOG.md")
struct ChangelogTests {
    /// The `## VERSION - DATE TIME` headings, newest first; a `## Unreleased` section of changes still
    /// to ship may come first, and is not a version.
    static func headings() throws -> [Substring] {
        let text = try String(contentsOf: Places.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        var headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
        if headings.first == "## Unreleased" { headings.removeFirst() }
        return headings
    }

    @Test("the newest section is the version memorize prints, on its release day")
    func newestIsCurrent() async throws {
        let newest = try #require(try Self.headings().first)
        #expect(newest.hasPrefix("## \(CommandLineReference.version) - \(CommandLineReference.releaseDate) "))
    }

    @Test("every heading has the shape the package script reads, newest first")
    func shape() async throws {
        let headings = try Self.headings()
        #expect(headings.count >= 2)
        var previous: [Int]?
        for heading in headings {
            let words = heading.split(separator: " ")
            #expect(words.count == 6 && words[2] == "-" && words[5] == "UTC", "bad heading: \(heading)")
            let version = words[1].split(separator: ".").compactMap { Int($0) }
            #expect(version.count == 3, "bad version in \(heading)")
            if let previous { #expect(version.lexicographicallyPrecedes(previous), "\(heading) is out of order") }
            previous = version
        }
    }
}

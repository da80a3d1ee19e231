import Foundation
import MemorizeCommandLine
import MemorizeTestSupport
import Testing

@Suite("CHANGELOG.md")
struct ChangelogTests {
    /// Every `## ` heading, in order.
    static func allHeadings() throws -> [Substring] {
        let text = try String(contentsOf: Places.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("## ") }
    }

    /// The `## VERSION - DATE TIME` headings, newest first: all but an `## Unreleased` on top, which
    /// collects what the next version brings (the package script reads only version headings).
    static func headings() throws -> [Substring] {
        let headings = try allHeadings()
        return headings.first == "## Unreleased" ? Array(headings.dropFirst()) : headings
    }

    @Test("an Unreleased section, if any, is the first and only one, and lists changes")
    func unreleased() async throws {
        let headings = try Self.allHeadings()
        #expect(headings.dropFirst().allSatisfy { $0 != "## Unreleased" }, "Unreleased only on top")
        guard headings.first == "## Unreleased" else { return }
        let text = try String(contentsOf: Places.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let section = text.components(separatedBy: "## Unreleased\n").dropFirst().first ?? ""
        let body = section.components(separatedBy: "\n## ").first ?? ""
        #expect(body.split(separator: "\n").contains { $0.hasPrefix("- ") }, "it lists at least one change")
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

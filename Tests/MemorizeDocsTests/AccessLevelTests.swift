import Foundation
import MemorizeTestSupport
import Testing

/// Only the library product is public: every other target's declarations are internal or `package`,
/// so nothing outside this package can come to depend on them.
@Suite("Access levels")
struct AccessLevelTests {
    @Test("`public` appears only in Sources/MemoryGame")
    func onlyTheLibraryIsPublic() throws {
        let sources = Places.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.contains { $0.hasPrefix("MemoryGame/") }, "the library's sources were found")
        var offenders: [String] = []
        for file in files where !file.hasPrefix("MemoryGame/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                if code.range(of: #"(^|[\s(@])public[\s(]"#, options: .regularExpression) != nil {
                    offenders.append("\(file):\(number + 1)")
                }
            }
        }
        #expect(offenders.isEmpty, "public outside the library: \(offenders.prefix(10))")
        let library = try String(
            contentsOf: sources.appendingPathComponent("MemoryGame/MemoryGame.swift"), encoding: .utf8)
        #expect(library.contains("public struct MemoryGame"), "the check can see a public declaration")
    }
}

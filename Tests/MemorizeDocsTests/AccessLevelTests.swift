import Foundation
import MemorizeTestSupport
import Testing

/// Only the library product is public: every other target's declarations are internal or `package`,
/// so nothing outside this package can come to depend on them.
///
/// One exception, ScreenKit's cell and style: Swift keeps the body of an `@inlinable` declaration in
/// the module other modules import only when it is public, and the backend compares cells for every
/// cell of a frame. ScreenKit is no product, so outside the package nothing can import it.
@Suite("Access levels")
struct AccessLevelTests {
    /// The files allowed `public` outside the library, and why (see above).
    private static let inlinedAcrossModules: Set<String> = ["ScreenKit/Cell.swift", "ScreenKit/CellStyle.swift"]

    @Test("the only library product is MemoryGame, so the exceptions' module is seen by no one outside")
    func onlyTheLibraryIsAProduct() throws {
        let manifest = try String(
            contentsOf: Places.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.split(separator: "\n").filter { $0.contains(".library(") }
        #expect(libraries.count == 1)
        #expect(libraries.first?.contains(#"name: "MemoryGame", targets: ["MemoryGame"]"#) == true)
    }

    @Test("`public` appears only in Sources/MemoryGame, and in the cell and style that are inlined")
    func onlyTheLibraryIsPublic() throws {
        let sources = Places.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.contains { $0.hasPrefix("MemoryGame/") }, "the library's sources were found")
        var offenders: [String] = []
        for file in files where !file.hasPrefix("MemoryGame/") && !Self.inlinedAcrossModules.contains(file) {
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

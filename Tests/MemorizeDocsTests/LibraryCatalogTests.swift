import Foundation
import MemorizeTestSupport
import Testing

/// The DocC catalog of the `MemoryGame` library names every public type, so that none is left out of
/// the library's documentation when one is added.
@Suite("The library's catalog")
struct LibraryCatalogTests {
    /// Every public type of the library, nested ones as DocC links them (`TimeBonus/Standing`).
    static func publicTypes() throws -> [String] {
        let folder = Places.repository.appendingPathComponent("Sources/MemoryGame")
        let declaration = #/^( *)public (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)/#
        let opened = #/^(?:public )?(?:extension|struct|enum|class) (\w+)/#
        var types: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            var outer = ""
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let top = line.firstMatch(of: opened) { outer = String(top.1) }
                guard let match = line.firstMatch(of: declaration) else { continue }
                types.append(match.1.isEmpty ? String(match.2) : outer + "/" + match.2)
            }
        }
        return types.sorted()
    }

    @Test("the catalog links every public type of MemoryGame")
    func everyPublicType() throws {
        let catalog = try String(
            contentsOf: Places.repository.appendingPathComponent("Sources/MemoryGame/MemoryGame.docc/MemoryGame.md"),
            encoding: .utf8)
        let types = try Self.publicTypes()
        #expect(types.contains("MemoryGame") && types.contains("TimeBonus/Standing"), "\(types)")
        let missing = types.filter { !catalog.contains("``\($0)``") }
        #expect(missing.isEmpty, "MemoryGame.md does not list \(missing)")
    }
}

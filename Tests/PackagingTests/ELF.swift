import MemorizeTestSupport
import Testing

/// What a binary's section headers say about it.
enum ELF {
    /// Whether the file still has a symbol table, which `strip` removes.
    static func hasSymbolTable(_ path: String) async throws -> Bool {
        let sections = try await Command.run("readelf", ["-S", "-W", path])
        #expect(sections.status == 0, "\(sections.errors)")
        return sections.output.contains(" .symtab ")
    }
}

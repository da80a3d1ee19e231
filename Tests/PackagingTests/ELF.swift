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

    /// The address and size of the section named `name`, or nil when the file has none.
    static func section(_ name: String, in path: String) async throws -> (address: UInt64, size: UInt64)? {
        let sections = try await Command.run("readelf", ["-S", "-W", path])
        #expect(sections.status == 0, "\(sections.errors)")
        // "  [27] .text.stdlib  PROGBITS  0000000000790000 590000 18eb7a 00  AX  0   0 65536"
        for line in sections.output.split(separator: "\n") {
            guard let bracket = line.firstIndex(of: "]") else { continue }
            let fields = line[line.index(after: bracket)...].split(separator: " ")
            guard fields.count > 4, fields[0] == name,
                let address = UInt64(fields[2], radix: 16), let size = UInt64(fields[4], radix: 16)
            else { continue }
            return (address, size)
        }
        return nil
    }
}

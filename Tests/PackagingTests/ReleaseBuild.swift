import Foundation
import MemorizeTestSupport
import Testing

/// The release build the install and package scripts use, made once per test run and shared.
///
/// It has its own build folder (`.build-packaging`, ignored by git): `swift test` holds SwiftPM's
/// `.build`, and a second SwiftPM waiting for it would wait for ever. The first run builds from
/// scratch (about half a minute, mostly the static link); later runs only catch up. The scripts
/// are then run with `SCRATCH_PATH` set to this folder, so their own build step finds it done.
///
/// The build starts when the first packaging test asks for it and is awaited, not waited for, so
/// the other tests of the run go on meanwhile.
enum ReleaseBuild {
    static let scratchPath = Places.repository.appendingPathComponent(".build-packaging").path

    /// The environment the scripts run in.
    static let environment: [String: String?] = ["SCRATCH_PATH": scratchPath]

    /// Nothing when the build worked; otherwise what SwiftPM said.
    private static let failure = Task<String?, Never> {
        do {
            let result = try await Command.run(
                "swift", ["build", "-c", "release", "--product", "memorize", "--scratch-path", scratchPath],
                in: Places.repository, timeout: .seconds(900))
            return result.status == 0 ? nil : result.output + result.errors
        } catch {
            return "cannot run swift build: \(error)"
        }
    }

    /// Builds the release binary if this run has not yet, and fails the test if it cannot be built.
    static func require() async throws {
        if let failure = await failure.value {
            Issue.record("the release build failed:\n\(failure)")
            throw BuildFailed()
        }
    }

    private struct BuildFailed: Error {}
}

/// What a binary's section headers say about it.
enum ELF {
    /// Whether the file still has a symbol table, which `strip` removes.
    static func hasSymbolTable(_ path: String) async throws -> Bool {
        let sections = try await Command.run("readelf", ["-S", "-W", path])
        #expect(sections.status == 0, "\(sections.errors)")
        return sections.output.contains(" .symtab ")
    }
}

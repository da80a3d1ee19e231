import Foundation

/// The release build the install and package scripts use, and the shipped-binary tests run (the binary
/// a player gets, with every setting of the release link), made once per test run and shared.
///
/// It has its own build folder (`.build-packaging`, ignored by git): `swift test` holds SwiftPM's
/// `.build`, and a second SwiftPM waiting for it would wait for ever. The first run builds from
/// scratch (about half a minute, mostly the static link); later runs only catch up. The scripts
/// are then run with `SCRATCH_PATH` set to this folder, so their own build step finds it done.
///
/// The build starts when the first packaging test asks for it and is awaited, not waited for, so
/// the other tests of the run go on meanwhile.
public enum ReleaseBuild {
    public static let scratchPath = Places.repository.appendingPathComponent(".build-packaging").path

    /// The environment the scripts run in.
    public static let environment: [String: String?] = ["SCRATCH_PATH": scratchPath]

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

    /// Builds the release binary if this run has not yet, and throws what SwiftPM said if it cannot be
    /// built, which fails the test.
    public static func require() async throws {
        if let failure = await failure.value { throw BuildFailed(output: failure) }
    }

    /// The release `memorize`, built if this run has not built it yet.
    public static func binary() async throws -> String {
        try await require()
        return scratchPath + "/release/memorize"
    }

    private struct BuildFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "the release build failed:\n\(output)" }
    }
}

import Foundation
import MemorizeTestSupport
import MemorizeText
import Testing

@Suite("Malformed theme files, through the binary")
struct MalformedThemeFileTests {
    /// A few of `MalformedThemeFiles.all` (the command line's tests read every one): what only a real
    /// file shows, its bytes and its name, and a refusal from the parser and from the rules.
    static let cases = MalformedThemeFiles.all.filter {
        ["truncated JSON", "NUL byte", "UTF-16 file", "bidi override in a name", "escape sequence in the file name"]
            .contains($0.label)
    }

    @Test("a refused file exits 65 with a message naming the file and the problem", arguments: cases)
    func refused(file: MalformedFile) async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(file.bytes, to: file.fileName)
        // A game run (which would need a terminal) and a listing both stop at the file.
        for arguments in [["--themes-file", path], ["--list-themes", "--themes-file=\(path)"]] {
            let result = try await BinaryRunner.run(arguments, in: directory.url)
            #expect(result.status == 65, "\(arguments): \(result.errorText)")
            #expect(result.errorText.hasPrefix("memorize: theme file \(SafeText.quoted(path)) refused: "))
            #expect(result.errorText.contains(file.problem), "\(result.errorText)")
            #expect(result.errorText.split(separator: "\n").count == 1)
            #expect(!result.errorsHoldEscape)
            #expect(result.outputText == "")
        }
    }

    @Test("the few read here are found among all the refusals")
    func casesFound() {
        #expect(Self.cases.count == 5)
    }
}

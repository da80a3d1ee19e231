import MemorizeCommandLine
import MemorizeTestSupport
import MemorizeText
import Testing

/// Every theme file the game must refuse, read through the command line as the binary reads it but
/// from a stand-in for the file system; `MalformedThemeFileTests` reads a few of them from real files
/// through the built binary.
@Suite("Malformed theme files, through the command line")
struct MalformedThemeFileLaunchTests {
    @Test("a refused file exits 65 with one line naming the file and the problem", arguments: MalformedThemeFiles.all)
    func refused(file: MalformedFile) {
        // A game run (which would need a terminal) and a listing both stop at the file.
        for arguments in [["--themes-file", file.fileName], ["--list-themes", "--themes-file=\(file.fileName)"]] {
            let system = FakeSystem(
                files: [file.fileName: .bytes(file.bytes)], inputIsTerminal: false, outputIsTerminal: false)
            #expect(system.launch(arguments) == .exit(65), "\(arguments): \(system.errors)")
            #expect(system.errors.hasPrefix("memorize: theme file \(SafeText.quoted(file.fileName)) refused: "))
            #expect(system.errors.contains(file.problem), "\(system.errors)")
            #expect(system.errors.split(separator: "\n").count == 1)
            #expect(!system.errors.unicodeScalars.contains("\u{1B}"))
            #expect(system.output == "")
        }
    }

    @Test("there are at least 20 cases, each named once")
    func enoughCases() {
        #expect(MalformedThemeFiles.all.count >= 20)
        #expect(Set(MalformedThemeFiles.all.map(\.label)).count == MalformedThemeFiles.all.count)
    }
}

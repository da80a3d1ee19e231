import Glibc
import MemorizeDocs
import MemorizeSystem

// `swift run memorize-docs [--check] [ROOT]`: writes the man page and the shell completions under
// ROOT/share (ROOT is the repository, by default the current directory), generated from the option
// and key tables. With --check it writes nothing and exits 1 if a committed file is out of date.

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
let others = arguments.filter { $0 != "--check" }
let system = SystemAccess.live

guard others.count <= 1, !others.contains(where: { $0.hasPrefix("-") }) else {
    system.writeError("memorize-docs: usage: memorize-docs [--check] [REPOSITORY]\n")
    exit(ExitStatus.usage.rawValue)
}
let root = others.first ?? "."
guard case .bytes = system.readFile(root + "/Package.swift") else {
    system.writeError("memorize-docs: \(root) is not the memorize repository (no Package.swift there)\n")
    exit(ExitStatus.noInput.rawValue)
}

var stale = 0
for file in GeneratedFiles.all() {
    let path = root + "/" + file.path
    if case .bytes(let bytes) = system.readFile(path), bytes == Array(file.contents.utf8) { continue }
    if check {
        system.writeError("memorize-docs: \(file.path) is out of date; run swift run memorize-docs\n")
        stale += 1
    } else if case .failed(let reason) = system.writeFileAtomically(FilePath(path), Array(file.contents.utf8)) {
        system.writeError("memorize-docs: cannot write \(path): \(reason)\n")
        exit(1)
    } else {
        // Written private like every file the game writes; these are for everyone to read.
        _ = system.setPermissions(FilePath(path), 0o644)
        _ = system.writeOutput("memorize-docs: wrote \(file.path)\n")
    }
}
exit(stale == 0 ? 0 : 1)

import Glibc
import MemorizeLocalization

/// Why a file could not be read or written (`LiveSystemAccess`), as a player reads it inside another
/// message ("cannot open theme file \"t.json\": permission denied").
///
/// glibc's own `strerror` is translated only when the player's locale is generated on the machine,
/// which it often is not; the reasons a player is likely to meet are messages here, with glibc's
/// English words, and any other keeps glibc's text.
package enum SystemText: MessageCatalog {
    case permissionDenied, notRegularFile, lockedFor, allCorruptNamesTaken, temporaryNotRegular, cannotCreate
    case errorNumber
    case noSuchFile, noSpace, readOnly, inputOutput, linkLoop, notDirectory, isDirectory, quota, nameTooLong

    package var message: Message {
        switch self {
        case .permissionDenied:
            Message("permission denied", comment: "Why a file cannot be read.")
        case .notRegularFile:
            Message("it is not a regular file", comment: "Why a file cannot be used.")
        case .lockedFor:
            Message(
                "another process kept it locked for %1$s",
                comment: "Why the scores were not saved. %1$s: a time, such as 2.0 seconds.")
        case .allCorruptNamesTaken:
            Message(
                "%1$s.corrupt-1 to -1000 all exist",
                comment: "Why a broken file could not be renamed. %1$s: its path.")
        case .temporaryNotRegular:
            Message("the temporary file is not a regular file", comment: "Why a file could not be written.")
        case .cannotCreate:
            Message("cannot create %1$s: %2$s", comment: "%1$s: a folder's path; %2$s: the system's reason.")
        case .errorNumber:
            Message("error %1$s", comment: "A system error without a description. %1$s: its number.")
        case .noSuchFile:
            Message("No such file or directory", comment: "The system's reason (ENOENT), as glibc writes it.")
        case .noSpace:
            Message("No space left on device", comment: "The system's reason (ENOSPC).")
        case .readOnly:
            Message("Read-only file system", comment: "The system's reason (EROFS).")
        case .inputOutput:
            Message("Input/output error", comment: "The system's reason (EIO).")
        case .linkLoop:
            Message("Too many levels of symbolic links", comment: "The system's reason (ELOOP).")
        case .notDirectory:
            Message("Not a directory", comment: "The system's reason (ENOTDIR).")
        case .isDirectory:
            Message("Is a directory", comment: "The system's reason (EISDIR).")
        case .quota:
            Message("Disk quota exceeded", comment: "The system's reason (EDQUOT).")
        case .nameTooLong:
            Message("File name too long", comment: "The system's reason (ENAMETOOLONG).")
        }
    }

    /// The system's reason for `code`: glibc's in English, else the message when there is one.
    static func reason(_ code: Int32) -> String {
        let glibc = { strerror(code).map { String(cString: $0) } ?? errorNumber.text("\(code)") }
        guard Translator.active.language != .english else { return glibc() }
        let known: SystemText? =
            switch code {
            case EACCES, EPERM: .permissionDenied
            case ENOENT: .noSuchFile
            case ENOSPC: .noSpace
            case EROFS: .readOnly
            case EIO: .inputOutput
            case ELOOP: .linkLoop
            case ENOTDIR: .notDirectory
            case EISDIR: .isDirectory
            case EDQUOT: .quota
            case ENAMETOOLONG: .nameTooLong
            default: nil
            }
        return known?.text() ?? glibc()
    }
}

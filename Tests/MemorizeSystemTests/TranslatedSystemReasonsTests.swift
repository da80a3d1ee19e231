import Glibc
import MemorizeLocalization
import MemorizeTestSupport
import Testing

@testable import MemorizeSystem

/// The reasons a file could not be used, and the exit statuses of `--help`, in Korean and Chinese.
@Suite("The system's reasons in Korean and Chinese")
struct TranslatedSystemReasonsTests {
    @Test("a reader meets glibc's reasons in the language, and English keeps glibc's own words")
    func reasons() throws {
        #expect(SystemText.reason(ENOSPC) == String(cString: strerror(ENOSPC)))
        for (language, full, denied) in [
            (Language.korean, "장치에 남은 공간이 없습니다", "권한이 없습니다"),
            (.chinese, "设备上没有空间", "权限不足"),
        ] {
            let translator = try TranslationCatalog.translator(for: language)
            Translator.$scoped.withValue(translator) {
                #expect(SystemText.reason(ENOSPC) == full)
                #expect(SystemText.reason(EACCES) == denied)
                // One the catalog does not hold keeps glibc's text rather than nothing.
                #expect(SystemText.reason(EXDEV) == String(cString: strerror(EXDEV)))
                #expect(!ExitStatus.usage.translatedSummary.contains("usage error"))
                #expect(ExitStatus.usage.summary.hasPrefix("usage error"))
            }
        }
    }
}

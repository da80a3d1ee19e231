import Glibc
import MemorizeSystem
import Testing

@Suite("MonotonicTime: the system's monotonic clock")
struct MonotonicTimeTests {
    @Test("it never goes back, and a pause of 20 ms shows as at least 20 ms and less than a second")
    func advances() {
        var previous = MonotonicTime.now()
        for _ in 0..<1_000 {
            let now = MonotonicTime.now()
            #expect(now >= previous)
            previous = now
        }
        let before = MonotonicTime.now()
        usleep(20_000)
        let elapsed = MonotonicTime.now() - before
        #expect(elapsed >= .milliseconds(20))
        #expect(elapsed < .seconds(1))
    }
}

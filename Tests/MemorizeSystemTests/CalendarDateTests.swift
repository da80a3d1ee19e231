import MemorizeSystem
import Testing

@Suite("Calendar dates")
struct CalendarDateTests {
    @Test("written and read as YYYY-MM-DD", arguments: ["2025-03-14", "0001-01-01", "9999-12-31", "2024-02-29"])
    func roundTrip(text: String) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.description == text)
    }

    @Test(
        "only real days in the exact form are read",
        arguments: [
            "2025-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "2025-01-00", "0000-01-01",
            "2025-3-14", "2025-03-14T00:00", "20250314", "2025/03/14", "２０２５-03-14", "", "+025-03-14",
        ])
    func refused(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test("ordered by year, month, then day")
    func order() throws {
        let dates = try ["2024-12-31", "2025-01-01", "2025-01-02", "2025-02-01"].map {
            try #require(CalendarDate(iso: $0))
        }
        #expect(dates == dates.reversed().sorted())
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil, "2000 is a leap year")
    }
}

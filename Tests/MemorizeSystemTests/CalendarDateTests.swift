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

    @Test(
        "counts days from 1970-01-01",
        arguments: [
            ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-12-01", 20_788),
            ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
        ])
    func dayNumber(text: String, number: Int) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.dayNumber == number)
        #expect(CalendarDate(dayNumber: number) == date)
    }

    @Test("each day number after the previous one is the next day, across months, leap days and years")
    func consecutiveDays() throws {
        var date = try #require(CalendarDate(iso: "1999-12-25"))
        for number in date.dayNumber..<(date.dayNumber + 1_600) {
            #expect(date.dayNumber == number)
            let next = try #require(CalendarDate(dayNumber: number + 1))
            #expect(next > date)
            date = next
        }
        #expect(date.description == "2004-05-12")
        #expect(CalendarDate(dayNumber: 2_932_897) == nil, "past 9999")
    }
}

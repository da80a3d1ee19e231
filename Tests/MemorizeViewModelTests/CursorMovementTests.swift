import MemorizeKeys
import Testing

@testable import MemorizeViewModel

/// Ten cards in rows of four:
///
///     0 1 2 3
///     4 5 6 7
///     8 9
@Suite struct CursorMovementTests {
    private func move(_ index: Int, _ direction: CursorDirection, columns: Int = 4, count: Int = 10) -> Int {
        CursorMovement.index(from: index, moving: direction, columns: columns, count: count)
    }

    @Test func leftFollowsReadingOrderAndStopsAtTheFirstCard() {
        #expect(move(0, .left) == 0)
        #expect(move(1, .left) == 0)
        #expect(move(4, .left) == 3)
        #expect(move(8, .left) == 7)
    }

    @Test func rightFollowsReadingOrderAndStopsAtTheLastCard() {
        #expect(move(2, .right) == 3)
        #expect(move(3, .right) == 4)
        #expect(move(7, .right) == 8)
        #expect(move(9, .right) == 9)
    }

    @Test func upMovesARowAndStaysOnTheTopRow() {
        for index in 0..<4 {
            #expect(move(index, .up) == index)
        }
        #expect(move(5, .up) == 1)
        #expect(move(9, .up) == 5)
        #expect(move(8, .up) == 4)
    }

    @Test func downMovesARowAndStaysOnTheBottomRow() {
        #expect(move(0, .down) == 4)
        #expect(move(5, .down) == 9)
        #expect(move(4, .down) == 8)
        #expect(move(8, .down) == 8)
        #expect(move(9, .down) == 9)
    }

    @Test func downAboveTheGapOfAShortLastRowGoesToTheLastCard() {
        #expect(move(6, .down) == 9)
        #expect(move(7, .down) == 9)
    }

    @Test func downOnAFullLastRowStaysPut() {
        for index in 4..<8 {
            #expect(move(index, .down, count: 8) == index)
        }
    }

    @Test func oneRowAndOneColumnBoards() {
        #expect(move(2, .up, columns: 10) == 2)
        #expect(move(2, .down, columns: 10) == 2)
        #expect(move(2, .down, columns: 1, count: 3) == 2)
        #expect(move(1, .down, columns: 1, count: 3) == 2)
        #expect(move(0, .up, columns: 1, count: 3) == 0)
    }

    @Test func columnsBelowOneCountAsOne() {
        #expect(move(0, .down, columns: 0, count: 3) == 1)
        #expect(move(1, .up, columns: -5, count: 3) == 0)
    }

    @Test func anOutOfRangeIndexIsClampedFirst() {
        #expect(move(42, .left) == 8)
        #expect(move(-3, .right) == 1)
    }

    @Test func anEmptyBoardKeepsTheCursorAtZero() {
        for direction in CursorDirection.allCases {
            #expect(move(0, direction, count: 0) == 0)
        }
    }
}

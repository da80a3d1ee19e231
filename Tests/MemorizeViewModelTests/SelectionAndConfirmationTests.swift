import Testing

@testable import MemorizeViewModel

/// The theme picker's selection and the yes-or-no question as values with their own transitions.
@Suite struct ListSelectionTests {
    @Test func movesStopAtTheEnds() {
        var selection = ListSelection(count: 5, selected: 1)
        selection.move(by: -1)
        #expect(selection.selected == 0)
        selection.move(by: -1)
        #expect(selection.selected == 0)
        selection.move(by: 10)
        #expect(selection.selected == 4)
    }

    @Test func pagesAndEnds() {
        var selection = ListSelection(count: 20, selected: 3)
        selection.page(down: true)
        #expect(selection.selected == 3 + ListSelection.pageSize)
        selection.page(down: false)
        selection.page(down: false)
        #expect(selection.selected == 0)
        selection.jumpToEnd(last: true)
        #expect(selection.selected == 19)
        selection.jumpToEnd(last: false)
        #expect(selection.selected == 0)
    }

    @Test func jumpsToTheNextNameWithALetterWrappingAround() {
        let names = ["Animals", "Food", "Faces", "Flags", "Sports"]
        var selection = ListSelection(count: names.count, selected: 2)
        selection.jump(toNextStartingWith: "f", names: names)
        #expect(selection.selected == 3)
        selection.jump(toNextStartingWith: "F", names: names)
        #expect(selection.selected == 1, "wraps past the end")
        selection.jump(toNextStartingWith: "z", names: names)
        #expect(selection.selected == 1, "no name: stays put")
    }

    @Test func aSelectionIsAlwaysOnTheList() {
        #expect(ListSelection(count: 3, selected: 9).selected == 2)
        #expect(ListSelection(count: 3, selected: -4).selected == 0)
        var empty = ListSelection(count: 0, selected: 5)
        #expect(empty.selected == 0)
        empty.move(by: 1)
        empty.select(0)
        #expect(empty.selected == 0)
        var three = ListSelection(count: 3)
        three.select(7)
        #expect(three.selected == 0, "a row off the list is not selected")
        three.select(2)
        #expect(three.selected == 2)
    }
}

@Suite struct ConfirmationTests {
    @Test func yesDoesWhatWasAskedAndNoShowsWhatWasUnder() {
        let overBoard = Confirmation(.newGame)
        #expect(overBoard.confirmed == .newGame)
        #expect(overBoard.cancelled == nil)
        let overPause = Confirmation(.quit, overPause: true)
        #expect(overPause.confirmed == .quit)
        #expect(overPause.cancelled == .paused)
    }
}

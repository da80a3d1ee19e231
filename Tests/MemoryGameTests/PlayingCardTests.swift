import MemoryGame
import Testing

/// Playing cards: how they print, the full deck, and how two of them match in Matchismo.
@Suite("Playing cards")
struct PlayingCardTests {
    @Test(
        "a card prints its rank and suit, in Unicode and in ASCII",
        arguments: [
            (1, PlayingCard.Suit.spades, "A♠", "AS"),
            (10, .hearts, "10♥", "10H"),
            (13, .diamonds, "K♦", "KD"),
            (12, .clubs, "Q♣", "QC"),
            (11, .hearts, "J♥", "JH"),
            (2, .diamonds, "2♦", "2D"),
            (9, .spades, "9♠", "9S"),
        ])
    func description(rank: Int, suit: PlayingCard.Suit, text: String, ascii: String) {
        let card = PlayingCard(rank: rank, suit: suit)
        #expect(card.description == text)
        #expect("\(card)" == text)
        #expect(card.asciiDescription == ascii)
    }

    @Test("hearts and diamonds are red, spades and clubs black")
    func colors() {
        #expect(PlayingCard.Suit.allCases.filter(\.isRed) == [.hearts, .diamonds])
    }

    @Test("the full deck holds each of the 52 cards once, every one printed differently")
    func fullDeck() {
        let deck = PlayingCard.fullDeck
        #expect(deck.count == 52)
        #expect(Set(deck).count == 52)
        #expect(Set(deck.map(\.description)).count == 52)
        #expect(Set(deck.map(\.asciiDescription)).count == 52)
        for suit in PlayingCard.Suit.allCases {
            #expect(deck.filter { $0.suit == suit }.map(\.rank) == Array(1...13))
        }
        #expect(deck.first?.description == "A♠")
        #expect(deck.last?.description == "K♣")
    }

    @Test("a face identity gives its card back; a number that is no card's face gives nothing")
    func fromFaceID() throws {
        for card in PlayingCard.fullDeck { #expect(PlayingCard(faceID: card.faceID) == card, "\(card)") }
        #expect(PlayingCard(faceID: 0) == (try playingCard("A♠")))
        #expect(PlayingCard(faceID: 13 + 9) == (try playingCard("10♥")))
        #expect(PlayingCard(faceID: 51) == (try playingCard("K♣")))
        for number in [-1, 52, 53, Int.min, Int.max] { #expect(PlayingCard(faceID: number) == nil, "\(number)") }
    }

    @Test("same rank scores 4, same suit 1, neither 0, whichever card comes first")
    func matchScore() throws {
        let pairs: [(String, String, Int, Int)] = [
            ("J♥", "J♠", 4, 16),
            ("2♥", "9♥", 1, 4),
            ("6♦", "2♣", 0, -2),
            ("A♠", "K♣", 0, -2),
            ("10♣", "10♦", 4, 16),
            ("Q♠", "Q♠", 4, 16),  // the same card twice: the rank counts
        ]
        for (first, second, score, points) in pairs {
            let a = try playingCard(first)
            let b = try playingCard(second)
            #expect(MatchismoScoring.matchScore(a, b) == score, "\(first) \(second)")
            #expect(MatchismoScoring.matchScore(b, a) == score, "\(second) \(first)")
            #expect(MatchismoScoring.comparisonPoints(a, b) == points, "\(first) \(second)")
        }
    }
}

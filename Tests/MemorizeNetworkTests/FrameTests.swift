import Foundation
import MemorizeTable
import MemorizeTestSupport
import Testing

@testable import MemorizeNetwork

@Suite("Frames and messages between two terminals")
struct FrameTests {
    static let messages: [WireMessage] = [
        .hello(version: 1, nonce: Array(0..<16), name: "Ann 🐙"), .challenge(nonce: [9, 8, 7], proof: Array(0..<32)),
        .proof(Array(repeating: 0xAB, count: 32)), .welcome(seat: 1, names: ["Ann", "Bob"]), .refused("wrong code"),
        .board(TableBoard(deal: 2, name: "Halloween", cards: 12, matchismo: false, timed: true, back: [65_540, 0])),
        .board(
            TableBoard(
                deal: 3, name: "Chinese 汉字", cards: 20, matchismo: false, timed: false, back: [0], differentPairs: true)
        ),
        .table(
            TableState(
                deal: 2, cards: [0, 5, 6, 0], faces: [TableFace(card: 1, text: "👻", ascii: "A", name: "", color: 0)],
                scores: [4, -2], pairs: [2, 0], seat: 1, score: 2, flips: 9, over: true)),
        .choice(
            TableChoice(
                seat: 1, card: 3, events: [.turnedDown(0), .turnedUp(3, face: 5), .mismatched(3, 1)], points: -2,
                multiplier: 3, passesTurn: true,
                state: TableState(
                    deal: 0, cards: [4, 4, 0, 5],
                    faces: [TableFace(card: 3, text: "A♠", ascii: "As", name: "ace of spades", color: 65_537)],
                    scores: [0, -2], pairs: [0, 0], seat: 0, score: -2, flips: 3))),
        .choice(
            TableChoice(
                seat: 0, card: 4, events: [.matched(4, 2)], points: 2, multiplier: nil, passesTurn: false,
                state: TableState(deal: 0, cards: [], faces: [], scores: [], pairs: [], seat: 0, score: 0, flips: 0))),
        .choose(card: 11, deal: 2), .ignored(card: 11, deal: 2, reason: "Ann paused the game"),
        .ended(reason: "Ann left"), .ping, .pong, .sealed([0, 1, 2, 255]), .sealed([]), .join(name: "Bob", watch: true),
        .seats(["Ann", "Bob", ""]), .away(seat: 2, reason: "Cy is away"), .back(seat: 3),
    ]

    @Test("every message reads back as written, whatever the pieces the bytes arrive in")
    func roundTrip() throws {
        var writer = FrameWriter()
        let stream = Self.messages.flatMap { writer.frame($0) }
        for pieceSize in [1, 3, 7, 64, stream.count] {
            var reader = FrameReader()
            var read: [WireMessage] = []
            for start in stride(from: 0, to: stream.count, by: pieceSize) {
                reader.append(Array(stream[start..<min(start + pieceSize, stream.count)]))
                while let message = try reader.next() { read.append(message) }
            }
            #expect(read == Self.messages, "pieces of \(pieceSize)")
            #expect(reader.pendingByteCount == 0)
        }
    }

    @Test("a length above the limit is refused from its four bytes, before the rest arrives")
    func oversized() {
        var reader = FrameReader()
        reader.append(FrameWriter.word(UInt32(WireMessage.maximumBody + 5)))
        #expect(throws: ProtocolError.badLength(WireMessage.maximumBody + 5)) { try reader.next() }
        reader.append([0, 0, 0, 5])
        #expect(throws: ProtocolError.badLength(WireMessage.maximumBody + 5), "a refused stream stays refused") {
            try reader.next()
        }
        var empty = FrameReader()
        empty.append([0, 0, 0, 0])
        #expect(throws: ProtocolError.badLength(0)) { try empty.next() }
    }

    @Test("a replayed, skipped or reordered frame is refused")
    func sequence() throws {
        var writer = FrameWriter()
        let first = writer.frame(.ping)
        let second = writer.frame(.pong)
        var replay = FrameReader()
        replay.append(first + first)
        #expect(try replay.next() == .ping)
        #expect(throws: ProtocolError.outOfSequence(expected: 2, got: 1)) { try replay.next() }
        var skipped = FrameReader()
        skipped.append(second)
        #expect(throws: ProtocolError.outOfSequence(expected: 1, got: 2)) { try skipped.next() }
    }

    @Test(
        "malformed bodies are refused with what is wrong",
        arguments: [
            ([99], ProtocolError.unknownType(99)), ([10, 0, 0], .malformed("it ends early")),
            ([12, 7], .malformed("1 bytes after the last field")),
            ([5, 0xFF, 0xFF], .malformed("a count of 65535, at most 1024")),
            ([5, 0, 2, 0xC3, 0x28], .malformed("text that is not UTF-8")),
            ([6, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 7], .malformed("a flag of 7")),
            ([], .malformed("it ends early")),
        ])
    func malformed(body: [UInt8], error: ProtocolError) {
        #expect(throws: error) { try WireMessage.decode(body) }
    }

    @Test("a code is six characters none of which reads as another; typed codes are trimmed and lowered")
    func joinCode() {
        var random = SystemRandomNumberGenerator()
        let code = JoinCode.make(using: &random)
        #expect(code.count == JoinCode.length)
        #expect(code.allSatisfy(JoinCode.alphabet.contains))
        #expect(JoinCode.normalized(" " + code.uppercased() + "\n") == code)
        #expect(JoinCode.normalized("abc10o") == nil)
    }
}

/// Hostile peers: random bytes, and valid streams cut, flipped, duplicated and spliced, into the reader.
/// Whatever arrives, it returns messages or one `ProtocolError`, never traps, and never holds more than
/// a frame and the piece being read. (`swift test --filter Fuzz`; `MEMORIZE_FUZZ_FRAMES` sets the count.)
@Suite("Fuzzing the frame reader", .computing)
struct ProtocolFuzzTests {
    @Test("random and mutated streams are read or refused, within a bounded buffer")
    func fuzz() {
        var random = FuzzGenerator(seed: 0x6E65_7477_6F72_6B21)
        var writer = FrameWriter()
        let valid = (0..<40).flatMap { writer.frame(FrameTests.messages[$0 % FrameTests.messages.count]) }
        var refused = 0
        var read = 0
        let rounds = Int(ProcessInfo.processInfo.environment["MEMORIZE_FUZZ_FRAMES"] ?? "") ?? 20_000
        for round in 0..<rounds {
            var stream: [UInt8]
            switch round % 4 {
            case 0: stream = (0..<Int(random.next() % 512)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            case 1:
                stream = valid
                for _ in 0..<Int(random.next() % 8) {
                    stream[Int(random.next() % UInt64(stream.count))] = UInt8(truncatingIfNeeded: random.next())
                }
            case 2: stream = Array(valid.prefix(Int(random.next() % UInt64(valid.count))))
            default:
                let cut = Int(random.next() % UInt64(valid.count))
                stream = Array(valid[cut...]) + Array(valid[..<cut])
            }
            var reader = FrameReader()
            var offset = 0
            var failed = false
            while offset < stream.count, !failed {
                let piece = 1 + Int(random.next() % 300)
                reader.append(Array(stream[offset..<min(offset + piece, stream.count)]))
                offset += piece
                do {
                    while try reader.next() != nil { read += 1 }
                } catch {
                    failed = true
                }
                #expect(reader.pendingByteCount <= WireMessage.maximumBody + 8 + 300)
            }
            if failed { refused += 1 }
        }
        #expect(refused > rounds / 4, "the mutations should be refused often")
        #expect(read > rounds / 2, "the valid parts should be read")
    }
}

/// SplitMix64, here so that the network's tests depend on nothing but the network.
struct FuzzGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

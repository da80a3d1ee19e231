import Glibc
import MemorizeSystem
import Synchronization
import Testing

/// Descriptors 0, 1 and 2 filled at start-up, against a stand-in for the process's descriptors (closing
/// the test process's own would take them from every test running beside).
@Suite("Standard descriptors held open")
struct StandardDescriptorsTests {
    /// Descriptors as a process holds them: a closed one is free, and `open` takes the lowest free.
    final class FakeDescriptors: Sendable {
        private let open = Mutex<Set<Int32>>([])
        private let calls = Mutex<[String]>([])

        init(open: Set<Int32>) {
            self.open.withLock { $0 = open }
        }

        /// Every `open` and `move`, in order.
        var log: [String] { calls.withLock { $0 } }
        var openDescriptors: Set<Int32> { open.withLock { $0 } }

        func calls(openGives fixed: Int32? = nil) -> StandardDescriptors.Calls {
            StandardDescriptors.Calls(
                closed: { [self] in
                    open.withLock { open in
                        (0...2).reduce(UInt8(0)) { bits, number in
                            open.contains(Int32(number)) ? bits : bits | 1 << number
                        }
                    }
                },
                open: { [self] path, flags in
                    let mode = flags & O_ACCMODE == O_RDONLY ? "read" : flags & O_ACCMODE == O_WRONLY ? "write" : "both"
                    return open.withLock { open in
                        let number = fixed ?? (0...).lazy.map(Int32.init).first { !open.contains($0) }!
                        open.insert(number)
                        calls.withLock { $0.append("open \(path) \(mode) -> \(number)") }
                        return number
                    }
                },
                move: { [self] descriptor, target in
                    open.withLock { open in
                        open.remove(descriptor)
                        open.insert(target)
                    }
                    calls.withLock { $0.append("move \(descriptor) -> \(target)") }
                    return true
                })
        }
    }

    @Test("none closed: nothing is opened")
    func noneClosed() {
        let descriptors = FakeDescriptors(open: [0, 1, 2, 5])
        #expect(StandardDescriptors.ensureOpen(using: descriptors.calls()) == 0)
        #expect(descriptors.log.isEmpty)
    }

    @Test("a closed output is taken by /dev/null opened read-only, so writing to it still fails")
    func closedOutput() {
        let descriptors = FakeDescriptors(open: [0, 2])
        #expect(StandardDescriptors.ensureOpen(using: descriptors.calls()) == 0b010)
        #expect(descriptors.log == ["open /dev/null read -> 1"])
        #expect(descriptors.openDescriptors == [0, 1, 2], "the next socket gets 3")
    }

    @Test("all three closed: input write-only, the outputs read-only, each on its own number")
    func allClosed() {
        let descriptors = FakeDescriptors(open: [])
        #expect(StandardDescriptors.ensureOpen(using: descriptors.calls()) == 0b111)
        #expect(
            descriptors.log == [
                "open /dev/null write -> 0", "open /dev/null read -> 1", "open /dev/null read -> 2",
            ])
    }

    @Test("a descriptor opened elsewhere than the closed one is moved onto it")
    func moved() {
        let descriptors = FakeDescriptors(open: [0, 1])
        #expect(StandardDescriptors.ensureOpen(using: descriptors.calls(openGives: 7)) == 0b100)
        #expect(descriptors.log == ["open /dev/null read -> 7", "move 7 -> 2"])
        #expect(descriptors.openDescriptors == [0, 1, 2])
    }

    @Test("without /dev/null the closed one stays closed, and nothing else is touched")
    func noDeviceFile() {
        let calls = StandardDescriptors.Calls(closed: { 0b001 }, open: { _, _ in -1 }, move: { _, _ in true })
        #expect(StandardDescriptors.ensureOpen(using: calls) == 0)
    }

    @Test("in this process all three are open, and the live calls say so")
    func live() {
        #expect(StandardDescriptors.Calls.live.closed() == 0)
        #expect(StandardDescriptors.ensureOpen() == 0)
    }
}

import MemorizeSystem
import Testing

@Suite("systemd's socket activation, read from the environment")
struct SocketActivationTests {
    @Test("one socket for this process; variables meant for another process are not this one's")
    func passed() {
        #expect(SocketActivation.passed(listenPID: "42", listenFDs: "1", processID: 42) == .one)
        #expect(SocketActivation.passed(listenPID: "41", listenFDs: "1", processID: 42) == .nothing)
        #expect(SocketActivation.passed(listenPID: nil, listenFDs: "1", processID: 42) == .nothing)
        #expect(SocketActivation.passed(listenPID: "42", listenFDs: "0", processID: 42) == .nothing)
        #expect(SocketActivation.passed(listenPID: "x", listenFDs: "1", processID: 42) == .nothing)
    }

    @Test("more sockets than one, or a count that is not a number, are said")
    func unusable() {
        #expect(
            SocketActivation.passed(listenPID: "42", listenFDs: "2", processID: 42)
                == .unusable("2 sockets were passed, and the lobby listens on one"))
        #expect(
            SocketActivation.passed(listenPID: "42", listenFDs: "two", processID: 42)
                == .unusable("LISTEN_FDS is not a number of sockets"))
        #expect(
            SocketActivation.passed(listenPID: "42", listenFDs: nil, processID: 42)
                == .unusable("LISTEN_FDS is not a number of sockets"))
    }
}

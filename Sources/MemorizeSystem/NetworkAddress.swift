/// Where a host listens or a guest connects: `PORT`, `ADDRESS:PORT` or `[IPV6]:PORT`.
package struct NetworkAddress: Equatable, Sendable, CustomStringConvertible {
    /// A name or a numeric address; the host listens on 127.0.0.1 unless one is given, so that nothing
    /// is exposed by default.
    package var host: String
    package var port: UInt16

    package init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Reads `[ADDRESS:]PORT`; nil for anything else. `defaultHost` stands in for a missing address;
    /// port 0 (a port the system picks, for a listener) only when `anyPort`.
    package init?(parsing text: String, defaultHost: String?, anyPort: Bool = false) {
        var host = defaultHost
        var portText = Substring(text)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portText = rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard let host, !host.isEmpty, !host.contains(where: \.isWhitespace),
            let port = UInt16(portText), port > 0 || anyPort
        else { return nil }
        self.init(host: host, port: port)
    }

    package var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

import CSodium

/// What a joined session uses after CPace: a key confirmation tag for each side, and a key for each
/// direction, all derived from the intermediate session key (ISK) and the run's transcript.
///
/// The draft leaves the use of ISK to the application and recommends a key derivation first. Each
/// output here is keyed BLAKE2b (libsodium's `crypto_generichash`) under the whole 64-byte ISK, of
/// lv_cat(label, transcript): BLAKE2b takes a key of up to 64 bytes, so ISK goes in whole, where
/// `crypto_kdf_derive_from_key` (the same keyed BLAKE2b, with an id and an 8-byte context) would want
/// it cut down to 32 bytes first, and a label of any length names each output. Distinct labels keep a
/// host's tag from passing as a guest's, and a key of one direction from opening the other.
package struct SessionKeys: Sendable {
    /// Which side of a table: the host, who printed the code, or the guest, who typed it.
    package enum Side: Sendable {
        case host, guest
    }

    /// The tag the host sends to show it holds the same ISK (32 bytes).
    package let hostConfirmation: [UInt8]
    /// The tag the guest sends to show it holds the same ISK (32 bytes).
    package let guestConfirmation: [UInt8]
    /// The key of what the host sends.
    let hostToGuest: [UInt8]
    /// The key of what the guest sends.
    let guestToHost: [UInt8]

    /// The keys of the session whose CPace run gave `isk` over `transcript`.
    /// - Parameters:
    ///   - isk: `CPace.sessionKey(peerShare:ownData:peerData:)`, 64 bytes.
    ///   - transcript: `CPace.transcript(peerShare:ownData:peerData:)` of the same run, which both sides
    ///     compute alike whatever their role.
    package init(isk: [UInt8], transcript: [UInt8]) {
        precondition(isk.count == crypto_generichash_KEYBYTES_MAX, "ISK has 64 bytes")
        Sodium.start()
        func derive(_ label: String) -> [UInt8] {
            let message = CPace.lengthValue(Array(label.utf8), transcript)
            var output = [UInt8](repeating: 0, count: 32)
            _ = crypto_generichash(&output, output.count, message, UInt64(message.count), isk, isk.count)
            return output
        }
        hostConfirmation = derive("memorize v1 host confirmation")
        guestConfirmation = derive("memorize v1 guest confirmation")
        hostToGuest = derive("memorize v1 host to guest")
        guestToHost = derive("memorize v1 guest to host")
    }

    /// The tag `side` sends after the shares, so the other side knows the code matched before any
    /// frame is sealed.
    package func confirmation(from side: Side) -> [UInt8] {
        switch side {
        case .host: hostConfirmation
        case .guest: guestConfirmation
        }
    }

    /// Whether `tag` is the one `side` must send, compared in constant time: a wrong code shows as a
    /// wrong tag, and the time of the check says nothing of how close the tag came.
    package func confirms(_ tag: [UInt8], from side: Side) -> Bool {
        Sodium.equal(tag, confirmation(from: side))
    }

    /// The sealer of what `side` sends. Make one per session and side: its nonces count from 0, so a
    /// second sealer of the same key would repeat them.
    package func sealer(for side: Side) -> Sealer {
        Sealer(key: side == .host ? hostToGuest : guestToHost)
    }

    /// The opener of what `side` receives, in step with the other side's sealer.
    package func opener(for side: Side) -> Opener {
        Opener(key: side == .host ? guestToHost : hostToGuest)
    }
}

import CSodium

/// One side of CPace, the balanced PAKE of draft-irtf-cfrg-cpace-21, in its recommended suite on
/// ristretto255 with SHA-512, initiator-responder setting.
///
/// Why a PAKE: a join code has about 2^29.7 values, few enough to try them all offline. Under CPace
/// neither side's message, nor anything computed from the pair, can be checked against a guessed code
/// without a secret scalar: an eavesdropper learns nothing to search with, and an active attacker gets
/// one guess per run, which the other side sees fail.
///
/// Each side hashes the password (the code), the channel identifier and the session id to a secret
/// generator g, sends Y = y·g for a fresh random scalar y, and from the peer's Y computes K = y·Y' and
/// the intermediate session key ISK = SHA-512(lv_cat(DSI_ISK, sid, K) ‖ transcript). Every hash, scalar
/// and group operation is libsodium's; this type only lays out the bytes the draft specifies.
package struct CPace: Sendable {
    /// Which message a side sends in the transcript: the initiator's (Ya, ADa) comes first.
    package enum Role: Sendable {
        case initiator, responder
    }

    /// This side's share Y: the 32-byte encoding of y·g, sent to the peer.
    package let share: [UInt8]

    private let role: Role
    private let sessionID: [UInt8]
    private let scalar: [UInt8]

    /// A side with a fresh random scalar (libsodium's, uniform in [1, order)), as every run needs: the
    /// draft forbids using a scalar twice, and its security proof counts on each being fresh.
    /// - Parameters:
    ///   - password: the shared secret (PRS), here the join code's bytes.
    ///   - channelID: what both sides know of the channel (CI); not sent, and may be empty.
    ///   - sessionID: a public value both sides agree on for this run (sid), fresh for each run.
    ///   - role: whether this side's message comes first in the transcript.
    package init(password: [UInt8], channelID: [UInt8], sessionID: [UInt8], role: Role) {
        Sodium.start()
        var scalar = [UInt8](repeating: 0, count: Int(crypto_core_ristretto255_SCALARBYTES))
        crypto_core_ristretto255_scalar_random(&scalar)
        self.init(password: password, channelID: channelID, sessionID: sessionID, role: role, scalar: scalar)
    }

    /// A side with a given 32-byte little-endian scalar: for the draft's test vectors only, since
    /// whoever knows the scalar can test codes against a recorded run (`OfflineGuessTests`).
    package init(password: [UInt8], channelID: [UInt8], sessionID: [UInt8], role: Role, scalar: [UInt8]) {
        // libsodium reads 255 bits of a scalar: a top bit set would be dropped without a word.
        precondition(scalar.count == crypto_core_ristretto255_SCALARBYTES && scalar[31] < 0x80, "a 255-bit scalar")
        Sodium.start()
        let generator = Self.generator(password: password, channelID: channelID, sessionID: sessionID)
        // The generator is always a valid point: this fails only for a scalar that is zero modulo the
        // group order.
        guard let share = Self.multiply(generator, by: scalar) else { preconditionFailure("a zero scalar") }
        self.share = share
        self.role = role
        self.sessionID = sessionID
        self.scalar = scalar
    }

    /// The intermediate session key (64 bytes) from the peer's share, or nil if the share is not a
    /// valid point or gives the identity.
    ///
    /// Both sides get the same key only if they used the same password, channel identifier and session
    /// id, and saw the same shares and associated data; a key that differs shows up as a failed key
    /// confirmation (`SessionKeys`), never as a readable message.
    /// - Parameters:
    ///   - peerShare: the peer's Y as received.
    ///   - ownData: this side's associated data (ADa for the initiator, ADb for the responder), as sent.
    ///   - peerData: the peer's associated data, as received.
    /// - Returns: ISK, or nil when the share must be refused (it is not the canonical encoding of a
    ///   point, or it makes K the identity): the run is then over.
    package func sessionKey(peerShare: [UInt8], ownData: [UInt8] = [], peerData: [UInt8] = []) -> [UInt8]? {
        guard let point = sharedPoint(peerShare: peerShare) else { return nil }
        let transcript = transcript(peerShare: peerShare, ownData: ownData, peerData: peerData)
        return Self.intermediateSessionKey(sessionID: sessionID, point: point, transcript: transcript)
    }

    /// K = y·Y' (the draft's scalar_mult_vfy), nil when the run must stop. Internal, for the draft's
    /// vectors: the draft forbids exposing K, since with K the code could be searched offline.
    func sharedPoint(peerShare: [UInt8]) -> [UInt8]? {
        Self.multiply(peerShare, by: scalar)
    }

    /// The transcript of this run, transcript_ir(Ya, ADa, Yb, ADb), with this side's share and data in
    /// its role's place: what the key confirmation tags are computed over (`SessionKeys`).
    package func transcript(peerShare: [UInt8], ownData: [UInt8] = [], peerData: [UInt8] = []) -> [UInt8] {
        switch role {
        case .initiator:
            Self.transcript(
                initiatorShare: share, initiatorData: ownData, responderShare: peerShare, responderData: peerData)
        case .responder:
            Self.transcript(
                initiatorShare: peerShare, initiatorData: peerData, responderShare: share, responderData: ownData)
        }
    }
}

// MARK: - The draft's functions

extension CPace {
    /// The domain separation identifier of the ristretto255 suite (G.DSI).
    static let domain = Array("CPaceRistretto255".utf8)

    /// SHA-512's input block (H.s_in_bytes): the generator string pads the domain and the password out
    /// to it, so that the first block hashed holds nothing that changes per run, and a short password's
    /// length does not change the work done.
    static let hashBlockBytes = 128

    /// The bytes with their length before them, as LEB128 (prepend_len): a prefix-free encoding, so
    /// that no two different lists of fields concatenate to the same string.
    static func prependLength(_ bytes: [UInt8]) -> [UInt8] {
        var length = bytes.count
        var encoded: [UInt8] = []
        repeat {
            encoded.append(UInt8(length & 0x7f) | (length >= 0x80 ? 0x80 : 0))
            length >>= 7
        } while length > 0
        return encoded + bytes
    }

    /// Each field with its length before it, one after the other (lv_cat).
    static func lengthValue(_ fields: [UInt8]...) -> [UInt8] {
        fields.flatMap(prependLength)
    }

    /// generator_string(DSI, PRS, CI, sid, s_in_bytes): the domain, the password, zeros up to the end
    /// of the hash's first block, the channel identifier and the session id, each with its length.
    static func generatorString(password: [UInt8], channelID: [UInt8], sessionID: [UInt8]) -> [UInt8] {
        let padding = max(0, hashBlockBytes - 1 - prependLength(password).count - prependLength(domain).count)
        return lengthValue(domain, password, [UInt8](repeating: 0, count: padding), channelID, sessionID)
    }

    /// The encoded generator g: SHA-512 of the generator string (2 × 32 bytes, as the draft asks), mapped
    /// to the group by ristretto255's element derivation (RFC 9496's one-way map, libsodium's
    /// `crypto_core_ristretto255_from_hash`).
    static func generator(password: [UInt8], channelID: [UInt8], sessionID: [UInt8]) -> [UInt8] {
        let hash = Sodium.sha512(generatorString(password: password, channelID: channelID, sessionID: sessionID))
        var generator = [UInt8](repeating: 0, count: Int(crypto_core_ristretto255_BYTES))
        crypto_core_ristretto255_from_hash(&generator, hash)
        return generator
    }

    /// scalar · point, encoded; nil when `point` is not 32 bytes that encode a point canonically, or when
    /// the product is the identity. libsodium's `crypto_scalarmult_ristretto255` decodes, multiplies
    /// (reading 255 bits of the scalar: the initializers keep the top bit clear) and refuses an
    /// identity result in one call: the draft's scalar_mult_vfy and its check K != I.
    static func multiply(_ point: [UInt8], by scalar: [UInt8]) -> [UInt8]? {
        guard point.count == crypto_core_ristretto255_BYTES else { return nil }
        var product = [UInt8](repeating: 0, count: Int(crypto_core_ristretto255_BYTES))
        guard crypto_scalarmult_ristretto255(&product, scalar, point) == 0 else { return nil }
        return product
    }

    /// transcript_ir(Ya, ADa, Yb, ADb) = lv_cat(Ya, ADa) ‖ lv_cat(Yb, ADb): the initiator-responder
    /// setting, where the initiator's message is always the first.
    static func transcript(
        initiatorShare: [UInt8], initiatorData: [UInt8], responderShare: [UInt8], responderData: [UInt8]
    ) -> [UInt8] {
        lengthValue(initiatorShare, initiatorData) + lengthValue(responderShare, responderData)
    }

    /// ISK = SHA-512(lv_cat(G.DSI ‖ "_ISK", sid, K) ‖ transcript).
    static func intermediateSessionKey(sessionID: [UInt8], point: [UInt8], transcript: [UInt8]) -> [UInt8] {
        Sodium.sha512(lengthValue(domain + Array("_ISK".utf8), sessionID, point) + transcript)
    }
}

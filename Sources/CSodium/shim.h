#ifndef MEMORIZE_CSODIUM_SHIM_H
#define MEMORIZE_CSODIUM_SHIM_H

// libsodium, the one source of the network layer's hashes, group operations, MACs, AEAD and random
// bytes (MemorizeNetwork's Sodium.swift and CPace.swift); only MemorizeNetwork imports it.
#include <sodium.h>

#endif

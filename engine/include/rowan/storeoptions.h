// How a store is opened: a plain options struct with defaults, passed to Store::open().
#pragma once

#include <QString>

namespace rowan {

struct StoreOptions
{
    // Empty: the store is (or is created) unencrypted. Otherwise the SQLCipher 4 passphrase.
    QString passphrase;
    // Create the file when it does not exist. An existing file is never overwritten.
    bool createIfMissing = false;
    // Reader connections kept open for reuse; more are opened on demand while many threads read at once.
    int maxIdleReaders = 4;
    // SQLite page cache per connection. The cache is what bounds the resident memory of a large store:
    // (1 writer + readers in use) × this.
    int cacheSizeKiB = 64 * 1024;
    // How long a connection waits for a lock held by another process before StoreBusy.
    int busyTimeoutMs = 5000;
    // Opens for reading only: the file, its -wal and its -shm are left byte for byte as they were found,
    // while the store is open and after (no recovery is written, no migration, no checkpoint; an empty
    // -wal SQLite had to create is removed again). A damaged log is read without its unusable frames, in
    // memory only, and openWarnings() says what a writable open would recover and set aside. Every write
    // fails with StoreReadOnly. For commands that only look: check, query, export, keys, a backup's source.
    bool readOnly = false;
    // Run PRAGMA quick_check while opening (reads the whole file; off by default because it is O(size)).
    bool verifyOnOpen = false;
};

} // namespace rowan

#!/usr/bin/env python3
"""How fast `rowan serve` takes new connections while many idle ones are open.

Opens idle connections (connected, nothing sent) up to each level of --levels, and at each level times a
batch of --batch new connections that each send one request and read the answer (an unsigned GET of the
table list: 403, no store work). Prints one line per level: the time to connect the batch (and the slowest
single connect: a second or more is a handshake the kernel dropped and the client retried), the time until
every answer of the batch arrived, and how the answers were (status counts; 0 = the connection was closed
without an answer). Not part of the test suite.

    tests/bench/accept-connections.py --port 10002 [--levels 0,1000,2000,3000,3500,4000,5000] [--batch 500]
"""
import argparse
import resource
import selectors
import socket
import time


def open_idle(host, port, count, into):
    while len(into) < count:
        s = socket.create_connection((host, port), timeout=30)
        into.append(s)


def batch(host, port, n, timeout):
    request = b"GET /devstoreaccount1/Tables HTTP/1.1\r\nHost: bench\r\n\r\n"
    start = time.monotonic()
    socks = []
    slowest = 0.0
    for _ in range(n):
        t = time.monotonic()
        s = socket.create_connection((host, port), timeout=timeout)
        slowest = max(slowest, time.monotonic() - t)
        s.sendall(request)
        s.setblocking(False)
        socks.append(s)
    connected = time.monotonic() - start
    sel = selectors.DefaultSelector()
    buffers = {}
    for s in socks:
        sel.register(s, selectors.EVENT_READ)
        buffers[s] = b""
    statuses = {}
    pending = set(socks)
    deadline = time.monotonic() + timeout
    while pending and time.monotonic() < deadline:
        for key, _ in sel.select(timeout=0.5):
            s = key.fileobj
            try:
                data = s.recv(65536)
            except (ConnectionResetError, BlockingIOError):
                data = b""
            if data:
                buffers[s] += data
                if b"\r\n\r\n" not in buffers[s]:
                    continue
            status = int(buffers[s].split(b" ", 2)[1]) if buffers[s].startswith(b"HTTP/1.1 ") else 0
            statuses[status] = statuses.get(status, 0) + 1
            sel.unregister(s)
            pending.discard(s)
    answered = time.monotonic() - start
    for s in pending:
        statuses["none"] = statuses.get("none", 0) + 1
    for s in socks:
        s.close()
    sel.close()
    return connected, slowest, answered, statuses


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--levels", default="0,1000,2000,3000,3500,4000,5000")
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    need = max(levels) + args.batch + 100
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < need:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(need, hard), hard))
    idle = []
    for level in levels:
        open_idle(args.host, args.port, level, idle)
        connected, slowest, answered, statuses = batch(args.host, args.port, args.batch, args.timeout)
        print(f"idle {level:6d}: {args.batch} more connected in {connected:7.3f} s (slowest {slowest:6.3f} s), "
              f"answered in {answered:7.3f} s, statuses {dict(sorted(statuses.items(), key=str))}", flush=True)
    for s in idle:
        s.close()


if __name__ == "__main__":
    main()

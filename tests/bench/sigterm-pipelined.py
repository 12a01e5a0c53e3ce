#!/usr/bin/env python3
"""Are requests received before SIGTERM answered by a `rowan serve` that has not handled any request yet?

Creates a store with a table (one server run), then, for each of --runs rounds, starts `rowan serve` on it,
connects, writes --inserts pipelined Insert Entity requests in one go, sends SIGTERM at once, and counts the
responses that arrive before the connection ends. Prints one line per round and a summary; exits 1 when any
round lost a response. Not part of the test suite.

    tests/bench/sigterm-pipelined.py build/release/app/rowan [--runs 10] [--inserts 30]
"""
import argparse
import base64
import email.utils
import hashlib
import hmac
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

ACCOUNT = "devstoreaccount1"
KEY = b""  # the store's key, from the connection string the server prints


def request(method, path, body=b""):
    date = email.utils.formatdate(usegmt=True)
    signature = base64.b64encode(
        hmac.new(KEY, f"{date}\n/{ACCOUNT}{path}".encode(), hashlib.sha256).digest()).decode()
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-ms-date: {date}\r\nx-ms-version: 2019-02-02\r\n"
            f"Authorization: SharedKeyLite {ACCOUNT}:{signature}\r\nAccept: application/json;odata=nometadata\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body


def start(rowan, store):
    server = subprocess.Popen([rowan, "serve", "--store", store, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    global KEY
    KEY = base64.b64decode(line.split("AccountKey=")[1].split(";")[0])
    endpoint = line.split("TableEndpoint=")[1].split(";")[0]
    port = int(endpoint.split(":")[2].split("/")[0])
    return server, port


def read_all(sock, timeout=10):
    sock.settimeout(timeout)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except (ConnectionResetError, socket.timeout) as e:
        return data, type(e).__name__
    return data, "closed"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rowan")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--inserts", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = os.path.join(tmp, "s.rowan")
        server, port = start(args.rowan, store)
        with socket.create_connection(("127.0.0.1", port)) as s:
            s.sendall(request("POST", f"/{ACCOUNT}/Tables", json.dumps({"TableName": "early"}).encode()))
            s.recv(65536)
        server.send_signal(signal.SIGTERM)
        server.wait()
        lost = 0
        for run in range(args.runs):
            server, port = start(args.rowan, store)
            payload = b"".join(
                request("POST", f"/{ACCOUNT}/early",
                        json.dumps({"PartitionKey": f"r{run}", "RowKey": str(i)}).encode())
                for i in range(args.inserts))
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(payload)
            server.send_signal(signal.SIGTERM)
            data, end = read_all(s)
            s.close()
            server.wait()
            answered = data.count(b"HTTP/1.1 ")
            created = data.count(b"HTTP/1.1 201")
            lost += args.inserts - answered
            print(f"run {run + 1}: {answered} of {args.inserts} answered ({created} created), connection {end}",
                  flush=True)
        print(f"lost responses: {lost}")
        return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())

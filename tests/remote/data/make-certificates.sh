#!/usr/bin/env bash
# Makes the test certificate authority and the server certificate tst_remotetls uses (valid for 100 years):
# ca.pem (the authority's certificate), server.pem and server.key (for localhost, 127.0.0.1 and
# rowan-test.invalid, the name the proxy tests reach only through a proxy). The authority's key is thrown
# away. Run from this folder: ./make-certificates.sh
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 36500 -subj "/CN=Rowan test CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout "$tmp/ca.key" -out ca.pem
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout server.key -out "$tmp/server.csr"
printf '%s\n' "basicConstraints=CA:FALSE" "keyUsage=critical,digitalSignature,keyEncipherment" \
    "extendedKeyUsage=serverAuth" "subjectAltName=DNS:localhost,IP:127.0.0.1,DNS:rowan-test.invalid" \
    >"$tmp/server.ext"
openssl x509 -req -in "$tmp/server.csr" -CA ca.pem -CAkey "$tmp/ca.key" -CAcreateserial \
    -CAserial "$tmp/ca.srl" -days 36500 -extfile "$tmp/server.ext" -out server.pem

// Diagnostic: the raw HTTP exchange of one partition query (the benchmark's partition scan) against both
// servers, seen through a loopback TCP relay between the SDK and each server. Prints, per target, the
// response's status line and headers, how the body is framed (chunk sizes), the timing of the response's
// bytes, and the start of the body. Run it like the benchmark:
//   BENCH_SCRIPT=capture.mjs tests/bench/serve-vs-azurite/run.sh build/rel
import net from "node:net";
import { performance } from "node:perf_hooks";

import { TableClient, TableTransaction, odata } from "@azure/data-tables";

const rows = Number.parseInt(process.env.CAPTURE_ROWS ?? "1000", 10);
const targets = [
    { name: "rowan", connection: process.env.ROWAN_CONNECTION_STRING },
    { name: "azurite", connection: process.env.AZURITE_CONNECTION_STRING },
];

// A relay on a free port to the endpoint's host:port, recording what the server sends with arrival times.
function relay(url) {
    const record = { chunks: [], requestAt: 0 };
    const server = net.createServer((down) => {
        const up = net.connect(Number(url.port), url.hostname);
        down.on("data", (d) => {
            record.requestAt = performance.now();
            record.request = (record.request ?? "") + d.toString("latin1");
            up.write(d);
        });
        up.on("data", (d) => {
            record.chunks.push({ at: performance.now(), bytes: d });
            down.write(d);
        });
        down.on("close", () => up.destroy());
        up.on("close", () => down.destroy());
        down.on("error", () => up.destroy());
        up.on("error", () => down.destroy());
    });
    return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, record })));
}

const pad = (n, width) => String(n).padStart(width, "0");
for (const t of targets) {
    const url = new URL(/TableEndpoint=([^;]+)/.exec(t.connection)[1]);
    const options = { allowInsecureConnection: true, retryOptions: { maxRetries: 0 } };
    const setup = TableClient.fromConnectionString(t.connection, "capture", options);
    await setup.createTable();
    for (let first = 0; first < rows; first += 100) {
        const tx = new TableTransaction();
        for (let r = first; r < Math.min(rows, first + 100); ++r) {
            tx.createEntity({ partitionKey: "p0000", rowKey: `r${pad(r, 7)}`, name: `customer ${r} of the benchmark, with some text`,
                city: "Oslo", count: r, price: r * 1.25, active: r % 2 === 0, created: new Date(Date.UTC(2024, 0, 1) + r * 1000) });
        }
        await setup.submitTransaction(tx.actions);
    }
    const { server, record } = await relay(url);
    const relayed = t.connection.replace(url.host, `127.0.0.1:${server.address().port}`);
    const c = TableClient.fromConnectionString(relayed, "capture", options);
    const start = performance.now();
    let n = 0;
    for await (const page of c.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${"p0000"}` } }).byPage({ maxPageSize: 1000 }))
        n += page.length;
    const end = performance.now();
    server.close();
    await setup.deleteTable();

    const raw = Buffer.concat(record.chunks.map((c) => c.bytes)).toString("latin1");
    const headEnd = raw.indexOf("\r\n\r\n");
    console.log(`==== ${t.name}: ${n} entities, ${(end - start).toFixed(1)} ms in the SDK, ${raw.length} bytes on the wire`);
    console.log(`request: ${record.request.split("\r\n").slice(0, 1)[0]}`);
    console.log(raw.slice(0, headEnd));
    const first = record.chunks[0].at - record.requestAt;
    const last = record.chunks[record.chunks.length - 1].at - record.requestAt;
    console.log(`-- ${record.chunks.length} socket reads, first byte ${first.toFixed(2)} ms, last ${last.toFixed(2)} ms after the request's last byte`);
    let body = raw.slice(headEnd + 4);
    if (/transfer-encoding:\s*chunked/i.test(raw.slice(0, headEnd))) {
        const sizes = [];
        let plain = "";
        for (let at = 0; ;) {
            const eol = body.indexOf("\r\n", at);
            const size = Number.parseInt(body.slice(at, eol), 16);
            sizes.push(size);
            if (!size)
                break;
            plain += body.slice(eol + 2, eol + 2 + size);
            at = eol + 2 + size + 2;
        }
        console.log(`-- chunked: ${sizes.length} chunks, sizes ${sizes.slice(0, 8).join(", ")}${sizes.length > 8 ? ", ..." : ""}`);
        body = plain;
    }
    console.log(`-- body ${body.length} bytes (${(body.length / Math.max(n, 1)).toFixed(0)} per entity):`);
    console.log(body.slice(0, 700));
    console.log("");
}
// The SDK keeps its sockets to the relays open.
process.exit(0);

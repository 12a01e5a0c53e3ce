// The two halves of the crash soak (crash-soak.sh), with the official Azure Tables SDK (@azure/data-tables):
//
//   node soak.mjs load CYCLE JOURNAL     prints "ready", then writes until the server goes away: single inserts, upserts (replace),
//                                        merges and entity group transactions, from several workers at once.
//                                        A line goes to JOURNAL (synchronously) before each batch is sent and
//                                        after each write is acknowledged.
//   node soak.mjs verify JOURNAL         reads the whole table once and checks every acknowledged write is
//                                        there and every batch, acknowledged or not, is all or none.
//
// ROWAN_CONNECTION_STRING is the line `rowan serve` prints. Keys carry the cycle and the worker, so no two
// writes of different cycles or workers touch one entity, and each worker writes one entity at a time.
import fs from "node:fs";

import { TableClient } from "@azure/data-tables";

const Table = "Soak";
const Workers = 4;

const connectionString = process.env.ROWAN_CONNECTION_STRING;
if (!connectionString) {
    console.error("soak: ROWAN_CONNECTION_STRING is not set");
    process.exit(2);
}
// No retries: a request the server did not answer stays unacknowledged, and the load ends with the server.
const client = TableClient.fromConnectionString(connectionString, Table, {
    allowInsecureConnection: true,
    retryOptions: { maxRetries: 0 },
});

function isConnectionLoss(error) {
    // No HTTP status: the request never got an answer (refused, reset, closed mid-response).
    return error && error.statusCode === undefined;
}

async function load(cycle, journalPath) {
    const journal = fs.openSync(journalPath, "a");
    const note = (record) => fs.writeSync(journal, JSON.stringify(record) + "\n");
    try {
        await client.createTable();
    } catch (error) {
        if (isConnectionLoss(error)) {
            console.log(`soak load: cycle ${cycle}: the server went away before the load began`);
            return;
        }
        if (error.statusCode !== 409)
            throw error;
    }
    console.log("soak load: ready"); // crash-soak.sh starts counting towards the kill here
    let acknowledged = 0;
    let stopped = false;
    async function worker(w) {
        const tag = `c${cycle}w${w}`;
        for (let n = 0; !stopped; ++n) {
            const pick = Math.random();
            try {
                if (pick < 0.3) {
                    const e = { partitionKey: `i-${tag}`, rowKey: `${n}`, v: n };
                    await client.createEntity(e);
                    note({ op: "insert", pk: e.partitionKey, rk: e.rowKey, v: n });
                } else if (pick < 0.5) {
                    // Later writes of this worker to the same entity carry larger n.
                    const e = { partitionKey: `u-${tag}`, rowKey: `${n % 7}`, v: n, kind: "replace" };
                    await client.upsertEntity(e, "Replace");
                    note({ op: "upsert", pk: e.partitionKey, rk: e.rowKey, v: n });
                } else if (pick < 0.7) {
                    // Merges add a property each and never remove one; at most 200 per entity.
                    const e = { partitionKey: `m-${tag}`, rowKey: `${Math.floor(n / 200)}`, [`p${n}`]: n };
                    await client.upsertEntity(e, "Merge");
                    note({ op: "merge", pk: e.partitionKey, rk: e.rowKey, property: `p${n}`, v: n });
                } else {
                    const size = 2 + Math.floor(Math.random() * 99);
                    const pk = `b-${tag}-${n}`;
                    const actions = [];
                    for (let i = 0; i < size; ++i)
                        actions.push(i % 3 === 2
                            ? ["upsert", { partitionKey: pk, rowKey: `${i}`, v: i }, "Merge"]
                            : ["create", { partitionKey: pk, rowKey: `${i}`, v: i }]);
                    note({ op: "batch-sent", pk, size });
                    await client.submitTransaction(actions);
                    note({ op: "batch", pk, size });
                }
                ++acknowledged;
            } catch (error) {
                if (isConnectionLoss(error)) {
                    stopped = true;
                    return;
                }
                console.error(`soak load: unexpected answer ${error.statusCode}: ${error.message}`);
                process.exitCode = 3;
                stopped = true;
                return;
            }
        }
    }
    await Promise.all(Array.from({ length: Workers }, (_, w) => worker(w)));
    fs.closeSync(journal);
    console.log(`soak load: cycle ${cycle}: ${acknowledged} writes acknowledged before the server went away`);
}

async function verify(journalPath) {
    const stored = new Map();
    const partitions = new Map();
    for await (const e of client.listEntities()) {
        stored.set(`${e.partitionKey}\u0000${e.rowKey}`, e);
        partitions.set(e.partitionKey, (partitions.get(e.partitionKey) ?? 0) + 1);
    }
    const problems = [];
    let checked = 0;
    const sent = new Map();
    const acked = new Set();
    const lines = fs.existsSync(journalPath) ? fs.readFileSync(journalPath, "utf8").split("\n") : [];
    for (const line of lines) {
        if (!line)
            continue;
        const r = JSON.parse(line);
        const e = stored.get(`${r.pk}\u0000${r.rk}`);
        ++checked;
        switch (r.op) {
        case "insert":
            if (!e || e.v !== r.v)
                problems.push(`acknowledged insert ${r.pk}/${r.rk} is ${e ? `v=${e.v}` : "missing"}`);
            break;
        case "upsert":
            if (!e || !(e.v >= r.v) || e.kind !== "replace")
                problems.push(`acknowledged upsert ${r.pk}/${r.rk} v=${r.v} is ${e ? `v=${e.v}` : "missing"}`);
            break;
        case "merge":
            if (!e || e[r.property] !== r.v)
                problems.push(`acknowledged merge ${r.pk}/${r.rk} ${r.property}=${r.v} is ${e ? e[r.property] : "missing"}`);
            break;
        case "batch-sent":
            sent.set(r.pk, r.size);
            break;
        case "batch":
            acked.add(r.pk);
            break;
        default:
            problems.push(`unknown journal line ${line}`);
        }
    }
    for (const [pk, size] of sent) {
        const count = partitions.get(pk) ?? 0;
        if (acked.has(pk) ? count !== size : count !== 0 && count !== size)
            problems.push(`batch ${pk} of ${size} (${acked.has(pk) ? "acknowledged" : "not acknowledged"}) has ${count} entities`);
    }
    for (const p of problems.slice(0, 20))
        console.error(`soak verify: ${p}`);
    console.log(`soak verify: ${checked} journal lines, ${sent.size} batches (${acked.size} acknowledged), `
        + `${stored.size} entities: ${problems.length} problems`);
    process.exitCode = problems.length ? 1 : 0;
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === "load" && rest.length === 2)
    await load(rest[0], rest[1]);
else if (mode === "verify" && rest.length === 1)
    await verify(rest[0]);
else {
    console.error("usage: node soak.mjs load CYCLE JOURNAL | verify JOURNAL");
    process.exit(2);
}

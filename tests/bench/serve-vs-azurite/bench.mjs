// One workload, run through the official SDK (@azure/data-tables) against `rowan serve` and Azurite's
// table service in the same run, operation by operation (Rowan first, then Azurite), with a fixed number of
// requests in flight shared by BENCH_CLIENTS worker threads (one Node thread cannot keep a multi-threaded
// server busy: see docs/benchmarks.md). run.sh starts both servers and sets ROWAN_CONNECTION_STRING,
// AZURITE_CONNECTION_STRING and, for the CPU figures, ROWAN_PID and AZURITE_PID. Prints a table, then the
// same figures as JSON lines (also written to BENCH_JSON when set).
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

import { TableClient, odata } from "@azure/data-tables";

const BatchSize = 100;
const pad = (n, width) => String(n).padStart(width, "0");
const partitionKey = (p) => `p${pad(p, 4)}`;
const rowKey = (r) => `r${pad(r, 7)}`;
// About 250 bytes of JSON: a string, integers, a double, a boolean and a date.
const entity = (pk, rk, i) => ({
    partitionKey: pk,
    rowKey: rk,
    name: `customer ${i} of the benchmark, with some text`,
    city: ["Lisbon", "Oslo", "Nairobi", "Lima"][i % 4],
    count: i,
    price: i * 1.25,
    active: i % 2 === 0,
    created: new Date(Date.UTC(2024, 0, 1) + i * 1000),
});
// Keys visited in a scattered but reproducible order (a full-period step modulo n).
const scatter = (i, n) => (i * 7919) % n;
const clientOptions = { allowInsecureConnection: true, retryOptions: { maxRetries: 0 } };
const connect = (connection, table) => TableClient.fromConnectionString(connection, table, clientOptions);

async function countQuery(c, filter) {
    let n = 0;
    const pages = c.listEntities({ queryOptions: filter ? { filter } : {} }).byPage({ maxPageSize: 1000 });
    for await (const page of pages)
        n += page.length;
    return n;
}

const check = (what, got, want) => {
    if (got !== want)
        throw new Error(`${what}: ${got} entities, expected ${want}`);
};

// Batch b of a table of `total` entities in partitions of `partitionSize`, as $batch of BatchSize.
async function insertBatch(c, b, total, partitionSize) {
    const perPartition = Math.ceil(partitionSize / BatchSize);
    const p = Math.floor(b / perPartition);
    const first = (b % perPartition) * BatchSize;
    const count = Math.min(BatchSize, total - b * BatchSize, partitionSize - first);
    const actions = [];
    for (let r = first; r < first + count; ++r)
        actions.push(["create", entity(partitionKey(p), rowKey(r), p * partitionSize + r)]);
    await c.submitTransaction(actions);
    return count;
}

// The request(s) behind index i of each kind of task; each returns the entities it handled.
const tasks = {
    async insert(c, i) {
        await c.createEntity(entity("single", rowKey(i), i));
        return 1;
    },
    batch: (c, b, a) => insertBatch(c, b, a.total, a.partitionSize),
    async read(c, i, a) {
        const r = scatter(i, a.rows);
        const e = await c.getEntity("single", rowKey(r));
        if (e.count !== r)
            throw new Error(`point read ${r}: got ${e.count}`);
        return 1;
    },
    async merge(c, i, a) {
        await c.updateEntity({ partitionKey: "single", rowKey: rowKey(scatter(i, a.rows)), visits: i }, "Merge");
        return 1;
    },
    async remove(c, i, a) {
        await c.deleteEntity("single", rowKey(scatter(i, a.rows)));
        return 1;
    },
    async partitionScan(c, i, a) {
        const partitions = Math.ceil(a.total / a.partitionSize);
        const p = scatter(i, partitions);
        const n = await countQuery(c, odata`PartitionKey eq ${partitionKey(p)}`);
        check(`partition ${p}`, n, Math.min(a.partitionSize, a.total - p * a.partitionSize));
        return n;
    },
    async tableScan(c, _i, a) {
        const n = await countQuery(c);
        check("table scan", n, a.total);
        return n;
    },
    async range(c, i, a) {
        const partitions = Math.ceil(a.total / a.partitionSize);
        const k = a.first + i;
        const p = scatter(k, partitions);
        const from = scatter(k, a.partitionSize - a.rows);
        const filter = odata`PartitionKey eq ${partitionKey(p)} and RowKey ge ${rowKey(from)} and RowKey lt ${rowKey(from + a.rows)}`;
        check(`range ${p}/${from}`, await countQuery(c, filter), a.rows);
        return a.rows;
    },
};

if (!isMainThread) {
    // A client thread: runs its share of each job, taking indices from the shared counter until `count`.
    const { counter, connections } = workerData;
    const clients = new Map();
    const clientFor = (target, table) => {
        const key = `${target}/${table}`;
        if (!clients.has(key))
            clients.set(key, connect(connections[target], table));
        return clients.get(key);
    };
    parentPort.on("message", async (job) => {
        try {
            const c = clientFor(job.target, job.table);
            const task = tasks[job.task];
            let handled = 0;
            let done = 0;
            const elu = performance.eventLoopUtilization();
            const runner = async () => {
                for (let i = Atomics.add(counter, 0, 1); i < job.count; i = Atomics.add(counter, 0, 1)) {
                    // Awaited first: `handled += await …` would read `handled` before the await and lose the
                    // other runners' additions made meanwhile.
                    const n = await task(c, i, job.args);
                    handled += n;
                    ++done;
                }
            };
            await Promise.all(Array.from({ length: job.inflight }, runner));
            parentPort.postMessage({ handled, done, utilization: performance.eventLoopUtilization(elu).utilization });
        } catch (error) {
            parentPort.postMessage({ error: `${error.message}` });
        }
    });
} else {
    await main();
}

async function main() {
    const env = (name, fallback) => {
        const text = process.env[name];
        if (text === undefined || text === "")
            return fallback;
        const n = Number.parseInt(text, 10);
        if (!Number.isFinite(n) || n <= 0)
            throw new Error(`${name} must be a positive integer, not '${text}'`);
        return n;
    };
    const params = {
        clients: env("BENCH_CLIENTS", 2), // client threads (Node worker_threads), sharing `concurrency`
        concurrency: env("BENCH_CONCURRENCY", 16), // requests in flight in all, split among the clients
        singleOps: env("BENCH_SINGLE_OPS", 3000), // single inserts, point reads, merges, deletes
        batchEntities: env("BENCH_BATCH_ENTITIES", 20000), // inserted as $batch of 100
        partitionSize: env("BENCH_PARTITION_SIZE", 1000), // entities per partition of the scanned table
        partitionScans: env("BENCH_PARTITION_SCANS", 40),
        tableScans: env("BENCH_TABLE_SCANS", 4),
        rangeRows: env("BENCH_RANGE_ROWS", 50), // rows per range query
        rangeQueries: env("BENCH_RANGE_QUERIES", 2000),
        rangeSmall: env("BENCH_RANGE_SMALL", 10000),
        rangeLarge: env("BENCH_RANGE_LARGE", 200000),
    };
    params.clients = Math.min(params.clients, params.concurrency);

    const targets = [
        { name: "rowan", connection: process.env.ROWAN_CONNECTION_STRING, pid: process.env.ROWAN_PID },
        { name: "azurite", connection: process.env.AZURITE_CONNECTION_STRING, pid: process.env.AZURITE_PID },
    ];
    for (const t of targets) {
        if (!t.connection)
            throw new Error(`${t.name}: connection string not set (run tests/bench/serve-vs-azurite/run.sh)`);
    }

    // CPU time in µs: this process (every thread) and each server (utime + stime of all its threads).
    const ticksPerSecond = 100; // USER_HZ, 100 on Linux
    const serverCpu = (pid) => {
        if (!pid)
            return NaN;
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
    };
    const cpuNow = () => {
        const own = process.cpuUsage();
        return { client: own.user + own.system, rowan: serverCpu(targets[0].pid), azurite: serverCpu(targets[1].pid) };
    };

    const counter = new Int32Array(new SharedArrayBuffer(4));
    const connections = targets.map((t) => t.connection);
    const workers = Array.from({ length: params.clients }, () =>
        new Worker(new URL(import.meta.url), { workerData: { counter, connections } }));
    const reply = (w) => new Promise((resolve, reject) => {
        const onError = (error) => reject(error);
        w.once("error", onError);
        w.once("message", (m) => {
            w.off("error", onError);
            if (m.error)
                reject(new Error(m.error));
            else
                resolve(m);
        });
    });

    // Runs `count` tasks spread over the client threads with params.concurrency in flight in all.
    // Returns the entities handled, the wall-clock seconds, the CPU µs spent meanwhile and the event-loop
    // utilisation of the busiest client thread.
    async function run(target, table, task, count, args = {}) {
        Atomics.store(counter, 0, 0);
        const before = cpuNow();
        const start = performance.now();
        const replies = await Promise.all(workers.map((w, k) => {
            const inflight = Math.floor(params.concurrency / workers.length) +
                (k < params.concurrency % workers.length ? 1 : 0);
            const answer = reply(w);
            w.postMessage({ target, table, task, count, args, inflight: Math.min(inflight, count) });
            return answer;
        }));
        const seconds = (performance.now() - start) / 1000;
        const after = cpuNow();
        const done = replies.reduce((s, r) => s + r.done, 0);
        if (done !== count)
            throw new Error(`${task}: ${done} tasks ran, expected ${count}`);
        const cpu = {};
        for (const key of Object.keys(after))
            cpu[key] = after[key] - before[key];
        return {
            handled: replies.reduce((s, r) => s + r.handled, 0),
            seconds,
            cpu,
            utilization: Math.max(...replies.map((r) => r.utilization)),
        };
    }

    const admin = (t, table) => connect(t.connection, table);
    const single = { rows: params.singleOps };
    const bulk = { total: params.batchEntities, partitionSize: params.partitionSize };
    // Each step runs on one target (index ti) and returns run()'s figures and its unit; `per` is what the CPU
    // time is divided by.
    const steps = [
        {
            op: "single insert", unit: "entities/s", per: "entity",
            async run(ti) {
                await admin(targets[ti], "benchsingle").createTable();
                return run(ti, "benchsingle", "insert", params.singleOps);
            },
        },
        {
            op: "batch insert (100/$batch)", unit: "entities/s", per: "entity",
            async run(ti) {
                await admin(targets[ti], "benchbulk").createTable();
                return run(ti, "benchbulk", "batch", Math.ceil(params.batchEntities / BatchSize), bulk);
            },
        },
        { op: "point read", unit: "requests/s", per: "request", run: (ti) => run(ti, "benchsingle", "read", params.singleOps, single) },
        { op: "merge", unit: "requests/s", per: "request", run: (ti) => run(ti, "benchsingle", "merge", params.singleOps, single) },
        { op: "partition scan", unit: "entities/s", per: "entity", run: (ti) => run(ti, "benchbulk", "partitionScan", params.partitionScans, bulk) },
        { op: "full table scan", unit: "entities/s", per: "entity", run: (ti) => run(ti, "benchbulk", "tableScan", params.tableScans, bulk) },
        { op: "delete", unit: "requests/s", per: "request", run: (ti) => run(ti, "benchsingle", "remove", params.singleOps, single) },
    ];

    // A short run of every kind of request on each target and client thread first, so that neither server
    // pays the clients' warm-up.
    async function warmUp(ti) {
        const c = admin(targets[ti], "benchwarmup");
        await c.createTable();
        const rows = { rows: 400 };
        await run(ti, "benchwarmup", "insert", 400);
        await run(ti, "benchwarmup", "batch", 10, { total: 1000, partitionSize: 1000 });
        for (const task of ["read", "merge"])
            await run(ti, "benchwarmup", task, 400, rows);
        await run(ti, "benchwarmup", "tableScan", params.clients, { total: 1400 });
        await run(ti, "benchwarmup", "remove", 400, rows);
        await c.deleteTable();
    }

    const results = [];
    const emit = (record) => results.push(JSON.stringify(record));
    const fmt = (x) => (!Number.isFinite(x) ? "-" : x >= 100 ? Math.round(x).toString() : x.toFixed(1));
    const load = () => os.loadavg().map((x) => x.toFixed(2)).join(" ");

    console.log(`serve-vs-azurite: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), node ${process.version}, load average ${load()}`);
    console.log(`parameters: ${JSON.stringify(params)}`);
    emit({ kind: "parameters", ...params, cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() });
    for (let ti = 0; ti < targets.length; ++ti)
        await warmUp(ti);

    console.log("");
    console.log(`${"operation".padEnd(28)}${"rowan".padStart(9)}${"azurite".padStart(9)}${"ratio".padStart(7)}  ${"unit".padEnd(11)}` +
        `| CPU µs per entity or request: rowan run: client/server, azurite run: client/server; busiest client thread`);
    const ratios = [];
    const models = [];
    for (const step of steps) {
        const figures = {};
        for (let ti = 0; ti < targets.length; ++ti) {
            const t = targets[ti];
            const r = await step.run(ti).catch((error) => {
                throw new Error(`${t.name}, ${step.op}: ${error.message}`, { cause: error });
            });
            figures[t.name] = {
                rate: r.handled / r.seconds,
                clientCpu: r.cpu.client / r.handled,
                serverCpu: r.cpu[t.name] / r.handled,
                otherServerCpu: r.cpu[targets[1 - ti].name] / r.handled,
                clientUtilization: r.utilization,
            };
        }
        const { rowan, azurite } = figures;
        const ratio = rowan.rate / azurite.rate;
        ratios.push(ratio);
        // What the CPU figures allow on `cores` cores with nothing else running: Rowan's rate is at most
        // cores / (client + server CPU per unit), Azurite's also 1 / its server's CPU (one thread). The ceiling
        // is the ratio if Rowan's server cost nothing, so that the client alone bounds Rowan's run.
        const cores = os.cpus().length;
        const azuriteBound = Math.min(cores / (azurite.clientCpu + azurite.serverCpu), 1 / azurite.serverCpu);
        const model = cores / (rowan.clientCpu + rowan.serverCpu) / azuriteBound;
        const ceiling = cores / rowan.clientCpu / azuriteBound;
        models.push({ op: step.op, model, ceiling });
        console.log(`${step.op.padEnd(28)}${fmt(rowan.rate).padStart(9)}${fmt(azurite.rate).padStart(9)}${ratio.toFixed(2).padStart(7)}  ${step.unit.padEnd(11)}` +
            `| ${fmt(rowan.clientCpu)}/${fmt(rowan.serverCpu)}, ${fmt(azurite.clientCpu)}/${fmt(azurite.serverCpu)} µs per ${step.per}; ` +
            `${Math.round(rowan.clientUtilization * 100)}%/${Math.round(azurite.clientUtilization * 100)}%`);
        emit({ kind: "compare", op: step.op, unit: step.unit, cpuPer: step.per, rowan: rowan.rate, azurite: azurite.rate, ratio,
            cpuMicroseconds: { rowan: { client: rowan.clientCpu, server: rowan.serverCpu },
                azurite: { client: azurite.clientCpu, server: azurite.serverCpu } },
            clientThreadUtilization: { rowan: rowan.clientUtilization, azurite: azurite.clientUtilization },
            cpuModelRatio: model, clientCeilingRatio: ceiling });
    }
    const geomean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
    console.log(`${"geometric mean of ratios".padEnd(46)}${geomean.toFixed(2).padStart(7)}`);
    emit({ kind: "geomean", ratio: geomean, ops: ratios.length });
    const geo = (xs) => Math.exp(xs.reduce((sum, x) => sum + Math.log(x), 0) / xs.length);
    console.log("");
    console.log(`ratios the CPU figures allow on ${os.cpus().length} otherwise idle cores (model: Rowan's rate <= cores / (client + server CPU), ` +
        `Azurite's <= min(cores / (client + server CPU), 1 / server CPU); ceiling: the same with Rowan's server CPU taken as 0):`);
    for (const m of models)
        console.log(`  ${m.op.padEnd(28)} model ${m.model.toFixed(2).padStart(6)}  ceiling ${m.ceiling.toFixed(2).padStart(6)}`);
    const modelGeo = geo(models.map((m) => m.model));
    const ceilingGeo = geo(models.map((m) => m.ceiling));
    console.log(`  ${"geometric mean".padEnd(28)} model ${modelGeo.toFixed(2).padStart(6)}  ceiling ${ceilingGeo.toFixed(2).padStart(6)}`);
    emit({ kind: "cpuModel", geomean: modelGeo, ceilingGeomean: ceilingGeo });

    // Rowan alone: a row range inside one partition, on a table of rangeSmall and of rangeLarge entities
    // (partitions of partitionSize rows), so the rate should not depend on the table's size. Both tables are
    // loaded first, then queried in alternating rounds, so that a change in the machine's load hits both sizes.
    const RangeRounds = 4;
    console.log("");
    console.log(`rowan row-range query (PartitionKey eq p and RowKey ge a and RowKey lt b, ${params.rangeRows} rows each, ${RangeRounds} alternating rounds):`);
    const sizes = [params.rangeSmall, params.rangeLarge];
    const rangeTables = {};
    for (const size of sizes) {
        const table = `benchrange${size}`;
        await admin(targets[0], table).createTable();
        const loaded = await run(0, table, "batch", Math.ceil(size / BatchSize), { total: size, partitionSize: params.partitionSize });
        rangeTables[size] = { table, seconds: 0, queries: 0, client: 0, server: 0, loadRate: size / loaded.seconds };
    }
    const perRound = Math.ceil(params.rangeQueries / RangeRounds);
    for (let round = 0; round < RangeRounds; ++round) {
        for (const size of sizes) {
            const t = rangeTables[size];
            const r = await run(0, t.table, "range", perRound,
                { total: size, partitionSize: params.partitionSize, rows: params.rangeRows, first: round * perRound });
            t.seconds += r.seconds;
            t.queries += perRound;
            t.client += r.cpu.client;
            t.server += r.cpu.rowan;
        }
    }
    const rangeRates = {};
    for (const size of sizes) {
        const t = rangeTables[size];
        rangeRates[size] = t.queries / t.seconds;
        console.log(`  ${String(size).padStart(7)} entities: ${fmt(rangeRates[size])} queries/s (${fmt(rangeRates[size] * params.rangeRows)} entities/s; ` +
            `CPU ${fmt(t.client / t.queries)} µs client, ${fmt(t.server / t.queries)} µs server per query; loaded at ${fmt(t.loadRate)} entities/s)`);
        emit({ kind: "range", entities: size, queriesPerSecond: rangeRates[size], rows: params.rangeRows, loadEntitiesPerSecond: t.loadRate,
            cpuMicroseconds: { client: t.client / t.queries, server: t.server / t.queries } });
        await admin(targets[0], t.table).deleteTable();
    }
    const rangeRatio = rangeRates[params.rangeLarge] / rangeRates[params.rangeSmall];
    console.log(`  ${params.rangeLarge} / ${params.rangeSmall}: ${rangeRatio.toFixed(2)}`);
    emit({ kind: "rangeRatio", ratio: rangeRatio });
    console.log(`load average at the end: ${load()}`);
    for (const w of workers)
        await w.terminate();

    console.log("");
    console.log("JSON lines:");
    for (const line of results)
        console.log(line);
    if (process.env.BENCH_JSON)
        writeFileSync(process.env.BENCH_JSON, results.join("\n") + "\n");
}

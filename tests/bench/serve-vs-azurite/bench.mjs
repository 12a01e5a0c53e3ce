// One workload, run through the official SDK (@azure/data-tables) against `rowan serve` and Azurite's
// table service in the same process, operation by operation (Rowan first, then Azurite), with a fixed
// number of requests in flight. run.sh starts both servers and sets ROWAN_CONNECTION_STRING and
// AZURITE_CONNECTION_STRING. Prints a table, then the same figures as JSON lines (also written to
// BENCH_JSON when set).
import { writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";

import { TableClient, odata } from "@azure/data-tables";

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
    concurrency: env("BENCH_CONCURRENCY", 16),
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
const BatchSize = 100;

const targets = [
    { name: "rowan", connection: process.env.ROWAN_CONNECTION_STRING },
    { name: "azurite", connection: process.env.AZURITE_CONNECTION_STRING },
];
for (const t of targets) {
    if (!t.connection)
        throw new Error(`${t.name}: connection string not set (run tests/bench/serve-vs-azurite/run.sh)`);
}
const clientOptions = { allowInsecureConnection: true, retryOptions: { maxRetries: 0 } };
const client = (target, table) => TableClient.fromConnectionString(target.connection, table, clientOptions);

// Runs task(i) for i in [0, count) with at most `concurrency` in flight; resolves to the elapsed seconds.
async function pool(count, concurrency, task) {
    let next = 0;
    const start = performance.now();
    const worker = async () => {
        for (let i = next++; i < count; i = next++)
            await task(i);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    return (performance.now() - start) / 1000;
}

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

async function insertBatches(c, total, partitionSize, concurrency) {
    const batches = Math.ceil(total / BatchSize);
    const perPartition = Math.ceil(partitionSize / BatchSize);
    return pool(batches, concurrency, async (b) => {
        const p = Math.floor(b / perPartition);
        const first = (b % perPartition) * BatchSize;
        const count = Math.min(BatchSize, total - b * BatchSize, partitionSize - first);
        const actions = [];
        for (let r = first; r < first + count; ++r)
            actions.push(["create", entity(partitionKey(p), rowKey(r), p * partitionSize + r)]);
        await c.submitTransaction(actions);
    });
}

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

// Each step runs on one target and returns {count, seconds, unit}.
const steps = [
    {
        op: "single insert",
        async run(t) {
            t.single = client(t, "benchsingle");
            await t.single.createTable();
            const seconds = await pool(params.singleOps, params.concurrency, (i) =>
                t.single.createEntity(entity("single", rowKey(i), i)));
            return { count: params.singleOps, seconds, unit: "entities/s" };
        },
    },
    {
        op: "batch insert (100/$batch)",
        async run(t) {
            t.bulk = client(t, "benchbulk");
            await t.bulk.createTable();
            const seconds = await insertBatches(t.bulk, params.batchEntities, params.partitionSize,
                params.concurrency);
            return { count: params.batchEntities, seconds, unit: "entities/s" };
        },
    },
    {
        op: "point read",
        async run(t) {
            const seconds = await pool(params.singleOps, params.concurrency, async (i) => {
                const r = scatter(i, params.singleOps);
                const e = await t.single.getEntity("single", rowKey(r));
                if (e.count !== r)
                    throw new Error(`point read ${r}: got ${e.count}`);
            });
            return { count: params.singleOps, seconds, unit: "requests/s" };
        },
    },
    {
        op: "merge",
        async run(t) {
            const seconds = await pool(params.singleOps, params.concurrency, (i) => {
                const r = scatter(i, params.singleOps);
                return t.single.updateEntity({ partitionKey: "single", rowKey: rowKey(r), visits: i }, "Merge");
            });
            return { count: params.singleOps, seconds, unit: "requests/s" };
        },
    },
    {
        op: "partition scan",
        async run(t) {
            const partitions = Math.ceil(params.batchEntities / params.partitionSize);
            let rows = 0;
            const seconds = await pool(params.partitionScans, params.concurrency, async (i) => {
                const p = scatter(i, partitions);
                const n = await countQuery(t.bulk, odata`PartitionKey eq ${partitionKey(p)}`);
                check(`partition ${p}`, n, Math.min(params.partitionSize, params.batchEntities - p * params.partitionSize));
                rows += n;
            });
            return { count: rows, seconds, unit: "entities/s" };
        },
    },
    {
        op: "full table scan",
        async run(t) {
            let rows = 0;
            const seconds = await pool(params.tableScans, params.concurrency, async () => {
                const n = await countQuery(t.bulk);
                check("table scan", n, params.batchEntities);
                rows += n;
            });
            return { count: rows, seconds, unit: "entities/s" };
        },
    },
    {
        op: "delete",
        async run(t) {
            const seconds = await pool(params.singleOps, params.concurrency, (i) =>
                t.single.deleteEntity("single", rowKey(scatter(i, params.singleOps))));
            return { count: params.singleOps, seconds, unit: "requests/s" };
        },
    },
];

// A short run of every kind of request on each target first, so that neither pays the client's warm-up.
async function warmUp(t) {
    const c = client(t, "benchwarmup");
    await c.createTable();
    await pool(200, params.concurrency, (i) => c.createEntity(entity("w", rowKey(i), i)));
    await pool(200, params.concurrency, (i) => c.getEntity("w", rowKey(i)));
    await pool(200, params.concurrency, (i) => c.updateEntity({ partitionKey: "w", rowKey: rowKey(i), x: 1 }, "Merge"));
    await insertBatches(c, 1000, 1000, params.concurrency);
    await countQuery(c);
    await c.deleteTable();
}

const results = [];
const emit = (record) => results.push(JSON.stringify(record));
const fmt = (x) => (x >= 100 ? Math.round(x).toString() : x.toFixed(1));

console.log(`serve-vs-azurite: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), node ${process.version}`);
console.log(`parameters: ${JSON.stringify(params)}`);
emit({ kind: "parameters", ...params, cpus: os.cpus().length, node: process.version });
for (const t of targets)
    await warmUp(t);

console.log("");
console.log(`${"operation".padEnd(28)}${"rowan".padStart(12)}${"azurite".padStart(12)}${"ratio".padStart(9)}  unit`);
const ratios = [];
for (const step of steps) {
    const rates = {};
    for (const t of targets) {
        const { count, seconds, unit } = await step.run(t).catch((error) => {
            throw new Error(`${t.name}, ${step.op}: ${error.message}`, { cause: error });
        });
        rates[t.name] = count / seconds;
        rates.unit = unit;
    }
    const ratio = rates.rowan / rates.azurite;
    ratios.push(ratio);
    console.log(`${step.op.padEnd(28)}${fmt(rates.rowan).padStart(12)}${fmt(rates.azurite).padStart(12)}${ratio.toFixed(2).padStart(9)}  ${rates.unit}`);
    emit({ kind: "compare", op: step.op, unit: rates.unit, rowan: rates.rowan, azurite: rates.azurite, ratio });
}
const geomean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
console.log(`${"geometric mean of ratios".padEnd(52)}${geomean.toFixed(2).padStart(9)}`);
emit({ kind: "geomean", ratio: geomean, ops: ratios.length });

// Rowan alone: a row range inside one partition, on a table of rangeSmall and of rangeLarge entities
// (partitions of partitionSize rows), so the rate should not depend on the table's size. Both tables are
// loaded first, then queried in alternating rounds, so that a change in the machine's load hits both sizes.
const rowan = targets[0];
const RangeRounds = 4;
console.log("");
console.log(`rowan row-range query (PartitionKey eq p and RowKey ge a and RowKey lt b, ${params.rangeRows} rows each, ${RangeRounds} alternating rounds):`);
const sizes = [params.rangeSmall, params.rangeLarge];
const rangeTables = {};
for (const size of sizes) {
    const c = client(rowan, `benchrange${size}`);
    await c.createTable();
    const loadSeconds = await insertBatches(c, size, params.partitionSize, params.concurrency);
    rangeTables[size] = { client: c, seconds: 0, queries: 0, loadRate: size / loadSeconds };
}
const span = params.partitionSize - params.rangeRows;
const perRound = Math.ceil(params.rangeQueries / RangeRounds);
for (let round = 0; round < RangeRounds; ++round) {
    for (const size of sizes) {
        const t = rangeTables[size];
        const partitions = Math.ceil(size / params.partitionSize);
        t.seconds += await pool(perRound, params.concurrency, async (k) => {
            const i = round * perRound + k;
            const p = scatter(i, partitions);
            const from = scatter(i, span);
            const filter = odata`PartitionKey eq ${partitionKey(p)} and RowKey ge ${rowKey(from)} and RowKey lt ${rowKey(from + params.rangeRows)}`;
            check(`range ${p}/${from}`, await countQuery(t.client, filter), params.rangeRows);
        });
        t.queries += perRound;
    }
}
const rangeRates = {};
for (const size of sizes) {
    const t = rangeTables[size];
    rangeRates[size] = t.queries / t.seconds;
    console.log(`  ${String(size).padStart(7)} entities: ${fmt(rangeRates[size])} queries/s (${fmt(rangeRates[size] * params.rangeRows)} entities/s; loaded at ${fmt(t.loadRate)} entities/s)`);
    emit({ kind: "range", entities: size, queriesPerSecond: rangeRates[size], rows: params.rangeRows, loadEntitiesPerSecond: t.loadRate });
    await t.client.deleteTable();
}
const rangeRatio = rangeRates[params.rangeLarge] / rangeRates[params.rangeSmall];
console.log(`  ${params.rangeLarge} / ${params.rangeSmall}: ${rangeRatio.toFixed(2)}`);
emit({ kind: "rangeRatio", ratio: rangeRatio });

console.log("");
console.log("JSON lines:");
for (const line of results)
    console.log(line);
if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, results.join("\n") + "\n");

// "Copy as code", proven: for several filters, rowan-querycode (the explorer's snippet generator) writes the
// JavaScript snippet, node runs it against `rowan serve` on a demo store, and the entities it prints must be
// the ones `rowan query` returns for the same table, filter, $select and $top (read before the server starts,
// since the server holds the store). The server and store are this
// file's own (ROWAN_BIN, or build/debug); ROWAN_QUERYCODE_BIN overrides the generator.
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const build = process.env.ROWAN_BIN ? path.resolve(path.dirname(process.env.ROWAN_BIN), "..")
    : path.resolve(here, "../../build/debug");
const rowan = process.env.ROWAN_BIN ?? path.join(build, "app/rowan");
const querycode = process.env.ROWAN_QUERYCODE_BIN ?? path.join(build, "tests/compat/rowan-querycode");

const cases = [
    { name: "point query", table: "Employees", filter: "PartitionKey eq 'Finance' and RowKey ge 'empid_' and RowKey lt 'empid`'" },
    { name: "Int64 beyond 2^53, exactly", table: "Employees", filter: "BadgeSerial gt 9007199254741500L", select: ["PartitionKey", "RowKey", "BadgeSerial"] },
    { name: "quotes and accents in strings", table: "Employees", filter: "LastName eq 'de Vries' or FirstName eq 'Chloé' or LastName eq 'O''Brien'" },
    { name: "Boolean and Double", table: "Employees", filter: "IsActive eq false and Salary ge 60000.0", select: ["PartitionKey", "RowKey", "Salary", "IsActive"] },
    { name: "DateTime", table: "Employees", filter: "HireDate lt datetime'2015-01-01T00:00:00Z' and RowKey ge 'email_'" },
    { name: "Guid and Double with not", table: "EmployeeExpense", filter: "not (ClaimId eq guid'00000000-0000-0000-0000-000000000000') and Amount gt 450.0 and Category eq 'Books'" },
    { name: "Binary", table: "EmployeeExpense", filter: "ReceiptThumbnail gt X'80'", select: ["PartitionKey", "RowKey", "Category"] },
    { name: "row range with select", table: "Marathon", filter: "PartitionKey eq 'Krakow2026' and RowKey ge 'AGE:030' and RowKey lt 'AGE:031'", select: ["PartitionKey", "RowKey", "RunnerName", "Bib"] },
    { name: "top", table: "Marathon", filter: "Paid eq false and Age gt 60", top: 7 },
    { name: "whole table with top", table: "Organization", top: 5 },
];

let dir;
let store;
let server;
let connectionString;
const expectedByCase = new Map();
let endpoint;

before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rowan-codegen-"));
    store = path.join(dir, "demo.rowan");
    await run(rowan, ["demo", store]);
    // `rowan serve` holds the store while it runs, so the explorer's answers are read first.
    for (const c of cases)
        expectedByCase.set(c, await viaRowanQuery(c));
    server = spawn(rowan, ["serve", "--store", store, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    connectionString = await new Promise((resolve, reject) => {
        let out = "";
        server.stdout.on("data", (chunk) => {
            out += chunk;
            if (out.includes("\n"))
                resolve(out.slice(0, out.indexOf("\n")).trim());
        });
        server.on("exit", (code) => reject(new Error(`rowan serve exited with ${code}`)));
        setTimeout(() => reject(new Error("rowan serve printed no connection string in 30 s")), 30000);
    });
    endpoint = /TableEndpoint=([^;]+)/.exec(connectionString)[1];
});

after(async () => {
    server?.kill("SIGTERM");
    if (dir)
        await rm(dir, { recursive: true, force: true });
});

// The entities as "PartitionKey/RowKey" plus the selected properties' values, sorted.
function normalise(entities, select) {
    return entities
        .map((e) => {
            const keys = `${e.PartitionKey ?? e.partitionKey}/${e.RowKey ?? e.rowKey}`;
            const values = (select ?? []).map((name) => {
                // The SDK names the keys partitionKey and rowKey.
                const v = e[name] ?? e[name.charAt(0).toLowerCase() + name.slice(1)];
                // The SDK gives Int64 as { value, type }; `rowan query` as a string beside an @odata.type.
                return v && typeof v === "object" && "value" in v ? String(v.value) : String(v);
            });
            return [keys, ...values].join("|");
        })
        .sort();
}

async function viaSnippet({ table, filter, select, top }) {
    const args = ["--language", "js", "--table", table, "--endpoint", endpoint];
    if (filter)
        args.push("--filter", filter);
    if (select)
        args.push("--select", select.join(","));
    if (top)
        args.push("--top", String(top));
    const { stdout: snippet } = await run(querycode, args);
    // Next to node_modules so that the import of @azure/data-tables resolves.
    const file = path.join(here, `.codegen-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(file, snippet);
    try {
        const { stdout } = await run(process.execPath, [file], {
            env: { ...process.env, AZURE_TABLES_CONNECTION_STRING: connectionString },
            maxBuffer: 64 << 20,
        });
        return { snippet, entities: stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line)) };
    } finally {
        await rm(file, { force: true });
    }
}

async function viaRowanQuery({ table, filter, select, top }) {
    const args = ["query", "--store", store, "--table", table];
    if (filter)
        args.push("--filter", filter);
    if (select)
        args.push("--select", select.join(","));
    if (top)
        args.push("--top", String(top));
    const { stdout } = await run(rowan, args, { maxBuffer: 64 << 20 });
    return stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line));
}


for (const c of cases) {
    test(`copy as JavaScript: ${c.name}`, async () => {
        const expected = expectedByCase.get(c);
        assert.ok(expected.length > 0, `the case must select something: ${c.filter}`);
        const { snippet, entities } = await viaSnippet(c);
        assert.match(snippet, /odata`|listEntities\(\)/);
        assert.deepEqual(normalise(entities, c.select), normalise(expected, c.select), snippet);
    });
}

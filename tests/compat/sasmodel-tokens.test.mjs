// Tokens made by the explorer's Generate SAS dialog (its model, through the rowan-sasmodel-token helper):
// the official SDK may do exactly what the dialog shows, and is refused everything else.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, describe, test } from "node:test";

import { AzureSASCredential, TableClient, TableServiceClient } from "@azure/data-tables";

import {
    accountName,
    accountKey,
    endpoint,
    clientOptions,
    capture,
    newTable,
    expectRestError,
    listAll,
    uniqueTableName,
} from "./support.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const helper =
    process.env.ROWAN_SASMODEL_TOKEN ??
    (process.env.ROWAN_BIN
        ? resolve(dirname(process.env.ROWAN_BIN), "../tests/compat/rowan-sasmodel-token")
        : resolve(here, "../../build/debug/tests/compat/rowan-sasmodel-token"));
const serviceEndpoint = endpoint.slice(0, endpoint.lastIndexOf("/"));

// Runs the dialog's model with these fields; returns its JSON (token, url, connectionString, errors, warnings).
function dialogToken(fields) {
    assert.ok(existsSync(helper), `${helper} is not built`);
    const args = ["--account", accountName, "--key", accountKey, "--endpoint", serviceEndpoint];
    for (const [name, value] of Object.entries(fields))
        args.push(`--${name}`, String(value));
    try {
        return JSON.parse(execFileSync(helper, args, { encoding: "utf8" }));
    } catch (error) {
        if (error.status === 1)
            return JSON.parse(error.stdout);
        throw error;
    }
}

describe("tokens from the Generate SAS dialog", () => {
    let client;
    let name;
    const sasClient = (token) => capture(new TableClient(endpoint, name, new AzureSASCredential(token), clientOptions));

    before(async () => {
        client = await newTable("Dlg");
        name = client.tableName;
        for (const pk of ["p0", "p1", "p2", "p3"])
            for (const rk of ["r1", "r2"])
                await client.createEntity({ partitionKey: pk, rowKey: rk, v: `${pk}${rk}` });
    });
    after(async () => {
        await client.deleteTable();
    });

    test("query and add within a partition range: exactly those rights", async () => {
        const made = dialogToken({ table: name, permissions: "ra", start: -60, expiry: 3600, spk: "p1", epk: "p2" });
        assert.deepEqual(made.errors, []);
        assert.ok(!made.warnings.some((w) => w.includes("whole table")));
        const scoped = sasClient(made.token);
        const seen = (await listAll(scoped.listEntities())).map((e) => `${e.partitionKey}/${e.rowKey}`);
        assert.deepEqual(seen, ["p1/r1", "p1/r2", "p2/r1", "p2/r2"]);
        assert.equal((await scoped.getEntity("p2", "r1")).v, "p2r1");
        await scoped.createEntity({ partitionKey: "p1", rowKey: "new", v: "n" });
        assert.equal((await client.getEntity("p1", "new")).v, "n");
        // Outside the rights shown: other partitions, update, delete, upsert (needs a and u).
        await expectRestError(scoped.getEntity("p0", "r1"), 403, "AuthorizationFailure");
        await expectRestError(scoped.createEntity({ partitionKey: "p3", rowKey: "x" }), 403, "AuthorizationFailure");
        await expectRestError(scoped.updateEntity({ partitionKey: "p1", rowKey: "r1", v: "u" }, "Replace"), 403,
            "AuthorizationPermissionMismatch");
        await expectRestError(scoped.deleteEntity("p1", "r1"), 403, "AuthorizationPermissionMismatch");
        await expectRestError(scoped.upsertEntity({ partitionKey: "p1", rowKey: "r1", v: "u" }, "Merge"), 403,
            "AuthorizationPermissionMismatch");
        await client.deleteEntity("p1", "new");
    });

    test("a row range and the SAS connection string", async () => {
        const made = dialogToken({ table: name, permissions: "r", expiry: 600, spk: "p1", srk: "r2", epk: "p2", erk: "r1" });
        const fromString = capture(TableClient.fromConnectionString(made.connectionString, name, clientOptions));
        const seen = (await listAll(fromString.listEntities())).map((e) => `${e.partitionKey}/${e.rowKey}`);
        assert.deepEqual(seen, ["p1/r2", "p2/r1"]);
        await expectRestError(fromString.getEntity("p1", "r1"), 403, "AuthorizationFailure");
        // The URL carries the same token.
        assert.ok(made.url.startsWith(`${endpoint}/${name}?`));
        assert.ok(made.url.endsWith(made.token));
    });

    test("whole table and every permission, with the warning it deserves", async () => {
        const made = dialogToken({ table: name, permissions: "raud", expiry: 3600 });
        assert.ok(made.warnings.some((w) => w.includes("whole table")));
        const writer = sasClient(made.token);
        await writer.upsertEntity({ partitionKey: "p9", rowKey: "w", v: "w" }, "Replace");
        await writer.deleteEntity("p9", "w");
        assert.equal((await listAll(writer.listEntities())).length, 8);
        // Still only this table.
        const other = capture(new TableClient(endpoint, uniqueTableName("Other"), new AzureSASCredential(made.token), clientOptions));
        await expectRestError(other.getEntity("p1", "r1"), 403);
    });

    test("bound to a stored policy: the policy's rights, and revoked with it", async () => {
        await client.setAccessPolicy([
            { id: "dialog-readers", accessPolicy: { expiry: new Date(Date.now() + 3600 * 1000), permission: "r" } },
        ]);
        const made = dialogToken({ table: name, policy: "dialog-readers", "policy-permissions": "r", "policy-expiry": 3600 });
        assert.deepEqual(made.errors, []);
        assert.equal(made.permissions, "r");
        assert.ok(!made.token.includes("sp="));
        assert.ok(!made.token.includes("se="));
        assert.ok(!made.warnings.some((w) => w.includes("cannot be revoked")));
        const bound = sasClient(made.token);
        assert.equal((await listAll(bound.listEntities())).length, 8);
        await expectRestError(bound.createEntity({ partitionKey: "p1", rowKey: "x" }), 403, "AuthorizationPermissionMismatch");
        await client.setAccessPolicy([]);
        await expectRestError(bound.getEntity("p1", "r1"), 403, "AuthenticationFailed");
    });

    test("not valid before its start, and the model refuses an expiry in the past", async () => {
        const later = dialogToken({ table: name, permissions: "r", start: 600, expiry: 3600 });
        assert.deepEqual(later.errors, []);
        await expectRestError(sasClient(later.token).getEntity("p1", "r1"), 403, "AuthenticationFailed");
        const past = dialogToken({ table: name, permissions: "r", expiry: -60 });
        assert.equal(past.token, undefined);
        assert.ok(past.errors.some((e) => e.includes("in the past")));
    });

    test("an account SAS with read and list: tables listed, entities read, nothing created", async () => {
        const made = dialogToken({ kind: "account", permissions: "rl", expiry: 3600 });
        assert.deepEqual(made.errors, []);
        assert.ok(made.warnings.some((w) => w.includes("every table")));
        const credential = new AzureSASCredential(made.token);
        const tables = capture(new TableServiceClient(endpoint, credential, clientOptions));
        const names = (await listAll(tables.listTables())).map((t) => t.name);
        assert.ok(names.includes(name));
        await expectRestError(tables.createTable(uniqueTableName("Denied")), 403, "AuthorizationPermissionMismatch");
        const reader = capture(new TableClient(endpoint, name, credential, clientOptions));
        assert.equal((await listAll(reader.listEntities())).length, 8);
        await expectRestError(reader.createEntity({ partitionKey: "p1", rowKey: "x" }), 403, "AuthorizationPermissionMismatch");
    });
});

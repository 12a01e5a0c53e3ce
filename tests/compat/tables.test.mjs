// Tables: create, list, delete, duplicate and missing tables, table names.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { odata } from "@azure/data-tables";

import { service, tableClient, uniqueTableName, expectRestError, listAll } from "./support.mjs";

describe("tables", () => {
    test("create, list and delete a table", async () => {
        const name = uniqueTableName("Tables");
        await service.createTable(name);
        assert.equal(service.lastResponse.status, 201);
        assert.equal(JSON.parse(service.lastResponse.bodyAsText).TableName, name);
        const quiet = uniqueTableName("Quiet");
        await service.createTable(quiet, { responsePreference: "return-no-content" });
        assert.equal(service.lastResponse.status, 204);
        await service.deleteTable(quiet);
        const listed = await listAll(service.listTables({ queryOptions: { filter: odata`TableName eq ${name}` } }));
        assert.deepEqual(
            listed.map((t) => t.name),
            [name],
        );
        const all = (await listAll(service.listTables())).map((t) => t.name);
        assert.ok(all.includes(name));
        await service.deleteTable(name);
        assert.equal(service.lastResponse.status, 204);
        const after = (await listAll(service.listTables())).map((t) => t.name);
        assert.ok(!after.includes(name));
    });

    test("a table that exists already is 409 TableAlreadyExists, case-insensitively", async () => {
        const name = uniqueTableName("Dup");
        await service.createTable(name);
        // The SDK swallows TableAlreadyExists but reports the response through onResponse.
        for (const again of [name, name.toUpperCase(), name.toLowerCase()]) {
            let seen;
            await service.createTable(again, { onResponse: (response) => (seen = response) });
            assert.equal(seen?.status, 409, again);
            assert.equal(seen.parsedBody?.odataError?.code, "TableAlreadyExists");
        }
        const names = (await listAll(service.listTables())).map((t) => t.name);
        assert.equal(names.filter((n) => n.toLowerCase() === name.toLowerCase()).length, 1);
        assert.ok(names.includes(name), "the original case is kept");
        await service.deleteTable(name);
    });

    test("deleting a missing table is 404 ResourceNotFound (the SDK resolves)", async () => {
        await service.deleteTable(uniqueTableName("Missing"));
        assert.equal(service.lastResponse.status, 404);
        assert.equal(service.lastResponse.headers.get("x-ms-error-code"), "ResourceNotFound");
    });

    test("using a missing table is 404 TableNotFound", async () => {
        const client = tableClient(uniqueTableName("Missing"));
        await expectRestError(client.createEntity({ partitionKey: "p", rowKey: "r" }), 404, "TableNotFound");
        await expectRestError(client.getEntity("p", "r"), 404);
        await expectRestError(listAll(client.listEntities()), 404, "TableNotFound");
    });

    test("bad table names", async () => {
        await expectRestError(service.createTable("1abc"), 400, "InvalidResourceName");
        await expectRestError(service.createTable("ab"), 400, "OutOfRangeInput");
        await expectRestError(service.createTable("a".repeat(64)), 400, "OutOfRangeInput");
        await expectRestError(service.createTable("tables"), 400, "InvalidInput");
    });
});

// What clients of the real service send and expect: an entity read without type conversion written back,
// malformed and weak If-Match values, boolean literals in $filter, a service SAS bound only to a stored
// access policy (sv=2020-10-02, spr=https,http) that follows later changes of the policy.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { AzureNamedKeyCredential, AzureSASCredential, TableClient, generateTableSas } from "@azure/data-tables";

import { accountName, accountKey, endpoint, clientOptions, newTable, listAll, expectRestError } from "./support.mjs";

describe("conformance with the service", () => {
    let client;
    before(async () => {
        client = await newTable("Conform");
        await client.createEntity({ partitionKey: "a", rowKey: "1", flag: true, n: 7 });
        await client.createEntity({ partitionKey: "b", rowKey: "1", flag: false, n: 8 });
        await client.createEntity({ partitionKey: "c", rowKey: "1", flag: true, n: 9 });
        await client.createEntity({ partitionKey: "a", rowKey: "2", flag: false, n: 10 });
    });
    after(async () => {
        await client.deleteTable();
    });

    test("an entity read with disableTypeConversion is written back with its Boolean and Int32 types", async () => {
        const read = await client.getEntity("a", "1", { disableTypeConversion: true });
        assert.deepEqual(read.flag, { value: "true", type: "Boolean" });
        assert.deepEqual(read.n, { value: "7", type: "Int32" });
        // The SDK sends these as JSON strings annotated Edm.Boolean / Edm.Int32.
        await client.upsertEntity({ ...read, partitionKey: "a", rowKey: "copy" }, "Replace");
        const copy = await client.getEntity("a", "copy", { disableTypeConversion: true });
        assert.deepEqual(copy.flag, { value: "true", type: "Boolean" });
        assert.deepEqual(copy.n, { value: "7", type: "Int32" });
        const converted = await client.getEntity("a", "copy");
        assert.equal(converted.flag, true);
        assert.equal(converted.n, 7);
        await client.deleteEntity("a", "copy");
    });

    for (const etag of ['"wrong"', "wrong", '"', "\"datetime'2024-01-01T00%3A00%3A00.0000000Z'\""]) {
        test(`If-Match ${etag} is a malformed ETag: 400 InvalidInput, not 412`, async () => {
            for (const mode of ["Replace", "Merge"]) {
                await expectRestError(
                    client.updateEntity({ partitionKey: "a", rowKey: "1", n: 1 }, mode, { etag }),
                    400,
                    "InvalidInput",
                );
            }
            await expectRestError(client.deleteEntity("a", "1", { etag }), 400, "InvalidInput");
            const e = await client.getEntity("a", "1");
            assert.equal(e.n, 7, "a refused update changed the entity");
        });
    }

    // The service compares a weak ETag's opaque tag: any W/ or w/ and a quoted string is well formed.
    for (const etag of ['W/"wrong"', 'w/"wrong"', "w/\"datetime'2015-01-01T23%3A14%3A33.4980000Z'\""]) {
        test(`If-Match ${etag} is a weak ETag of no version: 412 UpdateConditionNotSatisfied`, async () => {
            for (const mode of ["Replace", "Merge"]) {
                await expectRestError(
                    client.updateEntity({ partitionKey: "a", rowKey: "1", n: 1 }, mode, { etag }),
                    412,
                    "UpdateConditionNotSatisfied",
                );
            }
            await expectRestError(client.deleteEntity("a", "1", { etag }), 412, "UpdateConditionNotSatisfied");
            const e = await client.getEntity("a", "1");
            assert.equal(e.n, 7, "a refused update changed the entity");
        });
    }

    test("a weak ETag with w/ and the current tag matches", async () => {
        const created = await client.createEntity({ partitionKey: "a", rowKey: "weak", n: 1 });
        const updated = await client.updateEntity({ partitionKey: "a", rowKey: "weak", n: 2 }, "Merge", {
            etag: created.etag.replace(/^W\//, "w/"),
        });
        assert.equal((await client.getEntity("a", "weak")).n, 2);
        await client.deleteEntity("a", "weak", { etag: updated.etag.replace(/^W\//, "w/") });
        await expectRestError(client.getEntity("a", "weak"), 404, "ResourceNotFound");
    });

    test("$filter takes true and false as operands", async () => {
        const found = await listAll(client.listEntities({
            queryOptions: {
                filter: "(true and RowKey eq '1') and ((false or PartitionKey eq 'a') or PartitionKey eq 'b')",
            },
        }));
        assert.deepEqual(found.map((e) => e.partitionKey).sort(), ["a", "b"]);
        const none = await listAll(client.listEntities({ queryOptions: { filter: "false and RowKey eq '1'" } }));
        assert.deepEqual(none, []);
        const all = await listAll(client.listEntities({ queryOptions: { filter: "true or n eq 1" } }));
        assert.equal(all.length, 4);
    });

    test("$filter reads boolean literals in any case", async () => {
        for (const literal of ["True", "TRUE", "true"]) {
            const found = await listAll(client.listEntities({ queryOptions: { filter: `flag eq ${literal}` } }));
            assert.deepEqual(found.map((e) => `${e.partitionKey}${e.rowKey}`).sort(), ["a1", "c1"], literal);
        }
        const notTrue = await listAll(client.listEntities({ queryOptions: { filter: "flag eq False" } }));
        assert.equal(notTrue.length, 2);
    });

    test("a service SAS for sv=2020-10-02 with spr=https,http and only si follows its policy", async () => {
        const hour = 3600 * 1000;
        await client.setAccessPolicy([{ id: "p1", accessPolicy: { permission: "r", expiry: new Date(Date.now() + hour) } }]);
        const credential = new AzureNamedKeyCredential(accountName, accountKey);
        const sas = generateTableSas(client.tableName, credential, {
            identifier: "p1",
            version: "2020-10-02",
            protocol: "https,http",
        });
        assert.match(sas, /sv=2020-10-02/);
        assert.doesNotMatch(sas, /(^|&)(sp|st|se)=/);
        const viaSas = new TableClient(endpoint, client.tableName, new AzureSASCredential(sas), clientOptions);
        assert.equal((await viaSas.getEntity("a", "1")).n, 7);
        await expectRestError(viaSas.createEntity({ partitionKey: "a", rowKey: "sas" }), 403, "AuthorizationPermissionMismatch");
        // The same token after the policy changes: more permissions, then expired, then gone.
        await client.setAccessPolicy([{ id: "p1", accessPolicy: { permission: "ra", expiry: new Date(Date.now() + hour) } }]);
        await viaSas.createEntity({ partitionKey: "a", rowKey: "sas" });
        await client.setAccessPolicy([{ id: "p1", accessPolicy: { permission: "ra", expiry: new Date(Date.now() - hour) } }]);
        await expectRestError(viaSas.getEntity("a", "1"), 403, "AuthenticationFailed");
        await client.setAccessPolicy([]);
        await expectRestError(viaSas.getEntity("a", "1"), 403, "AuthenticationFailed");
        await client.deleteEntity("a", "sas");
    });
});

// Transactions: $batch change sets, their failures and their limits.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { odata } from "@azure/data-tables";

import { newTable, expectRestError, listAll } from "./support.mjs";

describe("transactions", () => {
    let client;
    before(async () => {
        client = await newTable("Batch");
    });
    after(async () => {
        await client.deleteTable();
    });

    test("a successful batch applies every operation", async () => {
        const response = await client.submitTransaction([
            ["create", { partitionKey: "b", rowKey: "1", v: 1 }],
            ["create", { partitionKey: "b", rowKey: "2", v: 2 }],
            ["create", { partitionKey: "b", rowKey: "3", v: 3 }],
        ]);
        assert.equal(response.status, 202);
        assert.equal(response.subResponses.length, 3);
        for (const sub of response.subResponses)
            assert.ok(sub.status === 201 || sub.status === 204, `sub-response ${sub.status}`);

        const second = await client.submitTransaction([
            ["update", { partitionKey: "b", rowKey: "1", v: 10 }, "Replace"],
            ["update", { partitionKey: "b", rowKey: "2", w: 20 }, "Merge"],
            ["upsert", { partitionKey: "b", rowKey: "4", v: 4 }, "Replace"],
            ["upsert", { partitionKey: "b", rowKey: "5", v: 5 }, "Merge"],
            ["delete", { partitionKey: "b", rowKey: "3" }],
        ]);
        assert.equal(second.status, 202);
        assert.equal(second.subResponses.length, 5);
        const entities = await listAll(client.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${"b"}` } }));
        assert.deepEqual(
            entities.map((e) => [e.rowKey, e.v, e.w]),
            [
                ["1", 10, undefined],
                ["2", 2, 20],
                ["4", 4, undefined],
                ["5", 5, undefined],
            ],
        );
    });

    test("a failing batch reports the failing index and applies nothing", async () => {
        await client.createEntity({ partitionKey: "f", rowKey: "exists", v: 1 });
        await client.createEntity({ partitionKey: "f", rowKey: "exists2", v: 1 });
        const error = await expectRestError(
            client.submitTransaction([
                ["create", { partitionKey: "f", rowKey: "new1", v: 1 }],
                ["update", { partitionKey: "f", rowKey: "exists", v: 99 }, "Replace"],
                ["create", { partitionKey: "f", rowKey: "exists2", v: 2 }],
                ["create", { partitionKey: "f", rowKey: "new2", v: 3 }],
            ]),
            409,
            "EntityAlreadyExists",
        );
        assert.match(error.message, /^2:/);
        await expectRestError(client.getEntity("f", "new1"), 404, "ResourceNotFound");
        await expectRestError(client.getEntity("f", "new2"), 404, "ResourceNotFound");
        assert.equal((await client.getEntity("f", "exists")).v, 1);
        assert.equal((await client.getEntity("f", "exists2")).v, 1);

        const missing = await expectRestError(
            client.submitTransaction([
                ["delete", { partitionKey: "f", rowKey: "exists" }],
                ["update", { partitionKey: "f", rowKey: "nothere", v: 1 }, "Merge"],
            ]),
            404,
            "ResourceNotFound",
        );
        assert.match(missing.message, /^1:/);
        assert.equal((await client.getEntity("f", "exists")).v, 1);
    });

    test("the same entity twice is 400 InvalidDuplicateRow", async () => {
        const error = await expectRestError(
            client.submitTransaction([
                ["upsert", { partitionKey: "d", rowKey: "x", v: 1 }],
                ["upsert", { partitionKey: "d", rowKey: "x", v: 2 }],
            ]),
            400,
            "InvalidDuplicateRow",
        );
        assert.match(error.message, /^1:/);
        await expectRestError(client.getEntity("d", "x"), 404, "ResourceNotFound");
    });

    test("100 operations are accepted, 101 are 400 InvalidInput", async () => {
        const ops = (count, prefix) =>
            Array.from({ length: count }, (_, i) => ["create", { partitionKey: "h", rowKey: `${prefix}${i}` }]);
        const ok = await client.submitTransaction(ops(100, "a"));
        assert.equal(ok.subResponses.length, 100);
        await expectRestError(client.submitTransaction(ops(101, "b")), 400, "InvalidInput");
        await expectRestError(client.getEntity("h", "b0"), 404, "ResourceNotFound");
    });
});

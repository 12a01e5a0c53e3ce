// Entities: insert, get, update, merge, upsert and delete, with and without etags.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { newTable, expectRestError } from "./support.mjs";

describe("entities", () => {
    let client;
    before(async () => {
        client = await newTable("Entities");
    });
    after(async () => {
        await client.deleteTable();
    });

    test("createEntity, duplicate 409 EntityAlreadyExists, getEntity, missing 404", async () => {
        const created = await client.createEntity({ partitionKey: "p", rowKey: "c1", name: "one", n: 1 });
        assert.match(created.etag, /^W\/"datetime'.+'"$/);
        await expectRestError(
            client.createEntity({ partitionKey: "p", rowKey: "c1", name: "again" }),
            409,
            "EntityAlreadyExists",
        );
        const entity = await client.getEntity("p", "c1");
        assert.equal(entity.partitionKey, "p");
        assert.equal(entity.rowKey, "c1");
        assert.equal(entity.name, "one");
        assert.equal(entity.n, 1);
        assert.equal(entity.etag, created.etag);
        assert.match(entity.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z$/);
        await expectRestError(client.getEntity("p", "nope"), 404, "ResourceNotFound");
    });

    test("the server sets Timestamp and ignores a client value", async () => {
        await client.createEntity({ partitionKey: "p", rowKey: "ts", timestamp: "2001-01-01T00:00:00Z" });
        const entity = await client.getEntity("p", "ts");
        assert.notEqual(entity.timestamp.slice(0, 4), "2001");
        assert.ok(Math.abs(new Date(entity.timestamp).getTime() - Date.now()) < 10 * 60 * 1000);
    });

    test("keys with quotes, spaces and non-ASCII round trip through the URL", async () => {
        const keys = [
            ["O'Brien", "it's"],
            ["a b", "c+d&e=f"],
            ["ünïcode", "日本語"],
            ["", ""],
        ];
        for (const [pk, rk] of keys) {
            await client.createEntity({ partitionKey: pk, rowKey: rk, v: `${pk}|${rk}` });
            const entity = await client.getEntity(pk, rk);
            assert.equal(entity.v, `${pk}|${rk}`);
            await client.deleteEntity(pk, rk);
        }
    });

    test("updateEntity Replace removes properties; Merge keeps them; missing 404", async () => {
        await client.createEntity({ partitionKey: "p", rowKey: "u1", a: "a", b: "b" });
        await client.updateEntity({ partitionKey: "p", rowKey: "u1", a: "A2" }, "Replace");
        let entity = await client.getEntity("p", "u1");
        assert.equal(entity.a, "A2");
        assert.equal(entity.b, undefined);
        await client.updateEntity({ partitionKey: "p", rowKey: "u1", c: 3 }, "Merge");
        entity = await client.getEntity("p", "u1");
        assert.equal(entity.a, "A2");
        assert.equal(entity.c, 3);
        await expectRestError(
            client.updateEntity({ partitionKey: "p", rowKey: "missing", a: 1 }, "Replace"),
            404,
            "ResourceNotFound",
        );
        await expectRestError(
            client.updateEntity({ partitionKey: "p", rowKey: "missing", a: 1 }, "Merge"),
            404,
            "ResourceNotFound",
        );
    });

    test("updateEntity with an etag: current succeeds, stale is 412 UpdateConditionNotSatisfied", async () => {
        const created = await client.createEntity({ partitionKey: "p", rowKey: "e1", v: 1 });
        for (const mode of ["Replace", "Merge"]) {
            const current = await client.getEntity("p", "e1");
            const updated = await client.updateEntity({ partitionKey: "p", rowKey: "e1", v: 2, mode }, mode, {
                etag: current.etag,
            });
            assert.notEqual(updated.etag, current.etag);
            await expectRestError(
                client.updateEntity({ partitionKey: "p", rowKey: "e1", v: 3 }, mode, { etag: current.etag }),
                412,
                "UpdateConditionNotSatisfied",
            );
            await expectRestError(
                client.updateEntity({ partitionKey: "p", rowKey: "e1", v: 3 }, mode, { etag: created.etag }),
                412,
                "UpdateConditionNotSatisfied",
            );
            const entity = await client.getEntity("p", "e1");
            assert.equal(entity.v, 2);
            assert.equal(entity.etag, updated.etag);
        }
    });

    test("two quick writes get different etags", async () => {
        const etags = new Set();
        await client.createEntity({ partitionKey: "p", rowKey: "quick", v: 0 });
        for (let i = 1; i <= 20; ++i)
            etags.add((await client.updateEntity({ partitionKey: "p", rowKey: "quick", v: i }, "Merge")).etag);
        assert.equal(etags.size, 20);
    });

    test("upsertEntity Replace and Merge insert when missing and replace or merge when present", async () => {
        await client.upsertEntity({ partitionKey: "p", rowKey: "ur", a: 1, b: 2 }, "Replace");
        await client.upsertEntity({ partitionKey: "p", rowKey: "ur", a: 10 }, "Replace");
        let entity = await client.getEntity("p", "ur");
        assert.equal(entity.a, 10);
        assert.equal(entity.b, undefined);

        await client.upsertEntity({ partitionKey: "p", rowKey: "um", a: 1, b: 2 }, "Merge");
        await client.upsertEntity({ partitionKey: "p", rowKey: "um", a: 10, c: 3 }, "Merge");
        entity = await client.getEntity("p", "um");
        assert.equal(entity.a, 10);
        assert.equal(entity.b, 2);
        assert.equal(entity.c, 3);
    });

    test("deleteEntity: stale etag 412, current etag succeeds, missing 404", async () => {
        const created = await client.createEntity({ partitionKey: "p", rowKey: "d1", v: 1 });
        await client.updateEntity({ partitionKey: "p", rowKey: "d1", v: 2 }, "Merge");
        await expectRestError(client.deleteEntity("p", "d1", { etag: created.etag }), 412, "UpdateConditionNotSatisfied");
        const current = await client.getEntity("p", "d1");
        await client.deleteEntity("p", "d1", { etag: current.etag });
        await expectRestError(client.getEntity("p", "d1"), 404, "ResourceNotFound");
        await expectRestError(client.deleteEntity("p", "d1"), 404, "ResourceNotFound");
        await client.createEntity({ partitionKey: "p", rowKey: "d2" });
        await client.deleteEntity("p", "d2"); // etag "*"
        await expectRestError(client.getEntity("p", "d2"), 404, "ResourceNotFound");
    });
});

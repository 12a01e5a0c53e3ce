// Limits and error codes: property and entity sizes, key and property name rules.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { newTable, expectRestError } from "./support.mjs";

describe("limits and error codes", () => {
    let client;
    before(async () => {
        client = await newTable("Limits");
    });
    after(async () => {
        await client.deleteTable();
    });

    test("String at 32,768 UTF-16 units is accepted, one more is 400 PropertyValueTooLarge", async () => {
        await client.createEntity({ partitionKey: "l", rowKey: "s-ok", s: "x".repeat(32768) });
        assert.equal((await client.getEntity("l", "s-ok")).s.length, 32768);
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "s-big", s: "x".repeat(32769) }),
            400,
            "PropertyValueTooLarge",
        );
    });

    test("Binary at 64 KiB is accepted, one byte more is 400 PropertyValueTooLarge", async () => {
        await client.createEntity({ partitionKey: "l", rowKey: "b-ok", b: new Uint8Array(65536).fill(7) });
        assert.equal((await client.getEntity("l", "b-ok")).b.length, 65536);
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "b-big", b: new Uint8Array(65537) }),
            400,
            "PropertyValueTooLarge",
        );
    });

    test("252 properties are accepted, 253 are 400 TooManyProperties", async () => {
        const props = (count) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, i]));
        await client.createEntity({ partitionKey: "l", rowKey: "n-ok", ...props(252) });
        assert.equal((await client.getEntity("l", "n-ok")).p251, 251);
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "n-big", ...props(253) }),
            400,
            "TooManyProperties",
        );
    });

    test("an entity over 1 MiB is 400 EntityTooLarge", async () => {
        const props = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`s${i}`, "y".repeat(32000)]));
        await expectRestError(client.createEntity({ partitionKey: "l", rowKey: "huge", ...props }), 400, "EntityTooLarge");
        await expectRestError(client.getEntity("l", "huge"), 404, "ResourceNotFound");
    });

    test("bad keys", async () => {
        for (const bad of ["a/b", "a\\b", "a#b", "a?b", "a\u0001b", "a\u007fb"]) {
            await expectRestError(client.createEntity({ partitionKey: "l", rowKey: bad }), 400, "OutOfRangeInput");
            await expectRestError(client.createEntity({ partitionKey: bad, rowKey: "r" }), 400, "OutOfRangeInput");
        }
        await client.createEntity({ partitionKey: "l", rowKey: "k".repeat(512) });
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "k".repeat(513) }),
            400,
            "PropertyValueTooLarge",
        );
        await expectRestError(
            client.createEntity({ partitionKey: "p".repeat(513), rowKey: "r" }),
            400,
            "PropertyValueTooLarge",
        );
        await expectRestError(client.createEntity({ partitionKey: "l" }), 400, "PropertiesNeedValue");
    });

    test("bad property names and values", async () => {
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "pn", "bad-name": 1 }),
            400,
            "PropertyNameInvalid",
        );
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "pn", ["n".repeat(256)]: 1 }),
            400,
            "PropertyNameTooLong",
        );
        await client.createEntity({ partitionKey: "l", rowKey: "pn255", ["n".repeat(255)]: 1 });
        await expectRestError(
            client.createEntity({
                partitionKey: "l",
                rowKey: "dt",
                when: { value: "1600-12-31T23:59:59Z", type: "DateTime" },
            }),
            400,
            "OutOfRangeInput",
        );
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "i64", v: { value: "not a number", type: "Int64" } }),
            400,
            "InvalidValueType",
        );
        await expectRestError(
            client.createEntity({ partitionKey: "l", rowKey: "guid", v: { value: "not-a-guid", type: "Guid" } }),
            400,
            "InvalidValueType",
        );
    });
});

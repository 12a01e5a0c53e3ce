// Shared access signatures of a table: permissions, times, key ranges, forged tokens.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { AzureNamedKeyCredential, AzureSASCredential, TableClient, generateTableSas } from "@azure/data-tables";

import {
    accountName,
    accountKey,
    endpoint,
    clientOptions,
    capture,
    newTable,
    expectRestError,
    listAll,
} from "./support.mjs";

describe("shared access signatures", () => {
    let client;
    let name;
    const credential = new AzureNamedKeyCredential(accountName, accountKey);
    const inOneHour = () => new Date(Date.now() + 3600 * 1000);
    const sasClient = (token) => capture(new TableClient(endpoint, name, new AzureSASCredential(token), clientOptions));

    before(async () => {
        client = await newTable("Sas");
        name = client.tableName;
        for (const [pk, rk] of [
            ["a", "1"],
            ["b", "1"],
            ["b", "5"],
            ["c", "1"],
            ["d", "1"],
        ])
            await client.createEntity({ partitionKey: pk, rowKey: rk, v: `${pk}${rk}` });
    });
    after(async () => {
        await client.deleteTable();
    });

    test("a read-only token reads but cannot add, update or delete", async () => {
        const token = generateTableSas(name, credential, { permissions: { query: true }, expiresOn: inOneHour() });
        const reader = sasClient(token);
        assert.equal((await reader.getEntity("a", "1")).v, "a1");
        assert.equal((await listAll(reader.listEntities())).length, 5);
        await expectRestError(reader.createEntity({ partitionKey: "a", rowKey: "new" }), 403, "AuthorizationPermissionMismatch");
        await expectRestError(reader.updateEntity({ partitionKey: "a", rowKey: "1", v: "x" }), 403);
        await expectRestError(reader.deleteEntity("a", "1"), 403);
        await expectRestError(client.getEntity("a", "new"), 404);
    });

    test("a token with add, update and delete can write", async () => {
        const token = generateTableSas(name, credential, {
            permissions: { query: true, add: true, update: true, delete: true },
            expiresOn: inOneHour(),
        });
        const writer = sasClient(token);
        await writer.createEntity({ partitionKey: "a", rowKey: "w", v: "w" });
        await writer.upsertEntity({ partitionKey: "a", rowKey: "w", v: "w2" }, "Merge");
        assert.equal((await writer.getEntity("a", "w")).v, "w2");
        await writer.deleteEntity("a", "w");
        await expectRestError(client.getEntity("a", "w"), 404);
    });

    test("a token whose expiry has passed is 403 AuthenticationFailed", async () => {
        const token = generateTableSas(name, credential, {
            permissions: { query: true },
            expiresOn: new Date(Date.now() - 3600 * 1000),
        });
        await expectRestError(sasClient(token).getEntity("a", "1"), 403, "AuthenticationFailed");
    });

    test("a token that starts in the future is 403 AuthenticationFailed", async () => {
        const token = generateTableSas(name, credential, {
            permissions: { query: true },
            startsOn: new Date(Date.now() + 3600 * 1000),
            expiresOn: new Date(Date.now() + 7200 * 1000),
        });
        await expectRestError(sasClient(token).getEntity("a", "1"), 403, "AuthenticationFailed");
    });

    test("key ranges limit queries and writes", async () => {
        const token = generateTableSas(name, credential, {
            permissions: { query: true, add: true },
            expiresOn: inOneHour(),
            startPartitionKey: "b",
            startRowKey: "1",
            endPartitionKey: "c",
            endRowKey: "1",
        });
        assert.match(token, /spk=b/);
        const ranged = sasClient(token);
        const seen = (await listAll(ranged.listEntities())).map((e) => `${e.partitionKey}${e.rowKey}`);
        assert.deepEqual(seen, ["b1", "b5", "c1"]);
        assert.equal((await ranged.getEntity("b", "5")).v, "b5");
        await expectRestError(ranged.getEntity("a", "1"), 403);
        await expectRestError(ranged.getEntity("d", "1"), 403);
        await ranged.createEntity({ partitionKey: "b", rowKey: "3", v: "b3" });
        await expectRestError(ranged.createEntity({ partitionKey: "c", rowKey: "2" }), 403);
        await expectRestError(ranged.createEntity({ partitionKey: "a", rowKey: "9" }), 403);
        await client.deleteEntity("b", "3");
    });

    test("a tampered signature is 403 AuthenticationFailed", async () => {
        const token = generateTableSas(name, credential, { permissions: { query: true }, expiresOn: inOneHour() });
        const params = new URLSearchParams(token);
        const sig = Buffer.from(params.get("sig"), "base64");
        sig[0] ^= 1;
        params.set("sig", sig.toString("base64"));
        await expectRestError(sasClient(params.toString()).getEntity("a", "1"), 403, "AuthenticationFailed");
        // Widening the permissions without re-signing fails too.
        const widened = new URLSearchParams(token);
        widened.set("sp", "raud");
        await expectRestError(
            sasClient(widened.toString()).createEntity({ partitionKey: "a", rowKey: "x" }),
            403,
            "AuthenticationFailed",
        );
    });

    test("a token signed with the wrong account key is 403 AuthenticationFailed", async () => {
        const wrongKey = Buffer.alloc(64, 7).toString("base64");
        const token = generateTableSas(name, new AzureNamedKeyCredential(accountName, wrongKey), {
            permissions: { query: true },
            expiresOn: inOneHour(),
        });
        await expectRestError(sasClient(token).getEntity("a", "1"), 403, "AuthenticationFailed");
    });

    test("a shared key client with the wrong key is 403 AuthenticationFailed", async () => {
        const wrong = capture(
            new TableClient(
                endpoint,
                name,
                new AzureNamedKeyCredential(accountName, Buffer.alloc(64, 9).toString("base64")),
                clientOptions,
            ),
        );
        await expectRestError(wrong.getEntity("a", "1"), 403, "AuthenticationFailed");
    });

    test("a token for another table is refused", async () => {
        const token = generateTableSas(`${name}other`, credential, {
            permissions: { query: true },
            expiresOn: inOneHour(),
        });
        await expectRestError(sasClient(token).getEntity("a", "1"), 403);
    });
});

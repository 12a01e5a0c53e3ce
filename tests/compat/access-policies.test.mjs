// Stored access policies: set, get, clear, tokens that name a policy, the limit of five.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { AzureNamedKeyCredential, AzureSASCredential, TableClient, generateTableSas } from "@azure/data-tables";

import { accountName, accountKey, endpoint, clientOptions, capture, newTable, expectRestError } from "./support.mjs";

describe("access policies", () => {
    let client;
    before(async () => {
        client = await newTable("Acl");
        await client.createEntity({ partitionKey: "a", rowKey: "1", v: 1 });
    });
    after(async () => {
        await client.deleteTable();
    });

    test("setAccessPolicy / getAccessPolicy round trip and clearing", async () => {
        const start = new Date("2020-01-01T00:00:00Z");
        const expiry = new Date("2099-12-31T23:59:59Z");
        const policies = [
            { id: "readers", accessPolicy: { start, expiry, permission: "r" } },
            { id: "writers", accessPolicy: { start, expiry, permission: "raud" } },
        ];
        await client.setAccessPolicy(policies);
        const got = await client.getAccessPolicy();
        assert.deepEqual(
            got.map((s) => ({
                id: s.id,
                start: s.accessPolicy?.start?.toISOString(),
                expiry: s.accessPolicy?.expiry?.toISOString(),
                permission: s.accessPolicy?.permission,
            })),
            policies.map((p) => ({
                id: p.id,
                start: start.toISOString(),
                expiry: expiry.toISOString(),
                permission: p.accessPolicy.permission,
            })),
        );
        await client.setAccessPolicy([]);
        assert.deepEqual(await client.getAccessPolicy(), []);
    });

    test("a token naming a stored policy takes its permissions and expiry", async () => {
        await client.setAccessPolicy([
            { id: "readonly", accessPolicy: { expiry: new Date(Date.now() + 3600 * 1000), permission: "r" } },
            { id: "expired", accessPolicy: { expiry: new Date(Date.now() - 3600 * 1000), permission: "r" } },
        ]);
        const credential = new AzureNamedKeyCredential(accountName, accountKey);
        const viaPolicy = (identifier) =>
            capture(
                new TableClient(
                    endpoint,
                    client.tableName,
                    new AzureSASCredential(generateTableSas(client.tableName, credential, { identifier })),
                    clientOptions,
                ),
            );
        const reader = viaPolicy("readonly");
        assert.equal((await reader.getEntity("a", "1")).v, 1);
        await expectRestError(reader.createEntity({ partitionKey: "a", rowKey: "2" }), 403);
        await expectRestError(viaPolicy("expired").getEntity("a", "1"), 403, "AuthenticationFailed");
        await expectRestError(viaPolicy("nosuchpolicy").getEntity("a", "1"), 403);
        await client.setAccessPolicy([]);
    });

    test("more than five policies is 400 InvalidXmlDocument", async () => {
        const six = Array.from({ length: 6 }, (_, i) => ({
            id: `p${i}`,
            accessPolicy: { expiry: new Date("2099-01-01T00:00:00Z"), permission: "r" },
        }));
        await expectRestError(client.setAccessPolicy(six), 400, "InvalidXmlDocument");
    });
});

// Account shared access signatures: tables and entities through a service-wide token.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";

import {
    AzureNamedKeyCredential,
    AzureSASCredential,
    TableClient,
    TableServiceClient,
    generateAccountSas,
    odata,
} from "@azure/data-tables";

import {
    accountName,
    accountKey,
    endpoint,
    clientOptions,
    capture,
    service,
    tableClient,
    uniqueTableName,
    expectRestError,
    listAll,
} from "./support.mjs";

describe("account shared access signatures", () => {
    const credential = new AzureNamedKeyCredential(accountName, accountKey);
    const accountSas = (permissions, resourceTypes = "sco") =>
        generateAccountSas(credential, {
            permissions,
            resourceTypes,
            expiresOn: new Date(Date.now() + 3600 * 1000),
        });
    const sasService = (token) => capture(new TableServiceClient(endpoint, new AzureSASCredential(token), clientOptions));
    const sasTable = (token, name) => capture(new TableClient(endpoint, name, new AzureSASCredential(token), clientOptions));
    const created = [];
    after(async () => {
        for (const name of created)
            await service.deleteTable(name);
    });

    test("an account SAS creates a table, lists tables, inserts and queries entities", async () => {
        const token = accountSas({ query: true, write: true, list: true, add: true });
        assert.match(token, /ss=t/);
        assert.match(token, /srt=sco/);
        const name = uniqueTableName("AcctSas");
        created.push(name);
        const viaSas = sasService(token);
        await viaSas.createTable(name);
        assert.equal(viaSas.lastResponse.status, 201);
        const listed = await listAll(viaSas.listTables({ queryOptions: { filter: odata`TableName eq ${name}` } }));
        assert.deepEqual(
            listed.map((t) => t.name),
            [name],
        );
        const table = sasTable(token, name);
        await table.createEntity({ partitionKey: "p", rowKey: "1", v: "one" });
        await table.createEntity({ partitionKey: "p", rowKey: "2", v: "two" });
        assert.equal(table.lastResponse.status, 204);
        assert.equal((await table.getEntity("p", "1")).v, "one");
        const queried = await listAll(table.listEntities({ queryOptions: { filter: odata`RowKey ge ${"2"}` } }));
        assert.deepEqual(
            queried.map((e) => e.v),
            ["two"],
        );
        // What the token wrote is there for a Shared Key client too.
        assert.equal((await tableClient(name).getEntity("p", "2")).v, "two");
    });

    test("an account SAS without a permission or resource type is refused with 403", async () => {
        const name = uniqueTableName("AcctRo");
        created.push(name);
        await service.createTable(name);
        const reader = sasTable(accountSas({ query: true, list: true }), name);
        assert.deepEqual(await listAll(reader.listEntities()), []);
        await expectRestError(
            reader.createEntity({ partitionKey: "p", rowKey: "1" }),
            403,
            "AuthorizationPermissionMismatch",
        );
        await expectRestError(reader.deleteTable(), 403, "AuthorizationPermissionMismatch");
        await expectRestError(tableClient(name).getEntity("p", "1"), 404);
        const objectsOnly = sasService(accountSas({ query: true, list: true }, "o"));
        await expectRestError(listAll(objectsOnly.listTables()), 403, "AuthorizationResourceTypeMismatch");
        // The stored access policies need Shared Key.
        const all = sasTable(accountSas({ query: true, write: true, delete: true, list: true, add: true, update: true }), name);
        await expectRestError(all.getAccessPolicy(), 403, "AuthorizationFailure");
    });
});

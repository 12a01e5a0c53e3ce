// Queries and paging: 2,100 entities, continuation tokens, filters and select.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { odata } from "@azure/data-tables";

import { newTable, expectRestError, listAll } from "./support.mjs";

describe("queries and paging", () => {
    let client;
    const perPartition = 1050;
    const partitions = ["pa", "pb"];
    const total = perPartition * partitions.length;
    before(async () => {
        client = await newTable("Paging");
        for (const pk of partitions) {
            for (let start = 0; start < perPartition; start += 100) {
                const actions = [];
                for (let i = start; i < Math.min(start + 100, perPartition); ++i)
                    actions.push([
                        "create",
                        { partitionKey: pk, rowKey: String(i).padStart(5, "0"), n: i, name: `n${i}`, extra: "x" },
                    ]);
                await client.submitTransaction(actions);
            }
        }
    });
    after(async () => {
        await client.deleteTable();
    });

    const keyOf = (e) => `${e.partitionKey}/${e.rowKey}`;
    const expectedKeys = partitions.flatMap((pk) =>
        Array.from({ length: perPartition }, (_, i) => `${pk}/${String(i).padStart(5, "0")}`),
    );

    test(`listEntities returns all ${total} entities in key order`, async () => {
        const all = await listAll(client.listEntities());
        assert.equal(all.length, total);
        assert.deepEqual(all.map(keyOf), expectedKeys);
    });

    test("byPage with maxPageSize and continuation tokens", async () => {
        const pages = [];
        for await (const page of client.listEntities().byPage({ maxPageSize: 500 })) {
            assert.ok(page.length <= 500, `page of ${page.length}`);
            pages.push(page);
        }
        assert.ok(pages.length >= Math.ceil(total / 500), `${pages.length} pages`);
        assert.deepEqual(pages.flat().map(keyOf), expectedKeys);
        assert.ok(pages.slice(0, -1).every((page) => page.continuationToken), "every page but the last continues");
        assert.equal(pages.at(-1).continuationToken, undefined);

        // Resume from the first page's token with a new iterator.
        const first = pages[0];
        const resumed = await client
            .listEntities()
            .byPage({ maxPageSize: 500, continuationToken: first.continuationToken })
            .next();
        assert.equal(keyOf(resumed.value[0]), expectedKeys[first.length]);
    });

    test("without maxPageSize a page holds at most 1000 entities", async () => {
        const sizes = [];
        for await (const page of client.listEntities().byPage())
            sizes.push(page.length);
        assert.ok(sizes.every((s) => s <= 1000), JSON.stringify(sizes));
        assert.equal(sizes.reduce((a, b) => a + b, 0), total);
        assert.ok(sizes.length >= 3);
    });

    test("queryFilter with the odata template", async () => {
        const found = await listAll(
            client.listEntities({
                queryOptions: { filter: odata`PartitionKey eq ${"pb"} and n ge ${10} and n lt ${20}` },
            }),
        );
        assert.deepEqual(
            found.map((e) => e.n),
            Array.from({ length: 10 }, (_, i) => 10 + i),
        );
        const range = await listAll(
            client.listEntities({
                queryOptions: { filter: odata`PartitionKey eq ${"pa"} and RowKey ge ${"01040"}` },
            }),
        );
        assert.deepEqual(
            range.map((e) => e.rowKey),
            ["01040", "01041", "01042", "01043", "01044", "01045", "01046", "01047", "01048", "01049"],
        );
        const or = await listAll(
            client.listEntities({ queryOptions: { filter: odata`name eq ${"n7"} or name eq ${"n1049"}` } }),
        );
        assert.deepEqual(or.map(keyOf), ["pa/00007", "pa/01049", "pb/00007", "pb/01049"]);
        const none = await listAll(client.listEntities({ queryOptions: { filter: odata`missing eq ${"x"}` } }));
        assert.equal(none.length, 0);
        await client.createEntity({ partitionKey: "quote", rowKey: "q", name: "O'Brien" });
        const quoted = await listAll(client.listEntities({ queryOptions: { filter: odata`name eq ${"O'Brien"}` } }));
        assert.deepEqual(quoted.map(keyOf), ["quote/q"]);
        await client.deleteEntity("quote", "q");
    });

    test("select returns only the listed properties", async () => {
        const found = await listAll(
            client.listEntities({
                queryOptions: { filter: odata`PartitionKey eq ${"pa"} and n lt ${3}`, select: ["n", "absent"] },
            }),
        );
        assert.equal(found.length, 3);
        for (const e of found) {
            assert.equal(typeof e.n, "number");
            assert.equal(e.name, undefined);
            assert.equal(e.extra, undefined);
            assert.equal(e.rowKey, undefined);
            assert.equal(e.absent ?? null, null);
            assert.ok(e.etag);
        }
        const one = await client.getEntity("pa", "00005", { queryOptions: { select: ["name"] } });
        assert.equal(one.name, "n5");
        assert.equal(one.n, undefined);
        assert.equal(one.extra, undefined);
    });

    test("a bad filter is 400", async () => {
        await expectRestError(
            listAll(client.listEntities({ queryOptions: { filter: "startswith(name, 'n')" } })),
            400,
        );
    });
});

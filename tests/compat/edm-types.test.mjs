// EDM types: every type round trips, with and without the SDK's type conversion; typed filters.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { odata } from "@azure/data-tables";

import { newTable, listAll, guid } from "./support.mjs";

describe("EDM types", () => {
    let client;
    before(async () => {
        client = await newTable("Types");
    });
    after(async () => {
        await client.deleteTable();
    });

    const bytes = new Uint8Array([0, 1, 2, 127, 128, 254, 255]);
    const date = new Date("2021-02-05T17:15:16.793Z");

    test("every type round trips with the SDK's default conversion", async () => {
        await client.createEntity({
            partitionKey: "t",
            rowKey: "all",
            str: "héllo \"wörld\" 😀",
            bin: bytes,
            yes: true,
            no: false,
            when: date,
            dbl: 3.25,
            negDbl: -1.5e-300,
            wholeDbl: { value: 5, type: "Double" },
            id: { value: guid, type: "Guid" },
            i32: 42,
            i32min: -2147483648,
            i32max: 2147483647,
            i64: { value: "9007199254740993", type: "Int64" },
            i64big: 9223372036854775807n,
            i64min: { value: "-9223372036854775808", type: "Int64" },
        });
        const e = await client.getEntity("t", "all");
        assert.equal(e.str, "héllo \"wörld\" 😀");
        assert.ok(e.bin instanceof Uint8Array);
        assert.deepEqual([...e.bin], [...bytes]);
        assert.equal(e.yes, true);
        assert.equal(e.no, false);
        assert.ok(e.when instanceof Date);
        assert.equal(e.when.getTime(), date.getTime());
        assert.equal(e.dbl, 3.25);
        assert.equal(e.negDbl, -1.5e-300);
        assert.equal(e.wholeDbl, 5);
        assert.deepEqual(e.id, { value: guid, type: "Guid" });
        assert.equal(e.i32, 42);
        assert.equal(e.i32min, -2147483648);
        assert.equal(e.i32max, 2147483647);
        assert.equal(e.i64, 9007199254740993n);
        assert.equal(e.i64big, 9223372036854775807n);
        assert.equal(e.i64min, -9223372036854775808n);
    });

    test("with disableTypeConversion every type keeps its EDM type, Int64 exact, whole Double a Double", async () => {
        const e = await client.getEntity("t", "all", { disableTypeConversion: true });
        assert.deepEqual(e.str, { value: "héllo \"wörld\" 😀", type: "String" });
        assert.deepEqual(e.bin, { value: Buffer.from(bytes).toString("base64"), type: "Binary" });
        assert.deepEqual(e.yes, { value: "true", type: "Boolean" });
        assert.equal(e.when.type, "DateTime");
        assert.equal(new Date(e.when.value).getTime(), date.getTime());
        assert.equal(e.dbl.type, "Double");
        assert.equal(Number(e.dbl.value), 3.25);
        assert.equal(e.wholeDbl.type, "Double", `a whole-number Double came back as ${JSON.stringify(e.wholeDbl)}`);
        assert.equal(Number(e.wholeDbl.value), 5);
        assert.deepEqual(e.id, { value: guid, type: "Guid" });
        assert.deepEqual(e.i32, { value: "42", type: "Int32" });
        assert.deepEqual(e.i64, { value: "9007199254740993", type: "Int64" });
        assert.deepEqual(e.i64big, { value: "9223372036854775807", type: "Int64" });
        assert.deepEqual(e.i64min, { value: "-9223372036854775808", type: "Int64" });
    });

    test("a whole-number Double is sent back as a Double on the wire", async () => {
        await client.getEntity("t", "all");
        const body = JSON.parse(client.lastResponse.bodyAsText);
        const raw = client.lastResponse.bodyAsText;
        assert.equal(body.wholeDbl, 5);
        assert.ok(
            body["wholeDbl@odata.type"] === "Edm.Double" || /"wholeDbl":5\.0[,}]/.test(raw),
            `wholeDbl is not marked as a Double: ${raw}`,
        );
        // A filter with a Double literal finds it.
        const found = await listAll(client.listEntities({ queryOptions: { filter: "wholeDbl eq 5.0" } }));
        assert.deepEqual(
            found.map((x) => x.rowKey),
            ["all"],
        );
    });

    test("DateTime keeps 100 ns precision", async () => {
        const value = "2021-02-05T17:15:16.7935715Z";
        await client.createEntity({ partitionKey: "t", rowKey: "ticks", when: { value, type: "DateTime" } });
        const e = await client.getEntity("t", "ticks", { disableTypeConversion: true });
        assert.deepEqual(e.when, { value, type: "DateTime" });
        const found = await listAll(
            client.listEntities({ queryOptions: { filter: `when eq datetime'${value}'` } }),
        );
        assert.deepEqual(
            found.map((x) => x.rowKey),
            ["ticks"],
        );
    });

    test("Double NaN and Infinity round trip", async () => {
        await client.createEntity({
            partitionKey: "t",
            rowKey: "special",
            nan: { value: "NaN", type: "Double" },
            inf: { value: "Infinity", type: "Double" },
            ninf: { value: "-Infinity", type: "Double" },
        });
        const e = await client.getEntity("t", "special", { disableTypeConversion: true });
        assert.deepEqual(e.nan, { value: "NaN", type: "Double" });
        assert.deepEqual(e.inf, { value: "Infinity", type: "Double" });
        assert.deepEqual(e.ninf, { value: "-Infinity", type: "Double" });
    });

    test("typed filters through the odata template", async () => {
        await client.createEntity({ partitionKey: "t", rowKey: "q", i64: 9007199254740993n, when: date, ok: true });
        const check = async (filter, expected) => {
            const found = await listAll(client.listEntities({ queryOptions: { filter } }));
            assert.deepEqual(
                found.map((x) => x.rowKey).sort(),
                expected,
                filter,
            );
        };
        await check(odata`PartitionKey eq ${"t"} and RowKey eq ${"q"} and ok eq ${true}`, ["q"]);
        await check(odata`when eq ${date} and RowKey eq ${"q"}`, ["q"]);
        await check(`i64 eq 9007199254740993L`, ["all", "q"]);
        await check(`i64 eq 9007199254740992L`, []);
        await check(`id eq guid'${guid}'`, ["all"]);
        await check(`bin eq X'000102${"7f80feff"}'`, ["all"]);
        await check(`i32 gt 41 and i32 lt 43`, ["all"]);
    });
});

// The official Azure Tables SDK for JavaScript (@azure/data-tables) against `rowan serve`.
// ROWAN_CONNECTION_STRING is the line `rowan serve` prints; run-compat.sh starts the server and sets it.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
    AzureNamedKeyCredential,
    AzureSASCredential,
    TableClient,
    TableServiceClient,
    generateAccountSas,
    generateTableSas,
    odata,
} from "@azure/data-tables";

const connectionString = process.env.ROWAN_CONNECTION_STRING;
if (!connectionString)
    throw new Error("ROWAN_CONNECTION_STRING is not set (run tests/compat/run-compat.sh)");
const settings = Object.fromEntries(
    connectionString
        .split(";")
        .filter((part) => part.includes("="))
        .map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
);
const accountName = settings.AccountName;
const accountKey = settings.AccountKey;
const endpoint = settings.TableEndpoint.replace(/\/$/, "");
const clientOptions = { allowInsecureConnection: true };

// Every client records the last raw HTTP response, so a test can look at what the SDK hides.
function capture(client) {
    client.lastResponse = undefined;
    client.pipeline.addPolicy({
        name: "rowanCompatCapture",
        async sendRequest(request, next) {
            const response = await next(request);
            client.lastResponse = response;
            return response;
        },
    }, { phase: "Sign" }); // next to the transport: it also sees the responses the SDK turns into errors
    return client;
}

const service = capture(TableServiceClient.fromConnectionString(connectionString, clientOptions));
const tableClient = (name) => capture(TableClient.fromConnectionString(connectionString, name, clientOptions));

let tableCounter = 0;
function uniqueTableName(prefix) {
    tableCounter += 1;
    return `${prefix}${process.pid}x${tableCounter}`;
}

async function newTable(prefix) {
    const client = tableClient(uniqueTableName(prefix));
    await client.createTable();
    return client;
}

// The SDK leaves RestError.code unset for table errors; the service's code is in the parsed
// odata.error body and in the x-ms-error-code header, which must agree.
async function expectRestError(promise, statusCode, code) {
    let caught;
    try {
        await promise;
    } catch (error) {
        caught = error;
    }
    assert.ok(caught, `expected a RestError ${statusCode} ${code ?? ""}, but the call succeeded`);
    assert.equal(caught.name, "RestError", `not a RestError: ${caught.stack}`);
    assert.equal(caught.statusCode, statusCode, `status ${caught.statusCode}: ${caught.message}`);
    if (code) {
        // JSON errors parse to {odataError: {code}}; the XML errors of the ACL operations only have the header.
        const headerCode = caught.response?.headers.get("x-ms-error-code");
        const bodyCode = caught.code ?? caught.response?.parsedBody?.odataError?.code ?? headerCode;
        assert.equal(bodyCode, code, caught.message);
        // A failed $batch is a 202 whose error sits in the changeset part; only direct errors carry the header.
        if (caught.response?.status === statusCode)
            assert.equal(headerCode, code, "x-ms-error-code");
    }
    return caught;
}

async function listAll(iterable) {
    const items = [];
    for await (const item of iterable)
        items.push(item);
    return items;
}

const guid = "0c7f8f2a-4f5c-4b0e-9c8b-2d6c3b0a1e9f";

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

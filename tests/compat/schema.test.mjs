// `rowan schema` on what the SDK wrote through `rowan serve`: the entities as the service returns them on the
// wire are imported into a store of their own (the served one is locked by the server), and a draft 2020-12
// validator (Ajv) compiles the JSON Schema of that table; every entity on the wire validates against it, and
// entities with a wrong type or without a key do not. Run through tests/compat/run-compat.sh, which also
// sets ROWAN_COMPAT_ROWAN (the rowan it serves with).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";

import Ajv2020 from "ajv/dist/2020.js";

import { newTable } from "./support.mjs";

const rowan = process.env.ROWAN_COMPAT_ROWAN;
const dir = mkdtempSync(join(tmpdir(), "rowan-schema-"));
const store = join(dir, "schema.rowan");

function rowanRun(args) {
    assert.ok(rowan, "ROWAN_COMPAT_ROWAN is not set (run tests/compat/run-compat.sh)");
    return execFileSync(rowan, args, { encoding: "utf8" });
}

function schemaOf(table, format) {
    return JSON.parse(rowanRun(["schema", "--store", store, "--table", table, format]));
}

describe("rowan schema", () => {
    let client;
    let wire;
    before(async () => {
        client = await newTable("Schema");
        for (let i = 0; i < 40; i += 1) {
            const entity = {
                partitionKey: `p${i % 4}`,
                rowKey: String(1000 + i),
                Name: i % 10 === 0 ? "" : `Item ${i}`,
                // One entity has its Count written as a String: a type conflict.
                Count: i === 7 ? "seven" : i,
                Big: { value: String(BigInt(i) * 10000000000n), type: "Int64" },
                Price: i + 0.25,
                Active: i % 2 === 0,
                When: new Date(Date.UTC(2024, 0, 1 + i)),
                Id: { value: "c9da6455-213d-42c9-9a79-3e9149a57833", type: "Guid" },
            };
            if (i % 3 !== 0)
                entity.Blob = new Uint8Array([i, 1, 2]);
            await client.createEntity(entity);
        }
        // The service's own JSON for the whole table, one page; then the same entities in a store of their own.
        const pages = client.listEntities().byPage({ maxPageSize: 1000 });
        await pages.next();
        wire = JSON.parse(client.lastResponse.bodyAsText).value;
        const file = join(dir, "wire.jsonl");
        writeFileSync(file, wire.map((e) => JSON.stringify(e)).join("\n") + "\n");
        rowanRun(["import", "--store", store, "--table", client.tableName, "--create-table", "--no-progress", file]);
    });
    after(async () => {
        await client.deleteTable();
        rmSync(dir, { recursive: true, force: true });
    });

    test("the census counts what the SDK wrote", () => {
        const census = schemaOf(client.tableName, "--json");
        assert.equal(census.entities, 40);
        assert.equal(census.partitions, 4);
        const count = census.properties.find((p) => p.name === "Count");
        assert.deepEqual(count.types.map((t) => [t.type, t.count]), [["Edm.Int32", 39], ["Edm.String", 1]]);
        assert.deepEqual(count.types[1].keys, [["p3", "1007"]]);
        const blob = census.properties.find((p) => p.name === "Blob");
        assert.equal(blob.missing.count, 14);
        assert.equal(census.properties.find((p) => p.name === "Name").types[0].empty.count, 4);
    });

    test("every entity on the wire validates against the JSON Schema; wrong ones do not", async () => {
        const schema = schemaOf(client.tableName, "--json-schema");
        assert.equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
        assert.deepEqual(schema.properties.Count["x-edm-type"], ["Edm.Int32", "Edm.String"]);
        const ajv = new Ajv2020({ validateFormats: false });
        ajv.addVocabulary(["x-edm-type", "x-entities", "x-entities-by-type", "x-complete"]);
        const validate = ajv.compile(schema);

        assert.equal(wire.length, 40);
        for (const entity of wire)
            assert.ok(validate(entity), `${entity.PartitionKey}/${entity.RowKey}: ${ajv.errorsText(validate.errors)}`);

        const good = wire[1];
        for (const [change, why] of [
            [{ Active: "yes" }, "a Boolean as text"],
            [{ Big: "ten" }, "an Int64 that is not digits"],
            [{ Count: 2.5 }, "a Count neither Int32 nor String"],
            [{ PartitionKey: undefined }, "no PartitionKey"],
        ]) {
            const bad = JSON.parse(JSON.stringify({ ...good, ...change }));
            assert.equal(validate(bad), false, `accepted ${why}`);
        }
    });
});

// Shared set-up of the Azure SDK compatibility suite (tests/compat/*.test.mjs): the clients of the official
// Azure Tables SDK for JavaScript (@azure/data-tables) against `rowan serve`, and the helpers every test file uses.
// ROWAN_CONNECTION_STRING is the line `rowan serve` prints; run-compat.sh starts the server and sets it.
import assert from "node:assert/strict";

import { TableClient, TableServiceClient } from "@azure/data-tables";

const connectionString = process.env.ROWAN_CONNECTION_STRING;
if (!connectionString)
    throw new Error("ROWAN_CONNECTION_STRING is not set (run tests/compat/run-compat.sh)");
const settings = Object.fromEntries(
    connectionString
        .split(";")
        .filter((part) => part.includes("="))
        .map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
);
export const accountName = settings.AccountName;
export const accountKey = settings.AccountKey;
export const endpoint = settings.TableEndpoint.replace(/\/$/, "");
export const clientOptions = { allowInsecureConnection: true };

// Every client records the last raw HTTP response, so a test can look at what the SDK hides.
export function capture(client) {
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

export const service = capture(TableServiceClient.fromConnectionString(connectionString, clientOptions));
export const tableClient = (name) => capture(TableClient.fromConnectionString(connectionString, name, clientOptions));

let tableCounter = 0;
export function uniqueTableName(prefix) {
    tableCounter += 1;
    return `${prefix}${process.pid}x${tableCounter}`;
}

export async function newTable(prefix) {
    const client = tableClient(uniqueTableName(prefix));
    await client.createTable();
    return client;
}

// The SDK leaves RestError.code unset for table errors; the service's code is in the parsed
// odata.error body and in the x-ms-error-code header, which must agree.
export async function expectRestError(promise, statusCode, code) {
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

export async function listAll(iterable) {
    const items = [];
    for await (const item of iterable)
        items.push(item);
    return items;
}

export const guid = "0c7f8f2a-4f5c-4b0e-9c8b-2d6c3b0a1e9f";

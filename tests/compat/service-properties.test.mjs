// Table service properties through TableServiceClient: get, set (logging, metrics, CORS) and statistics,
// and a CORS preflight answered from the rules that were set.
// Run through tests/compat/run-compat.sh, which starts `rowan serve` and sets ROWAN_CONNECTION_STRING.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";

import { endpoint, service } from "./support.mjs";

describe("service properties", () => {
    after(async () => {
        // Leave no CORS rules behind for the other files.
        await service.setProperties({ cors: [] });
    });

    test("getProperties answers the defaults", async () => {
        const p = await service.getProperties();
        assert.equal(p.logging.version, "1.0");
        assert.equal(p.logging.read, false);
        assert.equal(p.hourMetrics.enabled, false);
        assert.equal(p.minuteMetrics.enabled, false);
        assert.deepEqual(p.cors ?? [], []);
    });

    test("setProperties then getProperties", async () => {
        await service.setProperties({
            logging: { version: "1.0", delete: true, read: true, write: true, retentionPolicy: { enabled: true, days: 3 } },
            hourMetrics: { version: "1.0", enabled: true, includeAPIs: true, retentionPolicy: { enabled: true, days: 7 } },
            cors: [{
                allowedOrigins: "https://app.example",
                allowedMethods: "GET,PUT,POST",
                allowedHeaders: "x-ms-*,content-type",
                exposedHeaders: "x-ms-*",
                maxAgeInSeconds: 120,
            }],
        });
        const p = await service.getProperties();
        assert.equal(p.logging.delete, true);
        assert.equal(p.logging.write, true);
        assert.deepEqual(p.logging.retentionPolicy, { enabled: true, days: 3 });
        assert.equal(p.hourMetrics.enabled, true);
        assert.equal(p.hourMetrics.includeAPIs, true);
        assert.equal(p.minuteMetrics.enabled, false);
        assert.equal(p.cors.length, 1);
        assert.equal(p.cors[0].allowedOrigins, "https://app.example");
        assert.equal(p.cors[0].maxAgeInSeconds, 120);
    });

    test("a CORS preflight follows the rules", async () => {
        const url = `${endpoint}/Tables`;
        const allowed = await fetch(url, {
            method: "OPTIONS",
            headers: { Origin: "https://app.example", "Access-Control-Request-Method": "PUT" },
        });
        assert.equal(allowed.status, 200);
        assert.equal(allowed.headers.get("access-control-allow-origin"), "https://app.example");
        assert.equal(allowed.headers.get("access-control-max-age"), "120");
        const refused = await fetch(url, {
            method: "OPTIONS",
            headers: { Origin: "https://other.example", "Access-Control-Request-Method": "PUT" },
        });
        assert.equal(refused.status, 403);
        assert.equal(refused.headers.get("x-ms-error-code"), "CorsPreflightFailure");
    });

    test("getStatistics", async () => {
        const s = await service.getStatistics();
        assert.equal(s.geoReplication.status, "live");
        assert.ok(s.geoReplication.lastSyncTime instanceof Date);
    });
});

// One request of the official Azure SDK (@azure/data-tables, from tests/compat's node_modules) against a
// running `rowan serve`: the first page of a partition of the demo store's Employees table.
//
//   node sdk-request.mjs COMPAT_DIR CONNECTION_STRING
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [compatDir, connection] = process.argv.slice(2);
const require = createRequire(pathToFileURL(`${compatDir}/package.json`));
const { TableClient, odata } = require('@azure/data-tables');

const client = TableClient.fromConnectionString(connection, 'Employees', { allowInsecureConnection: true });
const pages = client.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${'Sales'}` } }).byPage({ maxPageSize: 5 });
const { value: page } = await pages.next();
if (!page || page.length === 0) {
  console.error('sdk-request: the SDK got no Sales entities from the Employees table');
  process.exit(1);
}
for (const entity of page) {
  if (entity.partitionKey !== 'Sales' || typeof entity.rowKey !== 'string' || !entity.etag) {
    console.error(`sdk-request: a malformed entity: ${JSON.stringify(entity)}`);
    process.exit(1);
  }
}
console.log(`sdk-request: @azure/data-tables read ${page.length} Sales entities, first RowKey ${page[0].rowKey}`);

/**
 * The exports bench's own process (bench.ts): opens the PostgreSQL database given as the argument, as a freshly
 * started API server would, and reads supplier@'s reservations and payments exports to the end. Its peak resident
 * memory is the server's during an export: nothing else ran in it. Prints figures; asserts nothing.
 */
import { api } from 'shared-contracts/paths';
import { openPostgres } from '../../../db/client';
import { benchPanelClient } from '../../../test/bench-client';
import { timeExport } from './bench';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: export-process.ts <postgres url>');
  const handle = await openPostgres(url);
  try {
    const supplier = (await benchPanelClient(handle)).call;
    const log = (line: string) => console.info(line);
    await timeExport('supplier: reservations data-table-excel, every row', supplier('POST', api.panelReservations.dataTableExcel.path(), {}), log);
    await timeExport('supplier: payments data-table-excel, every row', supplier('POST', api.panelPayments.dataTableExcel.path(), {}), log);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

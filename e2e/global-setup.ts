import { startServer } from './server';

// One server for every spec (they run serially, workers: 1): started once on a temp data dir with the demo
// data, its address and data dir handed to the specs through the environment (fixtures.ts reads them), and
// stopped (data dir removed) by the returned teardown.

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({ demo: true });
  process.env.HANGAR_E2E_URL = server.url;
  process.env.HANGAR_E2E_DB = server.dbFile;
  return () => server.stop();
}

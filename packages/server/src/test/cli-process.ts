import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The command line as an operator runs it: `main.ts <command>` in its own process on a data directory, with the
// embedded database and no first administrator from the environment.

const run = promisify(execFile);
const main = path.join(import.meta.dirname, '..', 'main.ts');

export function runCli(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', main, ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HANGAR_ADMIN_PHONE: '',
      HANGAR_ADMIN_PASSWORD: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    timeout: 60_000,
  });
}

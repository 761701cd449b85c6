import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { type CreatedAdmin, ensureAdministrator, prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/database';

// CLI: start | migrate | seed-demo | backup <file> | verify-records. All commands read the same configuration.

async function main() {
  const [command = 'start', ...args] = process.argv.slice(2);
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    switch (command) {
      case 'migrate': {
        const { applied, dueRewritten } = await prepareDatabase(db, config);
        console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
        if (dueRewritten) console.log(`Due engine updated: the stored due of ${dueRewritten} items was recomputed.`);
        break;
      }
      case 'seed-demo': {
        await prepareDatabase(db, config);
        const admin = await ensureAdministrator(db.kysely, config);
        if (admin) console.log(adminLines(admin).join('\n'));
        const { seedDemo } = await import('./seed/demo');
        console.log(await seedDemo(db.kysely, config));
        break;
      }
      case 'backup': {
        const target = args[0];
        if (!target) throw new Error('Usage: npm run backup -- <file>');
        if (!db.sqlite) throw new Error('backup is for the embedded SQLite database; use pg_dump for PostgreSQL');
        const file = path.resolve(target);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await db.sqlite.backup(file);
        console.log(
          `Backup written to ${file}. To restore, start with DATA_DIR pointing at a folder holding it as hangar.db.`,
        );
        break;
      }
      case 'verify-records': {
        const { verifyAllRecords, reportLines } = await import('./cli/verify-records');
        const report = await verifyAllRecords(db.kysely);
        console.log(reportLines(report).join('\n'));
        if (report.problems.length > 0) process.exitCode = 1;
        break;
      }
      case 'start':
        await start(config, db);
        return; // keeps running; the database closes on shutdown
      default:
        throw new Error(
          `Unknown command "${command}". Commands: start, migrate, seed-demo, backup <file>, verify-records`,
        );
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  await db.close();
}

async function start(config: ReturnType<typeof loadConfig>, db: ReturnType<typeof openDatabase>) {
  await prepareDatabase(db, config);
  const admin = await ensureAdministrator(db.kysely, config);
  const { app } = await buildApp(config, { db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
    } finally {
      await db.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}`;
  const lines = [
    '',
    `Hangar is running at ${url}`,
    `API documentation: ${url}/api/docs`,
    `Database: ${db.dialect === 'sqlite' ? db.file : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (admin) {
    lines.push(...adminLines(admin));
  } else {
    lines.push('Sign in with your phone number and password (demo data: npm run seed-demo, password hangar-demo).');
  }
  console.log(lines.join('\n'));
}

function adminLines(admin: CreatedAdmin): string[] {
  return [
    `First start: administrator created. Sign in with phone ${admin.phone}`,
    admin.generatedPassword
      ? `  and password ${admin.generatedPassword}   (shown only this once: change it after signing in)`
      : '  and the password from HANGAR_ADMIN_PASSWORD.',
  ];
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

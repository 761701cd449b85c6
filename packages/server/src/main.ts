import cluster from 'node:cluster';
import path from 'node:path';
import { type CreatedAdmin, ensureAdministrator, prepareDatabase } from './bootstrap';
import { type Config, loadConfig } from './config';
import { type Db, openDatabase } from './platform/db/database';
import { relayBetweenWorkers, workerRelay } from './platform/realtime/relay';
import { recordKey } from './platform/records/record-key';
import { checkpointHeads } from './platform/records/sign-chain';
import { loadSigningSecret } from './platform/storage/signing';

// CLI: start | migrate | seed-demo | backup <file> | restore <file> [--force] | verify-records. All commands read
// the same configuration.
// `start` with WORKERS > 1 runs a cluster: this process (the primary) prepares the database and creates the
// first administrator, then forks that many workers, which only open the database and serve the one port
// (cluster shares it, connections handed out round-robin). What they must share lives in the database
// (sessions, captchas, sign-in throttling, the licence) or travels through the primary (real-time events on
// SQLite, platform/realtime/relay.ts). SIGTERM / SIGINT stop the workers gracefully; a worker that dies
// otherwise is replaced.

async function main() {
  const [command = 'start', ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, openDatabase(config), { worker: true });
  // Before the database is opened: opening would create it in the DATA_DIR that is to receive the backup.
  if (command === 'restore') return (await import('./cli/backup')).restoreCommand(config, args);
  // An exported record bundle is checked offline: no database, no data directory.
  if (command === 'verify-records' && args.includes('--bundle')) {
    return (await import('./cli/verify-records')).bundleCommand(args);
  }
  const db = openDatabase(config);
  try {
    switch (command) {
      case 'migrate': {
        const { applied, dueRewritten, adopted } = await prepareDatabase(db, config);
        console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
        if (dueRewritten) console.log(`Due engine updated: the stored due of ${dueRewritten} items was recomputed.`);
        if (adopted) console.log(adoptedLine(adopted));
        break;
      }
      case 'seed-demo': {
        await prepareDatabase(db, config);
        const admin = await ensureAdministrator(db.kysely, config);
        if (admin) console.log(adminLines(admin).join('\n'));
        const { seedDemo } = await import('./seed/demo');
        console.log(await seedDemo(db.kysely, config));
        // The demo's sign-offs committed with the seed: their heads are checkpointed now.
        await checkpointHeads(db.kysely, config.dataDir, recordKey(config.dataDir));
        break;
      }
      case 'backup': {
        const { backupCommand } = await import('./cli/backup');
        await backupCommand(config, db, args);
        break;
      }
      case 'verify-records': {
        // verify-records [--heads FILE] [--export-heads FILE]  (--bundle FILE: above, without the database)
        const { verifyAllRecords, reportLines, failed, exportHeads } = await import('./cli/verify-records');
        const option = (name: string) => {
          const i = args.indexOf(name);
          if (i < 0) return undefined;
          const value = args[i + 1];
          if (!value || value.startsWith('--')) throw new Error(`Usage: npm run verify-records -- ${name} <file>`);
          return path.resolve(value);
        };
        const unknown = args.find((a) => a.startsWith('--') && a !== '--heads' && a !== '--export-heads');
        if (unknown) {
          throw new Error(`Unknown option ${unknown}. Options: --heads <file>, --export-heads <file>, --bundle <file>`);
        }
        const heads = option('--heads');
        const exportTo = option('--export-heads');
        const report = await verifyAllRecords(db.kysely, { dataDir: config.dataDir, heads });
        console.log(reportLines(report).join('\n'));
        if (failed(report)) process.exitCode = 1;
        else if (exportTo) {
          const count = await exportHeads(db.kysely, report, config.dataDir, exportTo);
          console.log(`Heads of ${count} aircraft exported to ${exportTo} (keep it apart from the server).`);
        }
        break;
      }
      case 'start':
        await start(config, db);
        return; // keeps running; the database closes on shutdown
      default:
        throw new Error(
          `Unknown command "${command}". Commands: start, migrate, seed-demo, backup <file>, restore <file> [--force], ` +
            'verify-records',
        );
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  await db.close();
}

async function start(config: Config, db: Db) {
  const { adopted } = await prepareDatabase(db, config);
  if (adopted) console.log(adoptedLine(adopted));
  const admin = await ensureAdministrator(db.kysely, config);
  if (config.workers <= 1) {
    const port = await serve(config, db, { worker: false });
    console.log(startLines(config, db, port, admin).join('\n'));
    return;
  }
  // The file-signing secret is made here, once, rather than raced for by the workers' first start.
  if (config.storage.driver === 'local') loadSigningSecret(config.dataDir);
  const where = db.dialect === 'sqlite' ? db.file : undefined;
  await db.close();
  runPrimary(config, (port) => {
    const lines = startLines(config, { dialect: db.dialect, file: where }, port, admin);
    lines.splice(2, 0, `Processes: ${config.workers} workers sharing the port (WORKERS)`);
    console.log(lines.join('\n'));
  });
}

/** One app process: the whole server (WORKERS=1) or a cluster worker. Answers the port it listens on. */
async function serve(config: Config, db: Db, role: { worker: boolean }): Promise<number> {
  const relay = role.worker && db.dialect === 'sqlite' ? workerRelay() : undefined;
  // Loaded here, not at the top: a cluster's primary never serves, and does not load the routes.
  const { buildApp } = await import('./app');
  const { app, deps } = await buildApp(config, { db, realtime: relay ? { relay } : undefined });
  // The aircraft statuses' daily recompute (issue 32): every process runs the clock, one of them the day's work.
  const { startDailyStatus } = await import('./modules/plane-status/plane-status.schedule');
  const dailyStatus = startDailyStatus(deps, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    dailyStatus.stop();
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
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/** How long a replaced worker waits before starting again after a quick death (a crash at start). */
const RESTART_DELAY_MS = 1000;
const QUICK_DEATH_MS = 5000;

function runPrimary(config: Config, ready: (port: number) => void) {
  cluster.schedulingPolicy = cluster.SCHED_RR;
  relayBetweenWorkers(cluster);
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  let listening = 0;
  const started = new Map<number, number>();
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('listening', (_worker, address) => {
    listening++;
    if (!announced && listening >= config.workers) {
      announced = true;
      ready(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) finish();
      return;
    }
    const how = signal ?? `code ${code}`;
    if (!announced && lived < QUICK_DEATH_MS) {
      // A worker that cannot even start (port taken, database unreadable) would fail again: give up.
      console.error(`Worker ${worker.process.pid} failed to start (${how}); stopping.`);
      exitCode = 1;
      stop();
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${how}); starting another.`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });
  const finish = () => {
    // Workers closing at the same moment may each leave the write-ahead log to the other: the last connection
    // to close checkpoints it into the file and removes it.
    if (!config.databaseUrl) openDatabase(config).sqlite?.close();
    process.exit(exitCode);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) finish();
    // Each worker finishes its in-flight requests and closes its database (serve's shutdown).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < config.workers; i++) fork();
}

function startLines(
  config: Config,
  db: Pick<Db, 'dialect' | 'file'>,
  port: number,
  admin: CreatedAdmin | undefined,
): string[] {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${port}`;
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
  return lines;
}

function adoptedLine(adopted: number): string {
  return (
    `Record-signing key ready (DATA_DIR/record-signing.key): ${adopted} sign-off links made before links were ` +
    'signed were adopted (signed now, as they stood).'
  );
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

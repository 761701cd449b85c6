import type { Config } from '../../config';
import { createLocalDriver, type LocalDriver } from './local';
import { createS3Driver, type S3Driver } from './s3';

// The app's storage driver, chosen by STORAGE_DRIVER, one per configuration (each test app has its own).

export type Storage = LocalDriver | S3Driver;

const drivers = new WeakMap<Config, Promise<Storage>>();

export function storageFor(config: Config): Promise<Storage> {
  let driver = drivers.get(config);
  if (!driver) {
    const made: Storage = config.storage.driver === 's3' ? createS3Driver(config) : createLocalDriver(config.dataDir);
    driver = made.init().then(() => made);
    // A store that was unreachable is tried again by the next request.
    driver.catch(() => drivers.delete(config));
    drivers.set(config, driver);
  }
  return driver;
}

import { type ComponentType, lazy } from 'react';

// Lazy screens load with a time-out of 120 s (platform spec §9); a chunk that fails to load (time-out, network,
// or an old page after a new release) is caught by ScreenBoundary, which offers a reload.

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = SCREEN_LOAD_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('screen load timed out')), timeoutMs);
        load().then(
          (mod) => {
            clearTimeout(timer);
            resolve(mod);
          },
          (err: unknown) => {
            clearTimeout(timer);
            reject(err);
          },
        );
      }),
  );
}

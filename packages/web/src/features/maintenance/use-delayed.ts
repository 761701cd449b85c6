import { useEffect, useState } from 'react';

/** False for the first `ms` milliseconds after mounting, then true (spec: the first data load waits 500 ms). */
export function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

export const FIRST_LOAD_DELAY_MS = 500;

/** Page size of the maintenance lists and the picker, and the sizes offered (spec §9). */
export const MAINTAIN_PAGE_SIZE = 200;
export const MAINTAIN_PAGE_SIZES = [10, 20, 50, 100, 200, 300];

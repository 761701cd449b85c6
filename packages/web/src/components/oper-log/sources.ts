import type { OperTargets } from './oper-fields';

// The features' operation-log declarations, registered by app/modules.ts at start. Kept apart from the readers
// (oper-fields.ts) so that registering pulls nothing into the sign-in and frame chunks.

type Source = () => Promise<{ default: Partial<OperTargets> }>;
let declarations: Source[] = [];

/** The features' declarations (app/modules.ts sets them once). */
export function setOperLogSources(list: Source[]): void {
  declarations = list;
}

/** Every feature's declarations, merged. */
export async function loadOperTargets(): Promise<OperTargets> {
  const loaded = await Promise.all(declarations.map((s) => s()));
  const out: OperTargets = { targets: {} };
  for (const { default: part } of loaded) {
    Object.assign(out.targets, part.targets);
    if (part.fallback) out.fallback = part.fallback;
  }
  return out;
}

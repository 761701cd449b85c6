import { accountStrings } from './account';
import { filesMessages, filesStrings } from './files';
import { frameStrings } from './frame';
import { listStrings } from './list';
import { maintenanceMessages, maintenanceStrings } from './maintenance';
import { organizeMessages, organizeStrings } from './organize';
import { planeMessages, planeStrings } from './plane';

// The catalogues of each area (one file per area: its server messages and its interface strings), listed once:
// a new module's area is one more import and entry here.

/** Server messages of the areas (the platform's own are in messages.ts). */
export const areaMessages = {
  ...organizeMessages,
  ...filesMessages,
  ...planeMessages,
  ...maintenanceMessages,
};

/**
 * Interface strings of the web's entry: what the sign-in, registration and error pages show (the frame area).
 * The web's entry carries these and the platform's messages alone (its budget, docs/performance.md "Web bundle").
 */
export const areaStrings: Record<string, readonly [string, string]>[] = [frameStrings];

/** Interface strings of the areas whose screens alone show them: added with the signed-in frame (frame-areas.ts). */
export const screenAreaStrings: Record<string, readonly [string, string]>[] = [
  listStrings,
  organizeStrings,
  accountStrings,
  filesStrings,
  planeStrings,
  maintenanceStrings,
];

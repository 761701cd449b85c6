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

/** Interface strings of the areas, for the web. */
export const areaStrings: Record<string, readonly [string, string]>[] = [
  frameStrings,
  listStrings,
  organizeStrings,
  accountStrings,
  filesStrings,
  planeStrings,
  maintenanceStrings,
];

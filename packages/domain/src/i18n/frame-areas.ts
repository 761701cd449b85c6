import { declaredTypeLabels } from '../catalogue';
import type { Lang } from '../messages';
import { adregStrings } from './adreg-strings';
import { areaMessages, screenAreaStrings } from './areas';
import { ataStrings } from './ata-strings';
import { certStrings } from './cert-strings';
import { componentStrings } from './component-strings';
import { deferralStrings } from './deferral-strings';
import { documentStrings } from './document-strings';
import { dueStrings } from './due-strings';
import { flightPlanStrings } from './flight-plan-strings';
import { flightStrings } from './flight-strings';
import { frameAreaMessages } from './frame-area-messages';
import { materialStrings } from './material-strings';
import { noticeStrings } from './notice-strings';
import { orderPaperStrings } from './order-paper-strings';
import { orderStrings } from './orders-strings';
import { qualificationStrings } from './qualification-strings';
import { recordDialogStrings } from './record-dialog-strings';
import { recordStrings } from './record-strings';
import { statusStrings } from './status-strings';
import { storeStrings } from './store-strings';
import { flatten } from './ui';
import { workcardStrings } from './workcard-strings';

// Interface strings of the areas whose screens alone use them: the web adds them when the signed-in frame
// loads (packages/web/src/i18n/frame-strings.ts), so that they stay out of the entry chunk the sign-in page
// loads (its 250 KB budget, docs/performance.md "Web bundle": a module shared with the entry lands in the entry
// whole, hence a file apart from areas.ts). A string the sign-in, registration or error pages show belongs in
// areas.ts `areaStrings`.

export const frameAreaStrings: Record<string, readonly [string, string]>[] = [
  ...screenAreaStrings,
  materialStrings,
  storeStrings,
  certStrings,
  documentStrings,
  noticeStrings,
  workcardStrings,
  dueStrings,
  flightStrings,
  componentStrings,
  ataStrings,
  recordDialogStrings,
  recordStrings,
  deferralStrings,
  statusStrings,
  adregStrings,
  orderPaperStrings,
  orderStrings,
  qualificationStrings,
  flightPlanStrings,
  // The object types' names, from the modules' identities (the operation log's types and filter)
  declaredTypeLabels(),
];

/** The strings of one language the frame adds, flat (`area.key` → text). */
export function frameCatalogue(lang: Lang): Record<string, string> {
  return flatten({}, [areaMessages, frameAreaMessages, ...frameAreaStrings], lang);
}

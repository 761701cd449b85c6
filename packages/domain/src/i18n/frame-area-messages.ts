import { adregMessages } from './adreg';
import { certMessages } from './certificates';
import { componentMessages } from './components';
import { deferralMessages } from './deferrals';
import { documentMessages } from './documents';
import { flightPlanMessages } from './flight-plans';
import { importMessages } from './imports';
import { materialMessages } from './materials';
import { noticeMessages } from './notices';
import { orderPartMessages } from './order-parts';
import { orderMessages } from './orders';
import { planningMessages } from './planning';
import { qualificationMessages } from './qualifications';
import { recordMessages } from './records';
import { reportMessages } from './reports';
import { statusMessages } from './status';
import { storeMessages } from './store';
import { todoMessages } from './todos';
import { utilisationMessages } from './utilisation';
import { workcardMessages } from './workcards';

// Server messages of the areas whose screens only the signed-in frame shows (materials, stores): in the
// server's catalogue (messages.ts) like every other, but on the web added with the frame (frame-areas.ts), so
// that they stay out of the sign-in page's entry chunk (its 250 KB budget, docs/performance.md "Web bundle").

export const frameAreaMessages = {
  ...materialMessages,
  ...storeMessages,
  ...documentMessages,
  ...certMessages,
  ...noticeMessages,
  ...workcardMessages,
  ...todoMessages,
  ...utilisationMessages,
  ...componentMessages,
  ...recordMessages,
  ...importMessages,
  ...deferralMessages,
  ...statusMessages,
  ...reportMessages,
  ...adregMessages,
  ...orderMessages,
  ...orderPartMessages,
  ...qualificationMessages,
  ...planningMessages,
  ...flightPlanMessages,
};

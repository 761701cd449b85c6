import { PlaneAppraisal, PlaneNotice } from '@hangar/domain/contracts/notices';
import { defineModule } from '../../platform/http/module';
import {
  appraise,
  doNotice,
  doNoticeMany,
  forceNotice,
  queryAppraisal,
  queryWorkNotice,
  removeNotice,
  removeNoticeMany,
} from './plane-notice.service';

// Notices to aircraft (model document §2.9, §7 "Notices to aircraft"). The evaluation dialog sits in the
// model drawer's CAD/AD and SB/SI libraries: listing needs the plane-model view, evaluating its Execute
// function, and the service adds the model-manager rule (company 10000 or the model's manager) and the
// declared crossing of company lines (docs/domain.md "Notices and evaluations cross tenants").

export const appraisalRoutes = defineModule(PlaneAppraisal.api, {
  QueryWithWorkAppraise: {
    sample: (ids) => ({ body: { tagId: ids.modelDocument } }),
    run: queryAppraisal,
  },
  QueryWithWorkNotice: {
    sample: (ids) => ({ body: { tagId: ids.noticeSurveyCard } }),
    run: queryWorkNotice,
  },
});

export const noticeRoutes = defineModule(PlaneNotice.api, {
  Appraise: {
    sample: (ids) => ({ body: { appraiseId: ids.modelDocument, planeId: ids.planeEntity, appraised: 1, fit: 1 } }),
    run: appraise,
  },
  DoNotice: {
    sample: (ids) => ({ body: { id: ids.planeNotice, instructId: ids.noticeInstructionCard } }),
    run: doNotice,
  },
  DoNoticeMany: {
    sample: (ids) => ({ body: { ids: [ids.planeNotice], instructId: ids.noticeInstructionCard } }),
    run: doNoticeMany,
  },
  doForceNotice: {
    sample: (ids) => ({ body: { planeId: ids.planeEntity, instructId: ids.noticeSurveyCard } }),
    run: forceNotice,
  },
  RemoveNotice: {
    sample: (ids) => ({ body: { id: ids.notifiedNotice } }),
    run: removeNotice,
  },
  RemoveNoticeMany: {
    sample: (ids) => ({ body: { ids: [ids.notifiedNotice] } }),
    run: removeNoticeMany,
  },
});

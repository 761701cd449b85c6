import type { AppraiseRow } from '@hangar/domain/contracts/notices';
import { PlaneAppraisal, PlaneNotice } from '@hangar/domain/contracts/notices';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { type Call, stubFetch } from '../account/test-support';

// The aircraft of a model with their evaluation of document 21, for the web tests of the evaluation dialog
// and of the library that opens it (features/documents may import this feature, not the other way round).

export function appraiseRow(planeId: number, name: string, change: Partial<AppraiseRow> = {}): AppraiseRow {
  return {
    id: null,
    planeId,
    name,
    planeSeri: `MSN-${planeId}`,
    planeEngModel: 'CFM56-7B',
    // The company of the tests' writer sessions (curCID 10000): its own aircraft, whose tail numbers open.
    company: 10000,
    companyName: 'East Air',
    appraised: 0,
    fit: 0,
    unfitReason: null,
    state: 0,
    appraiseUser: null,
    appraiseUserName: null,
    appraiseTime: null,
    instructId: null,
    instructUserName: null,
    instructTime: null,
    ctrlId: null,
    ...change,
    // As the server answers a writer: a notified row is not evaluated again until withdrawn.
    abilities: change.abilities ?? { appraise: (change.state ?? 0) === 0 },
  };
}

export const unevaluated = appraiseRow(1, 'B-1001');
export const fit = appraiseRow(2, 'B-1002', {
  id: 7,
  appraised: 1,
  fit: 1,
  appraiseUser: 3,
  appraiseUserName: 'Engineer Wang',
  appraiseTime: '2024-05-02 10:00:00',
});
export const unfit = appraiseRow(3, 'B-1003', { id: 8, appraised: 1, fit: 0 });
export const notified = appraiseRow(4, 'B-1004', { id: 9, appraised: 1, fit: 1, state: 1 });
export const rows = [unevaluated, fit, unfit, notified];

export const doc = { id: 21, name: 'AD 2024-01', seri: 'AD-001' };

/** Answers that take precedence over the stub's own (undefined: the stub answers). */
export type Extra = (call: Call) => { body?: unknown; status?: number; msg?: string } | undefined;

export function stubAppraisal(extra?: Extra) {
  return stubFetch((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === PlaneAppraisal.api.QueryWithWorkAppraise.path) {
      const answer: EndpointOutput<typeof PlaneAppraisal.api.QueryWithWorkAppraise> = { items: rows, totalItems: 4 };
      return { body: answer };
    }
    if (call.url === PlaneNotice.api.Appraise.path) {
      const answer: EndpointOutput<typeof PlaneNotice.api.Appraise> = {
        id: 7,
        planeId: 2,
        type: 1,
        subType: null,
        appraiseId: 21,
        instructId: null,
        maintainId: null,
        ctrlId: null,
        appraised: 0,
        fit: 0,
        state: 0,
        appraiseUser: 1,
        appraiseTime: '2024-05-03 10:00:00',
        unfitReason: null,
        instructUser: null,
        instructTime: null,
        appraiseUserName: 'Admin',
      };
      return { body: answer };
    }
    return undefined;
  });
}

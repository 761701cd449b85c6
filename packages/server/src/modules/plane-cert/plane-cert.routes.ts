import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { defineModule, type SampleIds } from '../../platform/http/module';
import {
  addCert,
  certRevisions,
  changeCert,
  queryCert,
  removeCert,
  renewCert,
  setClosed,
  summary,
} from './plane-cert.service';

// /api/PlaneCert/*: the certificates of the company's aircraft (spec §2.7, §7 "Certificates") plus Close, Open
// and Summary (the fleet monitor's and the dashboard's expiry counts). Reading needs the plane-entity view
// (certificates are the aircraft's registration data); the changes need its functions the spec names for
// certificates (§6: Delete, Execute, Close): Execute uploads a certificate (Add, and Update, which may
// replace its files, and Renew, a new dated revision with its own files), Delete deletes, Close closes and opens. The service scopes everything to the caller's
// company.

/** A certificate file of the sample aircraft, uploaded by its company. */
const sampleFiles = (ids: SampleIds) => [
  {
    uid: 'matrix-cert',
    name: 'airworthiness.pdf',
    size: 1024,
    url: `/files/cert/plane${ids.planeEntity}/c${ids.company}/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/airworthiness.pdf`,
  },
];

const item = (ids: SampleIds) => ({ body: { id: ids.planeCert } });

export default defineModule(PlaneCert.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryCert,
  },
  Add: {
    sample: (ids) => ({
      body: {
        plane: ids.planeEntity,
        name: 'Matrix certificate',
        issueDate: '2026-01-15 00:00:00',
        files: sampleFiles(ids),
      },
    }),
    run: addCert,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.planeCert, name: 'Matrix renamed' } }),
    run: changeCert,
  },
  Renew: {
    sample: (ids) => ({
      body: { id: ids.planeCert, issueDate: '2026-01-15 00:00:00', expireDate: '2027-01-15', files: sampleFiles(ids) },
    }),
    run: renewCert,
  },
  Revisions: { kind: 'read', sample: item, run: certRevisions },
  Delete: { sample: item, run: removeCert },
  Close: { sample: item, run: setClosed(1) },
  Open: { sample: item, run: setClosed(0) },
  Summary: { kind: 'read', run: summary },
});

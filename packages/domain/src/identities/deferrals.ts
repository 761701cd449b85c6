import { Functions as ALL, moduleIdentity } from '../identity';

// Deferred defects under a minimum equipment list (issue 32): a model's MMEL, the operator's MEL, the deferrals.

export const deferralsIdentity = moduleIdentity({
  name: 'deferrals',
  objectTypes: {
    MmelItem: { code: 10119, label: ['MMEL 项目', 'MMEL item'] },
    MelItem: { code: 10120, label: ['MEL 项目', 'MEL item'] },
    Deferral: { code: 10121, label: ['保留故障', 'Deferral'] },
  },
  screens: [
    {
      key: 'maintain-deferral',
      path: '/maintain/deferral',
      group: 'maintain',
      functions: ALL,
      title: ['保留故障', 'Deferred defects'],
    },
  ],
});

import { moduleIdentity } from '../identity';

// The AD/SB register (issue 32): the fleet view of a CAD/AD or SB/SI document and the open ones across the fleet.
// A read-only screen: the evaluations, documents and records it reads are written on their own screens.

export const adregIdentity = moduleIdentity({
  name: 'adreg',
  screens: [
    {
      key: 'maintain-ad',
      path: '/maintain/ad',
      group: 'maintain',
      functions: [],
      title: ['适航指令', 'AD/SB register'],
    },
  ],
});

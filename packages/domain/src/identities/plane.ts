import { Functions as ALL, moduleIdentity } from '../identity';

// Aircraft models (with their categories and brands) and the aircraft register with its sites.

export const planeIdentity = moduleIdentity({
  name: 'plane',
  objectTypes: {
    Model: { code: 10000, label: ['机型', 'Aircraft model'] },
    Plane: { code: 10001, label: ['飞机', 'Aircraft'] },
    PlaneType: { code: 10105, label: ['机型类别', 'Model category'] },
    Brand: { code: 10106, label: ['品牌', 'Brand'] },
    Site: { code: 10107, label: ['场站', 'Site'] },
  },
  screens: [
    {
      key: 'plane-model',
      path: '/plane/model',
      group: 'plane',
      functions: ALL,
      title: ['机型管理', 'Aircraft models'],
    },
    { key: 'plane-entity', path: '/plane/entity', group: 'plane', functions: ALL, title: ['飞机管理', 'Aircraft'] },
    { key: 'base-brand', path: '/base/brand', group: 'plane', title: ['品牌管理', 'Brands'] },
    { key: 'plane-site', path: '/plane/site', group: 'plane', title: ['场站管理', 'Sites'] },
  ],
});

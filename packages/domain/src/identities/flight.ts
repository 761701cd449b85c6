import { Functions as ALL, moduleIdentity } from '../identity';

// The flight log (the operation screen: flight records, components and maintenance records of an aircraft).

export const flightIdentity = moduleIdentity({
  name: 'flight',
  objectTypes: {
    FlightRecord: { code: 10114, label: ['飞行记录', 'Flight record'] },
  },
  screens: [
    {
      key: 'plane-operation',
      path: '/plane/operation',
      group: 'operation',
      functions: ALL,
      title: ['飞行记录', 'Flight records'],
    },
  ],
});

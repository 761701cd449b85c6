import { moduleIdentity } from '../identity';

// Qualifications (screens to come).

export const qualificationIdentity = moduleIdentity({
  name: 'qualification',
  screens: [
    {
      key: 'qualification-repairman',
      path: '/qualification/repairman',
      group: 'qualification',
      title: ['维修人员资质', 'Maintenance staff'],
    },
    {
      key: 'qualification-pilot',
      path: '/qualification/pilot',
      group: 'qualification',
      title: ['飞行员资质', 'Pilots'],
    },
    {
      key: 'qualification-health',
      path: '/qualification/health',
      group: 'qualification',
      title: ['体检管理', 'Medical checks'],
    },
  ],
});

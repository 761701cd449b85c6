import type { WebModule } from '../../components/web-module';

export default {
  name: 'qualifications',
  screens: {
    'qualification-repairman': () => import('./RepairmanPage'),
    'qualification-pilot': () => import('./PilotPage'),
    'qualification-health': () => import('./HealthPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;

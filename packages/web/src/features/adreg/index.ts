import type { WebModule } from '../../components/web-module';

export default {
  name: 'adreg',
  screens: {
    'maintain-ad': () => import('./AdRegisterPage'),
  },
} satisfies WebModule;

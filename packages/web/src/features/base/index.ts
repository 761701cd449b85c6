import type { WebModule } from '../../components/web-module';

export default {
  name: 'base',
  screens: {
    'base-ata': () => import('./AtaPage'),
    'base-brand': () => import('./BrandPage'),
    'base-unit': () => import('./UnitPage'),
  },
} satisfies WebModule;

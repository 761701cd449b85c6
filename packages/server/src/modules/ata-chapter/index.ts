import type { ServerModule } from '../../platform/registry';
import routes from './ata-chapter.routes';

export default {
  name: 'AtaChapter',
  routes: [routes],
  fixture: () => import('./ata-chapter.fixture'),
} satisfies ServerModule;

import type { ServerModule } from '../../platform/registry';
import routes from './ata-chapter.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { seedAtaChapters } from './ata-chapter.repo';

export default {
  name: 'AtaChapter',
  routes: [routes],
  fixture: () => import('./ata-chapter.fixture'),
} satisfies ServerModule;

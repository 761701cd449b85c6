import type { ComponentType } from 'react';
import type { OperTargets } from './oper-log/oper-fields';
import type { ReferenceEntry } from './reference-sources';

// What a web feature contributes to the frame (docs/architecture.md "Adding a module"), declared in its own
// folder (`features/<f>/index.ts`) and listed once in app/modules.ts. Everything is loaded lazily: the
// declarations themselves stay out of the sign-in and frame chunks.

/** What the frame gives every screen. */
export interface ScreenProps {
  /** i18n key of the route's title (placeholder pages show it). */
  titleKey: string;
}

export interface WebModule {
  name: string;
  /** Screens by view key (the permission catalogue's route for that view shows it). */
  screens?: Record<string, () => Promise<{ default: ComponentType<ScreenProps> }>>;
  /** The reference lists this feature declares (features/<f>/references.ts), by name. */
  references?: Record<string, ReferenceEntry>;
  /** How the operation log reads this feature's records. */
  operLog?: () => Promise<{ default: Partial<OperTargets> }>;
}

import { createContext } from 'react';
import type { ClientAssets } from '../../cli/routes/site-data.ts';

/** Server-only bookkeeping for the islands of one page render. */
export interface IslandRegistry {
  assets: ClientAssets;
  used: Set<string>;
  next: number;
  /** Render islands as nothing (feeds carry content, not controls). */
  omit?: boolean;
}

export const IslandContext = createContext<IslandRegistry | null>(null);

export type LoadDirective = 'load' | 'idle' | 'visible' | 'interaction';

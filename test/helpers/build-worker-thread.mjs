// Worker threads do not inherit tsx's loader from the test process: register it, then load
// the TypeScript side (as cli/bin/gsite.mjs does for the CLI).
import { register } from 'tsx/esm/api';

register();
await import('./build-worker-thread.ts');

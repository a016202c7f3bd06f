/**
 * Playtime's stage on gsap 3.12.5 and its public plugins (the frame document:
 * cli/output/frame-documents.ts; the runtime: client/playtime/stage-runtime.ts).
 */
import { library312 } from '../playtime/library-3.12.ts';
import { startStage } from '../playtime/stage-runtime.ts';

startStage(library312);

/**
 * Playtime's stage for code that imports lottie-web (the LottieScrollTrigger helper's demo):
 * the 3.12.5 stage plus lottie-web's light player (SVG, no expressions: nothing to eval) as the
 * global `lottie`. A frame of its own, so the usual stage does not carry the player's 160 KB.
 */
import lottie from 'lottie-web/build/player/lottie_light';
import { library312 } from '../playtime/library-3.12.ts';
import { startStage } from '../playtime/stage-runtime.ts';

startStage({ ...library312, packages: { 'lottie-web': { name: 'lottie', value: lottie } } });

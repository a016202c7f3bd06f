/**
 * Playtime's stage on gsap 3.12.5 and its public plugins (the frame document:
 * cli/output/frame-documents.ts; the runtime: client/playtime/stage-runtime.ts).
 */
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { ScrollToPlugin } from 'gsap/ScrollToPlugin';
import { Flip } from 'gsap/Flip';
import { Draggable } from 'gsap/Draggable';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';
import { TextPlugin } from 'gsap/TextPlugin';
import { Observer } from 'gsap/Observer';
import { CustomEase } from 'gsap/CustomEase';
import { RoughEase, SlowMo, ExpoScaleEase } from 'gsap/EasePack';
import { startStage } from '../playtime/stage-runtime.ts';

startStage({
  gsap,
  version: '3.12.5',
  plugins: { ScrollTrigger, ScrollToPlugin, Flip, Draggable, MotionPathPlugin, TextPlugin, Observer, CustomEase, RoughEase, SlowMo, ExpoScaleEase },
});

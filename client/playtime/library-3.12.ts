/**
 * gsap 3.12.5 and its public plugins, by the names code uses for them: what Playtime's 3.12.5
 * stages (client/frames/playtime-stage.ts, playtime-stage-lottie.ts) give the code as globals.
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
import type { StageLibrary } from './stage-runtime.ts';

export const library312: StageLibrary = {
  gsap,
  version: '3.12.5',
  plugins: { ScrollTrigger, ScrollToPlugin, Flip, Draggable, MotionPathPlugin, TextPlugin, Observer, CustomEase, RoughEase, SlowMo, ExpoScaleEase },
};

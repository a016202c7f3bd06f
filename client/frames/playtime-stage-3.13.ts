/**
 * Playtime's stage on gsap 3.13.0, for code that uses the plugins that were members-only in
 * 3.12 (SplitText, DrawSVG, MorphSVG, Inertia…), public since 3.13. Only this frame loads them.
 */
import { gsap } from 'gsap-3.13';
import { ScrollTrigger } from 'gsap-3.13/ScrollTrigger';
import { ScrollToPlugin } from 'gsap-3.13/ScrollToPlugin';
import { ScrollSmoother } from 'gsap-3.13/ScrollSmoother';
import { Flip } from 'gsap-3.13/Flip';
import { Draggable } from 'gsap-3.13/Draggable';
import { InertiaPlugin } from 'gsap-3.13/InertiaPlugin';
import { MotionPathPlugin } from 'gsap-3.13/MotionPathPlugin';
import { MotionPathHelper } from 'gsap-3.13/MotionPathHelper';
import { TextPlugin } from 'gsap-3.13/TextPlugin';
import { SplitText } from 'gsap-3.13/SplitText';
import { ScrambleTextPlugin } from 'gsap-3.13/ScrambleTextPlugin';
import { DrawSVGPlugin } from 'gsap-3.13/DrawSVGPlugin';
import { MorphSVGPlugin } from 'gsap-3.13/MorphSVGPlugin';
import { Physics2DPlugin } from 'gsap-3.13/Physics2DPlugin';
import { PhysicsPropsPlugin } from 'gsap-3.13/PhysicsPropsPlugin';
import { Observer } from 'gsap-3.13/Observer';
import { CustomEase } from 'gsap-3.13/CustomEase';
import { CustomBounce } from 'gsap-3.13/CustomBounce';
import { CustomWiggle } from 'gsap-3.13/CustomWiggle';
import { RoughEase, SlowMo, ExpoScaleEase } from 'gsap-3.13/EasePack';
import { GSDevTools } from 'gsap-3.13/GSDevTools';
import { startStage } from '../playtime/stage-runtime.ts';

startStage({
  gsap,
  version: '3.13.0',
  // CustomEase before CustomBounce and CustomWiggle, which build on it.
  plugins: {
    ScrollTrigger,
    ScrollToPlugin,
    ScrollSmoother,
    Flip,
    Draggable,
    InertiaPlugin,
    MotionPathPlugin,
    MotionPathHelper,
    TextPlugin,
    SplitText,
    ScrambleTextPlugin,
    DrawSVGPlugin,
    MorphSVGPlugin,
    Physics2DPlugin,
    PhysicsPropsPlugin,
    Observer,
    CustomEase,
    CustomBounce,
    CustomWiggle,
    RoughEase,
    SlowMo,
    ExpoScaleEase,
    GSDevTools,
  },
});

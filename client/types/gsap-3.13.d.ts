/**
 * gsap 3.13.0 is installed under the alias `gsap-3.13` for the demos of the plugins that were
 * members-only in 3.12 (CustomBounce, CustomWiggle, InertiaPlugin, MorphSVG, DrawSVG,
 * SplitText, ScrambleText, Physics2D, MotionPathHelper, GSDevTools: public in 3.13). Its type
 * files declare `gsap/*` modules, which an alias cannot reach, so its modules borrow the 3.12
 * types: the API these demos use is the same. SplitText is the exception, a rewrite in 3.13:
 * its demo keeps to the options and members both versions have (`type`, the arrays,
 * `revert()`), which the 3.12 types describe.
 */
declare module 'gsap-3.13' {
  export * from 'gsap';
  export { default } from 'gsap';
}
declare module 'gsap-3.13/CustomEase' {
  export * from 'gsap/CustomEase';
  export { default } from 'gsap/CustomEase';
}
declare module 'gsap-3.13/CustomBounce' {
  export * from 'gsap/CustomBounce';
  export { default } from 'gsap/CustomBounce';
}
declare module 'gsap-3.13/CustomWiggle' {
  export * from 'gsap/CustomWiggle';
  export { default } from 'gsap/CustomWiggle';
}
declare module 'gsap-3.13/Draggable' {
  export * from 'gsap/Draggable';
  export { default } from 'gsap/Draggable';
}
declare module 'gsap-3.13/InertiaPlugin' {
  export * from 'gsap/InertiaPlugin';
  export { default } from 'gsap/InertiaPlugin';
}
declare module 'gsap-3.13/MotionPathPlugin' {
  export * from 'gsap/MotionPathPlugin';
  export { default } from 'gsap/MotionPathPlugin';
}
declare module 'gsap-3.13/MotionPathHelper' {
  export * from 'gsap/MotionPathHelper';
  export { default } from 'gsap/MotionPathHelper';
}
declare module 'gsap-3.13/MorphSVGPlugin' {
  export * from 'gsap/MorphSVGPlugin';
  export { default } from 'gsap/MorphSVGPlugin';
}
declare module 'gsap-3.13/DrawSVGPlugin' {
  export * from 'gsap/DrawSVGPlugin';
  export { default } from 'gsap/DrawSVGPlugin';
}
declare module 'gsap-3.13/SplitText' {
  export * from 'gsap/SplitText';
  export { default } from 'gsap/SplitText';
}
declare module 'gsap-3.13/ScrambleTextPlugin' {
  export * from 'gsap/ScrambleTextPlugin';
  export { default } from 'gsap/ScrambleTextPlugin';
}
declare module 'gsap-3.13/Physics2DPlugin' {
  export * from 'gsap/Physics2DPlugin';
  export { default } from 'gsap/Physics2DPlugin';
}
declare module 'gsap-3.13/GSDevTools' {
  export * from 'gsap/GSDevTools';
  export { default } from 'gsap/GSDevTools';
}
declare module 'gsap-3.13/ScrollTrigger' {
  export * from 'gsap/ScrollTrigger';
  export { default } from 'gsap/ScrollTrigger';
}
declare module 'gsap-3.13/ScrollToPlugin' {
  export * from 'gsap/ScrollToPlugin';
  export { default } from 'gsap/ScrollToPlugin';
}
declare module 'gsap-3.13/ScrollSmoother' {
  export * from 'gsap/ScrollSmoother';
  export { default } from 'gsap/ScrollSmoother';
}
declare module 'gsap-3.13/Flip' {
  export * from 'gsap/Flip';
  export { default } from 'gsap/Flip';
}
declare module 'gsap-3.13/TextPlugin' {
  export * from 'gsap/TextPlugin';
  export { default } from 'gsap/TextPlugin';
}
declare module 'gsap-3.13/PhysicsPropsPlugin' {
  export * from 'gsap/PhysicsPropsPlugin';
  export { default } from 'gsap/PhysicsPropsPlugin';
}
declare module 'gsap-3.13/Observer' {
  export * from 'gsap/Observer';
  export { default } from 'gsap/Observer';
}
declare module 'gsap-3.13/EasePack' {
  export * from 'gsap/EasePack';
  export { default } from 'gsap/EasePack';
}

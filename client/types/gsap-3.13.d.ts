/**
 * gsap 3.13.0 is installed under the alias `gsap-3.13` for the CustomBounce and CustomWiggle
 * demos (members-only plugins in 3.12, public in 3.13). Its type files declare `gsap/*`
 * modules, which an alias cannot reach, so its modules borrow the 3.12 types: the API these
 * demos use is the same.
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

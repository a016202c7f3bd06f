import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

// Plugins are registered once, before any tween uses them.
gsap.registerPlugin(ScrollTrigger);

// gsap.matchMedia() runs the animation only for visitors who have not asked for less motion,
// and reverts it if they change that setting.
const mm = gsap.matchMedia();
mm.add('(prefers-reduced-motion: no-preference)', () => {
  gsap.from('.box', {
    x: -200,
    opacity: 0,
    rotation: -90,
    duration: 1,
    stagger: 0.2,
    ease: 'back.out(1.7)',
    scrollTrigger: { trigger: '.boxes', start: 'top 60%' },
  });
});

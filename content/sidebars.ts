import { defineSidebars } from 'gsite/config';
import { doc, group, section } from './sidebars/group.ts';
import { fundamentals, utilityMethodsSection } from './sidebars/core-reference.ts';
import { morePlugins, observerSection, scrollSmootherSection, scrollToSection, scrollTriggerSection } from './sidebars/scroll-plugins.ts';
import { draggableSection } from './sidebars/draggable.ts';
import { flipSection } from './sidebars/flip.ts';
import { inertiaSection } from './sidebars/inertia.ts';
import { motionPathHelperSection, motionPathSection } from './sidebars/motion-path.ts';
import { drawSVGSection, morphSVGSection, scrambleTextSection, textSection } from './sidebars/svg-text.ts';
import { helperFunctionsSection } from './sidebars/helper-functions.ts';
import { learningItems } from './sidebars/learning.ts';
import { cssRuleSection, easelSection, gsDevToolsSection, physics2DSection, physicsPropsSection, pixiSection, splitTextSection } from './sidebars/more-tools.ts';

/**
 * The two sidebars: `docs` for /docs/v3 and `learning` for /resources. Order and labels
 * follow the library's own v3.12.7 docs (../shared/routes.md §2 and §3). Group headings
 * ("Quick Start", "methods", …) are categories that cannot collapse and link nowhere.
 * The GSAP core reference (GSAP, Tween, Timeline, CSS, Eases, Utility Methods) lives in
 * ./sidebars/core-reference.ts, each plugin's section in ./sidebars/<plugin>.ts.
 */

export const docsSidebars = defineSidebars({
  docs: [
    { type: 'doc', id: 'index', label: 'Docs home' },
    group('Quick Start', [
      section('Installation', 'Installation', [
        doc('Installation/guides/Netlify', 'Club GSAP & Netlify'),
        doc('Installation/guides/Vercel', 'Club GSAP & Vercel'),
        { type: 'link', href: '/resources/Webflow#installation', label: 'Webflow' },
        { type: 'link', href: '/resources/Wordpress#installation', label: 'Wordpress' },
      ]),
      { type: 'link', href: 'https://www.youtube.com/@GreenSockLearning', label: 'YouTube Channel' },
      { type: 'link', href: '/resources/trial', label: 'Trial the Club Plugins' },
      { type: 'link', href: '/demos', label: 'Demos / Starter Templates' },
      { type: 'link', href: '/cheatsheet', label: 'Cheatsheet' },
    ]),
    group('Fundamentals', fundamentals),
    group('Plugins', [
      'Plugins',
      scrollTriggerSection,
      scrollSmootherSection,
      flipSection,
      // "more plugins" is alphabetical, as on the library's site.
      morePlugins([
        cssRuleSection,
        draggableSection,
        drawSVGSection,
        easelSection,
        gsDevToolsSection,
        inertiaSection,
        morphSVGSection,
        motionPathSection,
        motionPathHelperSection,
        observerSection,
        physics2DSection,
        physicsPropsSection,
        pixiSection,
        scrambleTextSection,
        scrollToSection,
        splitTextSection,
        textSection,
      ]),
    ]),
    group('Useful features & tools', [
      utilityMethodsSection,
      { type: 'link', href: '/resources/getting-started/Staggers', label: 'Staggers' },
      helperFunctionsSection,
      { type: 'link', href: '/resources/React', label: 'React - useGSAP()' },
    ]),
  ],
});

export const learningSidebars = defineSidebars({
  learning: learningItems,
});

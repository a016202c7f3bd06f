import { defineConfig } from 'gsite/config';
import { docsSidebars, learningSidebars } from './content/sidebars.ts';
import { redirects } from './content/redirects.ts';
import { synonyms } from './content/search/synonyms.ts';
import { kitNotes, kitPalette } from './content/data/brand.ts';

const MAIN = 'https://gsap.com';

export default defineConfig({
  title: 'GSAP | Docs & Learning',
  tagline: 'Reference docs, guides and demos for GSAP, the JavaScript animation library.',
  url: MAIN,
  baseUrl: '/',
  favicon: '/favicon.svg',
  socialCards: true,
  brandKit: {
    file: 'gsap-brand-assets.zip',
    folder: 'gsap-brand-kit',
    cssPrefix: 'gsap',
    artwork: [
      // From 128 px wide: the tile is then 27 px tall, above the 24 px minimum size.
      { svg: '/brand/gsap-logo.svg', background: 'light', label: 'Logo', pngWidths: [128, 256, 512, 1024, 2048] },
      { svg: '/brand/gsap-logo-dark.svg', background: 'dark', label: 'Logo', pngWidths: [128, 256, 512, 1024, 2048] },
      { svg: '/brand/gsap-mark.svg', background: 'light', label: 'Mark' },
      { svg: '/brand/gsap-mark-dark.svg', background: 'dark', label: 'Mark' },
    ],
    pngWidths: [64, 128, 256, 512, 1024],
    palette: kitPalette,
    notes: kitNotes,
  },
  customFields: {
    version: '3.12.7',
    communityBaseUrl: `${MAIN}/community`,
    environment: 'live',
    mainHost: MAIN,
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  announcementBar: {
    id: 'webflow-2024',
    content: 'GSAP is joining Webflow. <a href="/blog/webflow-GSAP">Read what it means for you</a>',
    backgroundColor: '#0e100f',
    textColor: '#fffce1',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  navbar: {
    title: 'GSAP',
    hideOnScroll: false,
    items: [
      {
        type: 'dropdown',
        label: 'Tools',
        position: 'left',
        items: [
          { label: 'Core', to: '/core/' },
          { label: 'Scroll', to: '/scroll/' },
          { label: 'SVG', to: '/svg/' },
          { label: 'UI', to: '/ui/' },
          { label: 'Text', to: '/text/' },
          { label: 'Installation', to: '/docs/v3/Installation' },
          { label: 'Starter Templates', to: '/demos' },
          { label: 'Playtime', to: '/playtime' },
          { label: 'GSAP & React', to: '/resources/React' },
          { label: 'Video Lessons', href: 'https://www.youtube.com/@GreenSockLearning' },
        ],
      },
      { label: 'Pricing', href: `${MAIN}/pricing/`, position: 'left' },
      { label: 'Showcase', to: '/showcase/', position: 'left' },
      { label: 'Community', href: `${MAIN}/community/`, position: 'left' },
      { label: 'Learn', to: '/resources/', position: 'left' },
      { label: 'Docs', to: '/docs/v3', position: 'left' },
      { type: 'search', position: 'right' },
      { label: 'Get started', to: '/docs/v3/Installation', position: 'right', className: 'button button--primary' },
    ],
    docsItems: [
      { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
      { type: 'docSidebar', docsPluginId: 'resources', sidebarId: 'learning', label: 'Learning', position: 'left' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownItemsAfter: [{ label: 'v2 - archived', href: `${MAIN}/archived-docs/` }],
      },
    ],
  },
  socialLinks: [
    { label: 'CodePen', href: 'https://codepen.io/GreenSock', icon: 'codepen' },
    { label: 'GitHub', href: 'https://github.com/greensock/GSAP', icon: 'github' },
    { label: 'Facebook', href: 'https://www.facebook.com/GreenSockGSAP', icon: 'facebook' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/greensock', icon: 'linkedin' },
    { label: 'X', href: 'https://x.com/greensock', icon: 'x' },
  ],
  footer: {
    company: 'GreenSock',
    parentCompany: 'Webflow',
    // Plugin links go to their docs page once it is written; until then to the tool family
    // page, at the section that shows the plugin (the link checker holds those ids to it).
    columns: [
      {
        title: 'GSAP',
        items: [
          { label: 'Core', to: '/core/' },
          { label: 'Docs', to: '/docs/v3' },
          { label: 'All Plugins', to: '/docs/v3/Plugins/' },
        ],
      },
      {
        title: 'Scroll',
        to: '/scroll/',
        items: [
          { label: 'ScrollTrigger', to: '/docs/v3/Plugins/ScrollTrigger/', fallback: '/scroll/#scrolltrigger' },
          { label: 'ScrollSmoother', to: '/docs/v3/Plugins/ScrollSmoother/', fallback: '/scroll/#smooth-and-navigate' },
          { label: 'ScrollTo', to: '/docs/v3/Plugins/ScrollToPlugin/', fallback: '/scroll/#smooth-and-navigate' },
          { label: 'Observer', to: '/docs/v3/Plugins/Observer/', fallback: '/scroll/#smooth-and-navigate' },
        ],
      },
      {
        title: 'SVG',
        to: '/svg/',
        items: [
          { label: 'MorphSVG', to: '/docs/v3/Plugins/MorphSVGPlugin/', fallback: '/svg/#shapes' },
          { label: 'DrawSVG', to: '/docs/v3/Plugins/DrawSVGPlugin/', fallback: '/svg/#shapes' },
          { label: 'MotionPath', to: '/docs/v3/Plugins/MotionPathPlugin/', fallback: '/svg/#paths' },
          { label: 'MotionPathHelper', to: '/docs/v3/Plugins/MotionPathHelper/', fallback: '/svg/#paths' },
        ],
      },
      {
        title: 'UI',
        to: '/ui/',
        items: [
          { label: 'Flip', to: '/docs/v3/Plugins/Flip/', fallback: '/ui/#layout' },
          { label: 'SplitText', to: '/docs/v3/Plugins/SplitText/', fallback: '/ui/#input' },
          { label: 'Draggable', to: '/docs/v3/Plugins/Draggable/', fallback: '/ui/#input' },
          { label: 'Inertia', to: '/docs/v3/Plugins/InertiaPlugin/', fallback: '/ui/#input' },
          { label: 'Observer', to: '/docs/v3/Plugins/Observer/', fallback: '/ui/#input' },
        ],
      },
      {
        title: 'Text',
        to: '/text/',
        items: [
          { label: 'SplitText', to: '/docs/v3/Plugins/SplitText/', fallback: '/text/#split' },
          { label: 'ScrambleText', to: '/docs/v3/Plugins/ScrambleTextPlugin/', fallback: '/text/#replace' },
          { label: 'Text', to: '/docs/v3/Plugins/TextPlugin/', fallback: '/text/#replace' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'About', to: '/about/' },
          { label: 'Blog', to: '/blog/' },
          { label: 'Contact Us', href: `${MAIN}/community/contact/` },
        ],
      },
      {
        title: 'GSAP',
        items: [
          { label: 'Pricing', href: `${MAIN}/pricing/` },
          { label: 'Showcase', to: '/showcase/' },
          { label: 'Learn GSAP', to: '/resources/' },
          { label: 'Community', href: `${MAIN}/community/` },
        ],
      },
      { title: 'Connect', social: true },
    ],
    legal: [
      { label: 'Licensing', to: '/licensing' },
      { label: 'Privacy Policy', href: `${MAIN}/community/privacy-policy/` },
      { label: 'Terms of Use', href: `${MAIN}/community/terms-of-use/` },
    ],
  },
  // A placeholder endpoint on the main host; the form posts there with or without JavaScript.
  newsletter: { action: `${MAIN}/community/newsletter/subscribe/` },
  // Scripts from elsewhere (spec §7 "Also"), both off here: each loads after the page is idle and
  // adds its host to the CSP only when set. The header script may fill the login form's csrfKey
  // and handle logout (it runs once per page load; on client navigation it gets `gsite:navigated`).
  // headerScript: `${MAIN}/js/header.js`,
  // analytics: { src: 'https://www.googletagmanager.com/gtag/js?id=G-XXXXXXX' },
  docs: {
    docs: {
      dir: 'docs/v3',
      routeBasePath: '/docs/v3',
      sidebars: docsSidebars,
      version: { name: 'current', label: 'v3.12.7', path: 'v3', isLast: true },
      mainDocId: 'index',
    },
    resources: {
      dir: 'resources',
      routeBasePath: '/resources',
      sidebars: learningSidebars,
      mainDocId: 'index',
    },
  },
  blog: {
    dir: 'blog',
    routeBasePath: '/blog',
    title: 'Blog',
    description: 'Release notes and articles from the GSAP team.',
    postsPerPage: 10,
    feedCopyright: 'Copyright © 2025 GreenSock',
  },
  search: {
    path: '/search',
    synonyms,
    missingResultsUrl: 'https://github.com/greensock/GSAP/issues/new?title=Docs%20search%3A%20{query}',
  },
  redirects,
});

import { defineConfig } from 'gsite/config';
import { docsSidebars, learningSidebars } from './content/sidebars.ts';

const MAIN = 'https://gsap.com';

export default defineConfig({
  title: 'GSAP | Docs & Learning',
  tagline: 'Reference docs, guides and demos for GSAP, the JavaScript animation library.',
  url: MAIN,
  baseUrl: '/',
  favicon: '/favicon.svg',
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
  footer: {
    company: 'GreenSock',
    parentCompany: 'Webflow',
    columns: [
      {
        title: 'GSAP',
        items: [
          { label: 'Home', to: '/' },
          { label: 'Core', to: '/core/' },
          { label: 'Docs', to: '/docs/v3' },
          { label: 'All Plugins', to: '/docs/v3/Plugins/' },
        ],
      },
      {
        title: 'Tools',
        items: [
          { label: 'Scroll', to: '/scroll/' },
          { label: 'SVG', to: '/svg/' },
          { label: 'UI', to: '/ui/' },
          { label: 'Text', to: '/text/' },
          { label: 'ScrollTrigger', to: '/docs/v3/Plugins/ScrollTrigger/' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'About', to: '/about/' },
          { label: 'Blog', to: '/blog/' },
          { label: 'Showcase', to: '/showcase/' },
          { label: 'Learn GSAP', to: '/resources/' },
          { label: 'Contact us', href: `${MAIN}/community/contact/` },
        ],
      },
      {
        title: 'Connect',
        items: [
          { label: 'Pricing', href: `${MAIN}/pricing/` },
          { label: 'Community', href: `${MAIN}/community/` },
          { label: 'CodePen', href: 'https://codepen.io/GreenSock' },
          { label: 'GitHub', href: 'https://github.com/greensock/GSAP' },
        ],
      },
    ],
    legal: [
      { label: 'Privacy policy', href: `${MAIN}/community/privacy-policy/` },
      { label: 'Terms of use', href: `${MAIN}/community/terms-of-use/` },
    ],
  },
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
  search: { path: '/search' },
});

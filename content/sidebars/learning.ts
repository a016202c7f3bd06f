import type { SidebarItemConfig } from 'gsite/config';
import { doc, group, section } from './group.ts';

/**
 * The learning sidebar (/resources), with the paths, labels, groups and order of
 * ../shared/routes.md §3. Doc ids are paths below content/resources (`Plugins` is
 * content/resources/Plugins/index.md, served at /resources/Plugins/).
 */
export const learningItems: SidebarItemConfig[] = [
  { type: 'doc', id: 'index', label: 'Learning home' },
  group('Quick Start', [
    { type: 'link', href: '/docs/v3/Installation', label: 'Installation' },
    { type: 'link', href: 'https://www.youtube.com/@GreenSockLearning', label: 'YouTube Channel' },
    doc('trial', 'Trial the Club Plugins'),
    { type: 'link', href: '/demos', label: 'Demos / Starter Templates' },
    { type: 'link', href: '/cheatsheet', label: 'Cheatsheet' },
  ]),
  group('Getting Started', [
    doc('get-started', 'Your first animation'),
    doc('getting-started/Easing', 'Easing'),
    doc('getting-started/Staggers', 'Staggers'),
    doc('getting-started/timelines', 'Sequencing animations'),
    doc('getting-started/control', 'Control and Callbacks'),
  ]),
  group('Plugins', [doc('Plugins', "What's a plugin?"), doc('st-mistakes', 'ScrollTrigger tips & mistakes')]),
  group('Diving deeper', [
    doc('a11y', 'Accessibility'),
    doc('conflict', 'Handling conflicting tweens'),
    doc('fouc', 'Avoiding FOUC'),
    doc('immediaterender', 'immediateRender'),
    doc('mistakes', 'Common GSAP mistakes'),
    doc('position-parameter', 'The Position Parameter'),
    doc('keyframes', 'Keyframes'),
  ]),
  group('Using GSAP with...', [
    doc('frameworks', 'JS Frameworks'),
    section('React', 'React', [doc('react-basics', 'Useful patterns'), doc('react-advanced', 'Advanced techniques')]),
    doc('svg', 'SVG'),
    doc('Webflow', 'Webflow'),
    doc('Wordpress', 'Wordpress'),
  ]),
  group('and more...', [doc('3-migration', 'updating to GSAP 3')]),
];

import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc, members } from './group.ts';

/**
 * The docs sidebar for the scroll plugins (issue 19): ScrollTrigger, ScrollSmoother, Observer and
 * ScrollTo, with the paths, labels, nesting and order of ../shared/routes.md §2.
 * test/reference/routes.test.ts checks the built sidebar against its copy of the inventory
 * (test/reference/inventory.md).
 *
 * Labels are given here, not taken from the pages: instance members read `.kill()` / `.vars`,
 * statics `ScrollTrigger.batch()` / `ScrollTrigger.isTouch` (routes.md §1 #18), while the pages
 * are titled `kill`, `static-batch`. The member lists are in the library's sidebar order, which
 * mixes statics and instance members (it is not alphabetical), so each item is written out.
 *
 * content/sidebars.ts places `scrollTriggerSection` and `scrollSmootherSection` in the "Plugins"
 * group (after "What's a plugin?"; Flip comes between ScrollSmoother and "more plugins"), and
 * `observerSection` and `scrollToSection` in `morePlugins([...])`, the collapsed "more plugins"
 * category that ends the "Plugins" group (alphabetical: Observer … ScrollTo …).
 */

/**
 * The member pages of one plugin folder (`Plugins/<folder>`), named as the inventory lists them:
 * `.name` instance properties, `.name()` instance methods, `static.name` / `static.name()` statics
 * (labelled `<Class>.name` / `<Class>.name()`).
 */
const st = members('ScrollTrigger', 'ScrollTrigger');

export const scrollTriggerSection = section('ScrollTrigger', 'Plugins/ScrollTrigger', [
  group('properties', [
    st.prop('animation'),
    st.prop('direction'),
    st.prop('end'),
    st.prop('isActive'),
    st.staticProp('isTouch'),
    st.prop('pin'),
    st.prop('progress'),
    st.prop('scroller'),
    st.prop('start'),
    st.prop('trigger'),
    st.prop('vars'),
  ]),
  group('methods', [
    st.staticMethod('batch'),
    st.staticMethod('clearMatchMedia'),
    st.staticMethod('clearScrollMemory'),
    st.staticMethod('config'),
    st.staticMethod('create'),
    st.staticMethod('defaults'),
    st.method('disable'),
    st.method('enable'),
    st.staticMethod('getAll'),
    st.staticMethod('getById'),
    st.method('getTween'),
    st.method('getVelocity'),
    st.staticMethod('isInViewport'),
    st.staticMethod('isScrolling'),
    st.method('kill'),
    st.staticMethod('killAll'),
    st.method('labelToScroll'),
    st.staticMethod('matchMedia'),
    st.staticMethod('maxScroll'),
    st.method('next'),
    st.staticMethod('normalizeScroll'),
    st.staticMethod('observe'),
    st.staticMethod('positionInViewport'),
    st.method('previous'),
    st.method('refresh'),
    st.staticMethod('removeEventListener'),
    st.staticMethod('saveStyles'),
    st.method('scroll'),
    st.staticMethod('scrollerProxy'),
    st.staticMethod('snapDirectional'),
    st.staticMethod('sort'),
    st.staticMethod('addEventListener'),
    st.staticMethod('refresh'),
    st.staticMethod('update'),
  ]),
]);

const ss = members('ScrollSmoother', 'ScrollSmoother');

export const scrollSmootherSection = section('ScrollSmoother', 'Plugins/ScrollSmoother', [
  group('properties', [ss.prop('progress'), ss.prop('scrollTrigger'), ss.prop('vars')]),
  group('methods', [
    ss.method('content'),
    ss.method('effects'),
    ss.method('getVelocity'),
    ss.method('kill'),
    ss.method('offset'),
    ss.method('paused'),
    ss.method('scrollTo'),
    ss.method('scrollTop'),
    ss.method('smooth'),
    ss.staticMethod('create'),
    ss.staticMethod('get'),
    ss.method('wrapper'),
  ]),
]);

const ob = members('Observer', 'Observer');

export const observerSection = section('Observer', 'Plugins/Observer', [
  group('properties', [
    ob.prop('deltaX'),
    ob.prop('deltaY'),
    ob.prop('event'),
    ob.prop('isDragging'),
    ob.prop('isEnabled'),
    ob.prop('isPressed'),
    ob.prop('startX'),
    ob.prop('startY'),
    ob.staticProp('isTouch'),
    ob.prop('target'),
    ob.prop('vars'),
    ob.prop('velocityX'),
    ob.prop('velocityY'),
    ob.prop('x'),
    ob.prop('y'),
  ]),
  group('methods', [ob.method('disable'), ob.method('enable'), ob.method('kill'), ob.staticMethod('create'), ob.staticMethod('getAll'), ob.staticMethod('getById')]),
]);

/** ScrollToPlugin.config() sits at `ScrollToPlugin/config()`, without `static.` (routes.md §1 #12d), labelled `.config()`. */
export const scrollToSection = section('ScrollTo', 'Plugins/ScrollToPlugin', [group('methods', [doc('Plugins/ScrollToPlugin/config()', '.config()')])]);

/**
 * The "more plugins" category that ends the "Plugins" group: a heading that toggles (it opens no
 * page) and is collapsed by default (routes.md §2). Its plugins go in alphabetical order, as the
 * library's sidebar has them (… Observer, Physics2D, PhysicsProps, Pixi, ScrambleText, ScrollTo, …).
 */
export const morePlugins = (items: SidebarItemConfig[]): SidebarItemConfig => ({
  type: 'category',
  label: 'more plugins',
  collapsible: true,
  collapsed: true,
  items,
});


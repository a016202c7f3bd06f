import type { SidebarItemConfig } from 'gsite/config';
import { group, doc } from './group.ts';

/**
 * The docs sidebar section for Flip, with the paths, labels and order of ../shared/routes.md §2:
 * the index page `Plugins/Flip` and its eight static methods under a "methods" group heading,
 * labelled `Flip.<name>()` (the pages are titled `static-<name>`).
 *
 * content/sidebars.ts places `flipSection` in the "Plugins" group, between ScrollSmoother and the
 * collapsed "more plugins" category.
 */

/** A static method page of Flip: `Plugins/Flip/static.<name>()`, labelled `Flip.<name>()`. */
const staticMethod = (name: string) => doc(`Plugins/Flip/static.${name}()`, `Flip.${name}()`);

export const flipSection: SidebarItemConfig = {
  type: 'category',
  label: 'Flip',
  link: { type: 'doc', id: 'Plugins/Flip' },
  collapsed: true,
  items: [
    group('methods', [
      staticMethod('batch'),
      staticMethod('fit'),
      staticMethod('from'),
      staticMethod('getState'),
      staticMethod('isFlipping'),
      staticMethod('killFlipsOf'),
      staticMethod('makeAbsolute'),
      staticMethod('to'),
    ]),
  ],
};

import type { SidebarItemConfig } from 'gsite/config';
import { group, doc } from './group.ts';

/**
 * The docs sidebar section for Draggable: its guide (index) page, then the 28 properties and 14
 * methods with the paths, labels and order of ../shared/routes.md §2. Labels are given here, not
 * taken from the pages: instance members read `.x` / `.kill()`, statics `Draggable.create()`
 * (routes.md §1 #18). `.zIndex` is the static `Draggable.zIndex`, but the inventory lists it with
 * the instance properties, at `Draggable/zIndex`, so it is one here too.
 *
 * content/sidebars.ts places `draggableSection` in the collapsed "more plugins" category of the
 * "Plugins" group (alphabetical: CSSRule, Draggable, DrawSVG, …).
 */

const dir = 'Plugins/Draggable';
const prop = (name: string) => doc(`${dir}/${name}`, `.${name}`);
const method = (name: string) => doc(`${dir}/${name}()`, `.${name}()`);
const staticMethod = (name: string) => doc(`${dir}/static.${name}()`, `Draggable.${name}()`);

export const draggableSection: SidebarItemConfig = {
  type: 'category',
  label: 'Draggable',
  link: { type: 'doc', id: dir },
  collapsed: true,
  items: [
    group('properties', [
      prop('autoScroll'),
      prop('deltaX'),
      prop('deltaY'),
      prop('endRotation'),
      prop('endX'),
      prop('endY'),
      prop('isPressed'),
      prop('isThrowing'),
      prop('lockAxis'),
      prop('lockedAxis'),
      prop('maxRotation'),
      prop('maxX'),
      prop('maxY'),
      prop('minRotation'),
      prop('minX'),
      prop('minY'),
      prop('pointerEvent'),
      prop('pointerX'),
      prop('pointerY'),
      prop('rotation'),
      prop('startX'),
      prop('startY'),
      prop('target'),
      prop('tween'),
      prop('vars'),
      prop('x'),
      prop('y'),
      prop('zIndex'),
    ]),
    group('methods', [
      method('addEventListener'),
      method('applyBounds'),
      staticMethod('create'),
      method('disable'),
      method('enable'),
      method('enabled'),
      method('endDrag'),
      staticMethod('get'),
      method('getDirection'),
      staticMethod('hitTest'),
      method('kill'),
      method('startDrag'),
      staticMethod('timeSinceDrag'),
      method('update'),
    ]),
  ],
};

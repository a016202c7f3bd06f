import type { SidebarItemConfig } from 'gsite/config';
import { doc, section } from './group.ts';

/**
 * The docs sidebar section for the helper functions, with the paths, labels and order of
 * ../shared/routes.md §2: the index `HelperFunctions` (content/docs/v3/HelperFunctions/index.md) ("Helper functions") and one page per
 * helper at `HelperFunctions/helpers/<name>`, camelCase except `FLIP` (labelled "Flip").
 * content/sidebars.ts places it in "Useful features & tools", after Staggers.
 */
export const HELPERS = [
  'seamlessLoop', 'stopOverscroll', 'LottieScrollTrigger', 'addWeightedEases', 'alignOrigins', 'anchorsToProgress',
  'bgSize', 'blendEases', 'callAfterResize', 'compensatedSkew', 'getDirectionalSnapFunc', 'easeToLinear', 'FLIP',
  'formatNumber', 'getNestedLabelTime', 'getScrollLookup', 'getScrollPosition', 'imageSequenceScrub',
  'killChildTweensOf', 'nestedLinesSplit', 'pluckRandomFrom', 'progressiveBuild', 'smoothOriginChange',
  'tickGSAPWhileHidden', 'trackDirection', 'weightedRandom',
] as const;

export const helperFunctionsSection: SidebarItemConfig = section(
  'Helper functions',
  'HelperFunctions',
  HELPERS.map((name) => doc(`HelperFunctions/helpers/${name}`, name === 'FLIP' ? 'Flip' : name)),
);

import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { core } from '../../../content/data/tools.ts';
import { ToolLanding } from '../../components/marketing/tool-landing.tsx';

export const meta: PageMeta = {
  title: 'Core',
  description: 'The GSAP core: tweens, timelines, eases, gsap.matchMedia() and utility methods, plus the plugins that build on them.',
  layout: 'wide',
};

export default function Page() {
  return <ToolLanding family={core} />;
}

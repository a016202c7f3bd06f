import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { scroll } from '../../../content/data/tools.ts';
import { ToolLanding } from '../../components/marketing/tool-landing.tsx';

export const meta: PageMeta = {
  title: 'Scroll',
  description: 'Scroll-driven animation with ScrollTrigger, ScrollSmoother, ScrollTo and Observer.',
  layout: 'wide',
};

export default function Page() {
  return <ToolLanding family={scroll} />;
}

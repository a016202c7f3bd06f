import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { ui } from '../../../content/data/tools.ts';
import { ToolLanding } from '../../components/marketing/tool-landing.tsx';

export const meta: PageMeta = {
  title: 'UI',
  description: 'Interface animation with Flip, Draggable and Inertia, SplitText and Observer.',
  layout: 'wide',
};

export default function Page() {
  return <ToolLanding family={ui} />;
}

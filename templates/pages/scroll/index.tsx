import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Scroll', description: 'Scroll page.' };

export default function Page() {
  return <h1>Scroll</h1>;
}

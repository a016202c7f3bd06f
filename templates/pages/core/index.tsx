import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Core', description: 'Core page.' };

export default function Page() {
  return <h1>Core</h1>;
}

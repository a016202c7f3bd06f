import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Showcase', description: 'Showcase page.' };

export default function Page() {
  return <h1>Showcase</h1>;
}

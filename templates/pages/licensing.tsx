import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Licensing', description: 'Licensing page.' };

export default function Page() {
  return <h1>Licensing</h1>;
}

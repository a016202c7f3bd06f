import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Demos', description: 'Demos page.' };

export default function Page() {
  return <h1>Demos</h1>;
}

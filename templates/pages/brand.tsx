import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Brand', description: 'Brand page.' };

export default function Page() {
  return <h1>Brand</h1>;
}

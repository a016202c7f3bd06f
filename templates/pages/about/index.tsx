import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'About', description: 'About page.' };

export default function Page() {
  return <h1>About</h1>;
}

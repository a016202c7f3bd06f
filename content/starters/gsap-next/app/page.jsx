import Boxes from './boxes.jsx';

// A server component: it renders the markup; the animation lives in the client component.
export default function Home() {
  return (
    <main>
      <h1>GSAP + Next.js</h1>
      <p>The boxes below are a client component animated with useGSAP().</p>
      <Boxes />
    </main>
  );
}

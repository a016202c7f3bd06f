import { useRef, useState } from 'react';
import { gsap } from 'gsap';
import { useGSAP } from '@gsap/react';

// useGSAP is registered like a plugin, once, so gsap knows about the hook.
gsap.registerPlugin(useGSAP);

export default function App() {
  const container = useRef(null);
  const [turns, setTurns] = useState(0);

  // Runs after render, again whenever `turns` changes; selectors only match inside
  // `container`, and every tween made here is reverted when the component unmounts.
  useGSAP(
    () => {
      gsap.to('.box', { rotation: turns * 360, duration: 1, stagger: 0.1, ease: 'power2.inOut' });
    },
    { dependencies: [turns], scope: container },
  );

  return (
    <main ref={container}>
      <h1>GSAP + React</h1>
      <div className="boxes">
        <div className="box" />
        <div className="box" />
        <div className="box" />
      </div>
      <button type="button" onClick={() => setTurns((n) => n + 1)}>
        Spin the boxes
      </button>
    </main>
  );
}

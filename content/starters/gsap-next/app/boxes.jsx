'use client';

import { useRef } from 'react';
import { gsap } from 'gsap';
import { useGSAP } from '@gsap/react';

// GSAP runs in the browser only: this file is a client component ('use client' above).
gsap.registerPlugin(useGSAP);

export default function Boxes() {
  const container = useRef(null);

  // Selectors match only inside `container`; the tween is reverted when the component unmounts.
  // gsap.matchMedia() plays it only for visitors who have not asked for less motion.
  useGSAP(
    () => {
      gsap.matchMedia().add(
        '(prefers-reduced-motion: no-preference)',
        () => {
          gsap.from('.box', { scale: 0, rotation: 180, duration: 1, stagger: 0.15, ease: 'back.out(1.7)' });
        },
        container.current,
      );
    },
    { scope: container },
  );

  return (
    <div className="boxes" ref={container}>
      <div className="box" />
      <div className="box" />
      <div className="box" />
    </div>
  );
}

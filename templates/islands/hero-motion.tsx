import { useId } from 'react';
import { HeroArt, heroTrack, type HeroSchedule } from '../components/marketing/art.tsx';

export interface HeroMotionProps {
  schedule: HeroSchedule;
  /** How far the playhead travels, in SVG units. */
  travel: number;
}

/**
 * The hero animation's timing, in seconds. The art draws its timeline lanes from these
 * numbers and the client times its tweens by them, so the playhead crosses each lane while
 * that tween runs. The boxes hop while the ball passes over them.
 */
export const heroMotionProps: HeroMotionProps = {
  schedule: {
    total: 4,
    ball: { start: 0, duration: 1.8 },
    boxes: { start: 0.7, duration: 1.2 },
    ring: { start: 1.75, duration: 0.9 },
  },
  travel: heroTrack.width,
};

/**
 * Server markup of the animated hero (client: client/islands/hero-motion.ts): the artwork as
 * its still frame, and the pause/play control. The button sits over the art's timeline strip,
 * out of flow, so showing it or changing its label never moves anything; it stays hidden
 * until the script has taken charge (and always without JavaScript).
 */
export function HeroMotion({ schedule }: HeroMotionProps) {
  const gridId = `${useId()}grid`;
  return (
    <div className="hero-motion">
      <HeroArt schedule={schedule} gridId={gridId} />
      <MotionToggle />
    </div>
  );
}

/**
 * The pause/play button of an animated artwork (the home hero, the tool pages' scenes). Its
 * client sets `data-state` (playing | paused) and the label; until then it stays hidden, as it
 * could do nothing (and always without JavaScript).
 */
export function MotionToggle({ className = '' }: { className?: string }) {
  return (
    <button type="button" className={`hero-motion__toggle ${className}`.trim()} aria-label="Pause animation" title="Pause animation">
      <svg className="hero-motion__pause" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="4.5" y="3.5" width="4" height="13" rx="1.2" />
        <rect x="11.5" y="3.5" width="4" height="13" rx="1.2" />
      </svg>
      <svg className="hero-motion__play" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 3.8v12.4a1 1 0 0 0 1.5.87l10-6.2a1 1 0 0 0 0-1.74l-10-6.2A1 1 0 0 0 6 3.8z" />
      </svg>
    </button>
  );
}

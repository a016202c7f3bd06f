import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { animateCollapse } from './sidebar-collapse.ts';

export interface SidebarCategoryProps {
  label: string;
  /** The category's own page link; with one, a separate toggle button opens the category. */
  link: ReactNode;
  open: boolean;
  /**
   * Asks the tree to open or close this category. `followed` is set when the page already
   * changed (a native <details> toggle: before hydration, or find-in-page opening it).
   */
  onToggle: (open: boolean, followed?: boolean) => void;
  /** Id of the body, for the toggle button's aria-controls. */
  bodyId: string;
  children: ReactNode;
}

/**
 * One collapsible category. Its body stays shown while it animates closed (`closing`), and
 * only then hides; the animation itself is DOM work in sidebar-collapse.ts.
 */
export function SidebarCategory({ label, link, open, onToggle, bodyId, children }: SidebarCategoryProps) {
  const body = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const [seen, setSeen] = useState(open);
  const [closing, setClosing] = useState(false);
  if (seen !== open) {
    setSeen(open);
    setClosing(!open);
  }
  const shown = open || closing;

  const animated = useRef(open);
  const skip = useRef(false);
  // Layout effect: the body is measured and its first frame set before the browser paints.
  useLayoutEffect(() => {
    if (animated.current === open) return;
    animated.current = open;
    const el = body.current;
    if (skip.current || !el) {
      skip.current = false;
      setClosing(false);
      return;
    }
    animateCollapse(el, open, () => setClosing(false));
  }, [open]);

  // A <details> toggled by the browser itself: mirror it, without animating it again.
  const follow = () => {
    const el = details.current;
    if (!el || el.open === shown) return;
    skip.current = true;
    onToggle(el.open, true);
  };
  // Toggled before React arrived (the sidebar hydrates on first interaction).
  useEffect(follow, []);

  if (link) {
    return (
      <div className="sidebar__category" data-open={open ? '' : undefined}>
        <div className="sidebar__summary sidebar__summary--split">
          {link}
          <button
            type="button"
            className="sidebar__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${label}`}
            onClick={() => onToggle(!open)}
          />
        </div>
        <div ref={body} className="sidebar__collapse" id={bodyId} hidden={!shown}>
          {children}
        </div>
      </div>
    );
  }
  return (
    <details ref={details} className="sidebar__category" open={shown} data-closing={closing ? '' : undefined} onToggle={follow}>
      <summary
        className="sidebar__summary"
        onClick={(e) => {
          // The tree decides (siblings close too), and the body animates before it hides.
          e.preventDefault();
          onToggle(!open);
        }}
      >
        <span className="sidebar__heading">{label}</span>
      </summary>
      <div ref={body} className="sidebar__collapse" id={bodyId}>
        {children}
      </div>
    </details>
  );
}

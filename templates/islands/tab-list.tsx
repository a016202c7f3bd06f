import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface TabSpec {
  label: string;
  value: string;
  panelId: string;
  tabId: string;
}

const storageKey = (groupId: string) => `gsite.tabs.${groupId}`;
const SYNC_EVENT = 'gsite:tabs';

/**
 * The tab list of a Tabs block. Panels are plain HTML beside it; this shows one and hides the
 * rest. With a groupId the choice is remembered and every group with that id follows it.
 */
export function TabList({ groupId, tabs }: { groupId: string | null; tabs: TabSpec[] }) {
  const [selected, setSelected] = useState(tabs[0]?.value);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    try {
      const stored = localStorage.getItem(storageKey(groupId));
      if (stored && tabs.some((t) => t.value === stored)) setSelected(stored);
    } catch {
      console.warn('Storage is unavailable: tab choices will not be remembered.');
    }
    const onSync = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && tabs.some((t) => t.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    return () => window.removeEventListener(SYNC_EVENT, onSync);
  }, [groupId, tabs]);

  useEffect(() => {
    for (const tab of tabs) document.getElementById(tab.panelId)?.toggleAttribute('data-inactive', tab.value !== selected);
  }, [selected, tabs]);

  const choose = (value: string, focus = false) => {
    setSelected(value);
    if (focus) refs.current[tabs.findIndex((t) => t.value === value)]?.focus();
    if (!groupId) return;
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      console.warn('Storage is unavailable: tab choices will not be remembered.');
    }
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (to < 0) return;
    e.preventDefault();
    choose(tabs[to]!.value, true);
  };

  return (
    <div className="tabs__list" role="tablist">
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={tab.tabId}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.value === selected}
          aria-controls={tab.panelId}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => choose(tab.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
export default TabList;

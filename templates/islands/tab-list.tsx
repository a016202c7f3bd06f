export interface TabSpec {
  label: string;
  value: string;
  panelId: string;
  tabId: string;
}

/**
 * Server markup of a Tabs block's tab list, first tab selected; client/islands/tab-list.ts
 * makes it switch panels, remember the choice per groupId and follow the keyboard.
 */
export function TabList({ tabs }: { groupId: string | null; tabs: TabSpec[] }) {
  return (
    <div className="tabs__list" role="tablist">
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          id={tab.tabId}
          type="button"
          role="tab"
          className="tabs__tab"
          data-value={tab.value}
          aria-selected={i === 0}
          aria-controls={tab.panelId}
          tabIndex={i === 0 ? 0 : -1}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

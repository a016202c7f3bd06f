import { Children, isValidElement, useId, type ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { TabList, type TabSpec } from '../islands/tab-list.tsx';

/** `:::tab{label="npm"}` inside `::::tabs`; `value` defaults to the label in lower case. */
export function TabItem({ children }: { label?: string; value?: string; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * `::::tabs{groupId="package-manager"}`. The panels are static HTML; only the tab list is an
 * island. Without JavaScript every panel shows under its own label.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const idBase = `tabs${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const items = Children.toArray(children).filter(isValidElement) as React.ReactElement<{ label?: string; value?: string; children?: ReactNode }>[];
  const tabs: TabSpec[] = items.map((item, i) => {
    const label = item.props.label ?? `Tab ${i + 1}`;
    return { label, value: item.props.value ?? label.toLowerCase(), panelId: `${idBase}-panel-${i}`, tabId: `${idBase}-tab-${i}` };
  });
  return (
    <div className="tabs">
      <Island name="tab-list" component={TabList} props={{ groupId: groupId ?? null, tabs }} load="load" />
      {items.map((item, i) => (
        <div
          key={i}
          id={tabs[i]!.panelId}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={tabs[i]!.tabId}
          data-inactive={i === 0 ? undefined : ''}
        >
          <p className="tabs__panel-label">{tabs[i]!.label}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

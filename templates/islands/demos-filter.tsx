import { resultText } from './demos-filter-state.ts';

export interface FilterOption {
  id: string;
  label: string;
}

export interface DemosFilterProps {
  plugins: FilterOption[];
  levels: FilterOption[];
  total: number;
}


/**
 * The /demos filters (client: client/islands/demos-filter.ts): one group of toggle buttons
 * (aria-pressed) per facet, "All" first, and the result count, read out when it changes. The
 * buttons only work with JavaScript, so without it they are not shown (`.js` on the root) and
 * every card is listed.
 */
export function DemosFilter({ plugins, levels, total }: DemosFilterProps) {
  const group = (facet: 'plugin' | 'level', label: string, options: FilterOption[]) => (
    <div className="demos-filter__group" role="group" aria-labelledby={`demos-filter-${facet}`}>
      <span className="demos-filter__label" id={`demos-filter-${facet}`}>
        {label}
      </span>
      <button type="button" className="chip demos-filter__button" data-facet={facet} data-value="" aria-pressed="true">
        All
      </button>
      {options.map((o) => (
        <button key={o.id} type="button" className="chip demos-filter__button" data-facet={facet} data-value={o.id} aria-pressed="false">
          {o.label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="demos-filter">
      <div className="demos-filter__controls">
        {group('plugin', 'Plugin', plugins)}
        {group('level', 'Level', levels)}
      </div>
      <p className="demos-filter__count" aria-live="polite" aria-atomic="true">
        {resultText(total, total)}
      </p>
    </div>
  );
}

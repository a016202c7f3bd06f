import { useId } from 'react';
import { CUSTOM_EASE_PRESETS, graphX, graphY } from '../../client/lib/ease-curve.ts';
import { EaseCode, EaseGraph } from './ease-visualizer.tsx';

/**
 * Server markup of the CustomEase editor (client: client/islands/custom-ease-editor.ts): the
 * path data field, presets, the curve, a moving sample and the code. A malformed curve shows
 * "Invalid CustomEase" (spec §5) in the alert line and the last good curve stays.
 */
export function CustomEaseEditor() {
  const id = useId();
  const data = CUSTOM_EASE_PRESETS[0]!.data;
  // The build has no CustomEase: the first preset is drawn from its own path data, mapped
  // from the ease's 0…1 space onto the graph (the browser samples the real ease instead).
  const sx = graphX(1) - graphX(0);
  const sy = graphY(1) - graphY(0);
  const transform = `matrix(${sx} 0 0 ${sy} ${graphX(0)} ${graphY(0)})`;
  return (
    <div className="ease-tool custom-ease-editor" data-valid="true">
      <div className="ease-tool__layout">
        <div>
          <label className="ease-tool__label" htmlFor={`${id}-data`}>
            Curve (SVG path data)
          </label>
          <input id={`${id}-data`} className="ease-tool__input" type="text" defaultValue={data} spellCheck={false} autoComplete="off" aria-describedby={`${id}-error`} />
          <p id={`${id}-error`} className="ease-tool__error" role="alert" />
          <fieldset>
            <legend>Presets</legend>
            <div className="ease-tool__choices">
              {CUSTOM_EASE_PRESETS.map((p) => (
                <button key={p.label} type="button" className="ease-tool__button ease-tool__preset" data-curve={p.data}>
                  {p.label}
                </button>
              ))}
            </div>
          </fieldset>
          <EaseCode code={`CustomEase.create("myEase", "${data}")`} />
        </div>
        <EaseGraph label="The custom curve" curve={data} curveTransform={transform} dot={{ x: graphX(1), y: graphY(1) }} />
      </div>
    </div>
  );
}

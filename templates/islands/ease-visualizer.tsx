import { useId } from 'react';
import { gsap } from 'gsap';
import { axesPath, CORE_EASES, curvePath, DEFAULT_EASE, EASE_TYPES, easeString, GRAPH_SIZE, graphX, graphY, gridPath } from '../../client/lib/ease-curve.ts';

/**
 * Server markup of the ease visualiser (client: client/islands/ease-visualizer.ts): radio
 * groups for the ease and its type, the curve of gsap's default ease drawn at build time, a
 * sample that travels with the ease, and the code to copy. Without JavaScript it shows the
 * default ease.
 */
export function EaseVisualizer() {
  const id = useId();
  const start = easeString(DEFAULT_EASE.name, DEFAULT_EASE.type);
  const ease = gsap.parseEase(start);
  return (
    <div className="ease-tool ease-visualizer" data-ease={start}>
      <div className="ease-tool__layout">
        <div>
          <fieldset>
            <legend>Ease</legend>
            <div className="ease-tool__choices">
              {CORE_EASES.map((name) => (
                <label key={name} className="ease-tool__choice">
                  <input type="radio" name={`${id}-ease`} value={name} defaultChecked={name === DEFAULT_EASE.name} />
                  <span>{name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>Type</legend>
            <div className="ease-tool__choices">
              {EASE_TYPES.map((type) => (
                <label key={type} className="ease-tool__choice">
                  <input type="radio" name={`${id}-type`} value={type} defaultChecked={type === DEFAULT_EASE.type} />
                  <span>.{type}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <EaseCode code={`ease: "${start}"`} />
        </div>
        <EaseGraph label={`The curve of ${start}`} curve={curvePath(ease)} dot={{ x: graphX(1), y: graphY(ease(1)) }} />
      </div>
    </div>
  );
}

/** The square graph with its guides, the curve, a dot that rides it, and the sample lane below. */
/** The code line of an ease tool with its Copy and Play buttons, and the line that reports a copy. */
export function EaseCode({ code }: { code: string }) {
  return (
    <>
      <div className="ease-tool__code">
        <code className="ease-tool__string">{code}</code>
        <button type="button" className="ease-tool__button ease-tool__copy">
          Copy
        </button>
        <button type="button" className="ease-tool__button ease-tool__replay">
          Play
        </button>
      </div>
      <p className="ease-tool__status" aria-live="polite" />
    </>
  );
}

export function EaseGraph({ label, curve, dot, curveTransform }: { label: string; curve: string; dot: { x: number; y: number }; curveTransform?: string }) {
  return (
    <div className="ease-tool__view">
      <svg className="ease-tool__graph" viewBox={`0 0 ${GRAPH_SIZE} ${GRAPH_SIZE}`} role="img" aria-label={label}>
        <path className="ease-tool__grid" d={gridPath()} />
        <path className="ease-tool__axis" d={axesPath()} />
        <path className="ease-tool__curve" d={curve} transform={curveTransform} vectorEffect={curveTransform ? 'non-scaling-stroke' : undefined} />
        <circle className="ease-tool__dot" cx={dot.x} cy={dot.y} r="6" />
      </svg>
      <div className="ease-tool__track" aria-hidden="true">
        <div className="ease-tool__sample" />
      </div>
    </div>
  );
}

import { Island } from '../islands/island.tsx';
import { EaseVisualizer } from '../islands/ease-visualizer.tsx';
import { CustomEaseEditor } from '../islands/custom-ease-editor.tsx';

/** `::ease-visualizer`: pick a core ease and its type, see the curve and a sample, copy the code. */
export function EaseVisualizerDirective() {
  return <Island name="ease-visualizer" component={EaseVisualizer} props={{}} load="visible" />;
}

/** `::custom-ease-editor`: edit CustomEase path data and see the curve; malformed data says Invalid CustomEase. */
export function CustomEaseEditorDirective() {
  return <Island name="custom-ease-editor" component={CustomEaseEditor} props={{}} load="visible" />;
}

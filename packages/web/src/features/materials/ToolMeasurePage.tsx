import { ToolKind } from '@hangar/domain/contracts/materials';
import { MaterialList } from './MaterialList';

// /tool/measure (view tool-measure): the measuring tools, materials with tool = 2 and their calibration due
// date, which warns within 30 days and when passed (MaterialList).
export default function ToolMeasurePage() {
  return <MaterialList view="tool-measure" tool={ToolKind.Measuring} />;
}

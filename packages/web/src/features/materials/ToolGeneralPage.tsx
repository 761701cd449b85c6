import { ToolKind } from '@hangar/domain/contracts/materials';
import { MaterialList } from './MaterialList';

// /tool/general (view tool-general): the general tools, materials with tool = 1 (MaterialList).
export default function ToolGeneralPage() {
  return <MaterialList view="tool-general" tool={ToolKind.General} />;
}

import { MaterialList } from './MaterialList';

// /product/material (view product-material): the materials catalogue (MaterialList).
export default function MaterialPage() {
  return <MaterialList view="product-material" />;
}

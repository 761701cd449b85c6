import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SourceFile, sourceFiles } from './source-graph';

// The web offers a write by the access of the endpoint it calls (`useCan(X.api.Action)`, `<PermissionGate
// can={...}>`), declared once in the contract (docs/architecture.md "One route table per module"). A hand-written
// check of a view's function restates that access and drifts from it: this guard refuses one in the web source.

const HAND_WRITTEN =
  /\bcan\(\s*[^()]*,\s*'(?:Add|Edit|Delete|Execute|Close|Upload|Download)'\s*\)|\busePermission\(|\ballow=\{/g;

export function handWrittenChecks(files: SourceFile[]): string[] {
  return files
    .filter((f) => !/\.test\.tsx?$/.test(f.path))
    .flatMap((f) => [...f.text.matchAll(HAND_WRITTEN)].map((m) => `${f.path}: ${m[0]}`));
}

describe('the web’s rights', () => {
  it('catch a planted hand-written check of a function', () => {
    const planted = [
      { path: 'features/a/A.tsx', text: "const may = session.can('plane-entity', 'Delete');\n" },
      { path: 'features/b/B.tsx', text: "const may = usePermission(['plane-model', 'Add']);\n" },
      { path: 'features/c/C.tsx', text: 'const may = useCan(PlaneFly.api.Delete);\nconst reads = can(PLANE_VIEW);\n' },
    ];
    expect(handWrittenChecks(planted)).toEqual([
      "features/a/A.tsx: can('plane-entity', 'Delete')",
      'features/b/B.tsx: usePermission(',
    ]);
  });

  it('come from the endpoints’ access in the web source', () => {
    const root = path.resolve(import.meta.dirname, '../../../../web/src');
    expect(handWrittenChecks(sourceFiles(root))).toEqual([]);
  });
});

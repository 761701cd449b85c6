import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports, type SourceFile, sourceFiles } from './source-graph';

// The web is strictly layered (docs/architecture.md "Web layers"): a folder imports only folders below it.
// app (the frame) > features, pages (screens) > components (the kit) > api (calls) > session (who is signed in,
// settings) > i18n. Tests may reach anywhere (a whole-app test renders screens from components/).

const LAYERS: readonly (readonly string[])[] = [
  ['app'],
  ['features', 'pages'],
  ['components'],
  ['api'],
  ['session'],
  ['i18n'],
];

const levelOf = (p: string): number | undefined => {
  const top = p.split('/')[0];
  const level = LAYERS.findIndex((names) => names.includes(top));
  return level < 0 ? undefined : level;
};

/** Imports that climb: `file → target` where the target's layer is above the file's. */
export function upwardImports(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file.path) || /(^|\/)test-[\w-]+\.tsx?$/.test(file.path)) continue;
    const from = levelOf(file.path);
    if (from === undefined) continue;
    for (const target of relativeImports(file)) {
      const to = levelOf(target);
      if (to !== undefined && to < from) out.push(`${file.path} → ${target}`);
    }
  }
  return out;
}

describe('the web layers', () => {
  it('catch a component that imports the frame, and a session file that imports a component', () => {
    const planted = [
      { path: 'components/Table.tsx', text: "import { useSession } from '../app/providers';\n" },
      { path: 'session/state.ts', text: "import { x } from '../components/x';\n" },
      { path: 'features/a/A.tsx', text: "import { y } from '../../components/y';\n" },
    ];
    expect(upwardImports(planted)).toEqual(['components/Table.tsx → app/providers', 'session/state.ts → components/x']);
  });

  it('hold in the web source', () => {
    const root = path.resolve(import.meta.dirname, '../../../../web/src');
    expect(upwardImports(sourceFiles(root))).toEqual([]);
  });
});

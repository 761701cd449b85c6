import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, relativeImports, type SourceFile, sourceFiles } from './source-graph';

// No cycles between module folders (docs/architecture.md "Adding a module"): a server module, a web feature
// folder, may use another only one way round; what flows back goes through the registries (dependents, domain
// events) assembled in app.ts and app/modules.ts.

const packages = path.resolve(import.meta.dirname, '../../../..');

/** Folder → folders it imports, for the files under `root` grouped by their folder under `under`. */
function folderGraph(files: SourceFile[], under: string): Map<string, Set<string>> {
  const folderOf = (p: string) => (p.startsWith(`${under}/`) ? p.slice(under.length + 1).split('/')[0] : undefined);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file.path);
    if (!from || !file.path.slice(under.length + 1).includes('/')) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of relativeImports(file)) {
      const to = folderOf(target);
      if (to && to !== from) edges.get(from)?.add(to);
    }
  }
  return edges;
}

describe('the cycle check', () => {
  it('finds a cycle through three folders, once', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(folderCycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads static and lazy relative imports', () => {
    const file = {
      path: 'modules/x/x.ts',
      text: "import { a } from '../y/y';\nexport { b } from './z';\nconst c = () => import('../w/W');\n",
    };
    expect(relativeImports(file)).toEqual(['modules/y/y', 'modules/x/z', 'modules/w/W']);
  });
});

const named = (cycles: string[][]) => cycles.map((c) => c.join(' > '));

describe('module folders', () => {
  it('of the server import each other without cycles', () => {
    const files = sourceFiles(path.join(packages, 'server/src'));
    expect(named(folderCycles(folderGraph(files, 'modules')))).toEqual([]);
  });

  it('of the web import each other without cycles', () => {
    const files = sourceFiles(path.join(packages, 'web/src'));
    expect(named(folderCycles(folderGraph(files, 'features')))).toEqual([]);
  });
});

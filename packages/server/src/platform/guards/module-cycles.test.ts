import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, relativeImports, type SourceFile, sourceFiles } from './source-graph';

// No cycles between module folders (docs/architecture.md "Adding a module"): a server module, a web feature
// folder, may use another only one way round; what flows back goes through the registries (dependents, domain
// events) assembled in app.ts and app/modules.ts. A server module reaches another only through its public face,
// its index.ts (docs/architecture.md "Modules").

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

/** A file allowed to import another module's own files: tests, and a matrix fixture reading another's fixture. */
function exempt(from: string, to: string): boolean {
  if (/\.(test|testkit)\.ts$/.test(from)) return true;
  return from.endsWith('.fixture.ts') && to.endsWith('.fixture');
}

/**
 * Imports from a file of one module folder under `under` into another module's files other than its public face
 * (the folder itself or its index), as `from -> to`.
 */
function pastTheFace(files: SourceFile[], under: string): string[] {
  const moduleOf = (p: string) => (p.startsWith(`${under}/`) ? p.slice(under.length + 1).split('/')[0] : undefined);
  const out: string[] = [];
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from) continue;
    for (const target of relativeImports(file)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const face = `${under}/${to}`;
      if (target === face || target === `${face}/index` || exempt(file.path, target)) continue;
      out.push(`${file.path} -> ${target}`);
    }
  }
  return out;
}

describe('the public-face check', () => {
  it("finds an import of another module's repository or service, and lets its index through", () => {
    const files: SourceFile[] = [
      {
        path: 'modules/a/a.service.ts',
        text: "import { x } from '../b';\nimport { y } from '../b/index';\nimport { z } from '../b/b.repo';\nimport { w } from './a.repo';\n",
      },
      {
        path: 'modules/a/a.repo.ts',
        text: "export { v } from '../c/c.service';\nimport { u } from '../../platform/db';\n",
      },
      { path: 'modules/a/a.routes.ts', text: "const lazy = () => import('../b/b.routes');\n" },
      { path: 'modules/a/a.test.ts', text: "import { z } from '../b/b.repo';\n" },
      { path: 'modules/a/a.fixture.ts', text: "import b from '../b/b.fixture';\nimport { z } from '../b/b.repo';\n" },
    ];
    expect(pastTheFace(files, 'modules')).toEqual([
      'modules/a/a.service.ts -> modules/b/b.repo',
      'modules/a/a.repo.ts -> modules/c/c.service',
      'modules/a/a.routes.ts -> modules/b/b.routes',
      'modules/a/a.fixture.ts -> modules/b/b.repo',
    ]);
  });
});

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

  it('of the server reach another module only through its index.ts', () => {
    const files = sourceFiles(path.join(packages, 'server/src'));
    expect(pastTheFace(files, 'modules')).toEqual([]);
  });

  it('of the web import each other without cycles', () => {
    const files = sourceFiles(path.join(packages, 'web/src'));
    expect(named(folderCycles(folderGraph(files, 'features')))).toEqual([]);
  });
});

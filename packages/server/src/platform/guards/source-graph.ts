import fs from 'node:fs';
import path from 'node:path';

// Reads a source tree for the architecture guards (tenant-guard.test.ts, module-cycles.test.ts): every
// TypeScript file under a root with its text, and the relative imports of a file resolved to paths.

export interface SourceFile {
  /** Path relative to the root, with forward slashes. */
  path: string;
  text: string;
}

export function sourceFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        out.push({ path: path.relative(root, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of a file, as paths relative to the root (without extension). */
export function relativeImports(file: SourceFile): string[] {
  const dir = path.posix.dirname(file.path);
  const out: string[] = [];
  for (const m of file.text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    out.push(path.posix.normalize(path.posix.join(dir, spec)));
  }
  return out;
}

/**
 * Cycles in a graph of folders: each cycle as its folders in order (the first repeated at the end), each found
 * once. `edges` maps a folder to the folders it imports.
 */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const key = [...cycle.slice(0, -1)].sort().join('>');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './source-graph';

// The repository explains itself: code and docs point at the project's own docs (docs/domain.md for the domain
// rules), never at documents outside the checkout, and every `docs/domain.md "Section"` a comment cites is there.

const repo = path.resolve(import.meta.dirname, '../../../../..');
const domain = fs.readFileSync(path.join(repo, 'docs', 'domain.md'), 'utf8');

function projectFiles() {
  const code = ['packages', 'e2e', 'bench'].flatMap((dir) =>
    sourceFiles(path.join(repo, dir)).map((f) => ({ ...f, path: `${dir}/${f.path}` })),
  );
  const docs = ['README.md', ...fs.readdirSync(path.join(repo, 'docs')).map((f) => `docs/${f}`)]
    .filter((p) => p.endsWith('.md'))
    .map((p) => ({ path: p, text: fs.readFileSync(path.join(repo, p), 'utf8') }));
  return [...code, ...docs];
}

it('cites no document outside the repository', () => {
  const outside = projectFiles()
    .filter((f) => /\bDOMAIN\.md\b|\.\.\/shared\//.test(f.text))
    .map((f) => f.path);
  expect(outside).toEqual([]);
});

it('cites only sections docs/domain.md has', () => {
  const cited = projectFiles().flatMap((f) =>
    [...f.text.matchAll(/docs\/domain\.md "([^"\n]+)"/g)].map((m) => ({ file: f.path, section: m[1] })),
  );
  expect(cited.length).toBeGreaterThan(10);
  const missing = cited.filter((c) => !domain.includes(c.section));
  expect(missing).toEqual([]);
});

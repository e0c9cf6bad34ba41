import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadGraph } from '../load-graph-plugin';
import { simulateVisit, type Build } from '../measure-bundles';

function fakeBuild(label: string, files: Record<string, string>, graph: Partial<LoadGraph>): Build {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `measure-${label}-`));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  const full: LoadGraph = {
    app: label,
    version: '1.0.0',
    entry: { files: [], consumes: [] },
    boundary: [],
    container: null,
    exposes: {},
    provides: {},
    fallbacks: {},
    ...graph,
  };
  return { label, folder, graph: full };
}

const gz = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

describe('simulateVisit', () => {
  const shell = fakeBuild(
    'shell',
    { 'main.js': 'main'.repeat(50), 'boot.js': 'boot', 'react.js': 'react'.repeat(100), 'ui.js': 'ui'.repeat(40) },
    {
      entry: { files: ['main.js'], consumes: [] },
      boundary: [{ files: ['boot.js'], consumes: ['react', 'shared-ui'] }],
      provides: {
        react: { files: ['react.js'], consumes: [] },
        'shared-ui': { files: ['ui.js'], consumes: ['react'] },
      },
    },
  );
  const remote = fakeBuild(
    'mfe-x',
    { 'remoteEntry.js': 'entry', 'area.js': 'area', 'react.js': 'own react copy', 'swr.js': 'swr' },
    {
      container: { files: ['remoteEntry.js'], consumes: [] },
      exposes: { './Area': { files: ['area.js'], consumes: ['react', 'swr', 'jotai'] } },
      provides: { react: { files: ['react.js'], consumes: [] }, swr: { files: ['swr.js'], consumes: ['react'] } },
    },
  );

  it("takes shared modules from the shell when it provides them, from the remote otherwise, and counts each file once", () => {
    const visit = simulateVisit('visit', shell, [{ build: remote, expose: './Area' }]);
    expect(visit.files.map((file) => `${file.build}/${file.file}`)).toEqual([
      'shell/main.js',
      'shell/boot.js',
      'shell/react.js',
      'shell/ui.js',
      'mfe-x/remoteEntry.js',
      'mfe-x/area.js',
      'mfe-x/swr.js',
    ]);
    expect(visit.totalGzip).toBe(visit.files.reduce((sum, file) => sum + file.gzip, 0));
    expect(visit.files.find((file) => file.file === 'area.js')?.gzip).toBe(gz('area'));
  });

  it('reports shared modules that nobody provides', () => {
    expect(simulateVisit('visit', shell, [{ build: remote, expose: './Area' }]).unresolved).toEqual(['jotai']);
  });

  it('fails loudly for an expose the remote does not have', () => {
    expect(() => simulateVisit('visit', shell, [{ build: remote, expose: './Nope' }])).toThrow(/does not expose/);
  });
});

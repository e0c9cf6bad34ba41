/**
 * Emits `load-graph.json`: which files a browser fetches to start the app, to load each expose, and to
 * instantiate each shared module this build provides, with the shared modules each of those groups consumes.
 *
 * mf-manifest.json lists expose and shared assets too, but it files chunks that a shared module's provider needs
 * under whichever expose happened to reach them first, so it cannot tell what one page load fetches.
 * This graph comes straight from webpack's chunk graph; measure-bundles.ts walks it.
 */
import path from 'node:path';
import type { AsyncDependenciesBlock, Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

export const LOAD_GRAPH_FILE = 'load-graph.json';

export interface LoadGroup {
  /** JavaScript files of every chunk in the group, relative to the output folder. */
  files: string[];
  /** Share keys of the shared modules the group's code consumes: loaded before it runs. */
  consumes: string[];
}

export interface LoadGraph {
  app: string;
  version: string;
  /** Initial files of the `main` entry (what index.html loads). */
  entry: LoadGroup;
  /** Groups behind `import()` in src/index.ts: the bootstrap behind the async boundary. */
  boundary: LoadGroup[];
  /** Remotes: initial files of the container entry (remoteEntry.js). */
  container: LoadGroup | null;
  exposes: Record<string, LoadGroup>;
  /** Shared modules this build registers in the share scope, keyed by share key. */
  provides: Record<string, LoadGroup>;
  /** What a consume falls back to when no container provides the module. */
  fallbacks: Record<string, LoadGroup>;
}

// Module Federation's module classes are not exported with types; these are the fields we read.
interface ConsumeSharedLike extends Module {
  options: { shareKey: string };
}
interface ProvideSharedLike extends Module {
  _name: string;
}
interface ContainerEntryLike extends Module {
  _exposes: [string, unknown][];
}

const kindOf = (module: Module) => module.constructor.name;

function jsFiles(chunks: Iterable<Chunk>): string[] {
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

function groupOf(compilation: Compilation, chunks: readonly Chunk[]): LoadGroup {
  const consumes = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (kindOf(module) === 'ConsumeSharedModule') consumes.add((module as ConsumeSharedLike).options.shareKey);
    }
  }
  return { files: jsFiles(chunks), consumes: [...consumes].sort() };
}

function blockGroup(compilation: Compilation, block: AsyncDependenciesBlock | undefined): LoadGroup | null {
  if (!block) return null;
  const chunkGroup: ChunkGroup | undefined = compilation.chunkGraph.getBlockChunkGroup(block);
  return chunkGroup ? groupOf(compilation, chunkGroup.chunks) : null;
}

export class LoadGraphPlugin {
  constructor(private readonly options: { app: string; version: string; entryFile: string }) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('LoadGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LoadGraphPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const graph = this.collect(compilation);
          compilation.emitAsset(LOAD_GRAPH_FILE, new webpack.sources.RawSource(`${JSON.stringify(graph, null, 2)}\n`));
        },
      );
    });
  }

  private collect(compilation: Compilation): LoadGraph {
    const entryFile = path.resolve(this.options.entryFile);
    const main = compilation.entrypoints.get('main');
    const graph: LoadGraph = {
      app: this.options.app,
      version: this.options.version,
      entry: main ? groupOf(compilation, main.chunks) : { files: [], consumes: [] },
      boundary: [],
      container: null,
      exposes: {},
      provides: {},
      fallbacks: {},
    };
    for (const module of compilation.modules) {
      const kind = kindOf(module);
      if (kind === 'ConsumeSharedModule') {
        const group = blockGroup(compilation, module.blocks[0]);
        if (group) graph.fallbacks[(module as ConsumeSharedLike).options.shareKey] = group;
      } else if (kind === 'ProvideSharedModule') {
        const group = blockGroup(compilation, module.blocks[0]);
        if (group) graph.provides[(module as ProvideSharedLike)._name] = group;
      } else if (kind === 'ContainerEntryModule') {
        const names = (module as ContainerEntryLike)._exposes.map(([name]) => name);
        module.blocks.forEach((block, index) => {
          const group = blockGroup(compilation, block);
          const name = names[index];
          if (group && name) graph.exposes[name] = group;
        });
        const containerChunks = [...compilation.chunkGraph.getModuleChunksIterable(module)];
        graph.container = groupOf(compilation, containerChunks.flatMap((chunk) => [...chunk.getAllInitialChunks()]));
      } else if ('resource' in module && module.resource === entryFile) {
        for (const block of module.blocks) {
          const group = blockGroup(compilation, block);
          if (group) graph.boundary.push(group);
        }
      }
    }
    return graph;
  }
}

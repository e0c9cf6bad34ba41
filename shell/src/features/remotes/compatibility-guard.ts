import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a remote's mf-manifest.json declares it. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** What the shell provides of a shared module: its own build's shared options (runtime `options.shared`). */
export type HostShared = Readonly<Record<string, readonly { version?: string }[]>>;

/** `react-dom/client` → `react-dom`, `@emotion/react` → `@emotion/react`, `shared-contracts/paths` → `shared-contracts`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export interface Incompatibility {
  module: string;
  provided: string;
  required: string;
}

/**
 * The first shared module the remote needs at a version the shell's copy of that package does not satisfy, or null.
 * A package the shell does not share at all is left to the runtime's own check.
 */
export function findIncompatibility(host: HostShared, remote: readonly ManifestShared[]): Incompatibility | null {
  const provided = new Map<string, string>();
  for (const [request, entries] of Object.entries(host)) {
    const version = entries[0]?.version;
    if (version) provided.set(packageOf(request), version);
  }
  for (const shared of remote) {
    const version = provided.get(packageOf(shared.name));
    if (!version || typeof shared.requiredVersion !== 'string') continue;
    if (!satisfy(version, shared.requiredVersion)) return { module: shared.name, provided: version, required: shared.requiredVersion };
  }
  return null;
}

/**
 * Refuses a remote built against shared packages the shell cannot provide, BEFORE its container initialises (ADR 0003).
 *
 * The runtime's own strict-version check fires only when a module is requested, and by then the remote's init has
 * registered its copies of every shared module into the one share scope. Where the shell has no copy of a module yet
 * (the back-office kit, say), a compatible remote could be handed the incompatible remote's copy, which then fails
 * inside the compatible remote's area. Checked here from the remote's manifest, an incompatible remote never touches
 * the share scope: it fails in its own area, with the runtime's wording, which the area's error panel recognises.
 */
export function sharedCompatibilityGuard(): ModuleFederationRuntimePlugin {
  const sharedByRemote = new Map<string, readonly ManifestShared[]>();
  return {
    name: 'wayhub-shared-compatibility-guard',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      if (shared) sharedByRemote.set(args.moduleInfo.name, shared);
      return args;
    },
    beforeInitContainer(args) {
      const remote = args.remoteInfo.name;
      const problem = findIncompatibility(args.origin.options.shared as HostShared, sharedByRemote.get(remote) ?? []);
      if (problem) {
        throw new Error(
          `Version ${problem.provided} from ${args.origin.name} of shared singleton module ${problem.module} does not satisfy the requirement of ${remote} which needs ${problem.required}`,
        );
      }
      return args;
    },
  };
}

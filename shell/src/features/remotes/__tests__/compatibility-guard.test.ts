import { isIncompatibleShareError } from '../chunk-error';
import { findIncompatibility, type HostShared, type ManifestShared, packageOf, sharedCompatibilityGuard } from '../compatibility-guard';

const HOST: HostShared = {
  react: [{ version: '19.3.1' }],
  'react-dom/client': [{ version: '19.3.1' }],
  '@emotion/react': [{ version: '11.14.0' }],
  'shared-contracts': [{ version: '0.1.0' }],
  'shared-ui/panel': [{ version: '1.1.0' }],
};

const compatible: ManifestShared[] = [
  { name: 'react', version: '19.3.2', requiredVersion: '^19.3.0' },
  { name: 'react-dom', version: '19.3.2', requiredVersion: '^19.3.0' },
  { name: 'shared-contracts/earnings', version: '0.1.0', requiredVersion: '~0.1.0' },
  { name: 'shared-ui/panel-kit', version: '1.1.0', requiredVersion: '^1.1.0' },
  // The shell shares nothing of this package: the runtime's own check decides.
  { name: 'left-pad', version: '9.0.0', requiredVersion: '^9.0.0' },
];

describe('packageOf', () => {
  it('keeps a scope and drops a subpath', () => {
    expect(packageOf('@emotion/react')).toBe('@emotion/react');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('shared-contracts/paths')).toBe('shared-contracts');
    expect(packageOf('jotai')).toBe('jotai');
  });
});

describe('findIncompatibility', () => {
  it('accepts a remote whose every requirement the shell’s copies satisfy, newer patches included', () => {
    expect(findIncompatibility(HOST, compatible)).toBeNull();
  });

  it('names a subpath the shell never loaded when its package is of another major', () => {
    const remote = [...compatible, { name: 'shared-contracts/panel-reservations', version: '1.0.0', requiredVersion: '^1.0.0' }];
    expect(findIncompatibility(HOST, remote)).toEqual({ module: 'shared-contracts/panel-reservations', provided: '0.1.0', required: '^1.0.0' });
  });

  it('refuses a remote that needs a newer minor than the shell provides', () => {
    expect(findIncompatibility(HOST, [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }])).toEqual({
      module: 'react',
      provided: '19.3.1',
      required: '^19.4.0',
    });
  });

  it('skips a module with no required version', () => {
    expect(findIncompatibility(HOST, [{ name: 'shared-contracts', version: '5.0.0', requiredVersion: false }])).toBeNull();
  });
});

describe('sharedCompatibilityGuard', () => {
  const origin = { name: 'shell', options: { shared: HOST } };
  const guard = sharedCompatibilityGuard();
  type Hook = (args: unknown) => unknown;
  const loadSnapshot = guard.loadRemoteSnapshot as unknown as Hook;
  const beforeInit = guard.beforeInitContainer as unknown as Hook;
  const snapshot = (name: string, shared: ManifestShared[]) => ({ moduleInfo: { name }, manifestJson: { shared }, remoteSnapshot: {} });
  const init = (name: string) => ({ remoteInfo: { name }, origin, shareScope: {}, initScope: [] });

  it('passes a compatible remote’s container on unchanged', () => {
    const args = snapshot('mfe_panel_supplier', compatible);
    expect(loadSnapshot(args)).toBe(args);
    const initArgs = init('mfe_panel_supplier');
    expect(beforeInit(initArgs)).toBe(initArgs);
  });

  it('refuses an incompatible remote before its container can register anything, in the words the area recognises', () => {
    loadSnapshot(snapshot('mfe_panel_partner', [{ name: 'shared-contracts/paths', version: '1.0.0', requiredVersion: '^1.0.0' }]));
    let thrown: unknown;
    try {
      beforeInit(init('mfe_panel_partner'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(
      'Version 0.1.0 from shell of shared singleton module shared-contracts/paths does not satisfy the requirement of mfe_panel_partner which needs ^1.0.0',
    );
    expect(isIncompatibleShareError(thrown)).toBe(true);
  });

  it('lets a remote whose manifest it never saw go on to the runtime’s own checks', () => {
    const initArgs = init('mfe_terminal');
    expect(beforeInit(initArgs)).toBe(initArgs);
  });
});

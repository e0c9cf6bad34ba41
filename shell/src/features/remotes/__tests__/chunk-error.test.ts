import { isChunkLoadError, isIncompatibleShareError } from '../chunk-error';

describe('isChunkLoadError recognises the loading failures of FACTS.md', () => {
  it.each([
    ['webpack ChunkLoadError', Object.assign(new Error('Loading chunk 123 failed.\n(error: /_shell/123.js)'), { name: 'ChunkLoadError' })],
    ['a message-only chunk failure', new Error('Loading chunk src_features_x failed.')],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed.')],
    ['a dead remoteEntry.js', new Error('[ Federation Runtime ]: #RUNTIME-008 Failed to load script resources. ScriptNetworkError')],
    ['a native dynamic import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
  ])('%s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a dead manifest (reloading would not help)', new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.')],
    ['an unknown expose', new Error('Module "./X" does not exist in container.')],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a non-error', 'Loading'],
  ])('not %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('isIncompatibleShareError recognises a strict singleton refused by the federation runtime', () => {
  it('is the refusal, and not a chunk failure to reload for', () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-contracts does not satisfy the requirement of mfe_admin which needs ^2.0.0)',
    );
    expect(isIncompatibleShareError(refusal)).toBe(true);
    expect(isChunkLoadError(refusal)).toBe(false);
  });

  it.each([
    ['a dead manifest', new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.')],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a non-error', null],
  ])('not %s', (_label, error) => {
    expect(isIncompatibleShareError(error)).toBe(false);
  });
});

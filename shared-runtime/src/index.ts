// The package publishes subpaths (see package.json "exports"); import from those.
export {};

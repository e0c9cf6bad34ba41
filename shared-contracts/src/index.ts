// The package publishes subpaths (see package.json "exports"); import from those, e.g. 'shared-contracts/enums'.
export {};

/** The build version of this remote (REMOTE_VERSION or package.json), so a test can tell which one the shell loaded. */
export const version: string = process.env.WAYHUB_APP_VERSION ?? 'dev';

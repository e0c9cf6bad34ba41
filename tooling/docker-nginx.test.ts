/**
 * The nginx configurations of the static containers, read the way nginx reads them: which location a request
 * lands in decides its Cache-Control, and the shell's proxy to a remote's container is followed into that
 * container's configuration. No nginx binary is needed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILD_RULES, STANDALONE_RUNTIME_FILE } from './webpack/create-config';
import { LOAD_GRAPH_FILE } from './webpack/load-graph-plugin';

const root = path.resolve(__dirname, '..');
const nginxDir = path.join(root, 'docker', 'nginx');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) i += 1;
    else if (char === '#') while (i < text.length && text[i] !== '\n') i += 1;
    else if (char === '{' || char === '}' || char === ';') {
      tokens.push(char);
      i += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== char) {
        if (text[i] === '\\') i += 1;
        value += text[i];
        i += 1;
      }
      tokens.push(value);
      i += 1;
    } else {
      let value = '';
      while (i < text.length && !/[\s{};]/.test(text[i]!)) value += text[i++];
      tokens.push(value);
    }
  }
  return tokens;
}

function parse(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const name = tokens[at++]!;
      const args: string[] = [];
      while (tokens[at] !== ';' && tokens[at] !== '{') {
        if (at >= tokens.length) throw new Error(`unterminated directive ${name}`);
        args.push(tokens[at++]!);
      }
      if (tokens[at++] === '{') {
        out.push({ name, args, block: block() });
        at += 1; // '}'
      } else out.push({ name, args });
    }
    return out;
  };
  return block();
}

function readConf(file: string): Directive {
  const server = parse(readFileSync(path.join(nginxDir, file), 'utf8')).find((d) => d.name === 'server');
  if (!server?.block) throw new Error(`${file} has no server block`);
  return server;
}

const isLocation = (d: Directive) => d.name === 'location' && !!d.block;
const modifierOf = (d: Directive) => (d.args.length > 1 ? d.args[0]! : '');
const patternOf = (d: Directive) => d.args[d.args.length - 1]!;

function regexOf(d: Directive): RegExp | undefined {
  const modifier = modifierOf(d);
  if (modifier !== '~' && modifier !== '~*') return undefined;
  return new RegExp(patternOf(d), modifier === '~*' ? 'i' : '');
}

/** nginx's choice: an exact match; else the longest prefix, unless a regex (nested ones first) matches. */
function findLocation(scope: Directive[], uri: string): Directive[] {
  const locations = scope.filter(isLocation);
  const exact = locations.find((d) => modifierOf(d) === '=' && patternOf(d) === uri);
  if (exact) return [exact];
  const prefix = locations
    .filter((d) => (modifierOf(d) === '' || modifierOf(d) === '^~') && uri.startsWith(patternOf(d)))
    .sort((a, b) => patternOf(b).length - patternOf(a).length)[0];
  const nested = prefix ? findLocation(prefix.block!, uri) : [];
  const nestedIsRegex = nested.length > 0 && regexOf(nested[0]!) !== undefined;
  if (prefix && (nestedIsRegex || modifierOf(prefix) === '^~')) return [...nested, prefix];
  const regex = locations.find((d) => regexOf(d)?.test(uri));
  if (regex) return [regex];
  return prefix ? [...nested, prefix] : [];
}

interface Answer {
  /** The configuration that finally answers (the shell, or the remote container it proxies to). */
  conf: string;
  cacheControl: string | undefined;
  proxiedTo?: string;
}

/** add_header is inherited only by a level that has none of its own. */
function cacheControlAt(levels: Directive[][]): string | undefined {
  for (const level of levels) {
    const headers = level.filter((d) => d.name === 'add_header');
    if (headers.length > 0) return headers.find((d) => d.args[0]?.toLowerCase() === 'cache-control')?.args[1];
  }
  return undefined;
}

function answer(file: string, uri: string): Answer {
  const server = readConf(file);
  const chain = findLocation(server.block!, uri);
  const proxy = chain[0]?.block!.find((d) => d.name === 'proxy_pass')?.args[0];
  if (proxy) {
    const capture = regexOf(chain[0]!)?.exec(uri)?.[1];
    const upstream = proxy.replace('$1', capture ?? '').replace(/^http:\/\//, '').replace(/\$request_uri$/, '');
    const conf = `${upstream}.conf`;
    if (existsSync(path.join(nginxDir, conf))) return answer(conf, uri);
    return { conf: file, cacheControl: undefined, proxiedTo: upstream };
  }
  return { conf: file, cacheControl: cacheControlAt([...chain.map((d) => d.block!), server.block!]) };
}

/** Files every build writes under a fixed name (federation cannot hash them), plus what a local build holds. */
function fixedNames(folder: string): string[] {
  const names = new Set(['main.js', 'index.html', BUILD_RULES.remoteEntry, BUILD_RULES.manifest, 'mf-manifest-stats.json', STANDALONE_RUNTIME_FILE, LOAD_GRAPH_FILE]);
  const built = path.join(root, 'dist', 'web', folder);
  if (existsSync(built)) {
    for (const name of readdirSync(built)) if (!/\.[0-9a-f]{8}\.[a-z0-9]+$/.test(name) && !/\.(br|gz)$/.test(name)) names.add(name);
  }
  return [...names];
}

const HASHED = ['1079.2e6b6fae.js', 'i18n-en-panel.5e749b28.js', '__federation_expose_Area.77d6585c.js', 'site-search.539fa944.js'];
const remoteConfs = readdirSync(nginxDir).filter((file) => file.endsWith('.conf') && file !== 'shell.conf');
const REMOTE_BASE = '/remotes/mfe-site/0.1.0/';

describe('nginx caching: only content-hashed files are immutable', () => {
  test.each(fixedNames('shell'))('shell: /_shell/%s is revalidated', (name) => {
    expect(answer('shell.conf', `/_shell/${name}`).cacheControl).toBe('no-cache');
  });

  test('shell: /remotes.json and page navigations are revalidated', () => {
    expect(answer('shell.conf', '/remotes.json').cacheControl).toBe('no-cache');
    expect(answer('shell.conf', '/en/activity/12').cacheControl).toBe('no-cache');
  });

  test.each(HASHED)('shell: /_shell/%s is immutable for a year', (name) => {
    expect(answer('shell.conf', `/_shell/${name}`).cacheControl).toBe(IMMUTABLE);
  });

  test.each(remoteConfs)('%s: fixed-name entries are revalidated, hashed chunks immutable', (conf) => {
    for (const name of fixedNames(path.join('remotes', 'mfe-site', '0.1.0'))) {
      expect([name, answer(conf, `${REMOTE_BASE}${name}`).cacheControl]).toEqual([name, 'no-cache']);
    }
    for (const name of HASHED) expect([name, answer(conf, `${REMOTE_BASE}${name}`).cacheControl]).toEqual([name, IMMUTABLE]);
  });

  test('the shell hands /remotes/<package>/ to that remote container, whose rules then apply', () => {
    expect(answer('shell.conf', `${REMOTE_BASE}remoteEntry.js`)).toEqual({ conf: 'mfe-site.conf', cacheControl: 'no-cache' });
    expect(answer('shell.conf', `${REMOTE_BASE}${HASHED[0]}`)).toEqual({ conf: 'mfe-site.conf', cacheControl: IMMUTABLE });
    expect(answer('shell.conf', '/core/v1/current/user').proxiedTo).toBe('api:8080');
  });

  test.each([...remoteConfs, 'shell.conf'])('%s keeps ETags on, so a revalidation can answer 304', (conf) => {
    const text = readFileSync(path.join(nginxDir, conf), 'utf8');
    expect(text).not.toMatch(/^\s*etag\s+off/m);
  });
});

describe('nginx compression', () => {
  const directive = (server: Directive, name: string) => server.block!.find((d) => d.name === name)?.args;

  test.each([...remoteConfs, 'shell.conf'])('%s serves the build’s .gz files and gzips other text on the fly', (conf) => {
    const server = readConf(conf);
    expect(directive(server, 'gzip_static')).toEqual(['on']);
    expect(directive(server, 'gzip')).toEqual(['on']);
    expect(directive(server, 'gzip_vary')).toEqual(['on']);
    // text/html is always compressed once gzip is on; nginx's own mime.types names .js application/javascript.
    expect(directive(server, 'gzip_types')).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json', 'image/svg+xml']));
  });

  test('brotli directives appear only with an image that has the brotli module', () => {
    const dockerfile = readFileSync(path.join(root, 'docker', 'Dockerfile.web'), 'utf8');
    const usesBrotli = readdirSync(nginxDir).some((file) => /^\s*brotli/m.test(readFileSync(path.join(nginxDir, file), 'utf8')));
    if (usesBrotli) expect(dockerfile).toMatch(/brotli/i);
  });

  test('the shell asks the remote containers over HTTP/1.1, so their precompressed files reach the browser', () => {
    // gzip and gzip_static ignore HTTP/1.0 requests (gzip_http_version 1.1), and proxy_pass speaks 1.0 by default.
    const shell = readConf('shell.conf');
    const remotes = findLocation(shell.block!, `${REMOTE_BASE}remoteEntry.js`)[0]!;
    expect(remotes.block!.find((d) => d.name === 'proxy_http_version')?.args).toEqual(['1.1']);
  });
});

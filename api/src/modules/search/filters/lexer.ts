import { FilterSyntaxError } from './ast';

export type TokenType =
  | 'string'
  | 'number'
  | 'emptyString'
  | 'incompleteString'
  | 'operator'
  | 'lt'
  | 'gt'
  | 'colon'
  | 'comma'
  | 'open'
  | 'close'
  | 'AND'
  | 'OR'
  | 'NOT'
  | 'TO'
  | 'eof';

export interface Token {
  type: TokenType;
  /** Unquoted and unescaped text. */
  value: string;
  /** Column (0-based) where the token starts, as Algolia's messages count. */
  pos: number;
  quoted: boolean;
}

const DESCRIPTION: Record<TokenType, string> = {
  string: 'string',
  number: 'numeric',
  emptyString: 'empty string',
  incompleteString: 'incomplete string',
  operator: 'numeric operator',
  lt: "'<'",
  gt: "'>'",
  colon: "':'",
  comma: "','",
  open: "'('",
  close: "')'",
  AND: "'AND'",
  OR: "'OR'",
  NOT: "'NOT'",
  TO: "'TO'",
  eof: 'end of filter',
};

export function describeToken(token: Token): string {
  const text = DESCRIPTION[token.type];
  return (token.type === 'string' || token.type === 'number') && token.value ? `${text}(${token.value})` : text;
}

export const describeTokenType = (type: TokenType | 'filter'): string => (type === 'filter' ? 'filter' : DESCRIPTION[type]);

/** Characters that end a bare word. Only the space separates tokens, as in Algolia's engine. */
const SEPARATORS = new Set([' ', '(', ')', '<', '>', '=', '!', ':', "'", '"']);
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

/** A bare word is numeric when it is digits with an optional leading '-' and at most one '.' (not first). */
function isNumericWord(word: string): boolean {
  return /^[-\d][\d.]*$/.test(word) && word.indexOf('.') === word.lastIndexOf('.');
}

function readQuoted(input: string, start: number): { token: Token; length: number } {
  const quote = input[start];
  let value = '';
  let escape = false;
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i] as string;
    if (escape) {
      value += c;
      escape = false;
    } else if (c === '\\') {
      escape = true;
    } else if (c === quote) {
      const type: TokenType = i === start + 1 ? 'emptyString' : 'string';
      return { token: { type, value, pos: start, quoted: true }, length: i - start + 1 };
    } else {
      value += c;
    }
  }
  return { token: { type: 'incompleteString', value, pos: start, quoted: true }, length: input.length - start };
}

/** Splits a `filters` string into tokens, the way Algolia's engine (and its syntax validator) does. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (type: TokenType, value: string, length: number) => {
    tokens.push({ type, value, pos: i, quoted: false });
    i += length;
  };
  while (i < input.length) {
    const c = input[i] as string;
    const next = input[i + 1];
    if (c === ' ') i++;
    else if (c === '=') push('operator', '=', 1);
    else if (c === '<') push(next === '=' ? 'operator' : 'lt', next === '=' ? '<=' : '<', next === '=' ? 2 : 1);
    else if (c === '>') push(next === '=' ? 'operator' : 'gt', next === '=' ? '>=' : '>', next === '=' ? 2 : 1);
    else if (c === '!') {
      if (next !== '=') throw new FilterSyntaxError(`filters: Not allowed '!' at col ${i}`);
      push('operator', '!=', 2);
    } else if (c === '(') push('open', '(', 1);
    else if (c === ')') push('close', ')', 1);
    else if (c === ':') push('colon', ':', 1);
    else if (c === ',') push('comma', ',', 1);
    else if (c === '"' || c === "'") {
      const { token, length } = readQuoted(input, i);
      tokens.push(token);
      i += length;
    } else {
      let end = i;
      while (end < input.length && !SEPARATORS.has(input[end] as string)) end++;
      const word = input.slice(i, end);
      const type: TokenType = KEYWORDS.has(word) ? (word as TokenType) : isNumericWord(word) ? 'number' : 'string';
      push(type, word, end - i);
    }
  }
  tokens.push({ type: 'eof', value: '', pos: input.length, quoted: false });
  return tokens;
}

/**
 * Page patterns to hrefs, without a router: the HTTP client and the API build links too. The syntax is
 * react-router's (`:param`, `:param?`, a trailing `*`), which the shell and the remotes route by.
 */
import type { ManifestPage } from './types';

type ParamValue = string | number;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The values a pattern needs: `lang`, each `:param`, each `:param?` optionally, and `*` for a splat. */
export type PatternParams<P extends string> = { lang: string } & { [K in RequiredName<Segments<P>>]: ParamValue } & {
  [K in OptionalName<Segments<P>>]?: ParamValue;
} & ('*' extends Segments<P> ? { '*'?: string } : unknown);

export type LooseParams = Readonly<Record<string, ParamValue | undefined>>;

/** `/{lang}/{pattern}` with its params filled in; an absent optional param drops its segment. */
export function fillPattern(pattern: string, params: LooseParams): string {
  const segments = [':lang', ...pattern.split('/').filter(Boolean)].flatMap((segment) => {
    if (segment === '*') {
      const rest = params['*'];
      return rest === undefined || rest === '' ? [] : [String(rest)];
    }
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name = '', optional] = param;
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Missing ":${name}" for the page pattern "${pattern}"`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${segments.join('/')}`;
}

/** The href of one page: `pageHref(page, { lang: 'en', id: 5 })`. */
export function pageHref(page: Pick<ManifestPage, 'pattern'>, params: LooseParams & { lang: string }): string {
  return fillPattern(page.pattern, params);
}

/**
 * The paths a pattern can match, with param names erased ("npanel/tour/:id" -> "npanel/tour/:"), an optional
 * segment giving both forms: two pages whose forms meet claim the same path.
 */
export function normalisedForms(pattern: string): string[] {
  let forms: string[][] = [[]];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:[\w-]+(\?)?$/.exec(segment);
    if (!param) forms = forms.map((form) => [...form, segment.toLowerCase()]);
    else if (param[1]) forms = forms.flatMap((form) => [form, [...form, ':']]);
    else forms = forms.map((form) => [...form, ':']);
  }
  return forms.map((form) => form.join('/'));
}

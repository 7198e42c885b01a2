/**
 * Matches a request against route-table paths in API Gateway syntax (`/api/products/{id}`, `{proxy+}`).
 * Like API Gateway, the most specific route wins: `/api/skin-analysis/latest` before `/api/skin-analysis/{id}`.
 */
export interface MatchableRoute {
  method: string;
  path: string;
}

export type RouteMatch<R extends MatchableRoute> =
  | { kind: 'found'; route: R; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

interface CompiledRoute<R> {
  route: R;
  pattern: RegExp;
  names: string[];
  /** Literal segments count more than parameters; greedy parameters count least. */
  specificity: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compile = <R extends MatchableRoute>(route: R): CompiledRoute<R> => {
  const names: string[] = [];
  let specificity = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        names.push(greedy[1]);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        specificity += 1;
        return '([^/]+)';
      }
      specificity += 10;
      return escapeRegExp(segment);
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names, specificity };
};

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const createRouteMatcher = <R extends MatchableRoute>(routes: R[]) => {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (method: string, path: string): RouteMatch<R> => {
    const candidates = compiled.filter((entry) => entry.pattern.test(path));
    if (candidates.length === 0) return { kind: 'not-found' };
    const best = candidates.find((entry) => entry.route.method === method.toUpperCase());
    if (!best)
      return { kind: 'method-not-allowed', allowed: [...new Set(candidates.map((c) => c.route.method))] };
    const values = best.pattern.exec(path)?.slice(1) ?? [];
    const pathParameters = Object.fromEntries(best.names.map((name, i) => [name, decode(values[i] ?? '')]));
    return { kind: 'found', route: best.route, pathParameters };
  };
};

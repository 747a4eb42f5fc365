/** POST check-abstract: an abstract (and optionally the paper) in, scores and findings out. */
import { check } from '../check.ts';
import { jsonFunctionRoute, type RouteOptions } from './generate-abstract.ts';

export function checkAbstractRoute(
  options: Pick<RouteOptions, 'maxBodyBytes' | 'requestTimeoutMs'>,
) {
  return jsonFunctionRoute('check-abstract', options, (body) => check(body));
}

import type { RouteDef } from '@pele/shared/route-def';
import { type RouteName, routeList } from '@pele/shared/routes';
import { type RouteDeployment, routeDeployments } from './route-deployments';

/** A route's contract joined with how it is deployed: what CDK and the local gateway build from. */
export type DeployedRoute = RouteDef & RouteDeployment;

/** Every route, in table order, as `[name, contract + deployment]`. */
export const deployedRouteList = (): Array<[RouteName, DeployedRoute]> =>
  routeList().map(([name, contract]) => [name, { ...contract, ...routeDeployments[name] }]);

import { routeError } from "../../platform/route-errors.server.ts";

/** /404 and every unknown path: the shared error screen renders the not-found page. */
export function loader() {
  throw routeError(404, "Not found");
}

export default function NotFound() {
  return null;
}

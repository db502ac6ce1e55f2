/**
 * The contract between the shell and a remote. A remote exposes one stable module, `./App`, whose
 * default export renders the page named by `routeId` (ids are declared in the shell's route table).
 * Route parameters come from the router (useParams), language and config from useShop().
 */
export interface RemoteAppProps {
  routeId: string;
}

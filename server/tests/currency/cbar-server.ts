/** A stand-in for www.cbar.az on a free loopback port, so no test touches the network. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Responder = (request: IncomingMessage, response: ServerResponse) => void;

export interface CbarServer {
  /** A CBAR_URL template pointing here. */
  urlTemplate: string;
  /** Paths requested so far. */
  requests: string[];
  respond: Responder;
  close(): Promise<void>;
}

export async function startCbarServer(initial: Responder): Promise<CbarServer> {
  const state: CbarServer = {
    urlTemplate: '',
    requests: [],
    respond: initial,
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    state.respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.urlTemplate = `http://127.0.0.1:${port}/currencies/{date}.xml`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

export const serveXml =
  (xml: string): Responder =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
    response.end(xml);
  };

/**
 * For tests of extension code that talks to a scanning service: one loopback
 * HTTP server for the file, and a fresh fake browser (storage, settings) and
 * a server with no scripted answers or recorded requests before each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startHttpServer, type TestHttpServer } from './http-server';

export function useFreshBrowserAndServer(onStart: (server: TestHttpServer) => void): void {
  let server: TestHttpServer | undefined;
  beforeAll(async () => {
    server = await startHttpServer();
    onStart(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    fakeBrowser.reset();
    server?.reset();
  });
}

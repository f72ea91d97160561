/// <reference lib="webworker" />
import { JobHandler } from './jobs/index.js';
import { type Request, transferablesOf } from './protocol.js';

// Every solve, failure map, symmetry check, search and file check runs here, never on the
// page's thread: the page stays responsive whatever the board or the file.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handler = new JobHandler((response) => {
  scope.postMessage(response, transferablesOf(response));
});
scope.onmessage = (event: MessageEvent<Request>) => {
  void handler.handle(event.data);
};

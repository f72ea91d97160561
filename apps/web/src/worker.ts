/// <reference lib="webworker" />
import { JobHandler } from './jobs.js';
import { type Request, transferablesOf } from './protocol.js';

// Every solve, failure map, symmetry check and file check runs here, never on the page's
// thread: the page stays responsive whatever the board size.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handler = new JobHandler((response) => {
  scope.postMessage(response, transferablesOf(response));
});
scope.onmessage = (event: MessageEvent<Request>) => {
  void handler.handle(event.data);
};

import { parentPort } from 'node:worker_threads';
import { parseOne, type ParseRequest, type ParseResponse } from './parseOne.js';

parentPort?.on('message', (batch: ParseRequest) => {
  const response: ParseResponse = batch.map(({ file, raw }) => parseOne(file, raw));
  parentPort?.postMessage(response);
});

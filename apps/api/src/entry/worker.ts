// Queue worker entry: `node dist/worker.js` (`npm run worker`). Reads the environment, takes media jobs from Redis (worker-main.ts).
import { run } from './main';
import { worker } from './worker-main';

run(worker);

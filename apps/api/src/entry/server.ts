// Production entry: `node dist/server.js`. Reads the environment, serves API and web app, shuts down cleanly (main.ts).
import { run } from './main';

run();

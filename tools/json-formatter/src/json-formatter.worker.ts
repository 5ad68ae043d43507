import { serveTask } from '@toolnest/tool-kit/worker';
import { processJson } from './logic';

serveTask(processJson);

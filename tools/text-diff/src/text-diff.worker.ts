import { serveTask } from '@toolnest/tool-kit/worker';
import { compareTexts } from './logic';

serveTask(compareTexts);

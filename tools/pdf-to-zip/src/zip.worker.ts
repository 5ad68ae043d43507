// The module worker that builds pdfs.zip off the main thread (started by PdfToZip through useWorkerTask).
import { serveTask } from '@toolnest/tool-kit/worker';
import { zipToBlob } from './zip-task';

serveTask(zipToBlob);

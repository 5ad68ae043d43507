// The engine's folders: DATA_DIR/media (or MEDIA_DIR), shared with other engines and perhaps the
// operator's files, and this engine's own instance-<uuid> folder in it, with its process-group records.
// At start the folders of engines that are gone are cleaned up; at close only the own one goes.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MediaLogger } from './engine-options';
import { createInstanceFolder, heartbeat, HEARTBEAT_MS, newInstanceName, PRIVATE_DIR_MODE, scanMediaFolder, type MediaFolderScan } from './instance';
import { killRecordedGroups } from './process-group';

export class MediaFolder {
  /** DATA_DIR/media: shared with other engines on the same DATA_DIR, and perhaps the operator's files. */
  readonly mediaDir: string;
  /** DATA_DIR/media/instance-<uuid>: this engine's own folder (owner file, group records, job folders). */
  readonly instanceDir: string;
  /** Where the process groups of the engine's programs are recorded, for a later run to kill. */
  readonly recordsDir: string;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    mediaDir: string,
    private readonly log: MediaLogger,
  ) {
    this.mediaDir = mediaDir;
    this.instanceDir = join(mediaDir, newInstanceName());
    this.recordsDir = join(this.instanceDir, '.groups');
  }

  /**
   * Cleans up after engines that are gone (a crashed run): kills the process groups their records
   * name and removes their instance folders. Other running engines' folders and anything the engine
   * did not make are left alone (and said once). Then makes this engine's own folder.
   */
  async create(): Promise<void> {
    mkdirSync(this.mediaDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const scan = await this.cleanUpGone();
    if (scan.running.length > 0) {
      this.log.info(`media: ${scan.running.length} folder(s) in ${this.mediaDir} belong to other running servers; left alone`);
    }
    if (scan.foreign.length > 0) {
      const shown = scan.foreign.slice(0, 10).join(', ');
      const more = scan.foreign.length > 10 ? ` and ${scan.foreign.length - 10} more` : '';
      this.log.warn(`media: ${this.mediaDir} holds entries this server did not make (${shown}${more}); they are left alone`);
    }
    createInstanceFolder(this.instanceDir);
    // Servers that cannot check this pid (another host or container on the same DATA_DIR) see the touches.
    this.heartbeatTimer = setInterval(() => heartbeat(this.instanceDir), HEARTBEAT_MS).unref();
  }

  /**
   * Kills the process groups of engines that are gone and removes their folders: at start, and every
   * minute in a worker (a worker killed mid-job on this host leaves its programs running).
   */
  async cleanUpGone(): Promise<MediaFolderScan> {
    const scan = scanMediaFolder(this.mediaDir, basename(this.instanceDir));
    let killed = 0;
    for (const name of scan.gone) {
      const dir = join(this.mediaDir, name);
      killed += await killRecordedGroups(join(dir, '.groups'));
      rmSync(dir, { recursive: true, force: true });
    }
    if (killed > 0) this.log.warn(`media: killed ${killed} process(es) left by a previous run`);
    if (scan.gone.length > 0) this.log.info(`media: removed ${scan.gone.length} folder(s) of earlier runs from ${this.mediaDir}`);
    return scan;
  }

  /** Stops the heartbeat. */
  stop(): void {
    clearInterval(this.heartbeatTimer);
  }

  /** Removes this engine's own folder: DATA_DIR/media may hold another server's running jobs, or the operator's files. */
  remove(): void {
    rmSync(this.instanceDir, { recursive: true, force: true });
  }
}

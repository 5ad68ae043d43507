// An engine's start and end. At start, the leftovers of engines that are gone (a crashed run) are
// cleaned up and missing programs said once. At close, waiting jobs fail, running ones, the lookups
// and the version runs stop, and the engine's own folder goes. A process that must exit now has no
// time for that: it kills every recorded process group at once.
import type { EngineParts } from './engine-parts';
import { killRecordedGroupsNow } from './process-group';
import { missingProgramMessage, type ProgramName } from './programs';
import { JobFailure } from './run-job';
import { SHUTDOWN_MESSAGE } from './starts';

/** Cleans up after engines that are gone and makes this engine's folder (MediaFolder.create); reports missing programs. */
export async function recoverEngine({ folder, programs, log }: EngineParts): Promise<void> {
  await folder.create();
  for (const [name, program] of Object.entries(programs)) {
    if (!program) log.warn(`media: ${name} not found; downloads answer "${missingProgramMessage(name as ProgramName)}"`);
  }
}

/** Stops everything, once: waiting jobs fail, running groups are killed at once, the engine's own folder is removed. */
export async function closeEngine({ status, pruneTimer, folder, jobs, lookups, probe, runner }: EngineParts): Promise<void> {
  if (status.closed) return;
  status.closed = true;
  clearInterval(pruneTimer);
  folder.stop();
  jobs.stop();
  lookups.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
  probe.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
  await runner.settled();
  jobs.table.stopTimers();
  folder.remove();
}

/** Kills every process group the engine has running, synchronously, and refuses new starts; answers how many it killed. */
export function killEngineGroupsNow({ status, folder }: EngineParts): number {
  status.closed = true;
  return killRecordedGroupsNow(folder.recordsDir);
}
